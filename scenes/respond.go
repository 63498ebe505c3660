package scenes

import (
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	"monstermixer/scenes/ui"
)

// windowPrompt asks a person about a response window: the window's
// question with the person's name, a button per response and Pass. The
// arrows move the keyboard's choice (drawn as the primary button) and
// Enter takes it.
type windowPrompt struct {
	text  string
	btns  []*ui.Button
	acts  []engine.Action
	rect  ui.Rect
	focus int // the button Enter takes
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

// respond handles a response window open for person d; it reports false
// when no window is open. The settings may pass for the person (never
// ask, or ask only when the game says a response would matter): Undo
// looks through such a pass.
func (f *Frame) respond(a *App, d int) bool {
	w, ok := engine.OpenWindow(f.sess.State)
	if !ok || w.Seat != d {
		return false
	}
	if !a.Settings.AsksAbout(w.Useful) {
		if !f.table.Busy() {
			f.apply(a, w.Pass, true)
		}
		return true
	}
	if f.prompt == nil {
		f.prompt = f.newPrompt(w)
		f.prompt.layout(f.tableArea, a.Scale)
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
	case a.In.Command(ui.CmdNext):
		f.prompt.moveFocus(1)
	case a.In.Command(ui.CmdPrev):
		f.prompt.moveFocus(-1)
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
