package scenes

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	"monstermixer/scenes/session"
	"monstermixer/scenes/storage"
	"monstermixer/scenes/ui"
)

// The game log, followed at its bottom, shows its first line whole under
// its header: never one cut in half by the top of the box (issue 34).
func TestLogFirstLineIsWholeUnderItsHeader(t *testing.T) {
	a, in := newTestApp(t, nil)
	f := startFrame(t, a, in, enginetest.HighCard.ID(), session.KindHuman, session.KindHuman)
	var lines []string
	for i := range 60 {
		lines = append(lines, fmt.Sprintf("Line %d of a long game.", i))
	}
	// The box's height decides where the scroll cuts: the side message
	// changes it, so each height is tried.
	for _, msg := range []string{"", "A note.", strings.Repeat("A longer note that wraps. ", 4), strings.Repeat("A longer note that wraps. ", 7)} {
		f.message = msg
		f.log.SetLines(lines)
		f.log.Follow = true
		render(t, a, "log-first-line")
		first, ok := f.log.FirstDrawn(a.Scale)
		if !ok {
			t.Fatalf("message %q: the log shows no line", msg)
		}
		if first.Y < f.logHead.Y+f.logHead.H || first.Y < f.log.Rect.Y-0.5 {
			t.Fatalf("message %q: the first line drawn starts at %.1f, above the log's box at %.1f (header %+v)", msg, first.Y, f.log.Rect.Y, f.logHead)
		}
	}
}

// The announcement of the only move covers no seat's name or score: none
// of the side panel's rows, and nothing of the table (where a game draws
// its own seat panels, as Monster Insurance does at the top right).
func TestOnlyMoveBannerCoversNoSeatRow(t *testing.T) {
	a, in, _ := pacedApp(t)
	s := annaVsBlorb(t)
	playLines(t, s, "deal 3", "swap", "deal 2")
	f, err := a.OpenTable(s, nil)
	if err != nil {
		t.Fatal(err)
	}
	settle(t, a, in)
	for _, forced := range []string{f.forced, "Only one move: Anna takes the die from the Fearnobile in front of her and puts it on the Driveway"} {
		f.forced = forced
		render(t, a, "only-move-place")
		r := f.forcedRect
		if r.W <= 0 || r.H <= 0 {
			t.Fatalf("no banner drawn for %q", forced)
		}
		if len(f.seatRows) != 2 {
			t.Fatalf("%d seat rows", len(f.seatRows))
		}
		for i, row := range f.seatRows {
			if overlaps(r, row) {
				t.Fatalf("the banner %+v covers seat row %d %+v", r, i, row)
			}
		}
		if overlaps(r, f.tableArea) {
			t.Fatalf("the banner %+v covers the table %+v (its seat panels)", r, f.tableArea)
		}
		for _, l := range f.forcedLines {
			if w := ui.TextWidth(l, 19*a.Scale, true); w > r.W-20*a.Scale {
				t.Fatalf("the line %q is %.0f wide on a banner of %.0f", l, w, r.W)
			}
		}
	}
}

// While the pointer rests on an offered Undo, the next draw waits: Undo
// never vanishes under the pointer; once it leaves, the usual grace runs.
func TestDrawWaitsWhileThePointerIsOnUndo(t *testing.T) {
	a, in, f, now := pacedHighCard(t)
	for i := 0; i < 100 && f.Session().Decider() == engine.Chance; i++ {
		*now = now.Add(100 * time.Millisecond)
		tick(t, a, in, 1)
	}
	n := len(f.Session().Entries)
	click(t, a, in, "spot:swap") // a new card is dealt next
	in.X, in.Y = f.btnUndo.Rect.Center()
	for range 5 {
		*now = now.Add(time.Second)
		tick(t, a, in, 1)
	}
	if len(f.Session().Entries) != n+1 || !hasTarget(a, "button:Undo") {
		t.Fatalf("%d entries after %d: the deal came while the pointer was on Undo", len(f.Session().Entries), n)
	}
	in.X, in.Y = 1, 1 // the pointer leaves Undo
	*now = now.Add(500 * time.Millisecond)
	tick(t, a, in, 1)
	if len(f.Session().Entries) != n+1 {
		t.Fatal("the deal came before the grace after the pointer left Undo")
	}
	*now = now.Add(600 * time.Millisecond)
	tick(t, a, in, 1)
	if len(f.Session().Entries) != n+2 {
		t.Fatal("the deal did not come once the pointer had left Undo")
	}
}

// Without a sound device, Settings shows the volume and mute disabled and
// says why.
func TestSettingsWithoutASoundDevice(t *testing.T) {
	a, in := newTestApp(t, nil)
	a.SoundProblem = "No sound device found: playing muted"
	click(t, a, in, "button:Settings")
	settle(t, a, in)
	if a.Scene().Name() != "settings" {
		t.Fatalf("scene %s", a.Scene().Name())
	}
	render(t, a, "settings-no-sound")
	if hasTarget(a, "slider:Volume") || hasTarget(a, "toggle:Mute") {
		t.Fatal("the volume or mute is offered without a sound device")
	}
	st := a.Scene().(*Settings)
	muted := a.Settings.Muted
	in.ClickRect(st.mute.Rect)
	tick(t, a, in, 1)
	if a.Settings.Muted != muted || !st.volume.Disabled {
		t.Fatal("mute took a click without a sound device")
	}
}

// noDevice is a background sound loader that finds no device.
type noDevice struct{ silent }

func (noDevice) StartLoading()  {}
func (noDevice) Notice() string { return "No sound device found: playing muted" }

// The app keeps the loader's problem for Settings, besides the title's
// notice.
func TestTheAppKeepsTheSoundProblem(t *testing.T) {
	in := &ui.Script{}
	a := NewApp(Config{Input: in, Sound: noDevice{}, Store: storage.NewMemory()})
	a.SetSize(LayoutW, LayoutH)
	a.Frames = 1000 // the title's launch is over: the loader starts
	tick(t, a, in, 1)
	if a.SoundProblem == "" {
		t.Fatal("the app forgot that no sound device was found")
	}
}

// The same sentence several times in a row is one log line with a count
// (before the sentence's full stop, which every log line gets); a sentence
// with effects between two equal ones keeps them apart.
func TestRepeatedLogLinesAreCounted(t *testing.T) {
	a, _ := newTestApp(t, nil)
	s := annaVsBlorb(t)
	f, err := a.OpenTable(s, nil)
	if err != nil {
		t.Fatal(err)
	}
	pick := session.Entry{Text: "Blorb picks a card in secret"}
	move := session.Entry{Text: "Blorb's Worbin moves forward."}
	s.Entries = append(s.Entries[:0], pick, pick, pick, session.Entry{Text: "Anna keeps", Effects: []string{"Anna is dealt a card"}}, pick, move, move)
	f.syncLog()
	got := make([]string, len(f.log.Lines))
	for i, l := range f.log.Lines {
		got[i] = ui.StripMarks(l)
	}
	want := []string{"Blorb picks a card in secret (3 times).", "Anna keeps.", "→ Anna is dealt a card.", "Blorb picks a card in secret.", "Blorb's Worbin moves forward (2 times)."}
	if len(got) != len(want) {
		t.Fatalf("log %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("log %q, want %q", got, want)
		}
	}
}

// BenchmarkFrameDraw measures one frame of the table scene around a fake
// table (the frame's own cost: top bar, seats, log, buttons).
func BenchmarkFrameDraw(b *testing.B) {
	a, in := newTestApp(b, nil)
	startFrame(b, a, in, enginetest.HighCard.ID(), session.KindHuman, session.KindNormal, session.KindNormal)
	tick(b, a, in, 3)
	benchDraw(b, a)
}
