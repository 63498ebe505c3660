package ui

import (
	"strings"
	"testing"
)

func TestFormForTheScreensOfTheIssue(t *testing.T) {
	cases := []struct {
		touch      bool
		w, h       float64
		want       Form
		tap, textP float64
	}{
		{false, 1280, 720, FormDesktop, 0, 0},
		{false, 844, 390, FormDesktop, 0, 0},
		{true, 1024, 768, FormTablet, 44, 12},
		{true, 768, 1024, FormTablet, 44, 12},
		{true, 844, 390, FormPhone, 36, 10},
		{true, 390, 844, FormPhone, 36, 10},
	}
	for _, c := range cases {
		f := FormFor(c.touch, c.w, c.h)
		if f != c.want || f.MinTargetCSS() != c.tap || f.MinTextCSS() != c.textP {
			t.Errorf("FormFor(%v, %v, %v) = %v (targets %v, text %v), want %v (%v, %v)",
				c.touch, c.w, c.h, f, f.MinTargetCSS(), f.MinTextCSS(), c.want, c.tap, c.textP)
		}
		if g, ok := ParseForm(f.String()); !ok || g != f {
			t.Errorf("ParseForm(%q) = %v, %v", f.String(), g, ok)
		}
	}
	if _, ok := ParseForm("watch"); ok {
		t.Error("ParseForm took an unknown form")
	}
}

func TestSentencesNameNoKeyOnATouchScreen(t *testing.T) {
	defer func(k bool) { KeyHints = k }(KeyHints)
	for _, keys := range []bool{true, false} {
		KeyHints = keys
		got := LetGoFirst()
		named := strings.Contains(got, "Esc") || strings.Contains(got, "right-click")
		if named != keys || Keys("a", "b") != map[bool]string{true: "a", false: "b"}[keys] {
			t.Errorf("with key hints %v: %q", keys, got)
		}
	}
}
