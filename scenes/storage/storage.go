// Package storage keeps the app's small files: the settings and the
// autosave. On a desktop they live in the user's config folder and are
// written atomically; in a browser they live in localStorage. It never
// imports ebiten.
package storage

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"
)

// Names of the stored items.
const (
	SettingsName = "settings.json"
	// AutosaveName is the single autosave of earlier versions; it is
	// still read (and moved to its game's name, see AutosaveFor).
	AutosaveName = "autosave.mixer"
)

// AutosaveFor is the name of the autosave of a game: one per game, so a
// Monster Factory game and a Monster Insurance game can both wait.
func AutosaveFor(gameID string) string { return "autosave-" + gameID + ".mixer" }

// IsAutosave reports whether name is an autosave's name (AutosaveFor or
// the old AutosaveName).
func IsAutosave(name string) bool {
	return name == AutosaveName || strings.HasPrefix(name, "autosave-") && strings.HasSuffix(name, ".mixer")
}

// MaxItemBytes is the largest item Read returns: far above any save or
// settings file, so a wrong or damaged file is refused before it is held
// in memory.
const MaxItemBytes = 2 << 20

// ErrTooLarge is returned by Read for an item over MaxItemBytes.
var ErrTooLarge = fmt.Errorf("the file is larger than any save (over %d MB)", MaxItemBytes>>20)

// Item is a stored item's name and when it was last written (zero when
// the store does not know).
type Item struct {
	Name     string
	Modified time.Time
}

// sortByName sorts items by name. (sort.Slice rather than slices.SortFunc:
// its one sorting routine serves every element type, where each type
// given to slices.SortFunc compiles its own, about 4 KB of the gzipped web
// bundle.)
func sortByName(items []Item) {
	sort.Slice(items, func(i, j int) bool { return items[i].Name < items[j].Name })
}

// asideName is the name a broken item is kept under: NAME.bad-DATE-TIME,
// with -2, -3... when that is taken, so no set-aside item replaces
// another.
func asideName(name string, now time.Time, taken func(string) bool) string {
	base := name + ".bad-" + now.UTC().Format("20060102-150405")
	bad := base
	for i := 2; taken(bad); i++ {
		bad = fmt.Sprintf("%s-%d", base, i)
	}
	return bad
}

// Store reads and writes named items.
type Store interface {
	// Read returns an item; a missing one is an error that matches
	// fs.ErrNotExist.
	Read(name string) ([]byte, error)
	// Write replaces an item atomically.
	Write(name string, data []byte) error
	// Remove deletes an item; removing a missing one is not an error.
	Remove(name string) error
	// SetAside keeps a broken item under a new name (NAME.bad-DATE-TIME,
	// never replacing an earlier one) so it is out of the way but not
	// lost, and returns where it is, as a person can find it (a file's
	// path on a desktop).
	SetAside(name string) (string, error)
	// List returns the stored items, sorted by name.
	List() ([]Item, error)
}

// Dir is a Store of files in a folder.
type Dir string

// Read implements Store; an item over MaxItemBytes is refused with
// ErrTooLarge before it is read.
func (d Dir) Read(name string) ([]byte, error) {
	f, err := os.Open(filepath.Join(string(d), name))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && fi.Size() > MaxItemBytes {
		return nil, ErrTooLarge
	}
	b, err := io.ReadAll(io.LimitReader(f, MaxItemBytes+1))
	if err == nil && len(b) > MaxItemBytes {
		return nil, ErrTooLarge
	}
	return b, err
}

// Write implements Store: it writes a temporary file in the same folder,
// syncs it, renames it over the old one and syncs the folder, so that
// after a crash the item is either the old one or the new one, whole.
func (d Dir) Write(name string, data []byte) error {
	if err := os.MkdirAll(string(d), 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(string(d), "."+name+".*.tmp")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, filepath.Join(string(d), name))
	}
	if err != nil {
		os.Remove(tmp)
		return err
	}
	return d.syncDir()
}

// syncDir makes a rename in the folder durable (where the system can
// sync a folder: not on Windows).
func (d Dir) syncDir() error {
	if runtime.GOOS == "windows" {
		return nil
	}
	f, err := os.Open(string(d))
	if err != nil {
		return err
	}
	err = f.Sync()
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// staleAfter is how old a temporary file must be for CleanTemp to remove
// it: a write in progress in another window of the app is younger.
const staleAfter = time.Minute

// CleanTemp removes the temporary files that a write cut short (the app
// killed mid-write) left in the folder, and returns how many it removed.
func (d Dir) CleanTemp() int {
	ents, err := os.ReadDir(string(d))
	if err != nil {
		return 0
	}
	n := 0
	for _, e := range ents {
		name := e.Name()
		if e.IsDir() || !strings.HasPrefix(name, ".") || !strings.HasSuffix(name, ".tmp") {
			continue
		}
		if fi, err := e.Info(); err != nil || time.Since(fi.ModTime()) < staleAfter {
			continue
		}
		if os.Remove(filepath.Join(string(d), name)) == nil {
			n++
		}
	}
	return n
}

// Remove implements Store.
func (d Dir) Remove(name string) error {
	err := os.Remove(filepath.Join(string(d), name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}

// SetAside implements Store; it returns the kept file's path.
func (d Dir) SetAside(name string) (string, error) {
	bad := asideName(name, time.Now(), func(n string) bool {
		_, err := os.Lstat(filepath.Join(string(d), n))
		return !errors.Is(err, fs.ErrNotExist)
	})
	path := filepath.Join(string(d), bad)
	if err := os.Rename(filepath.Join(string(d), name), path); err != nil {
		return "", err
	}
	return path, d.syncDir()
}

// List implements Store (temporary files are not listed).
func (d Dir) List() ([]Item, error) {
	ents, err := os.ReadDir(string(d))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var items []Item
	for _, e := range ents {
		if e.IsDir() || strings.HasSuffix(e.Name(), ".tmp") {
			continue
		}
		it := Item{Name: e.Name()}
		if fi, err := e.Info(); err == nil {
			it.Modified = fi.ModTime()
		}
		items = append(items, it)
	}
	return items, nil
}

// Memory is a Store in memory, for tests and for machines where nothing
// can be written.
type Memory struct {
	mu    sync.Mutex
	items map[string][]byte
	times map[string]time.Time
	// Now is the clock of write times and set-aside names (time.Now if
	// nil).
	Now func() time.Time
}

// NewMemory returns an empty Memory store.
func NewMemory() *Memory {
	return &Memory{items: map[string][]byte{}, times: map[string]time.Time{}}
}

func (m *Memory) now() time.Time {
	if m.Now != nil {
		return m.Now()
	}
	return time.Now()
}

// Read implements Store.
func (m *Memory) Read(name string) ([]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	b, ok := m.items[name]
	if !ok {
		return nil, &fs.PathError{Op: "read", Path: name, Err: fs.ErrNotExist}
	}
	if len(b) > MaxItemBytes {
		return nil, ErrTooLarge
	}
	return append([]byte(nil), b...), nil
}

// Write implements Store.
func (m *Memory) Write(name string, data []byte) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.items[name] = append([]byte(nil), data...)
	m.times[name] = m.now()
	return nil
}

// Remove implements Store.
func (m *Memory) Remove(name string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.items, name)
	delete(m.times, name)
	return nil
}

// SetAside implements Store.
func (m *Memory) SetAside(name string) (string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	b, ok := m.items[name]
	if !ok {
		return "", &fs.PathError{Op: "rename", Path: name, Err: fs.ErrNotExist}
	}
	bad := asideName(name, m.now(), func(n string) bool { _, ok := m.items[n]; return ok })
	m.items[bad], m.times[bad] = b, m.times[name]
	delete(m.items, name)
	delete(m.times, name)
	return bad, nil
}

// List implements Store.
func (m *Memory) List() ([]Item, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	items := make([]Item, 0, len(m.items))
	for k := range m.items {
		items = append(items, Item{Name: k, Modified: m.times[k]})
	}
	sortByName(items)
	return items, nil
}

// Names lists the stored names, sorted.
func (m *Memory) Names() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return slices.Sorted(maps.Keys(m.items))
}

// IsMissing reports whether err says an item does not exist.
func IsMissing(err error) bool { return errors.Is(err, fs.ErrNotExist) }
