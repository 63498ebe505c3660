package main

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	"monstermixer/engine/record"
	"monstermixer/scenes"
	"monstermixer/scenes/session"
	"monstermixer/scenes/storage"
	"monstermixer/scenes/ui"
)

// factoryApp is the whole app at 1280x720 showing a 4-seat Monster
// Factory game with the given seat kinds (seed 7), at instant speed.
func factoryApp(b *testing.B, kinds ...string) (*scenes.App, *scenes.Frame) {
	b.Helper()
	a := scenes.NewApp(scenes.Config{Input: &ui.Script{}, Store: storage.NewMemory()})
	a.Settings.AnimSpeed = "instant"
	a.SetSize(1280, 720)
	seats := make([]record.Seat, len(kinds))
	for i, k := range kinds {
		seats[i] = record.Seat{Name: []string{"Anna", "Bob", "Cleo", "Dan"}[i], Kind: k}
	}
	s, err := session.New("monster-factory", engine.Setup{Players: len(kinds)}, seats, 7)
	if err != nil {
		b.Fatal(err)
	}
	f, err := scenes.NewFrame(a, s)
	if err != nil {
		b.Fatal(err)
	}
	a.GoTo(f)
	return a, f
}

// runFrames runs b.N frames (Update then Draw into a 1280x720 image),
// reading the image back every `every` frames as a screen is presented
// (that flush's own allocations included).
func runFrames(b *testing.B, a *scenes.App, every int) {
	img := ebiten.NewImage(1280, 720)
	defer img.Deallocate()
	px := image.NewRGBA(image.Rect(0, 0, 1280, 720))
	frame := func() {
		if err := a.Update(); err != nil {
			b.Fatal(err)
		}
		a.Draw(img)
	}
	for i := 0; i < 120; i++ {
		frame()
	}
	img.ReadPixels(px.Pix)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		frame()
		if i%every == every-1 {
			img.ReadPixels(px.Pix)
		}
	}
}

// BenchmarkFactoryIdle4p is the steady state of the whole app: a 4-seat
// Monster Factory table at rest waiting for the person in seat 1 (no
// animation, no computer thinking). allocs/op is the heap allocation per
// frame, ebiten's own included. "present" reads the screen back every
// frame (a GL flush per frame, as on a real screen); "cpu" every 60.
func BenchmarkFactoryIdle4p(b *testing.B) {
	for _, every := range []int{1, 60} {
		name := "present"
		if every > 1 {
			name = "cpu"
		}
		b.Run(name, func(b *testing.B) {
			a, f := factoryApp(b, session.KindHuman, session.KindEasy, session.KindEasy, session.KindEasy)
			for i := 0; i < 2000 && (f.Session().Decider() != 0 || a.Scene() != scenes.Scene(f)); i++ {
				a.Update()
			}
			if f.Session().Decider() != 0 {
				b.Fatal("the game never came to the person's turn")
			}
			played := len(f.Session().Entries)
			runFrames(b, a, every)
			if f.Session().Decider() != 0 || len(f.Session().Entries) != played {
				b.Fatal("the table did not stay at rest")
			}
		})
	}
}

// BenchmarkFactoryThinking4p is 4-seat Monster Factory games of computer
// seats (Normal) played frame by frame (a new game when one ends): most
// frames carry a slice of the AI's search, so allocs/op includes the
// search's own allocations. The screen is read back every frame.
func BenchmarkFactoryThinking4p(b *testing.B) {
	kinds := []string{session.KindNormal, session.KindNormal, session.KindNormal, session.KindNormal}
	a, f := factoryApp(b, kinds...)
	img := ebiten.NewImage(1280, 720)
	defer img.Deallocate()
	px := image.NewRGBA(image.Rect(0, 0, 1280, 720))
	moves := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if f.Session().State.IsTerminal() {
			b.StopTimer()
			moves += len(f.Session().Entries)
			a, f = factoryApp(b, kinds...)
			b.StartTimer()
		}
		if err := a.Update(); err != nil {
			b.Fatal(err)
		}
		a.Draw(img)
		img.ReadPixels(px.Pix)
	}
	b.StopTimer()
	moves += len(f.Session().Entries)
	b.ReportMetric(float64(moves)/float64(b.N), "actions/op")
}
