package perf

import (
	"errors"
	"os"
	"sync"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	_ "monstermixer/engine/games" // every game's rules
	"monstermixer/engine/record"
	"monstermixer/scenes"
	_ "monstermixer/scenes/factory" // Monster Factory's table
	"monstermixer/scenes/session"
	"monstermixer/scenes/storage"
	"monstermixer/scenes/ui"
)

// TestMain runs ebiten's loop with the tests and benchmarks beside it;
// they hand it work with do and frames.
func TestMain(m *testing.M) {
	code := 0
	go func() {
		code = m.Run()
		loop.mu.Lock()
		loop.over = true
		loop.mu.Unlock()
	}()
	// One Update per frame, as fast as the machine goes.
	ebiten.SetTPS(ebiten.SyncWithFPS)
	ebiten.SetVsyncEnabled(false)
	if err := ebiten.RunGameWithOptions(&loop, &ebiten.RunGameOptions{InitUnfocused: true}); err != nil && !errors.Is(err, ebiten.Termination) {
		panic(err)
	}
	os.Exit(code)
}

// game is the ebiten game the tests drive: a function to run once, or an
// app to run for a number of frames.
type game struct {
	mu   sync.Mutex
	fn   func()
	app  *scenes.App
	left int
	done chan struct{}
	over bool
	err  error
}

var loop game

func (g *game) Update() error {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.fn != nil {
		g.fn()
		g.fn = nil
		close(g.done)
		return nil
	}
	if g.app != nil {
		if err := g.app.Update(); err != nil && g.err == nil {
			g.err = err
		}
		return nil
	}
	if g.over {
		return ebiten.Termination
	}
	return nil
}

func (g *game) Draw(screen *ebiten.Image) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.app == nil {
		return
	}
	g.app.Draw(screen)
	if g.left--; g.left <= 0 {
		g.app = nil
		close(g.done)
	}
}

func (g *game) Layout(int, int) (int, int) { return 1280, 720 }

// do runs f inside the loop and waits for it.
func do(f func()) {
	loop.mu.Lock()
	done := make(chan struct{})
	loop.fn, loop.done = f, done
	loop.mu.Unlock()
	<-done
}

// frames runs n frames of a (Update and Draw to the real screen) and
// waits for them.
func frames(b *testing.B, a *scenes.App, n int) {
	b.Helper()
	if n <= 0 {
		return
	}
	loop.mu.Lock()
	done := make(chan struct{})
	loop.app, loop.left, loop.done, loop.err = a, n, done, nil
	loop.mu.Unlock()
	<-done
	if loop.err != nil {
		b.Fatal(loop.err)
	}
}

// factoryApp makes the whole app at 1280x720 showing a 4-seat Monster
// Factory game with the given seat kinds (seed 7), at instant speed.
func factoryApp(kinds ...string) (*scenes.App, *scenes.Frame, error) {
	a := scenes.NewApp(scenes.Config{Input: &ui.Script{}, Store: storage.NewMemory()})
	a.Settings.AnimSpeed = "instant"
	a.SetSize(1280, 720)
	a.MarkGuided("monster-factory") // the table, not its first-game guide
	seats := make([]record.Seat, len(kinds))
	for i, k := range kinds {
		seats[i] = record.Seat{Name: []string{"Anna", "Bob", "Cleo", "Dan"}[i], Kind: k}
	}
	f, err := a.OpenTable(session.New("monster-factory", engine.Setup{Players: len(kinds)}, seats, 7))
	return a, f, err
}

// BenchmarkFactoryIdle4p is the steady state: a 4-seat Monster Factory
// table at rest waiting for the person in seat 1 (no animation, no
// computer thinking). One op is one real frame.
func BenchmarkFactoryIdle4p(b *testing.B) {
	var a *scenes.App
	var f *scenes.Frame
	var err error
	do(func() {
		a, f, err = factoryApp(session.KindHuman, session.KindEasy, session.KindEasy, session.KindEasy)
		for i := 0; err == nil && i < 3000 && (f.Session().Decider() != 0 || a.Scene() != scenes.Scene(f)); i++ {
			err = a.Update()
		}
	})
	if err != nil {
		b.Fatal(err)
	}
	if f.Session().Decider() != 0 {
		b.Fatal("the game never came to the person's turn")
	}
	frames(b, a, 120) // ebiten puts the sprites on its atlas
	played := len(f.Session().Entries)
	b.ReportAllocs()
	b.ResetTimer()
	frames(b, a, b.N)
	b.StopTimer()
	if f.Session().Decider() != 0 || len(f.Session().Entries) != played {
		b.Fatal("the table did not stay at rest")
	}
}

// BenchmarkFactoryThinking4p is 4-seat Monster Factory games of computer
// seats (Normal) played frame by frame (a new game when one ends): most
// frames carry a slice of the AI's search, so allocs/op includes the
// search's own allocations.
func BenchmarkFactoryThinking4p(b *testing.B) {
	kinds := []string{session.KindNormal, session.KindNormal, session.KindNormal, session.KindNormal}
	var a *scenes.App
	var f *scenes.Frame
	var err error
	newGame := func() {
		do(func() { a, f, err = factoryApp(kinds...) })
		if err != nil {
			b.Fatal(err)
		}
	}
	newGame()
	frames(b, a, 30)
	moves := 0
	b.ReportAllocs()
	b.ResetTimer()
	for left := b.N; left > 0; {
		if f.Session().State.IsTerminal() {
			b.StopTimer()
			moves += len(f.Session().Entries)
			newGame()
			b.StartTimer()
		}
		n := min(left, 20)
		frames(b, a, n)
		left -= n
	}
	b.StopTimer()
	moves += len(f.Session().Entries)
	b.ReportMetric(float64(moves)/float64(b.N), "actions/op")
}
