package replay

import (
	"bytes"
	"fmt"
	"image"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	"monstermixer/engine/ai"
	fd "monstermixer/engine/fandango"
	_ "monstermixer/engine/games"
	"monstermixer/engine/history"
	"monstermixer/engine/record"
	_ "monstermixer/scenes/chessmonsters"
	"monstermixer/scenes/ebitentest"
	_ "monstermixer/scenes/factory"
	_ "monstermixer/scenes/fandango"
	_ "monstermixer/scenes/insurance"
	_ "monstermixer/scenes/monstersonboard"
	"monstermixer/scenes/ui"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }

func loadRecord(t *testing.T, id string) *record.Record {
	t.Helper()
	b, err := os.ReadFile("../../engine/history/testdata/" + id + ".mixer")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.Parse(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// open is a viewer of the test record of game id (loadRecord).
func open(t *testing.T, id string) *Viewer {
	t.Helper()
	v, err := New(loadRecord(t, id))
	if err != nil {
		t.Fatal(err)
	}
	return v
}

var env = Env{In: &ui.Script{}, W: 1280, H: 720, Scale: 1, AnimSpeed: 0}

// drawn draws the viewer; with pix it reads the pixels and reports how
// many distinct colours the table area holds (a blank table has one or
// two), else 0.
func drawn(t *testing.T, v *Viewer, img *ebiten.Image, pix *image.RGBA, name string) int {
	img.Clear()
	v.Draw(img, env)
	if pix == nil {
		return 0
	}
	img.ReadPixels(pix.Pix)
	if name != "" {
		ebitentest.Snapshot(img, name)
	}
	r := v.tableArea
	seen := map[[3]uint8]bool{}
	for y := int(r.Y); y < int(r.Y+r.H); y += 3 {
		for x := int(r.X); x < int(r.X+r.W); x += 3 {
			c := pix.RGBAAt(x, y)
			seen[[3]uint8{c.R, c.G, c.B}] = true
		}
	}
	return len(seen)
}

// TestStepsBackAndForth: on every game with a table, the replay steps
// forward to the end and back to the start through the states the record
// replays to (their hashes, checked at each step), and draws the table
// at steps spread over the game.
func TestStepsBackAndForth(t *testing.T) {
	img := ebiten.NewImage(1280, 720)
	defer img.Deallocate()
	pix := image.NewRGBA(image.Rect(0, 0, 1280, 720))
	for _, id := range ui.PlayableGames() {
		t.Run(id, func(t *testing.T) {
			rec := loadRecord(t, id)
			v, err := New(rec)
			if err != nil {
				t.Fatal(err)
			}
			// The hash after each action, replaying the record afresh.
			want := make([]uint64, 0, v.Len()+1)
			st, err := rec.Start()
			if err != nil {
				t.Fatal(err)
			}
			want = append(want, engine.Hash(st))
			for _, text := range rec.Actions {
				a, err := st.ParseAction(text)
				if err == nil {
					err = st.Apply(a)
				}
				if err != nil {
					t.Fatal(err)
				}
				want = append(want, engine.Hash(st))
			}
			v.Update(env)
			// Drawing a step takes a good part of a second under Xvfb's
			// software renderer: about 10 steps each way are drawn.
			look := max(1, v.Len()/10)
			for i := 0; i < v.Len(); i++ {
				if !v.Forward() {
					t.Fatalf("no action %d", i)
				}
				v.table.SkipAnimation()
				if got := engine.Hash(v.State()); got != want[v.Pos()] {
					t.Fatalf("forward to %d: hash %x, want %x", v.Pos(), got, want[v.Pos()])
				}
				if i%look == 0 || i == v.Len()-1 {
					v.Update(env)
					if n := drawn(t, v, img, pix, ""); n < 3 {
						t.Fatalf("step %d: the table drew %d colours", v.Pos(), n)
					}
				}
			}
			if v.Forward() || !v.State().IsTerminal() {
				t.Fatal("the replay goes past the end, or the end is not the game's end")
			}
			v.SetSeat(0)
			drawn(t, v, img, pix, "replay-"+id+"-end")
			for v.Pos() > 0 {
				v.Back()
				if got := engine.Hash(v.State()); got != want[v.Pos()] {
					t.Fatalf("back to %d: hash %x, want %x", v.Pos(), got, want[v.Pos()])
				}
				if v.Pos()%look == 0 {
					v.Update(env)
					drawn(t, v, img, nil, "")
				}
			}
			if len(v.Rounds()) < 2 {
				t.Errorf("%d rounds found", len(v.Rounds()))
			}
			// Jumping to a round's start shows that state.
			r := v.Rounds()[len(v.Rounds())/2]
			v.Seek(r)
			if engine.Hash(v.State()) != want[r] || v.Pos() != r {
				t.Errorf("seek to %d", r)
			}
		})
	}
}

// TestKeysAndPlay drives the viewer like a person: the arrows step, Space
// plays to the end, the timeline jumps.
func TestKeysAndPlay(t *testing.T) {
	v := open(t, "monster-factory")
	in := &ui.Script{}
	e := env
	e.In = in
	tick := func() {
		if v.Update(e) {
			t.Fatal("the viewer asked to leave")
		}
		in.EndTick()
	}
	tick()
	in.Press(ui.CmdNext)
	tick()
	in.Press(ui.CmdNext)
	tick()
	in.Press(ui.CmdPrev)
	tick()
	if v.Pos() != 1 {
		t.Fatalf("after →, →, ←: at %d, want 1", v.Pos())
	}
	// Page Down and Page Up go a round on and back; End and Home to the
	// game's end and start.
	in.Press(ui.CmdPageDown)
	tick()
	if want := v.nextRound(1); v.Pos() != want {
		t.Fatalf("Page Down from 1: at %d, want %d", v.Pos(), want)
	}
	in.Press(ui.CmdPageUp)
	tick()
	if want := v.prevRound(v.nextRound(1)); v.Pos() != want {
		t.Fatalf("Page Up: at %d, want %d", v.Pos(), want)
	}
	in.Press(ui.CmdEnd)
	tick()
	if v.Pos() != v.Len() {
		t.Fatalf("End: at %d, want %d", v.Pos(), v.Len())
	}
	in.Press(ui.CmdHome)
	tick()
	if v.Pos() != 0 {
		t.Fatalf("Home: at %d, want 0", v.Pos())
	}
	in.ClickRect(ui.Rect{X: v.timeline.X + v.timeline.W/2, Y: v.timeline.Y, W: 1, H: v.timeline.H})
	tick()
	if d := v.Pos() - v.Len()/2; d < -1 || d > 1 {
		t.Fatalf("a click in the timeline's middle: at %d of %d", v.Pos(), v.Len())
	}
	// A click next to a round's mark jumps to that round's start.
	r := v.Rounds()[3]
	in.ClickAt(v.timeline.X+v.timeline.W*float64(r)/float64(v.Len())+3, v.timeline.Y+v.timeline.H/2)
	tick()
	if v.Pos() != r {
		t.Fatalf("a click by round 4's mark: at %d, want %d", v.Pos(), r)
	}
	in.Press(ui.CmdConfirm)
	tick()
	for k := 0; k < 10*v.Len() && v.playing; k++ {
		tick()
	}
	if v.Pos() != v.Len() || v.playing {
		t.Fatalf("playing stopped at %d of %d", v.Pos(), v.Len())
	}
	in.Press(ui.CmdCancel)
	if !v.Update(e) {
		t.Error("Esc does not leave the viewer")
	}
}

// TestWhatWouldHardPlay: at a decision, the searcher's choice is shown
// on the board beside the move that was played, the same each time.
func TestWhatWouldHardPlay(t *testing.T) {
	rec := loadRecord(t, "monster-factory")
	v, err := New(rec)
	if err != nil {
		t.Fatal(err)
	}
	for !v.canProbe() {
		v.Forward()
	}
	v.Forward()
	for !v.canProbe() {
		v.Forward()
	}
	at := v.Pos()
	cfg := ai.LevelConfig(ai.Easy, 7)
	cfg.TimeCap = 0
	ask := func() string {
		v.Seek(at)
		v.StartProbe(cfg)
		for v.Thinking() {
			v.Think(thinkSlice)
		}
		v.refreshTexts()
		vd := v.Verdict()
		if vd == nil {
			t.Fatal("no verdict")
		}
		return fmt.Sprintf("%d %d %.3f %s | %s", vd.Best, vd.Played, vd.BestShare, v.verdictText, v.verdictText2)
	}
	a := ask()
	if b := ask(); a != b {
		t.Fatalf("two asks differ:\n%s\n%s", a, b)
	}
	t.Log(a)
	if v.verdictText == "" {
		t.Error("the verdict is not told")
	}
	// Stepping on clears it.
	v.Forward()
	if v.Verdict() != nil {
		t.Error("the verdict stays after a step")
	}
	img := ebiten.NewImage(1280, 720)
	defer img.Deallocate()
	v.Seek(at)
	v.StartProbe(cfg)
	for v.Thinking() {
		v.Think(thinkSlice)
	}
	v.Update(env)
	drawn(t, v, img, image.NewRGBA(image.Rect(0, 0, 1280, 720)), "replay-probe")
}

// TestReviewListsMoments: the whole-game analysis of a random player's
// game lists moves to jump to, and jumping shows the searcher's choice.
func TestReviewListsMoments(t *testing.T) {
	v := open(t, "monster-factory")
	cfg := ai.LevelConfig(ai.Easy, 0)
	cfg.TimeCap = 0
	if err := v.StartReview(1, cfg); err != nil {
		t.Fatal(err)
	}
	for v.Thinking() {
		v.Think(thinkSlice)
	}
	v.Update(env)
	if len(v.Moments()) == 0 || len(v.momBtns) != len(v.Moments()) {
		t.Fatalf("%d moments, %d buttons", len(v.Moments()), len(v.momBtns))
	}
	m := v.Moments()[0]
	in := &ui.Script{}
	e := env
	e.In = in
	in.ClickRect(v.momBtns[0].Rect)
	v.Update(e)
	if v.Pos() != m.Index || v.Verdict() == nil || v.Verdict().Best != m.Best {
		t.Fatalf("jumped to %d (want %d), verdict %v", v.Pos(), m.Index, v.Verdict())
	}
	img := ebiten.NewImage(1280, 720)
	defer img.Deallocate()
	v.Update(env)
	drawn(t, v, img, image.NewRGBA(image.Rect(0, 0, 1280, 720)), "replay-review")
}

// TestIdleFrameAllocatesNothing: a still replay allocates nothing per
// tick (the app's rule for idle frames; drawing is measured with the
// app's in scenes/perf, inside ebiten's loop).
func TestIdleFrameAllocatesNothing(t *testing.T) {
	v := open(t, "monster-factory")
	img := ebiten.NewImage(1280, 720)
	defer img.Deallocate()
	v.Seek(v.Len() / 2)
	for range 3 {
		v.Update(env)
		v.Draw(img, env)
	}
	var n float64
	ebitentest.OnFrame(func() { n = testing.AllocsPerRun(20, func() { v.Update(env) }) })
	if n > 0 {
		t.Errorf("%v allocations per idle tick", n)
	}
}

// TestAnalysisAside: run in a goroutine of its own (a desktop with the
// cores), the probe and the review find what they find in slices, and a
// step away cancels the probe.
func TestAnalysisAside(t *testing.T) {
	rec := loadRecord(t, "monster-factory")
	cfg := ai.LevelConfig(ai.Easy, 7)
	cfg.TimeCap = 0
	run := func(aside bool) (history.Verdict, []history.Moment) {
		v, err := New(rec)
		if err != nil {
			t.Fatal(err)
		}
		v.asideOK = aside
		v.Seek(20)
		probeHere(v, cfg)
		vd := *v.Verdict()
		if err := v.StartReview(2, cfg); err != nil {
			t.Fatal(err)
		}
		// A probe asked while the review runs is answered too.
		v.Forward()
		probeHere(v, cfg)
		if v.Verdict() == nil {
			t.Fatal("the probe asked during the review got no answer")
		}
		return vd, v.Moments()
	}
	va, ma := run(true)
	vs, ms := run(false)
	if va != vs || len(ma) != len(ms) {
		t.Fatalf("aside: %+v, %d moments; in slices: %+v, %d moments", va, len(ma), vs, len(ms))
	}
	for i := range ma {
		if ma[i] != ms[i] {
			t.Errorf("moment %d: %+v aside, %+v in slices", i, ma[i], ms[i])
		}
	}
	// Stepping away cancels a probe running aside.
	v, _ := New(rec)
	v.asideOK = true
	v.Seek(20)
	for !v.canProbe() {
		v.Forward()
	}
	v.StartProbe(ai.LevelConfig(ai.Hard, 1))
	v.Forward()
	if v.Thinking() || v.Verdict() != nil {
		t.Error("the probe goes on after a step")
	}
}

// While a roll's dice tumble, the top line asks the table's question (what
// the roll decides and needs), not the outcome the action's sentence
// tells.
func TestTopLineAsksWhileTheDiceTumble(t *testing.T) {
	v, err := New(loadRecord(t, "monster-fandango"))
	if err != nil {
		t.Fatal(err)
	}
	animated := env
	animated.AnimSpeed = 1
	for v.Pos() < v.Len() {
		st := v.State().(*fd.State)
		if _, need := st.RollNeed(); need == 0 {
			v.Forward()
			v.table.SkipAnimation()
			continue
		}
		v.Forward()
		v.Update(animated)
		line, who := v.topLine()
		if !v.table.Busy() || !strings.Contains(line, "needs") || strings.Contains(line, "rolls") || who != -1 {
			t.Fatalf("at action %d the top line is %q (busy %v), want the roll's question", v.Pos(), line, v.table.Busy())
		}
		return
	}
	t.Fatal("the record has no roll that needs a number")
}

// Chess Monsters counts turns, as its table does ("Turn 17 of 200"): the
// replay's marks are its turns, not rounds of both players, and its
// buttons and position line say so.
func TestChessMonstersReplayCountsTurns(t *testing.T) {
	v, err := New(loadRecord(t, "chess-monsters"))
	if err != nil {
		t.Fatal(err)
	}
	if v.btnNextRound.Label != "Next turn" || v.btnPrevRound.Label != "Turn start" {
		t.Errorf("the buttons say %q and %q", v.btnPrevRound.Label, v.btnNextRound.Label)
	}
	starts := v.Rounds()
	if len(starts) < 3 {
		t.Fatalf("%d turns found", len(starts))
	}
	for _, k := range []int{1, len(starts) / 2, len(starts) - 1} {
		v.Seek(starts[k])
		v.Update(env)
		turn := "Turn " + fmt.Sprint(k+1) + " of "
		if !strings.HasPrefix(v.Table().Progress(), turn) {
			t.Errorf("at the start of mark %d the table says %q, want %q…", k, v.Table().Progress(), turn)
		}
		if want := fmt.Sprintf("turn %d of %d", k+1, len(starts)); !strings.Contains(v.topText, want) {
			t.Errorf("at the start of mark %d the top bar says %q, want %q", k, v.topText, want)
		}
	}
}

// probeHere moves v forward to the first position it may probe, asks
// the probe with cfg and lets it think until it answers.
func probeHere(v *Viewer, cfg ai.Config) {
	for !v.canProbe() {
		v.Forward()
	}
	v.StartProbe(cfg)
	for v.Thinking() {
		v.Think(thinkSlice)
		time.Sleep(time.Millisecond)
	}
}
