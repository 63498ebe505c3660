package insurance

import (
	"fmt"
	"strconv"
	"strings"

	"monstermixer/engine"
)

func errorf(format string, args ...any) error { return fmt.Errorf(format, args...) }

// ActionString formats an action in the game's notation:
//
//	deal 17        tile T17 is dealt at the next board position
//	monster c1 s   the monster stands beside the board in line with c1 and
//	               the next square (d1), facing south (n, e, s, w)
//	play 6         pick card 6 face down
//	car c4         place a car on c4 (also factory, person, house)
//	reveal         turn the round's cards face up and move the monster
//	roll 4         a Wild's die shows 4 (light die first, then dark)
func (s *State) ActionString(a engine.Action) string {
	d := Decode(a)
	switch d.Kind {
	case KindDeal:
		return "deal " + strconv.Itoa(d.Tile)
	case KindMonster:
		anchor := s.board.besideAnchor(d.Pose)
		if anchor == NoSquare {
			return fmt.Sprintf("monster ? %s", d.Pose.Facing.Letter())
		}
		return "monster " + s.board.Name(anchor) + " " + d.Pose.Facing.Letter()
	case KindPlay:
		return "play " + strconv.Itoa(int(d.Card))
	case KindPlace:
		if d.Token > House || int(d.Square) >= s.board.NumSquares() {
			return fmt.Sprintf("action %d", int32(a))
		}
		return d.Token.String() + " " + s.board.Name(d.Square)
	case KindReveal:
		return "reveal"
	case KindRoll:
		return "roll " + strconv.Itoa(d.Value)
	}
	return fmt.Sprintf("action %d", int32(a))
}

// ParseAction reads the notation of ActionString (case and extra spaces
// do not matter).
func (s *State) ParseAction(text string) (engine.Action, error) {
	f := strings.Fields(strings.ToLower(text))
	if len(f) == 0 {
		return 0, fmt.Errorf("Empty action")
	}
	num := func(i, lo, hi int, what string) (int, error) {
		if len(f) != i+1 {
			return 0, fmt.Errorf("%q: write %s and %s", text, f[0], what)
		}
		n, err := strconv.Atoi(f[i])
		if err != nil || n < lo || n > hi {
			return 0, fmt.Errorf("%q: %s must be %d to %d", text, what, lo, hi)
		}
		return n, nil
	}
	switch f[0] {
	case "deal":
		n, err := num(1, 1, NumTiles, "a tile number")
		return DealAction(n), err
	case "play":
		n, err := num(1, 1, NumCards, "a card number")
		return PlayAction(Card(n)), err
	case "roll":
		n, err := num(1, 1, 6, "a die value")
		return RollAction(n), err
	case "reveal":
		if len(f) != 1 {
			return 0, fmt.Errorf("%q: reveal takes nothing after it", text)
		}
		return RevealAction(), nil
	case "monster":
		if len(f) != 3 || len(f[2]) != 1 || !strings.Contains(dirLetters, f[2]) {
			return 0, fmt.Errorf("%q: expected monster SQUARE FACING, e.g. monster c1 s", text)
		}
		sq, err := s.board.ParseSquare(f[1])
		if err != nil {
			return 0, err
		}
		p, err := s.board.poseBeside(sq, Dir(strings.Index(dirLetters, f[2])))
		if err != nil {
			return 0, fmt.Errorf("%q: %v", text, err)
		}
		return MonsterAction(p), nil
	}
	for t := Factory; t <= House; t++ {
		if f[0] == t.String() {
			if len(f) != 2 {
				return 0, fmt.Errorf("%q: expected %s SQUARE, e.g. %s c4", text, t, t)
			}
			sq, err := s.board.ParseSquare(f[1])
			if err != nil {
				return 0, err
			}
			return PlaceAction(t, sq), nil
		}
	}
	return 0, fmt.Errorf("%q is not a Monster Insurance action (deal, monster, play, factory, car, person, house, reveal, roll)", text)
}

// DescribeAction says what an action does, for the game log. It never
// names a card picked face down. The dealt city is one line, told by the
// last deal; the deals before it say nothing (an empty line).
func (s *State) DescribeAction(a engine.Action) engine.Line {
	if s.phase == PhaseOver || s.check(a) != nil {
		return engine.Plain(s.ActionString(a))
	}
	d := Decode(a)
	seat := engine.SeatRef(s.CurrentPlayer())
	switch d.Kind {
	case KindDeal:
		if n := len(s.board.Tiles); s.dealt == n-1 {
			return engine.Say("The city is dealt: %d tiles", n)
		}
		return nil
	case KindMonster:
		return engine.Say("%s sets the monster beside the board at %s, facing %s", seat, s.board.Name(s.board.besideAnchor(d.Pose)), d.Pose.Facing)
	case KindPlay:
		return engine.Say("%s plays a card face down", seat)
	case KindPlace:
		return engine.Say("%s places a %s on %s", seat, d.Token, s.board.Name(d.Square))
	case KindReveal:
		return engine.Say("%s reveals the cards", seat)
	case KindRoll:
		if d.Value < 1 || d.Value > 6 {
			break
		}
		if s.light == 0 {
			return engine.Say("The light die shows %d: %s", d.Value, lightDie[d.Value])
		}
		m := WildMove(int(s.light), d.Value)
		return engine.Say("The dark die shows %d: the Wild is %s", d.Value, m)
	}
	return engine.Plain(s.ActionString(a))
}
