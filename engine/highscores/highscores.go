// Package highscores keeps the best scores of solo games per game mode
// (Monsters on Board's "beat your own scare", a solo game of Monster
// Fandango): a table of entries with a name, a score, a date and the
// seed, best first. It is pure logic and a JSON form; the app stores the
// JSON (scenes/storage).
package highscores

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"monstermixer/engine"
)

// Keep is how many entries a mode's list holds.
const Keep = 10

// Moder is implemented by games whose solo games keep high scores: it
// names the mode a setup plays ("Beat your own scare"), or reports false
// when the setup keeps none (a game of several seats).
type Moder interface {
	HighScoreMode(setup engine.Setup) (mode string, ok bool)
}

// Disqualifier is implemented by states whose finished solo game may not
// be a score at all (Monster Fandango's solo game that did not finish its
// three quests): HighScoreMiss says why, or "" when the score counts.
type Disqualifier interface {
	HighScoreMiss() string
}

// Miss says why the finished game st keeps no score in its mode's list,
// or "" when its score counts.
func Miss(st engine.State) string {
	if d, ok := st.(Disqualifier); ok {
		return d.HighScoreMiss()
	}
	return ""
}

// ModeOf is the key of a setup's high score list: the game's id and the
// mode its Moder names; ok is false for a game or setup that keeps none.
func ModeOf(g engine.Game, setup engine.Setup) (key string, ok bool) {
	m, has := g.(Moder)
	if !has {
		return "", false
	}
	mode, ok := m.HighScoreMode(setup)
	if !ok {
		return "", false
	}
	return g.ID() + "/" + mode, true
}

// ModeName is the mode part of a key made by ModeOf, for a person.
func ModeName(key string) string {
	_, mode, _ := strings.Cut(key, "/")
	return mode
}

// Entry is one score in a list.
type Entry struct {
	Name  string    `json:"name"`
	Score int       `json:"score"`
	Date  time.Time `json:"date"`
	Seed  uint64    `json:"seed"`
}

// Table holds the lists of best scores by mode key, each best first.
type Table struct {
	Modes map[string][]Entry `json:"modes"`
}

// Placement says where a new score landed in its list.
type Placement struct {
	Rank     int   // 1-based place in the list; 0 when it did not make the list
	Of       int   // entries in the list after adding
	Best     bool  // it is the new best (first, above every earlier score)
	Previous Entry // the best before it (zero when the list was empty)
	First    bool  // the list was empty: the first score of the mode
}

// better reports whether score a ranks above b; lower is better in games
// whose unit says so. An equal score ranks below the older one.
func better(a, b int, lowerIsBetter bool) bool {
	if lowerIsBetter {
		return a < b
	}
	return a > b
}

// Add puts e into the list of mode, best first (an equal score goes below
// the earlier ones), keeps the best Keep, and says where e landed.
func (t *Table) Add(mode string, e Entry, lowerIsBetter bool) Placement {
	if t.Modes == nil {
		t.Modes = map[string][]Entry{}
	}
	list := t.Modes[mode]
	var pl Placement
	if len(list) == 0 {
		pl.First = true
	} else {
		pl.Previous = list[0]
	}
	i := 0
	for i < len(list) && !better(e.Score, list[i].Score, lowerIsBetter) {
		i++
	}
	list = slices.Insert(list, i, e)
	if len(list) > Keep {
		list = list[:Keep]
	}
	t.Modes[mode] = list
	if i < Keep {
		pl.Rank = i + 1
	}
	pl.Of = len(list)
	pl.Best = i == 0
	return pl
}

// Best returns the best entry of a mode.
func (t *Table) Best(mode string) (Entry, bool) {
	if list := t.Modes[mode]; len(list) > 0 {
		return list[0], true
	}
	return Entry{}, false
}

// Sentence says where a placement landed, for the game over screen:
// "A new best score! Your old best was 182 Spook Juice (Anna)." or "Your
// score is 3rd of 10 best; the best is 201 Spook Juice (Bob)."
func (p Placement) Sentence(unit engine.ScoreUnit) string {
	switch {
	case p.First:
		return "Your first score in this mode, so the best so far."
	case p.Best:
		return fmt.Sprintf("A new best score! The old best was %s (%s).", unit.Format(p.Previous.Score), p.Previous.Name)
	case p.Rank > 0:
		return fmt.Sprintf("Your score is %s of the %d best; the best is %s (%s).", engine.Ordinal(p.Rank), p.Of, unit.Format(p.Previous.Score), p.Previous.Name)
	}
	return fmt.Sprintf("Your score did not make the %d best; the best is %s (%s).", Keep, unit.Format(p.Previous.Score), p.Previous.Name)
}

// Marshal writes the table as JSON.
func Marshal(t Table) ([]byte, error) { return json.MarshalIndent(t, "", "  ") }

// Unmarshal reads a table written by Marshal and checks it: every list at
// most Keep entries, each with a name.
func Unmarshal(data []byte) (Table, error) {
	var t Table
	if err := json.Unmarshal(data, &t); err != nil {
		return Table{}, err
	}
	for mode, list := range t.Modes {
		if mode == "" {
			return Table{}, errors.New("a list has no mode")
		}
		if len(list) > Keep {
			return Table{}, fmt.Errorf("the list of %s has %d entries, more than %d", ModeName(mode), len(list), Keep)
		}
		for _, e := range list {
			if strings.TrimSpace(e.Name) == "" {
				return Table{}, fmt.Errorf("an entry of %s has no name", ModeName(mode))
			}
		}
	}
	if t.Modes == nil {
		t.Modes = map[string][]Entry{}
	}
	return t, nil
}
