package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	_ "monstermixer/engine/games" // the games whose records are shown
)

// A record that stops mid-game is "not over yet", with no result.
func TestReplayOfAnUnfinishedGameIsNotOverYet(t *testing.T) {
	code, out, errs := runMixer("replay", writeFile(t, header+"deal 2\nkeep\n"))
	if code != 0 {
		t.Fatalf("code %d: %s", code, errs)
	}
	var sum replaySummary
	if err := json.Unmarshal([]byte(out), &sum); err != nil {
		t.Fatal(err)
	}
	if sum.Over || sum.Status != "not over yet" || sum.Ranks != nil || sum.Scores != nil || sum.Winners != nil || sum.Decider != "chance" {
		t.Fatalf("summary %+v", sum)
	}
	if strings.Contains(out, `"ranks"`) {
		t.Fatalf("live ranks printed as a result:\n%s", out)
	}
}

// mixer show (and replay -board) prints the position as text with the
// players' names, for both games.
func TestShowPrintsTheBoard(t *testing.T) {
	for _, c := range []struct{ file, want string }{
		{"../../games/testdata/monster-factory-11.mixer", "first monster: "},
		{"../../games/testdata/monster-insurance-11.mixer", " M"},
		{"../../games/testdata/monsters-on-board-11.mixer", "Order row 1 (Spider Jack die "},
		{"../../games/testdata/chess-monsters-11.mixer", "Reserve: "},
		{"../../games/testdata/monster-fandango-11.mixer", "quest"},
	} {
		for _, args := range [][]string{{"show", c.file}, {"replay", "-board", c.file}} {
			code, out, errs := runMixer(args...)
			if code != 0 || !strings.Contains(out, c.want) || !strings.Contains(out, "Seat A") || !strings.Contains(out, "The game is over.") {
				t.Fatalf("%v: code %d %s\n%s", args, code, errs, out)
			}
		}
	}
	// Mid-game Monster Insurance: the round's picks stay face down.
	b, err := os.ReadFile("../../games/testdata/monster-insurance-11.mixer")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(b), "\n")
	part := writeFile(t, strings.Join(lines[:60], "")) // into round 2, four of five cards picked
	code, out, errs := runMixer("show", part)
	if code != 0 || strings.Count(out, "has picked a card face down") != 4 || !strings.Contains(out, "not over yet") {
		t.Fatalf("code %d %s\n%s", code, errs, out)
	}
	for c := '1'; c <= '9'; c++ {
		if strings.Contains(out, "has picked "+string(c)) {
			t.Fatalf("a face-down pick is shown:\n%s", out)
		}
	}
	// Mid-game Monsters on Board: every Prophecy card stays face down.
	if b, err = os.ReadFile("../../games/testdata/monsters-on-board-11.mixer"); err != nil {
		t.Fatal(err)
	}
	lines = strings.SplitAfter(string(b), "\n")
	code, out, errs = runMixer("show", writeFile(t, strings.Join(lines[:100], "")))
	if code != 0 || strings.Count(out, "a Prophecy card face down") != 2 || strings.Contains(out, "Prophecy card 1") || strings.Contains(out, "Prophecy card 0") {
		t.Fatalf("code %d %s\n%s", code, errs, out)
	}
}

// The file-level problems of issue 9 each get one plain line naming the
// file and line, and nothing raw from the file reaches the terminal.
func TestReplayFileProblems(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"empty", "", ":1: empty file"},
		{"only comments", "# nothing here\n", ":1: empty file"},
		{"seed twice", "mixer-record 1\ngame test-highcard\nseed 1\nseed 2\n", ":4: the seed is given twice"},
		{"over-long line", header + strings.Repeat("k", 5000) + "\n", ":7: line 7 is longer than 4096 characters"},
		{"binary junk", "\x00\x1b[2J\xff\xfe\x07garbage", ":1: "},
		{"control character in a name", "mixer-record 1\ngame test-highcard\nplayer human A\x1b[31mB\n", ":3: "},
		{"setup error", "mixer-record 1\ngame test-highcard\nplayer human A\nplayer human B\nplayer human C\nplayer human D\nplayer human E\n---\n", ":8: "},
		{"unknown game", "mixer-record 1\ngame chess\nplayer human A\n---\n", ":2: unknown game"},
	}
	for _, c := range cases {
		file := writeFile(t, c.text)
		code, out, errs := runMixer("replay", file)
		if code != 2 || out != "" || !strings.HasPrefix(errs, file+c.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%s: code %d, %q", c.name, code, errs)
		}
		msg := strings.TrimSuffix(errs, "\n")
		if !utf8.ValidString(msg) || strings.IndexFunc(msg, unicode.IsControl) >= 0 || len(msg) > 300 {
			t.Errorf("%s: message not short and printable: %q", c.name, msg)
		}
	}
	// A byte-order mark is read.
	if code, _, errs := runMixer("replay", writeFile(t, "\ufeff"+header+"deal 2\n")); code != 0 {
		t.Errorf("BOM: %s", errs)
	}
	// A huge file is refused before it is read.
	big := filepath.Join(t.TempDir(), "big.mixer")
	f, _ := os.Create(big)
	f.Truncate(1 << 30)
	f.Close()
	if code, _, errs := runMixer("replay", big); code != 2 || !strings.Contains(errs, ":1: the record is larger than any real game") {
		t.Errorf("huge file: code %d %q", code, errs)
	}
	if code, _, errs := runMixer("replay", t.TempDir()); code != 2 || !strings.Contains(errs, "not a record file") {
		t.Errorf("folder: code %d %q", code, errs)
	}
}

// A refusal names the record's players, not "Seat N".
func TestReplayRefusalNamesThePlayers(t *testing.T) {
	file := writeFile(t, "mixer-record 1\ngame monster-factory\nseed 1\nplayer human Anna\nplayer human Bob\n---\norder B\nstart T50\nstart T45\nT46 @A 0,1 r0\n")
	code, _, errs := runMixer("replay", file)
	if want := file + ":10: illegal action T46 @A 0,1 r0: A tile must be drawn for Anna first\n"; code != 2 || errs != want {
		t.Fatalf("code %d, %q; want %q", code, errs, want)
	}
}
