package ui

import "math"

// SquareGrid maps the cells of a square board (an arena, a player board's
// rows) to screen rectangles and back.
type SquareGrid struct {
	X, Y       float64 // top-left corner of cell (0, 0)
	Cell       float64 // side of a cell
	Gap        float64 // space between two cells
	Cols, Rows int
}

// Rect is the rectangle of cell (col, row).
func (g SquareGrid) Rect(col, row int) Rect {
	step := g.Cell + g.Gap
	return Rect{X: g.X + float64(col)*step, Y: g.Y + float64(row)*step, W: g.Cell, H: g.Cell}
}

// Center is the middle of cell (col, row).
func (g SquareGrid) Center(col, row int) (float64, float64) { return g.Rect(col, row).Center() }

// CellAt returns the cell under the point (x, y); ok is false outside the
// board or in a gap between cells.
func (g SquareGrid) CellAt(x, y float64) (col, row int, ok bool) {
	step := g.Cell + g.Gap
	if step <= 0 {
		return 0, 0, false
	}
	fc, fr := math.Floor((x-g.X)/step), math.Floor((y-g.Y)/step)
	col, row = int(fc), int(fr)
	if col < 0 || row < 0 || col >= g.Cols || row >= g.Rows {
		return 0, 0, false
	}
	return col, row, g.Rect(col, row).Contains(x, y)
}

// Bounds is the rectangle the whole board covers.
func (g SquareGrid) Bounds() Rect {
	step := g.Cell + g.Gap
	return Rect{X: g.X, Y: g.Y, W: float64(g.Cols)*step - g.Gap, H: float64(g.Rows)*step - g.Gap}
}

// Hex is a hex cell in axial coordinates (q, r); the third cube coordinate
// is -q-r.
type Hex struct{ Q, R int }

// HexGrid maps pointy-topped hexes in axial coordinates to screen points
// and back: hex (0, 0) is centred on (X, Y) and Size is the distance from
// a hex's centre to its corners.
type HexGrid struct {
	X, Y float64
	Size float64
}

var sqrt3 = math.Sqrt(3)

// Center is the middle of hex h.
func (g HexGrid) Center(h Hex) (float64, float64) {
	x := g.Size * sqrt3 * (float64(h.Q) + float64(h.R)/2)
	y := g.Size * 1.5 * float64(h.R)
	return g.X + x, g.Y + y
}

// HexAt returns the hex under the point (x, y) (every point lies in one).
func (g HexGrid) HexAt(x, y float64) Hex {
	px, py := (x-g.X)/g.Size, (y-g.Y)/g.Size
	q := sqrt3/3*px - py/3
	r := 2.0 / 3 * py
	return roundHex(q, r)
}

// roundHex rounds fractional axial coordinates to the nearest hex, keeping
// the cube coordinates summing to zero.
func roundHex(q, r float64) Hex {
	s := -q - r
	rq, rr, rs := math.Round(q), math.Round(r), math.Round(s)
	dq, dr, ds := math.Abs(rq-q), math.Abs(rr-r), math.Abs(rs-s)
	switch {
	case dq > dr && dq > ds:
		rq = -rr - rs
	case dr > ds:
		rr = -rq - rs
	}
	return Hex{Q: int(rq), R: int(rr)}
}

// Corners are the six corners of hex h, clockwise from the top.
func (g HexGrid) Corners(h Hex) [6][2]float64 {
	cx, cy := g.Center(h)
	var out [6][2]float64
	for i := range out {
		a := math.Pi/180*(60*float64(i)) - math.Pi/2
		out[i] = [2]float64{cx + g.Size*math.Cos(a), cy + g.Size*math.Sin(a)}
	}
	return out
}

// Camera pans and zooms a big board inside a screen area: a board point
// (bx, by) is drawn at area + (bx-X)*Zoom.
type Camera struct {
	X, Y     float64 // the board point at the area's top-left corner
	Zoom     float64 // screen pixels per board unit; 0 counts as 1
	Min, Max float64 // zoom limits; 0 means no limit
}

func (c *Camera) zoom() float64 {
	if c.Zoom == 0 {
		return 1
	}
	return c.Zoom
}

// ToScreen maps a board point to the screen inside area.
func (c *Camera) ToScreen(area Rect, bx, by float64) (float64, float64) {
	z := c.zoom()
	return area.X + (bx-c.X)*z, area.Y + (by-c.Y)*z
}

// ToBoard maps a screen point inside area to the board.
func (c *Camera) ToBoard(area Rect, sx, sy float64) (float64, float64) {
	z := c.zoom()
	return c.X + (sx-area.X)/z, c.Y + (sy-area.Y)/z
}

// Pan moves the view by (dx, dy) screen pixels.
func (c *Camera) Pan(dx, dy float64) {
	z := c.zoom()
	c.X -= dx / z
	c.Y -= dy / z
}

// ZoomAt multiplies the zoom by factor, keeping the board point under the
// screen point (sx, sy) where it is, within the zoom limits.
func (c *Camera) ZoomAt(area Rect, sx, sy, factor float64) {
	bx, by := c.ToBoard(area, sx, sy)
	z := c.zoom() * factor
	if c.Min > 0 {
		z = max(z, c.Min)
	}
	if c.Max > 0 {
		z = min(z, c.Max)
	}
	c.Zoom = z
	c.X = bx - (sx-area.X)/z
	c.Y = by - (sy-area.Y)/z
}

// Fit shows the board rectangle b whole and centred in area.
func (c *Camera) Fit(area Rect, b Rect) {
	z := min(area.W/b.W, area.H/b.H)
	if c.Min > 0 {
		z = max(z, c.Min)
	}
	if c.Max > 0 {
		z = min(z, c.Max)
	}
	c.Zoom = z
	c.X = b.X - (area.W/z-b.W)/2
	c.Y = b.Y - (area.H/z-b.H)/2
}

// Update zooms with the wheel around the cursor when it is over area, and
// reports whether the view changed.
func (c *Camera) Update(in Input, area Rect) bool {
	w := in.Wheel()
	x, y := in.Cursor()
	if w == 0 || !area.Contains(x, y) {
		return false
	}
	c.ZoomAt(area, x, y, math.Pow(1.15, w))
	return true
}
