// Package factory is the rules engine of Monster Factory (2-6 players): the
// players draw square tiles and add them to their own or other players'
// monsters; a monster with no open thin or thick edge is complete; completed
// first monsters score a point per tile, completed minions a point per tile
// with an eye.
//
// The tile content of the box is designed (the published mix is not public);
// it lives in tiles.go and RULES.md explains it. The game has no hidden
// information: the face-down pile is unordered, so a draw is a chance
// outcome over the tiles that remain.
package factory

import (
	"math/bits"
	"math/rand/v2"

	"monstermixer/engine"
)

type game struct{}

// GameID is the id used in records.
const GameID = "monster-factory"

// Game is Monster Factory; it is registered with the engine under GameID.
var Game engine.Game = game{}

func init() { engine.Register(Game) }

func (game) ID() string               { return GameID }
func (game) Name() string             { return "Monster Factory" }
func (game) MinPlayers() int          { return 2 }
func (game) MaxPlayers() int          { return 6 }
func (game) Options() []engine.Option { return nil }

// NewState deals the initial state: every tile face up in the supply, and
// the picking order to be drawn (RULES.md, reading 1).
func (g game) NewState(setup engine.Setup) (engine.State, error) {
	if err := engine.ValidateSetup(g, setup); err != nil {
		return nil, err
	}
	return New(setup.Players), nil
}

// New returns the initial state for n players (2..6); it panics on a bad n.
func New(n int) *State {
	if n < 2 || n > 6 {
		panic("factory: 2 to 6 players")
	}
	s := &State{n: uint8(n), phase: PhaseOrder, hand: -1, pileN: NumTiles}
	s.pile[0] = ^uint64(0)
	s.pile[1] = 1<<(NumTiles-64) - 1
	return s
}

// Phase is the step the game is in.
type Phase uint8

// The phases of a game.
const (
	PhasePick   Phase = iota // seat Turn() picks a starting tile from the face-up supply (from FirstPick() clockwise)
	PhaseDraw                // chance: Turn() draws a face-down tile
	PhasePlace               // Turn() places the tile in hand, or discards it when it fits nowhere
	PhaseMinion              // chance: MinionFor() draws a tile to start a new minion
	PhaseOver                // the game is over
	PhaseOrder               // chance: the seat that picks a starting tile first is drawn (the game's first step)
)

const (
	frontierCap = 192 // bound on open cells of all monsters in progress: 2*88 + 2*6
	hashSize    = 512 // occupied cells (at most 88) and open cells (at most 188), open addressing
	openFlag    = 0x100
)

// monster is one first monster or minion.
type monster struct {
	owner    uint8
	num      uint8 // 0 for the first monster, k for minion k
	tiles    uint8
	eyeTiles uint8 // tiles with an eye (however many eyes each shows)
	complete bool
}

// placed is a tile on the table, in the order tiles were placed.
type placed struct {
	tile, rot uint8
	x, y      int8
	mon       uint8
}

// open is an empty cell facing a thin or thick edge of a monster in
// progress: want holds the edges the neighbours require (packed like a
// tile), mask has 0b11 on the sides that have a neighbour.
type open struct {
	x, y       int8
	owner      uint8
	mask, want uint8
}

// State is a Monster Factory position. The zero value is not usable; use
// New or Game.NewState.
type State struct {
	n         uint8
	phase     Phase
	turn      uint8 // seat to pick or to play
	minionFor uint8 // seat drawing a minion start in PhaseMinion
	firstPick uint8 // seat that picked a starting tile first
	hand      int8  // tile in hand in PhasePlace, else -1
	firstDone [6]bool
	cur       [6]uint8 // monster in progress per seat
	pile      [2]uint64
	pileN     uint8
	nMon      uint8
	nPlaced   uint8
	nDisc     uint8
	nOpen     uint8
	openN     [6]uint8 // open cells per seat's monster in progress
	mons      [NumTiles]monster
	placed    [NumTiles]placed
	disc      [NumTiles]uint8
	open      [frontierCap]open
	hkeys     [hashSize]uint32 // (monster+1)<<16 | x<<8 | y; 0 is empty
	hvals     [hashSize]uint16 // packed edges of the tile in that cell, or openFlag | index in open
	last      last             // the last action applied, for Events
}

var dx = [4]int8{0, 1, 0, -1}
var dy = [4]int8{-1, 0, 1, 0}

func cellKey(m uint8, x, y int8) uint32 {
	return uint32(m+1)<<16 | uint32(uint8(x))<<8 | uint32(uint8(y))
}

func hashSlot(k uint32) uint32 { return (k * 0x9E3779B1) >> 23 }

// lookup finds cell x,y of monster m: its slot in the hash, and whether the
// key is there (else the slot is the empty one where it would go).
func (s *State) lookup(m uint8, x, y int8) (uint32, bool) {
	k := cellKey(m, x, y)
	for i := hashSlot(k); ; i = (i + 1) & (hashSize - 1) {
		switch s.hkeys[i] {
		case k:
			return i, true
		case 0:
			return i, false
		}
	}
}

// cellAt returns the packed edges of the tile of monster m at x,y.
func (s *State) cellAt(m uint8, x, y int8) (uint8, bool) {
	i, ok := s.lookup(m, x, y)
	if !ok || s.hvals[i]&openFlag != 0 {
		return 0, false
	}
	return uint8(s.hvals[i]), true
}

// removeOpen drops open cell j (swapping the last one into its place).
func (s *State) removeOpen(j int) {
	last := int(s.nOpen) - 1
	s.openN[s.open[j].owner]--
	if j != last {
		o := s.open[last]
		s.open[j] = o
		i, _ := s.lookup(s.cur[o.owner], o.x, o.y)
		s.hvals[i] = openFlag | uint16(j)
	}
	s.nOpen--
}

// addTile puts a tile on seat p's monster in progress at x,y and updates
// the open cells.
func (s *State) addTile(p uint8, tile, rot uint8, x, y int8) {
	m := s.cur[p]
	edges := rotEdges[tile][rot]
	i, found := s.lookup(m, x, y)
	if found {
		s.removeOpen(int(s.hvals[i] & 0xff))
	}
	s.hkeys[i], s.hvals[i] = cellKey(m, x, y), uint16(edges)
	s.placed[s.nPlaced] = placed{tile: tile, rot: rot, x: x, y: y, mon: m}
	s.nPlaced++
	s.mons[m].tiles++
	if tileEye[tile] {
		s.mons[m].eyeTiles++
	}
	for side := 0; side < 4; side++ {
		nx, ny := x+dx[side], y+dy[side]
		e := edges >> (2 * side) & 3
		back := (side + 2) & 3
		j, found := s.lookup(m, nx, ny)
		if found {
			if v := s.hvals[j]; v&openFlag != 0 {
				o := &s.open[v&0xff]
				o.mask |= 3 << (2 * back)
				o.want |= e << (2 * back)
			}
			continue
		}
		if e == 0 {
			continue
		}
		var mask, want uint8
		for q := 0; q < 4; q++ {
			if v, ok := s.cellAt(m, nx+dx[q], ny+dy[q]); ok {
				mask |= 3 << (2 * q)
				want |= (v >> (2 * ((q + 2) & 3)) & 3) << (2 * q)
			}
		}
		s.hkeys[j], s.hvals[j] = cellKey(m, nx, ny), openFlag|uint16(s.nOpen)
		s.open[s.nOpen] = open{x: nx, y: ny, owner: p, mask: mask, want: want}
		s.nOpen++
		s.openN[p]++
	}
}

// startMonster gives seat p a new monster (first or minion) made of tile.
func (s *State) startMonster(p uint8, tile uint8, num uint8) {
	m := s.nMon
	s.nMon++
	s.mons[m] = monster{owner: p, num: num}
	s.cur[p] = m
	s.addTile(p, tile, 0, 0, 0)
}

func (s *State) inPile(t int) bool { return s.pile[t>>6]>>(t&63)&1 == 1 }

func (s *State) takeFromPile(t int) {
	s.pile[t>>6] &^= 1 << (t & 63)
	s.pileN--
}

// Action encoding: kind<<28 | seat<<25 | (y+128)<<17 | (x+128)<<9 | rot<<7 | tile.
const (
	kindStart   = 1
	kindDraw    = 2
	kindMinion  = 3
	kindDiscard = 4
	kindPlace   = 5
	kindOrder   = 6 // chance: seat picks a starting tile first
)

func mkAction(kind, seat, x, y, rot, tile int) engine.Action {
	return engine.Action(kind<<28 | seat<<25 | (y+128)<<17 | (x+128)<<9 | rot<<7 | tile)
}

type decoded struct{ kind, seat, x, y, rot, tile int }

func decode(a engine.Action) decoded {
	v := int(a)
	return decoded{
		kind: v >> 28 & 7, seat: v >> 25 & 7,
		y: (v>>17)&255 - 128, x: (v>>9)&255 - 128,
		rot: v >> 7 & 3, tile: v & 127,
	}
}

// Game returns Monster Factory.
func (s *State) Game() engine.Game { return Game }

// NumPlayers is the number of seats.
func (s *State) NumPlayers() int { return int(s.n) }

// CurrentPlayer is the seat to pick or place, Chance for a draw, or Terminal.
func (s *State) CurrentPlayer() int {
	switch s.phase {
	case PhaseDraw, PhaseMinion, PhaseOrder:
		return engine.Chance
	case PhaseOver:
		return engine.Terminal
	}
	return int(s.turn)
}

// IsTerminal reports whether the game is over.
func (s *State) IsTerminal() bool { return s.phase == PhaseOver }

// AppendLegalActions appends the legal actions: the seat drawn to pick
// first (by seat), starting picks (by tile), draws (by tile), placements
// (by target seat, open cell, rotation; only rotations that look
// different) or the forced discard.
func (s *State) AppendLegalActions(dst []engine.Action) []engine.Action {
	switch s.phase {
	case PhaseOrder:
		for p := 0; p < int(s.n); p++ {
			dst = append(dst, mkAction(kindOrder, p, 0, 0, 0, 0))
		}
	case PhasePick, PhaseDraw, PhaseMinion:
		kind := kindDraw
		if s.phase == PhasePick {
			kind = kindStart
		} else if s.phase == PhaseMinion {
			kind = kindMinion
		}
		for w := 0; w < 2; w++ {
			for b := s.pile[w]; b != 0; b &= b - 1 {
				dst = append(dst, mkAction(kind, 0, 0, 0, 0, w<<6|bits.TrailingZeros64(b)))
			}
		}
	case PhasePlace:
		n0 := len(dst)
		tile := int(s.hand)
		re := &rotEdges[tile]
		uq := rotUniq[tile]
		allowed := s.targets(int(s.turn))
		for i := 0; i < int(s.nOpen); i++ {
			o := &s.open[i]
			if allowed>>o.owner&1 == 0 {
				continue
			}
			for r := 0; r < 4; r++ {
				if uq>>r&1 == 1 && o.fits(re[r]) {
					dst = append(dst, mkAction(kindPlace, int(o.owner), int(o.x), int(o.y), r, tile))
				}
			}
		}
		if len(dst) == n0 {
			dst = append(dst, mkAction(kindDiscard, 0, 0, 0, 0, tile))
		}
	}
	return dst
}

// ChanceOutcomes lists the tiles left in the pile (or the seats that may
// pick first), each equally likely.
func (s *State) ChanceOutcomes() []engine.ChanceOutcome {
	if s.CurrentPlayer() != engine.Chance {
		return nil
	}
	acts := s.AppendLegalActions(make([]engine.Action, 0, max(s.pileN, s.n)))
	return engine.UniformOutcomes(make([]engine.ChanceOutcome, 0, len(acts)), acts)
}

// SampleChance draws a tile uniformly from the pile (or the seat that
// picks first, uniformly).
func (s *State) SampleChance(rng *rand.Rand) engine.Action {
	if s.phase == PhaseOrder {
		return mkAction(kindOrder, rng.IntN(int(s.n)), 0, 0, 0, 0)
	}
	if s.phase != PhaseDraw && s.phase != PhaseMinion {
		panic("factory: SampleChance outside a draw")
	}
	k := rng.IntN(int(s.pileN))
	kind := kindDraw
	if s.phase == PhaseMinion {
		kind = kindMinion
	}
	w := 0
	if c := bits.OnesCount64(s.pile[0]); k >= c {
		k -= c
		w = 1
	}
	b := s.pile[w]
	for ; k > 0; k-- {
		b &= b - 1
	}
	return mkAction(kind, 0, 0, 0, 0, w<<6|bits.TrailingZeros64(b))
}

// Apply plays a or refuses it with an *engine.IllegalError, leaving the
// state unchanged.
func (s *State) Apply(a engine.Action) error {
	if s.phase == PhaseOver {
		return engine.ErrGameOver
	}
	if err := s.check(a); err != nil {
		return err
	}
	d := decode(a)
	s.record(a, d)
	switch d.kind {
	case kindOrder:
		s.firstPick, s.turn = uint8(d.seat), uint8(d.seat)
		s.phase = PhasePick
	case kindStart:
		s.takeFromPile(d.tile)
		s.startMonster(s.turn, uint8(d.tile), 0)
		s.turn = (s.turn + 1) % s.n
		if s.turn == s.firstPick {
			// Everyone has picked: the first player (seat A) starts.
			s.turn = 0
			s.phase = PhaseDraw
		}
	case kindDraw:
		s.takeFromPile(d.tile)
		s.hand = int8(d.tile)
		s.phase = PhasePlace
	case kindMinion:
		p := s.minionFor
		s.takeFromPile(d.tile)
		s.startMonster(p, uint8(d.tile), s.mons[s.cur[p]].num+1)
		s.nextDraw()
	case kindDiscard:
		s.disc[s.nDisc] = uint8(s.hand)
		s.nDisc++
		s.hand = -1
		s.nextDraw()
	case kindPlace:
		t := uint8(d.seat)
		s.addTile(t, uint8(d.tile), uint8(d.rot), int8(d.x), int8(d.y))
		s.hand = -1
		s.turn = (s.turn + 1) % s.n
		if s.openN[t] == 0 {
			m := &s.mons[s.cur[t]]
			m.complete = true
			if m.num == 0 {
				s.firstDone[t] = true
				if s.allFirstDone() {
					s.phase = PhaseOver
					return nil
				}
			}
			if s.pileN == 0 {
				s.phase = PhaseOver
				return nil
			}
			s.phase = PhaseMinion
			s.minionFor = t
			return nil
		}
		s.nextDraw()
	}
	return nil
}

// nextDraw moves to the draw of the player to play, or ends the game when
// the pile is empty.
func (s *State) nextDraw() {
	if s.pileN == 0 {
		s.phase = PhaseOver
		return
	}
	s.phase = PhaseDraw
}

func (s *State) allFirstDone() bool {
	for p := 0; p < int(s.n); p++ {
		if !s.firstDone[p] {
			return false
		}
	}
	return true
}

// Clone returns an independent copy.
func (s *State) Clone() engine.State {
	c := *s
	return &c
}

// ViewFor returns a copy: Monster Factory has no hidden information.
func (s *State) ViewFor(p int) engine.State { return s.Clone() }

// Determinize returns a copy: nothing is hidden (the pile is unordered and
// its contents are known).
func (s *State) Determinize(p int, rng *rand.Rand) engine.State { return s.Clone() }

// DeterminizeInto is Determinize copying into dst (a *State from an
// earlier call, or nil) instead of allocating.
func (s *State) DeterminizeInto(dst engine.State, p int, rng *rand.Rand) engine.State {
	c, ok := dst.(*State)
	if !ok || c == nil || c == s {
		return s.Clone()
	}
	*c = *s
	return c
}

// Encode writes the state canonically: phase, seats, pile, discards, every
// placed tile in order, every monster.
func (s *State) Encode() []byte {
	b := make([]byte, 0, 32+int(s.nPlaced)*5+int(s.nMon)*5+int(s.nDisc))
	b = append(b, 'M', 'F', s.n, byte(s.phase), s.turn, s.minionFor, s.firstPick, byte(s.hand), s.pileN)
	for w := 0; w < 2; w++ {
		for i := 0; i < 8; i++ {
			b = append(b, byte(s.pile[w]>>(8*i)))
		}
	}
	b = append(b, s.nDisc)
	b = append(b, s.disc[:s.nDisc]...)
	b = append(b, s.nPlaced)
	for _, t := range s.placed[:s.nPlaced] {
		b = append(b, t.tile, t.rot, byte(t.x), byte(t.y), t.mon)
	}
	b = append(b, s.nMon)
	for _, m := range s.mons[:s.nMon] {
		c := byte(0)
		if m.complete {
			c = 1
		}
		b = append(b, m.owner, m.num, m.tiles, m.eyeTiles, c)
	}
	return b
}

// MaxActions bounds the length of any game (engine.Bounded): the picking
// order is drawn, each player picks once, and every other tile is drawn at
// most once (a draw or a minion start) and placed or discarded at most
// once.
func (game) MaxActions(setup engine.Setup) int { return 1 + setup.Players + 2*(NumTiles-setup.Players) }

var _ engine.Bounded = game{}
