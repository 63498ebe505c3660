package ui

import (
	"math"
	"testing"
)

func TestSquareGridRoundTrip(t *testing.T) {
	g := SquareGrid{X: 10, Y: 20, Cell: 50, Gap: 4, Cols: 6, Rows: 6}
	for c := 0; c < 6; c++ {
		for r := 0; r < 6; r++ {
			x, y := g.Center(c, r)
			gc, gr, ok := g.CellAt(x, y)
			if !ok || gc != c || gr != r {
				t.Fatalf("centre of %d,%d maps to %d,%d,%v", c, r, gc, gr, ok)
			}
		}
	}
	if _, _, ok := g.CellAt(10+50+2, 25); ok {
		t.Fatal("a point in the gap is in a cell")
	}
	if _, _, ok := g.CellAt(5, 25); ok {
		t.Fatal("a point left of the board is in a cell")
	}
	if b := g.Bounds(); b.W != 6*54-4 {
		t.Fatalf("bounds %v", b)
	}
}

func TestHexGridRoundTripAndNeighbours(t *testing.T) {
	g := HexGrid{X: 300, Y: 200, Size: 30}
	for q := -4; q <= 4; q++ {
		for r := -4; r <= 4; r++ {
			h := Hex{q, r}
			x, y := g.Center(h)
			if got := g.HexAt(x, y); got != h {
				t.Fatalf("centre of %v maps to %v", h, got)
			}
			// A point just inside a corner still belongs to the hex.
			c := g.Corners(h)[0]
			if got := g.HexAt(x+(c[0]-x)*0.9, y+(c[1]-y)*0.9); got != h {
				t.Fatalf("near a corner of %v maps to %v", h, got)
			}
		}
	}
	// Neighbouring centres are sqrt(3)*Size apart.
	x0, y0 := g.Center(Hex{0, 0})
	x1, y1 := g.Center(Hex{1, 0})
	x2, y2 := g.Center(Hex{0, 1})
	for _, d := range []float64{math.Hypot(x1-x0, y1-y0), math.Hypot(x2-x0, y2-y0)} {
		if math.Abs(d-30*math.Sqrt(3)) > 1e-9 {
			t.Fatalf("neighbour distance %v", d)
		}
	}
}

func TestCameraZoomKeepsThePointUnderTheCursor(t *testing.T) {
	area := Rect{X: 100, Y: 50, W: 800, H: 600}
	c := Camera{Min: 0.5, Max: 3}
	c.Fit(area, Rect{X: 0, Y: 0, W: 400, H: 300})
	if c.Zoom != 2 {
		t.Fatalf("fit zoom %v", c.Zoom)
	}
	bx, by := c.ToBoard(area, 400, 300)
	c.ZoomAt(area, 400, 300, 1.3)
	if c.Zoom != 2.6 {
		t.Fatalf("zoom %v", c.Zoom)
	}
	if x, y := c.ToScreen(area, bx, by); math.Abs(x-400) > 1e-9 || math.Abs(y-300) > 1e-9 {
		t.Fatalf("the board point moved to %v,%v", x, y)
	}
	c.ZoomAt(area, 400, 300, 10)
	if c.Zoom != 3 {
		t.Fatalf("zoom above the limit: %v", c.Zoom)
	}
	x0, y0 := c.ToScreen(area, 0, 0)
	c.Pan(15, -5)
	if x, y := c.ToScreen(area, 0, 0); math.Abs(x-x0-15) > 1e-9 || math.Abs(y-y0+5) > 1e-9 {
		t.Fatalf("pan moved the origin to %v,%v from %v,%v", x, y, x0, y0)
	}
	in := &Script{}
	in.WheelY = 1
	in.X, in.Y = 5, 5 // outside the area
	if c.Update(in, area) {
		t.Fatal("the wheel outside the area zoomed")
	}
}
