package record_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"monstermixer/engine"
	_ "monstermixer/engine/games" // the games whose records seed the corpus
	"monstermixer/engine/record"
)

// corpus adds the games' records (and a few damaged ones) to f.
func corpus(f *testing.F) {
	files, _ := filepath.Glob("../games/testdata/*.mixer")
	more, _ := filepath.Glob("../factory/testdata/*.mixer")
	files = append(files, more...)
	if len(files) == 0 {
		f.Fatal("no records found to seed the corpus")
	}
	for _, name := range files {
		b, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
		f.Add(b[:len(b)/2])
	}
	f.Add([]byte(twoSeats + "deal 3\n~sealed AAAA\n"))
	f.Add([]byte("\ufeff" + twoSeats + "deal 3\nswap\n"))
	f.Add([]byte("mixer-record 1\ngame test-highcard\nplayer human \"Team #1\"\nplayer easy \"\\\"\"\n---\n"))
}

// Parsing and replaying any bytes never panics; what parses writes out
// and reads back the same; every message is short and printable.
func FuzzParseReplay(f *testing.F) {
	corpus(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := record.Parse(strings.NewReader(string(data)))
		if err != nil {
			checkMessage(t, err)
			var le *record.LineError
			if !errors.As(err, &le) || le.Line < 1 {
				t.Fatalf("parse error without a line: %v", err)
			}
			return
		}
		text := r.String()
		again, err := record.Parse(strings.NewReader(text))
		if err != nil {
			t.Fatalf("written record does not read back: %v\n%s", err, text)
		}
		if again.String() != text {
			t.Fatalf("round trip differs:\n%s\n---\n%s", text, again.String())
		}
		if len(r.Actions) > 2000 {
			return // long replays make the fuzzer slow, not wiser
		}
		s, err := r.Replay()
		if err != nil {
			checkMessage(t, err)
			return
		}
		if s.IsTerminal() && s.CurrentPlayer() != engine.Terminal {
			t.Fatalf("a finished game says %d decides", s.CurrentPlayer())
		}
	})
}

func checkMessage(t *testing.T, err error) {
	t.Helper()
	msg := err.Error()
	if len(msg) > 300 || !utf8.ValidString(msg) || strings.IndexFunc(msg, unicode.IsControl) >= 0 {
		t.Fatalf("message not short and printable (%d bytes): %q", len(msg), msg)
	}
}
