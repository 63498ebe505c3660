package factory

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/scenes"
	"monstermixer/scenes/storage"
	"monstermixer/scenes/ui"
)

// TestWholeAppPlaysWithEveryAnimation runs the real app (frame, computer
// seats, chance) on this table at fast animation speed with a ticking
// clock, and checks that every kind of animation is played and ends. With
// MIXER_SHOTS set it saves a screenshot of each animation in flight.
func TestWholeAppPlaysWithEveryAnimation(t *testing.T) {
	for _, n := range []int{4, 6} {
		var tb *Table
		ui.RegisterTable("monster-factory", func() ui.Table { tb = New(); return tb })
		in := &ui.Script{X: 1, Y: 1}
		a := scenes.NewApp(scenes.Config{Input: in, Store: storage.NewMemory(),
			Auto: scenes.Automation{Demo: "monster-factory", Players: n, Seed: uint64(3 + n), SeedSet: true}})
		// Play it as a person would watch it: animations on, a clock that
		// moves a tick at a time.
		a.Auto.Demo = ""
		a.Settings.AnimSpeed = "fast"
		now := time.Now()
		a.Now = func() time.Time { return now }
		a.SetSize(1280, 720)
		if tb == nil {
			t.Fatal("the app did not make this table")
		}
		if a.Scene().Name() != "table" {
			t.Fatalf("first scene %s: %v", a.Scene().Name(), a.Err())
		}
		seen := map[animKind]bool{}
		shot := map[animKind]bool{}
		busyTicks := 0
		for i := 0; i < 20000 && a.Scene().Name() == "table"; i++ {
			if err := a.Tick(); err != nil {
				t.Fatal(err)
			}
			in.EndTick()
			now = now.Add(time.Second / 60)
			if tb.Busy() {
				busyTicks++
			}
			for k := range tb.anims {
				an := &tb.anims[k]
				seen[an.kind] = true
				if p := an.progress(); p > 0.45 && !shot[an.kind] {
					shot[an.kind] = true
					saveApp(t, a, fmt.Sprintf("app-%dp-%s", n, animNames[an.kind]))
				}
			}
			if len(seen) == len(animNames) {
				break
			}
		}
		t.Logf("stopped on %s", a.Scene().Name())
		for k, name := range animNames {
			if !seen[animKind(k)] && animKind(k) != animDiscard {
				t.Errorf("%d players: no %s animation seen", n, name)
			}
		}
		if busyTicks == 0 {
			t.Fatal("the table was never busy")
		}
		tb.SkipAnimation()
		if tb.Busy() {
			t.Fatal("busy after SkipAnimation")
		}
		saveApp(t, a, fmt.Sprintf("app-%dp-last", n))
	}
}

var animNames = []string{"flip", "slide", "celebrate", "minion", "discard", "pick"}

func saveApp(t *testing.T, a *scenes.App, name string) {
	dir := os.Getenv("MIXER_SHOTS")
	if dir == "" {
		return
	}
	img := ebiten.NewImage(int(a.W), int(a.H))
	defer img.Deallocate()
	a.Draw(img)
	rgba := image.NewRGBA(image.Rect(0, 0, int(a.W), int(a.H)))
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
