package replay

import (
	"testing"

	"monstermixer/engine/ai"
	"monstermixer/scenes/ui"
)

// TestTouchMomentsPage: on a phone (844x390 CSS px) every control of the
// viewer is at least 36 px in both directions, and with more marked
// moves than the side panel lists, "More moments" turns to the next ones
// (a phone has no wheel).
func TestTouchMomentsPage(t *testing.T) {
	v := open(t, "monster-factory")
	cfg := ai.LevelConfig(ai.Easy, 0)
	cfg.TimeCap = 0
	if err := v.StartReview(1, cfg); err != nil {
		t.Fatal(err)
	}
	for v.Thinking() {
		v.Think(thinkSlice)
	}
	in := &ui.Script{}
	s := 390.0 / 720
	phone := Env{In: in, W: 844, H: 390, Scale: s, MinTarget: 36 / s, MinText: 10 / s}
	v.Update(phone)
	if len(v.Moments()) < 3 {
		t.Fatalf("only %d moments to page through", len(v.Moments()))
	}
	first := func() string {
		for _, tg := range v.Targets() {
			if len(tg.Name) > 7 && tg.Name[:7] == "moment:" {
				return tg.Name
			}
		}
		return ""
	}
	var more ui.Rect
	for _, tg := range v.Targets() {
		if tg.Rect.W < 36-0.01 || tg.Rect.H < 36-0.01 {
			t.Errorf("%s is %.1fx%.1f px on a phone", tg.Name, tg.Rect.W, tg.Rect.H)
		}
		if tg.Name == "button:More moments" {
			more = tg.Rect
		}
	}
	if more.W == 0 {
		t.Fatal("no More moments with more moments than rows")
	}
	was := first()
	in.ClickRect(more)
	v.Update(phone)
	in.EndTick()
	if now := first(); now == was || now == "" {
		t.Fatalf("More moments shows %q first, as before (%q)", now, was)
	}
}
