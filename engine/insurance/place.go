package insurance

import (
	"errors"

	"monstermixer/engine"
)

// The rulebook's "Placing tokens" is written once: spaceOf says what a
// square is for placing, and the table verdict says which token types may
// go on each kind of space and why the others may not. The legal actions
// (placeMasks), the test for any room left (anyRoom), the computer
// players' quick test (Placer), the token buttons (WhyNotToken)
// and the refusal reason (WhyNot) all read them.

// why is the reason a token may not go on a square, okPlace when it may.
type why uint8

// Reasons a token may not go on a square.
const (
	okPlace       why = iota
	whyTaken          // the space holds a token
	whyMonster        // the monster stands there
	whyRoad           // only a car goes on a road space
	whyCarOffRoad     // a car goes only on a road space
	whyClaimed        // a house or factory claims the building
	whyEdgeHouse      // no house on a building touching the edge
	whyUndealt        // the square's tile is not dealt yet
)

// space is what a square is for placing a token.
type space uint8

// Kinds of space.
const (
	spTaken        space = iota // holds a token
	spMonster                   // the monster stands on it
	spRoad                      // an empty road space
	spBuilding                  // a space of an unclaimed building inside the board
	spEdgeBuilding              // a space of an unclaimed building touching the edge
	spClaimed                   // a space of a claimed building
	spUndealt                   // its tile is not dealt yet
	numSpaces
)

// verdict is the placing rule: why a token type may not go on a kind of
// space (okPlace: it may).
var verdict = [numSpaces][NumTokenTypes]why{
	spTaken:        {whyTaken, whyTaken, whyTaken, whyTaken},
	spMonster:      {whyMonster, whyMonster, whyMonster, whyMonster},
	spRoad:         {Factory: whyRoad, Car: okPlace, Person: whyRoad, House: whyRoad},
	spBuilding:     {Factory: okPlace, Car: whyCarOffRoad, Person: okPlace, House: okPlace},
	spEdgeBuilding: {Factory: okPlace, Car: whyCarOffRoad, Person: okPlace, House: whyEdgeHouse},
	spClaimed:      {Factory: whyClaimed, Car: whyCarOffRoad, Person: okPlace, House: whyClaimed},
	spUndealt:      {whyUndealt, whyUndealt, whyUndealt, whyUndealt},
}

// allowed is verdict as masks: the token types (bit 1<<type) that may go
// on each kind of space.
var allowed = func() (m [numSpaces]uint8) {
	for sp, v := range verdict {
		for t, w := range v {
			if w == okPlace {
				m[sp] |= 1 << t
			}
		}
	}
	return m
}()

// spaceOf says what sq is for placing; l and r are the monster's feet
// (s.feet()).
func (s *State) spaceOf(sq, l, r Square) space {
	b := s.board
	switch {
	case s.tok[sq] != 0:
		return spTaken
	case sq == l || sq == r:
		return spMonster
	case b.kind[sq] == Road:
		return spRoad
	case b.kind[sq] != Building:
		return spUndealt
	case s.claim[b.bld[sq]] != 0:
		return spClaimed
	case b.bldEdge[b.bld[sq]]:
		return spEdgeBuilding
	}
	return spBuilding
}

// whyNot is why a token of type t may not go on sq, or okPlace when it may
// (supply and turn are checked by the callers).
func (s *State) whyNot(t TokenType, sq, l, r Square) why { return verdict[s.spaceOf(sq, l, r)][t] }

// roomOn returns the token types among have (bit 1<<type) that may go on
// sq.
func (s *State) roomOn(sq Square, have uint8, l, r Square) uint8 {
	return allowed[s.spaceOf(sq, l, r)] & have
}

// feet returns the squares under the monster (NoSquare off the board).
func (s *State) feet() (Square, Square) {
	if !s.placedM {
		return NoSquare, NoSquare
	}
	return s.board.FeetSquares(s.monster)
}

// have returns the token types seat p still has in supply (bit 1<<type).
func (s *State) have(p int) uint8 {
	var m uint8
	for t := Factory; t <= House; t++ {
		if s.supply[p][t] > 0 {
			m |= 1 << t
		}
	}
	return m
}

// placeMasks sets masks[sq] to the token types (bit 1<<type) that seat p
// has in supply and may place on sq, and returns the number of squares.
func (s *State) placeMasks(p int, masks *[MaxSquares]uint8) int {
	n := s.board.NumSquares()
	have := s.have(p)
	if have == 0 {
		return n
	}
	l, r := s.feet()
	for sq := range n {
		masks[sq] = s.roomOn(Square(sq), have, l, r)
	}
	return n
}

// anyRoom reports whether seat p could place any token from its supply.
func (s *State) anyRoom(p int) bool {
	have := s.have(p)
	if have == 0 {
		return false
	}
	l, r := s.feet()
	for sq := range s.board.NumSquares() {
		if s.roomOn(Square(sq), have, l, r) != 0 {
			return true
		}
	}
	return false
}

// Placer answers "may this token go there" for many squares of one
// placing decision: WhyNot's answer without a sentence, and without
// redoing the per-decision work (seat, supply, the monster's feet) for
// each square. It is only valid until the state changes.
type Placer struct {
	s    *State
	have uint8 // token types in the placing seat's supply (bit 1<<type)
	l, r Square
}

// Placer returns a Placer for the seat now placing; outside PhasePlace it
// answers false for everything.
func (s *State) Placer() Placer {
	pl := Placer{s: s}
	if s.phase == PhasePlace {
		pl.have = s.have(s.CurrentPlayer())
		pl.l, pl.r = s.feet()
	}
	return pl
}

// OK reports whether the seat now placing may put a token of type t on sq.
func (pl *Placer) OK(t TokenType, sq Square) bool {
	return t <= House && pl.have&(1<<t) != 0 && sq >= 0 && int(sq) < pl.s.board.NumSquares() &&
		pl.s.whyNot(t, sq, pl.l, pl.r) == okPlace
}

// WhyNotToken returns nil when the seat now placing may place a token of
// type t somewhere, or a refusal saying why not (none left, or no legal
// space for one).
func (s *State) WhyNotToken(t TokenType) error {
	if err := s.placing(t); err != nil {
		return err
	}
	p := s.CurrentPlayer()
	l, r := s.feet()
	for sq := range s.board.NumSquares() {
		if s.whyNot(t, Square(sq), l, r) == okPlace {
			return nil
		}
	}
	return engine.Refuse(t.String(), engine.Say("There is no legal space left for %s %s", engine.SeatsOf(p), t))
}

// placing checks that a seat is placing now and has a token of type t.
func (s *State) placing(t TokenType) error {
	if s.phase != PhasePlace {
		return errors.New("Nobody is placing tokens now")
	}
	if t > House {
		return errors.New("There is no such token")
	}
	if p := s.CurrentPlayer(); s.supply[p][t] == 0 {
		return engine.Refuse(t.String(), engine.Say("%s has no %s left", engine.SeatRef(p), t.Plural()))
	}
	return nil
}

// WhyNot returns nil when the seat now placing may put a token of type t
// on sq, or a refusal (an *engine.Refusal) whose sentence says why not,
// such as "A house cannot go on a building that touches the board's edge".
func (s *State) WhyNot(t TokenType, sq Square) error {
	if err := s.placing(t); err != nil {
		return err
	}
	if sq < 0 || int(sq) >= s.board.NumSquares() {
		return errors.New("That square is not on the board")
	}
	l, r := s.feet()
	code := s.whyNot(t, sq, l, r)
	if code == okPlace {
		return nil
	}
	return engine.Refuse(t.String()+" "+s.board.Name(sq), s.whyLine(code, t, sq))
}

// whyLine says a whyNot reason as a sentence.
func (s *State) whyLine(code why, t TokenType, sq Square) engine.Line {
	switch code {
	case whyTaken:
		return engine.Plain("That space already holds a token")
	case whyMonster:
		return engine.Plain("The monster is standing there")
	case whyRoad:
		return engine.Say("A %s cannot go on a road space", t)
	case whyCarOffRoad:
		return engine.Plain("A car can only go on a road space")
	case whyClaimed:
		tk := unpackToken(s.tok[s.claim[s.board.bld[sq]]-1])
		return engine.Say("That building is already claimed by %s %s", engine.SeatsOf(tk.Owner), tk.Type)
	case whyEdgeHouse:
		return engine.Plain("A house cannot go on a building that touches the board's edge")
	}
	return engine.Plain("That square is not dealt yet")
}
