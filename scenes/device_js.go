//go:build js

package scenes

import (
	"syscall/js"

	"monstermixer/scenes/ui"
)

// touchScreen reports whether the page's screen takes touch: a coarse
// pointer or any touch point (a tablet, a phone, a touch laptop).
func touchScreen(*App) bool {
	nav := js.Global().Get("navigator")
	if p := nav.Get("maxTouchPoints"); p.Type() == js.TypeNumber && p.Int() > 0 {
		return true
	}
	mm := js.Global().Get("matchMedia")
	return mm.Type() == js.TypeFunction && js.Global().Call("matchMedia", "(pointer: coarse)").Get("matches").Bool()
}

// screenForm is the page's form, from its CSS size w x h.
func screenForm(a *App, w, h float64) ui.Form { return ui.FormFor(a.touch, w, h) }
