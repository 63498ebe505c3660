package ui

import (
	"slices"
	"testing"

	"monstermixer/engine"
)

// chooserOf is a chooser of pieces "a", "b" and targets, with a button:
//
//	1: a x    2: a y    3: a y (another action, same clicks)
//	4: b x z  5: b x    6: end (a button, staying lit)
func chooserOf() *Chooser[string] {
	c := &Chooser[string]{Stay: func(k string) bool { return k == "end" }}
	c.Reset()
	c.Add(1, "a", "x")
	c.Add(2, "a", "y")
	c.Add(3, "a", "y")
	c.Add(4, "b", "x", "z")
	c.Add(5, "b", "x")
	c.Add(6, "end")
	return c
}

func TestChooserLightsTheNextStep(t *testing.T) {
	c := chooserOf()
	if got := c.Lit(); !slices.Equal(got, []string{"a", "b", "end"}) {
		t.Fatalf("lit at first %v", got)
	}
	if r, _ := c.Press("a"); r != Stepped || !c.IsSelected("a") {
		t.Fatalf("pressing a: %v, selection %v", r, c.Selected())
	}
	if got := c.Lit(); !slices.Equal(got, []string{"x", "y", "end"}) {
		t.Fatalf("lit after a %v", got)
	}
	if r, a := c.Press("x"); r != Chosen || a != 1 || len(c.Selected()) != 0 {
		t.Fatalf("a x: %v %v, selection %v", r, a, c.Selected())
	}
}

func TestChooserRefusedPressKeepsTheSelection(t *testing.T) {
	c := chooserOf()
	c.Press("a")
	for _, k := range []string{"z", "b", "nothing"} {
		if r, a := c.Press(k); r != Refused || a != 0 {
			t.Fatalf("pressing %s after a: %v %v", k, r, a)
		}
		if !slices.Equal(c.Selected(), []string{"a"}) {
			t.Fatalf("pressing %s lost the selection: %v", k, c.Selected())
		}
	}
	if r, _ := c.Press("end"); r != Chosen {
		t.Fatalf("a lit button with a selection: %v", r)
	}
}

func TestChooserStepsBack(t *testing.T) {
	c := chooserOf()
	if c.Back() {
		t.Fatal("stepped back from nothing")
	}
	c.Press("b")
	c.Press("x")
	if !slices.Equal(c.Selected(), []string{"b", "x"}) || len(c.Options()) != 1 || !c.IsLit("z") {
		t.Fatalf("b x: selection %v, options %v, lit %v", c.Selected(), c.Options(), c.Lit())
	}
	if !c.Back() || !slices.Equal(c.Selected(), []string{"b"}) || len(c.Options()) != 0 || !c.IsLit("x") {
		t.Fatalf("back: selection %v, options %v, lit %v", c.Selected(), c.Options(), c.Lit())
	}
	// Pressing the chosen piece again steps back to before it.
	if r, _ := c.Press("b"); r != SteppedBack || len(c.Selected()) != 0 || !c.IsLit("a") {
		t.Fatalf("b again: %v, selection %v", r, c.Selected())
	}
}

func TestChooserAmbiguousSequences(t *testing.T) {
	c := chooserOf()
	c.Press("a")
	if got := c.Completing(nil, "y"); !slices.Equal(got, []engine.Action{2, 3}) {
		t.Fatalf("y completes %v", got)
	}
	r, _ := c.Press("y")
	if r != Ambiguous || !slices.Equal(c.Options(), []engine.Action{2, 3}) {
		t.Fatalf("a y: %v, options %v", r, c.Options())
	}
	if a, ok := c.Choose(1); !ok || a != 3 || len(c.Selected()) != 0 || len(c.Options()) != 0 {
		t.Fatalf("choosing the second: %v %v, selection %v", a, ok, c.Selected())
	}
	// A sequence that ends one action and goes on to another offers the
	// one and lights the other's next key.
	c.Press("b")
	if r, _ := c.Press("x"); r != Ambiguous || !slices.Equal(c.Options(), []engine.Action{5}) {
		t.Fatalf("b x: %v, options %v", r, c.Options())
	}
	if r, a := c.Press("z"); r != Chosen || a != 4 {
		t.Fatalf("b x z: %v %v", r, a)
	}
}

func TestChooserHintAndReset(t *testing.T) {
	c := chooserOf()
	c.Hint(4, true)
	if !slices.Equal(c.HintKeys(), []string{"b", "x", "z"}) || !c.IsHint("z") || c.IsHint("a") {
		t.Fatalf("hint keys %v", c.HintKeys())
	}
	c.Hint(0, false)
	if len(c.HintKeys()) != 0 {
		t.Fatal("the hint stays")
	}
	c.Hint(1, true)
	c.Press("a")
	if !c.Select("b") || !slices.Equal(c.Selected(), []string{"b"}) || c.Select("end") || c.Select("x") {
		t.Fatalf("select: %v", c.Selected())
	}
	c.Reset()
	if len(c.Selected()) != 0 || len(c.Lit()) != 0 || len(c.HintKeys()) != 0 || c.Starts("a") {
		t.Fatalf("after reset: selection %v lit %v hint %v", c.Selected(), c.Lit(), c.HintKeys())
	}
	c.Add(7, "a")
	if r, a := c.Press("a"); r != Chosen || a != 7 {
		t.Fatalf("after reset, a: %v %v", r, a)
	}
}
