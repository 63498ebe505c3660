package ui

import (
	"fmt"
	"testing"
)

// grid is a 3 x 3 grid of 60-pixel targets "r,c" listed in an order that
// is not the grid's: list order and geometry differ.
func grid() []Target {
	var ts []Target
	for _, rc := range [][2]int{{2, 0}, {0, 2}, {1, 1}, {0, 0}, {2, 2}, {1, 0}, {0, 1}, {2, 1}, {1, 2}} {
		ts = append(ts, Target{Name: fmt.Sprintf("%d,%d", rc[0], rc[1]), Rect: Rect{X: 100 + 80*float64(rc[1]), Y: 100 + 80*float64(rc[0]), W: 60, H: 60}})
	}
	return ts
}

func index(ts []Target, name string) int {
	for i, t := range ts {
		if t.Name == name {
			return i
		}
	}
	return -1
}

// The arrows go to the nearest target in their direction, whatever the
// list order; with none that way they wrap round to the far end of the
// same row or column.
func TestStepGoesToTheNearestTargetThatWay(t *testing.T) {
	ts := grid()
	for _, c := range []struct {
		from   string
		dx, dy float64
		want   string
	}{
		{"1,1", 1, 0, "1,2"}, {"1,1", -1, 0, "1,0"}, {"1,1", 0, -1, "0,1"}, {"1,1", 0, 1, "2,1"},
		{"0,0", 1, 0, "0,1"}, {"0,0", 0, 1, "1,0"}, {"2,2", -1, 0, "2,1"}, {"2,2", 0, -1, "1,2"},
		{"1,2", 1, 0, "1,0"}, {"0,1", 0, -1, "2,1"}, {"2,0", -1, 0, "2,2"}, // wrap round
	} {
		from := index(ts, c.from)
		got := ts[Step(ts, from, c.dx, c.dy)].Name
		if got != c.want {
			t.Errorf("from %s going %v,%v: %s, want %s", c.from, c.dx, c.dy, got, c.want)
		}
		// Moving in list order would land elsewhere: the grid's order
		// is not the list's.
		if next := ts[(from+1)%len(ts)].Name; next == c.want && c.dx == 1 {
			t.Errorf("from %s the list's next is the answer too: the test proves nothing", c.from)
		}
	}
	// A far target straight ahead beats a near one far off the line.
	line := []Target{{Name: "a", Rect: Rect{0, 0, 10, 10}}, {Name: "off", Rect: Rect{40, 200, 10, 10}}, {Name: "ahead", Rect: Rect{300, 0, 10, 10}}}
	if got := line[Step(line, 0, 1, 0)].Name; got != "ahead" {
		t.Errorf("right of a: %s, want ahead", got)
	}
	// Targets with one centre take list order.
	same := []Target{{Name: "x", Rect: Rect{0, 0, 10, 10}}, {Name: "y", Rect: Rect{0, 0, 10, 10}}}
	if Step(same, 0, 1, 0) != 1 || Step(same, 1, -1, 0) != 0 {
		t.Error("targets with the same centre are not reached from each other")
	}
	if Step(nil, -1, 1, 0) != 0 || Step(line[:1], 0, 1, 0) != 0 {
		t.Error("with one target or none the focus stays")
	}
}

// Every target of the grid is reached with the arrows from any other.
func TestTheArrowsReachEveryTarget(t *testing.T) {
	ts := grid()
	for from := range ts {
		seen := map[int]bool{from: true}
		todo := []int{from}
		for len(todo) > 0 {
			i := todo[0]
			todo = todo[1:]
			for _, d := range [][2]float64{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				if j := Step(ts, i, d[0], d[1]); !seen[j] {
					seen[j] = true
					todo = append(todo, j)
				}
			}
		}
		if len(seen) != len(ts) {
			t.Errorf("from %s the arrows reach %d of %d targets", ts[from].Name, len(seen), len(ts))
		}
	}
}

// The cursor: the first arrow shows the ring, the next move it spatially;
// while it shows the pointer is at the focus and Enter is a click there;
// a moved pointer hides it and gives Enter back; a new set of targets
// keeps the focus by name, or the nearest.
func TestCursorClicksTheFocusedTarget(t *testing.T) {
	ts := grid()
	var c Cursor
	in := &Script{X: 5, Y: 5}
	tick := func() Input {
		out, _ := c.Update(in, ts)
		in.EndTick()
		return out
	}
	if out := tick(); c.Shown() || out.Clicked() {
		t.Fatal("the ring shows before any arrow")
	}
	in.Press(CmdConfirm)
	if out, _ := c.Update(in, ts); out.Clicked() || !out.Command(CmdConfirm) {
		t.Fatal("Enter without the ring is not Enter")
	}
	in.EndTick()
	in.Press(CmdRight)
	tick()
	if f, ok := c.Focus(); !ok || f.Name != ts[0].Name {
		t.Fatalf("the first arrow shows the ring on %v %v, want the first target", f, ok)
	}
	in.Press(CmdRight) // 2,0 -> 2,1
	tick()
	in.Press(CmdUp) // -> 1,1
	tick()
	if f, _ := c.Focus(); f.Name != "1,1" {
		t.Fatalf("right then up from 2,0: %s, want 1,1", f.Name)
	}
	in.Press(CmdConfirm)
	out, _ := c.Update(in, ts)
	x, y := out.Cursor()
	if cx, cy := ts[index(ts, "1,1")].Rect.Center(); !out.Clicked() || out.Command(CmdConfirm) || x != cx || y != cy {
		t.Fatalf("Enter on the ring: click %v confirm %v at %v,%v", out.Clicked(), out.Command(CmdConfirm), x, y)
	}
	in.EndTick()
	// New targets: the same name keeps the focus, wherever it went.
	moved := grid()
	moved[index(moved, "1,1")].Rect.X += 500
	c.Update(in, moved)
	if f, _ := c.Focus(); f.Name != "1,1" || f.Rect.X < 500 {
		t.Fatalf("after the targets moved the focus is %v", f)
	}
	// Gone: the nearest to where it was.
	c.Update(in, []Target{{Name: "far", Rect: Rect{900, 0, 10, 10}}, {Name: "near", Rect: Rect{690, 180, 10, 10}}})
	if f, _ := c.Focus(); f.Name != "near" {
		t.Fatalf("the focus went to %s, want near", f.Name)
	}
	in.X = 40
	out = tick()
	if c.Shown() || out.Clicked() {
		t.Fatal("the ring stays after the pointer moved")
	}
	if x, _ := out.Cursor(); x != 40 {
		t.Fatalf("the pointer reads %v without the ring", x)
	}
}

// Through the cursor a finger is still a finger: a tooltip waits for a
// long press (the wrapper once hid the Toucher, and every tap showed one).
func TestTheCursorKeepsTheFinger(t *testing.T) {
	var c Cursor
	in := &Script{X: 5, Y: 5, Finger: true}
	out, _ := c.Update(in, grid())
	if TipAllowed(out) {
		t.Fatal("a finger's tap allowed a tooltip through the cursor")
	}
	in.Long = true
	if out, _ = c.Update(in, grid()); !TipAllowed(out) {
		t.Fatal("a long press did not allow the tooltip through the cursor")
	}
}

// A button's target costs nothing once named: the frame asks every tick.
func TestAButtonTargetAllocatesNothing(t *testing.T) {
	b := Button{Label: "Menu"}
	b.Target()
	if n := testing.AllocsPerRun(100, func() { b.Target() }); n != 0 || b.Target().Name != "button:Menu" {
		t.Fatalf("%v allocations, name %q", n, b.Target().Name)
	}
	b.Label = "Undo"
	if b.Target().Name != "button:Undo" {
		t.Fatalf("a new label kept the name %q", b.Target().Name)
	}
}
