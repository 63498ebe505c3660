package ai_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"monstermixer/engine"
	"monstermixer/engine/ai"
	_ "monstermixer/engine/ai/gamehooks"
	"monstermixer/engine/factory"
	_ "monstermixer/engine/games" // every game, for -strength.game
	"monstermixer/engine/match"
	"monstermixer/engine/record"
)

// Strength measurement, e.g.
//
//	go test ./engine/ai -run TestStrength -v -timeout 0 \
//	    -args -strength.games 400 -strength.players 2 -strength.opp random
//	go test ./engine/ai -run TestStrength -v -timeout 0 \
//	    -args -strength.game monster-insurance -strength.games 400 -strength.players 4 -strength.opp random
//
// Without the flags it plays a few short games at a small budget so that
// the harness itself stays tested.
var (
	strengthGame    = flag.String("strength.game", factory.Game.ID(), "game id for TestStrength")
	strengthGames   = flag.Int("strength.games", 0, "games for TestStrength (0: a short check)")
	strengthPlayers = flag.Int("strength.players", 2, "seats for TestStrength")
	strengthOpp     = flag.String("strength.opp", "random", "opponents for TestStrength: random, easy or normal")
	strengthLevel   = flag.String("strength.level", "hard", "level measured by TestStrength")
	strengthSeed    = flag.Uint64("strength.seed", 1, "first seed for TestStrength")
	strengthVerbose = flag.Bool("strength.verbose", false, "log every game TestStrength did not win alone")
	strengthScores  = flag.Bool("strength.scores", false, "log every game's scores (and its rivals')")
	strengthIters   = flag.Int("strength.iters", 0, "iterations of the measured level (0: the level's own)")
	strengthC       = flag.Float64("strength.c", 0, "exploration constant of the measured level (0: default)")
	strengthEvery   = flag.Int("strength.every", 0, "log the running totals every this many games (0: only at the end)")
	strengthW       = flag.Float64("strength.w", -1, "score weight of the measured level (-1: default)")
	strengthDepth   = flag.Int("strength.depth", 0, "rollout depth before the game's estimate for the measured level (0: the game's own)")
	strengthRecords = flag.String("strength.records", "", "directory to write each TestStrength game's record into (to check that two commits play alike)")
	strengthOptions optionFlags
)

func init() {
	flag.Var(&strengthOptions, "strength.option", "game option key=value for TestStrength (repeatable)")
}

// optionFlags collects repeated key=value game options.
type optionFlags struct{ m map[string]string }

func (o *optionFlags) String() string { return fmt.Sprint(o.m) }

func (o *optionFlags) Set(v string) error {
	k, val, ok := strings.Cut(v, "=")
	if !ok {
		return fmt.Errorf("option %q: want key=value", v)
	}
	if o.m == nil {
		o.m = map[string]string{}
	}
	o.m[k] = val
	return nil
}

// strengthResult sums up a series of games of one level against others.
type strengthResult struct {
	games, firsts, sole int
	margin              float64 // mean score minus best opponent score
	moves               int
	think               time.Duration
}

func (r strengthResult) String() string {
	return fmt.Sprintf("%d games: rank 1 in %d (%.1f%%), sole win in %d (%.1f%%), mean margin over best opponent %+.2f, %.1f ms/move over %d moves",
		r.games, r.firsts, 100*float64(r.firsts)/float64(r.games), r.sole, 100*float64(r.sole)/float64(r.games),
		r.margin/float64(r.games), float64(r.think.Milliseconds())/float64(max(r.moves, 1)), r.moves)
}

// timed measures an agent's thinking time and move count.
type timed struct {
	engine.Agent
	think *time.Duration
	moves *int
}

func (t timed) Choose(v engine.State) engine.Action {
	start := time.Now()
	a := t.Agent.Choose(v)
	*t.think += time.Since(start)
	*t.moves++
	return a
}

// measure plays games of cfg in one seat (rotating) against opponents made
// by opp, with seeds from seed on; the time cap is off so that runs are
// reproducible.
func measure(t testing.TB, g engine.Game, players, games int, cfg ai.Config, opp func(seed uint64) engine.Agent, seed uint64) strengthResult {
	var r strengthResult
	for i := 0; i < games; i++ {
		gs := seed + uint64(i)
		seat := i % players
		agents := make([]engine.Agent, players)
		for p := range agents {
			agents[p] = opp(gs*16 + uint64(p))
		}
		c := cfg
		c.Seed = gs
		agents[seat] = timed{ai.NewAgentConfig(c), &r.think, &r.moves}
		var seats []record.Seat
		if *strengthRecords != "" {
			seats = make([]record.Seat, players)
			for p := range seats {
				seats[p] = record.Seat{Name: fmt.Sprintf("Seat %d", p+1), Kind: *strengthOpp}
				if p == seat {
					seats[p].Kind = *strengthLevel
				}
			}
		}
		out, err := match.Play(g, engine.Setup{Players: players, Options: strengthOptions.m}, agents, engine.NewRand(gs), seats, gs, 10000)
		if err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		if out.Record != nil {
			writeStrengthRecord(t, *strengthRecords, g.ID(), gs, out.Record)
		}
		r.games++
		res := out.Result
		if res.Ranks[seat] == 1 {
			r.firsts++
			if len(res.Winners()) == 1 {
				r.sole++
			}
		}
		best, any := 0, false
		for p, s := range res.Scores {
			if p != seat && (!any || s > best) {
				best, any = s, true
			}
		}
		for _, rv := range res.Rivals {
			if !any || rv.Score > best {
				best, any = rv.Score, true
			}
		}
		r.margin += float64(res.Scores[seat] - best)
		if *strengthEvery > 0 && r.games%*strengthEvery == 0 && r.games < games {
			t.Logf("after %v", r)
		}
		if *strengthScores {
			t.Logf("game seed %d, measured seat %d: scores %v, ranks %v, rivals %v", gs, seat, res.Scores, res.Ranks, res.Rivals)
		} else if *strengthVerbose && (res.Ranks[seat] != 1 || len(res.Winners()) > 1) {
			t.Logf("game seed %d, measured seat %d: scores %v, %d actions", gs, seat, res.Scores, out.Actions)
		}
	}
	return r
}

// writeStrengthRecord writes one strength game's record as DIR/ID-SEED.mixer.
func writeStrengthRecord(t testing.TB, dir, id string, seed uint64, rec *record.Record) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	name := filepath.Join(dir, fmt.Sprintf("%s-%d.mixer", id, seed))
	if err := os.WriteFile(name, []byte(rec.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

func opponent(kind string) (func(uint64) engine.Agent, error) {
	if kind == "random" {
		return ai.NewRandomAgent, nil
	}
	l, err := ai.ParseLevel(kind)
	if err != nil {
		return nil, err
	}
	return func(seed uint64) engine.Agent {
		c := ai.LevelConfig(l, seed)
		c.TimeCap = 0
		return ai.NewAgentConfig(c)
	}, nil
}

func TestStrength(t *testing.T) {
	opp, err := opponent(*strengthOpp)
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.Lookup(*strengthGame)
	if err != nil {
		t.Fatal(err)
	}
	level, err := ai.ParseLevel(*strengthLevel)
	if err != nil {
		t.Fatal(err)
	}
	cfg := ai.LevelConfig(level, 0)
	cfg.TimeCap = 0
	if *strengthIters > 0 {
		cfg.Iterations = *strengthIters
	}
	if *strengthC > 0 {
		cfg.Exploration = *strengthC
	}
	if *strengthW >= 0 {
		cfg.ScoreWeight = *strengthW
	}
	if *strengthDepth > 0 {
		cfg.Depth = *strengthDepth
	}
	games := *strengthGames
	if games == 0 {
		// Short check: a small search against random players.
		games = 10
		cfg.Iterations = 1000
	}
	r := measure(t, g, *strengthPlayers, games, cfg, opp, *strengthSeed)
	t.Logf("%s %v: %s (%d iterations, depth %d, C %.2f, w %.2f) vs %s, %d players, seeds %d-%d: %v", g.ID(), strengthOptions.m, level, cfg.Iterations, cfg.Depth, cfg.Exploration, cfg.ScoreWeight, *strengthOpp, *strengthPlayers, *strengthSeed, *strengthSeed+uint64(games)-1, r)
	if *strengthGames == 0 && *strengthOpp == "random" && *strengthPlayers == 2 && r.firsts < games*6/10 {
		t.Errorf("a %d-iteration search won only %d of %d games against a random player", cfg.Iterations, r.firsts, games)
	}
}

// factoryDecision keeps Monster Factory placement decisions after the
// opening picks.
func factoryDecision(s engine.State) bool {
	return s.(*factory.State).Phase() == factory.PhasePlace
}

func BenchmarkFactoryHard2p(b *testing.B) {
	benchLevel(b, factory.Game, 2, factoryDecision, 4, ai.Hard, "ms/move")
}
func BenchmarkFactoryHard4p(b *testing.B) {
	benchLevel(b, factory.Game, 4, factoryDecision, 4, ai.Hard, "ms/move")
}
func BenchmarkFactoryNormal2p(b *testing.B) {
	benchLevel(b, factory.Game, 2, factoryDecision, 4, ai.Normal, "ms/move")
}
func BenchmarkFactoryEasy2p(b *testing.B) {
	benchLevel(b, factory.Game, 2, factoryDecision, 4, ai.Easy, "ms/move")
}

// The search must give legal moves on Monster Factory at every level, and
// the same move for the same seed.
func TestFactoryDeterministic(t *testing.T) {
	s := factory.New(3)
	rng := engine.NewRand(3)
	ra := ai.NewRandomAgent(3)
	for i := 0; i < 30; i++ {
		var a engine.Action
		if s.CurrentPlayer() == engine.Chance {
			a = engine.Sample(s, rng)
		} else {
			a = ra.Choose(s)
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	for s.CurrentPlayer() == engine.Chance {
		if err := s.Apply(engine.Sample(s, rng)); err != nil {
			t.Fatal(err)
		}
	}
	v := s.ViewFor(s.CurrentPlayer())
	c := ai.LevelConfig(ai.Normal, 11)
	c.TimeCap = 0
	c.Iterations = 300
	a1 := ai.NewAgentConfig(c).Choose(v)
	a2 := ai.NewAgentConfig(c).Choose(v)
	if a1 != a2 || !engine.IsLegal(v, a1) {
		t.Errorf("moves %s and %s (legal: %v)", v.ActionString(a1), v.ActionString(a2), engine.IsLegal(v, a1))
	}
}
