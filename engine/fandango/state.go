// Package fandango is the rules engine of Monster Fandango (1-6 players):
// a hex map, thirteen monsters, quests rolled with 2d8, searching for
// chests and lairs, and combat with the d8.
//
// The designed content (the map, the Rally Cry table, the weapon tables)
// and every reading of the rulebook are in RULES.md next to this file; the
// in-game rules text is State.Rules. There are no secrets: quests are
// public, so every view is the whole state.
package fandango

import (
	"math/rand/v2"
	"slices"
	"strconv"

	"monstermixer/engine"
)

// GameID is the id used in records.
const GameID = "monster-fandango"

// MaxPlayers is the largest number of seats.
const MaxPlayers = 6

// StackLimit is the most stack points a hex holds.
const StackLimit = 4

// Wild is the owner of the map's random monsters.
const Wild = -1

// Unit is a monster on the map.
type Unit struct {
	ID       int  // numbered in order of arrival, from 1
	Kind     Kind //
	Owner    int  // seat, or Wild
	Hex      int
	Acted    bool   // has acted this round
	Flipped  bool   // a troll that failed a defense, upside down
	Burrowed bool   // a dwarf in the ground
	Gave     bool   // an orc that took an attack this round
	Facing   Dir    // the way it faces (the facing rule)
	Items    []Item // carried
}

// Load is the unit's stack points with what it carries.
func (u *Unit) Load() int {
	n := Monsters[u.Kind].Stack
	for _, it := range u.Items {
		n += it.Stack()
	}
	return n
}

// Has reports whether the unit carries it.
func (u *Unit) Has(it Item) bool { return slices.Contains(u.Items, it) }

// GroundItem is an item lying on a hex.
type GroundItem struct {
	Hex  int
	Item Item
}

// Player is a seat's quests and the marks its quests count.
type Player struct {
	Quests    [3]int  // quest numbers (the 2d8 rolls)
	Done      [3]bool // completed
	Held      [3]int  // whole rounds a control quest's condition has held
	Flags     []int   // Capture the Flag's three hexes, marked by an opponent
	Corners   uint8   // corners a unit of the seat stood on (bit per corner)
	Ends      uint8   // ends of the map reached riding (1 west, 2 east)
	Slain     uint16  // kinds of monsters slain (bit per kind)
	Chests    int     // treasure chests delivered to the starting hex (quest 2)
	Trolls    int     // trolls slain
	Beasts    int     // death beasts slain
	SlewStart bool    // slew an opponent's starting villager
	Rolled    int     // sum of the three quest rolls
	StartUnit int     // id of the starting villager
	WonRound  int     // round the third quest was finished (0 if not)
}

// QuestsDone counts the seat's completed quests.
func (pl *Player) QuestsDone() int {
	n := 0
	for _, d := range pl.Done {
		if d {
			n++
		}
	}
	return n
}

// Phase is what the game waits for.
type Phase uint8

// The phases.
const (
	PhaseQuests Phase = iota // chance: 2d8 quest rolls
	PhaseTie                 // chance: d8 among seats tied for the lowest quest rolls
	PhaseMark                // a seat marks a Capture the Flag point for an opponent
	PhaseSelect              // a seat picks a unit that has not acted and moves it
	PhaseThing               // the moved unit does one more thing
	PhaseRoll                // chance: a die for a roll in progress
	PhaseLucky               // window: a ratman's owner may change the die by one
	PhaseOrc                 // window: an orc may take the attack
	PhaseDeath               // window: a kitten escape or a money bag purchase against a death
	PhaseOver
)

// rollKind says what the pending die is for.
type rollKind uint8

const (
	rkQuest rollKind = iota
	rkTie
	rkAttack
	rkDefend
	rkSearch
	rkFind
	rkOpen
	rkChest
	rkLair
	rkMonster
	rkMissile
	rkWeapon
	rkRally
	rkRallyKind
	rkWildDir
)

// twoDice reports whether the roll is 2d8 (else a d8, or a direction).
func (rk rollKind) twoDice() bool {
	return rk == rkQuest || rk == rkChest || rk == rkLair || rk == rkMonster
}

// State is a position of Monster Fandango.
type State struct {
	n      int
	board  *Board
	cap    int  // round cap
	facing bool // the advanced rule of facing is in play

	phase   Phase
	round   int
	first   int // seat that starts each round
	seat    int // seat deciding now
	turn    int // seat whose turn it is; Wild while the random monsters move
	players []Player
	units   []*Unit
	ground  []GroundItem
	searchd []int8 // per hex: seat that searched it, or -1
	lair    []bool // per hex: a dungeon or monster lair
	dens    []den  // the random monsters that keep a lair (Keeper)
	nextID  int

	// setup progress
	qSeat, qIdx int   // quest being rolled
	tied        []int // seats rolling a d8 for the start
	tieRolls    []int
	markFor     int // seat whose flags are being marked

	// the action in progress
	actor   int // unit acting (or the wild monster)
	moved   bool
	roll    rollKind
	die     int // the die as rolled (after Lucky, as changed)
	targets []int
	atk     []int // attack number per target
	ti      int   // target being resolved
	killer  int   // seat credited with kills, or Wild
	trap    bool  // the death being resolved is a chest trap's
	dying   int   // unit whose death is being resolved
	wild    []int // wild monsters still to move this round
	chestAt int   // where the chest being opened is: -1 carried by actor, else ground index

	events []Event // what the last action caused
	quiet  bool    // events go without their sentences (a search's state: Determinize)

	scratch *work // working memory of the rules' searches (not state)
}

// den is a lair and the random monster that came out of it and keeps it
// ("Random monsters that survive an encounter, will remain at the lair
// for the next encounter"); unit is 0 while the lair's random-monster roll
// is pending.
type den struct{ hex, unit int }

// work is memory the rules' searches reuse so that listing the moves
// allocates nothing; each State keeps its own (a clone starts without),
// so a State is not for use by two goroutines at once.
type work struct {
	dist    []int8          // search: the movement spent to reach each spot
	closed  []uint64        // reaches: hexes the unit may not enter, a bit each (closedTo)
	feared  []uint64        // appendMoves: the same with fear
	queue   []int           // search: spots in the order reached
	reached []uint64        // reachSet: the spots reached, bit i%64 of word i/64 for spot i
	front   []uint64        // flood: the hexes of the last step and of the next
	loads   []int           // appendMoves: each hex's load
	legal   []engine.Action // Legal

	seatAims []int               // Scorer: the mover's seat's quest aims
	seatDist []int               // Scorer: their distance from each hex plus 2, 0 until asked (seatMemo's)
	seatMemo [MaxPlayers]aimMemo // Scorer: each seat's seatDist, kept while its aims stay
	aims     []int               // Scorer: the aims of the unit it follows
	foes     []foe               // Scorer: the enemies of the seat's units
	near     []uint64            // Scorer: the hexes near a foe (findFoes), a bit each
}

// work returns the state's working memory.
func (s *State) work() *work {
	if s.scratch == nil {
		s.scratch = &work{}
	}
	return s.scratch
}

// Game returns the game.
func (s *State) Game() engine.Game { return Game }

// NumPlayers is the number of seats.
func (s *State) NumPlayers() int { return s.n }

// Board is the map.
func (s *State) Board() *Board { return s.board }

// Phase is what the game waits for.
func (s *State) Phase() Phase { return s.phase }

// Round is the round in play, from 1 (0 while quests are rolled).
func (s *State) Round() int { return s.round }

// Facing reports whether the advanced rule of facing is in play.
func (s *State) Facing() bool { return s.facing }

// RoundCap is the last round; after it the most quests wins.
func (s *State) RoundCap() int { return s.cap }

// FirstPlayer is the seat that starts every round.
func (s *State) FirstPlayer() int { return s.first }

// Player returns seat p's quests and marks.
func (s *State) Player(p int) *Player { return &s.players[p] }

// Units lists the units on the map.
func (s *State) Units() []*Unit { return s.units }

// Ground lists the items lying on the map.
func (s *State) Ground() []GroundItem { return s.ground }

// SearchedBy is the seat that searched hex h, or -1.
func (s *State) SearchedBy(h int) int { return int(s.searchd[h]) }

// IsLair reports whether hex h holds a dungeon or monster lair.
func (s *State) IsLair(h int) bool { return s.lair[h] }

// Keeper is the random monster that keeps the lair on hex h: it came out
// of the lair's last encounter, survives and stays there (it does not
// wander), and the lair cannot be searched again until it is slain; nil
// when there is none.
func (s *State) Keeper(h int) *Unit {
	for _, d := range s.dens {
		if d.hex == h && d.unit > 0 {
			return s.Unit(d.unit)
		}
	}
	return nil
}

// keeps reports whether random monster id keeps a lair.
func (s *State) keeps(id int) bool {
	return slices.ContainsFunc(s.dens, func(d den) bool { return d.unit == id })
}

// Actor is the unit acting now (0 if none).
func (s *State) Actor() int { return s.actor }

// Unit returns the unit with id, or nil when it is gone.
func (s *State) Unit(id int) *Unit {
	for i := range s.units {
		if s.units[i].ID == id {
			return s.units[i]
		}
	}
	return nil
}

// CurrentPlayer is the deciding seat, Chance or Terminal.
func (s *State) CurrentPlayer() int {
	switch s.phase {
	case PhaseOver:
		return engine.Terminal
	case PhaseQuests, PhaseTie, PhaseRoll:
		return engine.Chance
	}
	return s.seat
}

// IsTerminal reports whether the game is over.
func (s *State) IsTerminal() bool { return s.phase == PhaseOver }

// Clone returns an independent copy.
func (s *State) Clone() engine.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.players = slices.Clone(s.players)
	for i := range c.players {
		c.players[i].Flags = slices.Clone(s.players[i].Flags)
	}
	c.units = make([]*Unit, len(s.units))
	for i, u := range s.units {
		cu := *u
		cu.Items = slices.Clone(u.Items)
		c.units[i] = &cu
	}
	c.ground = slices.Clone(s.ground)
	c.searchd = slices.Clone(s.searchd)
	c.lair = slices.Clone(s.lair)
	c.dens = slices.Clone(s.dens)
	c.tied = slices.Clone(s.tied)
	c.tieRolls = slices.Clone(s.tieRolls)
	c.targets = slices.Clone(s.targets)
	c.atk = slices.Clone(s.atk)
	c.wild = slices.Clone(s.wild)
	c.events = slices.Clone(s.events)
	c.scratch = nil
	return &c
}

// ViewFor returns the state: nothing in Monster Fandango is secret.
func (s *State) ViewFor(p int) engine.State { return s.clone() }

// Determinize returns a clone: there is no hidden information. The clone
// is for a search, which plays thousands of actions a decision and reads
// none of their sentences: it is quiet (its events have no Line).
func (s *State) Determinize(p int, rng *rand.Rand) engine.State {
	c := s.clone()
	c.quiet = true
	return c
}

// Encode writes the whole state canonically.
func (s *State) Encode() []byte {
	b := make([]byte, 0, 256+16*len(s.units))
	put := func(xs ...int) {
		for _, x := range xs {
			b = strconv.AppendInt(b, int64(x), 10)
			b = append(b, ',')
		}
	}
	put(bint(s.facing), s.n, s.board.Width, s.board.Height, s.cap, int(s.phase), s.round, s.first, s.seat, s.turn, s.nextID)
	for _, pl := range s.players {
		b = append(b, 'P')
		for i := range 3 {
			put(pl.Quests[i], bint(pl.Done[i]), pl.Held[i])
		}
		put(len(pl.Flags))
		put(pl.Flags...)
		put(int(pl.Corners), int(pl.Ends), int(pl.Slain), pl.Chests, pl.Trolls, pl.Beasts, bint(pl.SlewStart), pl.Rolled, pl.StartUnit, pl.WonRound)
	}
	for _, u := range s.units {
		b = append(b, 'U')
		put(u.ID, int(u.Kind), u.Owner, u.Hex, int(u.Facing), bint(u.Acted), bint(u.Flipped), bint(u.Burrowed), bint(u.Gave), len(u.Items))
		for _, it := range u.Items {
			put(int(it))
		}
	}
	b = append(b, 'G')
	for _, g := range s.ground {
		put(g.Hex, int(g.Item))
	}
	b = append(b, 'H')
	for h := range s.searchd {
		put(int(s.searchd[h]), bint(s.lair[h]))
	}
	b = append(b, 'S')
	put(s.qSeat, s.qIdx, s.markFor, s.actor, bint(s.moved), int(s.roll), s.die, s.ti, s.killer, bint(s.trap), s.dying, s.chestAt)
	for _, xs := range [][]int{s.tied, s.tieRolls, s.targets, s.atk, s.wild} {
		put(len(xs))
		put(xs...)
	}
	if len(s.dens) > 0 { // written only when a lair is kept: older states encode as before
		b = append(b, 'K')
		for _, d := range s.dens {
			put(d.hex, d.unit)
		}
	}
	return b
}

func bint(b bool) int {
	if b {
		return 1
	}
	return 0
}

// DeterminizeInto copies the state into dst, a state of this game made by
// an earlier Determinize or DeterminizeInto, reusing its memory (the
// searcher determinizes thousands of times a decision); nothing is hidden,
// so nothing is sampled and rng is not used. The copy is quiet, as
// Determinize's.
func (s *State) DeterminizeInto(dst engine.State, p int, rng *rand.Rand) engine.State {
	c, ok := dst.(*State)
	if !ok || c == nil || c == s {
		return s.Determinize(p, rng)
	}
	old := *c
	*c = *s
	c.players = old.players[:0]
	for i := range s.players {
		var flags []int // the old flags' memory, taken before it is overwritten
		if i < cap(old.players) {
			flags = old.players[:i+1][i].Flags[:0]
		}
		c.players = append(c.players, s.players[i])
		c.players[i].Flags = append(flags, s.players[i].Flags...)
	}
	pool := old.units[:cap(old.units)]
	c.units = old.units[:0]
	for i, u := range s.units {
		var cu *Unit
		if i < len(pool) && pool[i] != nil {
			cu = pool[i]
		} else {
			cu = &Unit{}
		}
		items := cu.Items[:0]
		*cu = *u
		cu.Items = append(items, u.Items...)
		c.units = append(c.units, cu)
	}
	c.ground = append(old.ground[:0], s.ground...)
	c.searchd = append(old.searchd[:0], s.searchd...)
	c.lair = append(old.lair[:0], s.lair...)
	c.dens = append(old.dens[:0], s.dens...)
	c.tied = append(old.tied[:0], s.tied...)
	c.tieRolls = append(old.tieRolls[:0], s.tieRolls...)
	c.targets = append(old.targets[:0], s.targets...)
	c.atk = append(old.atk[:0], s.atk...)
	c.wild = append(old.wild[:0], s.wild...)
	c.events = append(old.events[:0], s.events...)
	c.scratch = old.scratch
	c.quiet = true
	return c
}
