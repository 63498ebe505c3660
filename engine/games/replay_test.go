package games_test

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"

	"monstermixer/engine"
	_ "monstermixer/engine/games"
	"monstermixer/engine/record"
)

var update = flag.Bool("update", false, "rewrite testdata/hashes.txt from this platform's replays")

// TestRecordsReplayToTheSameHashEverywhere replays records made natively by
// `mixer sim -records` and compares each final state's hash with the one
// written when they were made. Run natively and as WebAssembly (build/test
// does both), it shows that a record replays to the same state on both.
func TestRecordsReplayToTheSameHashEverywhere(t *testing.T) {
	files, err := filepath.Glob("testdata/*.mixer")
	if err != nil || len(files) == 0 {
		t.Fatalf("no records in testdata: %v", err)
	}
	sort.Strings(files)
	got := map[string]string{}
	for _, name := range files {
		_, s, err := record.ReadFile(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !s.IsTerminal() {
			t.Fatalf("%s: the record does not reach the end of the game", name)
		}
		got[filepath.Base(name)] = fmt.Sprintf("%016x", engine.Hash(s))
	}
	if *update {
		var b strings.Builder
		for _, name := range files {
			fmt.Fprintf(&b, "%s %s\n", filepath.Base(name), got[filepath.Base(name)])
		}
		if err := os.WriteFile("testdata/hashes.txt", []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want := readHashes(t)
	if len(want) != len(got) {
		t.Fatalf("testdata/hashes.txt lists %d records, testdata has %d (run with -update after adding one)", len(want), len(got))
	}
	for name, h := range got {
		if want[name] != h {
			t.Errorf("%s replays to hash %s on %s/%s, but %s where it was made", name, h, runtime.GOOS, runtime.GOARCH, want[name])
		}
	}
}

func readHashes(t *testing.T) map[string]string {
	f, err := os.Open("testdata/hashes.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if name, h, ok := strings.Cut(sc.Text(), " "); ok {
			want[name] = h
		}
	}
	return want
}
