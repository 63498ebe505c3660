//go:build !js

// Automated runs, for tests and measurements on the desktop (automation_js.go
// has the browser's stand-in).

package scenes

import (
	"bufio"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"runtime/metrics"
	"sort"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	"monstermixer/engine/record"
	"monstermixer/scenes/learn"
	"monstermixer/scenes/session"
)

type frameSample struct {
	update, draw time.Duration
	alloc        uint64
}

type autoRun struct {
	a          *App
	err        error
	done       bool
	startupOut bool
	lastUpdate time.Duration
	samples    []frameSample
	metric     []metrics.Sample
	lastAlloc  uint64
	overFrames int
	shotFrames int    // frames drawn since the ShotAt action was played
	handoff    string // the last hand-off moment saved (HandoffShots)
	handoffs   int    // hand-off shots saved
}

func newAutoRun(a *App) *autoRun {
	r := &autoRun{a: a}
	if a.Auto.FrameTimes != "" || a.Auto.IdleFrames > 0 {
		r.metric = []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
		r.samples = make([]frameSample, 0, 1<<14)
	}
	return r
}

// firstScene is the demo game's table, or nil for the title.
func (r *autoRun) firstScene() Scene {
	au := r.a.Auto
	if au.Learn != "" {
		return r.lessonScene()
	}
	if au.Demo == "" {
		return nil
	}
	g, err := engine.Lookup(au.Demo)
	if err != nil {
		r.err = err
		return &errorScene{err: err}
	}
	n := au.Players
	if n == 0 {
		n = g.MinPlayers()
	}
	seats := make([]record.Seat, n)
	for i := range seats {
		seats[i] = record.Seat{Name: computerNames[i%len(computerNames)], Kind: session.KindEasy}
	}
	if au.IdleFrames > 0 {
		// The first seat is a person, so that the table comes to rest
		// waiting for them.
		seats[0] = record.Seat{Name: "You", Kind: session.KindHuman}
	}
	seed := au.Seed
	if !au.SeedSet {
		seed = uint64(time.Now().UnixNano())
	}
	sess, err := session.New(g.ID(), engine.Setup{Players: n}, seats, seed)
	if err != nil {
		r.err = err
		return &errorScene{err: err}
	}
	f, err := NewFrame(r.a, sess)
	if err != nil {
		r.err = err
		return &errorScene{err: err}
	}
	return f
}

func (r *autoRun) finished() bool { return r.done || r.err != nil }

func (r *autoRun) updateDone(d time.Duration) { r.lastUpdate = d }

func (r *autoRun) drawn(screen *ebiten.Image, d time.Duration) {
	a := r.a
	sc := a.Scene()
	interactive := a.next == nil && sc != nil && sc.Name() != "error"
	if a.Auto.Startup && !r.startupOut && interactive {
		r.startupOut = true
		fmt.Printf("startup: %.1f ms to the first interactive frame (%s)\n", float64(time.Since(a.Auto.Start).Microseconds())/1000, sc.Name())
	}
	if r.metric != nil {
		metrics.Read(r.metric)
		v := r.metric[0].Value.Uint64()
		if r.lastAlloc != 0 && (a.Auto.IdleFrames == 0 || r.idle(sc)) {
			r.samples = append(r.samples, frameSample{update: r.lastUpdate, draw: d, alloc: v - r.lastAlloc})
		}
		r.lastAlloc = v
	}
	if a.Auto.HandoffShots != "" && interactive {
		r.handoffShot(sc, screen)
	}
	if (a.Auto.Demo == "" && a.Auto.Learn == "") || !interactive {
		return
	}
	if a.Auto.IdleFrames > 0 {
		if len(r.samples) >= a.Auto.IdleFrames {
			r.finish(screen)
		}
		return
	}
	if a.Auto.ShotAt > 0 {
		if f, ok := sc.(*Frame); ok && len(f.sess.Entries) >= a.Auto.ShotAt && !f.table.Busy() {
			// Two frames after the move, once the table shows it.
			if r.shotFrames++; r.shotFrames >= 2 {
				r.finish(screen)
			}
		}
		if sc.Name() != "gameover" {
			return
		}
	}
	if sc.Name() != "gameover" {
		return
	}
	r.overFrames++
	if r.overFrames < 2 || r.done {
		return
	}
	r.finish(screen)
}

// handoffShot saves the screen when the scene changed or the table's
// hand-off state did: a curtain came, or the table turned to another
// seat's view.
func (r *autoRun) handoffShot(sc Scene, screen *ebiten.Image) {
	moment := sc.Name()
	if f, ok := sc.(*Frame); ok {
		who := "neutral"
		if f.shown >= 0 {
			who = f.ctx.Seats[f.shown].Name
		}
		moment = f.Name() + "-" + who
		if f.curtain >= 0 {
			moment = "curtain-" + f.ctx.Seats[f.curtain].Name
		}
	}
	if moment == r.handoff {
		return
	}
	r.handoff = moment
	r.handoffs++
	path := filepath.Join(r.a.Auto.HandoffShots, fmt.Sprintf("%03d-%s.png", r.handoffs, moment))
	if err := saveScreenshot(screen, path); err != nil {
		r.err = err
	}
}

// idle reports whether the scene is a table at rest waiting for a person:
// nothing moving, no computer thinking (the fair steady state).
func (r *autoRun) idle(sc Scene) bool {
	f, ok := sc.(*Frame)
	if !ok || f.curtain >= 0 || f.menu || f.thinker != nil || f.hint != nil || f.table.Busy() {
		return false
	}
	st := f.sess.State
	d := st.CurrentPlayer()
	return !st.IsTerminal() && d >= 0 && f.sess.IsHuman(d)
}

// finish saves the screenshot and frame times asked for and ends the run.
func (r *autoRun) finish(screen *ebiten.Image) {
	a := r.a
	if r.done {
		return
	}
	if a.Auto.Screenshot != "" {
		if err := saveScreenshot(screen, a.Auto.Screenshot); err != nil {
			r.err = err
			return
		}
	}
	if a.Auto.FrameTimes != "" || a.Auto.IdleFrames > 0 {
		if err := r.writeFrameTimes(); err != nil {
			r.err = err
			return
		}
	}
	r.done = a.Auto.Screenshot != "" || a.Auto.FrameTimes != "" || a.Auto.IdleFrames > 0
}

func saveScreenshot(screen *ebiten.Image, path string) error {
	b := screen.Bounds()
	img := image.NewRGBA(b)
	screen.ReadPixels(img.Pix)
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func (r *autoRun) writeFrameTimes() error {
	path := r.a.Auto.FrameTimes
	if path == "" {
		path = os.DevNull
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	fmt.Fprintln(w, "# frame update_us draw_us total_us heap_alloc_bytes")
	totals := make([]float64, len(r.samples))
	var allocSum uint64
	for i, s := range r.samples {
		t := s.update + s.draw
		totals[i] = float64(t.Microseconds())
		allocSum += s.alloc
		fmt.Fprintf(w, "%d %d %d %d %d\n", i, s.update.Microseconds(), s.draw.Microseconds(), t.Microseconds(), s.alloc)
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if n := len(totals); n > 0 {
		sort.Float64s(totals)
		what := "frames"
		if r.a.Auto.IdleFrames > 0 {
			what = "idle frames"
		}
		fmt.Printf("%s: %d  update+draw p50 %.0f us  p99 %.0f us  max %.0f us  heap alloc %.0f bytes/frame\n",
			what, n, totals[n/2], totals[n*99/100], totals[n-1], float64(allocSum)/float64(n))
	}
	return nil
}

// lessonScene is the table of the lesson named by -learn.
func (r *autoRun) lessonScene() Scene {
	l, ok := learn.Lookup(r.a.Auto.Learn)
	if !ok {
		r.err = fmt.Errorf("no lesson %q", r.a.Auto.Learn)
		return &errorScene{err: r.err}
	}
	f, err := StartLesson(r.a, l)
	if err != nil {
		r.err = err
		return &errorScene{err: err}
	}
	return f
}
