package factory

import (
	"runtime"
	"testing"

	"monstermixer/engine"
)

// playRandom plays one whole game with a random legal action at each
// decision and sampled chance outcomes.
func playRandom(s *State, rng interface{ IntN(int) int }, buf []engine.Action, sample func(*State) engine.Action) []engine.Action {
	for !s.IsTerminal() {
		var a engine.Action
		if s.CurrentPlayer() == engine.Chance {
			a = sample(s)
		} else {
			buf = s.AppendLegalActions(buf[:0])
			a = buf[rng.IntN(len(buf))]
		}
		if err := s.Apply(a); err != nil {
			panic(err)
		}
	}
	return buf
}

// BenchmarkRandomGame4p plays whole random 4-player games (a random legal
// action at each decision, chance sampled) and reports games/s; run it with
// -cpu 1 for one core.
func BenchmarkRandomGame4p(b *testing.B) {
	rng := engine.NewRand(1)
	buf := make([]engine.Action, 0, 1024)
	sample := func(s *State) engine.Action { return s.SampleChance(rng) }
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := New(4)
		buf = playRandom(s, rng, buf, sample)
	}
	b.StopTimer()
	runtime.ReadMemStats(&m1)
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(m1.Mallocs-m0.Mallocs)/float64(b.N), "allocs/game")
	b.ReportMetric(float64(m1.TotalAlloc-m0.TotalAlloc)/float64(b.N), "B/game")
}
