package scenes

import (
	"fmt"
	"strings"
	"testing"

	"monstermixer/scenes/storage"
	"monstermixer/scenes/ui"
)

// TestPastGamesRowsFollowADrag: with more games kept than the list
// shows, a finger dragging the rows up scrolls them row by row, and its
// release over a row opens nothing; a tap then opens the row tapped.
func TestPastGamesRowsFollowADrag(t *testing.T) {
	st := storage.NewMemory()
	a, in := newTestApp(t, st)
	playHighCardToTheEnd(t, a, in)
	names, _ := storage.Finished(st)
	rec, err := st.Read(names[0])
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 14; i++ {
		st.Write(strings.Replace(names[0], "finished-", fmt.Sprintf("finished-%02d", i), 1), rec)
	}
	a.GoTo(NewPastGames(a))
	settle(t, a, in)
	p := a.Scene().(*PastGames)
	if len(p.rows) != 15 {
		t.Fatalf("%d games listed, want 15", len(p.rows))
	}
	first := p.rows[0].Rect
	x, y := first.Center()
	row := pastRowH * a.Scale
	in.X, in.Y, in.HeldDown = x, y+5*row, true
	tick(t, a, in, 1)
	for k := 1; k <= 10; k++ { // three rows up, in ten moves
		in.Y = y + 5*row - 3*row*float64(k)/10
		tick(t, a, in, 1)
	}
	tick(t, a, in, 8) // held still: no flick
	if p.scroll != 3 {
		t.Fatalf("after dragging three rows up the first row shown is %d, want 3", p.scroll)
	}
	in.HeldDown, in.Click = false, true
	tick(t, a, in, 1)
	settle(t, a, in)
	if a.Scene() != p || p.scroll != 3 {
		t.Fatalf("the drag's release opened %s (scroll %d)", a.Scene().Name(), p.scroll)
	}
	// A tap on the first row shown opens that game.
	in.ClickAt(x, y)
	tick(t, a, in, 1)
	if a.Scene() == p {
		t.Fatal("a tap on a row after the drag opened nothing")
	}
}

// TestStatisticsPeopleScroll: a twelfth person, past what the column
// shows, is reached with the wheel and by dragging.
func TestStatisticsPeopleScroll(t *testing.T) {
	s := &Statistics{}
	for i := 0; i < 15; i++ {
		s.people = append(s.people, fmt.Sprint("P", i))
		s.btns = append(s.btns, ui.Button{Label: s.people[i]})
	}
	a, in := newTestApp(t, nil)
	a.GoTo(s)
	settle(t, a, in)
	if s.btns[12].Rect.W != 0 {
		t.Fatal("the 13th person shows before scrolling")
	}
	x, y := s.btns[0].Rect.Center()
	in.X, in.Y, in.WheelY = x, y, -1
	tick(t, a, in, 1)
	if s.first != 1 || s.btns[12].Rect.W != 0 || s.btns[11].Rect.W == 0 {
		t.Fatalf("after the wheel: first %d", s.first)
	}
	in.HeldDown = true
	tick(t, a, in, 1)
	for k := 1; k <= 6; k++ {
		in.Y = y - 3*statRowH*a.Scale*float64(k)/6
		tick(t, a, in, 1)
	}
	tick(t, a, in, 8)
	in.HeldDown, in.Click = false, true
	tick(t, a, in, 1)
	if s.first != 4 || s.btns[14].Rect.W == 0 || s.sel != 0 {
		t.Fatalf("after dragging three rows: first %d, 15th shown %v, chosen %d", s.first, s.btns[14].Rect.W > 0, s.sel)
	}
}

// TestOpenARecordHasCancel: the path field of Past games closes with a
// button too (Esc is not on every screen's keyboard).
func TestOpenARecordHasCancel(t *testing.T) {
	if !canOpenFiles() {
		t.Skip("no path field in this build")
	}
	a, in := newTestApp(t, nil)
	a.GoTo(NewPastGames(a))
	settle(t, a, in)
	click(t, a, in, "button:Open a record...")
	p := a.Scene().(*PastGames)
	if !p.asking {
		t.Fatal("the path field did not open")
	}
	click(t, a, in, "button:Cancel")
	if !p.asking && a.Scene() == p {
		return
	}
	t.Fatalf("Cancel left asking %v on %s", p.asking, a.Scene().Name())
}
