package ai

import (
	"fmt"
	"strings"
	"time"
)

// Level is the strength of a computer opponent.
type Level int

// The levels, weakest first.
const (
	Easy Level = iota
	Normal
	Hard
)

// Levels lists every level, weakest first.
var Levels = []Level{Easy, Normal, Hard}

// String returns the level's name as ParseLevel reads it.
func (l Level) String() string {
	switch l {
	case Easy:
		return "easy"
	case Normal:
		return "normal"
	case Hard:
		return "hard"
	}
	return fmt.Sprintf("level(%d)", int(l))
}

// ParseLevel reads "easy", "normal" or "hard" (any case).
func ParseLevel(s string) (Level, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "easy":
		return Easy, nil
	case "normal":
		return Normal, nil
	case "hard":
		return Hard, nil
	}
	return 0, fmt.Errorf("unknown level %q (want easy, normal or hard)", s)
}

// DefaultTimeCap bounds the thinking time of every level.
const DefaultTimeCap = time.Second

// Config tunes one search.
type Config struct {
	// Iterations is the budget of iterations (determinize, descend,
	// expand, roll out, back up).
	Iterations int
	// TimeCap bounds the time spent inside Step calls, summed over the
	// search; 0 means no cap, which makes the search fully deterministic.
	TimeCap time.Duration
	// Seed seeds the search's generator.
	Seed uint64
	// Exploration is the UCT constant C (rewards lie in [0,1]).
	Exploration float64
	// ScoreWeight blends the normalised score into the win reward:
	// reward = (1-w)*winShare + w*normalisedScore.
	ScoreWeight float64
	// MaxRolloutPlies stops a runaway rollout: after that many actions the
	// rollout is scored from the game's provisional Result. 0 means 10000.
	MaxRolloutPlies int
	// StopWhenDecided ends the search as soon as the most visited root
	// action leads every other by more visits than the iterations left:
	// the rest of the budget could not change Best, so the move is the
	// same and only the time is saved. The levels turn it on.
	StopWhenDecided bool
	// Depth, when above 0, replaces the game's Hooks.Depth: the rollout
	// actions after which the game's Evaluate scores the rollout.
	Depth int
}

// LevelConfig returns the configuration of a level with the default time
// cap and the given seed. Budgets: Easy 150, Normal 1500, Hard 6000
// iterations. The time each takes per game and machine is measured in
// docs/performance.md, not here; where a game's iterations are dear (Monster Insurance
// in a browser), the time cap bounds Hard.
func LevelConfig(l Level, seed uint64) Config {
	c := Config{
		TimeCap:         DefaultTimeCap,
		Seed:            seed,
		Exploration:     0.7,
		ScoreWeight:     0.2,
		StopWhenDecided: true,
	}
	switch l {
	case Easy:
		c.Iterations = 150
	case Normal:
		c.Iterations = 1500
	default:
		c.Iterations = 6000
	}
	return c
}
