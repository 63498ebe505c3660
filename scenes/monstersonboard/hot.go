package monstersonboard

import (
	"fmt"
	"strings"

	"monstermixer/engine"
	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/ui"
)

// hot is a place on screen that shows a tip on hover and may be clicked.
type hot struct {
	r   ui.Rect
	k   key
	tip string
}

// chipName is an action's name in a sentence ("Feed Spider Jack").
func chipName(a mb.Act) string { return mb.IconText(mb.Icon{Act: a, N: 1}) }

// faceText says what a Lord die does: "A blue 4: Feed Spider Jack, Gain 1
// Spook Juice."
func faceText(d mb.Die) string {
	if d.Empty() {
		return ""
	}
	parts := make([]string, 0, 3)
	for _, ic := range mb.Face(d.Colour(), d.Rank()) {
		parts = append(parts, mb.IconText(ic))
	}
	return fmt.Sprintf("%s Lord die: %s. For Malice (the fourth die) it gives %d.", engine.Capital(d.Words()), strings.Join(parts, ", "), mb.MaliceFor(d.Rank()))
}

// dieTip says what a Lord die does in this game: its actions and Malice,
// or in the family mode (no actions, no Malice) how far it moves its
// Grunt, and in a row, the rank it scores.
func (t *Table) dieTip(d mb.Die, inRow bool) string {
	if !t.v.family || d.Empty() {
		return faceText(d)
	}
	if inRow {
		return fmt.Sprintf("%s Lord die: its rank, %d, counts when a Minion scores the row.", engine.Capital(d.Words()), d.Rank())
	}
	n := len(mb.Face(d.Colour(), d.Rank()))
	return fmt.Sprintf("%s Lord die: taken, it moves its player's %s Grunt %s (one per icon on its face), then goes into a row.", engine.Capital(d.Words()), mb.ColourName(d.Colour()), engine.Count(n, "space", "spaces"))
}

func ghostTip(id int) string {
	g := mb.Ghosts[id]
	where := "on " + engine.Article(mb.ColourName(g.Colour)) + " space"
	if g.Colour == mb.MultiColour {
		where = "on a space of any colour"
	}
	if g.Icon.Act == mb.ActGainGrunt {
		return fmt.Sprintf("%s Ghost. %s", engine.Capital(engine.Article(mb.ColourName(g.Colour))), iconTip(g.Icon, false))
	}
	return fmt.Sprintf("%s Ghost. It goes %s with no Ghost, Minion or Grunt; a Grunt that lands on it does its action too: %s", engine.Capital(engine.Article(ghostColourWord(g.Colour))), where, iconTip(g.Icon, false))
}

// rebuild lists the hover and click regions of what is shown now.
func (t *Table) rebuild() {
	t.hot = t.hot[:0]
	v := &t.v
	l := &t.lay
	add := func(r ui.Rect, k key, tip string) { t.hot = append(t.hot, hot{r: r, k: k, tip: tip}) }
	for i := 0; i < mb.NumRounds; i++ {
		add(l.roundRect(i), key{}, fmt.Sprintf("Round %d of %d. The first player token passes left each round.", i+1, mb.NumRounds))
	}
	for p := 0; p < v.n; p++ {
		tip := fmt.Sprintf("%s: %d Spook Juice, %d Malice.", t.seatName(p), v.boards[p].Juice, v.boards[p].Malice)
		if v.family {
			tip = fmt.Sprintf("%s: %d Spook Juice.", t.seatName(p), v.boards[p].Juice)
		}
		if p == v.first {
			tip += " First player this round (the gold outline)."
		}
		add(l.juiceChip(p), key{}, tip)
	}
	if !v.family {
		for i := 0; i < mb.MarketSize; i++ {
			if id := v.archs[i]; id >= 0 {
				add(l.archRect(i), key{k: kArchMkt, a: i}, fmt.Sprintf("Arch Monster card, %d Malice: %s. Once it is yours, flip it when the game offers for its back's action (it then never scores). Back: %s", mb.ArchCost[i], mb.ArchFront(id), iconTip(mb.Archs[id].Back, false)))
			}
			if id := v.ghosts[i]; id >= 0 {
				add(l.ghostRect(i), key{k: kGhostMkt, a: i}, fmt.Sprintf("%d Malice. %s", mb.GhostCost[i], ghostTip(id)))
			}
		}
	}
	t.carRegions(add)
	for p := 0; p < v.n; p++ {
		if p != t.focus {
			add(l.minis[p], key{k: kBoard, a: p}, engine.Possessive(t.seatName(p))+" board. Click to see it large.")
		}
	}
	if v.solo != mb.SoloNone {
		add(l.jack, key{}, t.jackTip())
		t.courtRegions(add)
	}
	t.rebuildBoard(add)
	t.dirty = false
	// the regions changed: the next Update finds what is under the pointer
	t.hover, t.tipFor = -1, -1
	t.tipBox.Hide()
}

// rebuildBoard lists the regions of the board in focus.
func (t *Table) rebuildBoard(add func(ui.Rect, key, string)) {
	p := t.focus
	g := t.lay.boards[p]
	b := &t.v.boards[p]
	name := t.seatName(p)
	if !t.v.family {
		add(g.maliceTrack(), key{}, fmt.Sprintf("%s Malice: %d of %d. Malice buys Ghosts and Arch Monster cards; gains above %d are lost.", engine.Possessive(name), b.Malice, mb.MaxMalice, mb.MaxMalice))
	}
	add(g.juice(), key{}, fmt.Sprintf("%s Spook Juice: %d (the score).", engine.Possessive(name), b.Juice))
	for i, d := range b.Drive {
		if t.v.family {
			break
		}
		tip := "An empty Driveway space: drafted dice wait here."
		if !d.Empty() {
			tip = t.driveTip(p, i, d)
		}
		add(g.drive(i), key{k: kDrive, a: i}, tip)
	}
	add(g.startBox(), key{}, "The start: Grunts wait here before area 1.")
	add(g.gainBox(), key{k: kGain}, "The Gain Grunt spaces: a Gain Grunt Ghost goes here and brings a new Grunt to the start.")
	for a := 1; a <= mb.FinalArea; a++ {
		what := "a public area: each space shows an action a Grunt landing there may do"
		switch {
		case t.v.family && (a == 4 || a == 8 || a == mb.FinalArea):
			_, ic := t.areaLabel(a)
			add(g.areaBox(a), key{}, fmt.Sprintf("Area %d. %s", a, iconTip(ic, true)))
			continue
		case a == mb.FinalArea:
			what = "the final area: any number of Grunts, which never move again; each scores 3 for each Lord die of its colour at the end"
		case t.v.family:
			what = "the town path"
		case mb.Neighbourhood(a):
			what = "a neighbourhood: no actions"
		}
		add(g.areaBox(a), key{}, fmt.Sprintf("Area %d: %s.", a, what))
	}
	if !t.v.family {
		for sp := 0; sp < mb.Space(mb.FinalArea, 0); sp++ {
			a, c := mb.SpaceArea(sp), mb.SpaceColour(sp)
			tip := fmt.Sprintf("Area %d, %s space.", a, mb.ColourName(c))
			if ic := mb.PathIcon(a, c); ic.Act != mb.ActNone {
				tip = fmt.Sprintf("Area %d, %s space. %s", a, mb.ColourName(c), iconTip(ic, false))
			}
			if gh := b.Ghosts[sp]; gh > 0 {
				tip += " " + ghostTip(int(gh)-1)
			}
			if b.MinionOn(sp) {
				tip += " A Minion stands here: Grunts skip this space."
			}
			add(g.space(sp), key{k: kSpace, a: sp}, tip)
		}
	}
	for i, gu := range b.GainUsed {
		if gu > 0 {
			add(g.gain(i), key{k: kGain}, ghostTip(int(gu)-1))
		}
	}
	startI := 0
	for i := 0; i < int(b.NGrunts); i++ {
		gr := b.Grunts[i]
		tip := fmt.Sprintf("%s %s Grunt", engine.Possessive(name), mb.ColourName(int(gr.Colour)))
		switch {
		case gr.Area == 0:
			tip += " at the start. It moves when " + engine.Article(mb.ColourName(int(gr.Colour))) + " Lord die is activated."
		case int(gr.Area) == mb.FinalArea:
			tip += " in the final area."
		default:
			tip += fmt.Sprintf(" in area %d. It moves to its next free space when %s Lord die is activated.", gr.Area, engine.Article(mb.ColourName(int(gr.Colour))))
		}
		add(t.gruntRect(p, i, &startI), key{k: kGrunt, a: i}, tip)
	}
	mi := 0
	for _, m := range b.Minions {
		if m < 0 {
			add(g.minionStart(mi), key{k: kMinion, a: 0}, "A Minion on its starting spot. Move Minion puts it on an empty space of the path, where Grunts skip it.")
			mi++
		} else {
			add(g.space(int(m)), key{k: kMinion, a: int(m) + 1}, fmt.Sprintf("A Minion in area %d: Grunts skip its space. Move Minion moves it to another empty space.", mb.SpaceArea(int(m))))
		}
	}
	for r := 0; r < mb.NumRows; r++ {
		add(g.row(r), key{k: kRow, a: r}, t.rowTip(b, r))
	}
	for pos := 0; pos < mb.NumRows*mb.NumCols; pos++ {
		d := b.Order[pos/mb.NumCols][pos%mb.NumCols]
		if !d.Empty() {
			tip := t.dieTip(d, true)
			if pos == t.st.Placed() && p == t.st.Acting() {
				tip += " It was just placed: Promote or Demote cannot change it."
			}
			add(g.order(pos), key{k: kOrder, a: pos}, tip)
		}
	}
	for r := 0; r < mb.NumRows; r++ {
		if t.v.family {
			add(g.trackRow(r), key{k: kRow, a: r}, fmt.Sprintf("The Minion spaces of row %d: %d of 2 taken. A Minion placed here at the end of a round scores the row's ranks.", r+1, b.Minion3[r]))
			continue
		}
		add(g.jack(r), key{k: kJack, a: r}, fmt.Sprintf("The Spider Jack die of row %d shows %d: at the end only its %d leftmost dice count; Summon scores that many. Feed Spider Jack raises it (at most 6).", r+1, b.Jack[r], b.Jack[r]))
		var parts []string
		for i := 1; i <= mb.TrackLen; i++ {
			parts = append(parts, fmt.Sprintf("%d %s", i, mb.IconText(mb.TrackIcon(r, i))))
		}
		add(g.trackRow(r), key{k: kTrack, a: r}, fmt.Sprintf("The Summoning track of row %d, tracker on space %d. Call Spider Jack moves it on one and does the space: %s.", r+1, b.Track[r], strings.Join(parts, ", ")))
	}
	if !t.v.family {
		// each space of the tracks on top: its own icon, as the legend says it
		for r := 0; r < mb.NumRows; r++ {
			for i := 1; i <= mb.TrackLen; i++ {
				add(g.track(r, i), key{}, fmt.Sprintf("Summoning track of row %d, space %d. %s Call Spider Jack moves the tracker (now on space %d) one space on.", r+1, i, iconTip(mb.TrackIcon(r, i), false), b.Track[r]))
			}
		}
	}
	pr := "A Prophecy card, face down: it scores its owner's Order at the end (at most 50)."
	if b.Prophecy >= 0 && int(b.Prophecy) < mb.NumProphecies {
		// the card's lines are its conditions, each a sentence here
		pr = fmt.Sprintf("Your Prophecy card %02d (secret, at most 50 at the end): %s.", b.Prophecy+1, strings.Join(mb.Prophecies[b.Prophecy].Lines, ". "))
	}
	if !t.v.family || b.Prophecy >= 0 {
		add(g.prophecy(), key{}, pr)
	}
	for i, id := range b.CardIDs() {
		if i >= maxCards {
			break
		}
		add(g.card(i), key{k: kCard, a: id}, fmt.Sprintf("Arch Monster card: %s. Flip it when offered to do its back's action now (it then never scores). Back: %s", mb.ArchFront(id), iconTip(mb.Archs[id].Back, false)))
	}
	now, later := t.st.Pending()
	if p == t.st.Acting() {
		skip := "Done skips the actions left"
		if len(now) == 1 {
			skip = "Skip this action skips it"
		}
		for i, ic := range now {
			tip := fmt.Sprintf("%s. %s: an action you may do now, in any order; %s.", mb.IconText(ic), phaseWords(t.st.Phase()), skip)
			tip += " " + iconTip(ic, false)
			add(g.chip(i), key{kChip, int(ic.Act), int(ic.N)}, tip)
		}
		_ = later
	}
}

func (t *Table) rowTip(b *mb.Board, r int) string {
	sum := 0
	k := 0
	for _, d := range b.Order[r] {
		if !d.Empty() {
			sum += d.Rank()
			k++
		}
	}
	dice := "dice"
	if k == 1 {
		dice = "die"
	}
	return fmt.Sprintf("Row %d of the Order of Spider Jack: %d %s, ranks adding up to %d. A die placed here goes on the leftmost empty spot.", r+1, k, dice, sum)
}

// gruntRect is where Grunt i of seat p stands: its space, its place in
// the final area, or a starting spot (start counts those drawn there).
func (t *Table) gruntRect(p, i int, start *int) ui.Rect {
	g := t.lay.boards[p]
	b := &t.v.boards[p]
	gr := b.Grunts[i]
	switch {
	case gr.Area == 0:
		r := g.startGrunt(*start)
		*start++
		return r
	case int(gr.Area) == mb.FinalArea:
		k := 0
		for j := 0; j < i; j++ {
			if b.Grunts[j].Area == gr.Area && b.Grunts[j].Colour == gr.Colour {
				k++
			}
		}
		r := g.space(mb.Space(mb.FinalArea, int(gr.Colour)))
		off := float64(k) * 5 * g.k
		return ui.Rect{X: r.X + off, Y: r.Y + off, W: r.W - 6*g.k, H: r.H - 6*g.k}
	}
	return g.space(mb.Space(int(gr.Area), int(gr.Colour)))
}

// ghostColourWord names a Ghost's colour: "blue", or "multicoloured".
func ghostColourWord(c int) string {
	if c == mb.MultiColour {
		return "multicoloured"
	}
	return mb.ColourName(c)
}

// phaseWords names a phase in its own terms ("Grunt Movement").
func phaseWords(ph mb.Phase) string { return engine.Capital(phaseNames[ph]) }

// driveTip says what Driveway die i of seat p does in the phase now: in
// Grunt Movement which Grunts walk and where they land, in Swamp-Jack
// where it goes and what it does.
func (t *Table) driveTip(p, i int, d mb.Die) string {
	b := &t.v.boards[p]
	switch t.st.Phase() {
	case mb.PhaseMove:
		if b.Moved[i] {
			return faceText(d) + " Grunt Movement: it has moved its Grunts this round."
		}
		return fmt.Sprintf("%s Lord die. %s Later, in Swamp-Jack: %s.", engine.Capital(d.Words()), t.walkText(p, d.Colour()), faceActions(d))
	case mb.PhaseSwamp:
		return fmt.Sprintf("%s Lord die. Swamp-Jack: place it in a row of your Order, then do its actions: %s. As your last die it gives %d Malice instead.", engine.Capital(d.Words()), faceActions(d), mb.MaliceFor(d.Rank()))
	}
	return faceText(d)
}

// faceActions lists a die's actions: "Feed Spider Jack, Gain 1 Spook Juice".
func faceActions(d mb.Die) string {
	parts := make([]string, 0, 3)
	for _, ic := range mb.Face(d.Colour(), d.Rank()) {
		parts = append(parts, mb.IconText(ic))
	}
	return strings.Join(parts, ", ")
}

// walkText says which of seat p's colour-c Grunts walk if c is activated
// now and where each lands, as the engine tells it (Board.Walks): "Grunt
// Movement: activated, your pink Grunt walks from the start to area 1
// (Gain 1 Malice)."
func (t *Table) walkText(p, c int) string {
	b := &t.v.boards[p]
	walks := b.Walks(c)
	col := mb.ColourName(c)
	if len(walks) == 0 {
		return fmt.Sprintf("Grunt Movement: no %s Grunt walks (none is on the path).", col)
	}
	parts := make([]string, len(walks))
	for i, w := range walks {
		parts[i] = fmt.Sprintf("from %s to %s", areaWord(w.From), t.landing(b, w.To, c))
	}
	who := "your " + col + " Grunt walks "
	if len(walks) > 1 {
		who = fmt.Sprintf("your %d %s Grunts walk (in the order you choose; here the board's): ", len(walks), col)
	}
	return "Grunt Movement: activated, " + who + strings.Join(parts, "; ") + "."
}

// areaWord names where a Grunt stands: "the start", "area 3".
func areaWord(a int) string {
	if a == 0 {
		return "the start"
	}
	return fmt.Sprintf("area %d", a)
}

// landing names the area a colour-c Grunt lands on and what it does there.
func (t *Table) landing(b *mb.Board, a, c int) string {
	if a >= mb.FinalArea {
		return "the final area"
	}
	sp := mb.Space(a, c)
	var does []string
	if ic := mb.PathIcon(a, c); ic.Act != mb.ActNone {
		does = append(does, mb.IconText(ic))
	}
	if gh := b.Ghosts[sp]; gh > 0 {
		does = append(does, "its Ghost's "+mb.IconText(mb.Ghosts[gh-1].Icon))
	}
	if len(does) == 0 {
		return fmt.Sprintf("area %d (no action)", a)
	}
	return fmt.Sprintf("area %d (%s)", a, strings.Join(does, ", "))
}
