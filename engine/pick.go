package engine

import "math/rand/v2"

// BestPick keeps the highest-scoring of a stream of actions, breaking ties
// uniformly at random by reservoir sampling, for greedy players and
// rollout policies. The zero value is ready; offer at least one action.
type BestPick struct {
	best  Action
	score int
	ties  int
}

// Offer considers a with the given score.
func (b *BestPick) Offer(a Action, score int, rng *rand.Rand) {
	switch {
	case b.ties == 0 || score > b.score:
		b.best, b.score, b.ties = a, score, 1
	case score == b.score:
		b.ties++
		if rng.IntN(b.ties) == 0 {
			b.best = a
		}
	}
}

// Best is the chosen action.
func (b *BestPick) Best() Action { return b.best }
