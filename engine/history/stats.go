package history

import (
	"cmp"
	"fmt"
	"slices"

	"monstermixer/engine"
)

// Tally counts games played and won.
type Tally struct {
	Played, Won int
	// ScoreOnly counts the games of Played that nobody could win: a lone
	// seat's score attack (engine.Result.ScoreOnly).
	ScoreOnly int
}

// Winnable is how many of the games played could be won (all but the
// ScoreOnly ones).
func (t Tally) Winnable() int { return t.Played - t.ScoreOnly }

// Rate is the share of games won among those that could be won, from 0
// to 1 (0 when none could be won).
func (t Tally) Rate() float64 {
	if t.Winnable() == 0 {
		return 0
	}
	return float64(t.Won) / float64(t.Winnable())
}

// Stats is one person's record at one game, computed from the kept games.
// A person is a human seat's name: the same name at different seats, in
// different games, is the same person. Computer seats have no statistics.
type Stats struct {
	Name string
	Game string // the game's id
	Tally
	// Versus tallies the games against each computer level that sat at
	// the table ("easy", "normal", "hard", "random"): a game with an Easy
	// and a Hard seat counts for both.
	Versus map[string]Tally
	// Best and Mean are the best and the mean score, in the game's unit
	// (for a game where fewer is better, Best is the fewest).
	Best int
	Mean float64
	// Longest is the longest run of wins in a row, Current the run that
	// the latest games make (a ScoreOnly game neither adds to a run nor
	// ends it).
	Longest, Current int
}

// Levels are the computer levels in the order statistics list them.
var Levels = []string{"random", "easy", "normal", "hard"}

// Compute returns the statistics of every person in games, one entry per
// name and game, sorted by name and then game. games are taken in the
// order of their When (earliest first; a streak follows that order).
func Compute(games []*Game) []Stats {
	order := slices.Clone(games)
	slices.SortStableFunc(order, func(a, b *Game) int { return a.When.Compare(b.When) })
	type key struct{ name, game string }
	idx := map[key]int{}
	var out []Stats
	sums := []int{}
	for _, g := range order {
		seats := g.Record.Seats
		lower := unitOf(g.Record.Game).LowerIsBetter
		for p, seat := range seats {
			if seat.Kind != "human" {
				continue
			}
			k := key{seat.Name, g.Record.Game}
			i, ok := idx[k]
			if !ok {
				i = len(out)
				idx[k] = i
				out = append(out, Stats{Name: seat.Name, Game: g.Record.Game, Versus: map[string]Tally{}})
				sums = append(sums, 0)
			}
			st := &out[i]
			score := 0
			if p < len(g.Result.Scores) {
				score = g.Result.Scores[p]
			}
			won := g.Result.SeatWon(p)
			if st.Played == 0 || (!lower && score > st.Best) || (lower && score < st.Best) {
				st.Best = score
			}
			st.Played++
			sums[i] += score
			st.Mean = float64(sums[i]) / float64(st.Played)
			if g.Result.ScoreOnly {
				// neither a win nor a loss: the run of wins goes on
				st.ScoreOnly++
				continue
			}
			if won {
				st.Won++
				st.Current++
				st.Longest = max(st.Longest, st.Current)
			} else {
				st.Current = 0
			}
			seen := map[string]bool{}
			for q, other := range seats {
				if q == p || other.Kind == "human" || seen[other.Kind] {
					continue
				}
				seen[other.Kind] = true
				t := st.Versus[other.Kind]
				t.Played++
				if won {
					t.Won++
				}
				st.Versus[other.Kind] = t
			}
		}
	}
	slices.SortFunc(out, func(a, b Stats) int {
		return cmp.Or(cmp.Compare(a.Name, b.Name), cmp.Compare(a.Game, b.Game))
	})
	return out
}

// Find returns the statistics of name at game, and false when that person
// has no kept game of it.
func Find(all []Stats, name, game string) (Stats, bool) {
	for _, s := range all {
		if s.Name == name && s.Game == game {
			return s, true
		}
	}
	return Stats{}, false
}

// People lists the names that have statistics, sorted, each once.
func People(all []Stats) []string {
	var names []string
	for _, s := range all {
		if len(names) == 0 || names[len(names)-1] != s.Name {
			names = append(names, s.Name)
		}
	}
	return names
}

// Headline is the one line game over says of a person who just finished
// game (st counts that game): "Anna: 7th win at Monster Factory", or
// after a loss "Bob: 3 wins in 8 games of Monster Insurance".
func Headline(st Stats, wonLast bool) string {
	game := GameName(st.Game)
	if wonLast {
		line := fmt.Sprintf("%s: %s win at %s", st.Name, engine.Ordinal(st.Won), game)
		if st.Current >= 2 {
			line += fmt.Sprintf(", %d in a row", st.Current)
		}
		return line
	}
	return fmt.Sprintf("%s: %s in %s of %s", st.Name, engine.Count(st.Won, "win", "wins"), engine.Count(st.Played, "game", "games"), game)
}
