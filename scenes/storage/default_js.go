//go:build js

package storage

import (
	"io/fs"
	"strconv"
	"strings"
	"syscall/js"
	"time"
)

// Default returns the platform's store: in a browser, localStorage (a
// memory store if the page may not use it).
func Default() Store {
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return NewMemory()
	}
	return local{ls}
}

// local is a Store in the browser's localStorage, keys prefixed with
// "monstermixer/".
type local struct{ ls js.Value }

const prefix = "monstermixer/"

// timePrefix keys the time an item was written (Unix milliseconds).
const timePrefix = "monstermixer-time/"

func (l local) Read(name string) ([]byte, error) {
	v := l.ls.Call("getItem", prefix+name)
	if v.IsNull() || v.IsUndefined() {
		return nil, &fs.PathError{Op: "read", Path: name, Err: fs.ErrNotExist}
	}
	// a JavaScript string has no Length in syscall/js (it panics): measure
	// the Go string
	str := v.String()
	if len(str) > MaxItemBytes {
		return nil, ErrTooLarge
	}
	return []byte(str), nil
}

func (l local) Write(name string, data []byte) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &fs.PathError{Op: "write", Path: name, Err: fs.ErrPermission}
		}
	}()
	// setItem replaces the value in one step, which is atomic for a reader.
	l.ls.Call("setItem", prefix+name, string(data))
	l.ls.Call("setItem", timePrefix+name, strconv.FormatInt(time.Now().UnixMilli(), 10))
	return nil
}

func (l local) Remove(name string) error {
	l.ls.Call("removeItem", prefix+name)
	l.ls.Call("removeItem", timePrefix+name)
	return nil
}

func (l local) SetAside(name string) (string, error) {
	b, err := l.Read(name)
	if err != nil {
		return "", err
	}
	bad := asideName(name, time.Now(), func(n string) bool { _, err := l.Read(n); return err == nil })
	if err := l.Write(bad, b); err != nil {
		return "", err
	}
	return "this browser's storage for the page, as " + bad, l.Remove(name)
}

func (l local) List() ([]Item, error) {
	var items []Item
	n := l.ls.Get("length").Int()
	for i := 0; i < n; i++ {
		k := l.ls.Call("key", i)
		if k.IsNull() || k.IsUndefined() {
			continue
		}
		name, ok := strings.CutPrefix(k.String(), prefix)
		if !ok {
			continue
		}
		it := Item{Name: name}
		if t := l.ls.Call("getItem", timePrefix+name); !t.IsNull() && !t.IsUndefined() {
			if ms, err := strconv.ParseInt(t.String(), 10, 64); err == nil {
				it.Modified = time.UnixMilli(ms)
			}
		}
		items = append(items, it)
	}
	sortByName(items)
	return items, nil
}
