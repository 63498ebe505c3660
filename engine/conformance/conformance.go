// Package conformance is the test suite that every registered game runs,
// modelled on OpenSpiel's random simulation test: many random games to the
// end with fixed seeds, checking the engine's contract at every step.
package conformance

import (
	"bytes"
	"fmt"
	"maps"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/record"
)

// Config says how many games to play, with which player counts, seed and
// options.
type Config struct {
	Players []int             // player counts to test; default: the game's min and max
	Games   int               // games per player count; default 20
	Seed    uint64            // base seed
	Options map[string]string // setup options
	// CapOptions, when set, are options (added to Options) that make the
	// game end by its own length cap soon, e.g. a round cap of 2: as many
	// games again are played with them, to the cap, and their capped
	// results checked like any other.
	CapOptions map[string]string
	// CapReached, when set, tells whether a finished game ended by its cap;
	// at least one of the capped games must, so the cap is really played.
	CapReached func(final engine.State) bool
}

// Run plays random games of g and checks, at every step: the decider and
// terminal flag agree; legal actions are deterministic and non-empty;
// chance outcomes match the legal actions and sum to 1; every legal action
// applies; illegal actions are refused with the state unchanged; clones are
// independent; notation round-trips; each seat's view equals the view of
// any state sampled consistently with it (so nothing secret leaks into a
// view), and the decider's view offers the same actions; the Observer's
// view (engine.Observer) is the same in every state sampled for any seat,
// so it shows no seat's secret, and offers the same actions; in a game with
// secrets (engine.HiddenInfo), a seat whose view differs from the
// Observer's has HasSecretsFor true (so the hand-off curtain comes exactly
// when there is a secret); where the game
// describes effects for the log, every view describes the same; a response
// window is the deciding seat's, its Pass is legal, what it asks depends
// only on what that seat sees, and whether it opens, and for whom, depends
// only on what every seat sees. Every game must
// implement engine.Bounded, and random play must end within its
// MaxActions. At the end the result ranks seats and rivals together (1 is
// best, ties share a rank and the next rank skips; a lone seat without a
// rival is ranked 1 or 2), and the game's record, written and parsed
// again, replays to an identical state.
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
	for _, o := range g.Options() {
		if len(o.Labels) > 0 && len(o.Labels) != len(o.Choices) {
			return fmt.Errorf("%s: option %s has %d labels for %d choices", g.ID(), o.Key, len(o.Labels), len(o.Choices))
		}
		for n, l := range o.PlayerLabels {
			if n < g.MinPlayers() || n > g.MaxPlayers() || len(l) != len(o.Choices) {
				return fmt.Errorf("%s: option %s has %d labels for %d choices with %d players (%d to %d players play)", g.ID(), o.Key, len(l), len(o.Choices), n, g.MinPlayers(), g.MaxPlayers())
			}
		}
		if err := checkSeats(g, o); err != nil {
			return err
		}
		if err := checkOffered(g, o); err != nil {
			return err
		}
	}
	if err := playAll(g, cfg, cfg.Options, nil); err != nil {
		return err
	}
	if cfg.CapOptions != nil {
		opts := maps.Clone(cfg.Options)
		if opts == nil {
			opts = map[string]string{}
		}
		maps.Copy(opts, cfg.CapOptions)
		capped := 0
		if err := playAll(g, cfg, opts, &capped); err != nil {
			return fmt.Errorf("with the cap options %v: %w", cfg.CapOptions, err)
		}
		if cfg.CapReached != nil && capped == 0 {
			return fmt.Errorf("%s: no game with the cap options %v ended by the cap", g.ID(), cfg.CapOptions)
		}
	}
	return nil
}

// playAll plays cfg.Games games of each player count with options, and
// counts in capped the games that ended by the cap (when cfg.CapReached
// says so).
func playAll(g engine.Game, cfg Config, options map[string]string, capped *int) error {
	for _, n := range cfg.Players {
		setup := engine.Setup{Players: n, Options: options}
		bound := g.MaxActions(setup)
		for i := 0; i < cfg.Games; i++ {
			seed := cfg.Seed*1000003 + uint64(n)*7919 + uint64(i)
			final, err := playOne(g, setup, seed, bound)
			if err != nil {
				return fmt.Errorf("%s %dp/seed%d: %v", g.ID(), n, seed, err)
			}
			if capped != nil && cfg.CapReached != nil && cfg.CapReached(final) {
				*capped++
			}
		}
	}
	return nil
}

func playOne(g engine.Game, setup engine.Setup, seed uint64, bound int) (engine.State, error) {
	s, err := g.NewState(setup)
	if err != nil {
		return nil, fmt.Errorf("NewState: %v", err)
	}
	seats := make([]record.Seat, setup.Players)
	for i := range seats {
		seats[i] = record.Seat{Name: fmt.Sprintf("Seat %d", i+1), Kind: "random"}
	}
	rec := record.New(g.ID(), setup, seats, seed)
	rng := engine.NewRand(seed)
	_, windows := s.(engine.WindowOpener)
	wrng := engine.NewRand(^seed) // the public window check's samples leave the game's course alone
	var legal, again []engine.Action
	for step := 0; ; step++ {
		if err := checkState(s, rng, step); err != nil {
			return nil, fmt.Errorf("step %d: %v", step, err)
		}
		if s.IsTerminal() {
			break
		}
		if step >= bound {
			return nil, fmt.Errorf("still running after %d actions, the game's MaxActions: it must end itself by its own rule (a round cap) before that", bound)
		}
		legal = s.AppendLegalActions(legal[:0])
		again = s.AppendLegalActions(again[:0])
		if !slices.Equal(legal, again) {
			return nil, fmt.Errorf("step %d: legal actions differ between two calls", step)
		}
		if err := checkActions(s, legal, rng); err != nil {
			return nil, fmt.Errorf("step %d: %v", step, err)
		}
		var a engine.Action
		if s.CurrentPlayer() == engine.Chance {
			a = engine.Sample(s, rng)
			if !slices.Contains(legal, a) {
				return nil, fmt.Errorf("step %d: sampled chance outcome %d is not among the outcomes", step, a)
			}
		} else {
			a = legal[rng.IntN(len(legal))]
		}
		var before engine.State
		if windows {
			before = s.Clone()
		}
		if d, ok := s.(engine.ActionDescriber); ok {
			if err := checkSentence("the action's sentence", d.DescribeAction(a)); err != nil {
				return nil, fmt.Errorf("step %d: %v", step, err)
			}
		}
		rec.Add(s, a)
		if err := s.Apply(a); err != nil {
			return nil, fmt.Errorf("step %d: legal action %q refused: %v", step, rec.Actions[len(rec.Actions)-1], err)
		}
		if d, ok := s.(engine.EffectDescriber); ok {
			for _, l := range d.DescribeEffects() {
				if err := checkSentence("an effect's sentence", l); err != nil {
					return nil, fmt.Errorf("step %d: %v", step, err)
				}
			}
		}
		if windows {
			if err := checkWindowOpening(before, s, a, rng); err != nil {
				return nil, fmt.Errorf("step %d: %v", step, err)
			}
			if err := checkWindowPublic(before, s, a, wrng); err != nil {
				return nil, fmt.Errorf("step %d: %v", step, err)
			}
		}
	}
	return s, checkEnd(s, rec)
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
	if err := checkWindow(s, legal, rng); err != nil {
		return err
	}
	if err := checkSecretLines(s, legal); err != nil {
		return err
	}
	return checkViewsAndBoardText(s, legal, rng)
}

// checkClone applies an action to a clone and checks the original is
// untouched; in a game with ApplyChosen, playing the action that way on
// another clone must give the same state.
func checkClone(s engine.State, legal []engine.Action) error {
	h := engine.Hash(s)
	c := s.Clone()
	if engine.Hash(c) != h {
		return fmt.Errorf("a clone encodes differently from its original")
	}
	if len(legal) == 0 {
		return nil
	}
	a := legal[len(legal)/2]
	if err := c.Apply(a); err != nil {
		return fmt.Errorf("legal action refused on a clone: %v", err)
	}
	if engine.Hash(s) != h {
		return fmt.Errorf("applying an action to a clone changed the original")
	}
	if _, ok := s.(engine.ChosenApplier); ok {
		d := s.Clone()
		engine.ApplyChosen(d, a)
		if engine.Hash(d) != engine.Hash(c) {
			return fmt.Errorf("ApplyChosen(%q) gives another state than Apply", s.ActionString(a))
		}
	}
	return nil
}

// checkViews checks that each seat's view hides what it must: the view of
// a state sampled from that seat's information equals the real view. The
// Observer's view must be the same in a state sampled for any seat: it
// shows nothing that some seat cannot see. In a game with secrets
// (engine.HiddenInfo), a seat's view that encodes differently from the
// Observer's needs HasSecretsFor true for that seat: the app's hand-off
// shows a curtain when either says the seat has a secret, so a view that
// differs by bookkeeping alone would bring a needless curtain. (The other
// way round need not hold: a seat about to pick a secret has one before
// its view shows it.)
func checkViews(s engine.State, legal []engine.Action, rng *rand.Rand) error {
	h := engine.Hash(s)
	obs := s.ViewFor(engine.Observer)
	obsWant, obsLegal := obs.Encode(), engine.Legal(obs)
	if err := checkEffects(s, obs, engine.Observer); err != nil {
		return err
	}
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
			if p == s.CurrentPlayer() && !slices.Equal(engine.Legal(d), legal) {
				return fmt.Errorf("seat %d: a sampled state offers the decider other actions", p)
			}
			do := d.ViewFor(engine.Observer)
			if !bytes.Equal(do.Encode(), obsWant) {
				return fmt.Errorf("the Observer's view differs between the real state and a state sampled for seat %d: it shows something that seat cannot see", p)
			}
			if !slices.Equal(engine.Legal(do), obsLegal) {
				return fmt.Errorf("the Observer's view offers other actions in a state sampled for seat %d: it offers a secret", p)
			}
		}
		if p == s.CurrentPlayer() && !slices.Equal(engine.Legal(v), legal) {
			return fmt.Errorf("seat %d: its view offers other actions than the real state", p)
		}
		if hi, ok := s.(engine.HiddenInfo); ok && !hi.HasSecretsFor(p) && !bytes.Equal(want, obsWant) {
			return fmt.Errorf("seat %d: its view differs from the Observer's but HasSecretsFor(%d) is false: either the view shows a secret the game does not count, or a bookkeeping field (a flag of whose view it is) makes the views differ, and the app's hand-off shows a needless curtain", p, p)
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
		return fmt.Errorf("%s: the view cannot describe effects, the state can", seatName(p))
	}
	if got, want := dv.DescribeEffects(), d.DescribeEffects(); !reflect.DeepEqual(got, want) {
		return fmt.Errorf("%s: the view describes the last action's effects as %q, the real state as %q (the log would tell a secret)", seatName(p), engine.Strings(got), engine.Strings(want))
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
		if a, err := s.ParseAction(junk); err == nil && !slices.Contains(legal, a) {
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
		if slices.Contains(legal, a) {
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
	if err := checkResult(s.Result(), s.NumPlayers()); err != nil {
		return err
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

// checkResult checks that a final result ranks the n seats and its rivals
// together: ranks from 1, each entrant's rank one more than the number of
// entrants ranked above it (ties share, the next rank skips), someone
// first; a lone seat without a rival is ranked 1 (goal met) or 2, and only
// such a seat's result may be ScoreOnly (ranked 1).
func checkResult(res engine.Result, n int) error {
	if len(res.Scores) != n || len(res.Ranks) != n || len(res.Breakdown) != n {
		return fmt.Errorf("result sizes %d scores, %d ranks, %d breakdowns for %d seats", len(res.Scores), len(res.Ranks), len(res.Breakdown), n)
	}
	if err := checkBreakdowns(res); err != nil {
		return err
	}
	if res.ScoreOnly && (n != 1 || len(res.Rivals) != 0 || res.Ranks[0] != 1) {
		return fmt.Errorf("the result is ScoreOnly (nobody wins) with %d seats, %d rivals and the first seat ranked %d: only a lone seat without a rival, ranked 1, plays for its score alone", n, len(res.Rivals), res.Ranks[0])
	}
	if n == 1 && len(res.Rivals) == 0 {
		if r := res.Ranks[0]; r != 1 && r != 2 {
			return fmt.Errorf("a lone seat without a rival has rank %d, not 1 (goal met) or 2", r)
		}
		return nil
	}
	ranks := slices.Clone(res.Ranks)
	for i, rv := range res.Rivals {
		if strings.TrimSpace(rv.Name) == "" {
			return fmt.Errorf("rival %d has no name", i+1)
		}
		ranks = append(ranks, rv.Rank)
	}
	name := func(e int) string {
		if e < n {
			return seatName(e)
		}
		return "rival " + res.Rivals[e-n].Name
	}
	if !slices.Contains(ranks, 1) {
		return fmt.Errorf("nobody is ranked first")
	}
	for e, r := range ranks {
		better := 0
		for _, q := range ranks {
			if q < r {
				better++
			}
		}
		if r < 1 || r != better+1 {
			return fmt.Errorf("%s has rank %d but %d of the %d seats and rivals rank above it", name(e), r, better, len(ranks))
		}
	}
	return nil
}

// sentenceNames are the names seats are given in the log's sentences.
var sentenceNames = []string{"Anna", "Bob", "Cleo", "Dev", "Eve", "Finn"}

// checkSentence checks a sentence of the game log in player language: it
// begins with a capital letter or a figure (a seat's name counts), and it
// names no seat by number ("Seat 2") and has no "@" of a record's
// notation. (Square brackets may be a card's printed name: Monster
// Insurance's "Punch [L]".) An empty line (nothing to tell) passes.
func checkSentence(what string, l engine.Line) error {
	if len(l) == 0 {
		return nil
	}
	text := l.Render(func(p int) string {
		if p < 0 || p >= len(sentenceNames) {
			return "Someone" // not a seat of up to six: still a name, never a number
		}
		return sentenceNames[p]
	})
	if f := engine.TextFault(strings.TrimLeft(text, " "), false); f != "" {
		return fmt.Errorf("%s %s %s", what, record.Excerpt(text), f)
	}
	if strings.Contains(text, "@") || strings.Contains(text, "Seat ") {
		return fmt.Errorf("%s %s reads like notation (@ or a seat number)", what, record.Excerpt(text))
	}
	return nil
}

// checkBreakdowns checks that every line of the seats' and the rivals'
// score breakdowns reads as the start of a sentence on the game-over
// cards: it begins with a capital letter or a figure.
func checkBreakdowns(res engine.Result) error {
	lines := slices.Concat(res.Breakdown...)
	for _, rv := range res.Rivals {
		lines = append(lines, rv.Breakdown...)
	}
	for _, l := range lines {
		if f := engine.TextFault(l, false); f != "" {
			return fmt.Errorf("the breakdown line %s %s", record.Excerpt(l), f)
		}
	}
	return nil
}

// checkWindow checks the response window open in s, if any: it is the
// deciding seat's, it asks something, its Pass is legal, and it is the same
// window in the deciding seat's view and in every state sampled from what
// that seat sees (so it never opens on another seat's secret).
func checkWindow(s engine.State, legal []engine.Action, rng *rand.Rand) error {
	w, ok := engine.OpenWindow(s)
	cp := s.CurrentPlayer()
	if ok {
		if w.Seat != cp {
			return fmt.Errorf("a window is open for %s but %s decides", seatName(w.Seat), seatName(cp))
		}
		if !slices.Contains(legal, w.Pass) {
			return fmt.Errorf("the window's Pass (%d) is not a legal action", w.Pass)
		}
		if len(w.Prompt) == 0 {
			return fmt.Errorf("the window of %s has no prompt", seatName(cp))
		}
	}
	if cp < 0 {
		return nil
	}
	for k, d := range []engine.State{s.ViewFor(cp), s.Determinize(cp, rng)} {
		dw, dok := engine.OpenWindow(d)
		if dok != ok || !reflect.DeepEqual(dw, w) {
			where := "the view of"
			if k == 1 {
				where = "a state sampled for"
			}
			return fmt.Errorf("the window is %v in the real state and %v in %s %s: it depends on what that seat cannot see", describeWindow(w, ok), describeWindow(dw, dok), where, seatName(cp))
		}
	}
	return nil
}

// checkWindowOpening checks that applying a opened (or did not open) each
// seat's window from what that seat sees alone: the same a applied to a
// state sampled for the seat before it must give the seat the same window,
// or a state the seat cannot tell from the real one once its window, if
// any, is passed.
func checkWindowOpening(before, after engine.State, a engine.Action, rng *rand.Rand) error {
	for q := 0; q < after.NumPlayers(); q++ {
		d := before.Determinize(q, rng)
		if !engine.IsLegal(d, a) || d.Apply(a) != nil {
			continue
		}
		wa, oka := windowOf(after, q)
		wd, okd := windowOf(d, q)
		if oka == okd && (!oka || reflect.DeepEqual(wa, wd)) {
			continue
		}
		x, y := after, d
		if oka != okd {
			if x = passed(after, wa, oka); x == nil {
				continue
			}
			if y = passed(d, wd, okd); y == nil {
				continue
			}
		}
		if bytes.Equal(x.ViewFor(q).Encode(), y.ViewFor(q).Encode()) {
			return fmt.Errorf("after %q, a window is %v for %s, but %v in a state that seat cannot tell apart: the window opens on another seat's secret", before.ActionString(a), describeWindow(wa, oka), seatName(q), describeWindow(wd, okd))
		}
	}
	return nil
}

// checkWindowPublic checks that whether a window opens after a, and for
// whom, depends only on what every seat sees: for each seat q, the same a
// applied to a state sampled for q before it must open a window for the
// same seat, or none, as in the real game. The window is seen by all (the
// app's public "Wait!" moment, the turn passing to the responder), so a
// window that opens only when the responder holds an answer would tell q
// what the responder holds, even if it passes; unlike checkWindowOpening,
// passing the window does not excuse it.
func checkWindowPublic(before, after engine.State, a engine.Action, rng *rand.Rand) error {
	wa, oka := engine.OpenWindow(after)
	for q := 0; q < after.NumPlayers(); q++ {
		d := before.Determinize(q, rng)
		if !engine.IsLegal(d, a) || d.Apply(a) != nil {
			continue
		}
		wd, okd := engine.OpenWindow(d)
		if oka != okd || oka && wa.Seat != wd.Seat {
			return fmt.Errorf("after %q, a window is %v, but %v in a state %s cannot tell apart: whether a window opens tells %s another seat's secret", before.ActionString(a), describeWindow(wa, oka), describeWindow(wd, okd), seatName(q), seatName(q))
		}
	}
	return nil
}

// windowOf returns the window open in s for seat q, if there is one.
func windowOf(s engine.State, q int) (engine.Window, bool) {
	w, ok := engine.OpenWindow(s)
	return w, ok && w.Seat == q
}

// passed returns s with its open window w passed (s itself when open is
// false), or nil when the Pass is refused.
func passed(s engine.State, w engine.Window, open bool) engine.State {
	if !open {
		return s
	}
	c := s.Clone()
	if c.Apply(w.Pass) != nil {
		return nil
	}
	return c
}

func describeWindow(w engine.Window, ok bool) string {
	if !ok {
		return "closed"
	}
	return fmt.Sprintf("open for %s asking %q (useful %v)", seatName(w.Seat), w.Prompt.String(), w.Useful)
}

// seatName names a seat in a failure message.
func seatName(p int) string {
	switch p {
	case engine.Observer:
		return "the Observer"
	case engine.Chance:
		return "chance"
	case engine.Terminal:
		return "nobody (the game is over)"
	}
	return engine.DefaultSeatName(p)
}

// checkSeats checks an option's Seats: a list per choice, each naming
// at least one seat of the game.
func checkSeats(g engine.Game, o engine.Option) error {
	if o.Seats == nil {
		return nil
	}
	if len(o.Seats) != len(o.Choices) {
		return fmt.Errorf("%s: option %s names seats for %d of %d choices", g.ID(), o.Key, len(o.Seats), len(o.Choices))
	}
	for i, seats := range o.Seats {
		if len(seats) == 0 {
			return fmt.Errorf("%s: option %s choice %q names no seat", g.ID(), o.Key, o.Choices[i])
		}
		for _, p := range seats {
			if p < 0 || p >= g.MaxPlayers() {
				return fmt.Errorf("%s: option %s choice %q names seat %d of %d", g.ID(), o.Key, o.Choices[i], p+1, g.MaxPlayers())
			}
		}
	}
	return nil
}

// checkOffered checks an option's ChoiceMinPlayers: one per choice, and
// the default offered at every player count the option applies to.
func checkOffered(g engine.Game, o engine.Option) error {
	if len(o.ChoiceMinPlayers) == 0 {
		return nil
	}
	if len(o.ChoiceMinPlayers) != len(o.Choices) {
		return fmt.Errorf("%s: option %s has %d choice player counts for %d choices", g.ID(), o.Key, len(o.ChoiceMinPlayers), len(o.Choices))
	}
	for n := max(g.MinPlayers(), o.MinPlayers); n <= g.MaxPlayers() && (o.MaxPlayers == 0 || n <= o.MaxPlayers); n++ {
		if choices, _ := o.Offered(n); !slices.Contains(choices, o.Default) {
			return fmt.Errorf("%s: option %s does not offer its default %q with %d players", g.ID(), o.Key, o.Default, n)
		}
	}
	return nil
}
