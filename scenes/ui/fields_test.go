package ui

import (
	"fmt"
	"strings"
	"testing"
)

// fakePage records what the registry does to the page's fields, each
// named by the TextInput it stands over.
type fakePage struct {
	made  int
	ops   []string
	slots []*fieldSlot
	names map[*TextInput]string
}

type fakeField struct {
	p *fakePage
	s *fieldSlot
}

func (p *fakePage) host(s *fieldSlot) fieldElem {
	p.made++
	p.slots = append(p.slots, s)
	return &fakeField{p, s}
}

// slotOf is the field over t.
func (p *fakePage) slotOf(t *TextInput) *fieldSlot {
	for _, s := range p.slots {
		if s.t == t {
			return s
		}
	}
	return nil
}

// name names t in the ops.
func (p *fakePage) name(t *TextInput, name string) *TextInput {
	if p.names == nil {
		p.names = map[*TextInput]string{}
	}
	p.names[t] = name
	return t
}

func (f *fakeField) op(format string, args ...any) {
	f.p.ops = append(f.p.ops, f.p.names[f.s.t]+" "+fmt.Sprintf(format, args...))
}
func (f *fakeField) show(numeric bool, max int) { f.op("show %v %d", numeric, max) }
func (f *fakeField) place(r Rect)               { f.op("place %v", r) }
func (f *fakeField) setValue(s string)          { f.op("value %q", s) }
func (f *fakeField) focus()                     { f.op("focus") }
func (f *fakeField) blur()                      { f.op("blur") }
func (f *fakeField) hide()                      { f.op("hide") }

// withPage runs the test with a fake page, as in the browser.
func withPage(t *testing.T) *fakePage {
	p := &fakePage{}
	fields.host, fields.on, fields.pool, fields.enter = p.host, nil, nil, false
	t.Cleanup(func() { fields.host, fields.on, fields.pool, fields.enter = nil, nil, nil, false })
	return p
}

// frame draws ts (only marks them: what Draw does for the page) and
// places the fields, returning what was done to the page.
func (p *fakePage) frame(ts ...*TextInput) string {
	p.ops = p.ops[:0]
	for _, t := range ts {
		t.markDrawn()
	}
	PlaceFields(0.5)
	return strings.Join(p.ops, "; ")
}

func TestPageFieldsFollowTheTextInputsDrawn(t *testing.T) {
	p := withPage(t)
	name := p.name(&TextInput{Text: "Anna", Max: 16, Rect: Rect{100, 200, 300, 40}}, "name")
	seed := p.name(&TextInput{Max: 19, Numeric: true, Rect: Rect{800, 200, 200, 40}}, "seed")
	got := p.frame(name, seed)
	for _, want := range []string{`name show false 16`, `name place {50 100 150 20}`, `name value "Anna"`, `seed show true 19`, `seed place {400 100 100 20}`} {
		if !strings.Contains(got, want) {
			t.Fatalf("first frame: %s; no %q", got, want)
		}
	}
	if p.made != 2 {
		t.Fatalf("%d fields made for two text inputs", p.made)
	}
	if got := p.frame(name, seed); got != "" {
		t.Fatalf("an idle frame touched the page: %s", got)
	}
	// The seed is not drawn (another screen): its field goes.
	if got := p.frame(name); got != "seed hide" {
		t.Fatalf("the seed's field was not hidden alone: %s", got)
	}
	if got := p.frame(name); got != "" {
		t.Fatalf("a hidden field was touched again: %s", got)
	}
	// Back on screen, moved: the hidden field serves again.
	seed.Rect.X = 600
	got = p.frame(name, seed)
	if p.made != 2 || !strings.Contains(got, "seed show true 19") || !strings.Contains(got, "seed place {300 100 100 20}") {
		t.Fatalf("made %d; %s", p.made, got)
	}
	name.Rect.Y = 220
	if got := p.frame(name, seed); got != "name place {50 110 150 20}" {
		t.Fatalf("a moved field: %s", got)
	}
}

func TestPageFieldsIdleFrameAllocatesNothing(t *testing.T) {
	p := withPage(t)
	a := &TextInput{Text: "Anna", Rect: Rect{0, 0, 100, 40}}
	b := &TextInput{Text: "Blorb", Rect: Rect{0, 50, 100, 40}}
	p.frame(a, b)
	p.ops = p.ops[:0]
	in := &Script{}
	allocs := testing.AllocsPerRun(100, func() {
		a.Update(in)
		b.Update(in)
		a.markDrawn()
		b.markDrawn()
		PlaceFields(0.5)
	})
	if allocs != 0 || len(p.ops) != 0 {
		t.Fatalf("an idle frame: %v allocations, page touched: %v", allocs, p.ops)
	}
}

func TestPageFieldTypingReachesTheTextInput(t *testing.T) {
	p := withPage(t)
	name := p.name(&TextInput{Text: "Bo", Max: 4, Rect: Rect{0, 0, 100, 40}}, "name")
	p.frame(name)
	s := p.slotOf(name)
	s.pageFocus(true)
	in := &Script{}
	name.Update(in)
	if !name.Focused {
		t.Fatal("the field's focus did not reach the text input")
	}
	s.pageInput("Bob😀xyz", 4) // the emoji is two UTF-16 units
	// What the page reported waits for Update: the frame sends nothing back.
	if got := p.frame(name); got != "" {
		t.Fatalf("the page was told its own text before Update: %s", got)
	}
	if !name.Update(in) || name.Text != "Bob😀" || name.caret != 4 {
		t.Fatalf("text %q caret %d (Max 4 runes)", name.Text, name.caret)
	}
	// Cut to Max: the page is told the text kept.
	if got := p.frame(name); got != `name value "Bob😀"` {
		t.Fatalf("the cut text was not set back: %s", got)
	}
	// Typing on the canvas's keys does nothing while a page field edits.
	in.Type("!")
	in.Back = true
	if name.Update(in) || name.Text != "Bob😀" {
		t.Fatalf("the canvas's keys edited a page field: %q", name.Text)
	}
	in.EndTick()
	// The scene changes the text: the page shows it.
	name.Text = "Cy"
	if got := p.frame(name); got != `name value "Cy"` {
		t.Fatalf("a text set by the scene: %s", got)
	}
}

func TestPageFieldFocusBothWays(t *testing.T) {
	p := withPage(t)
	a := p.name(&TextInput{Rect: Rect{0, 0, 100, 40}}, "a")
	b := p.name(&TextInput{Rect: Rect{0, 50, 100, 40}}, "b")
	p.frame(a, b)
	in := &Script{}
	// A tap on the page's field focuses it there first.
	p.slotOf(a).pageFocus(true)
	if got := p.frame(a, b); got != "" {
		t.Fatalf("the page's own focus was pushed back: %s", got)
	}
	a.Update(in)
	b.Update(in)
	if !a.Focused || b.Focused {
		t.Fatalf("focused %v %v", a.Focused, b.Focused)
	}
	// The scene unfocuses it (Enter on New game): the page blurs it.
	a.Focused = false
	if got := p.frame(a, b); got != "a blur" {
		t.Fatalf("unfocused by the scene: %s", got)
	}
	p.slotOf(a).pageFocus(false)
	a.Update(in)
	if got := p.frame(a, b); got != "" || a.Focused {
		t.Fatalf("after the blur: %s (focused %v)", got, a.Focused)
	}
	// The keyboard's cursor clicks b (Enter on its ring): the page
	// focuses b's field, so that typing goes there.
	in.ClickRect(b.Rect)
	a.Update(in)
	b.Update(in)
	if got := p.frame(a, b); got != "b focus" || !b.Focused {
		t.Fatalf("a click on the field: %s (focused %v)", got, b.Focused)
	}
}

func TestPageFieldEnterConfirmsOnce(t *testing.T) {
	p := withPage(t)
	name := &TextInput{Text: "Anna", Rect: Rect{0, 0, 100, 40}}
	p.frame(name)
	s := p.slotOf(name)
	in := &Script{}
	s.pageFocus(true)
	name.Update(in)
	// Enter: the field is blurred by the page at once.
	s.pageEnter()
	s.pageFocus(false)
	if got := p.frame(name); got != "" {
		t.Fatalf("the page was touched before the Enter was taken: %s", got)
	}
	if !takeFieldEnter() || takeFieldEnter() {
		t.Fatal("Enter in a field is not one confirm")
	}
	name.Update(in)
	if !name.Focused {
		t.Fatal("the tick of the Enter, the field must still be focused (the scene's confirm reads it)")
	}
	name.Update(in)
	if name.Focused {
		t.Fatal("the field stayed focused after its Enter")
	}
	if got := p.frame(name); got != "" {
		t.Fatalf("after the Enter: %s", got)
	}
}

func TestNoPageFieldsNatively(t *testing.T) {
	if fields.host != nil {
		t.Fatal("a native build has page fields")
	}
	name := &TextInput{Rect: Rect{0, 0, 100, 40}}
	name.markDrawn()
	PlaceFields(1)
	if fieldOf(name) != nil || takeFieldEnter() {
		t.Fatal("a native text input got a page field")
	}
}
