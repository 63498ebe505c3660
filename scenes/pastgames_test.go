package scenes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"monstermixer/engine/enginetest"
	"monstermixer/scenes/session"
	"monstermixer/scenes/storage"
	"monstermixer/scenes/ui"
)

// playHighCardToTheEnd plays a High Card game between Anna and Bob (both
// people) to its end and waits for the game over.
func playHighCardToTheEnd(t *testing.T, a *App, in *ui.Script) *Frame {
	t.Helper()
	f := startFrame(t, a, in, enginetest.HighCard.ID(), session.KindHuman, session.KindHuman)
	tick(t, a, in, 2)
	click(t, a, in, "spot:keep")
	tick(t, a, in, 2)
	click(t, a, in, "button:I am ready")
	click(t, a, in, "spot:keep")
	if !f.Session().State.IsTerminal() {
		t.Fatal("the game should be over")
	}
	for i := 0; i < 200 && a.Scene().Name() != "gameover"; i++ {
		tick(t, a, in, 1)
	}
	settle(t, a, in)
	if a.Scene().Name() != "gameover" {
		t.Fatalf("scene %s, want gameover", a.Scene().Name())
	}
	return f
}

func TestFinishedGamesAreKeptCountedAndWatchedAgain(t *testing.T) {
	st := storage.NewMemory()
	a, in := newTestApp(t, st)
	f := playHighCardToTheEnd(t, a, in)
	names, _ := storage.Finished(st)
	if len(names) != 1 {
		t.Fatalf("%d finished games kept, want 1", len(names))
	}
	winner := f.Session().Seats()[f.Session().State.Result().Winners()[0]].Name
	g := a.Scene().(*GameOver)
	if !strings.Contains(g.news, winner+": 1st win at High Card") {
		t.Errorf("game over says %q, want %s's first win", g.news, winner)
	}
	render(t, a, "gameover-news")

	// Watch again, step to the end, and back to the game over.
	rs := clickTo[*replayScene](t, a, in, "Watch again")
	n := rs.Viewer().Len()
	for i := 0; i < n; i++ {
		in.Press(ui.CmdNext)
		tick(t, a, in, 1)
	}
	if rs.Viewer().Pos() != n || !rs.Viewer().State().IsTerminal() {
		t.Fatalf("at %d of %d", rs.Viewer().Pos(), n)
	}
	if img := render(t, a, "replay-highcard"); count(img, tableInk, nil) == 0 {
		t.Error("the replay does not draw the game's table")
	}
	in.Press(ui.CmdCancel)
	tick(t, a, in, 1)
	settle(t, a, in)
	if a.Scene() != g {
		t.Fatalf("Esc went to %s, want the game over", a.Scene().Name())
	}

	// A second game, then Past games from the title lists both and
	// reports a damaged third.
	playHighCardToTheEnd(t, a, in)
	st.Write("finished-20260101-000000.000-test-highcard.mixer", []byte("mixer-record 1\ngame test-highcard\n\x00junk"))
	a.GoTo(NewTitle(a))
	settle(t, a, in)
	p := clickTo[*PastGames](t, a, in, "Past games")
	if len(p.games) != 2 || len(p.notices) != 1 || !strings.Contains(p.notices[0], "could not be read") {
		t.Fatalf("%d games listed, notices %q", len(p.games), p.notices)
	}
	render(t, a, "pastgames")
	click(t, a, in, "past:test-highcard:"+p.games[0].Name)
	settle(t, a, in)
	if a.Scene().Name() != "replay" {
		t.Fatalf("choosing a past game went to %s", a.Scene().Name())
	}
	in.Press(ui.CmdCancel)
	tick(t, a, in, 1)
	settle(t, a, in)

	// Statistics: both people, renamed in every kept game.
	s := clickTo[*Statistics](t, a, in, "Statistics")
	if strings.Join(s.people, ",") != "Anna,Bob" {
		t.Fatalf("people %v", s.people)
	}
	played := 0
	for _, r := range s.rows {
		played += r.Played
	}
	if played != 2 {
		t.Errorf("Anna played %d games, want 2", played)
	}
	render(t, a, "statistics")
	s.name.Text = "Annie"
	click(t, a, in, "button:Rename")
	if strings.Join(s.people, ",") != "Annie,Bob" {
		t.Fatalf("after renaming: %v (%s)", s.people, s.message)
	}
	click(t, a, in, "person:Bob")
	click(t, a, in, "button:Forget")
	click(t, a, in, s.btnFg.Target().Name)
	if strings.Join(s.people, ",") != "" {
		t.Fatalf("after forgetting Bob, who played both games: %v", s.people)
	}
	if names, _ := storage.Finished(st); len(names) != 0 {
		t.Errorf("%d games kept after forgetting", len(names))
	}
}

// TestOpenARecordByItsPath: Open a record... takes a path; a missing file
// and a file that is not a record are told in a sentence (quoting at most
// a short excerpt) and nothing is lost; a record opens in the replay.
func TestOpenARecordByItsPath(t *testing.T) {
	st := storage.NewMemory()
	a, in := newTestApp(t, st)
	playHighCardToTheEnd(t, a, in)
	names, _ := storage.Finished(st)
	rec, err := st.Read(names[0])
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	good, junk := filepath.Join(dir, "game.mixer"), filepath.Join(dir, "junk.mixer")
	os.WriteFile(good, rec, 0o644)
	os.WriteFile(junk, []byte("mixer-record 1\ngame test-highcard\nseed "+strings.Repeat("9", 500)+"\n"), 0o644)

	a.GoTo(NewPastGames(a))
	settle(t, a, in)
	open := func(path string) string {
		click(t, a, in, "button:Open a record...")
		in.Type(path)
		tick(t, a, in, 1)
		in.Press(ui.CmdConfirm)
		tick(t, a, in, 1)
		if p, ok := a.Scene().(*PastGames); ok {
			msg := p.message
			p.asking, p.message, p.path.Text = false, "", ""
			return msg
		}
		return ""
	}
	if msg := open(filepath.Join(dir, "nothing.mixer")); !strings.Contains(msg, "There is no file") {
		t.Errorf("a missing file: %q", msg)
	}
	msg := open(junk)
	if !strings.Contains(msg, "not a game record") || len(msg) > 300 || strings.Contains(msg, strings.Repeat("9", 100)) {
		t.Errorf("a file that is not a record: %q", msg)
	}
	if msg := open(good); msg != "" {
		t.Fatalf("a good record: %q", msg)
	}
	settle(t, a, in)
	if a.Scene().Name() != "replay" {
		t.Fatalf("scene %s after opening a record", a.Scene().Name())
	}
}
