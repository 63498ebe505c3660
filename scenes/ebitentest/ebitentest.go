// Package ebitentest runs a package's tests inside Ebitengine's game loop,
// so that they can draw offscreen images and read their pixels (the pattern
// of Ebitengine's own tests), and saves what a test drew for a person to
// look at. Such tests need a display: run them under xvfb-run.
package ebitentest

import (
	"errors"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Main runs the tests of m beside a tiny game, then exits the process with
// their status. Call it from TestMain.
//
// The tests run on their own goroutine while the game's loop goes on, so
// that Ebitengine ends its frames as it does for the app: at a frame's
// end it moves images that are now only read back onto its shared atlas.
// Run inside one Update instead, every sprite painted during the tests
// kept an image of its own, and each draw walks all of them.
func Main(m *testing.M) {
	g := &loop{started: make(chan struct{}), done: make(chan int, 1)}
	go func() {
		<-g.started
		g.done <- m.Run()
	}()
	if err := ebiten.RunGameWithOptions(g, &ebiten.RunGameOptions{InitUnfocused: true}); err != nil && !errors.Is(err, ebiten.Termination) {
		panic(err)
	}
	os.Exit(g.code)
}

// loop is the tiny game: its first Update lets the tests start, and it
// ends once they have.
type loop struct {
	started chan struct{}
	done    chan int
	code    int
	once    bool
}

func (l *loop) Update() error {
	if !l.once {
		l.once = true
		close(l.started)
	}
	select {
	case l.code = <-l.done:
		return ebiten.Termination
	case f := <-onFrame:
		f()
		return nil
	default:
		return nil
	}
}

// onFrame takes work that must run inside an Update (see OnFrame).
var onFrame = make(chan func())

// OnFrame runs f inside the next Update of the loop and waits for it, so
// that nothing of the loop's own frames runs beside it: for a test that
// counts allocations (testing.AllocsPerRun counts every goroutine's). f
// runs on the loop's goroutine, so it must not call t.Fatal.
func OnFrame(f func()) {
	finished := make(chan struct{})
	onFrame <- func() { f(); close(finished) }
	<-finished
}

func (l *loop) Draw(*ebiten.Image)         {}
func (l *loop) Layout(int, int) (int, int) { return 64, 64 }

// Snapshot reads the pixels of img. When the environment variable
// MIXER_SHOTS names a folder, it also saves them there as NAME.png.
func Snapshot(img *ebiten.Image, name string) *image.RGBA {
	rgba := image.NewRGBA(img.Bounds())
	img.ReadPixels(rgba.Pix)
	if dir := os.Getenv("MIXER_SHOTS"); dir != "" {
		if f, err := os.Create(filepath.Join(dir, name+".png")); err == nil {
			png.Encode(f, rgba)
			f.Close()
		}
	}
	return rgba
}

// SaveShot is for screenshots a person looks at: when MIXER_SHOTS names a
// folder, it draws a w x h image with draw and saves it there as NAME.png;
// otherwise it does nothing.
func SaveShot(t testing.TB, w, h int, name string, draw func(dst *ebiten.Image)) {
	t.Helper()
	dir := os.Getenv("MIXER_SHOTS")
	if dir == "" {
		return
	}
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	draw(img)
	rgba := image.NewRGBA(img.Bounds())
	img.ReadPixels(rgba.Pix)
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, rgba); err != nil {
		t.Fatal(err)
	}
}

// Sounds records the sound effects a scene plays (it implements ui.Sounds).
type Sounds struct{ Played []string }

// Play records name.
func (s *Sounds) Play(name string) { s.Played = append(s.Played, name) }

// Count is how many times name was played.
func (s *Sounds) Count(name string) int {
	n := 0
	for _, p := range s.Played {
		if p == name {
			n++
		}
	}
	return n
}

// DiffPixels counts the pixels of a and b (of one size) in which a colour
// channel (red, green or blue) differs by more than tol.
func DiffPixels(a, b *image.RGBA, tol int) int {
	n := 0
	for p := 0; p+3 < len(a.Pix) && p+3 < len(b.Pix); p += 4 {
		for c := 0; c < 3; c++ {
			if d := int(a.Pix[p+c]) - int(b.Pix[p+c]); d > tol || d < -tol {
				n++
				break
			}
		}
	}
	return n
}
