package record_test

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"monstermixer/engine"
	"monstermixer/engine/record"
)

const twoSeats = "mixer-record 1\ngame test-highcard\nseed 5\nplayer human Ann\nplayer random Bo\n---\n"

// roundTrip writes a record whose first seat is named name, reads it back
// and returns the name read.
func roundTrip(t *testing.T, name string) string {
	t.Helper()
	r, err := record.Parse(strings.NewReader(twoSeats + "deal 3\n"))
	if err != nil {
		t.Fatal(err)
	}
	r.Seats[0].Name = name
	text := r.String()
	again, err := record.Parse(strings.NewReader(text))
	if err != nil {
		t.Fatalf("name %q: written record does not read back: %v\n%s", name, err, text)
	}
	if len(again.Actions) != 1 || again.Actions[0] != "deal 3" {
		t.Fatalf("name %q: actions read back as %q", name, again.Actions)
	}
	return again.Seats[0].Name
}

// Every printable ASCII character survives in a name, alone, inside a
// name, first and last; so do names of only symbols and spaces at the
// ends (issue 9: "Team #1" was read back as a comment and the save lost).
func TestNamesRoundTripEveryPrintableCharacter(t *testing.T) {
	var names []string
	for c := byte(0x20); c < 0x7f; c++ {
		ch := string(c)
		names = append(names, "A"+ch+"B", ch+"Ann", "Ann"+ch)
		if c != ' ' {
			names = append(names, ch, ch+ch)
		}
	}
	var symbols strings.Builder
	for c := byte(0x21); c < 0x7f; c++ {
		if !unicode.IsLetter(rune(c)) && !unicode.IsDigit(rune(c)) {
			symbols.WriteByte(c)
		}
	}
	names = append(names, "Team #1", symbols.String(), `"quoted"`, `\"#`, "  two spaces  ", "Zoë ★", `say "hi" # there`, "#", `"`, `"#"`)
	for _, name := range names {
		if got := roundTrip(t, name); got != name {
			t.Errorf("name %q read back as %q", name, got)
		}
	}
}

func TestOptionValuesRoundTrip(t *testing.T) {
	r, _ := record.Parse(strings.NewReader(twoSeats))
	r.Options = map[string]string{"note": `a #b "c"`}
	again, err := record.Parse(strings.NewReader(r.String()))
	if err != nil || again.Options["note"] != `a #b "c"` {
		t.Fatalf("option read back as %q, %v\n%s", again.Options, err, r.String())
	}
}

// A '#' outside quotes still starts a comment, also on a player line.
func TestHashOutsideQuotesIsAComment(t *testing.T) {
	r, err := record.Parse(strings.NewReader("mixer-record 1\ngame test-highcard\nplayer human Ann   # the host\nplayer human \"Team #2\" # quoted\n---\n"))
	if err != nil {
		t.Fatal(err)
	}
	if r.Seats[0].Name != "Ann" || r.Seats[1].Name != "Team #2" {
		t.Fatalf("names read as %q and %q", r.Seats[0].Name, r.Seats[1].Name)
	}
}

func TestControlCharactersInNamesAreRefused(t *testing.T) {
	for _, name := range []string{"A\tB", "A\x01", "\x7f", "A\u0085B", "line\nbreak"} {
		if record.CheckName(name) == nil {
			t.Errorf("CheckName(%q) accepted it", name)
		}
	}
	for _, line := range []string{"player human \"A\\tB\"", "player human A\x01B", "player human A\tB"} {
		_, err := record.Parse(strings.NewReader("mixer-record 1\ngame test-highcard\n" + line + "\n---\n"))
		var le *record.LineError
		if !errors.As(err, &le) || le.Line != 3 {
			t.Errorf("%q: got %v, want an error at line 3", line, err)
		}
	}
	for _, name := range []string{"Ann", "Team #1", `"`, "Zoë"} {
		if err := record.CheckName(name); err != nil {
			t.Errorf("CheckName(%q) = %v", name, err)
		}
	}
}

func TestByteOrderMarkIsSkipped(t *testing.T) {
	r, err := record.Parse(strings.NewReader("\ufeff" + twoSeats + "deal 3\n"))
	if err != nil || r.Game != "test-highcard" {
		t.Fatalf("a record with a BOM: %v", err)
	}
}

func TestOverLongLineNamesItsLine(t *testing.T) {
	_, err := record.Parse(strings.NewReader(twoSeats + "deal 3\n" + strings.Repeat("x", record.MaxLine+10) + "\n"))
	var le *record.LineError
	if !errors.As(err, &le) || le.Line != 8 || !strings.Contains(le.Error(), "line 8 is longer than 4096 characters") {
		t.Fatalf("got %v", err)
	}
	if len(le.Error()) > 200 {
		t.Fatalf("message is %d bytes long", len(le.Error()))
	}
}

// Binary junk and huge words are quoted as a short, escaped excerpt.
func TestMessagesQuoteShortEscapedExcerpts(t *testing.T) {
	cases := []string{
		"\x00\x01\x02\xff\xfe",
		strings.Repeat("W", 1000) + "\n",
		"mixer-record 1\ngame test-highcard\nseed " + strings.Repeat("9", 3000) + "\n",
		"mixer-record 1\ngame test-highcard\nplayer wiz\x1b[31m Al\n",
		"\x1b[2J\x1b[31mred\n",
		twoSeats + strings.Repeat("z", 2000) + "\n",
	}
	for _, text := range cases {
		r, err := record.Parse(strings.NewReader(text))
		if err == nil {
			_, err = r.Replay()
		}
		if err == nil {
			t.Fatalf("%q was accepted", text[:20])
		}
		msg := err.Error()
		if len(msg) > 260 || !utf8.ValidString(msg) || strings.IndexFunc(msg, unicode.IsControl) >= 0 {
			t.Errorf("message not short and printable (%d bytes): %q", len(msg), msg)
		}
	}
	if got := record.Excerpt(strings.Repeat("é", 100)); utf8.RuneCountInString(got) != record.ExcerptLen+3 {
		t.Errorf("excerpt %q has %d characters", got, utf8.RuneCountInString(got))
	}
}

// endless yields record lines for ever.
type endless struct{ n int }

func (e *endless) Read(p []byte) (int, error) {
	const line = "# filler comment line\n"
	for i := range p {
		p[i] = line[(e.n+i)%len(line)]
	}
	e.n += len(p)
	return len(p), nil
}

// A record larger than any game is refused early: reading stops soon
// after MaxBytes of header and the game's MaxBytesFor of actions, even
// from a source that never ends.
func TestHugeRecordIsRefusedEarly(t *testing.T) {
	src := &endless{}
	_, err := record.Parse(io.MultiReader(strings.NewReader(twoSeats), src))
	if !errors.Is(err, record.ErrTooLarge) {
		t.Fatalf("got %v, want ErrTooLarge", err)
	}
	g, _ := engine.Lookup("test-highcard")
	if src.n > record.MaxBytes+int(record.MaxBytesFor(g, engine.Setup{Players: 2}))+64*1024 {
		t.Fatalf("read %d bytes before refusing", src.n)
	}
}

// Sealed actions read back as the same actions, wherever they are in the
// record, and the text shows none of them.
func TestSealedActionsRoundTrip(t *testing.T) {
	r, err := record.Parse(strings.NewReader(twoSeats + "deal 3\nswap\ndeal 5\nkeep\ndeal 6\n"))
	if err != nil {
		t.Fatal(err)
	}
	r.Secret = []bool{false, true, true, false, true}
	text := r.String()
	if strings.Contains(text, "swap") || strings.Contains(text, "deal 5") || strings.Contains(text, "deal 6") ||
		!strings.Contains(text, "deal 3\n~sealed 1 ") || !strings.Contains(text, "\nkeep\n~sealed 4 ") {
		t.Fatalf("sealed text shows the actions or lost one:\n%s", text)
	}
	again, err := record.Parse(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(again.Actions, ",") != "deal 3,swap,deal 5,keep,deal 6" || again.String() != text {
		t.Fatalf("read back %q secret %v", again.Actions, again.Secret)
	}
	for i, want := range r.Secret {
		if again.IsSecret(i) != want {
			t.Fatalf("action %d read back secret %v", i, again.IsSecret(i))
		}
	}
	// A sealed line cut short is an error; the actions before it are
	// still offered.
	cut := text[:len(text)-6] + "\n"
	part, err := record.ParsePrefix(strings.NewReader(cut))
	if err == nil || part == nil || strings.Join(part.Actions, ",") != "deal 3,swap,deal 5,keep" {
		t.Fatalf("cut sealed line: %v, %+v", err, part)
	}
	if _, err := record.Parse(strings.NewReader(cut)); err == nil {
		t.Fatal("Parse accepted a damaged sealed line")
	}
	// A sealed line moved elsewhere names another first action: refused.
	lines := strings.Split(text, "\n")
	moved := strings.Join(append(append(lines[:7:7], lines[9], lines[8], lines[7]), lines[10:]...), "\n")
	if _, err := record.Parse(strings.NewReader(moved)); err == nil {
		t.Fatalf("Parse accepted sealed lines out of place:\n%s", moved)
	}
}

// Issue 33: however many secret actions follow each other, no sealed line
// is longer than MaxLine (one line of 8,731 bytes made a Monsters on Board
// save that its loader refused); they read back in order.
func TestLongSealedRunsSplitIntoLines(t *testing.T) {
	r, err := record.Parse(strings.NewReader(twoSeats))
	if err != nil {
		t.Fatal(err)
	}
	for i := range 3000 {
		r.Actions = append(r.Actions, fmt.Sprintf("deal %d", i%13+1))
		r.Lines = append(r.Lines, 0)
		r.Secret = append(r.Secret, true)
	}
	text := r.String()
	sealed := 0
	for _, line := range strings.Split(text, "\n") {
		if len(line) > record.MaxLine {
			t.Fatalf("a line of %d bytes", len(line))
		}
		if strings.HasPrefix(line, "~sealed ") {
			sealed++
		}
	}
	if sealed < 5 {
		t.Fatalf("3,000 sealed actions took %d lines: they were not split", sealed)
	}
	again, err := record.Parse(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(again.Actions, ",") != strings.Join(r.Actions, ",") {
		t.Fatal("the actions did not read back in order")
	}
}

// A save written before sealed lines named their first action (one
// "~sealed TEXT" line for the last actions) still reads.
func TestOlderSealedLineStillReads(t *testing.T) {
	const older = twoSeats + "deal 3\n~sealed u2s_-usYOKoUQHgfb68w\n"
	r, err := record.Parse(strings.NewReader(older))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(r.Actions, ",") != "deal 3,swap,deal 5" || r.IsSecret(0) || !r.IsSecret(1) || !r.IsSecret(2) {
		t.Fatalf("read %q secret %v", r.Actions, r.Secret)
	}
}

// The format's limits follow from the longest possible game: a record of
// as many actions as the game's bound allows, each as long as notation
// allows and sealed alone on its line (every other one plain), fits in
// MaxBytesFor and reads back.
func TestLongestPossibleGameReads(t *testing.T) {
	g, err := engine.Lookup("test-highcard")
	if err != nil {
		t.Fatal(err)
	}
	setup := engine.Setup{Players: 2}
	r, err := record.Parse(strings.NewReader(twoSeats))
	if err != nil {
		t.Fatal(err)
	}
	long := strings.Repeat("x", engine.MaxActionText)
	for i := range g.MaxActions(setup) {
		r.Actions = append(r.Actions, long)
		r.Lines = append(r.Lines, 0)
		r.Secret = append(r.Secret, i%2 == 0)
	}
	text := r.String()
	head := strings.Index(text, "---\n") + 4
	perLine := 0
	for _, line := range strings.Split(text[head:], "\n") {
		perLine = max(perLine, len(line)+1)
	}
	// The line's first-action number may have up to 10 digits.
	perLine += 10
	if bound := int64(g.MaxActions(setup)); bound*int64(perLine) > record.MaxBytesFor(g, setup) {
		t.Fatalf("a sealed line of one action takes up to %d bytes, more than MaxBytesFor allows", perLine)
	}
	again, err := record.Parse(strings.NewReader(text))
	if err != nil || len(again.Actions) != len(r.Actions) {
		t.Fatalf("the longest record does not read back: %v", err)
	}
}
