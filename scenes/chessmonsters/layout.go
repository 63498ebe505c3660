package chessmonsters

import (
	"math"

	cm "monstermixer/engine/chessmonsters"
	"monstermixer/scenes/ui"
)

// layout is where everything goes in the table area: the arena on the
// left with the decision buttons under it, on the right each player's
// panel on that player's side of the arena (White's at the bottom, or
// Black's when Black is looking) with the card detail between them;
// during the pick, the roster fills the area.
type layout struct {
	flip   bool    // Black's side at the bottom: Black is looking
	note   ui.Rect // the line above the arena
	grid   ui.SquareGrid
	arena  ui.Rect
	cell   float64
	btnRow ui.Rect
	panel  [2]ui.Rect // each player's panel
	detail ui.Rect
	res    [2][cm.TeamSize]ui.Rect
	hand   [2][2 * cm.NumLoot]ui.Rect
	// handFit is how many of a seat's loot hand places lie inside its
	// panel: a short panel (the game-over screen's) shows the count only.
	handFit [2]int
	resSize float64

	pickHead ui.Rect
	pick     [cm.NumMonsters]ui.Rect
	pickCard float64 // the card picture's size on the pick screen
}

// Sizes in layout units.
const (
	noteH   = 28.0
	pad     = 10.0
	btnH    = 38.0
	panelH  = 166.0
	handW   = 150.0
	handH   = 22.0
	resCard = 40.0
	// sideMin and sideMax bound the column beside the arena: the panels,
	// the large card and the decision buttons.
	sideMin = 200.0
	sideMax = 330.0
)

// cardShare is how much of its cell a card in the arena fills; an
// exhausted card is smaller (exhaustedShare) and turned by exhaustedAngle.
const (
	cardShare      = 0.96
	exhaustedShare = 0.86
)

func (t *Table) doLayout(area ui.Rect, s float64) {
	t.area, t.scale = area, s
	t.texts.noteFor = "" // fitted again to the new size
	l := &t.lay
	// The arena takes the height of the area under the line that says what
	// to do; the column beside it keeps between sideMin and sideMax.
	side := min(max(area.W*0.34, sideMin*s), sideMax*s)
	cell := math.Floor(min((area.H-(noteH+2*pad)*s)/cm.Size, (area.W-side-(2*pad+16)*s)/cm.Size))
	l.cell = cell
	top := area.Y + (area.H-(noteH+pad)*s-cell*cm.Size)/2
	l.note = ui.Rect{X: area.X + pad*s, Y: top, W: cell * cm.Size, H: noteH * s}
	l.grid = ui.SquareGrid{X: area.X + pad*s, Y: top + (noteH+pad/2)*s, Cell: cell, Cols: cm.Size, Rows: cm.Size}
	l.arena = l.grid.Bounds()
	px := l.arena.X + l.arena.W + 16*s
	pw := area.X + area.W - px - pad*s
	ph := min(panelH*s, (area.H-3*pad*s)/3)
	topSeat, bottom := cm.Black, cm.White
	if l.flip {
		topSeat, bottom = cm.White, cm.Black
	}
	l.panel[topSeat] = ui.Rect{X: px, Y: area.Y + pad*s/2, W: pw, H: ph}
	l.panel[bottom] = ui.Rect{X: px, Y: area.Y + area.H - ph - pad*s/2, W: pw, H: ph}
	// The decision buttons sit over the viewer's panel, the large card
	// between them and the other panel.
	l.btnRow = ui.Rect{X: px, Y: l.panel[bottom].Y - (btnH+pad)*s, W: pw, H: btnH * s}
	l.detail = ui.Rect{X: px, Y: l.panel[topSeat].Y + ph + pad*s, W: pw}
	l.detail.H = l.btnRow.Y - pad*s - l.detail.Y
	l.resSize = min(resCard*s, (pw-24*s)/cm.TeamSize-4*s)
	for p := range 2 {
		r := l.panel[p]
		for i := range cm.TeamSize {
			l.res[p][i] = ui.Rect{X: r.X + 12*s + float64(i)*(l.resSize+4*s), Y: r.Y + 67*s, W: l.resSize, H: l.resSize}
		}
		hw := min(handW*s, (pw-24*s)/2-4*s)
		for i := range l.hand[p] {
			row, col := i/2, i%2
			l.hand[p][i] = ui.Rect{X: r.X + 12*s + float64(col)*(hw+4*s), Y: r.Y + 73*s + l.resSize + float64(row)*(handH+4)*s, W: hw, H: handH * s}
		}
		l.handFit[p] = 0
		for _, h := range l.hand[p] {
			if h.Y+h.H <= r.Y+r.H {
				l.handFit[p]++
			}
		}
	}
	// The pick screen: 6 cards a row, 2 rows.
	l.pickHead = ui.Rect{X: area.X + pad*s, Y: area.Y + pad*s, W: area.W - 2*pad*s, H: 74 * s}
	cw := (area.W - 2*pad*s - 5*8*s) / 6
	ch := (area.H - l.pickHead.H - 3*pad*s - 8*s) / 2
	for k := range cm.NumMonsters {
		row, col := k/6, k%6
		l.pick[k] = ui.Rect{X: area.X + pad*s + float64(col)*(cw+8*s), Y: l.pickHead.Y + l.pickHead.H + pad*s + float64(row)*(ch+8*s), W: cw, H: ch}
	}
	l.pickCard = math.Floor(min(cw-16*s, ch*0.33))
	t.random = ui.Button{Label: "Random team", Rect: ui.Rect{X: l.pickHead.X + l.pickHead.W - 190*s, Y: l.pickHead.Y + 8*s, W: 190 * s, H: 40 * s}}
	t.layoutButtons()
	t.layoutChoices()
	if t.st != nil {
		t.buildTargets()
	}
}

// fieldRect is the screen cell of field f: White's side at the bottom,
// or Black's when Black is looking.
func (l *layout) fieldRect(f int) ui.Rect {
	if l.flip {
		return l.grid.Rect(cm.Size-1-f%cm.Size, f/cm.Size)
	}
	return l.grid.Rect(f%cm.Size, cm.Size-1-f/cm.Size)
}

// facing is how owner's cards face on screen: 0 when its forward is up
// the screen (the player at the bottom), 1 when down.
func (l *layout) facing(owner int) int8 {
	if (owner == cm.Black) != l.flip {
		return 1
	}
	return 0
}

// fieldUnder is the field under (x, y), or -1.
func (l *layout) fieldUnder(x, y float64) int {
	c, r, ok := l.grid.CellAt(x, y)
	if !ok {
		return -1
	}
	if l.flip {
		return r*cm.Size + cm.Size - 1 - c
	}
	return (cm.Size-1-r)*cm.Size + c
}

// layoutButtons puts the decision buttons offered now in the row over
// the viewer's panel; a row that is full goes on above it.
func (t *Table) layoutButtons() {
	s := t.scale
	row := t.lay.btnRow
	x, y := row.X, row.Y
	for i := range t.btns {
		b := &t.btns[i]
		b.Label = btnLabels[i]
		w := min(ui.TextWidth(b.Label, 17*s, true)+32*s, row.W)
		b.Primary = i == btnGo || i == btnEnd
		if !t.isLit(key{kBtn, i}) && (i != btnBack || len(t.sel) == 0) {
			b.Rect = ui.Rect{}
			continue
		}
		if x > row.X && x+w > row.X+row.W {
			x, y = row.X, y-row.H-6*s
		}
		b.Rect = ui.Rect{X: x, Y: y, W: w, H: row.H}
		x += w + 8*s
	}
}

// layoutChoices stacks the buttons that settle an ambiguous click over
// the middle of the arena.
func (t *Table) layoutChoices() {
	s := t.scale
	n := float64(len(t.choices))
	if n == 0 {
		return
	}
	w := t.lay.arena.W - 40*s
	h := 40 * s
	y := t.lay.arena.Y + (t.lay.arena.H-n*(h+8*s))/2
	for i := range t.choices {
		t.choices[i].btn.Rect = ui.Rect{X: t.lay.arena.X + 20*s, Y: y + float64(i)*(h+8*s), W: w, H: h}
	}
	t.choices[0].btn.Primary = true
}
