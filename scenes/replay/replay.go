// Package replay is the replay viewer: a finished (or any) game record
// shown on the game's own table, read-only. It steps forward and back one
// action, jumps to the start of a round or to any move on its timeline,
// plays on at the animation speed, keeps the log in step, shows the
// secrets as one seat saw them or all of them ("open hands"), and asks
// the computer what it would have played (engine/history: a probe at one
// position, a review of a seat's whole game). It draws and takes input;
// the rules stay in the engine.
package replay

import (
	"fmt"
	"strconv"
	"time"

	"monstermixer/engine"
	"monstermixer/engine/ai"
	"monstermixer/engine/history"
	"monstermixer/engine/record"
	"monstermixer/scenes/session"
	"monstermixer/scenes/ui"
)

// Env is what the viewer reads of the app each tick.
type Env struct {
	In          ui.Input
	W, H, Scale float64
	// AnimSpeed is the settings' animation speed (0: instant).
	AnimSpeed float64
	Sound     ui.Sounds
	// Aside runs the analysis in a goroutine of its own (a native build
	// with the cores for it); without it, the analysis runs in slices of
	// the ticks (the browser, and tests driven tick by tick).
	Aside bool
	// Far, when not nil, runs the analysis's searches outside the app
	// (the browser's Web Worker) where Aside is off.
	Far history.Far
	// MinTarget and MinText are the least target and text sizes of a
	// touch screen in layout units (0 on a desktop: the viewer keeps its
	// desktop layout).
	MinTarget, MinText float64
}

// Viewer shows a record move by move on the game's table.
type Viewer struct {
	rec     *record.Record
	game    engine.Game
	states  []engine.State // states[i]: after i actions (true states)
	actions []engine.Action
	entries []session.Entry
	rounds  []int  // action indexes where a round starts
	unit    string // what a round is called: "round", or "turn" in a game counted in turns
	pos     int

	table ui.Table
	ctx   ui.Context
	// seat is whose secrets the table shows: a seat as it saw the game,
	// or openHands for all of them.
	seat    int
	seatSel ui.Choice

	playing bool
	waited  int // ticks since the table went still while playing

	log     ui.ScrollList
	logPos  int // the position the log shows, -1 when it must be redone
	logHeld bool

	probe   *history.Probe
	probeAt int
	verdict *history.Verdict
	review  *history.Review
	// reviewing is set while the review runs; bg runs the probe or the
	// review aside (Env.Aside), or is nil.
	reviewing bool
	bg        *aside
	asideOK   bool
	far       history.Far // Env.Far
	revSeat   int
	revSel    ui.Choice
	moments   []history.Moment
	momScrl   int
	momDrag   ui.DragScroll // a drag of the moments scrolls them
	momBtns   []ui.Button
	momCount  int // how many moments the buttons were made for
	// momRows is how many moments the side panel lists at once, momStep
	// a row's height in layout units; minText is the least text size
	// (layout units) of the screen, 0 on a desktop.
	momRows          int
	momStep, minText float64
	// momShown is how many moments show at once; on a touch screen with
	// more than fit, btnMoreMom takes the last row and turns to the next
	// ones (there is no wheel).
	momShown   int
	btnMoreMom ui.Button

	btnBack, btnStep, btnPlay, btnPrevRound, btnNextRound, btnExit ui.Button
	btnProbe, btnReview                                            ui.Button
	tableArea, side, bar, timeline                                 ui.Rect
	anaY                                                           float64 // where the analysis starts

	// texts that change only when the position does
	posText, topText, verdictText, verdictText2, reviewText string
	// reviewLines is reviewText wrapped to the side panel (reviewWrapped
	// at reviewScale), so that it is read whole.
	reviewLines   []string
	reviewWrapped string
	reviewScale   float64
	scores        ui.PanelScores // in step with the table
	dirty         bool
	// probeable caches canProbe for position at-1 (at 0: not known).
	probeable struct {
		at int
		ok bool
	}
	// verdictLines are the verdict's texts wrapped to the side panel,
	// for the scale they were wrapped at.
	verdictLines []string
	wrapScale    float64
}

// openHands is the seat value that shows every secret.
const openHands = -1

// New makes the viewer of rec, on its game's table. It fails when the
// game has no table in this version or the record does not replay. A
// record of an earlier version is upgraded first (record.Upgrade).
func New(rec *record.Record) (*Viewer, error) {
	rec.Upgrade()
	g, err := engine.Lookup(rec.Game)
	if err != nil {
		return nil, fmt.Errorf("this version does not know the game %s", record.Excerpt(rec.Game))
	}
	t, ok := ui.NewTable(rec.Game)
	if !ok {
		return nil, fmt.Errorf("%s has no table in this version", g.Name())
	}
	sess, err := session.Load(rec)
	if err != nil {
		return nil, err
	}
	v := &Viewer{rec: rec, game: g, table: t, entries: sess.Entries, seat: openHands, logPos: -1, dirty: true}
	st, err := rec.Start()
	if err != nil {
		return nil, err
	}
	v.states = append(v.states, st.Clone())
	for _, text := range rec.Actions {
		a, err := st.ParseAction(text)
		if err != nil {
			return nil, err
		}
		if err := st.Apply(a); err != nil {
			return nil, err
		}
		v.actions = append(v.actions, a)
		v.states = append(v.states, st.Clone())
	}
	v.rounds, v.unit = roundStarts(v.states)
	for i, s := range rec.Seats {
		c, sym := ui.Look(s.LookIndex(i))
		v.ctx.Seats = append(v.ctx.Seats, ui.Seat{Name: s.Name, Color: c, Symbol: sym, Human: s.Kind == session.KindHuman})
		v.log.Palette = append(v.log.Palette, ui.Mix(c, ui.ColText, 0.2))
	}
	v.ctx.AnimSpeed = 1
	v.ctx.Scale = 1
	v.seatSel = ui.Choice{Name: "view", Choices: []string{"Open hands"}, Wrap: true}
	v.revSel = ui.Choice{Name: "review", Wrap: true}
	for _, s := range rec.Seats {
		v.seatSel.Choices = append(v.seatSel.Choices, "As "+s.Name+" saw it")
		v.revSel.Choices = append(v.revSel.Choices, engine.Possessive(s.Name)+" moves")
	}
	v.revSeat = v.firstHuman()
	v.revSel.Index = v.revSeat
	v.log.Wrap, v.log.Follow, v.log.Size = true, true, 14
	v.btnExit = ui.Button{Label: "Back", Shortcut: "Esc"}
	v.btnPrevRound = ui.Button{Label: engine.Capital(v.unit) + " start"}
	v.btnBack = ui.Button{Label: "Back one", Shortcut: "←"}
	v.btnPlay = ui.Button{Label: "Play", Shortcut: "Space", Primary: true}
	v.btnStep = ui.Button{Label: "Step", Shortcut: "→"}
	v.btnNextRound = ui.Button{Label: "Next " + v.unit}
	v.btnProbe = ui.Button{Label: "What would Hard play?", Shortcut: "H"}
	v.btnReview = ui.Button{Label: "Analyse the whole game"}
	v.table.Reset(&v.ctx, v.view(0))
	return v, nil
}

// firstHuman is the first person's seat (0 if all are computers).
func (v *Viewer) firstHuman() int {
	for i, s := range v.rec.Seats {
		if s.Kind == session.KindHuman {
			return i
		}
	}
	return 0
}

// Len is the number of actions in the record.
func (v *Viewer) Len() int { return len(v.actions) }

// Pos is how many actions are played on the table now.
func (v *Viewer) Pos() int { return v.pos }

// State is the true state at the position shown.
func (v *Viewer) State() engine.State { return v.states[v.pos] }

// Rounds lists the action indexes where rounds start.
func (v *Viewer) Rounds() []int { return v.rounds }

// Moments are the moves the whole-game analysis marked.
func (v *Viewer) Moments() []history.Moment { return v.moments }

// Verdict is the answer of "What would Hard play?" at the position
// shown, or nil.
func (v *Viewer) Verdict() *history.Verdict { return v.verdict }

// Table is the game's table the viewer draws on.
func (v *Viewer) Table() ui.Table { return v.table }

// Game is the record's game.
func (v *Viewer) Game() engine.Game { return v.game }

// roundStarts finds where each round starts, and what the game calls
// one: where the game's own round number (a state with Round() int)
// changes; in a game counted in turns (a state with TurnsPlayed() int,
// Chess Monsters), where a turn starts, as the table counts them; else
// where the first seat to decide decides again after the others (chance
// outcomes just before it belong to its round).
func roundStarts(states []engine.State) ([]int, string) {
	type rounder interface{ Round() int }
	type turnCounter interface{ TurnsPlayed() int }
	switch states[0].(type) {
	case rounder:
		return countStarts(states, func(st engine.State) int { return st.(rounder).Round() }, false), "round"
	case turnCounter:
		// The turn that the game's last action ends starts no other.
		return countStarts(states, func(st engine.State) int { return st.(turnCounter).TurnsPlayed() }, true), "turn"
	}
	return playerRounds(states), "round"
}

// countStarts lists the positions where count changes, from 0; skipLast
// leaves out a change made by the last action.
func countStarts(states []engine.State, count func(engine.State) int, skipLast bool) []int {
	starts := []int{0}
	last := count(states[0])
	for i := 1; i < len(states); i++ {
		if r := count(states[i]); r != last && !(skipLast && i == len(states)-1) {
			last = r
			starts = append(starts, i)
		}
	}
	return starts
}

// playerRounds lists the positions where the first seat to decide decides
// again after the others, from 0.
func playerRounds(states []engine.State) []int {
	starts := []int{0}
	first, prev := -1, -1
	for i, st := range states[:len(states)-1] {
		d := st.CurrentPlayer()
		if d < 0 {
			continue
		}
		if first < 0 {
			first = d
		} else if d == first && prev != first {
			at := i
			for at > 0 && states[at-1].CurrentPlayer() == engine.Chance && at-1 > starts[len(starts)-1] {
				at--
			}
			starts = append(starts, at)
		}
		prev = d
	}
	return starts
}

// roundOf is the round (from 1) that position i is in.
func (v *Viewer) roundOf(i int) int {
	r := 0
	for k, s := range v.rounds {
		if s <= i {
			r = k + 1
		}
	}
	return r
}

// viewer is the seat whose eyes the table has at position i: the chosen
// seat, or with open hands the seat deciding there (else the one that
// decided last).
func (v *Viewer) viewer(i int) int {
	if v.seat != openHands {
		return v.seat
	}
	for k := i; k >= 0; k-- {
		if d := v.states[k].CurrentPlayer(); d >= 0 {
			return d
		}
	}
	return 0
}

// view is the state at position i as the table shows it.
func (v *Viewer) view(i int) engine.State {
	v.ctx.Viewer = v.viewer(i)
	if v.seat == openHands {
		return v.states[i].Clone()
	}
	return v.states[i].ViewFor(v.seat)
}

// Seek shows position i at once (no animation).
func (v *Viewer) Seek(i int) {
	i = max(0, min(len(v.actions), i))
	v.stopAnalysis()
	v.pos = i
	v.table.Reset(&v.ctx, v.view(i))
	v.logPos, v.dirty = -1, true
}

// Forward plays the next action on the table, animated; it reports
// whether there was one.
func (v *Viewer) Forward() bool {
	if v.pos >= len(v.actions) {
		return false
	}
	v.stopAnalysis()
	i := v.pos
	// The table is shown afresh from the eyes of this step (open hands
	// follow the seat that decides), then the action is animated.
	before := v.view(i)
	v.table.Reset(&v.ctx, before)
	after := v.states[i+1].Clone()
	if v.seat != openHands {
		after = v.states[i+1].ViewFor(v.seat)
	}
	v.table.Animate(&v.ctx, before, v.actions[i], after)
	v.pos = i + 1
	v.dirty = true
	return true
}

// Back steps back one action.
func (v *Viewer) Back() {
	if v.pos > 0 {
		v.Seek(v.pos - 1)
	}
}

// prevRound is the start of the round before position i's (or of its
// own round when i is past its start).
func (v *Viewer) prevRound(i int) int {
	at := 0
	for _, s := range v.rounds {
		if s < i {
			at = s
		}
	}
	return at
}

// nextRound is the start of the next round after i (the end when none).
func (v *Viewer) nextRound(i int) int {
	for _, s := range v.rounds {
		if s > i {
			return s
		}
	}
	return len(v.actions)
}

// SetSeat shows the secrets as seat saw them (-1: all of them).
func (v *Viewer) SetSeat(seat int) {
	v.seat = seat
	v.seatSel.Index = seat + 1
	v.Seek(v.pos)
}

// stopAnalysis cancels the probe at the position left and clears its
// suggestion from the table.
func (v *Viewer) stopAnalysis() {
	if v.probe != nil {
		if v.bg != nil && !v.reviewing {
			v.bg.cancel()
			v.bg = nil
		} else {
			v.probe.Cancel()
		}
		v.probe = nil
	}
	if v.verdict != nil {
		v.verdict = nil
		v.table.ShowHint(0, false)
	}
	v.dirty = true
}

// canProbe reports whether a seat decides at the position shown, with a
// choice to make.
func (v *Viewer) canProbe() bool {
	if v.probeable.at != v.pos+1 {
		ok := false
		if v.pos < len(v.actions) {
			st := v.states[v.pos]
			ok = st.CurrentPlayer() >= 0 && len(engine.Legal(st)) > 1
		}
		v.probeable.at, v.probeable.ok = v.pos+1, ok
	}
	return v.probeable.ok
}

// ProbeConfig is the search "What would Hard play?" runs at action index
// i of rec: the Hard level, seeded by the position.
func ProbeConfig(rec *record.Record, i int) ai.Config {
	return ai.LevelConfig(ai.Hard, history.ProbeSeed(rec, i))
}

// StartProbe asks the searcher what it would play at the position shown.
func (v *Viewer) StartProbe(cfg ai.Config) {
	if !v.canProbe() {
		return
	}
	v.stopAnalysis()
	v.playing = false
	v.probeAt = v.pos
	if v.asideOK {
		v.probe = history.NewProbe(v.states[v.pos], v.actions[v.pos], cfg)
	} else {
		v.probe = history.NewProbeFar(v.rec.Setup(), v.states[v.pos], v.actions[v.pos], cfg, v.far)
	}
	if v.asideOK && v.bg == nil {
		v.bg = runAside(v.probe.Step, nil)
	}
}

// StartReview analyses every move of seat with the searcher.
func (v *Viewer) StartReview(seat int, cfg ai.Config) error {
	v.stopAnalysis()
	v.stopReview()
	r, err := history.NewReview(v.rec, seat, cfg)
	if err != nil {
		return err
	}
	v.review, v.revSeat, v.moments, v.momScrl, v.reviewing = r, seat, nil, 0, true
	if v.asideOK {
		v.bg = runAside(r.Step, r.Reviewed)
	} else {
		r.SearchFar(v.far)
	}
	v.revSel.Index = seat
	v.dirty = true
	return nil
}

// reviewConfig is the search the whole-game analysis runs at each move:
// Hard's budget, with a shorter time cap so that a long game is done in
// a minute or two.
func reviewConfig() ai.Config {
	c := ai.LevelConfig(ai.Hard, 0)
	c.TimeCap = 400 * time.Millisecond
	return c
}

// stopReview cancels the whole-game analysis running (its moments so far
// stay listed when it ran in slices).
func (v *Viewer) stopReview() {
	if !v.reviewing {
		return
	}
	if v.bg != nil {
		v.bg.cancel()
		v.bg = nil
	} else {
		v.review.Cancel()
	}
	v.review, v.reviewing = nil, false
	v.dirty = true
}

// Think runs the analysis for about d: the probe, then the review. An
// analysis running aside (Env.Aside) is only looked at: done or not.
func (v *Viewer) Think(d time.Duration) {
	probeAside := v.bg != nil && !v.reviewing
	if v.bg != nil && v.bg.over() {
		v.bg = nil
		if v.reviewing {
			v.moments = v.review.Moments()
			v.reviewing = false
			v.dirty = true
		}
	}
	if v.probe != nil {
		switch {
		case probeAside && v.bg != nil:
			// still searching aside
		case v.probe.Done() || v.probe.Step(d):
			vd := v.probe.Verdict()
			v.verdict = &vd
			v.probe = nil
			v.table.ShowHint(vd.Best, true)
			v.dirty = true
		}
		return
	}
	if !v.reviewing {
		return
	}
	v.dirty = true // the review's progress
	if v.bg == nil {
		v.review.Step(d)
		v.moments = v.review.Moments()
		v.reviewing = !v.review.Done()
	}
}

// Thinking reports whether an analysis is running.
func (v *Viewer) Thinking() bool { return v.probe != nil || v.reviewing }

// describe says action a at position i in a sentence with the players'
// names, as the log would.
func (v *Viewer) describe(i int, a engine.Action) string {
	s := &session.Session{Game: v.game, Record: v.rec, State: v.states[i]}
	return s.Describe(a)
}

// pct writes a share as a whole percentage.
func pct(x float64) string { return strconv.Itoa(int(x*100+0.5)) + "%" }

// refreshTexts redoes the texts that change with the position.
func (v *Viewer) refreshTexts() {
	if !v.dirty && v.wrapScale == v.ctx.Scale {
		return
	}
	v.dirty, v.wrapScale = false, v.ctx.Scale
	n := len(v.actions)
	v.posText = fmt.Sprintf("%d of %d actions played", v.pos, n)
	if len(v.rounds) > 1 {
		v.posText += fmt.Sprintf(" · %s %d of %d", v.unit, v.roundOf(v.pos), len(v.rounds))
	}
	if v.pos == n && v.states[n].IsTerminal() {
		v.posText += " · game over"
	}
	v.topText = "Replay · " + v.posText
	shown := v.states[v.pos]
	if v.seat != openHands {
		shown = shown.ViewFor(v.seat)
	}
	v.scores.Changed(shown)
	v.verdictText, v.verdictText2 = "", ""
	switch {
	case v.probe != nil:
		v.verdictText = "Hard is thinking about " + engine.Possessive(v.rec.Seats[v.states[v.pos].CurrentPlayer()].Name) + " move…"
	case v.verdict != nil:
		vd := v.verdict
		if vd.Same() {
			v.verdictText = "Hard would play the same (chosen in " + pct(vd.BestShare) + " of its search): "
			v.verdictText2 = v.describe(v.probeAt, vd.Best)
		} else {
			v.verdictText = "Played (" + pct(vd.PlayedShare) + " of the search): " + v.describe(v.probeAt, vd.Played)
			v.verdictText2 = "Hard would play (" + pct(vd.BestShare) + "), shown on the board: " + v.describe(v.probeAt, vd.Best)
		}
	case v.canProbe():
		v.verdictText = "Next: " + v.entries[v.pos].Text
	case v.pos == n:
		v.verdictText = "The end. Step back to a move to ask what Hard would have played."
	case v.states[v.pos].CurrentPlayer() == engine.Chance && v.entries[v.pos].Text == "":
		v.verdictText = "Chance decides here." // a draw that tells nothing alone (the log tells the deal at its last draw)
	case v.states[v.pos].CurrentPlayer() == engine.Chance:
		v.verdictText = "Chance decides here: " + v.entries[v.pos].Text
	default:
		v.verdictText = "Only one move here: " + v.entries[v.pos].Text
	}
	v.verdictLines = v.verdictLines[:0]
	for _, text := range []string{v.verdictText, v.verdictText2} {
		if text != "" {
			v.verdictLines = append(v.verdictLines, ui.Wrap(text, max(13, v.minText)*v.ctx.Scale, false, v.side.W-28*v.ctx.Scale)...)
		}
	}
	v.reviewText = ""
	if v.review != nil {
		name := v.rec.Seats[v.revSeat].Name
		switch {
		case v.reviewing:
			done := 0
			if v.bg != nil {
				done = int(v.bg.reviewed.Load())
			} else {
				done = v.review.Reviewed()
			}
			v.reviewText = fmt.Sprintf("Analysing %s moves: %d of %d…", engine.Possessive(name), done, v.review.Decisions())
		case len(v.moments) == 0:
			v.reviewText = fmt.Sprintf("Hard liked all of %s %d moves about as much as its own.", engine.Possessive(name), v.review.Reviewed())
		default:
			v.reviewText = fmt.Sprintf("Hard liked %d of %s %d moves much less:", len(v.moments), engine.Possessive(name), v.review.Reviewed())
		}
	}
	if len(v.moments) != v.momCount {
		v.momCount = len(v.moments)
		v.momBtns = v.momBtns[:0]
		for _, m := range v.moments {
			label := fmt.Sprintf("Action %d (round %d): %s", m.Index+1, v.roundOf(m.Index), v.describe(m.Index, m.Played))
			v.momBtns = append(v.momBtns, ui.Button{Label: label})
		}
	}
}

// syncLog shows the entries up to the position; what the latest action
// caused waits until the table has played it out.
func (v *Viewer) syncLog() {
	hold := v.table.Busy()
	if v.logPos == v.pos && v.logHeld == hold {
		return
	}
	v.logPos, v.logHeld = v.pos, hold
	lines := v.log.Lines[:0]
	for i, e := range v.entries[:v.pos] {
		if e.Text != "" {
			lines = append(lines, v.marked(e.Line, e.Text))
		}
		if hold && i == v.pos-1 {
			break
		}
		for j, fx := range e.Effects {
			lines = append(lines, "→ "+v.marked(e.EffectLine(j), fx))
		}
	}
	v.log.SetLines(lines)
	v.log.Follow = true
}

// marked renders a sentence with each seat's name marked for its colour.
func (v *Viewer) marked(l engine.Line, text string) string {
	return ui.Marked(l, text, v.ctx.Seats)
}
