//go:build js

package storage

import (
	"io/fs"
	"syscall/js"
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

func (l local) Read(name string) ([]byte, error) {
	v := l.ls.Call("getItem", prefix+name)
	if v.IsNull() || v.IsUndefined() {
		return nil, &fs.PathError{Op: "read", Path: name, Err: fs.ErrNotExist}
	}
	return []byte(v.String()), nil
}

func (l local) Write(name string, data []byte) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &fs.PathError{Op: "write", Path: name, Err: fs.ErrPermission}
		}
	}()
	// setItem replaces the value in one step, which is atomic for a reader.
	l.ls.Call("setItem", prefix+name, string(data))
	return nil
}

func (l local) Remove(name string) error {
	l.ls.Call("removeItem", prefix+name)
	return nil
}

func (l local) SetAside(name string) (string, error) {
	b, err := l.Read(name)
	if err != nil {
		return "", err
	}
	if err := l.Write(name+".bad", b); err != nil {
		return "", err
	}
	return name + ".bad", l.Remove(name)
}
