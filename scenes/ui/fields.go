package ui

import "unicode/utf8"

// Page fields: in the browser a phone or tablet opens its on-screen
// keyboard only for a focused text field of the page, never for a canvas.
// So there every TextInput drawn gets a real text field of the page
// placed over it, transparent (the canvas still draws the field), which a
// tap focuses natively. Its value and focus come back into the
// TextInput's Text and Focused; Enter in it blurs it and is the app's
// CmdConfirm on the next tick. Natively there is no page (the host is
// nil) and a TextInput takes the keys as ever.
//
// The registry below decides; a fieldHost does what it decides to the
// page (fields_js.go), so the decisions are tested natively with a fake.
// It needs no lock: the page's events run on the game's goroutine or
// while it waits (WebAssembly has one thread and no preemption), and
// nothing here holds a state across a call to the page.

// fieldHost makes a page field whose events (fieldSlot.pageInput,
// pageFocus, pageEnter) go to s.
type fieldHost func(s *fieldSlot) fieldElem

// fieldElem is one text field of the page.
type fieldElem interface {
	// show shows the field again, for digits or any text, taking at most
	// max characters.
	show(numeric bool, max int)
	// place puts it over r, in CSS pixels.
	place(r Rect)
	// setValue sets its text.
	setValue(s string)
	// focus and blur give it the keyboard's focus and take it away.
	focus()
	blur()
	// hide takes it off the page (until show).
	hide()
}

// fieldSlot is a page field and the TextInput it stands over. What the
// page reports waits in it for the TextInput's next Update.
type fieldSlot struct {
	el    fieldElem
	t     *TextInput // nil while the slot waits in the pool
	drawn bool       // the TextInput was drawn this frame
	shown bool       // the field is shown (show was called)
	at    Rect       // where the field is placed, in CSS px

	// from the page, waiting for Update
	value    string
	caret    int // the caret after the value, in runes
	valueNew bool
	focused  bool
	focusNew bool
	enter    bool // Enter was pressed in it

	_ [0]func() // never compared: no equality function in the bundle

	// what the page shows now, as last set or read
	text  string
	focus bool
}

// fields is the registry of page fields: one per TextInput drawn.
var fields struct {
	host  fieldHost // nil natively: no page fields
	on    map[*TextInput]*fieldSlot
	pool  []*fieldSlot
	enter bool // an Enter in a field waits for the input's next tick
}

func init() { fields.host = pageFields() }

// markDrawn notes that t is drawn this frame; PlaceFields then gives it a
// page field.
func (t *TextInput) markDrawn() {
	if fields.host == nil {
		return
	}
	if s := fields.on[t]; s != nil {
		s.drawn = true
		return
	}
	var s *fieldSlot
	if n := len(fields.pool); n > 0 {
		s, fields.pool = fields.pool[n-1], fields.pool[:n-1]
		el := s.el
		*s = fieldSlot{el: el}
	} else {
		s = &fieldSlot{}
	}
	s.t, s.drawn, s.focus = t, true, false
	s.text = "\x00" // never the text: PlaceFields sets it
	if fields.on == nil {
		fields.on = map[*TextInput]*fieldSlot{}
	}
	fields.on[t] = s
}

// PlaceFields matches the page's text fields to the TextInputs drawn this
// frame (in the browser; natively it does nothing): each has a field over
// its rectangle, showing its text and focus; the field of one not drawn
// is hidden. cssPerPixel is CSS px per screen pixel (1 / the device's
// pixel ratio). Call it once a frame, after drawing; a frame where
// nothing changed touches nothing on the page.
func PlaceFields(cssPerPixel float64) {
	if fields.host == nil {
		return
	}
	if !(cssPerPixel > 0 && cssPerPixel < 1e6) {
		cssPerPixel = 1 // no device scale known yet
	}
	for t, s := range fields.on {
		if !s.drawn {
			if s.el != nil {
				s.el.hide() // the page may call back at once (blur)
			}
			delete(fields.on, t)
			s.t = nil
			fields.pool = append(fields.pool, s)
			continue
		}
		s.drawn = false
		if s.el == nil {
			s.el = fields.host(s)
		}
		if !s.shown {
			s.shown = true
			s.el.show(t.Numeric, t.limit())
		}
		at := Rect{t.Rect.X * cssPerPixel, t.Rect.Y * cssPerPixel, t.Rect.W * cssPerPixel, t.Rect.H * cssPerPixel}
		setText := !s.valueNew && s.text != t.Text
		setFocus := !s.focusNew && !s.enter && s.focus != t.Focused
		if setText {
			s.text = t.Text
		}
		if setFocus {
			s.focus = t.Focused
		}
		if at != s.at {
			s.at = at
			s.el.place(at)
		}
		if setText {
			s.el.setValue(t.Text)
		}
		if setFocus && t.Focused {
			s.el.focus()
		} else if setFocus {
			s.el.blur()
		}
	}
}

// pageInput reports the field's new text, and the caret's place in it
// in UTF-16 units (as the page counts).
func (s *fieldSlot) pageInput(value string, caret16 int) {
	s.value, s.valueNew = value, true
	s.caret = utf8.RuneCountInString(value)
	n := 0
	for i, r := range value {
		if n >= caret16 {
			s.caret = utf8.RuneCountInString(value[:i])
			break
		}
		n++
		if r > 0xffff {
			n++
		}
	}
}

// pageFocus reports that the field got (or lost) the focus.
func (s *fieldSlot) pageFocus(on bool) {
	s.focused, s.focusNew = on, true
}

// pageEnter reports Enter in the field: the caller then blurs it; the
// TextInput stays focused for its next Update, whose tick has
// CmdConfirm.
func (s *fieldSlot) pageEnter() {
	if s.t != nil {
		s.enter, fields.enter = true, true
	}
}

// takeFieldEnter reports, once, an Enter pressed in a page field since
// the last call: the input's CmdConfirm of this tick.
func takeFieldEnter() bool {
	e := fields.enter
	fields.enter = false
	return e
}

// fieldOf is t's page field, nil when it has none.
func fieldOf(t *TextInput) *fieldSlot { return fields.on[t] }

// syncPage takes into t what its page field reported since the last
// tick: the text (cut to Max), the caret and the focus. The tick of an
// Enter it stays focused, so that the scene takes the Enter as the
// field's confirm; it loses the focus on the next.
func (t *TextInput) syncPage(s *fieldSlot) {
	if s.enter {
		s.enter, t.Focused = false, true
	} else if s.focusNew {
		if s.focused && !t.Focused {
			t.caret = utf8.RuneCountInString(t.Text)
		}
		t.Focused, s.focus, s.focusNew = s.focused, s.focused, false
		t.all = false
	}
	if s.valueNew {
		s.valueNew = false
		t.Text, s.text = s.value, s.value
		if utf8.RuneCountInString(t.Text) > t.limit() {
			t.Text = string([]rune(t.Text)[:t.limit()])
		}
		t.caret, t.all = min(s.caret, t.limit()), false
	}
}
