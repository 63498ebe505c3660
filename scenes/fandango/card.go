package fandango

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	fd "monstermixer/engine/fandango"
	"monstermixer/scenes/ui"
	"monstermixer/sprites"
)

// card is the unit card of the middle panel: the chosen or acting unit,
// else the one under the pointer, else the last one shown. Its texts are
// worked out when the unit or the choices change, so drawing allocates
// nothing.
type card struct {
	id, builds int
	title      string    // "Anna's villager"
	owner      string    // "Wild: belongs to nobody", "Anna's unit"
	vals       [5]string // move, attack, defense, search, stack
	special    string    // the special's name
	text       string    // the special as printed
	items      []fd.Item // what it carries
	carries    string    // "Carries a sword and a bow", or "Carries nothing"
	now        string    // what it may do now
	wrapText   wrapped
	wrapNow    wrapped
}

// drawCardText draws the card's words (a variable so that tests can
// record them).
var drawCardText = ui.DrawText

// statNames label the card's statistics.
var statNames = [5]string{"Move", "Attack", "Defense", "Search", "Stack"}

// cardUnit is the unit the card shows now, 0 for none.
func (t *Table) cardUnit() int {
	st := t.st
	switch {
	case st.Unit(t.sel) != nil:
		return t.sel
	case st.Phase() == fd.PhaseThing && st.Unit(st.Actor()) != nil:
		return st.Actor()
	}
	if id := t.unitAt(t.mx, t.my); id != 0 {
		return id
	}
	if t.fan >= 0 {
		if t.stackBuf = t.stackOf(t.fan, t.stackBuf); len(t.stackBuf) > 0 {
			return t.stackBuf[0].ID
		}
	}
	if st.Unit(t.card.id) != nil {
		return t.card.id
	}
	for _, u := range st.Units() {
		if u.Owner == max(st.CurrentPlayer(), 0) {
			return u.ID
		}
	}
	return 0
}

// updateCard works the card's texts out again when its unit or the
// choices changed.
func (t *Table) updateCard() {
	id := t.cardUnit()
	c := &t.card
	if id == c.id && c.builds == t.builds {
		return
	}
	c.id, c.builds = id, t.builds
	u := t.st.Unit(id)
	if u == nil {
		c.title = ""
		return
	}
	st := t.st
	s := u.Kind.Stats()
	c.title = engine.Capital(t.unitName(u))
	switch {
	case u.Owner == fd.Wild:
		c.owner = "Wild: it belongs to nobody"
	default:
		c.owner = engine.Possessive(t.seatName(u.Owner)) + " " + u.Kind.String()
	}
	att := upTo(s.Attack)
	for _, it := range u.Items {
		if it.IsWeapon() {
			att += " +1"
			break
		}
	}
	search := upTo(s.Search)
	if s.Search == 0 {
		search = "none"
	}
	c.vals = [5]string{strconv.Itoa(s.Move), att, upTo(st.Defense(u)), search, strconv.Itoa(s.Stack)}
	c.special, c.text = s.Special, s.Text
	c.items = append(c.items[:0], u.Items...)
	if len(u.Items) == 0 {
		c.carries = "Carries nothing"
	} else {
		var its []string
		for _, it := range u.Items {
			its = append(its, it.String())
		}
		c.carries = "Carries: " + engine.JoinWords(its)
	}
	c.now = t.cardNow(u)
}

// cardNow says what unit u may do now, from the legal actions and the
// choices.
func (t *Table) cardNow(u *fd.Unit) string {
	st := t.st
	switch {
	case st.Phase() == fd.PhaseOver:
		return "The game is over."
	case u.Flipped:
		return "Knocked down: it heals with its whole action."
	case u.Owner == fd.Wild && st.Keeper(u.Hex) != nil && st.Keeper(u.Hex).ID == u.ID:
		return "Keeps its lair: it never wanders, and strikes a unit next to it at the end of each round."
	case u.Owner == fd.Wild:
		return "At the end of each round it moves one hex at random and strikes the weakest unit next to it."
	case st.Phase() == fd.PhaseThing && u.ID == st.Actor():
		var can []string
		for i := range t.choice {
			switch c := &t.choice[i]; c.kind {
			case chButton:
				can = append(can, c.label)
			case chTarget:
				if len(can) == 0 || can[0] != "attack a lit enemy" {
					can = append([]string{"attack a lit enemy"}, can...)
				}
			}
		}
		if len(can) == 0 {
			return "It does one more thing."
		}
		return "Now: " + engine.JoinWords(can) + "."
	case u.ID == st.Actor() && st.Phase() != fd.PhaseSelect:
		return "It is acting now."
	case u.Acted:
		return "It has acted this round."
	case u.Burrowed:
		return "In the ground: it cannot be attacked until it moves."
	}
	hexes := 0
	seen := map[int]bool{}
	for _, a := range t.legal {
		if m, ok := st.MoveOf(a); ok && m.Unit == u.ID && !seen[m.Hex] {
			seen[m.Hex] = true
			hexes++
		}
	}
	if hexes > 0 {
		return "It may move now: " + strconv.Itoa(hexes) + " hexes in reach (its own hex included), then do one more thing."
	}
	return "It has not acted this round: it waits for " + engine.Possessive(t.seatName(u.Owner)) + " turn."
}

// drawCard draws the card in the action panel from top down, each part
// only where it fits: the figure with the name, the statistics, the
// special, what it carries and what it may do now.
func (t *Table) drawCard(dst *ebiten.Image, s, top float64) {
	c := &t.card
	u := t.st.Unit(c.id)
	a := t.lay.acts
	bottom := a.Y + a.H - 12*s
	if t.note != "" {
		bottom -= 48 * s
	}
	if u == nil || c.title == "" || bottom-top < 60*s {
		return
	}
	x, w := a.X+12*s, a.W-24*s
	fig := min(56*s, bottom-top-4*s)
	box := ui.Rect{X: x - 4*s, Y: top, W: w + 8*s, H: bottom - top}
	ui.FillRoundRect(dst, box, 8*s, color.RGBA{0x1d, 0x1a, 0x2c, 0xff})
	y := top + 6*s
	t.drawSprite(dst, t.counterKey(u, fig), x+fig/2+2*s, y+fig/2, sprites.White)
	tx := x + fig + 12*s
	drawCardText(dst, c.title, 15*s, true, tx, y+6*s, ui.AlignStart, ui.AlignStart, ui.ColText)
	drawCardText(dst, c.special, 13*s, true, tx, y+28*s, ui.AlignStart, ui.AlignStart, colHint)
	y += fig + 6*s
	// the statistics: five boxes
	if y+38*s > bottom {
		return
	}
	bw := (w - 4*4*s) / 5
	for i := range statNames {
		r := ui.Rect{X: x + float64(i)*(bw+4*s), Y: y, W: bw, H: 36 * s}
		ui.FillRoundRect(dst, r, 5*s, ui.ColPanelHi)
		drawCardText(dst, statNames[i], 10*s, false, r.X+r.W/2, r.Y+4*s, ui.AlignCenter, ui.AlignStart, ui.ColTextDim)
		drawCardText(dst, c.vals[i], 14*s, true, r.X+r.W/2, r.Y+r.H-4*s, ui.AlignCenter, ui.AlignEnd, ui.ColText)
	}
	y += 42 * s
	lh := 15 * s
	// what it may do now, then what it carries, then the special's words
	now := t.card.wrapNow.get(c.now, 12*s, true, w)
	if y+float64(len(now))*lh > bottom {
		return
	}
	for _, line := range now {
		drawCardText(dst, line, 12*s, true, x, y, ui.AlignStart, ui.AlignStart, colLit)
		y += lh
	}
	y += 4 * s
	if y+20*s > bottom {
		return
	}
	cx := x
	for _, it := range c.items {
		t.drawSprite(dst, spriteKey{kind: spItem, which: int(it), size: int(18 * s)}, cx+9*s, y+9*s, sprites.White)
		cx += 20 * s
	}
	if cx > x {
		cx += 4 * s
	}
	drawCardText(dst, c.carries, 12*s, false, cx, y+9*s, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
	y += 24 * s
	for _, line := range t.card.wrapText.get(c.text, 12*s, false, w) {
		if y+lh > bottom {
			return
		}
		drawCardText(dst, line, 12*s, false, x, y, ui.AlignStart, ui.AlignStart, ui.ColTextDim)
		y += lh
	}
}
