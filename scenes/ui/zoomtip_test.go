package ui

import "testing"

// A zoomed table's area runs off the screen: its tooltip goes inside the
// part that shows (View), not merely inside the area.
func TestTooltipStaysInTheZoomedView(t *testing.T) {
	area := Rect{X: -800, Y: -400, W: 2400, H: 1500} // zoomed 2.5 times about a 960x600 view
	view := Rect{X: 0, Y: 60, W: 960, H: 600}
	for _, v := range []Rect{{}, view} {
		var tip Tooltip
		tip.View = v
		tip.Show([]string{"Meadow", "A long line of text that tells what the meadow is and what it does in the game."}, Rect{X: 900, Y: 600, W: 50, H: 50}, false)
		tip.Place(&Script{}, 940, 640, area, 2.5, nil)
		_, box, ok := tip.Tip()
		if !ok {
			t.Fatal("no tooltip")
		}
		inside := box.Within(view)
		if v.W > 0 && !inside {
			t.Fatalf("with the view set the box %+v is outside it %+v", box, view)
		}
		if v.W == 0 && inside {
			t.Fatalf("without the view the box %+v lies in it anyway: the test proves nothing", box)
		}
	}
}
