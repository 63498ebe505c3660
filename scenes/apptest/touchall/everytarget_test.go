package touchall

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes"
	"monstermixer/scenes/apptest"
	"monstermixer/scenes/ui"
)

// TestEveryTargetAtEveryTick plays a whole game of each of the five
// games on a tablet by taps (and of three on a phone), and after every tick
// of the app holds every target it publishes then to the screen's least
// target size, as a browser's status read at any moment would: not only
// the target tapped, nor only once a step has settled. The frame
// publishes a step's table targets once it has zoomed for them
// (zoomPending), so whatever is published is meant for a finger. It also
// fails when a kind of choice the table offers (a token type, a Pass) has
// nothing on screen while the table's targets are published: neither a
// target of its own nor the frame's pointer to it ("more:" and the kind).
func TestEveryTargetAtEveryTick(t *testing.T) {
	type run struct {
		id, name string
		opts     map[string]string
		least    int // seats at least
		sc       apptest.Screen
	}
	var runs []run
	for _, id := range ui.PlayableGames() {
		runs = append(runs, run{id, id, nil, 2, apptest.TouchScreens[0]})
	}
	runs = append(runs,
		// Monsters on Board's family mode (no draft tray: the family
		// pick), and alone against Spider Jack, as the browser plays it.
		run{"monsters-on-board", "monsters-on-board-family", map[string]string{mb.OptMode: mb.ModeFamily}, 2, apptest.TouchScreens[0]},
		run{"monsters-on-board", "monsters-on-board-solo", nil, 1, apptest.TouchScreens[0]})
	for _, id := range []string{"monster-factory", "monster-fandango", "monster-insurance"} {
		runs = append(runs, run{id, id, nil, 2, apptest.TouchScreens[1]})
	}
	for _, r := range runs {
		t.Run(r.name+"/"+r.sc.Name, func(t *testing.T) {
			w := &smallWatch{t: t, name: r.name + "-" + r.sc.Name}
			wholeGameByTaps(t, r.id, r.opts, r.least, 11, r.sc, w.watch)
			w.report()
		})
	}
}

// smallWatch notes every published target under the least size, once
// per kind of target (the name up to its colon), with where the game was.
type smallWatch struct {
	t     *testing.T
	name  string
	ticks int
	img   *ebiten.Image
	seen  map[string]string
	// pointed counts the ticks on which a kind of choice showed only
	// through the frame's pointer to it, by kind.
	pointed map[string]int
}

func (w *smallWatch) watch(a *scenes.App, f *scenes.Frame) {
	if a.Scene() != scenes.Scene(f) {
		return
	}
	w.ticks++
	minT := a.MinTarget() * a.Scale
	small := func() bool {
		for _, tg := range a.Targets() {
			if min(tg.Rect.W, tg.Rect.H) < minT-1e-6 {
				return true
			}
		}
		return false
	}
	w.hidden(a, f)
	if !small() {
		return
	}
	// The browser publishes the targets after the frame is drawn, which
	// lays some out (the first-game guide's buttons): drawn (at a cost
	// paid only here), are they still small?
	if w.img == nil {
		w.img = ebiten.NewImage(1, 1)
	}
	a.Draw(w.img)
	for _, tg := range a.Targets() {
		if min(tg.Rect.W, tg.Rect.H) >= minT-1e-6 {
			continue
		}
		kind := kindOf(tg.Name)
		if w.seen == nil {
			w.seen = map[string]string{}
		}
		if _, ok := w.seen[kind]; ok {
			continue
		}
		w.seen[kind] = fmt.Sprintf("%s %.1fx%.1f px at entry %d (decider %d, busy %v, zoom %.2f, selection %q, status %q)",
			tg.Name, tg.Rect.W, tg.Rect.H, len(f.Session().Entries), f.Session().Decider(), f.Busy(), f.Zoom(), f.Selection(), f.Status())
		apptest.SaveShot(w.t, a, "small-"+w.name+"-"+strings.NewReplacer(":", "-", " ", "-", ",", "-").Replace(tg.Name))
	}
}

// hidden notes a kind of choice the table offers of which nothing shows
// while the table's targets are published, not even the frame's pointer
// to it: a person could not make that choice without knowing to pan or
// zoom out for it. A kind is the name up to its colon; each of the
// table's buttons is a kind of its own.
func (w *smallWatch) hidden(a *scenes.App, f *scenes.Frame) {
	offered := f.Offered()
	shown := map[string]bool{}
	table := false
	pointed := map[string]bool{}
	for _, tg := range a.Targets() {
		if k, ok := strings.CutPrefix(tg.Name, "more:"); ok {
			pointed[k] = true
			continue
		}
		shown[kindOf(tg.Name)] = true
		table = table || slices.ContainsFunc(offered, func(o ui.Target) bool { return o.Name == tg.Name })
	}
	for k := range pointed {
		if shown[k] {
			w.t.Fatalf("a pointer to %s while a target of that kind shows", k)
		}
		if w.pointed == nil {
			w.pointed = map[string]int{}
		}
		if w.pointed[k] == 0 {
			apptest.SaveShot(w.t, a, "pointer-"+w.name+"-"+k) // with MIXER_SHOTS set
		}
		w.pointed[k]++
		shown[k] = true
	}
	if !table {
		return
	}
	for _, tg := range offered {
		k := kindOf(tg.Name)
		if shown[k] || w.seen["hidden "+k] != "" {
			continue
		}
		if w.seen == nil {
			w.seen = map[string]string{}
		}
		w.seen["hidden "+k] = fmt.Sprintf("%s offered at %+v, none of its kind on screen, at entry %d (zoom %.2f, selection %q, status %q)",
			tg.Name, tg.Rect, len(f.Session().Entries), f.Zoom(), f.Selection(), f.Status())
		apptest.SaveShot(w.t, a, "hidden-"+w.name+"-"+strings.NewReplacer(":", "-", " ", "-", ",", "-").Replace(tg.Name))
	}
}

// kindOf is the kind of a target called name: its name up to the colon,
// or the whole name of a button.
func kindOf(name string) string {
	if strings.HasPrefix(name, "button:") {
		return name
	}
	kind, _, _ := strings.Cut(name, ":")
	return kind
}

// report fails the test with every kind of target seen under the least
// size.
func (w *smallWatch) report() {
	if w.img != nil {
		w.img.Deallocate()
	}
	if w.ticks == 0 {
		w.t.Fatal("no tick at the table watched")
	}
	if len(w.pointed) > 0 {
		w.t.Logf("kinds of choice shown only by a pointer (ticks): %v", w.pointed)
	}
	if len(w.seen) == 0 {
		return
	}
	var lines []string
	for _, s := range w.seen {
		lines = append(lines, s)
	}
	sort.Strings(lines)
	w.t.Errorf("published under the least target size (%d ticks watched):\n%s", w.ticks, strings.Join(lines, "\n"))
}
