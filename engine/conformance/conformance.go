// Package conformance is the test suite that every registered game runs,
// modelled on OpenSpiel's random simulation test: many random games to the
// end with fixed seeds, checking the engine's contract at every step.
package conformance

import (
	"bytes"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/record"
)

// Config says how many games to play, with which player counts and seed.
type Config struct {
	Players  []int             // player counts to test; default: the game's min and max
	Games    int               // games per player count; default 20
	Seed     uint64            // base seed
	Options  map[string]string // setup options
	MaxSteps int               // safety bound on actions per game; default 100000
}

// Run plays random games of g and checks, at every step: the decider and
// terminal flag agree; legal actions are deterministic and non-empty;
// chance outcomes match the legal actions and sum to 1; every legal action
// applies; illegal actions are refused with the state unchanged; clones are
// independent; notation round-trips; each seat's view equals the view of
// any state sampled consistently with it (so nothing secret leaks into a
// view), and the decider's view offers the same actions; where the game
// describes effects for the log, every view describes the same. At the end the
// game's record, written and parsed again, replays to an identical state.
func Run(t *testing.T, g engine.Game, cfg Config) {
	t.Helper()
	if err := Check(g, cfg); err != nil {
		t.Fatal(err)
	}
}

// Check runs the same checks as Run and returns the first failure.
func Check(g engine.Game, cfg Config) error {
	if len(cfg.Players) == 0 {
		cfg.Players = []int{g.MinPlayers(), g.MaxPlayers()}
	}
	if cfg.Games == 0 {
		cfg.Games = 20
	}
	if cfg.MaxSteps == 0 {
		cfg.MaxSteps = 100000
	}
	for _, n := range cfg.Players {
		for i := 0; i < cfg.Games; i++ {
			seed := cfg.Seed*1000003 + uint64(n)*7919 + uint64(i)
			name := fmt.Sprintf("%dp/seed%d", n, seed)
			if err := playOne(g, n, seed, cfg); err != nil {
				return fmt.Errorf("%s %s: %v", g.ID(), name, err)
			}
		}
	}
	return nil
}

func playOne(g engine.Game, players int, seed uint64, cfg Config) error {
	setup := engine.Setup{Players: players, Options: cfg.Options}
	s, err := g.NewState(setup)
	if err != nil {
		return fmt.Errorf("NewState: %v", err)
	}
	seats := make([]record.Seat, players)
	for i := range seats {
		seats[i] = record.Seat{Name: fmt.Sprintf("Seat %d", i+1), Kind: "random"}
	}
	rec := record.New(g.ID(), setup, seats, seed)
	rng := engine.NewRand(seed)
	var legal, again []engine.Action
	for step := 0; ; step++ {
		if step > cfg.MaxSteps {
			return fmt.Errorf("no end after %d actions", cfg.MaxSteps)
		}
		if err := checkState(s, rng, step); err != nil {
			return fmt.Errorf("step %d: %v", step, err)
		}
		if s.IsTerminal() {
			break
		}
		legal = s.AppendLegalActions(legal[:0])
		again = s.AppendLegalActions(again[:0])
		if !equalActions(legal, again) {
			return fmt.Errorf("step %d: legal actions differ between two calls", step)
		}
		if err := checkActions(s, legal, rng); err != nil {
			return fmt.Errorf("step %d: %v", step, err)
		}
		var a engine.Action
		if s.CurrentPlayer() == engine.Chance {
			a = engine.Sample(s, rng)
			if !contains(legal, a) {
				return fmt.Errorf("step %d: sampled chance outcome %d is not among the outcomes", step, a)
			}
		} else {
			a = legal[rng.IntN(len(legal))]
		}
		rec.Add(s, a)
		if err := s.Apply(a); err != nil {
			return fmt.Errorf("step %d: legal action %q refused: %v", step, rec.Actions[len(rec.Actions)-1], err)
		}
	}
	return checkEnd(s, rec)
}

// checkState checks the decider, terminal flag, views and clones of s.
func checkState(s engine.State, rng *rand.Rand, step int) error {
	cp := s.CurrentPlayer()
	if s.IsTerminal() != (cp == engine.Terminal) {
		return fmt.Errorf("IsTerminal %v but CurrentPlayer %d", s.IsTerminal(), cp)
	}
	if cp < engine.Terminal || cp >= s.NumPlayers() {
		return fmt.Errorf("CurrentPlayer %d out of range", cp)
	}
	legal := engine.Legal(s)
	if s.IsTerminal() {
		if len(legal) != 0 {
			return fmt.Errorf("terminal state offers %d actions", len(legal))
		}
		if err := s.Apply(0); err == nil {
			return fmt.Errorf("terminal state accepted an action")
		}
	} else if len(legal) == 0 {
		return fmt.Errorf("no legal actions for decider %d in a running game", cp)
	}
	if cp == engine.Chance {
		outs := s.ChanceOutcomes()
		if len(outs) != len(legal) {
			return fmt.Errorf("%d chance outcomes but %d legal actions", len(outs), len(legal))
		}
		sum := 0.0
		for i, o := range outs {
			if o.Action != legal[i] {
				return fmt.Errorf("chance outcome %d is action %d, legal action is %d", i, o.Action, legal[i])
			}
			if o.Prob <= 0 {
				return fmt.Errorf("chance outcome %d has probability %v", i, o.Prob)
			}
			sum += o.Prob
		}
		if math.Abs(sum-1) > 1e-9 {
			return fmt.Errorf("chance probabilities sum to %v", sum)
		}
	} else if s.ChanceOutcomes() != nil {
		return fmt.Errorf("ChanceOutcomes is not nil at a decision of seat %d", cp)
	}
	if err := checkClone(s, legal); err != nil {
		return err
	}
	return checkViews(s, legal, rng)
}

// checkClone applies an action to a clone and checks the original is untouched.
func checkClone(s engine.State, legal []engine.Action) error {
	h := engine.Hash(s)
	c := s.Clone()
	if engine.Hash(c) != h {
		return fmt.Errorf("a clone encodes differently from its original")
	}
	if len(legal) > 0 {
		if err := c.Apply(legal[len(legal)/2]); err != nil {
			return fmt.Errorf("legal action refused on a clone: %v", err)
		}
		if engine.Hash(s) != h {
			return fmt.Errorf("applying an action to a clone changed the original")
		}
	}
	return nil
}

// checkViews checks that each seat's view hides what it must: the view of
// a state sampled from that seat's information equals the real view.
func checkViews(s engine.State, legal []engine.Action, rng *rand.Rand) error {
	h := engine.Hash(s)
	for p := 0; p < s.NumPlayers(); p++ {
		v := s.ViewFor(p)
		want := v.Encode()
		for k := 0; k < 2; k++ {
			var d engine.State
			if k == 0 {
				d = s.Determinize(p, rng)
			} else {
				d = v.Determinize(p, rng)
			}
			if got := d.ViewFor(p).Encode(); !bytes.Equal(got, want) {
				return fmt.Errorf("seat %d: the view of a sampled state differs from the real view (something hidden leaks into the view, or Determinize contradicts what the seat saw)", p)
			}
			if d.CurrentPlayer() != s.CurrentPlayer() {
				return fmt.Errorf("seat %d: a sampled state has decider %d, the real one %d", p, d.CurrentPlayer(), s.CurrentPlayer())
			}
			if p == s.CurrentPlayer() && !equalActions(engine.Legal(d), legal) {
				return fmt.Errorf("seat %d: a sampled state offers the decider other actions", p)
			}
		}
		if p == s.CurrentPlayer() && !equalActions(engine.Legal(v), legal) {
			return fmt.Errorf("seat %d: its view offers other actions than the real state", p)
		}
		if err := checkEffects(s, v, p); err != nil {
			return err
		}
	}
	if engine.Hash(s) != h {
		return fmt.Errorf("making views or samples changed the state")
	}
	return nil
}

// checkEffects checks that the shared log's effect lines, told from the
// real state, are what seat p's view tells: they say nothing secret.
func checkEffects(s, view engine.State, p int) error {
	d, ok := s.(engine.EffectDescriber)
	if !ok {
		return nil
	}
	dv, ok := view.(engine.EffectDescriber)
	if !ok {
		return fmt.Errorf("seat %d: the view cannot describe effects, the state can", p)
	}
	if got, want := dv.DescribeEffects(), d.DescribeEffects(); !reflect.DeepEqual(got, want) {
		return fmt.Errorf("seat %d: the view describes the last action's effects as %q, the real state as %q (the log would tell a secret)", p, got, want)
	}
	return nil
}

// checkActions checks notation round trips and refusal of illegal actions.
func checkActions(s engine.State, legal []engine.Action, rng *rand.Rand) error {
	h := engine.Hash(s)
	for i, a := range legal {
		if len(legal) > 40 && i%((len(legal)+39)/40) != 0 {
			continue
		}
		text := s.ActionString(a)
		if text == "" || strings.ContainsAny(text, "#\n") {
			return fmt.Errorf("action %d has notation %q (empty, or with # or a newline)", a, text)
		}
		b, err := s.ParseAction(text)
		if err != nil {
			return fmt.Errorf("notation %q of a legal action does not parse: %v", text, err)
		}
		if b != a {
			return fmt.Errorf("notation %q parses to action %d, not %d", text, b, a)
		}
	}
	for _, junk := range []string{"", "???", "zz 99 99", "-1"} {
		if a, err := s.ParseAction(junk); err == nil && !contains(legal, a) {
			if err := s.Clone().Apply(a); err == nil {
				return fmt.Errorf("junk notation %q gave an action that applies", junk)
			}
		}
	}
	for tries := 0; tries < 6; tries++ {
		var a engine.Action
		switch tries {
		case 0:
			a = -1
		case 1:
			a = engine.Action(math.MaxInt32)
		default:
			a = legal[rng.IntN(len(legal))] + engine.Action(rng.IntN(7)-3)
			if tries == 5 {
				a = engine.Action(rng.Int32())
			}
		}
		if contains(legal, a) {
			continue
		}
		if err := s.Apply(a); err == nil {
			return fmt.Errorf("illegal action %d was accepted", a)
		}
		if engine.Hash(s) != h {
			return fmt.Errorf("refusing illegal action %d changed the state", a)
		}
	}
	return nil
}

// checkEnd checks the result and replays the written record.
func checkEnd(s engine.State, rec *record.Record) error {
	res := s.Result()
	n := s.NumPlayers()
	if len(res.Scores) != n || len(res.Ranks) != n || len(res.Breakdown) != n {
		return fmt.Errorf("result sizes %d scores, %d ranks, %d breakdowns for %d seats", len(res.Scores), len(res.Ranks), len(res.Breakdown), n)
	}
	if len(res.Winners()) == 0 {
		return fmt.Errorf("nobody is ranked first")
	}
	for p := range res.Ranks {
		if res.Ranks[p] < 1 || res.Ranks[p] > n {
			return fmt.Errorf("seat %d has rank %d", p, res.Ranks[p])
		}
		better := 0
		for q := range res.Ranks {
			if res.Ranks[q] < res.Ranks[p] {
				better++
			}
		}
		if res.Ranks[p] != better+1 {
			return fmt.Errorf("seat %d has rank %d but %d seats rank above it", p, res.Ranks[p], better)
		}
	}
	parsed, err := record.Parse(strings.NewReader(rec.String()))
	if err != nil {
		return fmt.Errorf("the written record does not parse: %v", err)
	}
	r, err := parsed.Replay()
	if err != nil {
		return fmt.Errorf("the record does not replay: %v", err)
	}
	if engine.Hash(r) != engine.Hash(s) {
		return fmt.Errorf("the replayed record ends in a different state")
	}
	return nil
}

func equalActions(a, b []engine.Action) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func contains(list []engine.Action, a engine.Action) bool {
	for _, b := range list {
		if a == b {
			return true
		}
	}
	return false
}
