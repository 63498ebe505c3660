package insurance

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	ins "monstermixer/engine/insurance"
	"monstermixer/scenes/ui"
	"monstermixer/sprites"
)

// graphics caches the images that do not change from frame to frame: the
// board background per board and size, and the sprites (tokens, cards,
// the monster, dice) in a sprites.Cache keyed by what they show and their
// size.
type graphics struct {
	pn      pen
	bg      *ebiten.Image
	bgBoard *ins.Board
	bgCell  float64
	sprites *sprites.Cache[spriteKey] // tokens, cards, the monster, dice, ...
	blank   *ebiten.Image             // drawn for a sprite of no size
	op      ebiten.DrawImageOptions
	// cached layers: the seat panels and the strip, redrawn when what
	// they show changes
	seatsImg  *ebiten.Image
	seatsKey  layerKey
	stripImg  *ebiten.Image
	stripKey  layerKey
	labelsImg *ebiten.Image
	labelsKey layerKey
}

// buildingTints colour the roofs so neighbouring buildings read apart.
var buildingTints = [4]color.RGBA{
	{0xe8, 0xd9, 0xb5, 0xff},
	{0xe9, 0xc4, 0xa6, 0xff},
	{0xcf, 0xd8, 0xdf, 0xff},
	{0xd6, 0xe0, 0xbf, 0xff},
}

// boardImage returns the background of the board at the current size:
// asphalt roads with lane marks, roofs with one outline per building,
// tile seams and the board's edge.
func (t *Table) boardImage() *ebiten.Image {
	g := &t.gfx
	b := t.m.board
	c := t.lay.cell
	if g.bg != nil && g.bgBoard == b && g.bgCell == c {
		return g.bg
	}
	w, h := int(c)*b.W, int(c)*b.H
	if g.bg == nil || g.bg.Bounds().Dx() != w || g.bg.Bounds().Dy() != h {
		if g.bg != nil {
			g.bg.Deallocate()
		}
		g.bg = ebiten.NewImage(w, h)
	}
	g.bgBoard, g.bgCell = b, c
	img := g.bg
	img.Fill(colUndealt)
	sq := func(x, y int) ui.Rect { return ui.Rect{X: float64(x) * c, Y: float64(y) * c, W: c, H: c} }
	kindAt := func(x, y int) ins.SquareKind {
		s := b.At(x, y)
		if s == ins.NoSquare {
			return ins.Undealt
		}
		return b.Kind(s)
	}
	bldAt := func(x, y int) int {
		s := b.At(x, y)
		if s == ins.NoSquare {
			return -2
		}
		return b.BuildingOf(s)
	}
	for y := 0; y < b.H; y++ {
		for x := 0; x < b.W; x++ {
			r := sq(x, y)
			switch kindAt(x, y) {
			case ins.Road:
				fillRect(img, r, colRoad)
			case ins.Building:
				id := bldAt(x, y)
				fillRect(img, r, buildingTints[(id*7+id/3)%len(buildingTints)])
			}
		}
	}
	lane := math.Max(1, c*0.07)
	dx := [4]int{0, 1, 0, -1}
	dy := [4]int{-1, 0, 1, 0}
	for y := 0; y < b.H; y++ {
		for x := 0; x < b.W; x++ {
			k := kindAt(x, y)
			r := sq(x, y)
			cx, cy := r.Center()
			if k == ins.Road {
				for d := 0; d < 4; d++ {
					if kindAt(x+dx[d], y+dy[d]) != ins.Road {
						// kerb along a side that meets no road
						x0, y0 := cx+float64(dx[d])*c/2, cy+float64(dy[d])*c/2
						px, py := float64(dy[d])*c/2, float64(dx[d])*c/2
						line(img, x0-px, y0-py, x0+px, y0+py, math.Max(1, c*0.06), colKerb)
						continue
					}
					fx, fy := float64(dx[d]), float64(dy[d])
					line(img, cx+fx*c*0.12, cy+fy*c*0.12, cx+fx*c*0.38, cy+fy*c*0.38, lane, colLane)
				}
			}
		}
	}
	// building outlines: faint seams inside a building, a dark line around it
	bw := math.Max(1.5, c*0.08)
	for y := 0; y < b.H; y++ {
		for x := 0; x < b.W; x++ {
			id := bldAt(x, y)
			if id < 0 {
				continue
			}
			r := sq(x, y)
			for d := 0; d < 4; d++ {
				var x0, y0, x1, y1 float64
				switch d {
				case 0:
					x0, y0, x1, y1 = r.X, r.Y, r.X+c, r.Y
				case 1:
					x0, y0, x1, y1 = r.X+c, r.Y, r.X+c, r.Y+c
				case 2:
					x0, y0, x1, y1 = r.X, r.Y+c, r.X+c, r.Y+c
				default:
					x0, y0, x1, y1 = r.X, r.Y, r.X, r.Y+c
				}
				if bldAt(x+dx[d], y+dy[d]) == id {
					line(img, x0, y0, x1, y1, 1, ui.Scaled(colBldLine, 0.14))
				} else {
					// inset so the outline stays inside its own building
					ix, iy := -float64(dx[d])*bw/2, -float64(dy[d])*bw/2
					ex, ey := float64(dy[d]*dy[d])*bw/2, float64(dx[d]*dx[d])*bw/2
					line(img, x0+ix-ex, y0+iy-ey, x1+ix+ex, y1+iy+ey, bw, colBldLine)
				}
			}
		}
	}
	// tile seams and the edge
	for tx := 1; tx < b.TW; tx++ {
		x := float64(tx*ins.TileSize) * c
		line(img, x, 0, x, float64(h), 1, color.RGBA{0, 0, 0, 0x30})
	}
	for ty := 1; ty < b.TH; ty++ {
		y := float64(ty*ins.TileSize) * c
		line(img, 0, y, float64(w), y, 1, color.RGBA{0, 0, 0, 0x30})
	}
	for i, tile := range b.Tiles {
		if tile < 0 {
			tx, ty := i%b.TW, i/b.TW
			r := ui.Rect{X: float64(tx*ins.TileSize) * c, Y: float64(ty*ins.TileSize) * c, W: float64(ins.TileSize) * c, H: float64(ins.TileSize) * c}
			dashedRect(img, r.Inset(c*0.2), c*0.3, 1, ui.ColBorder)
		}
	}
	return img
}

// drawSprite draws img centred on (cx, cy), scaled by k, turned by angle,
// faded by alpha.
func (t *Table) drawSprite(dst, img *ebiten.Image, cx, cy, k, angle, alpha float64) {
	op := &t.gfx.op
	*op = ebiten.DrawImageOptions{}
	w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	op.GeoM.Translate(-w/2, -h/2)
	if k != 1 {
		op.GeoM.Scale(k, k)
	}
	if angle != 0 {
		op.GeoM.Rotate(angle)
		op.Filter = ebiten.FilterLinear
	}
	op.GeoM.Translate(cx, cy)
	if alpha < 1 {
		op.ColorScale.ScaleAlpha(float32(alpha))
	}
	dst.DrawImage(img, op)
}

// drawToken draws a board token on its square, landing or flipping.
func (t *Table) drawToken(dst *ebiten.Image, sq ins.Square, c *cell) {
	L := &t.lay
	r := t.squareRect(sq)
	cx, cy := r.Center()
	damaged := c.tok.Damaged
	kx, angle := 1.0, 0.0
	if damaged {
		angle = -0.26 * c.flip
		if c.flip < 1 {
			// flip over: shrink to an edge and show the back
			kx = math.Abs(math.Cos(c.flip * math.Pi))
			if c.flip < 0.5 {
				damaged = false
			}
		}
	}
	img := t.tokenSprite(c.tok.Type, c.tok.Owner, damaged, L.cell)
	alpha := 1.0
	if c.drop < 1 {
		cy -= (1 - ui.Ease(c.drop)) * L.cell * 1.2
		alpha = 0.3 + 0.7*c.drop
	}
	op := &t.gfx.op
	*op = ebiten.DrawImageOptions{}
	w := float64(img.Bounds().Dx())
	op.GeoM.Translate(-w/2, -w/2)
	op.GeoM.Scale(kx, 1)
	if angle != 0 {
		op.GeoM.Rotate(angle)
		op.Filter = ebiten.FilterLinear
	}
	op.GeoM.Translate(math.Round(cx), math.Round(cy))
	if alpha < 1 {
		op.ColorScale.ScaleAlpha(float32(alpha))
	}
	dst.DrawImage(img, op)
}

func (t *Table) drawImageAt(dst, img *ebiten.Image, x, y, alpha float64) {
	op := &t.gfx.op
	*op = ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x), math.Round(y))
	if alpha < 1 {
		op.ColorScale.ScaleAlpha(float32(alpha))
	}
	dst.DrawImage(img, op)
}

func (t *Table) pulse() float64 { return 0.5 + 0.5*math.Sin(t.an.tl.Clock*5) }

// drawBoard draws the board, the lit squares, the monster, the tokens and
// the sparks.
func (t *Table) drawBoard(dst *ebiten.Image) {
	L := &t.lay
	b := t.m.board
	if b == nil || L.cell <= 0 {
		return
	}
	c := L.cell
	s := L.s
	bw, bh := c*float64(b.W), c*float64(b.H)
	br := ui.Rect{X: L.ox, Y: L.oy, W: bw, H: bh}
	sh := br
	sh.X += 3 * s
	sh.Y += 5 * s
	fillRect(dst, sh.Inset(-4*s), color.RGBA{0, 0, 0, 0x60})
	fillRect(dst, br.Inset(-5*s), colKerb)
	t.drawImageAt(dst, t.boardImage(), L.ox, L.oy, 1)
	for i, f := range t.m.tileFade {
		if i >= len(b.Tiles) || f >= 1 {
			continue
		}
		tx, ty := i%b.TW, i/b.TW
		tc := c * ins.TileSize
		fillRect(dst, ui.Rect{X: L.ox + float64(tx)*tc, Y: L.oy + float64(ty)*tc, W: tc, H: tc}, ui.Scaled(colUndealt, 1-f))
	}
	strokeRect(dst, br.Inset(-1.5*s), 3*s, colInk)
	phase := t.m.phase
	if t.view != nil {
		phase = t.view.Phase()
	}
	if phase != ins.PhaseMonster && phase != ins.PhaseDeal {
		// the labels are text: drawn once into a cached layer
		key := layerKey{rect: br, board: b, mgen: int(c)}
		lr := ui.Rect{X: L.ox - 40*s, Y: L.oy - 30*s, W: bw + 40*s, H: bh + 30*s}
		t.drawLayer(dst, &t.gfx.labelsImg, &t.gfx.labelsKey, key, lr, t.drawLabels)
	}
	// lit squares while placing
	if t.placing() && !t.an.busy() {
		// a green wash and a dot on each legal square; the building
		// outlines stay visible
		a := 0.16 + 0.14*t.pulse()
		bit := uint8(1) << t.sel
		n := b.NumSquares()
		wash, dot := ui.Scaled(colLit, a), ui.Scaled(colLit, 0.95)
		d := math.Max(3, c*0.22)
		for sq := 0; sq < n; sq++ {
			if t.lit[sq]&bit != 0 {
				r := t.squareRect(ins.Square(sq)).Inset(1)
				box(r, wash)
				cx, cy := r.Center()
				box(ui.Rect{X: cx - d/2, Y: cy - d/2, W: d, H: d}, dot)
			}
		}
		flushQuads(dst)
	}
	// the resolving card's path, or the hovered card's preview
	if t.an.pathOn {
		f := math.Min(1, t.an.pathT/0.35)
		t.drawPath(dst, &t.an.path.Stepped, &t.an.path.Attacked, 0.55*f)
	} else if t.previewOK {
		t.drawPath(dst, &t.preview.Stepped, &t.preview.Attacked, 0.3)
	}
	if t.hintOK && t.hint.Kind == ins.KindPlace && int(t.hint.Square) < b.NumSquares() {
		r := t.squareRect(t.hint.Square).Inset(-2 * s)
		strokeRect(dst, r, (3+2*t.pulse())*s, colHint)
	}
	if t.hoverSq != ins.NoSquare {
		strokeRect(dst, t.squareRect(t.hoverSq).Inset(1), 2*s, colWhite)
	}
	// the tokens over the monster: its standee never hides a token on a
	// square beside it (or under its feet)
	t.drawMonster(dst)
	n := b.NumSquares()
	for sq := 0; sq < n; sq++ {
		if cl := &t.m.cells[sq]; cl.ok {
			t.drawToken(dst, ins.Square(sq), cl)
		}
	}
	t.drawSparks(dst)
}

// drawPath lights the squares a move steps on (dashed, orange) and
// attacks (red with an explosion).
func (t *Table) drawPath(dst *ebiten.Image, stepped, attacked *ins.SquareList, a float64) {
	s := t.lay.s
	for _, sq := range stepped.Slice() {
		r := t.squareRect(sq).Inset(1)
		fillRect(dst, r, ui.Scaled(colStep, a))
		dashedRect(dst, r.Inset(1.5*s), t.lay.cell*0.14, 2*s, ui.Scaled(colStep, math.Min(1, a*2.2)))
	}
	for _, sq := range attacked.Slice() {
		r := t.squareRect(sq).Inset(1)
		fillRect(dst, r, ui.Scaled(colAttack, a))
		cx, cy := r.Center()
		t.drawSprite(dst, t.explosionSprite(), cx, cy, 0.5, 0, math.Min(1, a*2.2))
	}
}

var colLetters = func() [ins.MaxSide]string {
	var s [ins.MaxSide]string
	for i := range s {
		s[i] = string(rune('a' + i))
	}
	return s
}()

// drawLabels writes the column letters above and the row numbers left of
// the board.
func (t *Table) drawLabels(dst *ebiten.Image) {
	L := &t.lay
	b := t.m.board
	c := L.cell
	size := math.Max(9*L.s, math.Min(14*L.s, c*0.42))
	col := ui.Scaled(ui.ColTextDim, 0.8)
	for x := 0; x < b.W; x++ {
		ui.DrawText(dst, colLetters[x], size, false, L.ox+(float64(x)+0.5)*c, L.oy-8*L.s, ui.AlignCenter, ui.AlignEnd, col)
	}
	for y := 0; y < b.H; y++ {
		ui.DrawText(dst, ui.Num(y+1), size, false, L.ox-9*L.s, L.oy+(float64(y)+0.5)*c, ui.AlignEnd, ui.AlignCenter, col)
	}
}

// drawMonster draws the monster, and while its place is being chosen the
// places beside the board as arrows (and a ghost on the hovered one).
func (t *Table) drawMonster(dst *ebiten.Image) {
	L := &t.lay
	choosing := t.view != nil && t.view.Phase() == ins.PhaseMonster && t.myTurn
	if choosing {
		for i, p := range t.poses {
			r := t.poseRect(p.pose)
			cx, cy := r.Center()
			col := ui.Scaled(colLit, 0.55+0.3*t.pulse())
			if i == t.hoverPose {
				col = colHint
			}
			if t.hintOK && t.hint.Kind == ins.KindMonster && t.hint.Pose == p.pose {
				col = colHint
				strokeRect(dst, r.Inset(1), 2*L.s, colHint)
			}
			t.drawTinted(dst, t.arrowSprite(), cx, cy, dirAngle(uint8(p.pose.Facing)), col)
		}
		if t.hoverPose >= 0 {
			p := t.poses[t.hoverPose].pose
			lx, ly, rx, ry := p.Feet()
			x, y := t.cellXY(float64(lx+rx)/2+0.5, float64(ly+ry)/2+0.5)
			t.drawSprite(dst, t.monsterSprite(), x, y, 1, dirAngle(uint8(p.Facing)), 0.6)
			for _, pos := range [2][2]int{{lx, ly}, {rx, ry}} {
				sx, sy := t.cellXY(float64(pos[0]), float64(pos[1]))
				strokeRect(dst, ui.Rect{X: sx, Y: sy, W: L.cell, H: L.cell}.Inset(2), 2*L.s, colHint)
			}
		}
	}
	if !t.m.placed {
		return
	}
	x, y, angle := t.monsterAt()
	sx, sy := t.cellXY(x, y)
	k := 1 + 0.12*t.hop()
	alpha := 1.0
	if t.an.monDrop < 1 {
		k = 1.7 - 0.7*ui.Ease(t.an.monDrop)
		alpha = 0.3 + 0.7*t.an.monDrop
	}
	if t.an.monKind == ins.EvAttack && t.an.monT < 1 && t.an.tl.Busy() {
		// lunge towards the attack
		f := math.Sin(t.an.monT*math.Pi) * 0.25 * L.cell
		sx += math.Sin(angle) * f
		sy -= math.Cos(angle) * f
	}
	t.drawSprite(dst, t.monsterSprite(), sx, sy, k, angle, alpha)
}

// drawSparks draws dust, fire, punch rings and cracks.
func (t *Table) drawSparks(dst *ebiten.Image) {
	a := &t.an
	c := t.lay.cell
	for i := 0; i < a.nsp; i++ {
		sp := &a.sparks[i]
		x, y := t.cellXY(sp.x, sp.y)
		life := 1 - sp.t/sp.life
		switch sp.kind {
		case sparkDust:
			vector.DrawFilledCircle(dst, float32(x), float32(y), float32(sp.size*c*(1.4-life*0.6)), ui.Scaled(color.RGBA{0xd8, 0xd0, 0xc0, 0xff}, 0.6*life), false)
		case sparkFire:
			col := ui.Mix(colHint, colAttack, 1-life)
			vector.DrawFilledCircle(dst, float32(x), float32(y), float32(sp.size*c*(0.6+0.6*life)), ui.Scaled(col, 0.85*life+0.1), false)
		case sparkRing:
			vector.StrokeCircle(dst, float32(x), float32(y), float32(sp.size*c*(1.2-life*0.8)), float32(c*0.12*life+1), ui.Scaled(colWhite, life), false)
			t.drawSprite(dst, t.explosionSprite(), x, y, 0.9*life, sp.t*4, life)
		case sparkCrack:
			vector.DrawFilledRect(dst, float32(x-sp.size*c/2), float32(y-sp.size*c/2), float32(sp.size*c), float32(sp.size*c), ui.Scaled(colInk, life), false)
		}
	}
}

// drawFlights draws tokens flying home and the first-player marker.
func (t *Table) drawFlights(dst *ebiten.Image) {
	a := &t.an
	s := t.lay.s
	for i := 0; i < a.nfl; i++ {
		f := &a.flights[i]
		p := ui.Ease(math.Min(1, f.t/f.dur))
		var x0, y0 float64
		if f.marker {
			x0, y0 = t.seatAnchor(f.fromSt, true)
		} else {
			x0, y0 = t.squareRect(f.from).Center()
		}
		x1, y1 := t.seatAnchor(f.to, f.marker)
		x := x0 + (x1-x0)*p
		y := y0 + (y1-y0)*p - math.Sin(p*math.Pi)*60*s
		if f.marker {
			t.drawSprite(dst, t.markerSprite(), x, y, 1.3, 0, 1)
			continue
		}
		img := t.tokenSprite(f.tok.Type, f.tok.Owner, true, t.lay.cell)
		t.drawSprite(dst, img, x, y, 1+0.5*math.Sin(p*math.Pi), p*6, 1)
	}
}

// drawMarker draws the first-player marker: a gold "1st" badge.
func drawMarker(dst *ebiten.Image, cx, cy, s, k float64) {
	r := ui.Rect{X: cx - 17*s*k, Y: cy - 10*s*k, W: 34 * s * k, H: 20 * s * k}
	ui.FillRoundRect(dst, r, 10*s*k, colHint)
	ui.StrokeRoundRect(dst, r, 10*s*k, 1.5*s, colInk)
	ui.DrawText(dst, "1st", 12*s*k, true, cx, cy, ui.AlignCenter, ui.AlignCenter, colInk)
}

// drawSeats draws each seat's panel: name and symbol, the first-player
// marker, score, tokens left per type, tokens returned, played cards and
// this round's face-down card.
func (t *Table) drawSeats(dst *ebiten.Image) {
	L := &t.lay
	s := L.s
	m := &t.m
	for q := 0; q < m.n && q < len(t.seats); q++ {
		r := L.seat[q]
		seat := t.seats[q]
		ui.FillRoundRect(dst, r, 10*s, ui.ColPanel)
		if q == m.current {
			ui.FillRoundRect(dst, r, 10*s, ui.ColPanelHi)
			ui.StrokeRoundRect(dst, r, 10*s, 2.5*s, seat.Color)
		} else {
			ui.StrokeRoundRect(dst, r, 10*s, 1*s, ui.ColBorder)
		}
		if q == t.an.card {
			ui.StrokeRoundRect(dst, r.Inset(-2*s), 12*s, 3*s, colStep)
		}
		rowH := r.H / 3
		y1 := r.Y + math.Min(16*s, rowH*0.55)
		ui.DrawSymbol(dst, seat.Symbol, r.X+16*s, y1, 9*s, seat.Color)
		name := seat.Name
		if q == t.viewer && seat.Human {
			name += " (you)"
		}
		ui.DrawText(dst, ui.Ellipsize(name, 15*s, true, r.W-150*s), 15*s, true, r.X+31*s, y1, ui.AlignStart, ui.AlignCenter, ui.ColText)
		if m.first == q && !(t.an.nfl > 0 && t.flyingMarker()) {
			drawMarker(dst, r.X+r.W-92*s, y1, s, 0.9)
		}
		ui.DrawText(dst, ui.Num(m.score[q]), 17*s, true, r.X+r.W-30*s, y1, ui.AlignEnd, ui.AlignCenter, ui.ColText)
		ui.DrawText(dst, "pts", 11*s, false, r.X+r.W-10*s, y1+1*s, ui.AlignEnd, ui.AlignCenter, ui.ColTextDim)
		// tokens left, then tokens returned
		y2 := r.Y + r.H*0.5
		isz := math.Min(20*s, rowH*0.9)
		x := r.X + 10*s
		for k := ins.TokenType(0); k < ins.NumTokenTypes; k++ {
			img := t.tokenSprite(k, q, false, isz)
			alpha := 1.0
			if m.supply[q][k] == 0 {
				alpha = 0.35
			}
			t.drawSprite(dst, img, x+isz/2, y2, 1, 0, alpha)
			ui.DrawText(dst, ui.Num(m.supply[q][k]), 13*s, true, x+isz+2*s, y2, ui.AlignStart, ui.AlignCenter, ui.ColText)
			x += isz + 20*s
		}
		x += 4 * s
		line(dst, x, y2-isz*0.5, x, y2+isz*0.5, 1, ui.ColBorder)
		x += 8 * s
		for _, k := range [2]ins.TokenType{ins.Car, ins.Person} {
			img := t.tokenSprite(k, q, true, isz)
			t.drawSprite(dst, img, x+isz/2, y2, 1, -0.2, 1)
			ui.DrawText(dst, ui.Num(m.returned[q][k]), 13*s, true, x+isz+2*s, y2, ui.AlignStart, ui.AlignCenter, ui.ColWarm)
			x += isz + 20*s
		}
		// played cards and this round's card
		cur := m.round - 1
		for i := 0; i < ins.NumRounds; i++ {
			cr := t.chipRect(q, i)
			chipW, chipH := cr.W, cr.H
			c := m.played[q][i]
			switch {
			case c != 0:
				alpha := 1.0
				if m.pickedUp[q][i] {
					alpha = 0.45
				}
				t.drawImageAt(dst, t.miniSprite(c, chipW, chipH), cr.X, cr.Y, alpha)
				if m.pickedUp[q][i] {
					// taken back into the last round's hand
					drawArrow(dst, &t.gfx.pn, cr.X+cr.W-2*s, cr.Y+2*s, chipW*0.5, 0, colLit)
				}
			case i == cur && m.down[q] != 0 && m.phase != ins.PhaseOver:
				face := m.down[q]
				if !m.up[q] {
					face = ins.Unknown
				}
				if t.an.cardFlip[q] < 0.5 {
					face = ins.Unknown
				}
				t.drawImageAt(dst, t.miniSprite(face, chipW, chipH), cr.X, cr.Y, 1)
			default:
				dashedRect(dst, cr.Inset(1), 3*s, 1, ui.Scaled(ui.ColBorder, 0.8))
			}
		}
	}
}

func (t *Table) flyingMarker() bool {
	for i := 0; i < t.an.nfl; i++ {
		if t.an.flights[i].marker {
			return true
		}
	}
	return false
}

// drawTinted draws a white sprite centred on (cx, cy) in colour c.
func (t *Table) drawTinted(dst, img *ebiten.Image, cx, cy, angle float64, c color.RGBA) {
	op := &t.gfx.op
	*op = ebiten.DrawImageOptions{}
	w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	op.GeoM.Translate(-w/2, -h/2)
	op.GeoM.Rotate(angle)
	op.GeoM.Translate(cx, cy)
	op.Filter = ebiten.FilterLinear
	sprites.ScaleBy(&op.ColorScale, c)
	dst.DrawImage(img, op)
}
