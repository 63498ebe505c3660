package replay

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/scenes/ui"
	"monstermixer/sprites"
)

// thinkSlice is the search time the viewer takes per tick: what the
// table frame lends a hint while the table is still, so the browser
// keeps drawing.
const thinkSlice = 6 * time.Millisecond

// playPause is how long, at normal speed, playing waits between two
// actions once the table has shown one.
const playPause = 600 * time.Millisecond

// momRows is how many of the marked moments the side panel lists at once
// (the wheel over the list scrolls it).
const momRows = 3

// layout places everything for a screen of env's size.
func (v *Viewer) layout(env Env) {
	v.minText = env.MinText
	if env.MinTarget > 0 {
		v.layoutTouch(env)
		return
	}
	v.momRows, v.momStep, v.momShown = momRows, 30, momRows
	v.btnMoreMom.Rect = ui.Rect{}
	s := env.Scale
	top := ui.TopBarHeight * s
	sideW := 330 * s
	v.side = ui.Rect{X: env.W - sideW - 12*s, Y: top + 4*s, W: sideW, H: env.H - top - 16*s}
	v.bar = ui.Rect{X: 12 * s, Y: env.H - 108*s, W: v.side.X - 24*s, H: 96 * s}
	v.tableArea = ui.Rect{X: 12 * s, Y: top + 4*s, W: v.side.X - 24*s, H: v.bar.Y - top - 12*s}
	v.btnExit.Rect = ui.Rect{X: env.W - 152*s, Y: 12 * s, W: 140 * s, H: 40 * s}
	bw, gap := (v.bar.W-24*s-4*10*s)/5, 10*s
	x := v.bar.X + 12*s
	for _, b := range []*ui.Button{&v.btnPrevRound, &v.btnBack, &v.btnPlay, &v.btnStep, &v.btnNextRound} {
		b.Rect = ui.Rect{X: x, Y: v.bar.Y + 10*s, W: bw, H: 40 * s}
		x += bw + gap
	}
	v.timeline = ui.Rect{X: v.bar.X + 16*s, Y: v.bar.Y + 62*s, W: v.bar.W - 32*s, H: 22 * s}

	y := v.side.Y + 40*s + float64(len(v.ctx.Seats))*28*s
	v.seatSel.Rect = ui.Rect{X: v.side.X + 12*s, Y: y, W: v.side.W - 24*s, H: 34 * s}
	// The analysis: its verdict (up to five lines), the probe's button,
	// the seat to review and its button, the review's line and the
	// moments it marked (room for them only once there are some).
	// The whole-game analysis sentence is wrapped, never cut: each line
	// past the first takes room from the log.
	if v.reviewText != v.reviewWrapped || v.reviewScale != s {
		v.reviewLines = ui.Wrap(v.reviewText, 13*s, false, v.side.W-28*s)
		v.reviewWrapped, v.reviewScale = v.reviewText, s
	}
	extra := max(0, len(v.reviewLines)-1)
	anaH := 254*s + float64(extra)*16*s
	if len(v.momBtns) > 0 {
		anaH += momRows * 30 * s
	}
	v.log.Rect = ui.Rect{X: v.side.X + 8*s, Y: y + 70*s, W: v.side.W - 16*s, H: v.side.Y + v.side.H - anaH - y - 74*s}
	ay := v.side.Y + v.side.H - anaH
	v.anaY = ay
	w := v.side.W - 24*s
	v.btnProbe.Rect = ui.Rect{X: v.side.X + 12*s, Y: ay + 108*s, W: w, H: 36 * s}
	v.revSel.Rect = ui.Rect{X: v.side.X + 12*s, Y: ay + 150*s, W: w, H: 32 * s}
	v.btnReview.Rect = ui.Rect{X: v.side.X + 12*s, Y: ay + 188*s, W: w, H: 34 * s}
	for i := range v.momBtns {
		k := i - v.momScrl
		b := &v.momBtns[i]
		if k < 0 || k >= momRows {
			b.Rect = ui.Rect{}
			continue
		}
		b.Rect = ui.Rect{X: v.side.X + 12*s, Y: ay + 250*s + float64(extra)*16*s + float64(k)*30*s, W: w, H: 27 * s}
	}
	v.disable()
}

// disable greys out what cannot be used at the position shown.
func (v *Viewer) disable() {
	v.btnBack.Disabled = v.pos == 0
	v.btnPrevRound.Disabled = v.pos == 0
	v.btnStep.Disabled = v.pos >= len(v.actions)
	v.btnNextRound.Disabled = v.pos >= len(v.actions)
	v.btnPlay.Disabled = v.pos >= len(v.actions) && !v.playing
	v.btnProbe.Disabled = !v.canProbe() || v.probe != nil || v.verdict != nil
	v.btnReview.Disabled = v.reviewing
}

// Update handles one tick of input; it reports whether the person asked
// to leave the viewer.
func (v *Viewer) Update(env Env) (exit bool) {
	v.ctx.Scale, v.ctx.AnimSpeed, v.ctx.Sound = env.Scale, env.AnimSpeed, env.Sound
	v.asideOK, v.far = env.Aside, env.Far
	v.layout(env)
	in := env.In
	click := func() {
		if env.Sound != nil {
			env.Sound.Play("click")
		}
	}
	if v.btnExit.Update(in) || in.Command(ui.CmdCancel) {
		click()
		v.stopAnalysis()
		v.stopReview()
		return true
	}
	if in.Command(ui.CmdSkip) {
		v.table.SkipAnimation()
	}
	v.log.Update(in, env.Scale)
	v.scrollMoments(in) // before the buttons: a drag's release is no click
	v.table.Update(&v.ctx, in, v.tableArea, false)
	switch {
	case v.btnPlay.Update(in) || in.Command(ui.CmdConfirm):
		click()
		v.playing = !v.playing && v.pos < len(v.actions)
		v.waited = 0
	case v.btnStep.Update(in) || in.Command(ui.CmdNext):
		v.playing = false
		v.Forward()
	case v.btnBack.Update(in) || in.Command(ui.CmdPrev):
		v.playing = false
		v.Back()
	case v.btnPrevRound.Update(in) || in.Command(ui.CmdPageUp):
		click()
		v.playing = false
		v.Seek(v.prevRound(v.pos))
	case v.btnNextRound.Update(in) || in.Command(ui.CmdPageDown):
		click()
		v.playing = false
		v.Seek(v.nextRound(v.pos))
	case in.Command(ui.CmdHome):
		v.playing = false
		v.Seek(0)
	case in.Command(ui.CmdEnd):
		v.playing = false
		v.Seek(len(v.actions))
	case (v.btnProbe.Update(in) || in.Command(ui.CmdHint)) && !v.btnProbe.Disabled:
		click()
		v.StartProbe(ProbeConfig(v.rec, v.pos))
	case v.btnReview.Update(in) && !v.btnReview.Disabled:
		click()
		v.StartReview(v.revSel.Index, reviewConfig())
	case v.seatSel.Update(in):
		click()
		v.SetSeat(v.seatSel.Index - 1)
	case v.revSel.Update(in):
		click()
	case v.clickTimeline(in):
		click()
		v.playing = false
	default:
		v.updateMoments(in, click)
	}
	if v.playing {
		v.play(env)
	}
	if v.Thinking() {
		v.Think(thinkSlice)
	}
	v.btnPlay.Label = "Play"
	if v.playing {
		v.btnPlay.Label = "Pause"
	}
	v.refreshTexts()
	v.scores.Sync(v.table, len(v.ctx.Seats))
	v.syncLog()
	v.layout(env) // the buttons of moments just found
	return false
}

// play steps forward when the table has shown the last action and the
// pause is over.
func (v *Viewer) play(env Env) {
	if v.table.Busy() {
		v.waited = 0
		return
	}
	v.waited++
	pause := 0
	if env.AnimSpeed > 0 {
		pause = int(playPause.Seconds() * 60 / env.AnimSpeed)
	}
	if v.waited >= pause {
		v.waited = 0
		if !v.Forward() {
			v.playing = false
		}
	}
	if v.pos >= len(v.actions) {
		v.playing = false
	}
}

// clickTimeline jumps to the position clicked on the timeline.
func (v *Viewer) clickTimeline(in ui.Input) bool {
	x, y := in.Cursor()
	hit := v.timeline
	hit.Y -= 6
	hit.H += 12
	if !in.Clicked() || !hit.Contains(x, y) || len(v.actions) == 0 {
		return false
	}
	n := float64(len(v.actions))
	at := int((x-v.timeline.X)/v.timeline.W*n + 0.5)
	// A click on (or next to) a round's mark jumps to that round's start.
	for _, r := range v.rounds {
		if rx := v.timeline.X + v.timeline.W*float64(r)/n; rx-x < 6*v.ctx.Scale && x-rx < 6*v.ctx.Scale {
			at = r
		}
	}
	v.Seek(at)
	return true
}

// scrollMoments scrolls the list of marked moves with the wheel over it
// and by dragging it.
func (v *Viewer) scrollMoments(in ui.Input) {
	if len(v.momBtns) == 0 {
		return
	}
	x, y := in.Cursor()
	s := v.ctx.Scale
	top := v.momBtns[min(v.momScrl, len(v.momBtns)-1)].Rect.Y // the first row shown
	list := ui.Rect{X: v.side.X, Y: top, W: v.side.W, H: float64(v.momRows) * v.momStep * s}
	if list.Contains(x, y) {
		v.momScrl = ui.WheelRows(in.Wheel(), v.momScrl, len(v.momBtns), v.momShown)
	}
	v.momScrl = v.momDrag.Rows(v.momDrag.Update(in, list, s), v.momScrl, len(v.momBtns), v.momShown, v.momStep*s)
}

// updateMoments jumps to the marked move clicked, showing there what Hard
// would play.
func (v *Viewer) updateMoments(in ui.Input, click func()) {
	if v.btnMoreMom.Rect.W > 0 && v.btnMoreMom.Update(in) {
		click()
		if v.momScrl += v.momShown; v.momScrl >= len(v.momBtns) {
			v.momScrl = 0
		}
		return
	}
	for i := range v.momBtns {
		if v.momBtns[i].Rect.W > 0 && v.momBtns[i].Update(in) {
			click()
			v.JumpToMoment(i)
			return
		}
	}
}

// JumpToMoment shows marked move i: the position before it, with the
// searcher's choice on the board.
func (v *Viewer) JumpToMoment(i int) {
	m := v.moments[i]
	v.playing = false
	v.Seek(m.Index)
	vd := m.Verdict
	v.verdict, v.probeAt = &vd, m.Index
	v.table.ShowHint(vd.Best, true)
	v.dirty = true
}

// Draw draws the viewer.
func (v *Viewer) Draw(dst *ebiten.Image, env Env) {
	v.layout(env)
	s := env.Scale
	ui.FillRoundRect(dst, v.tableArea, 16*s, ui.ColPanelLo)
	sprites.PauseTextProbe(true) // the table's own text is the table's to size
	v.table.Draw(&v.ctx, dst, v.tableArea)
	sprites.PauseTextProbe(false)
	v.drawTop(dst, env)
	v.drawBar(dst, s)
	v.drawSide(dst, s)
}

func (v *Viewer) drawTop(dst *ebiten.Image, env Env) {
	s := env.Scale
	line, who := v.topLine()
	// On a touch screen the bar grows with its least text (17 units).
	ui.DrawTopBar(dst, env.W, s*max(1, v.minText/17), env.W-170*s, v.game.Name(), line, v.table.Progress(), v.ctx.Seats, who)
	v.btnExit.Draw(dst, s)
}

// topLine is the top bar's line and the seat whose symbol goes with it
// (-1 none): while the table animates, what it shows in its own words (a
// roll's question while its dice tumble), else the action; at rest, or
// for a draw that tells nothing alone (the log tells the whole deal at
// its last draw), the position.
func (v *Viewer) topLine() (string, int) {
	if v.pos > 0 && v.table.Busy() {
		e := v.entries[v.pos-1]
		if line, who := ui.ShownLine(v.table, e.Text, e.Actor); line != "" {
			return line, who
		}
	}
	return v.topText, -1
}

func (v *Viewer) drawBar(dst *ebiten.Image, s float64) {
	ui.Panel(dst, v.bar, s)
	for _, b := range []*ui.Button{&v.btnPrevRound, &v.btnBack, &v.btnPlay, &v.btnStep, &v.btnNextRound} {
		b.Draw(dst, s)
	}
	t := v.timeline
	if t.H > 22*s {
		// A touch screen's timeline is a target as high as a finger
		// needs, drawn as the desktop's strip across its middle.
		t.Y, t.H = t.Y+(t.H-22*s)/2, 22*s
	}
	ui.FillRoundRect(dst, t, t.H/2, ui.ColPanelLo)
	n := float64(max(1, len(v.actions)))
	done := t
	done.W = t.W * float64(v.pos) / n
	if done.W > 0 {
		ui.FillRoundRect(dst, done, t.H/2, ui.Mix(ui.ColAccent, ui.ColPanelLo, 0.45))
	}
	for _, r := range v.rounds[1:] {
		x := t.X + t.W*float64(r)/n
		ui.FillRect(dst, ui.Rect{X: x - 0.75*s, Y: t.Y + 3*s, W: 1.5 * s, H: t.H - 6*s}, ui.ColTextDim)
	}
	for _, m := range v.moments {
		x := t.X + t.W*(float64(m.Index)+0.5)/n
		ui.FillRect(dst, ui.Rect{X: x - 1.5*s, Y: t.Y - 4*s, W: 3 * s, H: t.H + 8*s}, ui.ColDanger)
	}
	x := t.X + t.W*float64(v.pos)/n
	ui.FillRoundRect(dst, ui.Rect{X: x - 5*s, Y: t.Y - 5*s, W: 10 * s, H: t.H + 10*s}, 4*s, ui.ColText)
}

func (v *Viewer) drawSide(dst *ebiten.Image, s float64) {
	side := v.side
	ui.Panel(dst, side, s)
	px := func(size float64) float64 { return max(size, v.minText) * s }
	rowH := max(26, v.minText*1.4)
	y := side.Y + 14*s
	ui.DrawText(dst, "Players", px(16), true, side.X+16*s, y, ui.AlignStart, ui.AlignStart, ui.ColTextDim)
	y += (max(16, v.minText) + 10) * s
	d := v.states[v.pos].CurrentPlayer()
	for p, seat := range v.ctx.Seats {
		row := ui.Rect{X: side.X + 8*s, Y: y - 2*s, W: side.W - 16*s, H: rowH * s}
		if p == d {
			ui.FillRoundRect(dst, row, 7*s, ui.ColPanelHi)
			ui.StrokeRoundRect(dst, row, 7*s, 1.5*s, seat.Color)
		}
		ui.DrawSymbol(dst, seat.Symbol, row.X+16*s, row.Y+row.H/2, 9*s, seat.Color)
		ui.DrawText(dst, ui.Ellipsize(seat.Name, px(16), true, row.W-140*s), px(16), true, row.X+32*s, row.Y+row.H/2, ui.AlignStart, ui.AlignCenter, ui.ColText)
		ui.DrawText(dst, v.rec.Seats[p].Kind, px(13), false, row.X+row.W-52*s, row.Y+row.H/2, ui.AlignEnd, ui.AlignCenter, ui.ColTextDim)
		if p < len(v.scores.Seats) {
			ui.DrawText(dst, v.scores.Seats[p], px(16), true, row.X+row.W-10*s, row.Y+row.H/2, ui.AlignEnd, ui.AlignCenter, ui.ColText)
		}
		y += (rowH + 2) * s
	}
	v.seatSel.Draw(dst, s*max(1, v.minText/18))
	ui.DrawText(dst, "Game log", px(16), true, side.X+16*s, v.log.Rect.Y-(max(16, v.minText)+8)*s, ui.AlignStart, ui.AlignStart, ui.ColTextDim)
	ui.FillRoundRect(dst, v.log.Rect, 8*s, ui.ColPanelLo)
	if len(v.log.Lines) == 0 {
		ui.DrawText(dst, "No moves yet.", px(14), false, v.log.Rect.X+10*s, v.log.Rect.Y+16*s, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
	}
	v.log.Draw(dst, s)

	ui.DrawText(dst, "Analysis", px(16), true, side.X+16*s, v.anaY, ui.AlignStart, ui.AlignStart, ui.ColTextDim)
	line := max(16, v.minText*1.25)
	ty := v.anaY + (max(16, v.minText)+14)*s
	for _, l := range v.verdictLines {
		if ty < v.btnProbe.Rect.Y-6*s {
			ui.DrawText(dst, l, px(13), false, side.X+14*s, ty, ui.AlignStart, ui.AlignCenter, ui.ColWarm)
			ty += line * s
		}
	}
	v.btnProbe.Draw(dst, s)
	v.revSel.Draw(dst, s*max(1, v.minText/18))
	v.btnReview.Draw(dst, s)
	if v.reviewText != "" {
		for i, l := range v.reviewLines {
			ui.DrawText(dst, l, px(13), false, side.X+14*s, v.btnReview.Rect.Y+v.btnReview.Rect.H+max(14, v.minText*0.9)*s+float64(i)*line*s, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
		}
	}
	for i := range v.momBtns {
		if v.momBtns[i].Rect.W > 0 {
			v.momBtns[i].Draw(dst, s)
		}
	}
	if v.btnMoreMom.Rect.W > 0 {
		v.btnMoreMom.Draw(dst, s)
	}
}

// Targets names what a test or the keyboard can reach.
func (v *Viewer) Targets() []ui.Target {
	ts := []ui.Target{v.btnExit.Target()}
	for _, b := range []*ui.Button{&v.btnPrevRound, &v.btnBack, &v.btnPlay, &v.btnStep, &v.btnNextRound, &v.btnProbe, &v.btnReview} {
		if !b.Disabled {
			ts = append(ts, b.Target())
		}
	}
	ts = append(ts, v.seatSel.Targets()...)
	ts = append(ts, v.revSel.Targets()...)
	ts = append(ts, ui.Target{Name: "timeline", Rect: v.timeline})
	for i := range v.momBtns {
		if v.momBtns[i].Rect.W > 0 {
			ts = append(ts, ui.Target{Name: "moment:" + v.momBtns[i].Label, Rect: v.momBtns[i].Rect})
		}
	}
	if v.btnMoreMom.Rect.W > 0 {
		ts = append(ts, v.btnMoreMom.Target())
	}
	return ts
}
