// Package touchall plays every table in the frame's touch layouts (a
// tablet, a phone, as a person taps them) and holds the frame's controls
// to the screen's least target and text sizes; it tells the smallest of
// each table's published targets, and saves a picture of each table on
// each screen when MIXER_ISSUE36 names a folder.
package touchall

import (
	"fmt"
	"image"
	"image/jpeg"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	_ "monstermixer/engine/games" // every game's rules
	"monstermixer/engine/record"
	"monstermixer/scenes"
	"monstermixer/scenes/apptest"
	_ "monstermixer/scenes/chessmonsters"
	"monstermixer/scenes/ebitentest"
	_ "monstermixer/scenes/factory"
	_ "monstermixer/scenes/fandango"
	_ "monstermixer/scenes/insurance"
	_ "monstermixer/scenes/monstersonboard"
	"monstermixer/scenes/session"
	"monstermixer/scenes/storage"
	"monstermixer/scenes/ui"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }

// fullSize are the tables whose lit targets are a finger's size at the
// frame's zoom, whatever it is: they lay out larger what the zoom's cap
// would leave too small.
var fullSize = map[string]bool{"monsters-on-board": true}

// frameButtons are the frame's own controls among the targets.
var frameButtons = map[string]bool{"button:Menu": true, "button:Players": true, "button:Hint": true, "button:Undo": true, "button:Skip": true, "button:Fit": true}

func TestEveryTableOnTouchScreens(t *testing.T) {
	for _, id := range ui.PlayableGames() {
		for _, sc := range apptest.TouchScreens {
			t.Run(id+"/"+sc.Name, func(t *testing.T) { playTouch(t, id, sc.Form, sc.W, sc.H, sc.Name) })
		}
	}
}

// playTouch plays a few decisions of a person against computer seats by
// tapping published targets, checking the frame at each.
func playTouch(t *testing.T, id string, form ui.Form, w, h float64, name string) {
	a, f, in, step := openTouch(t, id, nil, form, w, h, 1, 5)
	minT, minX := a.MinTarget()*a.Scale, a.MinText()*a.Scale
	pick := rand.New(rand.NewPCG(5, 5))
	smallest, zoomed, decisions, shot := 1e9, 1.0, 0, false
	smallName, seen := "", -1
	var controls []ui.Rect // the table's camera buttons
	for i := 0; i < 3000 && decisions < 4 && !f.Session().State.IsTerminal(); i++ {
		if a.Scene() != scenes.Scene(f) || len(a.Targets()) == 0 {
			// Another scene, or the fade to the table.
			if p := apptest.Proceed(a.Targets()); p != nil {
				in.ClickRect(p.Rect)
			}
			step()
			continue
		}
		if p := apptest.Proceed(a.Targets()); p != nil {
			if p.Name == "button:Got it" {
				img := ebiten.NewImage(1, 1)
				a.Draw(img) // lays the guide out
				img.Deallocate()
				p = apptest.Proceed(a.Targets())
				if !p.Rect.Within(ui.Rect{W: a.W, H: a.H}) || p.Rect.H < minT || f.GuideTextSize() < minX {
					t.Fatalf("the guide's button at %+v on a %vx%v screen, its text at %.1f px", p.Rect, a.W, a.H, f.GuideTextSize())
				}
				t.Logf("the guide's text at %.1f px (least %.0f), its button %.0f px high", f.GuideTextSize(), minX, p.Rect.H)
				save(t, a, id+"-"+name+"-guide")
			}
			in.ClickRect(p.Rect)
			step()
			continue
		}
		d := f.Session().Decider()
		if d != 0 || f.Busy() || len(f.Session().Entries) != seen {
			// A new step of a decision is measured from its second
			// tick, once the frame has zoomed for it.
			seen = len(f.Session().Entries)
			step()
			continue
		}
		control, text := f.ControlSizes()
		if control < minT || text < minX {
			t.Fatalf("a frame control of %.1f px (least %.0f), text of %.1f px (least %.0f)", control, minT, text, minX)
		}
		var table []ui.Target
		for _, tg := range a.Targets() {
			if !tg.Rect.Within(ui.Rect{Y: 0, W: a.W, H: a.H}) {
				t.Fatalf("target %s at %+v outside the screen", tg.Name, tg.Rect)
			}
			if frameButtons[tg.Name] {
				if tg.Rect.W < minT || tg.Rect.H < minT {
					t.Fatalf("%s is %.1fx%.1f px", tg.Name, tg.Rect.W, tg.Rect.H)
				}
				continue
			}
			table = append(table, tg)
			if m := min(tg.Rect.W, tg.Rect.H); m < smallest {
				smallest, smallName = m, fmt.Sprintf("%s at zoom %.2f, entry %d, selection %q", tg.Name, f.Zoom(), len(f.Session().Entries), "")
			}
		}
		// A decision's lit targets are a finger's size, zoomed for if need
		// be up to the cap (held to the size even at the cap on the tables
		// of fullSize); a table with its own camera opens its map zoomed
		// for them. A table's buttons, and its camera's, are a finger's
		// size at any zoom.
		if m := smallestNow(table); m < minT-1e-6 && (fullSize[id] || f.Zoom() < 4-1e-6) {
			t.Fatalf("a lit target of %.1f px (least %.0f) at zoom %.2f", m, minT, f.Zoom())
		}
		for _, tg := range table {
			if strings.HasPrefix(tg.Name, "button:") && (tg.Rect.W < minT-1e-6 || tg.Rect.H < minT-1e-6) {
				t.Fatalf("the table's %s is %.1fx%.1f px (least %.0f)", tg.Name, tg.Rect.W, tg.Rect.H, minT)
			}
		}
		controls = f.CameraControls(controls[:0])
		for _, r := range controls {
			if r.W < minT-1e-6 || r.H < minT-1e-6 {
				t.Fatalf("a camera button of %.1fx%.1f px (least %.0f)", r.W, r.H, minT)
			}
		}
		if f.Zoom() > zoomed && f.Zoom() > 1 && shot {
			save(t, a, id+"-"+name+"-zoomed")
		}
		zoomed = max(zoomed, f.Zoom())
		if !shot {
			save(t, a, id+"-"+name)
			shot = true
			drawer(t, a, in, f, step, id+"-"+name)
		}
		if len(table) == 0 {
			step()
			continue
		}
		n := len(f.Session().Entries)
		x, y := table[pick.IntN(len(table))].Rect.Center()
		// A finger's tap: down for a tick, then lifted.
		in.Fingers = append(in.Fingers[:0], ui.TouchPoint{ID: i + 1, X: x, Y: y})
		in.X, in.Y, in.HeldDown, in.Finger = x, y, true, true
		step()
		in.Fingers, in.HeldDown, in.Click = nil, false, true
		step()
		if len(f.Session().Entries) > n {
			decisions++
		}
	}
	if decisions == 0 && !f.Session().State.IsTerminal() {
		t.Fatal("no decision made by tapping the table")
	}
	t.Logf("%s on a %s (%vx%v): least frame target %.0f px, text %.1f px; smallest table target %.1f px (%s; least %.0f); zoom up to %.2f",
		id, name, w, h, minT, minX, smallest, smallName, minT, zoomed)
}

// openTouch opens game id on a touch screen of the form, w x h pixels at
// instant animation speed: one person ("You") against Easy computer
// seats, as few as the game takes and at least least, with the game's
// options opts (nil: its defaults). step runs a tick.
func openTouch(t *testing.T, id string, opts map[string]string, form ui.Form, w, h float64, least int, seed uint64) (*scenes.App, *scenes.Frame, *ui.Script, func()) {
	in := &ui.Script{}
	a := scenes.NewApp(scenes.Config{Input: in, Store: storage.NewMemory()})
	a.Settings.AnimSpeed = "instant"
	a.Form, a.DeviceScale = form, 1
	a.SetSize(w, h)
	g, err := engine.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	seats := []record.Seat{{Name: "You", Kind: session.KindHuman}}
	for i := 1; i < max(g.MinPlayers(), least); i++ {
		seats = append(seats, record.Seat{Name: []string{"Blorb", "Snaggle", "Fizzwick"}[i-1], Kind: session.KindEasy})
	}
	f, err := a.OpenTable(session.New(id, engine.Setup{Players: len(seats), Options: opts}, seats, seed))
	if err != nil {
		t.Fatal(err)
	}
	step := func() {
		t.Helper()
		if err := a.Tick(); err != nil {
			t.Fatal(err)
		}
		in.EndTick()
	}
	return a, f, in, step
}

// save writes what a shows as a JPEG into MIXER_ISSUE36, if set.
func save(t *testing.T, a *scenes.App, name string) {
	dir := os.Getenv("MIXER_ISSUE36")
	if dir == "" {
		return
	}
	img := ebiten.NewImage(int(a.W), int(a.H))
	defer img.Deallocate()
	a.Draw(img)
	rgba := image.NewRGBA(img.Bounds())
	img.ReadPixels(rgba.Pix)
	out, err := os.Create(filepath.Join(dir, strings.ReplaceAll(name, "/", "-")+".jpg"))
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	if err := jpeg.Encode(out, rgba, &jpeg.Options{Quality: 80}); err != nil {
		t.Fatal(err)
	}
}

// smallestNow is the least width or height among targets.
func smallestNow(ts []ui.Target) float64 {
	m := 1e9
	for _, t := range ts {
		m = min(m, t.Rect.W, t.Rect.H)
	}
	return m
}

// drawer opens the drawer with the Players button, checks that it shows
// and offers nothing of the table, saves its picture, and closes it.
func drawer(t *testing.T, a *scenes.App, in *ui.Script, f *scenes.Frame, step func(), name string) {
	t.Helper()
	for _, tg := range a.Targets() {
		if tg.Name == "button:Players" {
			in.ClickRect(tg.Rect)
		}
	}
	for range 8 {
		step()
	}
	if ts := a.Targets(); len(ts) != 2 {
		t.Fatalf("with the drawer open the targets are %v", ts)
	}
	if _, text := f.ControlSizes(); text < a.MinText()*a.Scale {
		t.Fatalf("text of %.1f px with the drawer open", text)
	}
	save(t, a, name+"-drawer")
	in.Press(ui.CmdCancel)
	for range 8 {
		step()
	}
	if ts := a.Targets(); len(ts) <= 2 {
		t.Fatalf("Back left the drawer open: %v", ts)
	}
}

// The prompt to turn the device, over a table on a phone held upright:
// nothing is offered, and the table goes on once the phone turns back.
func TestPortraitOverATable(t *testing.T) {
	in := &ui.Script{}
	a := scenes.NewApp(scenes.Config{Input: in, Store: storage.NewMemory()})
	a.Settings.AnimSpeed = "instant"
	a.Form, a.DeviceScale = ui.FormPhone, 1
	a.SetSize(844, 390)
	seats := []record.Seat{{Name: "You", Kind: session.KindHuman}, {Name: "Blorb", Kind: session.KindEasy}, {Name: "Snaggle", Kind: session.KindEasy}}
	f, err := a.OpenTable(session.New("monster-insurance", engine.Setup{Players: 3}, seats, 5))
	if err != nil {
		t.Fatal(err)
	}
	for range 40 {
		if err := a.Tick(); err != nil {
			t.Fatal(err)
		}
		in.EndTick()
	}
	n := len(f.Session().Entries)
	a.SetSize(390, 844)
	for range 60 {
		if err := a.Tick(); err != nil {
			t.Fatal(err)
		}
		in.EndTick()
	}
	if !a.Portrait() || len(a.Targets()) != 0 || len(f.Session().Entries) != n {
		t.Fatalf("upright: portrait %v, targets %v, entries %d from %d", a.Portrait(), a.Targets(), len(f.Session().Entries), n)
	}
	save(t, a, "portrait-phone")
	a.SetSize(844, 390)
	for range 3 {
		if err := a.Tick(); err != nil {
			t.Fatal(err)
		}
		in.EndTick()
	}
	if a.Portrait() || len(a.Targets()) == 0 {
		t.Fatalf("turned back: portrait %v, targets %v", a.Portrait(), a.Targets())
	}
}
