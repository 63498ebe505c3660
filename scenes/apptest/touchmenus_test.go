package apptest_test

import (
	"fmt"
	"image"
	"image/jpeg"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	"monstermixer/engine/record"
	"monstermixer/scenes"
	_ "monstermixer/scenes/chessmonsters"   // Chess Monsters' table
	_ "monstermixer/scenes/fandango"        // Monster Fandango's table
	_ "monstermixer/scenes/monstersonboard" // Monsters on Board's table
	"monstermixer/scenes/session"
	"monstermixer/scenes/storage"
	"monstermixer/scenes/ui"
	"monstermixer/sprites"
)

// touchForms are the screens the touch layouts are checked on: a
// 1024x768 tablet and a 844x390 phone in landscape, one pixel per CSS
// pixel.
var touchForms = []struct {
	form ui.Form
	w, h float64
}{{ui.FormTablet, 1024, 768}, {ui.FormPhone, 844, 390}, {ui.FormPhone, 667, 375}, {ui.FormTablet, 1180, 820}}

// touchRig is an app laid out for a touch form, with a kept finished
// game (Past games, Statistics), a saved game (Continue) and a notice.
type touchRig struct {
	t        *testing.T
	a        *scenes.App
	in       *ui.Script
	form     ui.Form
	finished *session.Session
	checked  int
}

// finishRandomly plays seeded random legal moves in a new session of
// game id (Anna a person, Blorb a computer) until the game ends.
func finishRandomly(t *testing.T, id string, seed uint64) *session.Session {
	t.Helper()
	g, err := engine.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	seats := []record.Seat{{Name: "Anna", Kind: session.KindHuman}, {Name: "Blorb", Kind: session.KindEasy}}
	s, err := session.New(id, engine.Setup{Players: max(2, g.MinPlayers())}, seats, seed)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	for i := 0; i < 5000 && !s.State.IsTerminal(); i++ {
		acts := engine.Legal(s.State)
		if err := s.Apply(acts[rng.IntN(len(acts))]); err != nil {
			t.Fatal(err)
		}
	}
	if !s.State.IsTerminal() {
		t.Fatalf("%s did not end in 5000 random moves", id)
	}
	return s
}

func newTouchRig(t *testing.T, form ui.Form, w, h float64) *touchRig {
	t.Helper()
	st := storage.NewMemory()
	games := ui.PlayableGames()
	if len(games) < 5 {
		t.Fatalf("playable games: %v", games)
	}
	fin := finishRandomly(t, games[0], 3)
	rec := fin.Record.Clone()
	rec.Secret = nil
	// More kept games than a page of Past games shows.
	for i := 0; i < 14; i++ {
		if _, err := storage.KeepFinished(st, rec.Game, []byte(rec.String()), time.Unix(1_800_000_000+int64(i)*3600, 0)); err != nil {
			t.Fatal(err)
		}
	}
	// More people than a phone's column of them shows (Statistics).
	for i, name := range []string{"Bea", "Cid", "Dot", "Eli", "Fay", "Gus", "Hal"} {
		other := rec.Clone()
		other.Seats[0].Name = name
		if _, err := storage.KeepFinished(st, other.Game, []byte(other.String()), time.Unix(1_700_000_000+int64(i)*3600, 0)); err != nil {
			t.Fatal(err)
		}
	}
	// A save: a game of the second game a few moves in.
	saved, err := session.New(games[1], engine.Setup{Players: 2}, []record.Seat{{Name: "Anna", Kind: session.KindHuman}, {Name: "Bob", Kind: session.KindHuman}}, 9)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 3 && !saved.State.IsTerminal(); i++ {
		if err := saved.Apply(engine.Legal(saved.State)[0]); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.Write(storage.AutosaveFor(saved.Record.Game), []byte(saved.Record.String())); err != nil {
		t.Fatal(err)
	}
	in := &ui.Script{X: 1, Y: 1}
	a := scenes.NewApp(scenes.Config{Input: in, Store: st, Notice: "No sound device was found: playing muted."})
	a.Settings.AnimSpeed = "instant"
	a.Form = form
	// What LayoutF does for a touch form: buttons show no keyboard hint.
	ui.KeyHints = !form.Touch()
	t.Cleanup(func() { ui.KeyHints = true })
	a.DeviceScale = 1
	a.SetSize(w, h)
	for _, id := range games {
		a.MarkGuided(id) // no first-game guide over the table
	}
	scratch := ebiten.NewImage(int(w), int(h))
	for i := 0; i < 40; i++ {
		a.Draw(scratch) // past the title's launch reveal
	}
	scratch.Deallocate()
	return &touchRig{t: t, a: a, in: in, form: form, finished: fin}
}

// tick runs n ticks of the app.
func (r *touchRig) tick(n int) {
	r.t.Helper()
	for i := 0; i < n; i++ {
		if err := r.a.Tick(); err != nil {
			r.t.Fatal(err)
		}
		r.in.EndTick()
	}
}

// goTo shows s once its fade is over.
func (r *touchRig) goTo(s scenes.Scene) {
	r.a.GoTo(s)
	r.tick(20)
}

// click clicks the target named name and lets a fade settle.
func (r *touchRig) click(name string) {
	r.t.Helper()
	for _, tg := range r.a.Targets() {
		if tg.Name == name {
			r.in.ClickRect(tg.Rect)
			r.tick(1)
			r.tick(20)
			return
		}
	}
	r.t.Fatalf("%s: no target %q among %v", r.a.Scene().Name(), name, targetNames(r.a.Targets()))
}

func targetNames(ts []ui.Target) []string {
	var out []string
	for _, tg := range ts {
		out = append(out, tg.Name)
	}
	return out
}

// check draws the screen as it is and fails the test for every target
// smaller than the form's least target, off the screen or overlapping
// another, and for text smaller than the form's least text; it saves a
// JPEG of it as NAME-FORM.jpg when MIXER_SHOTS names a folder.
func (r *touchRig) check(name string) { r.measure(name, true) }

// measure draws the screen as it is and logs its least target and text
// in CSS px; strict, it also checks them (see check).
func (r *touchRig) measure(name string, strict bool) {
	r.t.Helper()
	a := r.a
	img := ebiten.NewImage(int(a.W), int(a.H))
	defer img.Deallocate()
	a.Draw(img) // resets the probe of the least text first
	size, text := sprites.SmallestText()
	r.checked++
	minT, minX := r.form.MinTargetCSS(), r.form.MinTextCSS()
	ts := a.Targets()
	if len(ts) == 0 {
		r.t.Errorf("%s on a %s: nothing to tap", name, r.form)
	}
	least, leastName := 1e9, ""
	for i, tg := range ts {
		w, h := tg.Rect.W/a.DeviceScale, tg.Rect.H/a.DeviceScale
		if min(w, h) < least {
			least, leastName = min(w, h), tg.Name
		}
		if strict && (w < minT-0.01 || h < minT-0.01) {
			r.t.Errorf("%s on a %s: %s is %.1fx%.1f CSS px (least %v)", name, r.form, tg.Name, w, h, minT)
		}
		rc := tg.Rect
		if strict && (rc.X < -0.5 || rc.Y < -0.5 || rc.X+rc.W > a.W+0.5 || rc.Y+rc.H > a.H+0.5) {
			r.t.Errorf("%s on a %s: %s lies off the %vx%v screen: %+v", name, r.form, tg.Name, a.W, a.H, rc)
		}
		for _, o := range ts[i+1:] {
			if strict && overlap(rc, o.Rect) {
				r.t.Errorf("%s on a %s: %s and %s overlap", name, r.form, tg.Name, o.Name)
			}
		}
	}
	css := size / a.DeviceScale
	if strict && size > 0 && css < minX-0.01 {
		r.t.Errorf("%s on a %s: text %q drawn at %.1f CSS px (least %v)", name, r.form, text, css, minX)
	}
	r.t.Logf("%-22s %-6s least target %5.1f CSS px (%s), least text %5.1f CSS px (%q)", name, r.form, least, leastName, css, text)
	dir := os.Getenv("MIXER_SHOTS")
	if dir == "" {
		return
	}
	rgba := image.NewRGBA(img.Bounds())
	img.ReadPixels(rgba.Pix)
	file := name + "-" + r.form.String()
	if r.a.W != 1024 && r.a.W != 844 {
		file += fmt.Sprintf("-%vx%v", r.a.W, r.a.H)
	}
	f, err := os.Create(filepath.Join(dir, file+".jpg"))
	if err != nil {
		r.t.Fatal(err)
	}
	defer f.Close()
	if err := jpeg.Encode(f, rgba, &jpeg.Options{Quality: 80}); err != nil {
		r.t.Fatal(err)
	}
}

// firstPast is the target of the first game Past games shows, by its
// place on screen: "" when none.
func firstPast(a *scenes.App) string { return firstOf(a, "past:") }

// firstOf is the highest target on screen whose name starts with
// prefix, or "".
func firstOf(a *scenes.App, prefix string) string {
	name, y := "", 1e9
	for _, tg := range a.Targets() {
		if strings.HasPrefix(tg.Name, prefix) && tg.Rect.Y < y {
			name, y = tg.Name, tg.Rect.Y
		}
	}
	return name
}

// overlap reports whether two rectangles share more than an edge.
func overlap(p, q ui.Rect) bool {
	return p.X < q.X+q.W-0.5 && q.X < p.X+p.W-0.5 && p.Y < q.Y+q.H-0.5 && q.Y < p.Y+p.H-0.5
}

// TestTouchMenusMeetTheMinimums lays out every screen outside the game
// table on a tablet and a phone in landscape and checks that what a
// finger taps and the text a person reads are no smaller than the form's
// minimums (ui.Form), in CSS pixels.
func TestTouchMenusMeetTheMinimums(t *testing.T) {
	for _, fm := range touchForms {
		t.Run(fmt.Sprintf("%s-%vx%v", fm.form, fm.w, fm.h), func(t *testing.T) {
			r := newTouchRig(t, fm.form, fm.w, fm.h)
			a := r.a
			title := r.a.Scene()
			r.check("title")
			r.click("button:Continue...")
			r.check("title-continue")
			r.goTo(scenes.NewTitle(a))
			r.click("game:" + ui.PlayableGames()[1])
			r.check("title-ask")
			for _, id := range ui.PlayableGames() {
				g, _ := engine.Lookup(id)
				r.goTo(scenes.NewNewGame(a, g))
				for p := 0; p < g.MaxPlayers(); p++ {
					for _, tg := range a.Targets() {
						if tg.Name == "next:players" {
							r.in.ClickRect(tg.Rect)
							r.tick(1)
						}
					}
				}
				r.check("newgame-" + id)
				if strings.Contains(fmt.Sprint(targetNames(a.Targets())), "button:More options") {
					r.click("button:More options")
					r.check("newgame-" + id + "-more")
				}
			}
			r.goTo(scenes.NewSettings(a, title))
			r.check("settings")
			for _, id := range ui.PlayableGames() {
				r.goTo(scenes.NewRules(a, id, title))
				r.check("rules-" + id)
			}
			r.goTo(scenes.NewStatistics(a))
			r.check("statistics")
			if names := fmt.Sprint(targetNames(a.Targets())); strings.Contains(names, "button:More people") {
				was := firstOf(a, "person:")
				r.click("button:More people")
				r.check("statistics-more")
				if now := firstOf(a, "person:"); now == was || now == "" {
					t.Errorf("More people shows %q first, as before (%q)", now, was)
				}
			} else if fm.form == ui.FormPhone {
				t.Errorf("no More people on a phone with 8 people: %s", names)
			}
			r.goTo(scenes.NewPastGames(a))
			r.check("pastgames")
			// With no wheel, Older and Newer page through the games.
			first := firstPast(a)
			r.click("button:Older")
			r.check("pastgames-older")
			if older := firstPast(a); older == first || older == "" {
				t.Errorf("Older shows %q first, as before (%q)", older, first)
			}
			r.click("button:Newer")
			if again := firstPast(a); again != first {
				t.Errorf("Newer shows %q first, not %q", again, first)
			}
			if scenes.CanQuit() {
				r.click("button:Open a record...")
				r.check("pastgames-open")
				r.goTo(scenes.NewPastGames(a))
			}
			for _, tg := range a.Targets() {
				if strings.HasPrefix(tg.Name, "past:") {
					r.click(tg.Name)
					break
				}
			}
			if a.Scene().Name() != "replay" {
				t.Fatalf("scene %s after choosing a past game", a.Scene().Name())
			}
			r.check("replay")
			if _, err := a.OpenTable(r.finished, nil); err != nil {
				t.Fatal(err)
			}
			for i := 0; i < 200 && a.Scene().Name() != "gameover"; i++ {
				r.tick(1)
			}
			if a.Scene().Name() != "gameover" {
				t.Fatalf("scene %s after opening a finished game; targets %v", a.Scene().Name(), targetNames(a.Targets()))
			}
			r.tick(40)
			r.check("gameover")
			// The table frame's curtain and menu are the frame's to lay
			// out: measured here, not checked.
			r.goTo(scenes.NewTitle(a))
			ann, bob := record.Seat{Name: "Ann", Kind: session.KindHuman}, record.Seat{Name: "Bob", Kind: session.KindHuman}
			if _, err := a.OpenTable(session.New(ui.PlayableGames()[0], engine.Setup{Players: 2}, []record.Seat{ann, bob}, 5)); err != nil {
				t.Fatal(err)
			}
			r.tick(30)
			if strings.Contains(fmt.Sprint(targetNames(a.Targets())), "button:I am ready") {
				r.measure("frame-curtain", false)
				r.click("button:I am ready")
			}
			r.in.Press(ui.CmdMenu)
			r.tick(2)
			r.measure("frame-menu", false)
		})
	}
}
