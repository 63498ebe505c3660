package session

import (
	"bytes"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"monstermixer/engine"
	"monstermixer/engine/record"
	"monstermixer/scenes/storage"
)

// SaveName is the store's name of the session's autosave: one per game.
func (s *Session) SaveName() string { return storage.AutosaveFor(s.Record.Game) }

// Saved is an autosave that can be resumed.
type Saved struct {
	Name     string         // the store's name
	Record   *record.Record // replays whole
	Modified time.Time      // when it was written (zero if unknown)
	Moves    int            // decisions the players made (chance outcomes not counted)
}

// Summary says what the save is, for the title's Continue: the game, the
// players, how far it got and when it was saved.
func (s Saved) Summary() string {
	names := make([]string, len(s.Record.Seats))
	for i, seat := range s.Record.Seats {
		names[i] = record.Clip(seat.Name, 24)
	}
	text := fmt.Sprintf("%s: %s, %s", gameName(s.Record.Game), strings.Join(names, ", "), movesText(s.Moves))
	if !s.Modified.IsZero() {
		text += ", saved " + s.Modified.Local().Format("Jan 2 15:04")
	}
	return text
}

func gameName(id string) string {
	if g, err := engine.Lookup(id); err == nil {
		return g.Name()
	}
	return id
}

func movesText(n int) string {
	switch n {
	case 0:
		return "not started"
	case 1:
		return "1 move"
	}
	return fmt.Sprintf("%d moves", n)
}

// Resume makes the session of the save.
func (s Saved) Resume() (*Session, error) { return Load(s.Record) }

// LoadSaves reads every autosave in st, newest first. canShow reports
// whether this version has a table for a game. Nothing is ever lost: a
// save that cannot be resumed whole is set aside under a new name (see
// storage.Store.SetAside); when its beginning still replays (a save cut
// mid-line by a crash), that beginning is written back and offered. The
// notices say, in a sentence each, what happened and where the original
// is; they quote at most a short excerpt of the file.
func LoadSaves(st storage.Store, canShow func(gameID string) bool) (saves []Saved, notices []string) {
	items, err := st.List()
	if err != nil {
		return nil, []string{"Your saved games could not be listed: " + record.Clip(err.Error(), record.MaxMessage)}
	}
	taken := map[string]bool{}
	for _, it := range items {
		taken[it.Name] = true
	}
	for _, it := range items {
		if !storage.IsAutosave(it.Name) {
			continue
		}
		sv, notice := loadSave(st, it, canShow)
		if notice != "" {
			notices = append(notices, notice)
		}
		if sv == nil {
			continue
		}
		if want := storage.AutosaveFor(sv.Record.Game); sv.Name != want {
			// A save of an earlier version, or one whose file name
			// does not match its game: it moves to its game's name.
			if taken[want] {
				bad, err := st.SetAside(sv.Name)
				if err == nil {
					notices = append(notices, fmt.Sprintf("An older saved %s game was kept as %s.", gameName(sv.Record.Game), bad))
				}
				continue
			}
			if err := st.Write(want, []byte(sv.Record.String())); err != nil {
				continue
			}
			st.Remove(sv.Name)
			sv.Name, taken[want] = want, true
		}
		saves = append(saves, *sv)
	}
	sort.SliceStable(saves, func(i, j int) bool { return saves[i].Modified.After(saves[j].Modified) })
	return saves, notices
}

// loadSave reads one autosave, recovering what it can.
func loadSave(st storage.Store, it storage.Item, canShow func(string) bool) (*Saved, string) {
	b, err := st.Read(it.Name)
	if err != nil {
		return nil, setAside(st, it.Name, "Your saved game could not be read ("+record.Clip(err.Error(), record.MaxMessage)+").")
	}
	rec, sess, damage := recoverSave(b)
	if rec == nil {
		return nil, setAside(st, it.Name, "Your saved game could not be resumed ("+damage+").")
	}
	if !canShow(rec.Game) {
		return nil, setAside(st, it.Name, fmt.Sprintf("Your saved game is of %s, which this version cannot show.", record.Excerpt(rec.Game)))
	}
	sv := &Saved{Name: it.Name, Record: rec, Modified: it.Modified, Moves: sess.moves()}
	if damage == "" {
		return sv, ""
	}
	// Keep the original aside, then offer what replays.
	bad, err := st.SetAside(it.Name)
	if err != nil {
		return nil, "Your saved game is damaged (" + damage + ") and could not be moved aside: " + record.Clip(err.Error(), record.MaxMessage)
	}
	sv.Name = storage.AutosaveFor(rec.Game)
	if err := st.Write(sv.Name, sess.Save()); err != nil {
		return nil, fmt.Sprintf("Your saved game is damaged (%s); it was kept as %s.", damage, bad)
	}
	sv.Record = sess.Record.Clone()
	return sv, fmt.Sprintf("Your saved %s game was damaged (%s); it was recovered up to %s and can be continued. The original was kept as %s.",
		gameName(rec.Game), damage, movesText(sv.Moves), bad)
}

// setAside keeps a broken save under a new name and says so after msg.
func setAside(st storage.Store, name, msg string) string {
	if bad, err := st.SetAside(name); err == nil {
		return msg + " It was kept as " + bad + "."
	}
	return msg
}

// recoverSave reads a save, keeping its longest beginning that replays.
// It returns the record and its session, and what was wrong (empty when
// the save is whole); a nil record when not even the setup is readable.
func recoverSave(b []byte) (*record.Record, *Session, string) {
	rec, err := record.ParsePrefix(bytes.NewReader(b))
	var damage string
	if err != nil {
		damage = record.Clip(err.Error(), record.MaxMessage)
		if rec == nil {
			return nil, nil, damage
		}
	}
	// A save always ends with a line break: without one the last line
	// was cut by a crash, and "play 1" may be what is left of "play 12".
	if n := len(rec.Actions); err == nil && n > 0 && len(b) > 0 && b[len(b)-1] != '\n' && rec.Lines[n-1] == bytes.Count(b, []byte("\n"))+1 {
		damage = fmt.Sprintf("line %d is cut short", rec.Lines[n-1])
		rec.Truncate(n - 1)
	}
	sess, ln, err := replayPrefix(rec)
	if sess == nil {
		return nil, nil, record.Clip(err.Error(), record.MaxMessage)
	}
	if err != nil && damage == "" {
		damage = record.Clip(err.Error(), record.MaxMessage)
		if ln > 0 && !strings.HasPrefix(damage, "line ") {
			damage = fmt.Sprintf("line %d: %s", ln, damage)
		}
	}
	return sess.Record, sess, damage
}

// replayPrefix replays as many of the record's actions as it can. It
// returns the session, the line of the first action that failed (0 if
// none) and why; a nil session when the game cannot even start.
func replayPrefix(rec *record.Record) (*Session, int, error) {
	rec = rec.Clone()
	rec.Upgrade()
	st, err := rec.Start()
	if err != nil {
		return nil, 0, err
	}
	s := &Session{Game: st.Game(), Record: rec.Clone(), State: st}
	s.Record.Truncate(0)
	for i, text := range rec.Actions {
		a, err := s.State.ParseAction(text)
		if err == nil {
			err = s.Apply(a)
		}
		if err != nil {
			ln := 0
			if i < len(rec.Lines) {
				ln = rec.Lines[i]
			}
			return s, ln, errors.New(record.Clip(fmt.Sprintf("%s: %v", record.Excerpt(text), err), record.MaxMessage))
		}
	}
	return s, 0, nil
}

// moves counts the decisions players made.
func (s *Session) moves() int {
	n := 0
	for _, e := range s.Entries {
		if e.Actor >= 0 {
			n++
		}
	}
	return n
}
