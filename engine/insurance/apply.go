package insurance

import (
	"errors"
	"fmt"
	"math/rand/v2"

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
	acts := s.AppendLegalActions(nil)
	out := make([]engine.ChanceOutcome, len(acts))
	for i, a := range acts {
		out[i] = engine.ChanceOutcome{Action: a, Prob: 1 / float64(len(acts))}
	}
	return out
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

// Reasons a token may not go on a square (whyNot codes).
const (
	okPlace = iota
	whyTaken
	whyMonster
	whyRoad
	whyCarOffRoad
	whyClaimed
	whyEdgeHouse
	whyUndealt
)

// whyNot returns why the seat now placing may not put a token of type t
// on sq as a code, okPlace when it may (supply and turn are not checked).
// l and r are the monster's feet (s.feet()).
func (s *State) whyNot(t TokenType, sq, l, r Square) int {
	b := s.board
	if s.tok[sq] != 0 {
		return whyTaken
	}
	if sq == l || sq == r {
		return whyMonster
	}
	switch b.kind[sq] {
	case Road:
		if t != Car {
			return whyRoad
		}
		return okPlace
	case Building:
		if t == Car {
			return whyCarOffRoad
		}
		if t == Person {
			return okPlace
		}
		id := b.bld[sq]
		if s.claim[id] != 0 {
			return whyClaimed
		}
		if t == House && b.bldEdge[id] {
			return whyEdgeHouse
		}
		return okPlace
	}
	return whyUndealt
}

// feet returns the squares under the monster (NoSquare off the board).
func (s *State) feet() (Square, Square) {
	if !s.placedM {
		return NoSquare, NoSquare
	}
	return s.board.FeetSquares(s.monster)
}

// whyText turns a whyNot code into a sentence.
func (s *State) whyText(code int, t TokenType, sq Square) string {
	switch code {
	case whyTaken:
		return "that space already holds a token"
	case whyMonster:
		return "the monster is standing there"
	case whyRoad:
		return fmt.Sprintf("a %s cannot go on a road space", t)
	case whyCarOffRoad:
		return "a car can only go on a road space"
	case whyClaimed:
		c := s.claim[s.board.bld[sq]] - 1
		return fmt.Sprintf("that building is already claimed by a %s", unpackToken(s.tok[c]).Type)
	case whyEdgeHouse:
		return "a house cannot go on a building that touches the board's edge"
	case whyUndealt:
		return "that square is not dealt yet"
	}
	return ""
}

// WhyNot returns nil when the seat now placing may put a token of type t
// on sq, or an error that says why not, such as "a house cannot go on a
// building that touches the board's edge".
func (s *State) WhyNot(t TokenType, sq Square) error {
	if s.phase != PhasePlace {
		return errors.New("nobody is placing tokens now")
	}
	if t > House {
		return errors.New("there is no such token")
	}
	if sq < 0 || int(sq) >= s.board.NumSquares() {
		return errors.New("that square is not on the board")
	}
	p := s.CurrentPlayer()
	if s.supply[p][t] == 0 {
		return fmt.Errorf("you have no %s left", t.Plural())
	}
	l, r := s.feet()
	if code := s.whyNot(t, sq, l, r); code != okPlace {
		return errors.New(s.whyText(code, t, sq))
	}
	return nil
}

// CanPlace reports whether the seat now placing may put a t on sq.
func (s *State) CanPlace(t TokenType, sq Square) bool { return s.WhyNot(t, sq) == nil }

// placeMasks sets masks[sq] to the token types (bit 1<<type) that seat p
// has in supply and may place on sq, and returns the number of squares.
// It applies the same rules as whyNot in one pass.
func (s *State) placeMasks(p int, masks *[MaxSquares]uint8) int {
	b := s.board
	n := b.NumSquares()
	var have uint8
	for t := Factory; t <= House; t++ {
		if s.supply[p][t] > 0 {
			have |= 1 << t
		}
	}
	if have == 0 {
		return n
	}
	l, r := s.feet()
	for sq := 0; sq < n; sq++ {
		if s.tok[sq] != 0 || Square(sq) == l || Square(sq) == r {
			continue
		}
		var m uint8
		switch b.kind[sq] {
		case Road:
			m = 1 << Car
		case Building:
			m = 1 << Person
			if id := b.bld[sq]; s.claim[id] == 0 {
				m |= 1 << Factory
				if !b.bldEdge[id] {
					m |= 1 << House
				}
			}
		}
		masks[sq] = m & have
	}
	return n
}

// anyRoom reports whether seat p could place any token from its supply.
// It applies the same rules as placeMasks and stops at the first space.
func (s *State) anyRoom(p int) bool {
	b := s.board
	var have uint8
	for t := Factory; t <= House; t++ {
		if s.supply[p][t] > 0 {
			have |= 1 << t
		}
	}
	if have == 0 {
		return false
	}
	l, r := s.feet()
	n := b.NumSquares()
	for sq := 0; sq < n; sq++ {
		if s.tok[sq] != 0 || Square(sq) == l || Square(sq) == r {
			continue
		}
		switch b.kind[sq] {
		case Road:
			if have&(1<<Car) != 0 {
				return true
			}
		case Building:
			if have&(1<<Person) != 0 {
				return true
			}
			if id := b.bld[sq]; s.claim[id] == 0 {
				if have&(1<<Factory) != 0 || (have&(1<<House) != 0 && !b.bldEdge[id]) {
					return true
				}
			}
		}
	}
	return false
}

// Placeable reports whether the seat now placing may put a token of type t
// on sq: the same answer as CanPlace, without building an error (for
// computer players that try many squares).
func (s *State) Placeable(t TokenType, sq Square) bool {
	if s.phase != PhasePlace || t > House || sq < 0 || int(sq) >= s.board.NumSquares() {
		return false
	}
	p := s.CurrentPlayer()
	if s.supply[p][t] == 0 {
		return false
	}
	l, r := s.feet()
	return s.whyNot(t, sq, l, r) == okPlace
}

// Placer answers Placeable for many squares of one placing decision
// without redoing the per-decision work (seat, supply, the monster's feet).
// It is only valid until the state changes.
type Placer struct {
	s    *State
	have uint8 // token types in the placing seat's supply (bit 1<<type)
	l, r Square
}

// Placer returns a Placer for the seat now placing; outside PhasePlace it
// answers false for everything.
func (s *State) Placer() Placer {
	pl := Placer{s: s}
	if s.phase != PhasePlace {
		return pl
	}
	p := s.CurrentPlayer()
	for t := Factory; t <= House; t++ {
		if s.supply[p][t] > 0 {
			pl.have |= 1 << t
		}
	}
	pl.l, pl.r = s.feet()
	return pl
}

// OK reports what s.Placeable(t, sq) reports.
func (pl *Placer) OK(t TokenType, sq Square) bool {
	return t <= House && pl.have&(1<<t) != 0 && sq >= 0 && int(sq) < pl.s.board.NumSquares() &&
		pl.s.whyNot(t, sq, pl.l, pl.r) == okPlace
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
		e.Die, e.Move = 2, m
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
	want := phaseKind[s.phase]
	if d.Kind != want {
		return engine.Illegal(name(), "%s", s.expecting())
	}
	switch d.Kind {
	case KindDeal:
		if d.Tile < 1 || d.Tile > NumTiles {
			return engine.Illegal(name(), "there is no tile T%d", d.Tile)
		}
		var buf [NumTiles]int
		for _, t := range s.dealCandidates(buf[:0]) {
			if t == d.Tile-1 {
				return nil
			}
		}
		for _, t := range s.board.Tiles {
			if int(t) == d.Tile-1 {
				return engine.Illegal(name(), "tile T%d is already on the board", d.Tile)
			}
		}
		return engine.Illegal(name(), "tile T%d's roads do not meet its neighbours' while another tile's do", d.Tile)
	case KindMonster:
		if !s.board.beside(d.Pose) {
			return engine.Illegal(name(), "the monster must stand beside the board, facing in, in line with two edge squares")
		}
	case KindPlay:
		p := s.CurrentPlayer()
		if d.Card < Charge || d.Card > Wild {
			return engine.Illegal(name(), "there is no card %d", d.Card)
		}
		if s.handMask(p)&(1<<d.Card) == 0 {
			return engine.Illegal(name(), "%s is not in your hand (it was played earlier)", d.Card.Label())
		}
	case KindPlace:
		if s.down[s.CurrentPlayer()] == Unknown {
			return engine.Illegal(name(), "this view hides the card of the seat placing")
		}
		if err := s.WhyNot(d.Token, d.Square); err != nil {
			return engine.Illegal(name(), "%s", err.Error())
		}
	case KindReveal:
		for q := 0; q < s.n; q++ {
			if s.down[q] == Unknown {
				return engine.Illegal(name(), "this view hides the face-down cards")
			}
		}
	case KindRoll:
		if d.Value < 1 || d.Value > 6 {
			return engine.Illegal(name(), "a die shows 1 to 6")
		}
	}
	return nil
}

// expecting says what the game waits for, for error messages.
func (s *State) expecting() string {
	switch s.phase {
	case PhaseDeal:
		return "the next board tile must be dealt (deal N)"
	case PhaseMonster:
		return "the first player must place the monster beside the board (monster SQUARE FACING)"
	case PhasePick:
		return fmt.Sprintf("seat %d must pick a card (play N)", s.CurrentPlayer()+1)
	case PhasePlace:
		return fmt.Sprintf("seat %d must place a token (car SQUARE, ...)", s.CurrentPlayer()+1)
	case PhaseReveal:
		return "the cards must be revealed (reveal)"
	case PhaseDice:
		return "the Wild's die must be rolled (roll N)"
	}
	return "the game is over"
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
