package monstersonboard

import (
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/ebitentest"
	"monstermixer/scenes/tabletest"
	"monstermixer/sprites"
)

// actionIconCases are every action kind of Monsters on Board, Spook Juice
// and Malice with each of two numbers.
var actionIconCases = []struct {
	name string
	act  mb.Act
	n    int
}{
	{"swap", mb.ActSwap, 0},
	{"promote", mb.ActPromote, 0},
	{"move grunt", mb.ActMoveGrunt, 0},
	{"move minion", mb.ActMoveMinion, 0},
	{"juice 3", mb.ActJuice, 3},
	{"juice 4", mb.ActJuice, 4},
	{"feed", mb.ActFeed, 0},
	{"malice 1", mb.ActMalice, 1},
	{"malice 2", mb.ActMalice, 2},
	{"call", mb.ActCall, 0},
	{"gain grunt", mb.ActGainGrunt, 0},
	{"summon", mb.ActSummon, 0},
}

// paintIcon draws one icon centred in a new n x n image and reads it.
func paintIcon(act mb.Act, num int, size float64) *image.RGBA {
	var px *image.RGBA
	onFrame(func() {
		n := int(size) + 8
		img := ebiten.NewImage(n, n)
		defer img.Deallocate()
		drawActionIcon(img, act, num, float64(n)/2, float64(n)/2, size)
		px = image.NewRGBA(img.Bounds())
		img.ReadPixels(px.Pix)
	})
	return px
}

// Every action kind has an icon of its own: at the sizes of the large
// board (scale 1 and 1.5) each draws something, inside its square, and
// no two are the same picture (Spook Juice 3 and 4 differ by their
// numbers). On the small boards each is at least a dot of colour.
func TestActionIconsDrawnAndDistinct(t *testing.T) {
	covered := map[mb.Act]bool{}
	for _, c := range actionIconCases {
		covered[c.act] = true
	}
	for _, a := range missingActs(func(a mb.Act) bool { return covered[a] }) {
		t.Errorf("action %d has no case", a)
	}
	for _, a := range missingActs(func(a mb.Act) bool { _, ok := actionColours[a]; return ok }) {
		t.Errorf("action %d has no colour of its own", a)
	}
	for _, size := range []float64{8, 18, 27, 40} {
		seen := map[string]string{}
		for _, c := range actionIconCases {
			px := paintIcon(c.act, c.n, size)
			n := len(px.Pix) / 4
			all, outside := 0, 0
			half := size/2 + 1
			mid := float64(px.Bounds().Dx()) / 2
			for y := 0; y < px.Bounds().Dy(); y++ {
				for x := 0; x < px.Bounds().Dx(); x++ {
					if px.RGBAAt(x, y).A == 0 {
						continue
					}
					all++
					if float64(x)+0.5 < mid-half || float64(x)+0.5 > mid+half || float64(y)+0.5 < mid-half || float64(y)+0.5 > mid+half {
						outside++
					}
				}
			}
			if all < n/10 {
				t.Errorf("size %v: %s inks %d of %d pixels", size, c.name, all, n)
			}
			if outside > 0 {
				t.Errorf("size %v: %s inks %d pixels outside its square", size, c.name, outside)
			}
			if size < iconDetail {
				continue // the small boards' dots: one per action, numbers aside
			}
			key := string(px.Pix)
			if other, ok := seen[key]; ok {
				t.Errorf("size %v: %s looks exactly like %s", size, c.name, other)
			}
			seen[key] = c.name
		}
	}
	saveIconSheet(t)
}

// saveIconSheet saves every icon at the sizes the table uses, on a dark
// and a light ground, for a person to look at (ebitentest.SaveShot, as
// mob-action-icons.png).
func saveIconSheet(t *testing.T) {
	sizes := []float64{8, 12, 16, 20, 27, 40}
	ebitentest.SaveShot(t, 60*len(actionIconCases), 60*len(sizes), "mob-action-icons", func(img *ebiten.Image) {
		for j, size := range sizes {
			for i, c := range actionIconCases {
				bg := sprites.ColPanelLo
				if i%2 == 1 {
					bg = sprites.ColWarm
				}
				sprites.FillRect(img, float64(60*i), float64(60*j), 60, 60, bg)
				drawActionIcon(img, c.act, c.n, float64(60*i+30), float64(60*j+30), size)
			}
		}
	})
}

// onFrame runs f at once: the tests of this package already run inside
// ebiten's loop (TestMain).
func onFrame(f func()) { f() }

// missingActs lists the kinds of action, ActNone+1 to ActSummon, that has
// says no to.
func missingActs(has func(mb.Act) bool) []mb.Act {
	var missing []mb.Act
	for a := mb.ActNone + 1; a <= mb.ActSummon; a++ {
		if !has(a) {
			missing = append(missing, a)
		}
	}
	return missing
}

// The icons are painted on the CPU (an OnCPU cache): every action's, at
// the large board's sizes and a small one, paints there and looks as
// painted on the GPU.
func TestActionIconsPaintOnTheCPUAsOnTheGPU(t *testing.T) {
	for _, c := range actionIconCases {
		for _, size := range []int{18, 30, 45} {
			w := size + 4
			tabletest.PaintsAlikeOnCPU(t, fmt.Sprintf("icon-gpu-above-cpu-%s-%d", c.name, size), w, w, func(img *ebiten.Image) {
				paintActionIcon(img, c.act, c.n, float64(w)/2, float64(w)/2, float64(size))
			})
		}
	}
}
