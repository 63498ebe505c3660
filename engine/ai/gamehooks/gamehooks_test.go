package gamehooks_test

import (
	"math/rand/v2"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/ai"
	"monstermixer/engine/ai/gamehooks"
	"monstermixer/engine/insurance"
	"monstermixer/engine/match"
)

// policy plays a rollout policy as an agent, checking that every action
// it returns is legal.
type policy struct {
	t    *testing.T
	f    func(engine.State, *rand.Rand) engine.Action
	rng  *rand.Rand
	seen *int
}

func (p policy) Choose(v engine.State) engine.Action {
	a := p.f(v, p.rng)
	if !engine.IsLegal(v, a) {
		p.t.Fatalf("%s: the rollout policy chose %d, which is not legal", v.Game().ID(), a)
	}
	*p.seen++
	return a
}

// margin plays games of the policy in one seat (rotating) against random
// players and returns its mean score minus the mean of the others, and how
// often it ranked first.
func margin(t *testing.T, g engine.Game, players, games int, f func(engine.State, *rand.Rand) engine.Action) (float64, int) {
	sum, firsts, moves := 0.0, 0, 0
	for i := 0; i < games; i++ {
		seat := i % players
		agents := make([]engine.Agent, players)
		for p := range agents {
			agents[p] = ai.NewRandomAgent(uint64(100*i + p))
		}
		agents[seat] = policy{t, f, engine.NewRand(uint64(i)), &moves}
		out, err := match.Play(g, engine.Setup{Players: players}, agents, engine.NewRand(uint64(i)), nil, uint64(i), 10000)
		if err != nil {
			t.Fatal(err)
		}
		others := 0
		for p, sc := range out.Result.Scores {
			if p != seat {
				others += sc
			}
		}
		sum += float64(out.Result.Scores[seat]) - float64(others)/float64(players-1)
		if out.Result.Ranks[seat] == 1 {
			firsts++
		}
	}
	if moves == 0 {
		t.Fatal("the policy never chose")
	}
	return sum / float64(games), firsts
}

// The Monster Insurance hooks are registered by game id, with widening.
func TestRegistered(t *testing.T) {
	if h := ai.HooksFor(insurance.GameID); h.Rollout == nil || h.Widen <= 0 {
		t.Errorf("%s: hooks %+v", insurance.GameID, h)
	}
}

// The Monster Insurance rollout policy plays legal moves and, alone, beats
// three random players clearly: it places houses away from the monster and
// the rest near it.
func TestInsuranceRolloutBeatsRandom(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 12
	}
	m, firsts := margin(t, insurance.Game, 4, games, gamehooks.InsuranceRollout)
	t.Logf("Monster Insurance rollout policy vs 3 random: mean margin %+.2f, first in %d of %d", m, firsts, games)
	if m < 1 || firsts <= games/4 {
		t.Errorf("mean margin %+.2f and first in %d of %d games: not clearly better than random", m, firsts, games)
	}
}

// benchChoose times one decision of level l from v (time cap off).
func benchChoose(b *testing.B, v engine.State, l ai.Level) {
	cfg := ai.LevelConfig(l, 1)
	cfg.TimeCap = 0
	for b.Loop() {
		ai.NewAgentConfig(cfg).Choose(v)
	}
}
