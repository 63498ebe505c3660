package scenes

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	"monstermixer/scenes/ui"
)

// windowPrompt asks a person about a response window: the window's
// question with the person's name, a button per response and Pass. Enter
// takes the primary button (the first, or the hint's choice); the arrows
// move the frame's keyboard cursor over the buttons, and Enter then takes
// the focused one, as a click does.
type windowPrompt struct {
	text  string
	btns  []*ui.Button
	acts  []engine.Action
	rect  ui.Rect
	focus int // the button Enter takes while the keyboard's ring hides
}

// focusOn makes the response act the keyboard's choice (the hint's
// suggestion), if the prompt offers it; a nil prompt does nothing.
func (p *windowPrompt) focusOn(act engine.Action) {
	if p == nil {
		return
	}
	if i := slices.Index(p.acts, act); i >= 0 {
		p.moveFocus(i - p.focus)
	}
}

// target is the button Enter takes, for the keyboard's cursor.
func (p *windowPrompt) target() ui.Target { return p.btns[p.focus].Target() }

// moveFocus moves the keyboard's choice by d buttons, round the ends.
func (p *windowPrompt) moveFocus(d int) {
	p.btns[p.focus].Primary = false
	p.focus = (p.focus + d + len(p.btns)) % len(p.btns)
	p.btns[p.focus].Primary = true
}

// newPrompt makes the prompt of window w: one button per legal response,
// said as the log would say it, and Pass last.
func (f *Frame) newPrompt(w engine.Window) *windowPrompt {
	p := &windowPrompt{text: f.sess.Say(w.Prompt)}
	for _, act := range engine.Legal(f.sess.State) {
		if act == w.Pass {
			continue
		}
		// a button names its response without the log's full stop
		p.btns = append(p.btns, &ui.Button{Label: strings.TrimSuffix(f.sess.Describe(act), ".")})
		p.acts = append(p.acts, act)
	}
	p.btns = append(p.btns, &ui.Button{Label: "Pass", Shortcut: "Esc"})
	p.acts = append(p.acts, w.Pass)
	p.btns[0].Primary = true
	return p
}

// layout places the prompt at the bottom of the table area; a nil prompt
// has nothing to place.
func (p *windowPrompt) layout(area ui.Rect, s float64) {
	if p == nil {
		return
	}
	// a long response widens the prompt, then takes two lines
	w := min(560*s, area.W-40*s)
	lines := 1
	for _, b := range p.btns {
		if ui.TextWidth(b.Label, 20*s, true) > w-60*s {
			w = max(w, min(area.W-40*s, 860*s))
			lines = max(lines, min(2, ui.LabelLines(b.Label, 20*s, w-60*s)))
		}
	}
	n := float64(len(p.btns))
	bh := min(44*s+float64(lines-1)*20*s, (area.H-110*s)/n-8*s) // many responses: lower buttons, all on the table
	h := 70*s + n*(bh+8*s)
	p.rect = ui.Rect{X: area.X + (area.W-w)/2, Y: area.Y + area.H - h - 20*s, W: w, H: h}
	for i, b := range p.btns {
		b.Rect = ui.Rect{X: p.rect.X + 24*s, Y: p.rect.Y + 56*s + float64(i)*(bh+8*s), W: w - 48*s, H: bh}
	}
}

// The "Wait!" moment. Whether a window opens depends only on what every
// seat sees (engine.go, "Response windows"), and what the table shows
// around it must not tell more. On a screen that several people share, a
// window of a person whose view is not on screen when it opens is first a
// public moment on the neutral view: a banner "Wait! NAME may respond"
// with a Respond button (or W) for claimTime. Only a claim brings that
// person's curtain (when the response shows a secret) and prompt; an
// unclaimed window passes by itself. The banner looks and lasts the same
// whatever the person holds and whether the game judges an answer useful:
// on a shared screen the "only when useful" setting asks like "always"
// (its judgement reads the person's secrets), and "never" passes every
// window of a person at once, which is the same in every state. With one
// person at the screen nobody else watches it: "only when useful" asks
// only about useful windows, as before, and there is no banner.

// claimTime is how long the "Wait!" banner waits for its claim. It is not
// scaled with the animation speed: people need the time to react.
const claimTime = 2 * time.Second

// waitMoment is the "Wait!" moment of the response window open now.
type waitMoment struct {
	seat    int
	banner  bool // held: the person was not on screen when the window opened
	claimed bool
	at      time.Time // when the banner showed (the table idle); zero before
	text    string
	hint    string
	shown   [2]string // text and hint as they fit the banner, made by layout
	shownW  float64   // the banner width shown was made for
	btn     ui.Button
	rect    ui.Rect
}

// asks reports whether the app asks the person about window w at all,
// with a banner or a prompt (Settings.AsksAbout on a screen of one).
func (f *Frame) asks(w engine.Window) bool {
	if f.shared() {
		return f.settings.Responses != "never"
	}
	return f.settings.AsksAbout(w.Useful)
}

// moment returns the "Wait!" moment of the window open now, made when the
// window is first seen (the frame forgets it with every action and undo),
// or nil when there is none: no window, one screen, a computer's window,
// or one passed by the settings.
func (f *Frame) moment() *waitMoment {
	w, ok := engine.OpenWindow(f.sess.State)
	if !ok || !f.shared() || !f.sess.IsHuman(w.Seat) || !f.asks(w) {
		return nil
	}
	if f.wait == nil || f.wait.seat != w.Seat {
		name := f.ctx.Seats[w.Seat].Name
		f.wait = &waitMoment{seat: w.Seat, banner: w.Seat != f.shown,
			text: "Wait! " + name + " may respond",
			hint: "Tap Respond or press W; otherwise it passes in " + strconv.Itoa(int(claimTime/time.Second)) + " s.",
			btn:  ui.Button{Label: "Respond", Shortcut: "W", Primary: true}}
		f.wait.layout(f.tableArea, f.us)
	}
	return f.wait
}

// held reports whether the moment holds the window on the neutral view,
// unclaimed; a nil moment holds nothing.
func (m *waitMoment) held() bool { return m != nil && m.banner && !m.claimed }

// waiting reports whether the "Wait!" banner is up.
func (f *Frame) waiting() bool {
	_, open := engine.OpenWindow(f.sess.State)
	return open && f.wait.held()
}

// layout places the banner in the middle of the table area.
func (m *waitMoment) layout(area ui.Rect, s float64) {
	if m == nil {
		return
	}
	w, h := min(520*s, area.W-40*s), 150*s
	m.rect = ui.Rect{X: area.X + (area.W-w)/2, Y: area.Y + (area.H-h)/2, W: w, H: h}
	m.btn.Rect = ui.Rect{X: m.rect.X + (w-200*s)/2, Y: m.rect.Y + h - 60*s, W: 200 * s, H: 44 * s}
	if w != m.shownW { // layout runs every frame: cut the lines only when the width changes
		m.shown, m.shownW = [2]string{ui.Ellipsize(m.text, 24*s, true, w-40*s), ui.Ellipsize(m.hint, 15*s, false, w-40*s)}, w
	}
}

// draw draws the banner.
func (m *waitMoment) draw(dst *ebiten.Image, s float64) {
	ui.Panel(dst, m.rect, s)
	cx := m.rect.X + m.rect.W/2
	ui.DrawText(dst, m.shown[0], 24*s, true, cx, m.rect.Y+30*s, ui.AlignCenter, ui.AlignCenter, ui.ColText)
	ui.DrawText(dst, m.shown[1], 15*s, false, cx, m.rect.Y+62*s, ui.AlignCenter, ui.AlignCenter, ui.ColTextDim)
	m.btn.Draw(dst, s)
}

// holdMoment runs the banner of moment m for window w: a claim (the button or
// W) lets the person answer; claimTime after the banner showed, the
// window passes. The time runs from when the table is idle, after the
// move that opened the window has been shown.
func (f *Frame) holdMoment(a *App, m *waitMoment, w engine.Window) {
	if f.table.Busy() {
		return
	}
	if m.at.IsZero() {
		m.at = a.now()
	}
	if m.btn.Update(a.In) || a.In.Command(ui.CmdRespond) {
		a.Play("click")
		m.claimed = true
		return
	}
	if a.since(m.at) >= claimTime {
		f.apply(a, w.Pass, true)
	}
}

// respond handles a response window open for person d; it reports false
// when no window is open. On a shared screen the window may first be a
// public "Wait!" moment (waitMoment). The settings may pass for the
// person (never ask, or on a screen of one ask only when the game says a
// response would matter): Undo looks through such a pass, and through a
// window left unclaimed.
func (f *Frame) respond(a *App, d int) bool {
	w, ok := engine.OpenWindow(f.sess.State)
	if !ok || w.Seat != d {
		return false
	}
	if !f.asks(w) {
		if !f.table.Busy() {
			f.apply(a, w.Pass, true)
		}
		return true
	}
	if m := f.moment(); m.held() {
		f.holdMoment(a, m, w)
		return true
	}
	if f.prompt == nil {
		f.prompt = f.newPrompt(w)
		f.prompt.layout(f.tableArea, f.us)
		f.focus.Set(f.prompt.target())
	}
	for i, b := range f.prompt.btns {
		if b.Update(a.In) {
			a.Play("click")
			f.apply(a, f.prompt.acts[i], false)
			return true
		}
	}
	switch {
	case a.In.Command(ui.CmdCancel):
		a.Play("click")
		f.apply(a, w.Pass, false)
	case a.In.Command(ui.CmdConfirm):
		a.Play("click")
		f.apply(a, f.prompt.acts[f.prompt.focus], false)
	}
	return true
}

// draw draws the prompt over the table.
func (p *windowPrompt) draw(dst *ebiten.Image, s float64) {
	ui.Panel(dst, p.rect, s)
	ui.DrawText(dst, ui.Ellipsize(p.text, 20*s, true, p.rect.W-40*s), 20*s, true, p.rect.X+p.rect.W/2, p.rect.Y+30*s, ui.AlignCenter, ui.AlignCenter, ui.ColText)
	for _, b := range p.btns {
		b.Draw(dst, s)
	}
}

// targets are the prompt's buttons.
func (p *windowPrompt) targets() []ui.Target {
	var ts []ui.Target
	for _, b := range p.btns {
		ts = append(ts, b.Target())
	}
	return ts
}
