package monstersonboard

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/ui"
)

// This file draws the Fearnobiles (issue 35): a loop road round the
// table in the panel at the top right, one parking bay per seat (and
// Spider Jack's in a solo game), and the cars, side on with windows,
// wheels, their owner's colour and symbol and a monster at the wheel, the
// four dice in slots front to rear. After a draft step the cars drive
// along the road, all at once, each to the next bay. Spider Jack's car
// faces away, as the rulebook draws it.

// road is a loop road: two straights from x0 to x1 at cy-r (the top one,
// driven left to right) and cy+r (driven right to left), joined by half
// circles of radius r. Distances along it run clockwise from (x0, cy-r).
type road struct {
	x0, x1, cy, r float64
	carW, carH    float64 // a car's size
	u             float64 // a car's unit: carH/46
}

// length is the distance once round the road.
func (rd *road) length() float64 { return 2*(rd.x1-rd.x0) + 2*math.Pi*rd.r }

// at is the point at distance d along the road, where a car's wheels
// touch it, and the way a car there faces: +1 right, -1 left.
func (rd *road) at(d float64) (x, y, dir float64) {
	ls := rd.x1 - rd.x0
	arc := math.Pi * rd.r
	d = math.Mod(d, rd.length())
	if d < 0 {
		d += rd.length()
	}
	switch {
	case d < ls:
		return rd.x0 + d, rd.cy - rd.r, 1
	case d < ls+arc:
		f := (d - ls) / rd.r
		dir = 1
		if f > math.Pi/2 {
			dir = -1
		}
		return rd.x1 + rd.r*math.Sin(f), rd.cy - rd.r*math.Cos(f), dir
	case d < 2*ls+arc:
		return rd.x1 - (d - ls - arc), rd.cy + rd.r, -1
	}
	f := (d - 2*ls - arc) / rd.r
	dir = -1
	if f > math.Pi/2 {
		dir = 1
	}
	return rd.x0 - rd.r*math.Sin(f), rd.cy + rd.r*math.Cos(f), dir
}

// carRect is the car whose wheels touch the road at (x, y).
func (rd *road) carRect(x, y float64) ui.Rect {
	return ui.Rect{X: x - rd.carW/2, Y: y - rd.carH, W: rd.carW, H: rd.carH}
}

// stops are the distances of the bays along the road, in driving order,
// for n cars: on the straights only, so that a parked car stands level.
func (rd *road) stops(n int) [mb.MaxPlayers]float64 {
	ls := rd.x1 - rd.x0
	arc := math.Pi * rd.r
	var s [mb.MaxPlayers]float64
	switch n {
	case 1:
		s[0] = ls / 2
	case 2:
		s[0], s[1] = ls/2, ls+arc+ls/2
	case 3:
		s[0], s[1], s[2] = 0, ls, ls+arc+ls/2
	default:
		s[0], s[1], s[2], s[3] = 0, ls, ls+arc, 2*ls+arc
	}
	return s
}

// makeRoad lays the road in panel p at scale s.
func makeRoad(p ui.Rect, s float64) road {
	pad := 4 * s
	h := math.Max(8*s, math.Min(46*s, (p.H-2*pad-34*s)/2))
	var rd road
	for range 6 {
		u := h / 46
		rd = road{carH: h, carW: 94 * u, u: u}
		top := p.Y + pad + h
		bot := p.Y + p.H - pad
		rd.cy, rd.r = (top+bot)/2, (bot-top)/2
		rd.x0 = p.X + pad + rd.carW/2 + rd.r
		rd.x1 = p.X + p.W - pad - rd.carW/2 - rd.r
		if rd.x1-rd.x0 >= rd.carW*1.25 {
			break
		}
		h *= 0.85
	}
	return rd
}

// carView is what the table keeps to draw the Fearnobiles.
type carView struct {
	road road
	imgs carSprites
	evs  []mb.Event // the events of the action being animated
	run  []mb.Event // the drafts flying together now (evs's)
	// falls are the dice falling into the cars (by owner and slot): they
	// go on falling after their roll's step, so that a refill's dice
	// fall together
	falls [mb.MaxPlayers][mb.DicePerCar]fall
}

// fall is a die falling into a car since the timeline's clock read at.
type fall struct {
	on bool
	at float64
	d  mb.Die
}

// road lays the road in the Fearnobiles' panel as it is now.
func (t *Table) road() *road {
	t.cv.road = makeRoad(t.lay.cars, t.lay.s)
	return &t.cv.road
}

// loopIndex is where bay b comes in the driving order: the cars drive
// from a bay to the next seat's (the previous seat's in the family mode).
func (t *Table) loopIndex(b int) int {
	n := t.v.ncars
	if n == 0 {
		return 0
	}
	if t.v.family && t.v.solo == mb.SoloNone {
		return (n - b) % n
	}
	return b
}

// bayPoint is where a car parked in bay b touches the road, and its facing.
func (t *Table) bayPoint(b int) (x, y, dir float64) {
	rd := t.road()
	st := rd.stops(t.v.ncars)
	return rd.at(st[t.loopIndex(b)])
}

// bayCar is the car parked in bay b.
func (t *Table) bayCar(b int) ui.Rect {
	x, y, _ := t.bayPoint(b)
	return t.road().carRect(x, y)
}

// carAt is where the car of bay b is at progress p of a drive (p < 0:
// parked), the way it faces, and how far it has driven.
func (t *Table) carAt(b int, p float64) (r ui.Rect, dir, dist float64) {
	rd := t.road()
	st := rd.stops(t.v.ncars)
	from := st[t.loopIndex(b)]
	if p >= 0 {
		to := st[t.loopIndex(t.nextBay(t.v.front[b]))]
		if to <= from {
			to += rd.length()
		}
		dist = (to - from) * ui.Ease(p)
	}
	x, y, dir := rd.at(from + dist)
	return rd.carRect(x, y), dir, dist
}

// slotOf is slot i (0 the front) of a car drawn in body, facing dir; a
// car facing away (Spider Jack's) has its slots left to right.
func slotOf(body ui.Rect, i int, dir float64, away bool) ui.Rect {
	u := body.H / 46
	d := 17 * u
	y := body.Y + 18*u
	if away {
		x := body.X + (body.W-4*d-6*u)/2 + float64(i)*(d+2*u)
		return ui.Rect{X: x, Y: y + 2*u, W: d, H: d}
	}
	// facing right: the slots run back from the cabin's front window
	x := body.X + body.W - 16*u - d - float64(i)*(d+1.5*u)
	if dir < 0 {
		x = body.X + body.W - (x - body.X) - d
	}
	return ui.Rect{X: x, Y: y, W: d, H: d}
}

// bayOf is the bay where owner q's Fearnobile stands.
func (t *Table) bayOf(q int) int {
	for b := 0; b < t.v.ncars; b++ {
		if t.v.front[b] == q {
			return b
		}
	}
	return q
}

// faceAway reports whether owner q's car is drawn from behind: Spider
// Jack's.
func (t *Table) faceAway(q int) bool { return t.v.solo != mb.SoloNone && q >= t.v.n }

// carDie is where slot i of owner q's Fearnobile is on screen (parked).
func (t *Table) carDie(q, i int) ui.Rect {
	b := t.bayOf(q)
	_, _, dir := t.bayPoint(b)
	return slotOf(t.bayCar(b), i, dir, t.faceAway(q))
}

// driving is the progress of the Fearnobiles' drive, or -1.
func (t *Table) driving() float64 {
	if t.fly.on && t.fly.e.Kind == mb.EvDrive {
		return t.fly.p
	}
	return -1
}

// nextBay is the bay owner q's Fearnobile drives to.
func (t *Table) nextBay(q int) int {
	if t.st != nil {
		for b := 0; b < t.v.ncars; b++ {
			if carInBay(t.st, b) == q {
				return b
			}
		}
	}
	return t.bayOf(q)
}

// carColour is owner q's colour and symbol.
func (t *Table) carColour(q int) (color.RGBA, string) {
	if q >= t.v.n {
		return colJack, ""
	}
	c, sym := ui.Look(q)
	if q < len(t.seats) {
		c, sym = t.seats[q].Color, t.seats[q].Symbol
	}
	return c, sym
}

// carSprites caches the painted cars: the body of each owner's car
// (drawn facing right, flipped to face left; Spider Jack's seen from
// behind), at the size of the road.
type carSprites struct {
	w, h   float64
	cols   [mb.MaxPlayers]color.RGBA
	syms   [mb.MaxPlayers]string
	img    [mb.MaxPlayers]*ebiten.Image // each car, drawn facing right (flipped to face left)
	wheel  *ebiten.Image
	road   *ebiten.Image
	roadAt ui.Rect
	n      int
	op     ebiten.DrawImageOptions
}

var carPath vector.Path

// paintCar paints a car facing right into img (w x h pixels).
func paintCar(img *ebiten.Image, w, h float64, c color.RGBA, away bool) {
	u := h / 46
	dark := ui.Mix(c, ink, 0.45)
	glass := color.RGBA{0xb8, 0xd8, 0xf0, 0xff}
	p := &carPath
	if away {
		// from behind: a broad back, a rear window with the driver's
		// head in it, tail lights
		*p = vector.Path{}
		f := func(v float64) float32 { return float32(v * u) }
		p.MoveTo(f(3), f(44))
		p.LineTo(f(3), f(16))
		p.LineTo(f(16), f(2))
		p.LineTo(float32(w)-f(16), f(2))
		p.LineTo(float32(w)-f(3), f(16))
		p.LineTo(float32(w)-f(3), f(44))
		p.Close()
		ui.FillPath(img, p, dark)
		ui.StrokePath(img, p, 1.5*u, c)
		win := ui.Rect{X: 20 * u, Y: 5 * u, W: w - 40*u, H: 10 * u}
		ui.FillRoundRect(img, win, 3*u, glass)
		// Spider Jack's head and legs seen from behind
		cx := w / 2
		ui.FillRoundRect(img, ui.Rect{X: cx - 5*u, Y: 6 * u, W: 10 * u, H: 10 * u}, 5*u, ink)
		for _, sx := range []float64{-1, 1} {
			for k := 0; k < 3; k++ {
				*p = vector.Path{}
				p.MoveTo(float32(cx+sx*4*u), float32((9+float64(k)*2)*u))
				p.LineTo(float32(cx+sx*(10+float64(k)*2)*u), float32((6+float64(k)*3)*u))
				ui.StrokePath(img, p, 1.2*u, ink)
			}
		}
		for _, x := range []float64{5 * u, w - 11*u} {
			ui.FillRoundRect(img, ui.Rect{X: x, Y: 19 * u, W: 6 * u, H: 8 * u}, 2*u, colMalice)
		}
		for _, x := range []float64{6 * u, w - 16*u} {
			ui.FillRoundRect(img, ui.Rect{X: x, Y: 40 * u, W: 10 * u, H: 6 * u}, 2*u, ink)
		}
		return
	}
	*p = vector.Path{}
	f := func(v float64) float32 { return float32(v * u) }
	W := func(v float64) float32 { return float32(w - v*u) }
	// the body: a long low box, the cabin up front, a rounded hood
	p.MoveTo(f(4), f(40))
	p.LineTo(f(2), f(18))
	p.LineTo(f(6), f(15))
	p.LineTo(W(68), f(15))
	p.LineTo(W(60), f(2))
	p.LineTo(W(30), f(2))
	p.LineTo(W(16), f(14))
	p.QuadTo(W(1), f(16), W(1), f(28))
	p.LineTo(W(2), f(40))
	p.Close()
	ui.FillPath(img, p, dark)
	ui.StrokePath(img, p, 1.5*u, c)
	// a stripe of the owner's colour, the windows
	ui.FillRect(img, ui.Rect{X: 3 * u, Y: 36 * u, W: w - 6*u, H: 3 * u}, c)
	fillPoly(img, glass, W(57), f(4), W(46), f(4), W(46), f(13), W(62), f(13))
	fillPoly(img, glass, W(43), f(4), W(31), f(4), W(20), f(13), W(43), f(13))
	// the monster at the wheel: a round head, two eyes, a horn
	hx, hy := w-36*u, 9*u
	ui.FillRoundRect(img, ui.Rect{X: hx - 4.5*u, Y: hy - 4*u, W: 9 * u, H: 9 * u}, 4.5*u, color.RGBA{0x7c, 0xc0, 0x5a, 0xff})
	fillPoly(img, color.RGBA{0xf0, 0xe0, 0xc0, 0xff}, float32(hx-2*u), float32(hy-3*u), float32(hx-1*u), float32(hy-7*u), float32(hx+0.5*u), float32(hy-3*u))
	for _, ex := range []float64{hx, hx + 3*u} {
		ui.FillRoundRect(img, ui.Rect{X: ex - 1.2*u, Y: hy - 1.5*u, W: 2.4 * u, H: 2.4 * u}, 1.2*u, white)
	}
	// the steering wheel
	ui.FillRect(img, ui.Rect{X: hx + 5*u, Y: hy + 1*u, W: 1.5 * u, H: 4 * u}, ink)
	// a headlight and a tail light
	ui.FillRoundRect(img, ui.Rect{X: w - 4*u, Y: 20 * u, W: 3 * u, H: 4 * u}, 1*u, color.RGBA{0xff, 0xf0, 0x90, 0xff})
	ui.FillRoundRect(img, ui.Rect{X: 1.5 * u, Y: 19 * u, W: 2.5 * u, H: 4 * u}, 1*u, colMalice)
}

// fillPoly fills the closed polygon through the points xy (x, y pairs).
func fillPoly(img *ebiten.Image, c color.RGBA, xy ...float32) {
	p := &carPath
	*p = vector.Path{}
	p.MoveTo(xy[0], xy[1])
	for i := 2; i+1 < len(xy); i += 2 {
		p.LineTo(xy[i], xy[i+1])
	}
	p.Close()
	ui.FillPath(img, p, c)
}

// paintWheel paints a wheel with spokes, so that its turning shows.
func paintWheel(img *ebiten.Image, r float64) {
	ui.FillRoundRect(img, ui.Rect{W: 2 * r, H: 2 * r}, r, ink)
	ui.FillRoundRect(img, ui.Rect{X: r * 0.35, Y: r * 0.35, W: r * 1.3, H: r * 1.3}, r*0.65, color.RGBA{0x9a, 0x96, 0xa8, 0xff})
	p := &carPath
	for k := 0; k < 3; k++ {
		a := float64(k) * math.Pi / 3
		*p = vector.Path{}
		p.MoveTo(float32(r+math.Cos(a)*r*0.6), float32(r+math.Sin(a)*r*0.6))
		p.LineTo(float32(r-math.Cos(a)*r*0.6), float32(r-math.Sin(a)*r*0.6))
		ui.StrokePath(img, p, math.Max(1, r*0.18), ink)
	}
	ui.FillRoundRect(img, ui.Rect{X: r * 0.75, Y: r * 0.75, W: r * 0.5, H: r * 0.5}, r*0.25, ink)
}

// paintRoad paints the loop road, the bays' kerbs and the centre line.
func paintRoad(img *ebiten.Image, rd *road, at ui.Rect, stops []float64) {
	u := rd.u
	p := &carPath
	*p = vector.Path{}
	x0, x1 := float32(rd.x0-at.X), float32(rd.x1-at.X)
	top, bot, cy := float32(rd.cy-rd.r-at.Y), float32(rd.cy+rd.r-at.Y), float32(rd.cy-at.Y)
	r := float32(rd.r)
	p.MoveTo(x0, top)
	p.LineTo(x1, top)
	p.Arc(x1, cy, r, -math.Pi/2, math.Pi/2, vector.Clockwise)
	p.LineTo(x0, bot)
	p.Arc(x0, cy, r, math.Pi/2, 3*math.Pi/2, vector.Clockwise)
	p.Close()
	ui.StrokePath(img, p, 13*u, color.RGBA{0x3a, 0x36, 0x46, 0xff})
	ui.StrokePath(img, p, 1*u, color.RGBA{0x6a, 0x64, 0x7a, 0xff})
	// a parking mark at each bay
	for _, d := range stops {
		x, y, _ := rd.at(d)
		ui.FillRect(img, ui.Rect{X: x - at.X - rd.carW/2, Y: y - at.Y + 4*u, W: rd.carW, H: 2 * u}, color.RGBA{0xe8, 0xc8, 0x4a, 0xff})
	}
}

// sprites makes the car, wheel and road images when the size, the
// colours or the number of cars changed, and returns them.
func (t *Table) carSprites() *carSprites {
	cs := &t.cv.imgs
	rd := t.road()
	fresh := cs.w != rd.carW || cs.h != rd.carH || cs.roadAt.W != t.lay.cars.W || cs.roadAt.H != t.lay.cars.H || cs.n != t.v.ncars
	for q := 0; q < t.v.ncars && !fresh; q++ {
		c, sym := t.carColour(q)
		fresh = c != cs.cols[q] || sym != cs.syms[q]
	}
	if !fresh {
		return cs
	}
	for q := range cs.img {
		if cs.img[q] != nil {
			cs.img[q].Deallocate()
			cs.img[q] = nil
		}
	}
	if cs.wheel != nil {
		cs.wheel.Deallocate()
	}
	if cs.road != nil {
		cs.road.Deallocate()
	}
	cs.w, cs.h, cs.roadAt, cs.n = rd.carW, rd.carH, t.lay.cars, t.v.ncars
	w, h := int(math.Ceil(rd.carW)), int(math.Ceil(rd.carH))
	for q := 0; q < t.v.ncars; q++ {
		c, sym := t.carColour(q)
		cs.cols[q], cs.syms[q] = c, sym
		away := t.faceAway(q)
		img := ebiten.NewImage(max(1, w), max(1, h))
		paintCar(img, rd.carW, rd.carH, c, away)
		if sym != "" && !away {
			// the owner's symbol in the rear window
			u := rd.u
			ui.DrawSymbol(img, sym, rd.carW-52*u, 8.5*u, 4*u, c)
		}
		cs.img[q] = img
	}
	wr := 7 * rd.u
	cs.wheel = ebiten.NewImage(max(1, int(math.Ceil(2*wr))), max(1, int(math.Ceil(2*wr))))
	paintWheel(cs.wheel, wr)
	at := t.lay.cars
	cs.road = ebiten.NewImage(max(1, int(math.Ceil(at.W))), max(1, int(math.Ceil(at.H))))
	st := rd.stops(t.v.ncars)
	paintRoad(cs.road, rd, at, st[:t.v.ncars])
	return cs
}

// drawCars draws the road and the Fearnobiles, each in its bay or, while
// they drive, on its way to the next.
func (t *Table) drawCars(dst *ebiten.Image) {
	l := &t.lay
	s := l.s
	ui.Panel(dst, l.cars, s)
	cs := t.carSprites()
	cs.op.GeoM.Reset()
	cs.op.ColorScale.Reset()
	cs.op.GeoM.Translate(math.Floor(l.cars.X), math.Floor(l.cars.Y))
	dst.DrawImage(cs.road, &cs.op)
	t.drawBayLabels(dst)
	drive := t.driving()
	for b := 0; b < t.v.ncars; b++ {
		q := t.v.front[b]
		body, dir, dist := t.carAt(b, drive)
		t.drawCar(dst, body, q, dir, dist)
		away := t.faceAway(q)
		for i, d := range t.v.cars[q] {
			r := slotOf(body, i, dir, away)
			if f := &t.cv.falls[q][i]; f.on {
				if t.drawFall(dst, r, f, i) {
					continue
				}
				f.on = false
			}
			if d.Empty() {
				continue
			}
			drawDie(dst, r, d)
			if drive < 0 && !t.tl.Busy() && b < t.v.n && t.st.PickedSlot(b) == i {
				ring(dst, r, colSel, s)
				ui.FillRoundRect(dst, r, r.W*0.18, color.RGBA{0, 0, 0, 0x60})
			}
		}
	}
	if b := t.trayFor(); b >= 0 {
		t.drawTray(dst, b)
	}
}

// trayFor is the bay whose Fearnobile's dice show in a tray of large
// dice, or -1. On a touch screen whose least target is larger than a
// car's slot, the person drafting takes a die from the car in front of
// them (their bay) through the tray: its dice are a finger's size at the
// frame's scale, over the middle of the loop road, while the cars stay
// drawn as they are; only on the person's turn (a computer's draft
// shows on the cars), in the draft and in family mode's pick. A desktop
// never has a tray.
func (t *Table) trayFor() int {
	b := t.focus
	if t.minT <= 0 || !t.myTurn || t.st == nil || b >= t.v.n || t.driving() >= 0 || !t.takesDie(b) {
		return -1
	}
	if t.carDie(t.v.front[b], 0).W >= t.minT {
		return -1
	}
	return b
}

// takesDie reports whether seat b takes a die from the car in front of
// them now: the draft, or family mode's pick (then its row).
func (t *Table) takesDie(b int) bool {
	switch t.st.Phase() {
	case mb.PhaseDraft:
		return !t.st.Picked(b)
	case mb.PhaseFamPick:
		return t.st.FamilyStop() == 0 && t.st.Acting() == b
	}
	return false
}

// trayBox is the tray's panel: the four dice in a row with a margin,
// centred in the loop road (inside the Fearnobiles' panel as far as it
// fits).
func (t *Table) trayBox() ui.Rect {
	d := math.Ceil(t.minT)
	g := math.Ceil(d * 0.16)
	w, h := float64(mb.DicePerCar)*d+float64(mb.DicePerCar+1)*g, d+2*g
	rd := t.road()
	c := t.lay.cars
	x := (rd.x0+rd.x1)/2 - w/2
	y := rd.cy - h/2
	x = max(min(x, c.X+c.W-w), c.X)
	y = max(min(y, c.Y+c.H-h), c.Y)
	return ui.Rect{X: x, Y: y, W: w, H: h}
}

// trayDie is slot i of the tray, in the order the car shows its slots:
// 0 (the front) at the right as on a car driving right, or at the left
// for Spider Jack's car, drawn from behind.
func (t *Table) trayDie(i int) ui.Rect {
	box := t.trayBox()
	d := math.Ceil(t.minT)
	g := math.Ceil(d * 0.16)
	x := box.X + box.W - g - d - float64(i)*(d+g)
	if t.focus < t.v.n && t.faceAway(t.v.front[t.focus]) {
		x = box.X + g + float64(i)*(d+g)
	}
	return ui.Rect{X: x, Y: box.Y + g, W: d, H: d}
}

// drawTray draws the tray of the car in bay b: a panel edged in the car's
// owner's colour, its empty slots as recesses and its dice as large as
// a finger.
func (t *Table) drawTray(dst *ebiten.Image, b int) {
	q := t.v.front[b]
	box := t.trayBox()
	c, _ := t.carColour(q)
	ui.FillRoundRect(dst, box, 8*t.lay.s, color.RGBA{0x24, 0x21, 0x30, 0xf4})
	ui.StrokeRoundRect(dst, box, 8*t.lay.s, 2.5*t.lay.s, c)
	for i, d := range t.v.cars[q] {
		r := t.trayDie(i)
		ui.FillRoundRect(dst, r, r.W*0.18, color.RGBA{0x18, 0x16, 0x22, 0xff})
		drawDie(dst, r, d)
	}
}

// bayLabel is where bay b's label is written: under the road for a top
// bay, over the car for a bottom one (inside the loop, where no car
// drives).
func (t *Table) bayLabel(b int) (x, y float64) {
	rd := t.road()
	x, y, _ = t.bayPoint(b)
	if y < rd.cy {
		return x, y + 15*rd.u
	}
	return x, y - rd.carH - 6*rd.u
}

// drawBayLabels writes at each bay its seat's symbol and name (Spider
// Jack's pick in a solo game) and "taken" once its player has chosen.
func (t *Table) drawBayLabels(dst *ebiten.Image) {
	s := t.lay.s
	size := math.Min(12*s, 13*t.cv.road.u)
	for b := 0; b < t.v.ncars; b++ {
		x, y := t.bayLabel(b)
		text := t.frontLabels[b]
		if b < t.v.n {
			text = t.seatName(b)
			t.drawSeat(dst, b, x-t.cv.road.carW/2+5*s, y, 5*s)
		}
		drawText(dst, text, size, false, x-t.cv.road.carW/2+13*s, y, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
		if t.pickedLabels[b] != "" {
			drawText(dst, t.pickedLabels[b], size*0.92, true, x+t.cv.road.carW/2, y, ui.AlignEnd, ui.AlignCenter, ui.ColWarm)
		}
	}
}

// drawCar draws owner q's Fearnobile in body facing dir, its wheels
// turned by the distance driven.
func (t *Table) drawCar(dst *ebiten.Image, body ui.Rect, q int, dir, dist float64) {
	cs := t.carSprites()
	rd := t.road()
	u := rd.u
	away := t.faceAway(q)
	wr := 7 * u
	op := &cs.op
	if !away {
		for _, wx := range []float64{16 * u, body.W - 20*u} {
			op.GeoM.Reset()
			op.ColorScale.Reset()
			op.GeoM.Translate(-wr, -wr)
			op.GeoM.Rotate(dir * dist / wr)
			cx := body.X + wx
			if dir < 0 {
				cx = body.X + body.W - wx
			}
			op.GeoM.Translate(cx, body.Y+body.H-wr)
			dst.DrawImage(cs.wheel, op)
		}
	}
	img := cs.img[q]
	if img == nil {
		return
	}
	op.GeoM.Reset()
	op.ColorScale.Reset()
	if dir < 0 && !away {
		op.GeoM.Scale(-1, 1)
		op.GeoM.Translate(body.W, 0)
	}
	op.GeoM.Translate(body.X, body.Y)
	dst.DrawImage(img, op)
	// the empty slots, dark recesses in the body
	for i := 0; i < mb.DicePerCar; i++ {
		r := slotOf(body, i, dir, away)
		ui.FillRoundRect(dst, r, r.W*0.18, color.RGBA{0x18, 0x16, 0x22, 0xff})
	}
}

// carRegions adds the Fearnobiles' hover and click regions: each car
// (where it goes while it drives) and its dice.
func (t *Table) carRegions(add func(ui.Rect, key, string)) {
	v := &t.v
	drive := t.driving()
	for b := 0; b < v.ncars; b++ {
		q := v.front[b]
		body := t.bayCar(b)
		switch {
		case drive >= 0:
			to := t.nextBay(q)
			where := "Spider Jack's pick"
			if to < v.n {
				where = "the bay in front of " + t.seatName(to)
			}
			add(body, key{}, fmt.Sprintf("%s Fearnobile, driving to %s.", t.carName(q), where))
			continue
		case b < v.n:
			add(body, key{}, fmt.Sprintf("%s Fearnobile, now in front of %s.", t.carName(q), t.seatName(b)))
		default:
			add(body, key{}, fmt.Sprintf("%s Fearnobile: he drafts from it now.", t.carName(q)))
		}
		_, _, dir := t.bayPoint(b)
		tray := t.trayFor() == b
		for i, d := range v.cars[q] {
			if !d.Empty() {
				tip := t.dieTip(d, false)
				if b < v.n && t.st.Phase() == mb.PhaseDraft {
					tip += " Draft: " + t.seatName(b) + " takes one die from this Fearnobile onto their Driveway; then the cars drive on."
				}
				if b < v.n && t.st.PickedSlot(b) == i {
					tip = t.seatName(b) + " took this die; it goes to the Driveway when everyone has taken one. " + tip
				}
				r := slotOf(body, i, dir, t.faceAway(q))
				if tray {
					r = t.trayDie(i)
				}
				add(r, key{kCar, q, i}, tip)
			}
		}
	}
}
