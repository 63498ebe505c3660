// Package history looks back at finished games: a kept game (its record,
// when it ended and its result), the statistics of each player computed
// from the kept records alone, renaming and forgetting a player in them,
// and the computer's analysis of the moves that were played. It is pure
// engine code: it never imports ebiten.
package history

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"time"

	"monstermixer/engine"
	"monstermixer/engine/record"
)

// Game is one finished game as it is kept.
type Game struct {
	// Name is where it is kept (the store's item name), "" for a game
	// made in memory.
	Name   string
	When   time.Time // when it ended (zero if unknown)
	Record *record.Record
	Result engine.Result
	// Moves counts the players' decisions (chance outcomes not counted).
	Moves int
}

// ErrNotOver is the error of a record that does not reach the end of its
// game: it cannot be kept or counted.
var ErrNotOver = errors.New("the game in it is not over")

// Finished makes the kept game of a record that replays to the end
// (upgraded first if an earlier version wrote it: record.Upgrade).
func Finished(rec *record.Record, when time.Time) (*Game, error) {
	rec.Upgrade()
	st, err := rec.Start()
	if err != nil {
		return nil, err
	}
	moves := 0
	for i, text := range rec.Actions {
		if st.IsTerminal() {
			return nil, fmt.Errorf("action %d, %s, comes after the end of the game", i+1, record.Excerpt(text))
		}
		a, err := st.ParseAction(text)
		if err == nil {
			if st.CurrentPlayer() >= 0 {
				moves++
			}
			err = st.Apply(a)
		}
		if err != nil {
			return nil, &record.LineError{Line: lineOf(rec, i), Err: fmt.Errorf("%s: %s", record.Excerpt(text), record.Clip(err.Error(), record.MaxMessage))}
		}
	}
	if !st.IsTerminal() {
		return nil, ErrNotOver
	}
	return &Game{When: when, Record: rec, Result: st.Result(), Moves: moves}, nil
}

func lineOf(rec *record.Record, i int) int {
	if i < len(rec.Lines) {
		return rec.Lines[i]
	}
	return 0
}

// Parse reads a kept game from its text: a record of a finished game.
// The error says what is wrong in a short sentence that quotes at most an
// excerpt of the text.
func Parse(data []byte, when time.Time) (*Game, error) {
	rec, err := record.Parse(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	return Finished(rec, when)
}

// GameName is the display name of a game id (the id itself when this
// version does not know the game).
func GameName(id string) string {
	if g, err := engine.Lookup(id); err == nil {
		return g.Name()
	}
	return id
}

// Players lists the seats' names, in seat order, joined with commas.
func (g *Game) Players() string {
	names := make([]string, len(g.Record.Seats))
	for i, s := range g.Record.Seats {
		names[i] = record.Clip(s.Name, 24)
	}
	return strings.Join(names, ", ")
}

// Outcome says who won, with the winners' scores: "Anna wins (16
// points)", "Bob and Cleo share the win (11 points)", or that nobody won;
// a lone seat's score attack (engine.Result.ScoreOnly) gives the score:
// "Anna plays alone (52 Spook Juice)".
func (g *Game) Outcome() string {
	if g.Result.ScoreOnly && len(g.Record.Seats) > 0 && len(g.Result.Scores) > 0 {
		return fmt.Sprintf("%s plays alone (%s)", record.Clip(g.Record.Seats[0].Name, 24), unitOf(g.Record.Game).Format(g.Result.Scores[0]))
	}
	var names []string
	score := 0
	for _, p := range g.Result.Winners() {
		names = append(names, record.Clip(g.Record.Seats[p].Name, 24))
		if p < len(g.Result.Scores) {
			score = g.Result.Scores[p]
		}
	}
	for _, r := range g.Result.Rivals {
		if r.Rank == 1 {
			names = append(names, r.Name)
			score = r.Score
		}
	}
	unit := unitOf(g.Record.Game)
	switch len(names) {
	case 0:
		return "nobody wins"
	case 1:
		return fmt.Sprintf("%s wins (%s)", names[0], unit.Format(score))
	}
	return fmt.Sprintf("%s share the win (%s)", engine.JoinWords(names), unit.Format(score))
}

// Summary is the line that tells a kept game in a list: the game, the
// players, who won and when.
func (g *Game) Summary() string {
	text := GameName(g.Record.Game) + ": " + g.Players() + " · " + g.Outcome()
	if !g.When.IsZero() {
		text += " · " + g.When.Local().Format("Jan 2 15:04")
	}
	return text
}

// Rename changes every seat named old to new in the record and reports
// whether any was. The caller checks new with record.CheckName.
func Rename(rec *record.Record, old, new string) bool {
	changed := false
	for i := range rec.Seats {
		if rec.Seats[i].Name == old {
			rec.Seats[i].Name = new
			changed = true
		}
	}
	return changed
}

// HasPlayer reports whether a person (a human seat) named name played in
// the record.
func HasPlayer(rec *record.Record, name string) bool {
	for _, s := range rec.Seats {
		if s.Kind == "human" && s.Name == name {
			return true
		}
	}
	return false
}

// unitOf is the score unit of a game id (points for an unknown game).
func unitOf(id string) engine.ScoreUnit {
	if gm, err := engine.Lookup(id); err == nil {
		return engine.UnitOf(gm)
	}
	return engine.Points
}
