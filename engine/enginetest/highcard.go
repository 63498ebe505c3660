// Package enginetest holds a tiny game with chance and secrets, High Card,
// used to test the engine's shared machinery (records, the conformance
// suite) without depending on a real game. Only tests import it.
//
// High Card: each seat in turn is dealt a secret card from 1 to 6 (a chance
// decision), then chooses to keep it or to swap it once for a new secret
// card. When every seat has kept a card, the highest card wins; equal high
// cards share the win.
package enginetest

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"monstermixer/engine"
)

// Actions of High Card.
const (
	Keep engine.Action = 100 // keep the card
	Swap engine.Action = 101 // swap it for a new one
	// Deal outcomes are the card values 1..6.
)

// HighCard is the game; Leaky is a faulty variant whose views show every
// card, and LeakyLog one whose log lines name a dealt card, for testing
// that the conformance suite catches leaks.
var (
	HighCard = &game{id: "test-highcard"}
	Leaky    = &game{id: "test-highcard-leaky", leaky: true}
	LeakyLog = &game{id: "test-highcard-leakylog", leakyLog: true}
)

func init() {
	engine.Register(HighCard)
	engine.Register(Leaky)
	engine.Register(LeakyLog)
}

type game struct {
	id       string
	leaky    bool
	leakyLog bool
}

func (g *game) ID() string               { return g.id }
func (g *game) Name() string             { return "High Card" }
func (g *game) MinPlayers() int          { return 2 }
func (g *game) MaxPlayers() int          { return 4 }
func (g *game) Options() []engine.Option { return nil }

func (g *game) NewState(setup engine.Setup) (engine.State, error) {
	if err := engine.ValidateSetup(g, setup); err != nil {
		return nil, err
	}
	return &State{g: g, cards: make([]int, setup.Players), swapped: make([]bool, setup.Players), hidden: -1}, nil
}

// State is a High Card position.
type State struct {
	g       *game
	turn    int    // seat deciding or being dealt to
	dealing bool   // a card is being dealt to turn
	cards   []int  // 0 = none yet, -1 = hidden from the viewer
	swapped []bool // seat has swapped
	done    bool
	hidden  int // viewer of a view, or -1 for a full state
	dealtTo int // seat dealt a card by the last action + 1, or 0
}

// Game returns the game.
func (s *State) Game() engine.Game { return s.g }

// NumPlayers returns the number of seats.
func (s *State) NumPlayers() int { return len(s.cards) }

// CurrentPlayer returns the decider.
func (s *State) CurrentPlayer() int {
	switch {
	case s.done:
		return engine.Terminal
	case s.cards[s.turn] == 0 || s.dealing:
		return engine.Chance
	}
	return s.turn
}

// AppendLegalActions lists the actions.
func (s *State) AppendLegalActions(dst []engine.Action) []engine.Action {
	switch s.CurrentPlayer() {
	case engine.Terminal:
		return dst
	case engine.Chance:
		for v := 1; v <= 6; v++ {
			dst = append(dst, engine.Action(v))
		}
		return dst
	}
	dst = append(dst, Keep)
	if !s.swapped[s.turn] {
		dst = append(dst, Swap)
	}
	return dst
}

// ChanceOutcomes lists the six cards.
func (s *State) ChanceOutcomes() []engine.ChanceOutcome {
	if s.CurrentPlayer() != engine.Chance {
		return nil
	}
	out := make([]engine.ChanceOutcome, 6)
	for i := range out {
		out[i] = engine.ChanceOutcome{Action: engine.Action(i + 1), Prob: 1.0 / 6}
	}
	return out
}

// Apply plays an action.
func (s *State) Apply(a engine.Action) error {
	switch s.CurrentPlayer() {
	case engine.Terminal:
		return engine.ErrGameOver
	case engine.Chance:
		if a < 1 || a > 6 {
			return engine.Illegal(strconv.Itoa(int(a)), "a dealt card is 1 to 6")
		}
		s.cards[s.turn] = int(a)
		s.dealing = false
		s.dealtTo = s.turn + 1
		return nil
	}
	switch a {
	case Keep:
		s.dealtTo = 0
		s.turn++
		if s.turn == len(s.cards) {
			s.turn, s.done = 0, true
		}
	case Swap:
		if s.swapped[s.turn] {
			return engine.Illegal("swap", "a seat swaps only once")
		}
		s.swapped[s.turn] = true
		s.dealing = true
		s.dealtTo = 0
	default:
		return engine.Illegal(strconv.Itoa(int(a)), "the choices are keep and swap")
	}
	return nil
}

// IsTerminal reports the end.
func (s *State) IsTerminal() bool { return s.done }

// Result ranks the cards.
func (s *State) Result() engine.Result {
	n := len(s.cards)
	r := engine.Result{Scores: append([]int(nil), s.cards...), Ranks: make([]int, n), Breakdown: make([][]string, n)}
	for p := range s.cards {
		r.Ranks[p] = 1
		for q := range s.cards {
			if s.cards[q] > s.cards[p] {
				r.Ranks[p]++
			}
		}
		r.Breakdown[p] = []string{fmt.Sprintf("card %d", s.cards[p])}
	}
	return r
}

// Clone copies the state.
func (s *State) Clone() engine.State {
	c := *s
	c.cards = append([]int(nil), s.cards...)
	c.swapped = append([]bool(nil), s.swapped...)
	return &c
}

// DescribeEffects tells the log who was just dealt a card (LeakyLog also
// tells the card).
func (s *State) DescribeEffects() []engine.Line {
	if s.dealtTo == 0 {
		return nil
	}
	if s.g.leakyLog {
		return []engine.Line{engine.Say("%s is dealt a %d", engine.SeatRef(s.dealtTo-1), s.cards[s.dealtTo-1])}
	}
	return []engine.Line{engine.Say("%s is dealt a card", engine.SeatRef(s.dealtTo-1))}
}

// ViewFor hides the other seats' cards until the end.
func (s *State) ViewFor(p int) engine.State {
	c := s.Clone().(*State)
	if s.done || s.g.leaky {
		return c
	}
	c.hidden = p
	for q := range c.cards {
		if q != p && c.cards[q] > 0 {
			c.cards[q] = -1
		}
	}
	return c
}

// Determinize deals every card hidden from p at random.
func (s *State) Determinize(p int, rng *rand.Rand) engine.State {
	c := s.Clone().(*State)
	c.hidden = -1
	for q := range c.cards {
		if q != p && c.cards[q] != 0 && !s.done {
			c.cards[q] = 1 + rng.IntN(6)
		}
	}
	return c
}

// ActionString formats an action.
func (s *State) ActionString(a engine.Action) string {
	switch {
	case s.CurrentPlayer() == engine.Chance:
		return "deal " + strconv.Itoa(int(a))
	case a == Keep:
		return "keep"
	case a == Swap:
		return "swap"
	}
	return strconv.Itoa(int(a))
}

// ParseAction reads an action.
func (s *State) ParseAction(text string) (engine.Action, error) {
	if v, ok := strings.CutPrefix(text, "deal "); ok {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 6 {
			return 0, fmt.Errorf("a dealt card is 1 to 6, not %q", v)
		}
		return engine.Action(n), nil
	}
	switch text {
	case "keep":
		return Keep, nil
	case "swap":
		return Swap, nil
	}
	return 0, fmt.Errorf("expected keep, swap or deal N, not %q", text)
}

// Encode writes the state.
func (s *State) Encode() []byte {
	return fmt.Appendf(nil, "%d %v %v %v %v %d", s.turn, s.dealing, s.cards, s.swapped, s.done, s.hidden)
}
