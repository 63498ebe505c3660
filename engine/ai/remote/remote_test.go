package remote_test

import (
	"bytes"
	"fmt"
	"reflect"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/ai"
	"monstermixer/engine/ai/remote"
	_ "monstermixer/engine/games"
)

// position is a decision of a seat in a seeded random game.
type position struct {
	name  string
	game  engine.Game
	setup engine.Setup
	state engine.State
}

// positions plays a seeded random game of each registered game and takes
// want of its decisions with more than one legal action, spread over the
// game; secret takes only decisions where another seat holds a secret
// from the decider.
func positions(t *testing.T, want int, secret bool) []position {
	t.Helper()
	var out []position
	for _, g := range engine.Games() {
		setup := engine.Setup{Players: min(max(g.MinPlayers(), 3), g.MaxPlayers())}
		st, err := g.NewState(setup)
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRand(uint64(len(g.ID())))
		var found []engine.State
		for ply := 0; !st.IsTerminal() && ply < 4000; ply++ {
			p := st.CurrentPlayer()
			legal := engine.Legal(st)
			hidden := p >= 0 && !bytes.Equal(st.ViewFor(p).Encode(), st.Encode())
			if p >= 0 && len(legal) > 1 && (ply%37 == 11 || secret && hidden && ply%3 == 0) {
				found = append(found, st.Clone())
			}
			var a engine.Action
			if p == engine.Chance {
				a = engine.Sample(st, rng)
			} else {
				a = legal[rng.IntN(len(legal))]
			}
			if err := st.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		if len(found) == 0 {
			t.Fatalf("%s: no position found", g.ID())
		}
		for k := range want {
			i := k * (len(found) - 1) / max(1, want-1)
			out = append(out, position{fmt.Sprintf("%s/%d", g.ID(), i), g, setup, found[i]})
		}
	}
	return out
}

// TestWorkerDecidesAsNative: the worker's answer to a seat's view (the
// message written, read back, searched by Decide) is the native search's
// on that view, for the same seed: the same action, iterations and root
// statistics, in every game. The time cap is off so that the search
// depends on the seed alone; the iterations are Hard's (fewer with
// -short).
func TestWorkerDecidesAsNative(t *testing.T) {
	per := 3
	if testing.Short() {
		per = 2
	}
	for _, pos := range positions(t, per, false) {
		t.Run(pos.name, func(t *testing.T) {
			p := pos.state.CurrentPlayer()
			view := pos.state.ViewFor(p)
			cfg := ai.LevelConfig(ai.Hard, 0xfeed+uint64(p))
			cfg.TimeCap = 0
			if testing.Short() {
				cfg.Iterations = 400
			}
			native := ai.NewSearch(view, cfg)
			for !native.Step(cfg.Iterations) {
			}
			msg, err := remote.Request{Game: pos.game.ID(), Setup: pos.setup, Config: cfg, View: view}.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			rep, err := remote.UnmarshalReply(remote.Serve(msg, nil))
			if err != nil {
				t.Fatal(err)
			}
			got, err := rep.ParseIn(view)
			if err != nil {
				t.Fatal(err)
			}
			if want := native.Best(); got != want || rep.Iterations != native.Iterations() {
				t.Fatalf("worker played %s after %d iterations, native %s after %d",
					rep.Action, rep.Iterations, view.ActionString(want), native.Iterations())
			}
			stats := native.Stats(nil)
			if len(stats) != len(rep.Stats) {
				t.Fatalf("%d root statistics, native %d", len(rep.Stats), len(stats))
			}
			for i, s := range stats {
				r := rep.Stats[i]
				if r.Action != view.ActionString(s.Action) || r.Visits != s.Visits || r.Mean != s.Mean {
					t.Fatalf("root statistic %d: worker %+v, native %s %d %v", i, r, view.ActionString(s.Action), s.Visits, s.Mean)
				}
			}
		})
	}
}

// TestViewRoundTrips: the view rebuilt from a message encodes as the view
// sent, and so does its message.
func TestViewRoundTrips(t *testing.T) {
	for _, pos := range positions(t, 4, false) {
		p := pos.state.CurrentPlayer()
		view := pos.state.ViewFor(p)
		msg, err := remote.Request{Game: pos.game.ID(), Setup: pos.setup, View: view}.Marshal()
		if err != nil {
			t.Fatal(pos.name, err)
		}
		req, err := remote.Unmarshal(msg)
		if err != nil {
			t.Fatal(pos.name, err)
		}
		if !bytes.Equal(req.View.Encode(), view.Encode()) {
			t.Errorf("%s: the rebuilt view encodes otherwise", pos.name)
		}
		again, err := req.Marshal()
		if err != nil || !bytes.Equal(again, msg) {
			t.Errorf("%s: the rebuilt view's message differs (%v)", pos.name, err)
		}
		if !reflect.DeepEqual(engine.Legal(req.View), engine.Legal(view)) {
			t.Errorf("%s: the rebuilt view has other legal actions", pos.name)
		}
	}
}

// TestMessageIsTheSeatsViewOnly: the message for seat p is the same for
// every state p cannot tell from the real one (states sampled with
// Determinize on p's view, whose secrets of the other seats differ), so nothing
// secret beyond p's view crosses to the worker. At least one sampled state
// of the games with secrets really differs from the real one.
func TestMessageIsTheSeatsViewOnly(t *testing.T) {
	differed := map[string]bool{}
	for _, pos := range positions(t, 6, true) {
		p := pos.state.CurrentPlayer()
		msg := func(s engine.State) []byte {
			b, err := remote.Request{Game: pos.game.ID(), Setup: pos.setup, View: s.ViewFor(p)}.Marshal()
			if err != nil {
				t.Fatal(pos.name, err)
			}
			return b
		}
		real := msg(pos.state)
		rng := engine.NewRand(7)
		for k := range 8 {
			other := pos.state.ViewFor(p).Determinize(p, rng)
			if !bytes.Equal(other.Encode(), pos.state.Encode()) {
				differed[pos.game.ID()] = true
			}
			if !bytes.Equal(msg(other), real) {
				t.Fatalf("%s: seat %d's message differs for sampled state %d it cannot tell from the real one", pos.name, p, k)
			}
		}
	}
	for _, id := range []string{"monster-insurance", "monsters-on-board", "chess-monsters"} {
		if !differed[id] {
			t.Errorf("%s: no sampled state differed from the real one: the test proves nothing there", id)
		}
	}
}

// BenchmarkHardDecision times a Hard decision (the level's configuration,
// its 1 s cap included) at each of SamplePositions, natively or (with
// GOOS=js GOARCH=wasm and Node) as WebAssembly: the browser test times
// the same positions in the worker.
func BenchmarkHardDecision(b *testing.B) {
	for i, sp := range remote.SamplePositions {
		b.Run(sp.Game, func(b *testing.B) {
			req, err := remote.SampleRequest(i, ai.Config{})
			if err != nil {
				b.Fatal(err)
			}
			view := req.View
			iters := 0
			for i := 0; i < b.N; i++ {
				s := ai.NewSearch(view, ai.LevelConfig(ai.Hard, uint64(i)))
				for !s.Step(1 << 20) {
				}
				iters += s.Iterations()
			}
			b.ReportMetric(float64(iters)/float64(b.N), "iterations/op")
		})
	}
}

// TestWarmUp: the warm-up runs through every game, and stops when asked.
func TestWarmUp(t *testing.T) {
	calls := 0
	remote.WarmUp(func() bool { calls++; return false })
	if calls != len(engine.Games()) {
		t.Errorf("asked %d times whether to stop, want once a game (%d)", calls, len(engine.Games()))
	}
	calls = 0
	remote.WarmUp(func() bool { calls++; return true })
	if calls != 1 {
		t.Errorf("went on after a stop: asked %d times", calls)
	}
}

// TestSamplePositions: every sample position is a decision.
func TestSamplePositions(t *testing.T) {
	for _, sp := range remote.SamplePositions {
		st, _, err := remote.Sample(sp.Game, sp.Players, sp.Seed, sp.Plies)
		if err != nil {
			t.Fatal(err)
		}
		if st.CurrentPlayer() < 0 {
			t.Fatalf("%s: no seat decides", sp.Game)
		}
	}
}

// BenchmarkUnmarshal times rebuilding a view from its message at each of
// SamplePositions (the worker's cost before it searches).
func BenchmarkUnmarshal(b *testing.B) {
	for i, sp := range remote.SamplePositions {
		b.Run(sp.Game, func(b *testing.B) {
			req, err := remote.SampleRequest(i, ai.Config{})
			if err != nil {
				b.Fatal(err)
			}
			msg, err := req.Marshal()
			if err != nil {
				b.Fatal(err)
			}
			b.SetBytes(int64(len(msg)))
			for i := 0; i < b.N; i++ {
				if _, err := remote.Unmarshal(msg); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
