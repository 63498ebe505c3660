package insurance

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"monstermixer/engine"
)

// Action kinds (Decoded.Kind), in the high bits of an engine.Action.
const (
	KindDeal    = 1
	KindMonster = 2
	KindPlay    = 3
	KindPlace   = 4
	KindReveal  = 5
	KindRoll    = 6
	kindShift   = 16
	payloadMask = 1<<kindShift - 1
)

// DealAction is the chance outcome "tile Tn is dealt at the next position"
// (n is 1..48).
func DealAction(n int) engine.Action { return engine.Action(KindDeal<<kindShift | (n - 1)) }

// MonsterAction places the monster beside the board at pose p.
func MonsterAction(p Pose) engine.Action {
	return engine.Action(KindMonster<<kindShift | int(p.X+1)<<7 | int(p.Y+1)<<2 | int(p.Facing))
}

// PlayAction picks card c face down.
func PlayAction(c Card) engine.Action { return engine.Action(KindPlay<<kindShift | int(c)) }

// PlaceAction places a token of type t on square sq.
func PlaceAction(t TokenType, sq Square) engine.Action {
	return engine.Action(KindPlace<<kindShift | int(t)<<10 | int(sq))
}

// RevealAction turns the round's cards face up and starts moving the monster.
func RevealAction() engine.Action { return engine.Action(KindReveal << kindShift) }

// RollAction is the chance outcome "the die shows v" (1..6).
func RollAction(v int) engine.Action { return engine.Action(KindRoll<<kindShift | v) }

// Decoded is an action taken apart.
type Decoded struct {
	Kind   int // 1 deal, 2 monster, 3 play, 4 place, 5 reveal, 6 roll; 0 not an action
	Tile   int // deal: tile number 1..48
	Pose   Pose
	Card   Card
	Token  TokenType
	Square Square
	Value  int // roll
}

// Decode takes an action apart (without checking that it is legal).
func Decode(a engine.Action) Decoded {
	if a < 0 {
		return Decoded{}
	}
	k, p := int(a>>kindShift), int(a&payloadMask)
	d := Decoded{Kind: k, Square: NoSquare}
	switch k {
	case KindDeal:
		d.Tile = p + 1
	case KindMonster:
		d.Pose = Pose{X: int8(p>>7) - 1, Y: int8(p>>2&31) - 1, Facing: Dir(p & 3)}
		if p>>12 != 0 {
			d.Kind = 0
		}
	case KindPlay:
		d.Card = Card(p)
	case KindPlace:
		d.Token = TokenType(p >> 10)
		d.Square = Square(p & 1023)
	case KindReveal:
		if p != 0 {
			d.Kind = 0
		}
	case KindRoll:
		d.Value = p
	default:
		d.Kind = 0
	}
	return d
}

// dealCandidates appends the tiles (0-based) that may be dealt next: the
// undealt tiles whose roads meet the tiles west and north of the position,
// or every undealt tile when none fits.
func (s *State) dealCandidates(dst []int) []int {
	b := s.board
	var used [NumTiles]bool
	for _, t := range b.Tiles {
		if t >= 0 {
			used[t] = true
		}
	}
	tx, ty := s.dealt%b.TW, s.dealt/b.TW
	start := len(dst)
	for t := 0; t < NumTiles; t++ {
		if !used[t] && b.fits(t, tx, ty) {
			dst = append(dst, t)
		}
	}
	if len(dst) == start {
		for t := 0; t < NumTiles; t++ {
			if !used[t] {
				dst = append(dst, t)
			}
		}
	}
	return dst
}

// AppendLegalActions appends the legal actions or chance outcomes.
func (s *State) AppendLegalActions(dst []engine.Action) []engine.Action {
	switch s.phase {
	case PhaseDeal:
		var buf [NumTiles]int
		for _, t := range s.dealCandidates(buf[:0]) {
			dst = append(dst, DealAction(t+1))
		}
	case PhaseMonster:
		for _, p := range s.board.BesidePoses() {
			dst = append(dst, MonsterAction(p))
		}
	case PhasePick:
		m := s.handMask(s.CurrentPlayer())
		for c := Charge; c <= Wild; c++ {
			if m&(1<<c) != 0 {
				dst = append(dst, PlayAction(c))
			}
		}
	case PhasePlace:
		p := s.CurrentPlayer()
		var masks [MaxSquares]uint8
		n := s.placeMasks(p, &masks)
		for t := Factory; t <= House; t++ {
			bit := uint8(1) << t
			for sq := 0; sq < n; sq++ {
				if masks[sq]&bit != 0 {
					dst = append(dst, PlaceAction(t, Square(sq)))
				}
			}
		}
	case PhaseReveal:
		dst = append(dst, RevealAction())
	case PhaseDice:
		for v := 1; v <= 6; v++ {
			dst = append(dst, RollAction(v))
		}
	}
	return dst
}

// ChanceOutcomes lists the deal or die outcomes, all equally likely.
func (s *State) ChanceOutcomes() []engine.ChanceOutcome {
	if s.CurrentPlayer() != engine.Chance {
		return nil
	}
	return engine.UniformOutcomes(nil, s.AppendLegalActions(nil))
}

// SampleChance picks a chance outcome uniformly without allocating.
func (s *State) SampleChance(rng *rand.Rand) engine.Action {
	if s.phase == PhaseDice {
		return RollAction(1 + rng.IntN(6))
	}
	var buf [NumTiles]int
	c := s.dealCandidates(buf[:0])
	return DealAction(c[rng.IntN(len(c))] + 1)
}

// Playable reports whether the seat now picking may play card c.
func (s *State) Playable(c Card) bool {
	return s.phase == PhasePick && c >= Charge && c <= Wild && s.handMask(s.CurrentPlayer())&(1<<c) != 0
}

// Apply plays an action; an illegal one is refused with the state unchanged.
func (s *State) Apply(a engine.Action) error {
	if s.phase == PhaseOver {
		return engine.ErrGameOver
	}
	if err := s.check(a); err != nil {
		return err
	}
	s.events = s.events[:0]
	d := Decode(a)
	switch d.Kind {
	case KindDeal:
		pos := s.dealt
		s.board = s.board.withTile(pos, d.Tile-1)
		s.dealt++
		e := ev(EvDeal, -1)
		e.TilePos, e.Tile = pos, d.Tile-1
		s.emit(e)
		if s.dealt == len(s.board.Tiles) {
			s.phase = PhaseMonster
		}
	case KindMonster:
		s.monster, s.placedM = d.Pose, true
		e := ev(EvMonsterPlaced, 0)
		e.After = d.Pose
		s.emit(e)
		s.startRound()
	case KindPlay:
		p := s.CurrentPlayer()
		s.down[p] = d.Card
		s.placed[p] = 0
		s.emit(ev(EvCardPicked, p))
		s.phase = PhasePlace
		if !s.anyRoom(p) {
			s.endPlacing(p)
		}
	case KindPlace:
		p := s.CurrentPlayer()
		s.tok[d.Square] = packToken(p, d.Token)
		s.supply[p][d.Token]--
		s.placed[p]++
		if d.Token == Factory || d.Token == House {
			s.claim[s.board.bld[d.Square]] = int16(d.Square) + 1
		}
		e := ev(EvTokenPlaced, p)
		e.Square, e.Token = d.Square, unpackToken(s.tok[d.Square])
		s.emit(e)
		if int(s.placed[p]) >= s.down[p].Tokens() || !s.anyRoom(p) {
			s.endPlacing(p)
		}
	case KindReveal:
		for q := 0; q < s.n; q++ {
			s.hist[q][s.round-1] = s.down[q]
			s.down[q] = 0
		}
		s.turn = 0
		s.resolve()
	case KindRoll:
		q := s.PlayOrder(s.turn)
		e := ev(EvDie, q)
		e.Card, e.Value = Wild, d.Value
		if s.light == 0 {
			s.light = int8(d.Value)
			e.Die = 1
			s.emit(e)
			return nil
		}
		m := WildMove(int(s.light), d.Value)
		e.Die, e.Move, e.Light = 2, m, int(s.light)
		s.emit(e)
		s.light = 0
		s.moveMonster(q, Wild, m)
		s.turn++
		s.resolve()
	}
	return nil
}

// phaseKind is the action kind each phase takes.
var phaseKind = [...]int{PhaseDeal: KindDeal, PhaseMonster: KindMonster, PhasePick: KindPlay, PhasePlace: KindPlace, PhaseReveal: KindReveal, PhaseDice: KindRoll, PhaseOver: 0}

// check returns why a may not be applied now, or nil.
func (s *State) check(a engine.Action) error {
	d := Decode(a)
	name := func() string {
		if d.Kind == 0 {
			return fmt.Sprint(int32(a))
		}
		return s.ActionString(a)
	}
	if want := phaseKind[s.phase]; d.Kind != want {
		return engine.Refuse(name(), s.expecting())
	}
	switch d.Kind {
	case KindDeal:
		if d.Tile < 1 || d.Tile > NumTiles {
			return engine.Illegal(name(), "There is no tile %d: the tiles are numbered 1 to %d", d.Tile, NumTiles)
		}
		var buf [NumTiles]int
		if slices.Contains(s.dealCandidates(buf[:0]), d.Tile-1) {
			return nil
		}
		if slices.Contains(s.board.Tiles, int8(d.Tile-1)) {
			return engine.Illegal(name(), "Tile %d is already in the city", d.Tile)
		}
		return engine.Illegal(name(), "Tile %d's roads do not meet its neighbours' while another tile's do", d.Tile)
	case KindMonster:
		if !s.board.beside(d.Pose) {
			return engine.Illegal(name(), "The monster must stand beside the board, facing in, in line with two edge squares")
		}
	case KindPlay:
		if d.Card < Charge || d.Card > Wild {
			return engine.Illegal(name(), "There is no card %d", d.Card)
		}
		if p := s.CurrentPlayer(); s.handMask(p)&(1<<d.Card) == 0 {
			return engine.Refuse(name(), engine.Say("%s is not in %s hand: it was played earlier", d.Card.Label(), engine.SeatsOf(p)))
		}
	case KindPlace:
		if s.down[s.CurrentPlayer()] == Unknown {
			return engine.Illegal(name(), "This view hides the card of the player placing")
		}
		if err := s.WhyNot(d.Token, d.Square); err != nil {
			return engine.Refuse(name(), engine.ReasonOf(err))
		}
	case KindReveal:
		if slices.Contains(s.down[:s.n], Unknown) {
			return engine.Illegal(name(), "This view hides the face-down cards")
		}
	case KindRoll:
		if d.Value < 1 || d.Value > 6 {
			return engine.Illegal(name(), "A die shows 1 to 6")
		}
	}
	return nil
}

// expecting says what the game waits for, for refusals.
func (s *State) expecting() engine.Line {
	p := engine.SeatRef(s.CurrentPlayer())
	switch s.phase {
	case PhaseDeal:
		return engine.Plain("The next city tile must be dealt first")
	case PhaseMonster:
		return engine.Say("%s must place the monster beside the board first", p)
	case PhasePick:
		return engine.Say("%s must pick a card now", p)
	case PhasePlace:
		return engine.Say("%s must place a token now", p)
	case PhaseReveal:
		return engine.Say("%s must reveal the cards now", p)
	case PhaseDice:
		return engine.Plain("The Wild's die must be rolled now")
	}
	return engine.Plain("The game is over")
}

// endPlacing ends seat p's placing and passes to the next seat, or to
// the reveal.
func (s *State) endPlacing(p int) {
	s.noRoom[p] = !s.anyRoom(p)
	e := ev(EvPlacingEnded, p)
	e.NoRoom = s.noRoom[p]
	s.emit(e)
	s.turn++
	if s.turn == s.n {
		s.phase = PhaseReveal
	} else {
		s.phase = PhasePick
	}
}

func (s *State) startRound() {
	s.phase = PhasePick
	s.turn = 0
	for q := 0; q < s.n; q++ {
		s.down[q], s.placed[q], s.noRoom[q] = 0, 0, false
	}
	e := ev(EvRoundStart, s.first)
	e.Round = s.round
	s.emit(e)
}

// resolve resolves the round's cards from s.turn on, stopping at a Wild
// for its dice, then ends the round.
func (s *State) resolve() {
	for s.turn < s.n {
		q := s.PlayOrder(s.turn)
		c := s.hist[q][s.round-1]
		if s.light == 0 {
			e := ev(EvReveal, q)
			e.Card, e.Round = c, s.round
			s.emit(e)
		}
		if c == Wild {
			s.phase = PhaseDice
			return
		}
		s.moveMonster(q, c, c.Move())
		s.turn++
	}
	s.endRound()
}

// moveMonster resolves move m of seat q's card c: the path lights up, the
// monster moves and everything stepped on or attacked is damaged.
func (s *State) moveMonster(q int, c Card, m Move) {
	var t Trace
	s.board.Trace(s.monster, m, &t)
	e := ev(EvPath, q)
	e.Card, e.Move, e.Before, e.After = c, m, s.monster, t.End
	e.Stepped, e.Attacked = t.Stepped, t.Attacked
	s.emit(e)
	for i := range t.Segments() {
		sg := &t.Segs[i]
		e := ev(sg.Kind, q)
		e.Card, e.Move, e.Before, e.After, e.Squares = c, m, sg.Before, sg.After, sg.Squares
		s.emit(e)
		s.monster = sg.After
		for _, sq := range sg.Squares.Slice() {
			s.damage(q, sq)
		}
	}
	s.monster = t.End
}

// damage applies a stepped-on or attacked square: a car or person there is
// flipped and goes back to its owner; a claimed building's token flips.
func (s *State) damage(q int, sq Square) {
	if v := s.tok[sq]; v != 0 {
		tk := unpackToken(v)
		if tk.Type == Car || tk.Type == Person {
			s.tok[sq] = 0
			s.returned[tk.Owner][tk.Type]++
			tk.Damaged = true
			e := ev(EvTokenReturned, q)
			e.Square, e.Token = sq, tk
			s.emit(e)
		}
	}
	id := s.board.bld[sq]
	if id < 0 || s.claim[id] == 0 {
		return
	}
	c := Square(s.claim[id] - 1)
	if s.tok[c]&tokDamaged != 0 {
		return
	}
	s.tok[c] |= tokDamaged
	e := ev(EvBuildingDamaged, q)
	e.Square, e.Building, e.Token = c, int(id), unpackToken(s.tok[c])
	s.emit(e)
}

// endRound moves the first-player marker and starts the next round or
// ends the game.
func (s *State) endRound() {
	var count [NumCards + 1]int
	for q := 0; q < s.n; q++ {
		count[s.hist[q][s.round-1]]++
	}
	e := ev(EvFirstPlayer, -1)
	e.From = s.first
	for c := Wild; c >= Charge; c-- {
		if count[c] == 1 {
			for q := 0; q < s.n; q++ {
				if s.hist[q][s.round-1] == c {
					s.first, e.Bid = q, int(c)
				}
			}
			break
		}
	}
	if e.Bid == 0 {
		s.first = (s.first + s.n - 1) % s.n
	}
	e.To, e.Seat = s.first, s.first
	s.emit(e)
	if s.round == NumRounds {
		s.phase = PhaseOver
		s.round++
		s.emit(ev(EvGameOver, -1))
		return
	}
	s.round++
	s.startRound()
}
