package scenes

import "monstermixer/scenes/ui"

// Touch layouts. On a tablet or a phone (a.Form.Touch()) the menu screens
// lay themselves out with these helpers, so that whatever a finger taps
// is at least a.MinTarget() layout units wide and high and every text at
// least a.MinText(); they use the whole screen (menuView), not only the
// 1280x720 design. On a desktop each helper gives the design's own
// figure, and the screens keep their desktop layout as it was.

// menuTap is a target's height (or width) h in layout units, raised to the
// form's least target.
func (a *App) menuTap(h float64) float64 { return max(h, a.MinTarget()) }

// menuText is the size in pixels of text designed at size layout units,
// raised to the form's least text.
func (a *App) menuText(size float64) float64 { return max(size, a.MinText()) * a.Scale }

// menuWidgetScale is the scale to draw a widget at (ui.Toggle, ui.Slider,
// ui.Choice, ui.Button) whose smallest text is base layout units: larger
// than a.Scale on a touch form whose least text is larger than base.
func (a *App) menuWidgetScale(base float64) float64 { return a.Scale * max(1, a.MinText()/base) }

// menuView is the whole screen in layout units, as a.R places them: the
// 1280x720 design on a 16:9 screen, more height on a tablet's 4:3, more
// width on a phone in landscape.
func (a *App) menuView() ui.Rect {
	x := -(a.W - LayoutW*a.Scale) / 2 / a.Scale
	y := -(a.H - LayoutH*a.Scale) / 2 / a.Scale
	return ui.Rect{X: x, Y: y, W: a.W / a.Scale, H: a.H / a.Scale}
}

// labelW is the width, in layout units, a button needs for its label at
// the buttons' text size (20) with room around it, and no less than minW.
func labelW(b *ui.Button, minW float64) float64 {
	return max(minW, ui.TextWidth(b.Label, 20, true)+48)
}

// buttonRow places buttons side by side, centred on cx with their tops
// at y, each h high and as wide as its label needs (at least minW), gap
// apart, all in layout units; it returns the row's width.
func buttonRow(a *App, bs []*ui.Button, cx, y, h, minW, gap float64) float64 {
	total := float64(len(bs)-1) * gap
	for _, b := range bs {
		total += labelW(b, minW)
	}
	x := cx - total/2
	for _, b := range bs {
		w := labelW(b, minW)
		b.Rect = a.R(x, y, w, h)
		x += w + gap
	}
	return total
}

// rowsThatFit is how many rows of height h, gap apart, fit in room
// (at least one).
func rowsThatFit(room, h, gap float64) int {
	return max(1, int((room+gap)/(h+gap)))
}
