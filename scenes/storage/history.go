package storage

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"monstermixer/engine/history"
	"monstermixer/engine/record"
)

// KeepLimit is how many finished games are kept; the oldest is dropped
// when a new one would make more.
const KeepLimit = 200

// maxMakeRoom is how many of the oldest kept games KeepFinished drops, at
// most, to make room for a new one in a full store.
const maxMakeRoom = 10

// finishedPrefix starts the name of every kept finished game:
// finished-DATE-TIME.MILLIS-GAME.mixer, so that names sort by when the
// games ended.
const finishedPrefix = "finished-"

// IsFinished reports whether name is a kept finished game's name.
func IsFinished(name string) bool {
	return strings.HasPrefix(name, finishedPrefix) && strings.HasSuffix(name, ".mixer")
}

// finishedStamp is the time layout in a kept game's name (UTC).
const finishedStamp = "20060102-150405.000"

// FinishedTime reads when a kept game ended from its name (zero when the
// name does not say).
func FinishedTime(name string) time.Time {
	rest, ok := strings.CutPrefix(name, finishedPrefix)
	if !ok || len(rest) < len(finishedStamp) {
		return time.Time{}
	}
	t, err := time.Parse(finishedStamp, rest[:len(finishedStamp)])
	if err != nil {
		return time.Time{}
	}
	return t
}

// Finished lists the names of the kept finished games, newest first.
func Finished(st Store) ([]string, error) {
	items, err := st.List()
	if err != nil {
		return nil, err
	}
	var names []string
	for _, it := range items {
		if IsFinished(it.Name) {
			names = append(names, it.Name)
		}
	}
	slices.Sort(names)
	slices.Reverse(names)
	return names, nil
}

// KeepFinished keeps the record of a game that ended at when (written
// atomically, see Store.Write) and drops the oldest kept games beyond
// KeepLimit, or sooner when the store is full. It returns the new item's
// name.
func KeepFinished(st Store, gameID string, data []byte, when time.Time) (string, error) {
	names, err := Finished(st)
	if err != nil {
		return "", err
	}
	base := finishedPrefix + when.UTC().Format(finishedStamp) + "-" + gameID
	name := base + ".mixer"
	for i := 2; slices.Contains(names, name); i++ {
		name = fmt.Sprintf("%s-%d.mixer", base, i)
	}
	slices.Sort(names) // oldest first
	// A full store (the browser's storage has a quota) makes room by
	// dropping the oldest kept games, a few at most.
	for tries := 0; ; tries++ {
		err := st.Write(name, data)
		if err == nil {
			break
		}
		if tries == maxMakeRoom || len(names) == 0 {
			return "", err
		}
		if st.Remove(names[0]) != nil {
			return "", err
		}
		names = names[1:]
	}
	names = append(names, name)
	slices.Sort(names)
	for len(names) > KeepLimit {
		if err := st.Remove(names[0]); err != nil {
			return name, err
		}
		names = names[1:]
	}
	return name, nil
}

// LoadFinished reads the kept finished games of a game (every game when
// gameID is ""), newest first. A kept game
// that cannot be read (a damaged file, a game this version does not
// know) is skipped and set aside (see Store.SetAside); each such game
// gets a notice that says why, quoting at most a short excerpt, and
// where it was kept.
func LoadFinished(st Store, gameID string) (games []*history.Game, notices []string) {
	names, err := Finished(st)
	if err != nil {
		return nil, []string{"The finished games could not be listed: " + record.Clip(err.Error(), record.MaxMessage)}
	}
	for _, name := range names {
		if gameID != "" && !strings.HasSuffix(name, "-"+gameID+".mixer") && !strings.Contains(name, "-"+gameID+"-") {
			continue
		}
		b, err := st.Read(name)
		var g *history.Game
		if err == nil {
			g, err = history.Parse(b, FinishedTime(name))
		}
		if err != nil {
			msg := "A finished game could not be read (" + record.Clip(err.Error(), record.MaxMessage) + ")."
			if bad, serr := st.SetAside(name); serr == nil {
				msg += " It was kept as " + bad + "."
			}
			notices = append(notices, msg)
			continue
		}
		g.Name = name
		games = append(games, g)
	}
	return games, notices
}

// RenamePlayer renames a person in every kept game they played, so that
// the statistics (computed from these records) follow; it stops at the
// first game that cannot be written.
func RenamePlayer(st Store, games []*history.Game, old, new string) error {
	if err := record.CheckName(new); err != nil {
		return err
	}
	for _, g := range games {
		if !history.HasPlayer(g.Record, old) || g.Name == "" {
			continue
		}
		rec := g.Record.Clone()
		history.Rename(rec, old, new)
		if err := st.Write(g.Name, []byte(rec.String())); err != nil {
			return err
		}
		g.Record = rec
	}
	return nil
}

// ForgetPlayer removes every kept game a person played, and with them
// the person's statistics; it returns how many games it removed.
func ForgetPlayer(st Store, games []*history.Game, name string) (int, error) {
	n := 0
	for _, g := range games {
		if !history.HasPlayer(g.Record, name) || g.Name == "" {
			continue
		}
		if err := st.Remove(g.Name); err != nil {
			return n, err
		}
		n++
	}
	return n, nil
}
