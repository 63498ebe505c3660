// Package scenes is the Monster Mixer app: a scene manager with fading
// transitions (modelled on Ebitengine's "blocks" example) and the scenes
// people see: the title, the new-game setup, the table frame around each
// game's own table, the hand-off curtain, game over, settings and rules.
package scenes

import (
	"image/color"
	"math"
	"runtime"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"monstermixer/scenes/storage"
	"monstermixer/scenes/ui"
	"monstermixer/sprites"
)

// Layout size: every scene is designed for 1280x720 layout units and
// scaled to the screen.
const (
	LayoutW = 1280
	LayoutH = 720
)

// Scene is one screen of the app.
type Scene interface {
	// Name is a short id for tests and automation ("title", "table").
	Name() string
	// Update handles one tick of input and logic.
	Update(a *App) error
	// Draw draws the scene; it must not change logic state.
	Draw(dst *ebiten.Image, a *App)
}

// Sounds is the app's sound player: ui.Sounds plus the settings' volume
// and mute. A nil Sounds plays nothing.
type Sounds interface {
	ui.Sounds
	SetVolume(v float64)
	SetMuted(m bool)
}

// BackgroundLoader is implemented by sound players that load in the
// background: the app starts them after its first frame and shows their
// one-time notice (Notice returns it once, then "").
type BackgroundLoader interface {
	StartLoading()
	Notice() string
}

type silent struct{}

func (silent) Play(string)       {}
func (silent) SetVolume(float64) {}
func (silent) SetMuted(bool)     {}

// Config is what the app starts with.
type Config struct {
	Input  ui.Input      // nil: the real keyboard and mouse
	Sound  Sounds        // nil: silent
	Store  storage.Store // nil: storage.Default()
	Auto   Automation    // flags for automated runs
	Notice string        // a message for the title screen (e.g. no sound device)
	// ThinkAside lets computer seats search in a goroutine of their own
	// where the build has the cores for it. Off, they think in slices of
	// the frame's ticks, which tests driven tick by tick rely on.
	ThinkAside bool
}

// Automation holds the command-line switches for automated runs.
type Automation struct {
	Demo       string    // game id: start at once with every seat a computer (Easy)
	Learn      string    // lesson id: open that lesson at once (package learn)
	Players    int       // seats in the demo game
	Seed       uint64    // seed of the demo game (and the default of a new game)
	SeedSet    bool      // Seed was given
	Screenshot string    // save a PNG of the game-over screen here, then exit
	FrameTimes string    // write per-frame timings and allocations here
	IdleFrames int       // measure this many frames of an idle table waiting for a person (seat 1), then exit
	ShotAt     int       // save the Screenshot once this many actions are played (not at game over)
	Startup    bool      // print the time from ProcessStart to the first interactive frame
	Start      time.Time // when the process started
	CPUProfile string    // write a CPU profile of the run here
	MemProfile string    // write a heap allocation profile here at exit
	// Form makes a native run lay out for a touch screen's form (a test
	// or a screenshot of the tablet or phone layout); the browser measures
	// its own.
	Form ui.Form
	// WindowW, WindowH are the native window's size in pixels (0: 1280x720).
	WindowW, WindowH int
	// HandoffShots names a folder for a PNG of the screen at every
	// change of scene and every hand-off moment of a game: a curtain, the
	// table turning to a person's view or to the neutral view.
	HandoffShots string
}

// Err is the error that ended an automated run, if any.
func (a *App) Err() error { return a.auto.err }

// App is the ebiten.Game of Monster Mixer.
type App struct {
	In       ui.Input
	Sound    Sounds
	Store    storage.Store
	Settings storage.Settings
	Auto     Automation
	// Notices are messages shown on the title screen (a broken settings
	// file, a save that could not be resumed, no sound device).
	Notices []string
	// SoundProblem is the sound player's problem once it is known (no
	// sound device found: playing muted), or "" while sound works:
	// Settings then offers no volume.
	SoundProblem string

	// W, H are the screen size in pixels; Scale is pixels per layout unit.
	W, H, Scale float64
	// DeviceScale is the device scale factor used by LayoutF.
	DeviceScale float64
	// Form is the kind of screen: in a browser measured from the page
	// (touch or not, its CSS size), natively the desktop's unless
	// Automation.Form says otherwise.
	Form   ui.Form
	Frames int
	// thinkAside is set when searches run beside the frame (Config.ThinkAside
	// on a build that can).
	thinkAside bool
	// Now is the clock that paces the game (time.Now; tests freeze it).
	Now func() time.Time

	ebitenIn *ui.EbitenInput
	current  Scene
	next     Scene
	fade     int
	held     []heldTick // input that came during a fade, for the next scene
	fromImg  *ebiten.Image
	toImg    *ebiten.Image
	quit     bool
	auto     *autoRun
	layouts  int  // LayoutF calls, to ask for the monitor now and then
	touch    bool // the screen takes touch (asked with the monitor)
	cursor   ebiten.CursorShapeType
}

const fadeTicks = 14

// NewApp makes the app and its first scene.
func NewApp(cfg Config) *App {
	a := &App{In: cfg.Input, Sound: cfg.Sound, Store: cfg.Store, Auto: cfg.Auto, W: LayoutW, H: LayoutH, Scale: 1, DeviceScale: 1, Form: cfg.Auto.Form}
	a.thinkAside = cfg.ThinkAside && thinkInBackground()
	if a.In == nil {
		a.ebitenIn = &ui.EbitenInput{}
		a.In = a.ebitenIn
	}
	if a.Sound == nil {
		a.Sound = silent{}
	}
	if a.Store == nil {
		a.Store = storage.Default()
		if a.Auto.Demo != "" || a.Auto.Learn != "" {
			// A demo run must not touch the player's settings or save.
			a.Store = storage.NewMemory()
		}
	}
	if cfg.Notice != "" {
		a.Notices = append(a.Notices, cfg.Notice)
	}
	var problem string
	a.Settings, problem = storage.LoadSettings(a.Store)
	if problem != "" {
		a.Notices = append(a.Notices, problem)
	}
	a.applySettings()
	a.auto = newAutoRun(a)
	if first := a.auto.firstScene(); first != nil {
		a.current = first
	} else {
		a.current = NewTitle(a)
	}
	return a
}

// applySettings pushes the settings to the sound player and the window.
func (a *App) applySettings() {
	a.Sound.SetVolume(a.Settings.Volume)
	a.Sound.SetMuted(a.Settings.Muted)
	if a.ebitenIn != nil && runtime.GOOS != "js" && a.Auto.Demo == "" {
		ebiten.SetFullscreen(a.Settings.Fullscreen)
	}
}

// SaveSettings stores the settings and applies them.
func (a *App) SaveSettings() {
	a.applySettings()
	if err := storage.SaveSettings(a.Store, a.Settings); err != nil {
		a.Notices = append(a.Notices, "Settings could not be saved: "+err.Error())
	}
}

// AnimSpeed is the animation-speed factor for ui.Context.
func (a *App) AnimSpeed() float64 {
	if a.Auto.Demo != "" || (a.Auto.Learn != "" && a.Auto.ShotAt > 0) {
		return 0
	}
	return a.Settings.SpeedFactor()
}

// Scene returns the scene on screen (the incoming one during a fade).
func (a *App) Scene() Scene {
	if a.next != nil {
		return a.next
	}
	return a.current
}

// GoTo fades to scene s (at once at the instant animation speed, where
// nothing moves).
func (a *App) GoTo(s Scene) {
	if a.current == nil || a.Auto.Demo != "" || a.Settings.SpeedFactor() == 0 {
		// A demo run (automated tests) changes scenes at once.
		a.current, a.next, a.fade = s, nil, 0
		return
	}
	a.next = s
	a.fade = fadeTicks
}

func (a *App) now() time.Time {
	if a.Now != nil {
		return a.Now()
	}
	return time.Now()
}

func (a *App) since(t time.Time) time.Duration { return a.now().Sub(t) }

// Quit ends the app after this tick.
func (a *App) Quit() { a.quit = true }

// CanQuit reports whether the app may offer Quit (not in a browser).
func CanQuit() bool { return runtime.GOOS != "js" }

// Play plays a named sound effect.
func (a *App) Play(name string) { a.Sound.Play(name) }

// R maps a rectangle in layout units to screen pixels, centring the
// 1280x720 layout on the screen.
func (a *App) R(x, y, w, h float64) ui.Rect {
	ox := (a.W - LayoutW*a.Scale) / 2
	oy := (a.H - LayoutH*a.Scale) / 2
	return ui.Rect{X: ox + x*a.Scale, Y: oy + y*a.Scale, W: w * a.Scale, H: h * a.Scale}
}

// Update implements ebiten.Game.
func (a *App) Update() error {
	start := time.Now()
	defer func() { a.auto.updateDone(time.Since(start)) }()
	if a.quit || a.auto.finished() {
		return ebiten.Termination
	}
	if a.ebitenIn != nil {
		a.ebitenIn.Update()
	}
	if l, ok := a.Sound.(BackgroundLoader); ok && launchSettled(a.Frames) {
		l.StartLoading()
		if n := l.Notice(); n != "" {
			a.Notices = append(a.Notices, n)
			a.SoundProblem = n
		}
	}
	if a.In.Command(ui.CmdFullscreen) && CanQuit() {
		a.Settings.Fullscreen = !ebiten.IsFullscreen()
		a.SaveSettings()
	}
	if a.portrait() {
		// Held until the screen turns: no scene reads input or moves on.
		return nil
	}
	if a.fade > 0 {
		a.holdInput()
		a.fade--
		if a.fade == 0 {
			a.current, a.next = a.next, nil
		}
		return nil
	}
	if len(a.held) > 0 {
		// A key or click that came during the fade reaches the scene
		// that faded in, one held tick per tick.
		live := a.In
		a.In = &replayInput{Input: live, held: a.held[0]}
		a.held = a.held[1:]
		err := a.current.Update(a)
		a.In = live
		if err != nil {
			return err
		}
	} else if err := a.current.Update(a); err != nil {
		return err
	}
	a.updateCursor()
	if a.quit {
		return ebiten.Termination
	}
	return nil
}

// backgroundColor is ui.ColBackground boxed once (a colour passed as a
// color.Color costs an allocation each time).
var backgroundColor color.Color = ui.ColBackground

// Draw implements ebiten.Game.
func (a *App) Draw(screen *ebiten.Image) {
	start := time.Now()
	a.Frames++
	sprites.ResetTextProbe()
	screen.Fill(backgroundColor)
	if a.portrait() {
		a.drawTurn(screen)
	} else if a.fade == 0 || a.next == nil {
		a.current.Draw(screen, a)
	} else {
		a.drawFade(screen)
	}
	publish(a)
	ui.PlaceFields(1 / a.DeviceScale) // the browser's text fields over those drawn
	a.auto.drawn(screen, time.Since(start))
}

func (a *App) drawFade(screen *ebiten.Image) {
	b := screen.Bounds()
	if a.fromImg == nil || a.fromImg.Bounds() != b {
		if a.fromImg != nil {
			a.fromImg.Deallocate()
			a.toImg.Deallocate()
		}
		a.fromImg = ebiten.NewImage(b.Dx(), b.Dy())
		a.toImg = ebiten.NewImage(b.Dx(), b.Dy())
	}
	a.fromImg.Fill(ui.ColBackground)
	a.current.Draw(a.fromImg, a)
	a.toImg.Fill(ui.ColBackground)
	a.next.Draw(a.toImg, a)
	screen.DrawImage(a.fromImg, nil)
	t := 1 - float64(a.fade)/fadeTicks
	t = t * t * (3 - 2*t)
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleAlpha(float32(t))
	screen.DrawImage(a.toImg, op)
}

// Layout implements ebiten.Game (LayoutF is used instead).
func (a *App) Layout(w, h int) (int, int) {
	x, y := a.LayoutF(float64(w), float64(h))
	return int(x), int(y)
}

// LayoutF implements ebiten.LayoutFer: the screen has one pixel per
// device pixel, so text and pieces stay sharp on high-density screens.
func (a *App) LayoutF(w, h float64) (float64, float64) {
	// Asking for the monitor allocates: it is asked twice a second
	// (a window moved to another screen is noticed within that).
	if a.layouts%30 == 0 {
		s := 1.0
		if m := ebiten.Monitor(); m != nil {
			s = m.DeviceScaleFactor()
		}
		if s <= 0 {
			s = 1
		}
		a.DeviceScale = s
		a.touch = touchScreen(a)
	}
	a.layouts++
	a.Form = screenForm(a, w, h)
	ui.KeyHints = !a.Form.Touch()
	s := a.DeviceScale
	a.SetSize(math.Ceil(w*s), math.Ceil(h*s))
	return a.W, a.H
}

// SetSize sets the screen size in pixels and the layout scale.
func (a *App) SetSize(w, h float64) {
	a.W, a.H = w, h
	a.Scale = math.Max(0.25, math.Min(w/LayoutW, h/LayoutH))
}

// MinTarget is the least width and height, in layout units, of anything
// a person taps on this screen (its Form's minimum in CSS px); 0 on a
// desktop.
func (a *App) MinTarget() float64 { return a.cssToLayout(a.Form.MinTargetCSS()) }

// MinText is the least text size, in layout units, on this screen; 0 on a
// desktop.
func (a *App) MinText() float64 { return a.cssToLayout(a.Form.MinTextCSS()) }

// cssToLayout converts CSS px (device-independent pixels) to layout units.
func (a *App) cssToLayout(css float64) float64 {
	if a.Scale <= 0 {
		return css
	}
	return css * max(a.DeviceScale, 1e-3) / a.Scale
}

// Targets implements ui.Targeter for the scene on screen.
func (a *App) Targets() []ui.Target {
	if a.fade > 0 || a.portrait() {
		return nil
	}
	if t, ok := a.current.(ui.Targeter); ok {
		return t.Targets()
	}
	return nil
}

// Tick runs one Update for tests; it returns the scene's error.
func (a *App) Tick() error { return a.Update() }

// leave plays the click and goes to the scene next makes for a when now
// is true (the button or key that leaves this screen was used this
// tick), and reports now. The menu screens share it for their Back,
// Past games and Statistics buttons.
func leave[S Scene](a *App, now bool, next func(*App) S) bool {
	if now {
		a.Play("click")
		a.GoTo(next(a))
	}
	return now
}

// cycle is the choice i moved by the Next and Prev commands of this tick
// among n choices, going round from the last to the first and back (i
// as it is when n is 0 or neither command came).
func cycle(in ui.Input, i, n int) int {
	switch {
	case n == 0:
	case in.Command(ui.CmdNext):
		i = (i + 1) % n
	case in.Command(ui.CmdPrev):
		i = (i - 1 + n) % n
	}
	return i
}

// drawScreen lays a menu screen out for a's size with layout and draws
// the backdrop under it; it returns the scale to draw the rest at.
func drawScreen(dst *ebiten.Image, a *App, layout func(*App)) float64 {
	layout(a)
	drawBackdrop(dst, a)
	return a.Scale
}

// drawHeading draws a menu screen's title, large and centred at height y
// (in layout pixels), and returns its centre.
func drawHeading(dst *ebiten.Image, a *App, title string, y float64) ui.Rect {
	c := a.R(640, y, 0, 0)
	ui.DrawText(dst, title, 44*a.Scale, true, c.X, c.Y, ui.AlignCenter, ui.AlignCenter, ui.ColText)
	return c
}

// drawBackdrop draws the soft background of the menu scenes: a gradient
// and a few faint monster eyes.
func drawBackdrop(dst *ebiten.Image, a *App) { drawBackdropFaded(dst, a, 1) }

// drawBackdropFaded draws the backdrop with its eyes at opacity eyes
// (0..1); at 0 they are not drawn at all.
func drawBackdropFaded(dst *ebiten.Image, a *App, eyes float64) {
	s := a.Scale
	for i := 0; i < 8; i++ {
		t := float64(i) / 8
		c := ui.Mix(ui.ColBackground, color.RGBA{0x24, 0x1c, 0x3a, 0xff}, t)
		ui.FillRect(dst, ui.Rect{X: 0, Y: a.H * t, W: a.W, H: a.H/8 + 1}, c)
	}
	if eyes <= 0 {
		return
	}
	for _, e := range backdropEyes {
		r := a.R(e[0], e[1], 0, 0)
		drawEye(dst, r.X, r.Y, e[2]*s, 0.12*eyes)
	}
}

// backdropEyes are the backdrop's eyes: x, y and radius in layout units.
var backdropEyes = [][3]float64{{36, 686, 14}, {1246, 34, 11}, {1244, 690, 16}, {34, 30, 9}}

// drawEye draws a monster eye: white, iris and pupil, at opacity alpha.
func drawEye(dst *ebiten.Image, x, y, r, alpha float64) {
	ui.DrawSymbol(dst, "circle", x, y, r*1.1, ui.Scaled(color.RGBA{0xf4, 0xf0, 0xff, 0xff}, alpha))
	ui.DrawSymbol(dst, "circle", x+r*0.2, y+r*0.1, r*0.55, ui.Scaled(ui.ColAccent, alpha))
	ui.DrawSymbol(dst, "circle", x+r*0.28, y+r*0.14, r*0.25, ui.Scaled(color.RGBA{0x10, 0x0e, 0x18, 0xff}, alpha))
}

// portrait reports whether a touch screen is held upright (taller than
// wide): the app is laid out for a landscape screen, so it then asks for
// the device to be turned, and every scene waits (Update, drawTurn).
func (a *App) portrait() bool { return a.Form.Touch() && a.H > a.W }

// Portrait reports whether the app is asking for the screen to be turned
// (a touch screen held upright).
func (a *App) Portrait() bool { return a.portrait() }

// turnText is what the prompt to turn the device says.
const (
	turnText = "Turn your device sideways"
	turnNote = "Monster Mixer is played on a landscape screen. The game waits for you."
)

// drawTurn draws the full-screen prompt to turn the device: a phone held
// upright, an arrow turning it, the phone on its side, and a sentence.
func (a *App) drawTurn(dst *ebiten.Image) {
	drawBackdropFaded(dst, a, 0)
	u := max(a.DeviceScale, 0.25) // a CSS pixel
	u = min(u, a.W/360)
	cx, cy := a.W/2, a.H*0.38
	// The phone upright, faint, and on its side, bright.
	pw, ph := 70*u, 130*u
	up := ui.Rect{X: cx - pw/2 - 50*u, Y: cy - ph/2, W: pw, H: ph}
	ui.StrokeRoundRect(dst, up, 12*u, 3*u, ui.Scaled(ui.ColTextDim, 0.6))
	side := ui.Rect{X: cx - ph/2 + 30*u, Y: cy + 20*u, W: ph, H: pw}
	ui.FillRoundRect(dst, side, 12*u, ui.ColPanelHi)
	ui.StrokeRoundRect(dst, side, 12*u, 3*u, ui.ColAccent)
	ui.FillRoundRect(dst, side.Inset(9*u), 5*u, ui.ColPanelLo)
	ui.DrawSymbol(dst, "circle", side.X+side.W-5*u, side.Y+side.H/2, 2.5*u, ui.ColAccent)
	// The turning arrow: a quarter circle, clockwise, with its head.
	var p vector.Path
	r := 70 * u
	ax, ay := cx+10*u, cy-10*u
	p.Arc(float32(ax), float32(ay), float32(r), float32(-math.Pi*0.95), float32(-math.Pi*0.35), vector.Clockwise)
	ui.StrokePath(dst, &p, 6*u, ui.ColAccent)
	ex, ey := ax+r*math.Cos(-math.Pi*0.35), ay+r*math.Sin(-math.Pi*0.35)
	var h vector.Path
	h.MoveTo(float32(ex+14*u), float32(ey-6*u))
	h.LineTo(float32(ex-8*u), float32(ey-14*u))
	h.LineTo(float32(ex+2*u), float32(ey+14*u))
	h.Close()
	ui.FillPath(dst, &h, ui.ColAccent)
	// The sentence, wrapped to the screen.
	y := cy + ph/2 + 60*u
	w := a.W - 40*u
	for _, l := range ui.Wrap(turnText, 26*u, true, w) {
		ui.DrawText(dst, l, 26*u, true, a.W/2, y, ui.AlignCenter, ui.AlignCenter, ui.ColText)
		y += 34 * u
	}
	y += 8 * u
	for _, l := range ui.Wrap(turnNote, 17*u, false, w) {
		ui.DrawText(dst, l, 17*u, false, a.W/2, y, ui.AlignCenter, ui.AlignCenter, ui.ColTextDim)
		y += 24 * u
	}
}
