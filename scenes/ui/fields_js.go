//go:build js

package ui

import (
	"strconv"
	"syscall/js"
)

// pageFields is the browser's host of page fields: text inputs of the
// page over the canvas, nil without a page (Go's tests under Node).
func pageFields() fieldHost {
	doc := js.Global().Get("document")
	if !doc.Truthy() {
		return nil
	}
	return func(s *fieldSlot) fieldElem { return newDOMField(doc, s) }
}

// fieldStyle makes a page field invisible but for its place: the canvas
// draws the field, its text and its caret under it.
const fieldStyle = "position:fixed;margin:0;padding:0 .5em;border:0;outline:none;box-sizing:border-box;" +
	"background:transparent;color:transparent;caret-color:transparent;font-size:16px;z-index:1;" +
	"-webkit-tap-highlight-color:transparent;display:none"

// domField is a page field: an <input> element.
type domField struct{ el, style js.Value }

// newDOMField adds a hidden text input to the page whose events go to s.
func newDOMField(doc js.Value, s *fieldSlot) fieldElem {
	el := doc.Call("createElement", "input")
	el.Set("type", "text")
	for _, a := range [...][2]string{{"autocomplete", "off"}, {"autocorrect", "off"},
		{"autocapitalize", "words"}, {"spellcheck", "false"}, {"enterkeyhint", "done"}} {
		el.Call("setAttribute", a[0], a[1])
	}
	el.Get("style").Set("cssText", fieldStyle)
	on := func(event string, f func(e js.Value)) {
		el.Call("addEventListener", event, js.FuncOf(func(_ js.Value, args []js.Value) any {
			f(args[0])
			return nil
		}))
	}
	on("input", func(js.Value) {
		caret := 1 << 30 // the end
		if c := el.Get("selectionStart"); c.Type() == js.TypeNumber {
			caret = c.Int()
		}
		s.pageInput(el.Get("value").String(), caret)
	})
	on("focus", func(js.Value) { s.pageFocus(true) })
	on("blur", func(js.Value) { s.pageFocus(false) })
	on("keydown", func(e js.Value) {
		switch e.Get("key").String() {
		case "Enter":
			e.Call("preventDefault")
			s.pageEnter()
			el.Call("blur")
		case "Escape":
			el.Call("blur")
		}
	})
	doc.Get("body").Call("appendChild", el)
	return &domField{el: el, style: el.Get("style")}
}

func (d *domField) show(numeric bool, max int) {
	mode := "text"
	if numeric {
		mode = "numeric"
	}
	d.el.Set("inputMode", mode)
	d.el.Set("maxLength", max)
	d.style.Set("display", "block")
}

func (d *domField) place(r Rect) {
	for _, p := range [...]struct {
		name string
		v    float64
	}{{"left", r.X}, {"top", r.Y}, {"width", r.W}, {"height", r.H}} {
		d.style.Set(p.name, strconv.FormatFloat(p.v, 'f', 2, 64)+"px")
	}
}

func (d *domField) setValue(s string) { d.el.Set("value", s) }
func (d *domField) focus()            { d.el.Call("focus") }
func (d *domField) blur()             { d.el.Call("blur") }
func (d *domField) hide()             { d.style.Set("display", "none") }
