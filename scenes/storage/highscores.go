package storage

import (
	"fmt"

	"monstermixer/engine/highscores"
	"monstermixer/engine/record"
)

// HighScoresName is the item holding the best scores of the solo modes.
const HighScoresName = "highscores.json"

// LoadHighScores reads the table of best scores. With no item it returns
// an empty table and no problem. A broken item is set aside, replaced by
// an empty table, and reported in problem (a sentence for a person).
func LoadHighScores(st Store) (t highscores.Table, problem string) {
	b, err := st.Read(HighScoresName)
	if IsMissing(err) {
		return highscores.Table{Modes: map[string][]highscores.Entry{}}, ""
	}
	if err == nil {
		if t, err = highscores.Unmarshal(b); err == nil {
			return t, ""
		}
	}
	problem = fmt.Sprintf("The best scores could not be read (%s); a new table starts.", record.Clip(err.Error(), record.MaxMessage))
	if bad, aerr := st.SetAside(HighScoresName); aerr == nil {
		problem += " The old file was kept as " + bad + "."
	}
	return highscores.Table{Modes: map[string][]highscores.Entry{}}, problem
}

// SaveHighScores writes the table of best scores (atomically on a desktop).
func SaveHighScores(st Store, t highscores.Table) error {
	b, err := highscores.Marshal(t)
	if err != nil {
		return err
	}
	return st.Write(HighScoresName, b)
}

// RecordHighScore adds a finished solo game's score to the list of its
// mode and writes the table; it returns where the score landed and any
// problem reading the old table (a sentence, or "").
func RecordHighScore(st Store, mode string, e highscores.Entry, lowerIsBetter bool) (highscores.Placement, string, error) {
	t, problem := LoadHighScores(st)
	pl := t.Add(mode, e, lowerIsBetter)
	return pl, problem, SaveHighScores(st, t)
}
