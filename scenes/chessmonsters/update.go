package chessmonsters

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"monstermixer/engine"
	cm "monstermixer/engine/chessmonsters"
	"monstermixer/scenes/ui"
)

// texts are the labels made when what is shown changes, so that drawing
// an idle frame makes no strings.
type texts struct {
	deck      [2]string
	resTitle  [2]string
	deckShort [2]string // deck and resTitle without their nouns, for a narrow panel
	resShort  [2]string
	handTitle [2]string
	resKinds  [2][]int // the viewer's reserve, card by card
	handCards [2][]int // the viewer's hand, card by card
	pickHead  string
	pickWait  string
	pickCount [cm.NumMonsters]string
	pickText  [cm.NumMonsters][]string // each ability wrapped to its card, its title first
	pickBold  [cm.NumMonsters]int      // the lines of the title
	pickSize  [cm.NumMonsters]float64  // the text's size on the card, as a share of pickFont and pickTitle
	pickFor   float64                  // the width pickText was wrapped to
	instr     string
	hoverAct  string  // what clicking the lit field or card under the pointer would do
	noteFor   string  // the line above the arena as last fitted
	noteLine  string  // ... fitted to the arena's width
	noteSize  float64 // ... in this text size
	detailFor key
	detail    []string // the large card's title, then its lines of text
	// detailNarrow is how many of detail's lines (after the title) stand
	// beside the picture; the rest take the panel's width.
	detailNarrow int
	detailStats  [3]string // the large card's Health, Power and energy ("2 of 3")
	detailState  string    // "Active", "Exhausted" or ""
	hint         []string  // the large card's hint when it tells nothing, wrapped
	hintFor      string    // ... from this sentence
	hintW        float64   // ... to a panel this wide
	tipFor       key       // the card or monster tip tells of
	tipSet       bool      // tip is made for tipFor and the state shown
	tip          []string  // the hovered card's or monster's tooltip
}

// hpLabels say each number of hit points; hpShort says it in a narrow
// panel (the game-over screen's).
var hpLabels, hpShort = func() (l, short [cm.HitPoints + 1]string) {
	for n := range l {
		l[n] = engine.Count(n, "hit point", "hit points")
		short[n] = strconv.Itoa(n) + " HP"
	}
	return l, short
}()

// unfold is each index of counts as many times as counts says, in order,
// in dst's room (a reserve or hand card by card).
func unfold(dst []int, counts []int) []int {
	dst = dst[:0]
	for i, c := range counts {
		for range c {
			dst = append(dst, i)
		}
	}
	return dst
}

// build remakes the labels of the state now shown.
func (x *texts) build(t *Table) {
	st := t.st
	for p := range 2 {
		x.deck[p] = "Loot deck: " + engine.Count(st.LootLeft(p), "card", "cards")
		x.deckShort[p] = "Loot deck: " + strconv.Itoa(st.LootLeft(p))
		used := 0
		for _, n := range st.Trash(p) {
			used += n
		}
		if used > 0 {
			x.deck[p] += ", " + strconv.Itoa(used) + " used"
		}
		counts, n := st.Reserve(p)
		x.resKinds[p] = unfold(x.resKinds[p], counts[:])
		x.resTitle[p] = "Reserve: " + engine.Count(n, "monster", "monsters")
		x.resShort[p] = "Reserve: " + strconv.Itoa(n)
		hand, hn := st.Hand(p)
		x.handCards[p] = unfold(x.handCards[p], hand[:])
		x.handTitle[p] = "Loot hand: " + engine.Count(hn, "card", "cards")
		if hn == 0 {
			x.handTitle[p] = "No loot cards in hand"
		}
	}
	picker := st.CurrentPlayer()
	x.pickWait = ""
	if picker >= 0 && picker < 2 {
		x.pickWait = t.seatName(picker) + " is picking a team in secret."
	}
	x.pickHead = ""
	for k := range x.pickCount {
		x.pickCount[k] = ""
	}
	if st.Picking() && t.viewer == picker {
		counts, n := st.Reserve(picker)
		x.pickHead = t.seatName(picker) + ", pick 6 monster cards for your team (each at most twice): " + strconv.Itoa(n) + " of 6 picked."
		for k, c := range counts {
			if c > 0 {
				x.pickCount[k] = "In team: " + strconv.Itoa(c)
			}
		}
	}
	x.detailFor = key{}
	x.tipSet = false
	x.instr = t.instruction()
}

// instruction says what the person can do now.
func (t *Table) instruction() string {
	st := t.st
	switch {
	case st.IsTerminal():
		return "The game is over."
	case !t.myTurn && t.viewer >= 0 && st.CurrentPlayer() >= 0 && st.CurrentPlayer() < 2:
		return t.seatName(st.CurrentPlayer()) + " decides now."
	case !t.myTurn:
		return ""
	case st.Picking():
		return "Click a card to add it to your team, or Random team."
	case st.Joining() && t.isLit(key{kBtn, btnGo}):
		return "Click more lit monsters to join the team attack, or Start the attack" + t.buttonsSay(btnGo) + "."
	case st.Joining():
		return "Click a lit monster to join the team attack" + t.buttonsSay(-1) + "."
	case t.isLit(key{kBtn, btnPass}):
		return "Answer now: click a lit card or monster" + t.buttonsSay(-1) + "."
	case len(t.choices) > 0:
		return "That click can mean more than one thing: choose below."
	case len(t.sel) > 0 && t.sel[0].k == kRes:
		return "Click a lit field to summon " + cm.Roster[t.sel[0].id].Name + " there."
	case len(t.sel) > 0 && t.sel[0].k == kLoot:
		return "Click a lit field or monster to play " + cm.Loot[t.sel[0].id].Name + "."
	case len(t.sel) > 0 && t.sel[0].k == kField:
		if b := t.buttonsSay(-1); b != "" {
			return t.fieldsSay() + ". Or" + strings.TrimPrefix(b, ", or") + "."
		}
		return t.fieldsSay() + "."
	case t.isLit(key{kBtn, btnSkip}) && len(t.lit) == 1:
		return "Nothing can be done this turn: Skip the turn."
	}
	return "Click a reserve monster to summon it, or an arena monster to interact" + t.buttonsSay(-1) + "."
}

// fieldsSay tells what the lit fields of the chosen monster are, naming
// only the kinds lit now: plain moves, Pole Jump landings, targets and
// other aims.
func (t *Table) fieldsSay() string {
	var move, jump, target, other bool
	for _, k := range t.lit {
		if k.k != kField {
			continue
		}
		switch {
		case t.chance[k.id] != "":
			target = true
		case t.litAs[k.id] == litMove:
			move = true
		case t.litAs[k.id] == litJump:
			jump = true
		case t.litAs[k.id] == litBoth:
			move, jump = true, true
		default:
			other = true
		}
	}
	var parts []string
	if move {
		parts = append(parts, "green: moves")
	}
	if jump {
		parts = append(parts, "violet: Pole Jump landings")
	}
	if target {
		parts = append(parts, "red: targets with the chance to hit")
	}
	if other {
		parts = append(parts, "outlined: its ability's fields")
	}
	if len(parts) == 0 {
		return "Nothing to click in the arena for it"
	}
	out := strings.Join(parts, "; ")
	return strings.ToUpper(out[:1]) + out[1:]
}

// buttonsSay names the decision buttons on screen now (but skip, and
// Back), as ", or Wait, or End turn".
func (t *Table) buttonsSay(skip int) string {
	out := ""
	for _, b := range []int{btnWait, btnEnd, btnGo, btnSandtrap, btnPass, btnSkip} {
		if b != skip && t.isLit(key{kBtn, b}) {
			out += ", or " + btnLabels[b]
		}
	}
	return out
}

// hoverSays tells what clicking k would play, when k is lit and completes
// one or more actions ("Anna's Jumo moves forward, or Anna's Jumo
// pole-jumps 1 field forward.").
func (t *Table) hoverSays(k key, ok bool) string {
	if !ok || !t.myTurn || !t.isLit(k) {
		return ""
	}
	var out []string
	for _, a := range t.ch.Completing(nil, k) {
		out = append(out, strings.TrimSuffix(t.choiceLabel(a), "."))
	}
	if len(out) == 0 {
		return ""
	}
	return "Click: " + strings.Join(out, ", or ") + "."
}

// Update implements ui.Table.
func (t *Table) Update(ctx *ui.Context, in ui.Input, area ui.Rect, myTurn bool) (engine.Action, bool) {
	if t.st == nil {
		return 0, false
	}
	t.sound = ctx.Sound
	t.tipBox.View = ctx.View
	if t.tl.Busy() {
		t.tl.Tick(ctx.AnimSpeed, t)
	} else {
		t.tl.Clock += ctx.AnimSpeed / 60
	}
	if area != t.area || ctx.Scale != t.scale {
		t.doLayout(area, ctx.Scale)
	}
	if myTurn != t.myTurn {
		t.myTurn = myTurn
		t.ch.Clear()
		t.updateLit()
		t.texts.instr = t.instruction()
	}
	x, y := in.Cursor()
	if x != t.mx || y != t.my {
		t.mx, t.my = x, y
		k, ok := t.keyAt(x, y)
		if k != t.hoverKey || ok != t.hoverOK {
			t.hoverKey, t.hoverOK = k, ok
			t.texts.hoverAct = t.hoverSays(k, ok)
		}
	}
	t.updateTip(in, area)
	if myTurn {
		if t.ref.Text() != "" { // no selection text on an idle tick
			t.ref.Keep(t.st, t.Selection(), true)
		}
		t.note = t.ref.Text()
	}
	if t.tl.Busy() || !myTurn {
		if in.Clicked() && area.Contains(x, y) && !t.tl.Busy() {
			t.note = "It is not your decision now."
		}
		return 0, false
	}
	if t.st.Picking() {
		if len(t.picks) > 0 {
			a := t.picks[0]
			t.picks = t.picks[1:]
			if slices.Contains(t.legal, a) {
				return a, true
			}
			t.picks = t.picks[:0]
		}
		if t.random.Update(in) {
			t.randomTeam()
			if len(t.picks) > 0 {
				a := t.picks[0]
				t.picks = t.picks[1:]
				return a, true
			}
		}
	}
	for i := range t.choices {
		if t.choices[i].btn.Update(in) {
			return t.choose(i)
		}
	}
	for i := range t.btns {
		if t.btns[i].Rect.W > 0 && t.btns[i].Update(in) {
			if i == btnBack {
				t.back()
				return 0, false
			}
			if a, ok := t.clickKey(key{kBtn, i}); ok {
				return a, true
			}
			return 0, false
		}
	}
	if in.RightClicked() || in.Command(ui.CmdCancel) {
		t.back()
		return 0, false
	}
	if in.Clicked() {
		k, ok := t.keyAt(x, y)
		if !ok {
			// Not a piece or a field: say what to do, keep the choice.
			t.ref.Say(t.instruction(), t.st, t.Selection())
			t.note = t.ref.Text()
			return 0, false
		}
		return t.clickKey(k)
	}
	return 0, false
}

// clickKey clicks k and plays the click's sound.
func (t *Table) clickKey(k key) (engine.Action, bool) {
	a, ok := t.click(k)
	if t.sound != nil {
		if t.note != "" {
			t.sound.Play("rotate")
		} else {
			t.sound.Play("click")
		}
	}
	t.texts.instr = t.instruction()
	return a, ok
}

// choose takes the i-th button of an ambiguous click.
func (t *Table) choose(i int) (engine.Action, bool) {
	a, ok := t.ch.Choose(i)
	t.updateLit()
	return a, ok
}

// randomTeam queues random picks that complete the viewer's team.
func (t *Table) randomTeam() {
	counts, n := t.st.Reserve(t.viewer)
	t.picks = t.picks[:0]
	for ; n < cm.TeamSize; n++ {
		var open []int
		for k, c := range counts {
			if c < cm.MaxCopies {
				open = append(open, k)
			}
		}
		if len(open) == 0 {
			return
		}
		k := open[rand.IntN(len(open))]
		counts[k]++
		t.picks = t.ch.Completing(t.picks, key{kPick, k})
	}
}

// keyAt is the card or field under (x, y).
func (t *Table) keyAt(x, y float64) (key, bool) {
	l := &t.lay
	if t.st.Picking() {
		if t.viewer != t.st.CurrentPlayer() {
			return key{}, false
		}
		for k, r := range l.pick {
			if r.Contains(x, y) {
				return key{kPick, k}, true
			}
		}
		return key{}, false
	}
	if f := l.fieldUnder(x, y); f >= 0 {
		return key{kField, f}, true
	}
	for p := range 2 {
		if p != t.viewer {
			continue
		}
		for i, k := range t.texts.resKinds[p] {
			if i < len(l.res[p]) && l.res[p][i].Contains(x, y) {
				return key{kRes, k}, true
			}
		}
		for i, c := range t.texts.handCards[p] {
			if i < l.handFit[p] && l.hand[p][i].Contains(x, y) {
				return key{kLoot, c}, true
			}
		}
	}
	return key{}, false
}

// updateTip shows what the card under the pointer is, in the tooltip: the
// same text as the large card's.
func (t *Table) updateTip(in ui.Input, area ui.Rect) {
	x := &t.texts
	k := t.hoverKey
	if !t.hoverOK || k.k == kBtn || k.k == kPick || (k.k == kField && t.largeShown()) {
		// no card, or a monster in the arena that the large card beside it
		// tells (a tip would cover the arena): no tip
		k = key{k: kBtn, id: -1}
	}
	if !x.tipSet || x.tipFor != k {
		x.tipFor, x.tipSet = k, true
		x.tip = x.tip[:0]
		if k.id >= 0 {
			x.tip = t.detailText(k, x.tip)
		}
		t.tipBox.Hide()
		if len(x.tip) > 0 {
			t.tipBox.Show(x.tip, t.keyRect(k), false)
		}
	}
	t.tipBox.Place(in, t.mx, t.my, area, t.scale, t.Targets)
}

// largeShown reports whether the large card beside the arena has room to
// tell a monster (not on the game-over screen's small table).
func (t *Table) largeShown() bool { return t.lay.detail.H >= 150*t.scale }

// Tip implements ui.Tipper: what the hovered monster or card is.
func (t *Table) Tip() ([]string, ui.Rect, bool) { return t.tipBox.Tip() }

// keyRect is where k is on screen.
func (t *Table) keyRect(k key) ui.Rect {
	l := &t.lay
	switch k.k {
	case kField:
		return l.fieldRect(k.id)
	case kPick:
		return l.pick[k.id]
	case kBtn:
		return t.btns[k.id].Rect
	case kRes, kLoot:
		if t.viewer < 0 || t.viewer > 1 {
			break
		}
		list, rects := t.texts.resKinds[t.viewer], l.res[t.viewer][:]
		if k.k == kLoot {
			list, rects = t.texts.handCards[t.viewer], l.hand[t.viewer][:l.handFit[t.viewer]]
		}
		if i := slices.Index(list, k.id); i >= 0 && i < len(rects) {
			return rects[i]
		}
	}
	return ui.Rect{}
}

// Targets implements ui.Targeter: what a person may click now, named for
// tests ("field:c3", "target:c4" for a monster that can be attacked,
// "res:jumo", "loot:glasses", "pick:lotl", "choice:c3xc4 team", buttons).
func (t *Table) Targets() []ui.Target {
	if t.st == nil || !t.myTurn || t.tl.Busy() || len(t.picks) > 0 {
		return nil // nothing to click while the random team is entered
	}
	return t.targets
}

// buildTargets names what may be clicked now and where it is.
func (t *Table) buildTargets() {
	ts := t.targets[:0]
	if t.st.Picking() {
		ts = append(ts, t.random.Target())
	}
	for i := range t.choices {
		ts = append(ts, ui.Target{Name: "choice:" + t.st.ActionString(t.choices[i].act), Rect: t.choices[i].btn.Rect})
	}
	for _, k := range t.lit {
		var name string
		switch k.k {
		case kField:
			name = "field:" + cm.FieldName(k.id)
			if t.chance[k.id] != "" {
				name = "target:" + cm.FieldName(k.id)
			}
		case kRes:
			name = "res:" + keyOf(k.id)
		case kLoot:
			name = "loot:" + cm.Loot[k.id].Key
		case kPick:
			name = "pick:" + keyOf(k.id)
		case kBtn:
			name = "button:" + btnLabels[k.id]
		}
		ts = append(ts, ui.Target{Name: name, Rect: t.keyRect(k)})
	}
	if r := t.btns[btnBack].Rect; r.W > 0 {
		ts = append(ts, ui.Target{Name: "button:" + ui.BackLabel, Rect: r})
	}
	t.targets = ts
}
