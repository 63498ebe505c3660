package scenes

import (
	"image"
	"image/color"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	"monstermixer/scenes/ebitentest"
	"monstermixer/scenes/internal/fakegame"
	"monstermixer/scenes/session"
	"monstermixer/scenes/storage"
	"monstermixer/scenes/tabletest"
	"monstermixer/scenes/ui"
)

// TestMain runs the tests inside ebiten's loop (its own tests do the
// same), so that images can be drawn and read.
func TestMain(m *testing.M) {
	ui.RegisterTable(enginetest.HighCard.ID(), func() ui.Table { return &fakeTable{} })
	ui.RegisterTable(fakegame.ID, func() ui.Table { return &fakeTable{} })
	ebitentest.Main(m)
}

// tableInk is the colour the fake table paints its area with, so tests
// can tell whether anything of the table reached the screen.
var tableInk = color.RGBA{0xff, 0x00, 0xff, 0xff}

// fakeTable is a minimal ui.Table for High Card: it paints its area
// magenta, keeps on a click in its right half and swaps on the left half.
type fakeTable struct {
	anim   int    // ticks an animation lasts (0: instant)
	busy   int    // ticks left of the running animation
	got    []seen // every state it was shown, with the viewer then
	hints  int
	last   ui.Rect
	viewer int
	// spot, when above 0, makes the two targets squares this many layout
	// units wide in the middle of each half (a board's small spots);
	// scale is the context's at the last Update or Draw.
	spot  float64
	scale float64
	// apart puts the two spots at the area's far left and right edges,
	// as two kinds of choice ("spot:swap" and "cell:keep").
	apart bool
	ts    [2]ui.Target // the targets, kept (an idle frame allocates nothing)
}

type seen struct {
	state  engine.State
	viewer int
}

func (f *fakeTable) Reset(ctx *ui.Context, view engine.State) {
	f.viewer = ctx.Viewer
	f.got = append(f.got, seen{view, ctx.Viewer})
}
func (f *fakeTable) Animate(ctx *ui.Context, before engine.State, a engine.Action, after engine.State) {
	f.got = append(f.got, seen{before, ctx.Viewer}, seen{after, ctx.Viewer})
	f.busy = f.anim
}
func (f *fakeTable) Busy() bool     { return f.busy > 0 }
func (f *fakeTable) SkipAnimation() { f.busy = 0 }
func (f *fakeTable) Update(ctx *ui.Context, in ui.Input, area ui.Rect, myTurn bool) (engine.Action, bool) {
	f.last, f.scale = area, ctx.Scale
	if f.busy > 0 {
		f.busy--
	}
	x, y := in.Cursor()
	if !myTurn || !in.Clicked() || !area.Contains(x, y) {
		return 0, false
	}
	if x > area.X+area.W/2 {
		return enginetest.Keep, true
	}
	return enginetest.Swap, true
}
func (f *fakeTable) Draw(ctx *ui.Context, dst *ebiten.Image, area ui.Rect) {
	f.last, f.scale = area, ctx.Scale
	ui.FillRect(dst, area.Inset(20*ctx.Scale), tableInk)
}
func (f *fakeTable) ShowHint(a engine.Action, ok bool) {
	if ok {
		f.hints++
	}
}
func (f *fakeTable) Progress() string { return "Cards: 6" }

// The rest of the contract: the fake table refuses nothing, shows no
// tooltip, tells no status and has no guide.
func (f *fakeTable) Refused() string                            { return "" }
func (f *fakeTable) Selection() string                          { return "" }
func (f *fakeTable) Tip() (text []string, box ui.Rect, ok bool) { return nil, ui.Rect{}, false }
func (f *fakeTable) Status() string                             { return "" }
func (f *fakeTable) Guide() []string                            { return nil }
func (f *fakeTable) Controls() []string                         { return []string{"Click keep or swap."} }
func (f *fakeTable) Targets() []ui.Target {
	l, r := f.last, f.last
	l.W /= 2
	r.W /= 2
	r.X += r.W
	if f.spot > 0 {
		d := f.spot * f.scale
		l = ui.Rect{X: l.X + (l.W-d)/2, Y: l.Y + (l.H-d)/2, W: d, H: d}
		r = ui.Rect{X: r.X + (r.W-d)/2, Y: r.Y + (r.H-d)/2, W: d, H: d}
	}
	if f.apart {
		d, a := f.spot*f.scale, f.last
		l = ui.Rect{X: a.X + d, Y: a.Y + (a.H-d)/2, W: d, H: d}
		r = ui.Rect{X: a.X + a.W - 2*d, Y: l.Y, W: d, H: d}
		f.ts = [2]ui.Target{{Name: "spot:swap", Rect: l}, {Name: "cell:keep", Rect: r}}
		return f.ts[:]
	}
	f.ts = [2]ui.Target{{Name: "spot:swap", Rect: l}, {Name: "spot:keep", Rect: r}}
	return f.ts[:]
}

// newTestApp makes an app with scripted input, a memory store and
// instant animations.
func newTestApp(t testing.TB, st storage.Store) (*App, *ui.Script) {
	t.Helper()
	if st == nil {
		st = storage.NewMemory()
	}
	in := &ui.Script{}
	a := NewApp(Config{Input: in, Store: st})
	a.Settings.AnimSpeed = "instant"
	a.SetSize(LayoutW, LayoutH)
	return a, in
}

// tick runs n ticks.
func tick(t testing.TB, a *App, in *ui.Script, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		if err := a.Tick(); err != nil {
			t.Fatalf("tick: %v", err)
		}
		in.EndTick()
	}
}

// settle ticks until the fade is over.
func settle(t testing.TB, a *App, in *ui.Script) { tick(t, a, in, fadeTicks+1) }

// target finds a published target by name.
func target(t *testing.T, a *App, name string) ui.Rect {
	t.Helper()
	for _, tg := range a.Targets() {
		if tg.Name == name {
			return tg.Rect
		}
	}
	var names []string
	for _, tg := range a.Targets() {
		names = append(names, tg.Name)
	}
	t.Fatalf("no target %q on %s; targets: %v", name, a.Scene().Name(), names)
	return ui.Rect{}
}

// click clicks a named target and runs one tick.
func click(t *testing.T, a *App, in *ui.Script, name string) {
	t.Helper()
	in.ClickRect(target(t, a, name))
	tick(t, a, in, 1)
}

// render draws the app into a new image and, when MIXER_SHOTS names a
// folder, saves it there as NAME.png for a person to look at.
func render(t *testing.T, a *App, name string) *image.RGBA {
	t.Helper()
	img := ebiten.NewImage(int(a.W), int(a.H))
	defer img.Deallocate()
	a.Draw(img)
	return ebitentest.Snapshot(img, name)
}

// count counts pixels of colour c in r (nil: the whole image).
func count(img *image.RGBA, c color.RGBA, r *ui.Rect) int {
	if r == nil {
		return tabletest.Count(img, c, tabletest.Whole(img))
	}
	return tabletest.Count(img, c, *r)
}

// clickTo clicks the button named label, lets the fade settle and returns
// the scene it led to, failing the test unless that is an S.
func clickTo[S Scene](t *testing.T, a *App, in *ui.Script, label string) S {
	t.Helper()
	click(t, a, in, "button:"+label)
	settle(t, a, in)
	s, ok := a.Scene().(S)
	if !ok {
		t.Fatalf("scene %s after %s", a.Scene().Name(), label)
	}
	return s
}

// pacedApp is a test app (newTestApp) at normal animation speed whose
// clock stands at 1000 s until the test moves it with now.
func pacedApp(t testing.TB) (a *App, in *ui.Script, now *time.Time) {
	a, in = newTestApp(t, nil)
	a.Settings.AnimSpeed = "normal"
	at := time.Unix(1000, 0)
	a.Now = func() time.Time { return at }
	return a, in, &at
}

// finishAtTheTable plays lines (notation) in session s, failing the test
// on a refusal, opens its table in a and ticks up to the game-over
// screen, which it returns.
func finishAtTheTable(t testing.TB, a *App, in *ui.Script, s *session.Session, lines ...string) *GameOver {
	t.Helper()
	playLines(t, s, lines...)
	if _, err := a.OpenTable(s, nil); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 40 && a.Scene().Name() != "gameover"; i++ {
		tick(t, a, in, 1)
	}
	g, ok := a.Scene().(*GameOver)
	if !ok {
		t.Fatalf("scene %s", a.Scene().Name())
	}
	return g
}

// playLines plays lines (notation) in session s, failing the test on a
// refusal.
func playLines(t testing.TB, s *session.Session, lines ...string) {
	t.Helper()
	for _, l := range lines {
		act, err := s.State.ParseAction(l)
		if err == nil {
			err = s.Apply(act)
		}
		if err != nil {
			t.Fatalf("%s: %v", l, err)
		}
	}
}

// benchDraw measures drawing one frame of what a shows now, after a first
// draw that fills the caches.
func benchDraw(b *testing.B, a *App) {
	img := ebiten.NewImage(int(a.W), int(a.H))
	a.Draw(img)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		a.Draw(img)
	}
}
