package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	_ "monstermixer/engine/enginetest" // registers test-highcard
)

func runMixer(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func writeFile(t *testing.T, text string) string {
	t.Helper()
	name := filepath.Join(t.TempDir(), "game.mixer")
	if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return name
}

const header = "mixer-record 1\ngame test-highcard\nseed 5\nplayer human Ann\nplayer random Bo\n---\n"

func TestListShowsRegisteredGames(t *testing.T) {
	code, out, _ := runMixer("list")
	if code != 0 || !strings.Contains(out, "test-highcard") || !strings.Contains(out, "1-4 players") {
		t.Fatalf("list: code %d\n%s", code, out)
	}
}

func TestReplayPrintsJSON(t *testing.T) {
	code, out, errs := runMixer("replay", writeFile(t, header+"deal 2\nkeep\ndeal 5\nkeep\n"))
	if code != 0 {
		t.Fatalf("code %d: %s", code, errs)
	}
	var sum replaySummary
	if err := json.Unmarshal([]byte(out), &sum); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if !sum.Over || len(sum.Winners) != 1 || sum.Winners[0] != "Bo" || sum.Scores[0] != 2 || sum.Actions != 4 {
		t.Fatalf("summary wrong: %+v", sum)
	}
}

func TestReplayErrorsAreOneLineWithStatus2(t *testing.T) {
	cases := map[string]string{
		"illegal action": header + "deal 2\nswap\ndeal 3\nswap\n",
		"bad notation":   header + "deal 9\n",
		"malformed":      "mixer-record 1\ngame\n",
		"binary junk":    "\x00\x01\x02",
	}
	for name, text := range cases {
		t.Run(name, func(t *testing.T) {
			file := writeFile(t, text)
			code, out, errs := runMixer("replay", file)
			if code != 2 || out != "" {
				t.Fatalf("code %d out %q", code, out)
			}
			lines := strings.Split(strings.TrimSpace(errs), "\n")
			if len(lines) != 1 || !strings.HasPrefix(lines[0], file+":") || strings.Contains(errs, "goroutine") {
				t.Fatalf("want one line starting with the file name, got %q", errs)
			}
		})
	}
	code, _, errs := runMixer("replay", filepath.Join(t.TempDir(), "missing.mixer"))
	if code != 2 || !strings.Contains(strings.ToLower(errs), "no such file") {
		t.Fatalf("missing file: code %d %q", code, errs)
	}
}

func TestReplayNamesTheLine(t *testing.T) {
	file := writeFile(t, header+"deal 2\nswap\ndeal 3\nswap\n")
	_, _, errs := runMixer("replay", file)
	if !strings.HasPrefix(errs, file+":10: ") || !strings.Contains(errs, "swaps only once") {
		t.Fatalf("got %q", errs)
	}
}

func TestSimPlaysAndWritesRecords(t *testing.T) {
	dir := t.TempDir()
	code, out, errs := runMixer("sim", "-game", "test-highcard", "-players", "3", "-bots", "random", "-games", "12", "-seed", "4", "-records", dir)
	if code != 0 {
		t.Fatalf("code %d: %s", code, errs)
	}
	if !strings.Contains(out, "12 games") || !strings.Contains(out, "random       3") {
		t.Fatalf("output:\n%s", out)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.mixer"))
	if len(files) != 12 {
		t.Fatalf("%d records written, want 12", len(files))
	}
	if code, _, errs := runMixer("replay", files[0]); code != 0 {
		t.Fatalf("a written record does not replay: %s", errs)
	}
}

func TestSimRefusesBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"sim", "-game", "nope"},
		{"sim", "-game", "test-highcard", "-players", "9"},
		{"sim", "-game", "test-highcard", "-bots", "wizard"},
		{"sim", "-game", "test-highcard", "-games", "0"},
		{"frobnicate"},
		{},
	} {
		if code, _, errs := runMixer(args...); code != 2 || errs == "" {
			t.Fatalf("%v: code %d, message %q", args, code, errs)
		}
	}
}
