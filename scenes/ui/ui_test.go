package ui

import (
	"image"
	"image/color"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/scenes/ebitentest"
)

func TestMain(m *testing.M) {
	ebitentest.Main(m)
}

func pixels(img *ebiten.Image) *image.RGBA {
	b := img.Bounds()
	out := image.NewRGBA(b)
	img.ReadPixels(out.Pix)
	return out
}

func TestButtonClicksOnlyWhenEnabledAndInside(t *testing.T) {
	b := Button{Label: "Go", Rect: Rect{10, 10, 100, 40}}
	in := &Script{}
	in.ClickAt(5, 5)
	if b.Update(in) {
		t.Fatal("a click outside counted")
	}
	in.EndTick()
	in.ClickAt(50, 30)
	if !b.Update(in) {
		t.Fatal("a click inside did not count")
	}
	b.Disabled = true
	if b.Update(in) {
		t.Fatal("a disabled button was clicked")
	}
	if b.Target().Name != "button:Go" {
		t.Fatal(b.Target().Name)
	}
}

func TestTextInputTypesAndDeletes(t *testing.T) {
	ti := TextInput{Text: "Bo", Rect: Rect{0, 0, 200, 40}, Max: 4}
	in := &Script{}
	in.Type("b")
	if ti.Update(in) {
		t.Fatal("typing reached an unfocused field")
	}
	in.EndTick()
	in.ClickAt(10, 10)
	in.Type("bby!")
	ti.Update(in)
	if ti.Text != "Bobb" {
		t.Fatalf("text %q (max 4 runes)", ti.Text)
	}
	in.EndTick()
	in.Back = true
	ti.Update(in)
	if ti.Text != "Bob" {
		t.Fatalf("after backspace %q", ti.Text)
	}
}

func TestTextInputEditingKeys(t *testing.T) {
	ti := TextInput{Text: "Anna", Rect: Rect{0, 0, 200, 40}, Max: 8}
	in := &Script{}
	step := func(want string, do func()) {
		t.Helper()
		do()
		ti.Update(in)
		in.EndTick()
		if ti.Text != want {
			t.Fatalf("text %q, want %q", ti.Text, want)
		}
	}
	step("Anna", func() { in.ClickAt(10, 10) })                        // focus: the caret at the end
	step("Anna", func() { in.Edit(EditHome) })                         // caret to the start
	step("HAnna", func() { in.Type("H") })                             // typed at the caret
	step("Hnna", func() { in.Edit(EditDelete) })                       // the character after the caret
	step("Hnna", func() { in.Edit(EditRight); in.Edit(EditRight) })    // two on
	step("Hnn", func() { in.Edit(EditDelete); in.Edit(EditDelete) })   // the last one; nothing after it
	step("Hn", func() { in.Edit(EditLeft); in.Back = true })           // back one, then backspace
	step("Hnn", func() { in.Edit(EditEnd); in.Type("n") })             // at the end again
	step("Bob", func() { in.Edit(EditSelectAll); in.Type("Bob") })     // typing replaces the selection
	step("", func() { in.Edit(EditSelectAll); in.Back = true })        // backspace clears it
	step("Cleo", func() { in.Edit(EditSelectAll); in.Type("Cleo") })   // nothing to select: typed
	step("Cleo", func() { in.Edit(EditSelectAll); in.Edit(EditLeft) }) // Left drops the selection at its start
	step("nCleo", func() { in.Type("n") })                             // and types at the caret
}

func TestChoiceStepsAndClamps(t *testing.T) {
	c := Choice{Choices: []string{"a", "b", "c"}, Rect: Rect{0, 0, 200, 40}}
	in := &Script{}
	in.ClickAt(190, 20) // right arrow
	c.Update(in)
	c.Update(in)
	c.Update(in)
	if c.Value() != "c" {
		t.Fatalf("value %q", c.Value())
	}
	in.ClickAt(10, 20) // left arrow
	c.Update(in)
	if c.Value() != "b" {
		t.Fatalf("value %q", c.Value())
	}
	c.Wrap = true
	c.Index = 2
	in.ClickAt(190, 20)
	c.Update(in)
	if c.Value() != "a" {
		t.Fatalf("wrap: %q", c.Value())
	}
}

func TestSymbolsHaveDistinctShapes(t *testing.T) {
	masks := map[string][]bool{}
	for _, sym := range SeatSymbols {
		img := ebiten.NewImage(64, 64)
		DrawSymbol(img, sym, 32, 32, 28, color.RGBA{0xff, 0, 0, 0xff})
		px := pixels(img)
		mask := make([]bool, 0, 64*64)
		n := 0
		for i := 0; i < len(px.Pix); i += 4 {
			in := px.Pix[i] > 0xc0 && px.Pix[i+1] < 0x40
			mask = append(mask, in)
			if in {
				n++
			}
		}
		if n < 200 {
			t.Fatalf("%s: only %d filled pixels", sym, n)
		}
		// Two symbols differ where one is filled and the other not: in
		// far more than the pixels of an anti-aliased edge.
		for other, m := range masks {
			diff := 0
			for i := range mask {
				if mask[i] != m[i] {
					diff++
				}
			}
			if diff < 150 {
				t.Fatalf("%s and %s differ in only %d pixels", sym, other, diff)
			}
		}
		masks[sym] = mask
	}
}

func TestWrapKeepsLinesInWidth(t *testing.T) {
	lines := Wrap("the quick brown fox jumps over the lazy dog again and again", 16, false, 120)
	if len(lines) < 3 {
		t.Fatalf("lines %q", lines)
	}
	for _, l := range lines {
		if TextWidth(l, 16, false) > 120 {
			t.Fatalf("line %q too wide", l)
		}
	}
	// A count stays whole: "0 of 2" moves to the next line together.
	long := "Ride a horse to both ends of the map: 0 of 2"
	w := TextWidth("Ride a horse to both ends of the map: 0 of", 16, false)
	if got := Wrap(long, 16, false, w); len(got) != 2 || got[1] != "0 of 2" {
		t.Fatalf("a count at the end of a line: %q", got)
	}
	if got := Wrap("it has 3 of 4 parts, then 1 of 2.", 16, false, 1000); len(got) != 1 || got[0] != "it has 3 of 4 parts, then 1 of 2." {
		t.Fatalf("counts on a line that fits: %q", got)
	}
	if e := Ellipsize("a rather long name indeed", 16, false, 80); TextWidth(e, 16, false) > 80 || e[len(e)-3:] != "…" {
		t.Fatalf("ellipsized %q", e)
	}
}

func TestScrollListScrollsWithinBounds(t *testing.T) {
	l := ScrollList{Rect: Rect{0, 0, 200, 100}}
	for i := 0; i < 40; i++ {
		l.Lines = append(l.Lines, "line")
	}
	in := &Script{X: 50, Y: 50, WheelY: -100}
	l.Update(in, 1)
	max := l.contentH(1) - l.Rect.H + 12
	if l.Scroll != max {
		t.Fatalf("scroll %v, want the bottom %v", l.Scroll, max)
	}
	in.WheelY = 1000
	l.Update(in, 1)
	if l.Scroll != 0 {
		t.Fatalf("scroll %v, want 0", l.Scroll)
	}
}

// Page Down and Page Up scroll by the box's height less a line; End and
// Home go to the bottom and the top.
func TestScrollListPageKeys(t *testing.T) {
	l := ScrollList{Rect: Rect{0, 0, 200, 100}, Size: 10} // lines 14.5 high: 6 a page
	for i := 0; i < 40; i++ {
		l.Lines = append(l.Lines, "line")
	}
	press := func(c Command) {
		in := &Script{}
		in.Press(c)
		l.ScrollKeys(in, 1)
	}
	press(CmdPageDown)
	if want := 5 * 14.5; l.Scroll != want {
		t.Fatalf("Page Down: scroll %v, want %v", l.Scroll, want)
	}
	press(CmdEnd)
	if want := l.contentH(1) - l.Rect.H + 12; l.Scroll != want {
		t.Fatalf("End: scroll %v, want the bottom %v", l.Scroll, want)
	}
	press(CmdPageUp)
	if want := l.contentH(1) - l.Rect.H + 12 - 5*14.5; l.Scroll != want {
		t.Fatalf("Page Up: scroll %v, want %v", l.Scroll, want)
	}
	press(CmdHome)
	if l.Scroll != 0 {
		t.Fatalf("Home: scroll %v, want 0", l.Scroll)
	}
	// A log that follows its lines stays where Page Up took it.
	l.Follow = true
	l.clamp(1)
	press(CmdPageUp)
	l.clamp(1)
	if want := l.contentH(1) - l.Rect.H + 12 - 5*14.5; l.Follow || l.Scroll != want {
		t.Fatalf("Page Up in a log: follow %v, scroll %v, want %v", l.Follow, l.Scroll, want)
	}
}

func TestScrollListWrapsLongLines(t *testing.T) {
	l := ScrollList{Rect: Rect{0, 0, 160, 100}, Wrap: true}
	l.SetLines([]string{"## Heading", "a long line of the game log that cannot fit in the box"})
	got := l.shown(1)
	if len(got) < 3 || got[0] != "## Heading" || got[2][:4] != "    " {
		t.Fatalf("wrapped %q", got)
	}
	l.Lines[1] = "short"
	l.Invalidate()
	if got := l.shown(1); len(got) != 2 {
		t.Fatalf("after Invalidate %q", got)
	}
}

// With Figures, a line's points after its last " = " go to a column of
// their own, kept on the line's first part however its text wraps; a line
// without points is left whole.
func TestScrollListPutsFiguresInAColumn(t *testing.T) {
	l := ScrollList{Rect: Rect{0, 0, 240, 200}, Figures: true}
	l.SetLines([]string{"minion 1 (incomplete, 2 tiles with eyes) = 0", "total = 12", "last card: 8 = Turn [R]?", "destroyed buildings: 3"})
	got := l.shown(1)
	if len(got) < 5 || got[0] != strings.Split(got[0], "\t")[0]+"\t0" || strings.Contains(got[1], "\t") {
		t.Fatalf("the long line's figure is not on its first part: %q", got)
	}
	if !slices.Contains(got, "total\t12") || !slices.Contains(got, "destroyed buildings: 3") {
		t.Fatalf("figures split wrong: %q", got)
	}
	if figureColor("+2") != ColAccent || figureColor("-11") != ColDanger || figureColor("0") != ColText {
		t.Fatal("figures are not coloured by their sign")
	}
}

// A rounded rectangle is drawn in nine slices; the slices must meet with
// no gap and no double-drawn seam, filled or outlined, at any size.
func TestRoundRectSlicesMeet(t *testing.T) {
	for _, c := range []struct{ w, h, r, stroke float64 }{{100, 60, 10, 0}, {37, 81, 14, 0}, {100, 60, 10, 1}, {64, 40, 8, 2}, {90, 50, 12, 3}} {
		img := ebiten.NewImage(140, 120)
		img.Fill(color.Black)
		rr := Rect{20, 20, c.w, c.h}
		if c.stroke == 0 {
			FillRoundRect(img, rr, c.r, color.RGBA{0x80, 0x80, 0x80, 0xff})
		} else {
			StrokeRoundRect(img, rr, c.r, c.stroke, color.RGBA{0x80, 0x80, 0x80, 0xff})
		}
		px := pixels(img)
		at := func(x, y int) uint8 { return px.Pix[(y*140+x)*4] }
		cx, cy := 20+int(c.w)/2, 20+int(c.h)/2
		if c.stroke == 0 {
			// The middle and the straight edges are solid, and a line
			// across the whole width is never brighter than the colour
			// (no seam drawn twice).
			for x := 20; x < 20+int(c.w); x++ {
				if v := at(x, cy); v != 0x80 {
					t.Fatalf("%+v: pixel %d,%d is %#x", c, x, cy, v)
				}
			}
			for y := 20 + int(c.r); y < 20+int(c.h)-int(c.r); y++ {
				if at(20, y) != 0x80 || at(20+int(c.w)-1, y) != 0x80 {
					t.Fatalf("%+v: edge gap at y %d", c, y)
				}
			}
			if at(20, 20) > 0x40 {
				t.Fatalf("%+v: the corner is not rounded", c)
			}
			continue
		}
		// Outline: the inside is empty, each straight edge is exactly
		// stroke pixels thick at the middle, as on the opposite side.
		if at(cx, cy) != 0 {
			t.Fatalf("%+v: the outline is filled", c)
		}
		thick := func(x0, y0, dx, dy int) int {
			n := 0
			for k := -4; k <= 4; k++ {
				if at(x0+k*dx, y0+k*dy) >= 0x78 {
					n++
				}
			}
			return n
		}
		top, bottom := thick(cx, 20, 0, 1), thick(cx, 20+int(c.h), 0, 1)
		left, right := thick(20, cy, 1, 0), thick(20+int(c.w), cy, 1, 0)
		if top != int(c.stroke) || bottom != top || left != top || right != top {
			t.Fatalf("%+v: edges %d %d %d %d pixels thick", c, top, bottom, left, right)
		}
	}
}

// A marked name is measured without its marks and drawn in its seat's
// colour; the rest of the line in the text colour.
func TestMarkedNamesAreColoured(t *testing.T) {
	red := color.RGBA{0xff, 0x20, 0x20, 0xff}
	line := string(SeatMark(1)) + "Bob" + string(MarkEnd) + " keeps his card"
	if StripMarks(line) != "Bob keeps his card" {
		t.Fatalf("stripped %q", StripMarks(line))
	}
	l := ScrollList{Lines: []string{line}, Wrap: true, Palette: []color.RGBA{ColText, red}, Rect: Rect{0, 0, 400, 60}}
	img := ebiten.NewImage(400, 60)
	defer img.Deallocate()
	l.Draw(img, 1)
	px := make([]byte, 4*400*60)
	img.ReadPixels(px)
	reds, whites := 0, 0
	for i := 0; i < len(px); i += 4 {
		switch {
		case px[i] > 0xe0 && px[i+1] < 0x60 && px[i+2] < 0x60:
			reds++
		case px[i] > 0xd0 && px[i+1] > 0xd0 && px[i+2] > 0xd0:
			whites++
		}
	}
	if reds < 20 || whites < 20 {
		t.Fatalf("%d red and %d white pixels: the name is not coloured apart from the text", reds, whites)
	}
}

// A list whose lines all fit draws them with no clip (a clip is a draw
// call of its own on the GPU queue); a scrolled one, or one with a line
// too wide, is clipped, and nothing of it is drawn outside its box.
func TestScrollListClipsOnlyWhenALineCrossesTheBox(t *testing.T) {
	img := ebiten.NewImage(300, 200)
	defer img.Deallocate()
	box := Rect{50, 50, 200, 100}
	short := ScrollList{Rect: box, Lines: []string{"## Log", "Anna places a tile", "Bob passes"}}
	short.Draw(img, 1)
	if short.clip.img != nil {
		t.Fatal("a list whose lines all fit was clipped")
	}
	wide := ScrollList{Rect: box, Lines: []string{"a line far too wide for the box it is drawn in"}}
	long := ScrollList{Rect: box} // at its top: the line the bottom would cut is left out
	for i := 0; i < 30; i++ {
		long.Lines = append(long.Lines, "line of the log")
	}
	// Followed at its bottom, the line the top would cut is left out.
	followed := ScrollList{Rect: box, Follow: true, Lines: long.Lines}
	followed.Draw(img, 1)
	if first, ok := followed.FirstDrawn(1); !ok || first.Y < box.Y || followed.clip.img != nil {
		t.Fatalf("a followed log draws its first line at %+v (clipped %v)", first, followed.clip.img != nil)
	}
	for _, l := range []*ScrollList{&wide, &long} {
		img.Clear()
		l.Draw(img, 1)
		if clipped := l.clip.img != nil; clipped != (l == &wide) {
			t.Fatalf("%q was drawn clipped %v", l.Lines[0], clipped)
		}
		px, inside, outside := pixels(img), 0, 0
		for y := 0; y < 200; y++ {
			for x := 0; x < 300; x++ {
				if px.RGBAAt(x, y).A == 0 {
					continue
				}
				if box.Contains(float64(x), float64(y)) {
					inside++
				} else {
					outside++
				}
			}
		}
		if inside < 50 || outside > 0 {
			t.Fatalf("%q: %d pixels inside the box, %d outside", l.Lines[0], inside, outside)
		}
	}
}

// A choice shows its label, or its key with a capital first letter.
func TestChoiceShowsLabels(t *testing.T) {
	c := Choice{Choices: []string{"regular", "family"}}
	if got := c.Shown(); got != "Regular" {
		t.Fatalf("Shown = %q", got)
	}
	c = Choice{Choices: []string{"1", "2"}, Labels: []string{"Player 1", "Player 2"}, Index: 1}
	if got, v := c.Shown(), c.Value(); got != "Player 2" || v != "2" {
		t.Fatalf("Shown = %q, Value = %q", got, v)
	}
}

// A Clip is made once for a destination and rectangle and kept while
// they stay the same (SubImage allocates); a new rectangle remakes it.
func TestClipIsKept(t *testing.T) {
	img := ebiten.NewImage(100, 100)
	defer img.Deallocate()
	var c Clip
	r := Rect{10, 10, 50.5, 40}
	first := c.Of(img, r)
	if got := first.Bounds(); got != image.Rect(10, 10, 61, 50) {
		t.Fatalf("clip bounds %v", got)
	}
	var n float64
	ebitentest.OnFrame(func() { n = testing.AllocsPerRun(20, func() { c.Of(img, r) }) })
	if n != 0 || c.Of(img, r) != first {
		t.Fatalf("the same clip again: %v allocations, kept %v", n, c.Of(img, r) == first)
	}
	if c.Of(img, Rect{0, 0, 20, 20}) == first {
		t.Fatal("a new rectangle kept the old clip")
	}
}

// A button label that does not fit on one line wraps onto the lines the
// button has room for, at a smaller size, each line in the width; in a
// button of one line's height it is shortened instead.
func TestButtonLabelWrapsWhenTall(t *testing.T) {
	label := "Anna flips an Arch Monster card (2 for each adjacent pair of pink and yellow Lord dice) for its back: Move Minion."
	if f := fitLabel("Pass", 300, 38, 20); len(f.lines) != 1 || f.lines[0] != "Pass" || f.size != 20 {
		t.Fatalf("a short label: %q at %v", f.lines, f.size)
	}
	f := fitLabel(label, 500, 58, 20)
	if len(f.lines) < 2 || f.size >= 20 {
		t.Fatalf("a long label in a tall button: %q at %v, want 2 lines or more, smaller", f.lines, f.size)
	}
	if got := strings.Join(f.lines, " "); got != label && !strings.HasSuffix(got, "…") {
		t.Fatalf("the lines %q lose words without a mark", f.lines)
	}
	for _, l := range f.lines {
		if TextWidth(l, f.size, true) > 500 {
			t.Fatalf("line %q wider than the button", l)
		}
	}
	if LabelLines(label, 20, 500) != len(Wrap(label, 16, true, 500)) {
		t.Fatalf("LabelLines %d, want %d", LabelLines(label, 20, 500), len(Wrap(label, 16, true, 500)))
	}
	if f := fitLabel(label, 500, 38, 20); len(f.lines) != 1 || !strings.HasSuffix(f.lines[0], "…") {
		t.Fatalf("a long label in a low button: %q, want one shortened line", f.lines)
	}
	if f := fitLabel(label, 200, 58, 20); len(f.lines) != 3 || !strings.HasSuffix(f.lines[2], "…") {
		t.Fatalf("a label longer than three lines: %q, want three, the last shortened", f.lines)
	}
}

// The log ends every line with a full stop, once, after a seat's marked
// name too, and leaves a question, an exclamation or an empty line alone.
func TestSentenceEndsWithOneStop(t *testing.T) {
	named := string(SeatMark(0)) + "Anna" + string(MarkEnd)
	for in, want := range map[string]string{
		"Bob places a factory on g14":         "Bob places a factory on g14.",
		"Anna draws a loot card.":             "Anna draws a loot card.",
		"The loot goes to " + named:           "The loot goes to " + named + ".",
		"Blorb's minion 2 (3 tiles)":          "Blorb's minion 2 (3 tiles).",
		"Flip a card?":                        "Flip a card?",
		"You win!":                            "You win!",
		"":                                    "",
		"Bob ends the turn of " + named + ".": "Bob ends the turn of " + named + ".",
	} {
		if got := Sentence(in); got != want {
			t.Errorf("Sentence(%q) = %q, want %q", in, got, want)
		}
	}
}

// Num writes every number as strconv does, and those a table draws every
// frame without allocating.
func TestNumWritesNumbersWithoutAllocating(t *testing.T) {
	for _, n := range []int{-1000, -999, -22, -1, 0, 7, 99, 100, 399, 999, 1000, 123456} {
		if got := Num(n); got != strconv.Itoa(n) {
			t.Errorf("Num(%d) = %q", n, got)
		}
	}
	var s string
	if a := testing.AllocsPerRun(100, func() { s = Num(-22); s = Num(397) }); a != 0 {
		t.Errorf("Num allocates %v times per call", a)
	}
	_ = s
}
