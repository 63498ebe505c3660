package monstersonboard

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/ui"
)

// flight is the event running on the timeline and how far it is.
type flight struct {
	on   bool
	e    mb.Event
	p    float64
	live bool
	idx  int // EvGrunt: the index of the walking Grunt
	step int // EvGrunt: the last area reached, for the step sound
}

// dieLands is how far into a roll's event the die stops tumbling and
// shows its rank.
const dieLands = 0.8

// Start implements timeline.Player.
func (t *Table) Start(e *mb.Event, live bool) {
	t.fly = flight{on: true, e: *e, live: live, idx: -1, step: e.From}
	v := &t.v
	play := func(name string) {
		if live && t.sound != nil {
			t.sound.Play(name)
		}
	}
	name := t.seatName(e.Seat)
	switch e.Kind {
	case mb.EvRoll:
		play("dice")
		if live {
			t.startFall(e.Seat, e.Slot, e.Die)
		}
		// Its colour shows as it falls; its rank when it lands (Run).
		c := mb.ColourName(e.Die.Colour())
		t.status = fmt.Sprintf("%s die rolls into %s Fearnobile", engine.Capital(engine.Article(c)), t.carName(e.Seat))
	case mb.EvProphecy:
		t.status = name + " is dealt a Prophecy card"
	case mb.EvMarket:
		t.status = "A new piece joins the market"
	case mb.EvDrive:
		play("stomp")
		t.status = "The Fearnobiles drive on to the next players"
	case mb.EvDraft, mb.EvFamTake:
		v.cars[e.Owner][e.Slot] = 0
		if run := t.draftRun(e); len(run) > 1 {
			// every player's die leaves its car now
			t.cv.run = run
			for i := range run {
				v.cars[run[i].Owner][run[i].Slot] = 0
			}
		}
		play("place")
		t.status = fmt.Sprintf("%s takes %s", name, e.Die.Words())
	case mb.EvGrunt:
		b := &v.boards[e.Seat]
		for i := 0; i < int(b.NGrunts); i++ {
			if int(b.Grunts[i].Colour) == e.Colour && int(b.Grunts[i].Area) == e.From {
				t.fly.idx = i
				break
			}
		}
		t.status = fmt.Sprintf("%s %s Grunt walks to area %d", engine.Possessive(name), mb.ColourName(e.Colour), e.To)
		if e.To > e.From+1 && !e.Counted {
			t.status += ", skipping occupied spaces"
		}
	case mb.EvPlace:
		v.boards[e.Seat].Drive[e.Slot] = 0
		play("place")
		t.status = fmt.Sprintf("%s places %s in row %d", name, e.Die.Words(), e.To/mb.NumCols+1)
	case mb.EvSwap:
		o := &v.boards[e.Seat].Order
		o[e.From/mb.NumCols][e.From%mb.NumCols], o[e.To/mb.NumCols][e.To%mb.NumCols] = o[e.To/mb.NumCols][e.To%mb.NumCols], o[e.From/mb.NumCols][e.From%mb.NumCols]
		play("rotate")
		t.status = name + " swaps two Lord dice"
	case mb.EvPromote:
		v.boards[e.Seat].Order[e.To/mb.NumCols][e.To%mb.NumCols] = e.Die
		play("rotate")
		t.status = fmt.Sprintf("%s turns a Lord die to %d", name, e.Die.Rank())
	case mb.EvMinion:
		play("place")
		t.status = name + " moves a Minion"
	case mb.EvJuice:
		if e.To > e.From {
			play("complete")
		}
		t.status = fmt.Sprintf("%s Spook Juice: %d", engine.Possessive(name), e.To)
	case mb.EvMalice:
		if e.To > e.From {
			play("punch")
		}
		t.status = fmt.Sprintf("%s Malice: %d", engine.Possessive(name), e.To)
	case mb.EvFeed:
		v.boards[e.Seat].Jack[e.Row] = int8(e.To)
		play("click")
		t.status = fmt.Sprintf("%s feeds Spider Jack: row %d's die shows %d", name, e.Row+1, e.To)
	case mb.EvCall:
		v.boards[e.Seat].Track[e.Row] = int8(e.To)
		play("click")
		t.status = fmt.Sprintf("%s calls Spider Jack on row %d", name, e.Row+1)
	case mb.EvSummon:
		play("fire")
		t.status = fmt.Sprintf("%s summons Spider Jack on row %d: %d Spook Juice", name, e.Row+1, e.N)
	case mb.EvMaliceDie:
		v.boards[e.Seat].Drive[e.Slot] = 0
		t.status = fmt.Sprintf("%s last die gives %d Malice", engine.Possessive(name), e.N)
	case mb.EvBuyArch:
		v.archs[e.Slot] = -1
		play("complete")
		t.status = name + " buys an Arch Monster card"
	case mb.EvBuyGhost:
		v.ghosts[e.Slot] = -1
		play("complete")
		t.status = name + " buys a Ghost"
	case mb.EvNewGrunt:
		t.status = fmt.Sprintf("A new %s Grunt joins %s start", mb.ColourName(e.Colour), engine.Possessive(name))
	case mb.EvFlip:
		play("rotate")
		t.status = name + " flips an Arch Monster card: " + mb.IconText(mb.Archs[e.Piece].Back)
	case mb.EvRow:
		play("complete")
		t.status = fmt.Sprintf("%s Minion scores row %d: %d Spook Juice", engine.Possessive(name), e.Row+1, e.N)
	case mb.EvLap:
		play("complete")
		t.status = fmt.Sprintf("%s %s Grunt reaches area 12: 12 Spook Juice", engine.Possessive(name), mb.ColourName(e.Colour))
	case mb.EvRound:
		play("win")
		t.status = fmt.Sprintf("Round %d begins; %s is the first player", e.N, name)
	case mb.EvFinal:
		play("win")
		t.status = "Final scoring"
	case mb.EvJackPick:
		v.cars[e.Owner][e.Slot] = 0
		play("place")
		t.status = t.say(mb.JackPickHeadline(*e))
	case mb.EvSoloCard:
		play("rotate")
		t.status = "Spider Jack turns up a new solo card"
	case mb.EvJackScore:
		play("complete")
		t.status = "Spider Jack scores " + e.Die.Words() + " into his Court"
	case mb.EvJackSummon:
		play("complete")
		t.status = "Spider Jack gains the Spook Juice your Summons missed"
	case mb.EvJackBuys:
		play("complete")
		t.status = "Spider Jack takes from the markets"
	case mb.EvJackJuice:
		t.status = fmt.Sprintf("Spider Jack's Spook Juice: %d", e.To)
	case mb.EvCourt:
		t.status = fmt.Sprintf("A %s Monster joins Spider Jack's Court", mb.ColourName(e.Colour))
		if e.Ghost {
			t.status = "A Ghost joins Spider Jack's Court"
		}
	case mb.EvJackBack, mb.EvJackUnscored, mb.EvSoloDiscard:
		t.status = "Spider Jack's dice and the markets are tidied"
	}
	t.dirty = true
}

// Run implements timeline.Player.
func (t *Table) Run(e *mb.Event, p float64) {
	wasRolling := t.fly.p < dieLands
	t.fly.p = p
	if e.Kind == mb.EvRoll && wasRolling && p >= dieLands {
		t.status = fmt.Sprintf("%s rolls into %s Fearnobile", engine.Capital(e.Die.Words()), t.carName(e.Seat))
	}
	if e.Kind == mb.EvGrunt && t.fly.live && t.sound != nil {
		at := e.From + int(p*float64(e.To-e.From)+1e-9)
		if at != t.fly.step {
			t.fly.step = at
			t.sound.Play("click")
		}
	}
}

// Finish implements timeline.Player: what is shown takes the event's result.
func (t *Table) Finish(e *mb.Event) {
	v := &t.v
	switch e.Kind {
	case mb.EvRoll:
		v.cars[e.Seat][e.Slot] = e.Die
	case mb.EvProphecy:
		if t.st != nil {
			v.boards[e.Seat].Prophecy = t.st.Board(e.Seat).Prophecy
		}
	case mb.EvMarket:
		if e.Ghost {
			v.ghosts[e.Slot] = e.Piece
		} else {
			v.archs[e.Slot] = e.Piece
		}
	case mb.EvDrive:
		if t.st != nil {
			for b := 0; b < v.ncars; b++ {
				v.front[b] = carInBay(t.st, b)
			}
		}
	case mb.EvDraft:
		v.boards[e.Seat].Drive[e.To] = e.Die
	case mb.EvFamTake:
		v.boards[e.Seat].Order[e.To/mb.NumCols][e.To%mb.NumCols] = e.Die
	case mb.EvGrunt:
		if i := t.fly.idx; i >= 0 {
			v.boards[e.Seat].Grunts[i].Area = int8(e.To)
		}
	case mb.EvPlace:
		v.boards[e.Seat].Order[e.To/mb.NumCols][e.To%mb.NumCols] = e.Die
	case mb.EvMinion:
		b := &v.boards[e.Seat]
		for i, m := range b.Minions {
			if int(m) == e.From {
				b.Minions[i] = int8(e.To)
				break
			}
		}
	case mb.EvJuice:
		v.boards[e.Seat].Juice = int16(e.To)
	case mb.EvJackJuice:
		v.jack.Juice = int16(e.To)
	case mb.EvMalice:
		v.boards[e.Seat].Malice = int8(e.To)
	case mb.EvBuyArch:
		if t.st != nil {
			v.archs = t.st.ArchMarket()
		}
		v.boards[e.Seat].Cards[e.Piece/64] |= 1 << (e.Piece % 64)
	case mb.EvBuyGhost:
		if t.st != nil {
			v.ghosts = t.st.GhostMarket()
		}
		b := &v.boards[e.Seat]
		if e.To >= 0 {
			b.Ghosts[e.To] = int8(e.Piece + 1)
		} else if i := b.EmptyGain(); i >= 0 {
			b.GainUsed[i] = int8(e.Piece + 1)
		}
	case mb.EvNewGrunt:
		b := &v.boards[e.Seat]
		if int(b.NGrunts) < len(b.Grunts) {
			b.Grunts[b.NGrunts] = mb.Grunt{Colour: int8(e.Colour)}
			b.NGrunts++
		}
	case mb.EvFlip:
		v.boards[e.Seat].Cards[e.Piece/64] &^= 1 << (e.Piece % 64)
	case mb.EvRow:
		v.boards[e.Seat].Minion3[e.Row]++
	case mb.EvLap:
		b := &v.boards[e.Seat]
		for i := 0; i < int(b.NGrunts); i++ {
			if int(b.Grunts[i].Colour) == e.Colour {
				b.Grunts[i].Area = 0
			}
		}
	case mb.EvRound:
		v.round, v.first = e.N, e.Seat
	case mb.EvJackPick:
		if e.Row >= 0 && e.Row < len(v.jack.Dice) {
			v.jack.Dice[e.Row] = e.Die
		}
	case mb.EvJackScore:
		if e.Slot >= 0 && e.Slot < len(v.jack.Dice) {
			v.jack.Scored |= 1 << e.Slot
			v.jack.CourtDice[e.Colour]++
		}
	}
	t.fly = flight{}
	t.cv.run = nil
	t.dirty = true
}

// settle ends the timeline's work: what is shown is the state, and the
// person's board stays large (setState chose it).
func (t *Table) settle() {
	if t.st != nil {
		t.v = snapshot(t.st)
	}
	t.fly = flight{}
	t.cv.run = nil
	t.status = ""
	t.dirty = true
}

// counter is the Spook Juice (juice) or Malice of seat p as shown now:
// counting while its event runs.
func (t *Table) counter(p int, juice bool, val int) int {
	e := &t.fly.e
	if !t.fly.on || e.Seat != p || (juice && e.Kind != mb.EvJuice) || (!juice && e.Kind != mb.EvMalice) {
		return val
	}
	return e.From + int(math.Round(float64(e.To-e.From)*t.fly.p))
}

// ShownScores implements ui.ScoreTeller: each seat's Spook Juice and
// Spider Jack's (the rival versus him) as the board shows them now,
// counting while a gain plays, so the side panel never runs ahead of the
// board nor lags behind it.
func (t *Table) ShownScores(seats, rivals []int) {
	for p := range seats {
		if p < t.v.n {
			seats[p] = t.counter(p, true, int(t.v.boards[p].Juice))
		}
	}
	if len(rivals) > 0 && t.v.solo == mb.SoloMode2 {
		rivals[0] = t.jackJuice(int(t.v.jack.Juice))
	}
}

// walking reports whether Grunt i of seat p is the one walking now.
func (t *Table) walking(p, i int) bool {
	return t.fly.on && t.fly.e.Kind == mb.EvGrunt && t.fly.e.Seat == p && t.fly.idx == i
}

// drawFlight draws the running event over the table.
func (t *Table) drawFlight(dst *ebiten.Image) {
	if !t.fly.on {
		return
	}
	if t.drawCarFlight(dst) {
		return
	}
	e := &t.fly.e
	p := t.fly.p
	s := t.lay.s
	g := t.lay.boards[e.Seat]
	lerp := func(a, b ui.Rect, f float64) ui.Rect {
		f = ui.Ease(f)
		return ui.Rect{X: a.X + (b.X-a.X)*f, Y: a.Y + (b.Y-a.Y)*f, W: a.W + (b.W-a.W)*f, H: a.H + (b.H-a.H)*f}
	}
	lift := func(r ui.Rect, f float64) ui.Rect {
		r.Y -= math.Sin(f*math.Pi) * 24 * s
		return r
	}
	switch e.Kind {
	case mb.EvJackScore:
		if t.courtShown() {
			drawDie(dst, lift(lerp(t.jackDie(e.Slot), t.courtDie(e.Colour), p), p), e.Die)
		}
	case mb.EvPlace:
		drawDie(dst, lerp(g.drive(e.Slot), g.order(e.To), p), e.Die)
	case mb.EvMaliceDie:
		r := lerp(g.drive(e.Slot), g.malice(min(mb.MaxMalice, int(t.v.boards[e.Seat].Malice)+e.N)), p)
		drawDie(dst, r, e.Die)
		t.banner(dst, g, "+"+ui.Num(e.N)+" Malice", colMalice)
	case mb.EvGrunt:
		t.drawWalk(dst, g, e, p)
	case mb.EvBuyArch:
		n := len(t.v.boards[e.Seat].CardIDs())
		drawArch(dst, lift(lerp(t.lay.archRect(e.Slot), g.card(min(n, maxCards-1)), p), p), e.Piece, s)
	case mb.EvBuyGhost:
		to := g.gain(max(0, t.v.boards[e.Seat].EmptyGain()))
		if e.To >= 0 {
			to = g.space(e.To).Inset(5 * g.k)
		}
		drawGhost(dst, lift(lerp(t.lay.ghostRect(e.Slot), to, p), p), e.Piece, s)
	case mb.EvMarket:
		r := t.lay.ghostRect(e.Slot)
		if !e.Ghost {
			r = t.lay.archRect(e.Slot)
		}
		r = lerp(ui.Rect{X: r.X - 60*s, Y: r.Y, W: r.W, H: r.H}, r, p)
		if e.Ghost {
			drawGhost(dst, r, e.Piece, s)
		} else {
			drawArch(dst, r, e.Piece, s)
		}
	case mb.EvMinion:
		from := g.minionStart(0)
		if e.From >= 0 {
			from = g.space(e.From).Inset(4 * g.k)
		}
		drawMinion(dst, lift(lerp(from, g.space(e.To).Inset(4*g.k), p), p), g.k)
	case mb.EvSwap:
		ring(dst, g.order(e.From), colHint, s)
		ring(dst, g.order(e.To), colHint, s)
	case mb.EvPromote:
		ring(dst, g.order(e.To), colHint, s)
	case mb.EvFeed:
		ring(dst, g.jack(e.Row), colHint, s)
	case mb.EvCall:
		ring(dst, g.track(e.Row, e.To), colHint, s)
	case mb.EvSummon:
		ring(dst, g.row(e.Row), colHint, s)
		t.banner(dst, g, "Summon: +"+ui.Num(e.N), colJuice)
	case mb.EvRow:
		ring(dst, g.row(e.Row), colHint, s)
		t.banner(dst, g, "Row "+ui.Num(e.Row+1)+": +"+ui.Num(e.N), colJuice)
	case mb.EvLap:
		t.banner(dst, g, "Area 12: +12", colJuice)
	case mb.EvFlip:
		t.banner(dst, g, "Card flipped: "+mb.IconText(mb.Archs[e.Piece].Back), ui.ColWarm)
	case mb.EvRound:
		t.banner(dst, t.lay.boards[t.focus], "Round "+ui.Num(e.N), ui.ColAccent)
	case mb.EvFinal:
		t.banner(dst, t.lay.boards[t.focus], "Final scoring", ui.ColAccent)
	}
}

// drawWalk draws a Grunt walking space by space; the spaces it skips
// (a Minion or a Grunt stands there) flash as it hops over them.
func (t *Table) drawWalk(dst *ebiten.Image, g geom, e *mb.Event, p float64) {
	stop := func(a int) ui.Rect {
		if a == 0 {
			return g.startGrunt(0)
		}
		return g.space(mb.Space(a, e.Colour))
	}
	n := e.To - e.From
	if n <= 0 {
		return
	}
	x := p * float64(n)
	i := min(n-1, int(x))
	f := x - float64(i)
	for a := e.From + 1; a < e.To && !e.Counted; a++ {
		if a <= e.From+i+1 {
			r := stop(a)
			ui.StrokeRoundRect(dst, r.Inset(-2*g.k), 5*g.k, 2*t.lay.s, colMalice)
		}
	}
	a, b := stop(e.From+i), stop(e.From+i+1)
	r := ui.Rect{X: a.X + (b.X-a.X)*f, Y: a.Y + (b.Y-a.Y)*f, W: a.W + (b.W-a.W)*f, H: a.H + (b.H-a.H)*f}
	r.Y -= math.Sin(f*math.Pi) * 10 * g.k
	drawGrunt(dst, r, e.Colour)
}

// banner writes a short line over a board while an event runs.
func (t *Table) banner(dst *ebiten.Image, g geom, text string, c color.RGBA) {
	s := t.lay.s
	w := ui.TextWidth(text, 22*s, true) + 40*s
	cx := g.x + boardW*g.k/2
	cy := g.y + 244*g.k
	r := ui.Rect{X: cx - w/2, Y: cy - 20*s, W: w, H: 40 * s}
	ui.FillRoundRect(dst, r, 12*s, color.RGBA{0x10, 0x0e, 0x18, 0xe8})
	ui.StrokeRoundRect(dst, r, 12*s, 2*s, c)
	drawText(dst, text, 22*s, true, cx, cy, ui.AlignCenter, ui.AlignCenter, c)
}
