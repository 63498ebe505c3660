package conformance_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/conformance"
)

// A window that opens only when the responder holds an answer tells the
// other seats what it holds, even when the responder passes: the suite
// checks from every other seat's side that two states it cannot tell apart
// open the same windows. Ambush, where the window opens only on the
// responder's own hidden trap (as Chess Monsters' Sandtrap once did),
// fails; the honest Ambush, whose window opens on what everyone sees, passes.
func TestAWindowOpeningOnTheRespondersSecretIsCaught(t *testing.T) {
	err := conformance.Check(ambushTelling, conformance.Config{Players: []int{2}, Games: 20, Seed: 1})
	if err == nil || !strings.Contains(err.Error(), "whether a window opens tells Seat 1 another seat's secret") {
		t.Fatalf("a window opening on the responder's hidden card passed the suite or failed for another reason: %v", err)
	}
	conformance.Run(t, ambushHonest, conformance.Config{Players: []int{2}, Games: 20, Seed: 1})
}

// ambush is a tiny game of hidden information with a response window:
// chance deals seat 2 a hidden card, a trap or nothing; seat 1 walks on;
// seat 2 may spring its trap in a window (only with the trap), or pass.
// Seat 2 wins by springing it. The telling variant opens the window only
// when seat 2 holds the trap; the honest one always opens it.
type ambush struct {
	id      string
	telling bool
}

var (
	ambushTelling = &ambush{id: "test-ambush-telling", telling: true}
	ambushHonest  = &ambush{id: "test-ambush-honest"}
)

func init() {
	engine.Register(ambushTelling)
	engine.Register(ambushHonest)
}

func (g *ambush) ID() string                  { return g.id }
func (g *ambush) Name() string                { return "Ambush" }
func (g *ambush) MinPlayers() int             { return 2 }
func (g *ambush) MaxPlayers() int             { return 2 }
func (g *ambush) Options() []engine.Option    { return nil }
func (g *ambush) MaxActions(engine.Setup) int { return 3 }
func (g *ambush) NewState(setup engine.Setup) (engine.State, error) {
	if err := engine.ValidateSetup(g, setup); err != nil {
		return nil, err
	}
	return &ambushState{g: g, card: unknown}, nil
}

// The actions, also the card values (nothing, trap).
const (
	aNothing engine.Action = iota
	aTrap
	aWalk
	aSpring
	aPass
)

var ambushWords = []string{"nothing", "trap", "walk", "spring", "pass"}

const unknown = -1 // an undealt card, or a card hidden in a view

type ambushState struct {
	g      *ambush
	step   int // 0 deal, 1 walk, 2 window, 3 over
	card   int
	dealt  bool // the card is dealt (it may still be hidden in a view)
	sprung bool
}

func (s *ambushState) Game() engine.Game { return s.g }
func (s *ambushState) NumPlayers() int   { return 2 }

func (s *ambushState) CurrentPlayer() int {
	return [...]int{engine.Chance, 0, 1, engine.Terminal}[s.step]
}

func (s *ambushState) IsTerminal() bool { return s.step == 3 }

func (s *ambushState) AppendLegalActions(dst []engine.Action) []engine.Action {
	switch s.step {
	case 0:
		return append(dst, aNothing, aTrap)
	case 1:
		return append(dst, aWalk)
	case 2:
		if s.card == int(aTrap) {
			dst = append(dst, aSpring)
		}
		return append(dst, aPass)
	}
	return dst
}

func (s *ambushState) ChanceOutcomes() []engine.ChanceOutcome {
	if s.step != 0 {
		return nil
	}
	return engine.UniformOutcomes(nil, s.AppendLegalActions(nil))
}

func (s *ambushState) Apply(a engine.Action) error {
	if !slices.Contains(s.AppendLegalActions(nil), a) {
		if s.IsTerminal() {
			return engine.ErrGameOver
		}
		return engine.Illegal(s.ActionString(a), "not now")
	}
	switch s.step {
	case 0:
		s.card, s.dealt = int(a), true
		s.step = 1
	case 1:
		s.step = 3
		if !s.g.telling || s.card == int(aTrap) {
			s.step = 2
		}
	case 2:
		s.sprung = a == aSpring
		s.step = 3
	}
	return nil
}

// OpenWindow is seat 2's window after the walk.
func (s *ambushState) OpenWindow() (engine.Window, bool) {
	if s.step != 2 {
		return engine.Window{}, false
	}
	return engine.Window{Seat: 1, Pass: aPass, Prompt: engine.Say("Spring a trap on %s?", engine.SeatRef(0)), Useful: s.card == int(aTrap)}, true
}

func (s *ambushState) Result() engine.Result {
	r := engine.Result{Scores: []int{1, 0}, Ranks: []int{1, 2}, Breakdown: [][]string{{"Walked on = 1"}, {"Trapped = 0"}}}
	if s.sprung {
		r.Scores, r.Ranks, r.Breakdown = []int{0, 1}, []int{2, 1}, [][]string{{"Walked on = 0"}, {"Trapped = 1"}}
	}
	return r
}

func (s *ambushState) Clone() engine.State {
	c := *s
	return &c
}

// ViewFor hides seat 2's card from everyone else.
func (s *ambushState) ViewFor(p int) engine.State {
	c := *s
	if p != 1 && s.dealt {
		c.card = unknown
	}
	return &c
}

// Determinize deals seat 2 a card at random for anyone else.
func (s *ambushState) Determinize(p int, rng *rand.Rand) engine.State {
	c := *s
	if p != 1 && s.dealt {
		c.card = rng.IntN(2)
	}
	return &c
}

// HasSecretsFor says that seat 2's card is its secret.
func (s *ambushState) HasSecretsFor(p int) bool { return p == 1 && s.dealt }

// BoardText prints what everyone sees.
func (s *ambushState) BoardText() []engine.Line {
	return []engine.Line{engine.Say("%s walks, %s waits (step %d).", engine.SeatRef(0), engine.SeatRef(1), s.step)}
}

func (s *ambushState) ActionString(a engine.Action) string {
	if a >= 0 && int(a) < len(ambushWords) {
		return ambushWords[a]
	}
	return fmt.Sprint(int(a))
}

func (s *ambushState) ParseAction(text string) (engine.Action, error) {
	if i := slices.Index(ambushWords, text); i >= 0 {
		return engine.Action(i), nil
	}
	return 0, fmt.Errorf("unknown action %q", text)
}

func (s *ambushState) Encode() []byte {
	return fmt.Appendf(nil, "%d %d %v %v", s.step, s.card, s.dealt, s.sprung)
}

func (s *ambushState) DescribeAction(a engine.Action) engine.Line {
	return engine.Plain("Step: " + s.ActionString(a))
}
func (s *ambushState) EndReason() engine.Line { return nil }
func (s *ambushState) Rules() string          { return "" }
