package enginetest

import (
	"fmt"
	"strconv"
	"strings"

	"monstermixer/engine"
)

// High Card's decisions. A deal's outcomes are the card values 1 to 6.
const (
	Keep  engine.Action = 100 // keep the card
	Swap  engine.Action = 101 // swap it for a new one
	Trade engine.Action = 102 // in a window: trade the kept card for the keeper's
	Pass  engine.Action = 103 // in a window: do not trade
)

var names = map[engine.Action]string{Keep: "keep", Swap: "swap", Trade: "trade", Pass: "pass"}

// ActionString writes a deal as "deal N" and a decision by its name.
func (s *State) ActionString(a engine.Action) string {
	if s.CurrentPlayer() == engine.Chance {
		return "deal " + strconv.Itoa(int(a))
	}
	if n, ok := names[a]; ok {
		return n
	}
	return strconv.Itoa(int(a))
}

// ParseAction reads "deal N", "keep", "swap", "trade" or "pass".
func (s *State) ParseAction(text string) (engine.Action, error) {
	if v, ok := strings.CutPrefix(text, "deal "); ok {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 6 {
			return 0, fmt.Errorf("a dealt card is 1 to 6, not %q", v)
		}
		return engine.Action(n), nil
	}
	for a, n := range names {
		if n == text {
			return a, nil
		}
	}
	return 0, fmt.Errorf("expected keep, swap, trade, pass or deal N")
}

// DescribeAction tells the log what a does, before it is applied
// (engine.ActionDescriber). A dealt card is never named: it is secret.
func (s *State) DescribeAction(a engine.Action) engine.Line {
	who := engine.SeatRef(s.CurrentPlayer())
	if s.g.flaws.seatNumbers && s.CurrentPlayer() >= 0 {
		return engine.Plain(engine.DefaultSeatName(s.CurrentPlayer()) + " decides")
	}
	switch {
	case s.CurrentPlayer() == engine.Chance && s.turn == len(s.cards):
		return engine.Say("The House is dealt a %d", a)
	case s.CurrentPlayer() == engine.Chance:
		return engine.Say("%s is dealt a card", engine.SeatRef(s.turn))
	case a == Keep:
		return engine.Say("%s keeps their card", who)
	case a == Swap:
		return engine.Say("%s swaps their card", who)
	case a == Trade:
		return engine.Say("%s trades cards with %s", who, engine.SeatRef(s.turn))
	}
	return engine.Say("%s does not trade", who)
}
