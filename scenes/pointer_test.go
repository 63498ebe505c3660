package scenes

import "testing"

// However many games there are, their cards fit side by side in the
// layout, as wide as they can be up to 260.
func TestGameCardsFitTheTitle(t *testing.T) {
	for n := 1; n <= 8; n++ {
		cw := cardWidth(n, 24)
		total := float64(n)*cw + float64(n-1)*24
		if total > LayoutW-60 || (n <= 4 && cw != 260) {
			t.Errorf("%d games: cards %v wide, %v in all", n, cw, total)
		}
	}
	if s := cardTitleSize("Monsters on Board", 1, 120); s >= 22 || s < 14 {
		t.Errorf("a long name in a narrow card keeps size %v", s)
	}
	if s := cardTitleSize("Chess", 1, 200); s != 22 {
		t.Errorf("a short name shrank to %v", s)
	}
}
