// Package storage keeps the app's small files: the settings and the
// autosave. On a desktop they live in the user's config folder and are
// written atomically; in a browser they live in localStorage. It never
// imports ebiten.
package storage

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"sync"
)

// Names of the stored items.
const (
	SettingsName = "settings.json"
	AutosaveName = "autosave.mixer"
)

// Store reads and writes named items.
type Store interface {
	// Read returns an item; a missing one is an error that matches
	// fs.ErrNotExist.
	Read(name string) ([]byte, error)
	// Write replaces an item atomically.
	Write(name string, data []byte) error
	// Remove deletes an item; removing a missing one is not an error.
	Remove(name string) error
	// SetAside keeps a broken item under another name ("NAME.bad") so it
	// is out of the way but not lost, and returns that name.
	SetAside(name string) (string, error)
}

// Dir is a Store of files in a folder.
type Dir string

// Read implements Store.
func (d Dir) Read(name string) ([]byte, error) {
	return os.ReadFile(filepath.Join(string(d), name))
}

// Write implements Store: it writes a temporary file in the same folder,
// syncs it and renames it over the old one.
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
	}
	return err
}

// Remove implements Store.
func (d Dir) Remove(name string) error {
	err := os.Remove(filepath.Join(string(d), name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}

// SetAside implements Store.
func (d Dir) SetAside(name string) (string, error) {
	bad := name + ".bad"
	return bad, os.Rename(filepath.Join(string(d), name), filepath.Join(string(d), bad))
}

// Memory is a Store in memory, for tests and for machines where nothing
// can be written.
type Memory struct {
	mu    sync.Mutex
	items map[string][]byte
}

// NewMemory returns an empty Memory store.
func NewMemory() *Memory { return &Memory{items: map[string][]byte{}} }

// Read implements Store.
func (m *Memory) Read(name string) ([]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	b, ok := m.items[name]
	if !ok {
		return nil, &fs.PathError{Op: "read", Path: name, Err: fs.ErrNotExist}
	}
	return append([]byte(nil), b...), nil
}

// Write implements Store.
func (m *Memory) Write(name string, data []byte) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.items[name] = append([]byte(nil), data...)
	return nil
}

// Remove implements Store.
func (m *Memory) Remove(name string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.items, name)
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
	delete(m.items, name)
	m.items[name+".bad"] = b
	return name + ".bad", nil
}

// Names lists the stored names, sorted.
func (m *Memory) Names() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []string
	for k := range m.items {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// IsMissing reports whether err says an item does not exist.
func IsMissing(err error) bool { return errors.Is(err, fs.ErrNotExist) }
