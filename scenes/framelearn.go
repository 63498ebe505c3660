package scenes

import (
	"fmt"
	"math"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"monstermixer/engine"
	"monstermixer/scenes/learn"
	"monstermixer/scenes/session"
	"monstermixer/scenes/ui"
)

// lessonRun is a lesson being played at the table (package learn): the
// script's actions, what the person is shown now, and the frame's buttons
// of it. The frame plays the other seats' moves and the chance outcomes
// from the script; at the person's steps it lights the targets that lead
// to the script's next action and refuses every other click.
type lessonRun struct {
	l    *learn.Lesson
	acts []string
	// want is the script's action at index wantAt, parsed.
	want   engine.Action
	wantAt int
	// acked is the index of the last note (a caption before another
	// seat's move) the person has read: Next was tapped.
	acked int
	// lit are the names of the table's targets that lead to want now
	// (probed for key); auto says that none does (the step is played by
	// Next).
	lit  []string
	auto bool
	key  lessonKey
	// path are the targets clicked so far in this step (a piece chosen,
	// a tile turned), which the probe clicks again first.
	path []string
	// litBuf and tsBuf are litRects' slices, kept between frames.
	litBuf []ui.Rect
	tsBuf  []ui.Target
	// refusals counts the clicks refused (tests read it).
	refusals int
	steps    int // the person's steps in the script

	btnNext, btnPlayOn, btnLeave ui.Button
	// caption is the text shown now, wrapped to capW at capS.
	capFor      string
	capLines    []string
	capW, capS  float64
	captionRect ui.Rect
	ticks       int
}

// lessonKey tells one step of the person's decision from the next.
type lessonKey struct {
	entries int
	sel     string
	path    int
	area    ui.Rect
	scale   float64
}

// Menu items of a lesson.
const (
	menuPlayOn = "Play on"
	menuLeave  = "Leave lesson"
	// menuScores takes the place of Play on once the lesson has played
	// its game to the end.
	menuScores = "Final scores"
)

// StartLesson opens the table of a lesson.
func StartLesson(a *App, l *learn.Lesson) (*Frame, error) {
	start, acts, err := l.Start()
	if err != nil {
		return nil, err
	}
	sess, err := session.Load(start)
	if err != nil {
		return nil, err
	}
	f, err := NewFrame(a, sess)
	if err != nil {
		return nil, err
	}
	f.guide, f.offer = nil, nil // the lesson explains as it goes
	lr := &lessonRun{l: l, acts: acts, wantAt: -1, acked: -1}
	lr.btnNext = ui.Button{Label: "Next", Primary: true}
	lr.btnPlayOn = ui.Button{Label: menuPlayOn, Primary: true}
	lr.btnLeave = ui.Button{Label: menuLeave}
	person, _ := l.PersonSteps() // as far as the script fits the rules
	for _, p := range person {
		if p {
			lr.steps++
		}
	}
	f.lesson = lr
	f.menuBtns = f.menuBtns[:0]
	for _, label := range []string{"Resume", "Rules", "Settings", menuPlayOn, menuLeave} {
		f.menuBtns = append(f.menuBtns, &ui.Button{Label: label})
	}
	f.menuBtns[0].Primary = true
	f.layout(a)
	a.GoTo(f)
	return f, nil
}

// Lesson tells the lesson being played: its id, the index of the
// script's next action, the targets lit and whether it has ended ("" when
// the table plays no lesson).
func (f *Frame) Lesson() (id string, next int, lit []string, done bool) {
	lr := f.lesson
	if lr == nil {
		return "", 0, nil, false
	}
	return lr.l.ID, len(f.sess.Entries), lr.stepLit(f), lr.over(f)
}

// LessonRefusals is how many clicks the lesson has refused.
func (f *Frame) LessonRefusals() int {
	if f.lesson == nil {
		return 0
	}
	return f.lesson.refusals
}

// Selection is the table's half-made choice (ui.Refuser).
func (f *Frame) Selection() string { return f.table.Selection() }

// LessonCaption is the caption shown now and its panel.
func (f *Frame) LessonCaption() (string, ui.Rect) {
	if f.lesson == nil {
		return "", ui.Rect{}
	}
	return f.lesson.capFor, f.lesson.captionRect
}

// over reports whether the script has been played to its end.
func (lr *lessonRun) over(f *Frame) bool {
	return len(f.sess.Entries) >= len(lr.acts) || f.sess.State.IsTerminal()
}

// wanted is the script's next action.
func (lr *lessonRun) wanted(f *Frame) (engine.Action, bool) {
	i := len(f.sess.Entries)
	if i >= len(lr.acts) {
		return 0, false
	}
	if lr.wantAt != i {
		act, err := f.sess.State.ParseAction(lr.acts[i])
		if err != nil {
			return 0, false
		}
		lr.want, lr.wantAt = act, i
	}
	return lr.want, true
}

// caption is what the lesson says now.
func (lr *lessonRun) caption(f *Frame) string {
	if lr.over(f) {
		return lr.l.End
	}
	return lr.l.Say[len(f.sess.Entries)]
}

// updateLesson runs a tick of the lesson in place of the frame's own
// play (called once the menu and the frame's buttons have had the
// input).
func (f *Frame) updateLesson(a *App, in ui.Input) {
	lr := f.lesson
	lr.ticks++
	f.layoutLesson(a)
	defer f.probeAfter(lr)
	if lr.over(f) {
		f.updateTable(in, false)
		if f.table.Busy() {
			return
		}
		switch {
		case lr.btnPlayOn.Update(in) || in.Command(ui.CmdConfirm):
			a.Play("click")
			f.playOn(a)
		case lr.btnLeave.Update(in) || in.Command(ui.CmdCancel):
			a.Play("click")
			a.GoTo(NewTitle(a))
		}
		return
	}
	want, ok := lr.wanted(f)
	if ok && a.Auto.Learn != "" && len(f.sess.Entries) < a.Auto.ShotAt {
		// A screenshot run: the lesson plays itself up to the shot.
		if !f.table.Busy() {
			lr.acked = len(f.sess.Entries)
			f.apply(a, want, false)
		}
		return
	}
	if !ok {
		f.message = "This lesson's script no longer fits the rules: play on, or leave it."
		f.updateTable(in, false)
		return
	}
	if f.table.Busy() {
		f.updateTable(in, false)
		return
	}
	i := len(f.sess.Entries)
	d := f.sess.Decider()
	if d != learn.Person {
		if lr.l.Say[i] != "" && lr.acked < i {
			if lr.btnNext.Update(in) || in.Command(ui.CmdConfirm) {
				a.Play("click")
				lr.acked = i
				f.waitSince = a.now()
			}
			f.updateTable(in, false)
			return
		}
		f.updateTable(in, false)
		pace := 700 * time.Millisecond
		if d == engine.Chance {
			pace = 300 * time.Millisecond
		}
		if a.since(f.waitSince) >= f.pause(a, pace) {
			f.apply(a, want, false)
		}
		return
	}
	f.probeLesson()
	if f.touch && len(lr.lit) > 0 && !f.litShows() {
		// The frame's zoom is for the table's other targets: bring the
		// lit one into view, or show the whole table.
		f.keepInView(a, lr.lit[0])
		if !f.litShows() {
			f.wholeTable(a)
		}
	}
	if lr.auto {
		// No target of the table leads there (a choice the frame asks
		// for itself): Next makes it.
		if lr.btnNext.Update(in) || in.Command(ui.CmdConfirm) {
			a.Play("click")
			f.apply(a, want, false)
			return
		}
		f.updateTable(in, false)
		return
	}
	hit := ""
	if in.Clicked() {
		x, y := in.Cursor()
		for _, t := range f.appendTargets(nil) {
			if slices.Contains(lr.lit, t.Name) && t.Rect.Contains(x, y) {
				hit = t.Name
				break
			}
		}
		if hit == "" {
			// Any other click is refused: the table never sees it.
			lr.refusals++
			f.message = ui.Keys("Not that: click what is lit, where the arrow points.", "Not that: tap what is lit, where the arrow points.")
			was := f.gate.noClick
			f.gate.noClick = true
			f.updateTable(in, false)
			f.gate.noClick = was
			return
		}
	}
	sel := f.table.Selection()
	act, done := f.updateTable(in, true)
	switch {
	case done && act == want:
		lr.path = lr.path[:0]
		f.apply(a, act, false)
	case done:
		// Another move than the lesson's (a tile turned otherwise):
		// refused, and the step starts again.
		lr.refusals++
		lr.path = lr.path[:0]
		f.table.Reset(&f.ctx, f.view())
		f.message = "Not quite: follow the arrow."
	case hit != "" && f.table.Selection() != sel:
		lr.path = append(lr.path, hit)
	}
}

// probeAfter looks again, at the end of the tick, for what leads to the
// person's step when the tick changed it (a click on the way to it, an
// animation over): what the person sees lit is never the last choice's.
func (f *Frame) probeAfter(lr *lessonRun) {
	if f.lesson == lr && !lr.over(f) && !f.table.Busy() && f.sess.Decider() == learn.Person {
		if _, ok := lr.wanted(f); ok {
			f.probeLesson()
		}
	}
}

// playOn turns the lesson into a normal game against the computer seats,
// from where it stands; a lesson that played its game to the end shows
// the final scores instead (Final scores), a game the script won that is
// not kept among the finished games.
func (f *Frame) playOn(a *App) {
	if f.sess.State.IsTerminal() {
		a.GoTo(NewGameOver(a, f.sess).WithBoard(f.table, f.ctx))
		return
	}
	f.lesson = nil
	items := []string{"Resume", "Rules", "Settings", "Restart", "Save and quit"}
	if len(f.table.Guide()) > 0 {
		items = slices.Insert(items, 1, menuGuide)
	}
	f.menuBtns = f.menuBtns[:0]
	for _, l := range items {
		f.menuBtns = append(f.menuBtns, &ui.Button{Label: l})
	}
	f.menuBtns[0].Primary = true
	f.message = "Your game now: the computers choose their own moves."
	f.waitSince = a.now()
	f.layout(a)
	f.autosave(a)
}

// stepLit are the targets lit for the step shown: none until the probe
// has looked at it (the tick after the table comes to rest), so that the
// last step's never show.
func (lr *lessonRun) stepLit(f *Frame) []string {
	if lr.key.entries != len(f.sess.Entries) {
		return nil
	}
	return lr.lit
}

// nextPlays reports whether Next makes the person's step shown: no
// target of the table leads to it.
func (f *Frame) nextPlays() bool {
	lr := f.lesson
	return lr.auto && lr.key.entries == len(f.sess.Entries) && f.sess.Decider() == learn.Person
}

// probeLesson finds the table's targets that lead to the script's next
// action, once per step of the decision: it shows the same view on a
// second table of the game, clicks there the targets clicked so far, then
// each target, and keeps those whose click makes the action or starts a
// way to it (up to three clicks deep).
func (f *Frame) probeLesson() {
	lr := f.lesson
	key := lessonKey{entries: len(f.sess.Entries), sel: f.table.Selection(), path: len(lr.path), area: f.zoomArea(), scale: f.ctx.Scale}
	if key == lr.key {
		return
	}
	lr.key = key
	p, ok := newProbe(f.sess.Game.ID(), f.ctx, f.view(), key.area)
	if !ok {
		lr.lit, lr.auto = nil, true
		return
	}
	if !p.reset(lr.path) || p.t.Selection() != key.sel {
		// The person stepped back, or chose otherwise: start the step
		// again.
		lr.path = lr.path[:0]
		f.table.Reset(&f.ctx, f.view())
		key.sel, key.path = f.table.Selection(), 0
		lr.key = key
		p.reset(nil)
	}
	lr.lit = p.leads(lr.path, lr.want, 3, map[string]bool{})
	if len(lr.lit) > 1 {
		lr.lit = lr.lit[:1] // lit alone: one way to it
	}
	lr.auto = len(lr.lit) == 0
}

// probe is a second table of the game that the lesson clicks in secret.
type probe struct {
	t    ui.Table
	id   string
	ctx  ui.Context
	in   ui.Script
	view engine.State
	area ui.Rect
	// base is the selection of a new table showing view: what reset
	// starts from.
	base string
}

func newProbe(id string, ctx ui.Context, view engine.State, area ui.Rect) (*probe, bool) {
	t, ok := ui.NewTable(id)
	if !ok {
		return nil, false
	}
	ctx.Sound = silent{}
	ctx.AnimSpeed = 0
	p := &probe{t: t, id: id, ctx: ctx, view: view, area: area}
	p.show()
	p.base = t.Selection()
	return p, true
}

// show shows the view afresh with the pointer away.
func (p *probe) show() {
	p.t.Reset(&p.ctx, p.view)
	p.in = ui.Script{X: away, Y: away}
	p.tick()
}

// tick runs the probe table's Update once.
func (p *probe) tick() (engine.Action, bool) {
	act, ok := p.t.Update(&p.ctx, &p.in, p.area, true)
	p.in.EndTick()
	p.in.X, p.in.Y = away, away
	return act, ok
}

// reset shows the view afresh and clicks path; false if a target of it
// is missing.
func (p *probe) reset(path []string) bool {
	p.show()
	if p.t.Selection() != p.base {
		// A table may keep its choice through Reset (Monster Fandango
		// keeps the chosen unit while units move): a new one starts
		// from nothing, as the frame's table did at this step.
		p.t, _ = ui.NewTable(p.id)
		p.show()
	}
	for _, name := range path {
		if _, _, found := p.click(name); !found {
			return false
		}
	}
	return true
}

// click clicks the target named name.
func (p *probe) click(name string) (engine.Action, bool, bool) {
	for _, t := range p.t.Targets() {
		if t.Name == name {
			p.in.ClickRect(t.Rect)
			act, ok := p.tick()
			return act, ok, true
		}
	}
	return 0, false, false
}

// leads returns the targets that, clicked after path, make want or lead
// to it within depth clicks, looking at each half-made choice once (seen:
// the selections already looked at); the probe table is left showing
// path. Shorter ways come first: a target that makes want at once wins
// over one that only starts a way to it.
func (p *probe) leads(path []string, want engine.Action, depth int, seen map[string]bool) []string {
	var names []string
	for _, t := range p.t.Targets() {
		if !slices.Contains(names, t.Name) {
			names = append(names, t.Name)
		}
	}
	sel := p.t.Selection()
	seen[sel] = true
	var finish, onward []string
	for _, n := range names {
		act, ok, _ := p.click(n)
		if ok && act == want && p.steady(path, n, want) {
			finish = append(finish, n)
		}
		if now := p.t.Selection(); ok || now != sel {
			if !ok && !seen[now] {
				seen[now] = true
				onward = append(onward, n)
			}
			p.reset(path)
		}
	}
	if len(finish) > 0 || depth <= 1 {
		return finish
	}
	var lead []string
	for _, n := range onward {
		next := append(slices.Clip(path), n)
		p.reset(next)
		if len(p.leads(next, want, depth-1, seen)) > 0 {
			lead = append(lead, n)
			break
		}
	}
	p.reset(path)
	return lead
}

// steady reports whether clicking name after path makes want each time
// of a few more: a target whose click draws at random (Chess Monsters'
// Random team) is not one to light, even when its draw fell on want.
func (p *probe) steady(path []string, name string, want engine.Action) bool {
	for range 4 {
		p.reset(path)
		if act, ok, _ := p.click(name); !ok || act != want {
			return false
		}
	}
	return true
}

// layoutLesson places the caption's panel and its buttons, away from the
// lit targets.
func (f *Frame) layoutLesson(a *App) {
	lr := f.lesson
	s := f.us
	text := lr.caption(f)
	if text == "" && !lr.over(f) {
		if f.sess.Decider() == learn.Person {
			text = "Your move."
		}
	}
	v := f.tableArea
	w := min(v.W-24*s, 620*s)
	size := max(18*s, f.minTxt)
	btnH := max(44*s, f.minPx)
	if text != lr.capFor || w != lr.capW || s != lr.capS {
		lr.capFor, lr.capW, lr.capS = text, w, s
		lr.capLines = ui.Wrap(text, size, false, w-32*s)
	}
	buttons := lr.over(f) || f.noteWaiting() || f.nextPlays()
	h := 20*s + float64(len(lr.capLines))*size*1.3 + 26*s
	if buttons {
		h += btnH + 10*s
	}
	r := ui.Rect{X: v.X + (v.W-w)/2, Y: v.Y + v.H - h - 12*s, W: w, H: h}
	// Away from what is lit: at the top when the targets are low.
	low := false
	for _, t := range f.litRects() {
		if t.Y+t.H > r.Y-8*s {
			low = true
		}
	}
	if low {
		r.Y = v.Y + 12*s
	}
	lr.captionRect = r
	by := r.Y + r.H - btnH - 14*s
	lr.btnNext.Rect = ui.Rect{X: r.X + r.W - 170*s, Y: by, W: 150 * s, H: btnH}
	lr.btnPlayOn.Rect = ui.Rect{X: r.X + r.W - 200*s, Y: by, W: 180 * s, H: btnH}
	lr.btnPlayOn.Label = menuPlayOn
	if f.sess.State.IsTerminal() {
		lr.btnPlayOn.Label = menuScores
	}
	lr.btnLeave.Rect = ui.Rect{X: r.X + 20*s, Y: by, W: 200 * s, H: btnH}
	if a.Form.Touch() {
		lr.btnNext.Shortcut, lr.btnPlayOn.Shortcut, lr.btnLeave.Shortcut = "", "", ""
	}
}

// noteWaiting reports whether a note waits for Next before another
// seat's move.
func (f *Frame) noteWaiting() bool {
	lr := f.lesson
	i := len(f.sess.Entries)
	return !lr.over(f) && f.sess.Decider() != learn.Person && lr.l.Say[i] != "" && lr.acked < i
}

// litRects are the screen rectangles of the lit targets.
func (f *Frame) litRects() []ui.Rect {
	lr := f.lesson
	if lr == nil || len(lr.stepLit(f)) == 0 || f.sess.Decider() != learn.Person || f.table.Busy() || lr.over(f) {
		return nil
	}
	lr.tsBuf = f.appendTargets(lr.tsBuf[:0])
	lr.litBuf = lr.litBuf[:0]
	for _, t := range lr.tsBuf {
		if slices.Contains(lr.lit, t.Name) {
			lr.litBuf = append(lr.litBuf, t.Rect)
		}
	}
	return lr.litBuf
}

// lessonTargets are the lesson's buttons shown now.
func (f *Frame) lessonTargets(ts []ui.Target) []ui.Target {
	lr := f.lesson
	switch {
	case f.table.Busy():
	case lr.over(f):
		ts = append(ts, lr.btnPlayOn.Target(), lr.btnLeave.Target())
	case f.noteWaiting() || f.nextPlays():
		ts = append(ts, lr.btnNext.Target())
	}
	return ts
}

// drawLesson draws the lesson over the table: the rest of the table
// dimmed, the lit targets outlined with a bouncing arrow at the first,
// and the caption.
func (f *Frame) drawLesson(dst *ebiten.Image, a *App) {
	lr := f.lesson
	s := f.us
	f.layoutLesson(a)
	lit := f.litRects()
	if len(lit) > 0 {
		u := lit[0]
		for _, r := range lit[1:] {
			x0, y0 := min(u.X, r.X), min(u.Y, r.Y)
			u = ui.Rect{X: x0, Y: y0, W: max(u.X+u.W, r.X+r.W) - x0, H: max(u.Y+u.H, r.Y+r.H) - y0}
		}
		u = u.Inset(-6 * s)
		v := f.tableArea
		dim := ui.Scaled(ui.ColShade, 0.8)
		ui.FillRect(dst, ui.Rect{X: v.X, Y: v.Y, W: v.W, H: max(0, u.Y-v.Y)}, dim)
		ui.FillRect(dst, ui.Rect{X: v.X, Y: u.Y + u.H, W: v.W, H: max(0, v.Y+v.H-u.Y-u.H)}, dim)
		ui.FillRect(dst, ui.Rect{X: v.X, Y: max(u.Y, v.Y), W: max(0, u.X-v.X), H: u.H}, dim)
		ui.FillRect(dst, ui.Rect{X: u.X + u.W, Y: max(u.Y, v.Y), W: max(0, v.X+v.W-u.X-u.W), H: u.H}, dim)
		for _, r := range lit {
			ui.StrokeRoundRect(dst, r.Inset(-3*s), 6*s, 3*s, ui.ColHint)
		}
		drawPointer(dst, lit[0], v, s, float64(lr.ticks))
	}
	if lr.capFor == "" {
		return
	}
	r := lr.captionRect
	ui.Panel(dst, r, s)
	ui.StrokeRoundRect(dst, r, 10*s, 2*s, ui.ColHint)
	size := max(18*s, f.minTxt)
	head := fmt.Sprintf("Lesson: %s", lr.l.Title)
	if lr.steps > 0 && !lr.over(f) {
		done := 0
		for _, e := range f.sess.Entries {
			if e.Actor == learn.Person {
				done++
			}
		}
		head += fmt.Sprintf(" · step %d of %d", min(done+1, lr.steps), lr.steps)
	}
	ui.DrawText(dst, head, max(14*s, f.minTxt*0.8), true, r.X+16*s, r.Y+16*s, ui.AlignStart, ui.AlignCenter, ui.ColHint)
	for i, l := range lr.capLines {
		ui.DrawText(dst, l, size, false, r.X+16*s, r.Y+36*s+float64(i)*size*1.3+size*0.5, ui.AlignStart, ui.AlignCenter, ui.ColText)
	}
	switch {
	case f.table.Busy():
	case lr.over(f):
		lr.btnPlayOn.Draw(dst, s)
		lr.btnLeave.Draw(dst, s)
	case f.noteWaiting() || f.nextPlays():
		lr.btnNext.Draw(dst, s)
	}
}

// drawPointer draws a bouncing arrow pointing at r from above (from below
// when r is at the top of view).
func drawPointer(dst *ebiten.Image, r, view ui.Rect, s, tick float64) {
	cx := r.X + r.W/2
	bob := 6 * s * math.Sin(tick/8)
	l := 46 * s
	dir := 1.0 // pointing down
	tip := r.Y - 4*s + bob
	if r.Y-l-10*s < view.Y {
		dir = -1
		tip = r.Y + r.H + 4*s - bob
	}
	var p vector.Path
	hw := 16 * s
	head := tip - dir*22*s
	p.MoveTo(float32(cx), float32(tip))
	p.LineTo(float32(cx-hw), float32(head))
	p.LineTo(float32(cx-hw/2.5), float32(head))
	p.LineTo(float32(cx-hw/2.5), float32(tip-dir*l))
	p.LineTo(float32(cx+hw/2.5), float32(tip-dir*l))
	p.LineTo(float32(cx+hw/2.5), float32(head))
	p.LineTo(float32(cx+hw), float32(head))
	p.Close()
	ui.FillPath(dst, &p, ui.ColHint)
	ui.StrokePath(dst, &p, 2*s, ui.ColShade)
}

// appendLessonTargets appends the lesson's buttons and, at the person's
// step, the lit targets of the table only: the keyboard's ring and the
// published targets offer nothing the lesson would refuse.
func (f *Frame) appendLessonTargets(ts []ui.Target) []ui.Target {
	ts = f.lessonTargets(ts)
	lr := f.lesson
	if len(lr.stepLit(f)) == 0 || f.sess.Decider() != learn.Person || lr.over(f) || f.table.Busy() {
		return ts
	}
	minPx := 0.0
	if f.touch {
		minPx = f.minPx
	}
	for _, t := range f.table.Targets() {
		if !slices.Contains(lr.lit, t.Name) {
			continue
		}
		if t, ok := f.visibleTarget(t, minPx); ok {
			ts = append(ts, t)
		}
	}
	return ts
}

// offerLesson offers the game's lesson beside the first-game guide, shown
// the first time a person starts the game.
func (f *Frame) offerLesson(a *App) {
	ls := learn.For(f.sess.Game.ID())
	if len(ls) == 0 || f.countHumans() != 1 {
		return
	}
	f.offer = ls[0]
	f.offerBtn = ui.Button{Label: "Learn by playing"}
}

// takeOffer starts the offered lesson when its button is clicked.
func (f *Frame) takeOffer(a *App, in ui.Input) bool {
	if f.offer == nil || !f.offerBtn.Update(in) {
		return false
	}
	a.Play("click")
	a.MarkGuided(f.guideKey())
	if _, err := StartLesson(a, f.offer); err != nil {
		f.message = err.Error()
		f.offer = nil
		return false
	}
	return true
}

// litShows reports whether the first lit target shows on screen, a
// finger's size on a touch screen.
func (f *Frame) litShows() bool {
	for _, t := range f.table.Targets() {
		if t.Name == f.lesson.lit[0] {
			_, ok := f.visibleTarget(t, f.minPx)
			return ok
		}
	}
	return false
}
