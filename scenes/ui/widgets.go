package ui

import (
	"fmt"
	"image/color"
	"math"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/sprites"
)

// Button is a clickable labelled button with hover, pressed and disabled
// states and an optional keyboard shortcut hint ("Enter", "H").
type Button struct {
	Label    string
	Shortcut string // shown small after the label; the scene maps the key
	Rect     Rect
	Disabled bool
	Primary  bool // drawn in the accent colour
	hover    bool
	down     bool
	fit      labelFit // the label as last drawn, kept so a frame allocates nothing
	name     string   // "button:" + nameFor, the target's name, kept likewise
	nameFor  string
}

// labelFit is a button label fitted to a width: the lines to draw, at
// what size, for which label, width and largest size.
type labelFit struct {
	label         string
	width, height float64
	maxSize       float64
	size          float64
	lines         []string
}

// fitLabel fits label into a w x h box at size maxSize or less: one line if it
// fits; otherwise, where the box has room for two lines or more at a
// smaller size, wrapped lines (the last shortened with "…" if the text
// runs over); else one shortened line.
func fitLabel(label string, w, h, maxSize float64) labelFit {
	f := labelFit{label: label, width: w, height: h, maxSize: maxSize, size: maxSize}
	if TextWidth(label, maxSize, true) <= w {
		f.lines = []string{label}
		return f
	}
	small := maxSize * wrapScale
	if n := int(h / (small * lineSpacing)); n >= 2 {
		f.size = small
		f.lines = Wrap(label, small, true, w)
		if len(f.lines) > n {
			f.lines[n-1] = Ellipsize(strings.Join(f.lines[n-1:], " "), small, true, w)
			f.lines = f.lines[:n]
		}
		return f
	}
	f.lines = []string{Ellipsize(label, maxSize, true, w)}
	return f
}

// A label too long for one line is drawn at wrapScale of its size, its
// lines lineSpacing sizes apart.
const (
	wrapScale   = 0.8
	lineSpacing = 1.2
)

// LabelLines reports how many lines the label needs at size in a button
// of inner width w (1 when it fits on one line, else its wrapped lines at
// the smaller size a long label is drawn at).
func LabelLines(label string, size, w float64) int {
	if TextWidth(label, size, true) <= w {
		return 1
	}
	return len(Wrap(label, size*wrapScale, true, w))
}

// Update reports whether the button was clicked this tick.
func (b *Button) Update(in Input) bool {
	x, y := in.Cursor()
	b.hover = b.Rect.Contains(x, y)
	b.down = b.hover && Held(in)
	return !b.Disabled && b.hover && in.Clicked()
}

// Hovered reports whether the pointer was over the button at its last
// Update (for buttons that draw themselves).
func (b *Button) Hovered() bool { return b.hover }

// Target names the button for automated tests: "button:LABEL" (made
// again only when the label changes: the frame asks every tick).
func (b *Button) Target() Target {
	if b.name == "" || b.nameFor != b.Label {
		b.name, b.nameFor = "button:"+b.Label, b.Label
	}
	return Target{Name: b.name, Rect: b.Rect}
}

// Draw draws the button; scale is screen pixels per layout unit.
func (b *Button) Draw(dst *ebiten.Image, scale float64) {
	r := b.Rect
	bg, fg := ColPanelHi, ColText
	if b.Primary {
		bg, fg = ColAccent, color.RGBA{0x10, 0x20, 0x14, 0xff}
	}
	switch {
	case b.Disabled:
		bg, fg = ColPanelLo, Mix(ColTextDim, ColPanel, 0.5)
	case b.down:
		bg = Mix(bg, color.RGBA{0, 0, 0, 0xff}, 0.25)
		r.Y += 1.5 * scale
	case b.hover:
		bg = Mix(bg, color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.15)
	}
	if !b.Disabled && !b.down {
		sh := r
		sh.Y += 3 * scale
		FillRoundRect(dst, sh, 10*scale, color.RGBA{0, 0, 0, 0x60})
	}
	FillRoundRect(dst, r, 10*scale, bg)
	if !b.Primary || b.Disabled {
		StrokeRoundRect(dst, r, 10*scale, 1.2*scale, ColBorder)
	}
	size := math.Min(20*scale, r.H*0.45)
	cx, cy := r.Center()
	if b.Shortcut != "" && KeyHints && r.W > TextWidth(b.Label, size, true)+TextWidth(b.Shortcut, size*0.7, false)+36*scale {
		DrawText(dst, b.Label, size, true, cx-6*scale, cy, AlignCenter, AlignCenter, fg)
		hx := r.X + r.W - 10*scale
		DrawText(dst, b.Shortcut, size*0.68, false, hx, cy, AlignEnd, AlignCenter, Mix(fg, bg, 0.4))
		return
	}
	w, h := r.W-12*scale, r.H-6*scale
	if f := &b.fit; f.label != b.Label || f.width != w || f.height != h || f.maxSize != size {
		*f = fitLabel(b.Label, w, h, size)
	}
	top := cy - float64(len(b.fit.lines)-1)*b.fit.size*lineSpacing/2
	for i, line := range b.fit.lines {
		DrawText(dst, line, b.fit.size, true, cx, top+float64(i)*b.fit.size*lineSpacing, AlignCenter, AlignCenter, fg)
	}
}

// TextInput is a one-line editable text field (player names), with a
// caret moved by Home, End and the arrows, Delete, and Ctrl+A selecting
// the whole text so that typing replaces it. In the browser a text field
// of the page lies over it (PlaceFields), so that a touch screen's
// keyboard opens for it: that field then does the editing.
type TextInput struct {
	Text    string
	Max     int // maximum characters; 0 means 24
	Rect    Rect
	Focused bool
	// Numeric asks a touch screen for its keyboard of digits (a seed).
	Numeric bool
	blink   int
	caret   int  // the caret's position in runes
	all     bool // the whole text is selected
}

// limit is the most characters the text takes.
func (t *TextInput) limit() int {
	if t.Max == 0 {
		return 24
	}
	return t.Max
}

// Update edits the text; it reports whether the text changed. With a
// page field over it (the browser), the text and the focus are the
// field's, and only a click (the keyboard's cursor's Enter) focuses it.
func (t *TextInput) Update(in Input) bool {
	x, y := in.Cursor()
	old := t.Text
	page := fieldOf(t)
	if page != nil {
		t.syncPage(page)
	}
	if in.Clicked() {
		was := t.Focused
		t.Focused = t.Rect.Contains(x, y)
		if t.Focused && !was {
			t.caret, t.all = utf8.RuneCountInString(t.Text), false
		}
	}
	if !t.Focused {
		t.all = false
		return t.Text != old
	}
	t.blink++
	if page != nil {
		return t.Text != old
	}
	limit := t.limit()
	runes := []rune(t.Text)
	t.caret = min(max(t.caret, 0), len(runes))
	// remove deletes the selection, or the n runes from i on.
	remove := func(i, n int) {
		if t.all {
			runes, t.caret, t.all = runes[:0], 0, false
			return
		}
		if i >= 0 && i+n <= len(runes) {
			runes = append(runes[:i], runes[i+n:]...)
			t.caret = i
		}
	}
	if ed, ok := in.(Editor); ok {
		for _, k := range ed.Edits() {
			switch k {
			case EditSelectAll:
				t.all = len(runes) > 0
				continue
			case EditHome:
				t.caret = 0
			case EditEnd:
				t.caret = len(runes)
			case EditLeft:
				t.caret = max(0, t.caret-1)
				if t.all {
					t.caret = 0 // to the selection's start
				}
			case EditRight:
				t.caret = min(len(runes), t.caret+1)
				if t.all {
					t.caret = len(runes) // to the selection's end
				}
			case EditDelete:
				remove(t.caret, 1)
			}
			t.all = false
		}
	}
	if in.Backspace() {
		remove(t.caret-1, 1)
	}
	for _, r := range in.Typed() {
		if r < ' ' || r == 0x7f {
			continue
		}
		if t.all {
			remove(0, 0)
		}
		if len(runes) >= limit {
			continue
		}
		runes = append(runes[:t.caret], append([]rune{r}, runes[t.caret:]...)...)
		t.caret++
	}
	t.Text = string(runes)
	if in.Command(CmdCancel) {
		t.Focused = false
	}
	return t.Text != old
}

// Draw draws the field with a caret when focused, and the selection.
func (t *TextInput) Draw(dst *ebiten.Image, scale float64) {
	t.markDrawn()
	bg := ColPanelLo
	border := ColBorder
	if t.Focused {
		border = ColAccent
	}
	FillRoundRect(dst, t.Rect, 8*scale, bg)
	StrokeRoundRect(dst, t.Rect, 8*scale, 1.5*scale, border)
	size := math.Min(19*scale, t.Rect.H*0.5)
	x := t.Rect.X + 10*scale
	_, cy := t.Rect.Center()
	s := Ellipsize(t.Text, size, false, t.Rect.W-24*scale)
	if t.Focused && t.all {
		FillRect(dst, Rect{x - 2*scale, cy - size*0.7, TextWidth(s, size, false) + 4*scale, size * 1.4}, ColAccentDark)
	}
	DrawText(dst, s, size, false, x, cy, AlignStart, AlignCenter, ColText)
	if t.Focused && !t.all && (t.blink/30)%2 == 0 {
		before := string([]rune(t.Text)[:min(t.caret, utf8.RuneCountInString(t.Text))])
		cx := x + min(TextWidth(before, size, false), TextWidth(s, size, false)) + 1*scale
		FillRect(dst, Rect{cx, cy - size*0.6, 2 * scale, size * 1.2}, ColAccent)
	}
}

// Toggle is an on/off switch with a label to its right.
type Toggle struct {
	Label string
	On    bool
	Rect  Rect // the whole clickable row
	// Disabled greys the toggle out and ignores input (mute without a
	// sound device).
	Disabled bool
	hover    bool
}

// Update flips the toggle when clicked and reports a change.
func (t *Toggle) Update(in Input) bool {
	x, y := in.Cursor()
	t.hover = t.Rect.Contains(x, y) && !t.Disabled
	if t.hover && in.Clicked() {
		t.On = !t.On
		return true
	}
	return false
}

// Target names the toggle for automated tests: "toggle:LABEL".
func (t *Toggle) Target() Target { return Target{Name: "toggle:" + t.Label, Rect: t.Rect} }

// Draw draws the switch and its label.
func (t *Toggle) Draw(dst *ebiten.Image, scale float64) {
	h := math.Min(t.Rect.H, 28*scale)
	w := h * 1.8
	_, cy := t.Rect.Center()
	track := Rect{t.Rect.X, cy - h/2, w, h}
	bg := ColPanelLo
	if t.On {
		bg = ColAccentDark
	}
	if t.hover {
		bg = Mix(bg, ColText, 0.1)
	}
	FillRoundRect(dst, track, h/2, bg)
	StrokeRoundRect(dst, track, h/2, 1.2*scale, ColBorder)
	kx := track.X + h/2
	if t.On {
		kx = track.X + w - h/2
	}
	knob := ColTextDim
	if t.On {
		knob = ColAccent
	}
	ink := ColText
	if t.Disabled {
		knob, ink = Mix(knob, ColPanelLo, 0.6), ColTextDim
	}
	FillRoundRect(dst, Rect{kx - h/2 + 3*scale, cy - h/2 + 3*scale, h - 6*scale, h - 6*scale}, h/2, knob)
	DrawText(dst, t.Label, 18*scale, false, track.X+w+12*scale, cy, AlignStart, AlignCenter, ink)
}

// Slider picks a value between 0 and 1 by clicking or dragging.
type Slider struct {
	Label string
	Value float64
	Rect  Rect // the track row
	// Disabled greys the slider out and ignores input (the volume while
	// the sound is muted).
	Disabled bool
	drag     bool
}

// Update moves the slider and reports a change.
func (s *Slider) Update(in Input) bool {
	if s.Disabled {
		s.drag = false
		return false
	}
	x, y := in.Cursor()
	inside := s.Rect.Contains(x, y)
	old := s.Value
	if Held(in) && (inside || s.drag) {
		s.drag = true
	} else if !Held(in) {
		s.drag = false
	}
	if s.drag || (inside && in.Clicked()) {
		s.Value = math.Max(0, math.Min(1, (x-s.Rect.X)/s.Rect.W))
	}
	if inside && in.Wheel() != 0 {
		s.Value = math.Max(0, math.Min(1, s.Value+0.05*math.Copysign(1, in.Wheel())))
	}
	return s.Value != old
}

// Target names the slider for automated tests: "slider:LABEL".
func (s *Slider) Target() Target { return Target{Name: "slider:" + s.Label, Rect: s.Rect} }

// Draw draws the track, the filled part and the knob.
func (s *Slider) Draw(dst *ebiten.Image, scale float64) {
	_, cy := s.Rect.Center()
	h := 8 * scale
	fill, knob := ColAccentDark, ColAccent
	if s.Disabled {
		fill, knob = ColBorder, ColTextDim
	}
	FillRoundRect(dst, Rect{s.Rect.X, cy - h/2, s.Rect.W, h}, h/2, ColPanelLo)
	FillRoundRect(dst, Rect{s.Rect.X, cy - h/2, s.Rect.W * s.Value, h}, h/2, fill)
	kx := s.Rect.X + s.Rect.W*s.Value
	FillRoundRect(dst, Rect{kx - 10*scale, cy - 10*scale, 20 * scale, 20 * scale}, 10*scale, knob)
	DrawText(dst, fmt.Sprintf("%d%%", int(math.Round(s.Value*100))), 16*scale, false, s.Rect.X+s.Rect.W+16*scale, cy, AlignStart, AlignCenter, ColTextDim)
}

// Choice steps through a list of labelled values with ‹ and › buttons
// (a stepper for numbers, a selector for levels and options).
type Choice struct {
	Name    string // used in target names: "prev:NAME", "next:NAME"
	Choices []string
	// Labels, when set, are what a person reads for each choice (the
	// choices themselves are keys, as in records); without them a choice
	// is shown with a capital first letter.
	Labels []string
	Index  int
	Rect   Rect
	Wrap   bool // stepping past the end wraps around
	hoverL bool
	hoverR bool
}

// Shown is what a person reads for the selected choice.
func (c *Choice) Shown() string {
	if c.Index < 0 || c.Index >= len(c.Choices) {
		return ""
	}
	if c.Index < len(c.Labels) && c.Labels[c.Index] != "" {
		return c.Labels[c.Index]
	}
	v := c.Choices[c.Index]
	r, n := utf8.DecodeRuneInString(v)
	return string(unicode.ToUpper(r)) + v[n:]
}

// Value is the selected choice.
func (c *Choice) Value() string {
	if c.Index < 0 || c.Index >= len(c.Choices) {
		return ""
	}
	return c.Choices[c.Index]
}

// Select selects the choice with the given label if present.
func (c *Choice) Select(v string) {
	for i, s := range c.Choices {
		if s == v {
			c.Index = i
		}
	}
}

func (c *Choice) arrows() (Rect, Rect) {
	w := c.Rect.H
	return Rect{c.Rect.X, c.Rect.Y, w, c.Rect.H}, Rect{c.Rect.X + c.Rect.W - w, c.Rect.Y, w, c.Rect.H}
}

// Update steps the value on clicks (or the wheel) and reports a change.
func (c *Choice) Update(in Input) bool {
	x, y := in.Cursor()
	l, r := c.arrows()
	c.hoverL, c.hoverR = l.Contains(x, y), r.Contains(x, y)
	old := c.Index
	step := 0
	switch {
	case in.Clicked() && c.hoverL:
		step = -1
	case in.Clicked() && (c.hoverR || c.Rect.Contains(x, y)):
		step = 1
	case c.Rect.Contains(x, y) && in.Wheel() != 0:
		step = -int(math.Copysign(1, in.Wheel()))
	}
	n := len(c.Choices)
	if step != 0 && n > 0 {
		c.Index += step
		if c.Wrap {
			c.Index = (c.Index + n) % n
		} else {
			c.Index = max(0, min(n-1, c.Index))
		}
	}
	return c.Index != old
}

// Targets names the arrows for automated tests.
func (c *Choice) Targets() []Target {
	l, r := c.arrows()
	return []Target{{Name: "prev:" + c.Name, Rect: l}, {Name: "next:" + c.Name, Rect: r}}
}

// Draw draws the value between its arrows.
func (c *Choice) Draw(dst *ebiten.Image, scale float64) {
	FillRoundRect(dst, c.Rect, 8*scale, ColPanelLo)
	StrokeRoundRect(dst, c.Rect, 8*scale, 1.2*scale, ColBorder)
	l, r := c.arrows()
	n := len(c.Choices)
	canL := c.Wrap || c.Index > 0
	canR := c.Wrap || c.Index < n-1
	for i, a := range []Rect{l, r} {
		col := ColTextDim
		hover, can := c.hoverL, canL
		if i == 1 {
			hover, can = c.hoverR, canR
		}
		if !can {
			col = Mix(ColTextDim, ColPanelLo, 0.6)
		} else if hover {
			col = ColAccent
		}
		ax, ay := a.Center()
		sz := a.H * 0.22
		dir := float64(1 - 2*i) // left arrow points left
		drawArrow(dst, ax, ay, sz, -dir, col)
	}
	size := math.Min(18*scale, c.Rect.H*0.5)
	cx, cy := c.Rect.Center()
	DrawText(dst, Ellipsize(c.Shown(), size, true, c.Rect.W-2*c.Rect.H), size, true, cx, cy, AlignCenter, AlignCenter, ColText)
}

func drawArrow(dst *ebiten.Image, x, y, s, dir float64, clr color.RGBA) {
	sprites.DrawPointer(dst, x, y, s, dir, clr)
}

// ScrollList shows lines of text in a box that scrolls with the wheel
// and by dragging (DragScroll). Lines starting with "## " are drawn as
// headings. With Wrap set, long lines
// are wrapped to the box (continuations indented); call SetLines (or
// Invalidate after changing Lines) so the wrapping is redone.
type ScrollList struct {
	Lines  []string
	Rect   Rect
	Size   float64 // text size in layout units; 0 means 17
	Scroll float64 // pixels scrolled from the top
	Follow bool    // stick to the bottom when lines are added (a log)
	Wrap   bool
	// Figures splits each line at its last " = " and right-aligns the
	// figure after it in a column of its own (a score breakdown): gains
	// green, losses red. The text before it wraps.
	Figures bool
	// Palette, when set, colours the seats' names marked in the lines
	// (SeatMark, MarkEnd): seat p's name in Palette[p].
	Palette []color.RGBA
	// Tail is the height in pixels of content that the caller draws
	// after the lines (pictures, say; see TailY): it scrolls with them.
	Tail float64

	wrapped   []string
	src       []string   // the lines last wrapped
	parts     [][]string // their wrapped parts, reused while a line stays the same
	wrapW     float64
	wrapScale float64
	dirty     bool

	clip Clip       // the box's clip of the screen, kept
	drag DragScroll // a finger or the mouse dragging the lines
}

// figureSep parts a line's text from its figure when Figures is set.
const figureSep = " = "

// figureColor colours a figure by its sign.
func figureColor(figure string) color.RGBA {
	switch {
	case strings.HasPrefix(figure, "+"):
		return ColAccent
	case strings.HasPrefix(figure, "-"):
		return ColDanger
	}
	return ColText
}

// SetLines replaces the lines.
func (l *ScrollList) SetLines(lines []string) {
	l.Lines = lines
	l.dirty = true
}

// Invalidate says that Lines changed in place.
func (l *ScrollList) Invalidate() { l.dirty = true }

// shown returns the lines as drawn (wrapped when Wrap is set). Lines that
// did not change since the last call keep their wrapping, so a growing
// log costs only its new lines.
func (l *ScrollList) shown(scale float64) []string {
	if !l.Wrap && !l.Figures {
		return l.Lines
	}
	if !l.dirty && l.wrapW == l.Rect.W && l.wrapScale == scale && len(l.src) == len(l.Lines) {
		return l.wrapped
	}
	if l.wrapW != l.Rect.W || l.wrapScale != scale {
		l.src, l.parts = l.src[:0], l.parts[:0]
	}
	l.dirty, l.wrapW, l.wrapScale = false, l.Rect.W, scale
	size, _ := l.lineH(scale)
	l.wrapped = l.wrapped[:0]
	for i, line := range l.Lines {
		if i < len(l.src) && l.src[i] == line {
			l.wrapped = append(l.wrapped, l.parts[i]...)
			continue
		}
		var parts []string
		if strings.HasPrefix(line, "## ") {
			parts = []string{line}
		} else {
			text, figure := line, ""
			width := l.Rect.W - 28*scale
			if i := strings.LastIndex(line, figureSep); l.Figures && i >= 0 {
				text, figure = line[:i], line[i+len(figureSep):]
				width -= TextWidth(figure, size, true) + 12*scale
			}
			measure := func(t string) float64 { return TextWidth(t, size, false) }
			if l.Palette != nil {
				measure = func(t string) float64 { return TextWidth(StripMarks(t), size, false) }
			}
			for j, part := range wrapMeasured(text, width, measure) {
				if j > 0 {
					part = "    " + part
				}
				parts = append(parts, part)
			}
			if figure != "" && len(parts) > 0 {
				parts[0] += "\t" + figure
			}
		}
		if i < len(l.src) {
			l.src[i], l.parts[i] = line, parts
		} else {
			l.src, l.parts = append(l.src, line), append(l.parts, parts)
		}
		l.wrapped = append(l.wrapped, parts...)
	}
	l.src, l.parts = l.src[:len(l.Lines)], l.parts[:len(l.Lines)]
	return l.wrapped
}

// LineHeight is the list's text size and line height in pixels at scale.
func (l *ScrollList) LineHeight(scale float64) (size, h float64) { return l.lineH(scale) }

func (l *ScrollList) lineH(scale float64) (size, h float64) {
	size = l.Size
	if size == 0 {
		size = 17
	}
	return size * scale, size * scale * 1.45
}

// contentH is the height of what scrolls: the lines and the Tail.
func (l *ScrollList) contentH(scale float64) float64 {
	return l.linesH(scale) + l.Tail
}

// TailY is where the Tail starts on screen as the list is scrolled now:
// the caller draws its content from there (clipped to Rect).
func (l *ScrollList) TailY(scale float64) float64 {
	return l.Rect.Y + 6*scale - l.Scroll + l.linesH(scale)
}

func (l *ScrollList) linesH(scale float64) float64 {
	_, h := l.lineH(scale)
	n := 0.0
	for _, s := range l.shown(scale) {
		if strings.HasPrefix(s, "## ") {
			n += 1.8
		} else {
			n++
		}
	}
	return n * h
}

// Update scrolls with the wheel over the box, and by a drag that began in
// it (the lines follow the finger or the mouse, then coast briefly); the
// release of a drag is then no click for what reads in after.
func (l *ScrollList) Update(in Input, scale float64) {
	x, y := in.Cursor()
	_, lh := l.lineH(scale)
	if l.Rect.Contains(x, y) {
		if w := in.Wheel(); w != 0 {
			l.Scroll -= w * lh * 2
			l.Follow = false
		}
	}
	if dy := l.drag.Update(in, l.Rect, scale); dy != 0 {
		l.Scroll -= dy
		l.Follow = false
		was := l.Scroll
		if l.clamp(scale); l.Scroll != was {
			l.drag.Stop() // at an end: nothing to coast to
		}
	}
	l.clamp(scale)
}

// clamp keeps the scroll in range (at the bottom when following).
func (l *ScrollList) clamp(scale float64) {
	maxScroll := math.Max(0, l.contentH(scale)-l.Rect.H+12*scale)
	if l.Follow {
		l.Scroll = maxScroll
	}
	l.Scroll = math.Max(0, math.Min(maxScroll, l.Scroll))
}

// ScrollBy scrolls by d lines (positive: down).
func (l *ScrollList) ScrollBy(d float64, scale float64) {
	_, lh := l.lineH(scale)
	l.Scroll += d * lh
	maxScroll := math.Max(0, l.contentH(scale)-l.Rect.H+12*scale)
	l.Scroll = math.Max(0, math.Min(maxScroll, l.Scroll))
}

// ScrollKeys scrolls by the page and end commands: Page Down and Page Up
// by the box's height less a line, Home and End to the top and bottom. A
// log scrolled up stops following its new lines until the next one comes.
func (l *ScrollList) ScrollKeys(in Input, scale float64) {
	_, lh := l.lineH(scale)
	page := math.Max(1, math.Floor(l.Rect.H/lh)-1)
	switch {
	case in.Command(CmdPageDown):
		l.ScrollBy(page, scale)
	case in.Command(CmdPageUp):
		l.Follow = false
		l.ScrollBy(-page, scale)
	case in.Command(CmdHome):
		l.Follow = false
		l.ScrollBy(math.Inf(-1), scale)
	case in.Command(CmdEnd):
		l.ScrollBy(math.Inf(1), scale)
	}
}

// lineHeight is the height of list line s in a list of lines lh high,
// and whether s is a heading ("## " before it), which stands 1.8 lines
// high.
func lineHeight(s string, lh float64) (h float64, heading bool) {
	if strings.HasPrefix(s, "## ") {
		return lh * 1.8, true
	}
	return lh, false
}

// drawn reports whether Draw shows a line whose top is at y and whose
// height is h: one that lies whole in the box. A line cut by the box's
// top or bottom is left out rather than shown in half (under the game
// log's header, at the foot of a score card); scrolling shows it.
func (l *ScrollList) drawn(y, h float64) bool {
	return y >= l.Rect.Y-0.5 && y+h <= l.Rect.Y+l.Rect.H+0.5
}

// FirstDrawn is the rectangle of the first line Draw shows as the list is
// scrolled now, and false when it shows none.
func (l *ScrollList) FirstDrawn(scale float64) (Rect, bool) {
	l.clamp(scale)
	_, lh := l.lineH(scale)
	y := l.Rect.Y + 6*scale - l.Scroll
	for _, s := range l.shown(scale) {
		h, _ := lineHeight(s, lh)
		if l.drawn(y, h) {
			return Rect{X: l.Rect.X, Y: y, W: l.Rect.W, H: h}, true
		}
		y += h
	}
	return Rect{}, false
}

// needsClip reports whether some line Draw shows would cross the clip:
// one cut by the top or bottom of the box, or (when the lines are not
// wrapped to the box) one too wide for it.
func (l *ScrollList) needsClip(clip Rect, scale float64) bool {
	size, lh := l.lineH(scale)
	y := l.Rect.Y + 6*scale - l.Scroll
	right := clip.X + clip.W - l.Rect.X - 8*scale // room right of a line's start
	for _, s := range l.shown(scale) {
		h, heading := lineHeight(s, lh)
		if l.drawn(y, h) {
			switch {
			case y < clip.Y || y+h > clip.Y+clip.H:
				return true
			case heading: // never wrapped
				if TextWidth(s[3:], size*1.25, true) > right {
					return true
				}
			case l.Wrap || l.Figures: // wrapped to the box
			case l.Palette != nil || TextWidth(s, size, false) > right:
				return true
			}
		}
		y += h
	}
	return false
}

// Draw draws the visible lines clipped to the box, with a scroll bar.
func (l *ScrollList) Draw(dst *ebiten.Image, scale float64) {
	b := dst.Bounds()
	clip := Rect{math.Max(l.Rect.X, float64(b.Min.X)), math.Max(l.Rect.Y, float64(b.Min.Y)), 0, 0}
	clip.W = math.Min(l.Rect.X+l.Rect.W, float64(b.Max.X)) - clip.X
	clip.H = math.Min(l.Rect.Y+l.Rect.H, float64(b.Max.Y)) - clip.Y
	if clip.W <= 0 || clip.H <= 0 {
		return
	}
	l.clamp(scale)
	// A clip costs the GPU queue a draw call of its own (and ebiten's GL
	// calls allocate), so the lines go straight to dst when every visible
	// one lies wholly in the box, as a short log's do.
	sub := dst
	if l.needsClip(clip, scale) {
		sub = l.clip.Of(dst, clip)
	}
	size, lh := l.lineH(scale)
	y := l.Rect.Y + 6*scale - l.Scroll
	ink := ColText // the colour in force: a marked name may wrap
	for _, s := range l.shown(scale) {
		h, heading := lineHeight(s, lh)
		if l.drawn(y, h) {
			if heading {
				DrawText(sub, s[3:], size*1.25, true, l.Rect.X+8*scale, y+h-lh*0.35, AlignStart, AlignEnd, ColAccent)
			} else if text, figure, ok := strings.Cut(s, "\t"); ok && l.Figures {
				DrawText(sub, text, size, false, l.Rect.X+8*scale, y+lh/2, AlignStart, AlignCenter, ColText)
				DrawText(sub, figure, size, true, l.Rect.X+l.Rect.W-14*scale, y+lh/2, AlignEnd, AlignCenter, figureColor(figure))
			} else if l.Palette != nil {
				ink = drawMarked(sub, s, size, l.Rect.X+8*scale, y+lh/2, l.Palette, ink)
			} else {
				DrawText(sub, s, size, false, l.Rect.X+8*scale, y+lh/2, AlignStart, AlignCenter, ColText)
			}
		} else if l.Palette != nil {
			ink = drawMarked(nil, s, size, 0, 0, l.Palette, ink)
		}
		y += h
	}
	total := l.contentH(scale)
	if total > l.Rect.H {
		frac := l.Rect.H / total
		maxScroll := total - l.Rect.H + 12*scale
		pos := l.Scroll / maxScroll
		bh := l.Rect.H * frac
		FillRoundRect(dst, Rect{l.Rect.X + l.Rect.W - 6*scale, l.Rect.Y + (l.Rect.H-bh)*pos, 4 * scale, bh}, 2*scale, ColBorder)
	}
}
