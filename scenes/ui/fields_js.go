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
// draws the field, its text and its caret under it. Its font is large
// enough that a phone does not zoom in on it.
const fieldStyle = "position:fixed;margin:0;padding:0 .5em;border:0;outline:none;box-sizing:border-box;" +
	"background:transparent;color:transparent;caret-color:transparent;font-size:16px;z-index:1;" +
	"-webkit-tap-highlight-color:transparent;"

// domField is a page field: an <input> element.
type domField struct{ el js.Value }

// newDOMField adds a text input to the page whose events go to s.
func newDOMField(doc js.Value, s *fieldSlot) fieldElem {
	el := doc.Call("createElement", "input")
	a := [...]string{"autocomplete", "off", "autocorrect", "off",
		"autocapitalize", "words", "spellcheck", "false", "enterkeyhint", "done"}
	for i := 0; i < len(a); i += 2 {
		el.Call("setAttribute", a[i], a[i+1])
	}
	el.Get("style").Set("cssText", fieldStyle+"display:none")
	on := js.FuncOf(func(_ js.Value, args []js.Value) any {
		e := args[0]
		switch e.Get("type").String() {
		case "input":
			caret := 1 << 30 // the end
			if c := el.Get("selectionStart"); c.Type() == js.TypeNumber {
				caret = c.Int()
			}
			s.pageInput(el.Get("value").String(), caret)
		case "focus":
			s.pageFocus(true)
		case "blur":
			s.pageFocus(false)
		case "keydown":
			switch e.Get("key").String() {
			case "Enter":
				e.Call("preventDefault")
				s.pageEnter()
				el.Call("blur")
			case "Escape":
				el.Call("blur")
			}
		}
		return nil
	})
	for _, ev := range [...]string{"input", "focus", "blur", "keydown"} {
		el.Call("addEventListener", ev, on)
	}
	doc.Get("body").Call("appendChild", el)
	return domField{el}
}

func (d domField) show(numeric bool, max int) {
	mode := "text"
	if numeric {
		mode = "numeric"
	}
	d.el.Set("inputMode", mode)
	d.el.Set("maxLength", max)
}

func (d domField) place(r Rect) {
	css := fieldStyle
	for i, v := range [...]float64{r.X, r.Y, r.W, r.H} {
		css += [...]string{"left:", "top:", "width:", "height:"}[i] + strconv.FormatFloat(v, 'f', 2, 64) + "px;"
	}
	d.el.Get("style").Set("cssText", css)
}

func (d domField) setValue(s string) { d.el.Set("value", s) }
func (d domField) focus()            { d.el.Call("focus") }
func (d domField) blur()             { d.el.Call("blur") }
func (d domField) hide()             { d.el.Get("style").Set("display", "none") }
