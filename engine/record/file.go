package record

import (
	"errors"
	"os"

	"monstermixer/engine"
)

// ErrNotFile refuses a folder or a device given as a record file.
var ErrNotFile = errors.New("not a record file")

// ReadFile reads the record in file name and replays it. A folder is
// refused, and a file larger than any record (MaxFileBytes) before it is
// read; one larger than any record of its game is refused once its header
// names the game (Parse).
func ReadFile(name string) (*Record, engine.State, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil {
		switch {
		case fi.IsDir():
			return nil, nil, ErrNotFile
		case fi.Mode().IsRegular() && fi.Size() > MaxFileBytes():
			return nil, nil, &LineError{Line: 1, Err: ErrTooLarge}
		}
	}
	rec, err := Parse(f)
	if err != nil {
		return nil, nil, err
	}
	s, err := rec.Replay()
	if err != nil {
		return nil, nil, err
	}
	return rec, s, nil
}
