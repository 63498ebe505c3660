package scenes

import "monstermixer/scenes/ui"

// heldTick is the input of one tick that came while a fade ran: the scene
// fading in gets it once the fade is over, so no key or click is lost.
type heldTick struct {
	x, y          float64
	click, rclick bool
	cmds          [ui.CmdCount]bool
	typed         []rune
	back          bool
}

// maxHeldTicks bounds the ticks kept over a fade (a fade is shorter).
const maxHeldTicks = 2 * fadeTicks

// holdInput keeps this tick's keys, clicks and typing (not the pointer's
// moves, nor Fullscreen, which the app handles at once) for the scene
// fading in.
func (a *App) holdInput() {
	in := a.In
	h := heldTick{click: in.Clicked(), rclick: in.RightClicked(), back: in.Backspace()}
	h.x, h.y = in.Cursor()
	h.typed = append(h.typed, in.Typed()...)
	some := h.click || h.rclick || h.back || len(h.typed) > 0
	for c := ui.Command(0); c < ui.CmdCount; c++ {
		if c != ui.CmdFullscreen && in.Command(c) {
			h.cmds[c] = true
			some = true
		}
	}
	if some && len(a.held) < maxHeldTicks {
		a.held = append(a.held, h)
	}
}

// replayInput is what a scene reads in a tick after a fade: one held tick
// and the live input of this tick together.
type replayInput struct {
	ui.Input // the live input
	held     heldTick
}

// Cursor implements ui.Input: where the held click was, if it holds one.
func (r *replayInput) Cursor() (float64, float64) {
	if r.held.click || r.held.rclick {
		return r.held.x, r.held.y
	}
	return r.Input.Cursor()
}

// Clicked implements ui.Input.
func (r *replayInput) Clicked() bool { return r.held.click || r.Input.Clicked() }

// RightClicked implements ui.Input.
func (r *replayInput) RightClicked() bool { return r.held.rclick || r.Input.RightClicked() }

// Command implements ui.Input.
func (r *replayInput) Command(c ui.Command) bool {
	return (c >= 0 && c < ui.CmdCount && r.held.cmds[c]) || r.Input.Command(c)
}

// Typed implements ui.Input.
func (r *replayInput) Typed() []rune {
	return append(r.held.typed[:len(r.held.typed):len(r.held.typed)], r.Input.Typed()...)
}

// Backspace implements ui.Input.
func (r *replayInput) Backspace() bool { return r.held.back || r.Input.Backspace() }

// Held implements ui.Holder.
func (r *replayInput) Held() bool { return ui.Held(r.Input) }

// Unclick implements ui.Unclicker.
func (r *replayInput) Unclick() {
	r.held.click = false
	ui.Unclick(r.Input)
}

// Edits implements ui.Editor.
func (r *replayInput) Edits() []ui.EditKey {
	if e, ok := r.Input.(ui.Editor); ok {
		return e.Edits()
	}
	return nil
}

// Touches implements ui.Multitoucher.
func (r *replayInput) Touches() []ui.TouchPoint { return ui.TouchesOf(r.Input) }
