package replay

import "monstermixer/scenes/ui"

// layoutTouch places everything for a touch screen (env.MinTarget > 0):
// every button, chooser and the timeline at least env.MinTarget layout
// units high; a wider side panel where the screen is wide (a phone in
// landscape), its chooser of the seat to review beside the button that
// starts the review, and as many marked moments as fit.
func (v *Viewer) layoutTouch(env Env) {
	s := env.Scale
	tap, text := env.MinTarget, env.MinText
	line := max(16, text*1.25)
	head := max(16, text) + 14
	v.btnReview.Label = "Analyse"
	if v.revSel.Labels == nil {
		// Beside "Analyse" a seat's name says whose moves.
		for _, seat := range v.rec.Seats {
			v.revSel.Labels = append(v.revSel.Labels, seat.Name)
		}
	}
	barK := max(1, text/17) // the top bar grows with its least text (drawTop)
	top := ui.TopBarHeight * barK * s
	sideW := min(480, max(380, 0.3*env.W/s)) * s
	v.side = ui.Rect{X: env.W - sideW - 12*s, Y: top + 4*s, W: sideW, H: env.H - top - 16*s}
	barH := (10 + tap + 8 + tap + 8) * s
	v.bar = ui.Rect{X: 12 * s, Y: env.H - barH - 12*s, W: v.side.X - 24*s, H: barH}
	v.tableArea = ui.Rect{X: 12 * s, Y: top + 4*s, W: v.side.X - 24*s, H: v.bar.Y - top - 12*s}
	v.btnExit.Rect = ui.Rect{X: env.W - 152*s, Y: max(0, (ui.TopBarHeight*barK-tap)/2) * s, W: 140 * s, H: tap * s}
	bw, gap := (v.bar.W-24*s-4*10*s)/5, 10*s
	x := v.bar.X + 12*s
	for _, b := range []*ui.Button{&v.btnPrevRound, &v.btnBack, &v.btnPlay, &v.btnStep, &v.btnNextRound} {
		b.Rect = ui.Rect{X: x, Y: v.bar.Y + 10*s, W: bw, H: tap * s}
		x += bw + gap
	}
	v.timeline = ui.Rect{X: v.bar.X + 16*s, Y: v.bar.Y + (10+tap+8)*s, W: v.bar.W - 32*s, H: tap * s}

	rowStep := max(26, text*1.4) + 2
	y := v.side.Y + (14+max(16, text)+10)*s + float64(len(v.ctx.Seats))*rowStep*s
	w := v.side.W - 24*s
	v.seatSel.Rect = ui.Rect{X: v.side.X + 12*s, Y: y, W: w, H: tap * s}
	if v.reviewText != v.reviewWrapped || v.reviewScale != s {
		v.reviewLines = ui.Wrap(v.reviewText, max(13, text)*s, false, v.side.W-28*s)
		v.reviewWrapped, v.reviewScale = v.reviewText, s
	}
	// The analysis from the foot of the panel up: the moments, the
	// review's lines, the review's row, the probe, three lines of
	// verdict and the heading; the log has the rest.
	v.momStep = tap + 4
	v.momRows = 0
	if len(v.momBtns) > 0 {
		v.momRows = 2
	}
	anaH := head + 3*line + 6 + tap + 6 + tap + 6 + float64(max(1, len(v.reviewLines)))*line + float64(v.momRows)*v.momStep
	ay := v.side.Y + v.side.H - anaH*s
	v.anaY = ay
	logY := y + (tap+10+max(16, text)+10)*s
	v.log.Rect = ui.Rect{X: v.side.X + 8*s, Y: logY, W: v.side.W - 16*s, H: ay - logY - 10*s}
	v.log.Size = max(14, text)
	py := ay + (head+3*line+6)*s
	v.btnProbe.Rect = ui.Rect{X: v.side.X + 12*s, Y: py, W: w, H: tap * s}
	ry := py + (tap+6)*s
	v.revSel.Rect = ui.Rect{X: v.side.X + 12*s, Y: ry, W: w*0.6 - 4*s, H: tap * s}
	v.btnReview.Rect = ui.Rect{X: v.side.X + 12*s + w*0.6 + 4*s, Y: ry, W: w*0.4 - 4*s, H: tap * s}
	my := ry + (tap+6+float64(max(1, len(v.reviewLines)))*line)*s
	v.momShown, v.btnMoreMom.Rect = v.momRows, ui.Rect{}
	if len(v.momBtns) > v.momRows {
		// No wheel: the last row turns to the next moments.
		v.momShown = v.momRows - 1
		v.btnMoreMom.Label = "More moments"
		v.btnMoreMom.Rect = ui.Rect{X: v.side.X + 12*s, Y: my + float64(v.momShown)*v.momStep*s, W: w, H: tap * s}
	}
	for i := range v.momBtns {
		k := i - v.momScrl
		b := &v.momBtns[i]
		if k < 0 || k >= v.momShown {
			b.Rect = ui.Rect{}
			continue
		}
		b.Rect = ui.Rect{X: v.side.X + 12*s, Y: my + float64(k)*v.momStep*s, W: w, H: tap * s}
	}
	v.disable()
}
