package apptest

import (
	"bytes"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	"monstermixer/engine/record"
	"monstermixer/scenes"
	"monstermixer/scenes/session"
	"monstermixer/scenes/storage"
	"monstermixer/scenes/ui"
)

// spyTable wraps a game's real table and remembers, for every frame it
// draws, whose view it was given and the state it was showing.
type spyTable struct {
	ui.Table
	given  engine.State // the latest state given (Reset, or Animate's after)
	viewer int          // ctx.Viewer when it was given
	draws  []drawn
}

type drawn struct {
	viewer int // ctx.Viewer at the draw
	given  engine.State
}

func (s *spyTable) Reset(ctx *ui.Context, view engine.State) {
	s.given, s.viewer = view, ctx.Viewer
	s.Table.Reset(ctx, view)
}

func (s *spyTable) Animate(ctx *ui.Context, before engine.State, a engine.Action, after engine.State) {
	s.given, s.viewer = after, ctx.Viewer
	s.Table.Animate(ctx, before, a, after)
}

func (s *spyTable) Draw(ctx *ui.Context, dst *ebiten.Image, area ui.Rect) {
	s.draws = append(s.draws, drawn{viewer: ctx.Viewer, given: s.given})
	s.Table.Draw(ctx, dst, area)
}

// spyOn makes the frame's next table of game id a spy; the real table
// is registered again when the test ends.
func spyOn(t *testing.T, id string) **spyTable {
	mk, ok := ui.TableMaker(id)
	if !ok {
		t.Fatalf("no table for %s", id)
	}
	var last *spyTable
	ui.RegisterTable(id, func() ui.Table {
		last = &spyTable{Table: mk()}
		return last
	})
	t.Cleanup(func() { ui.RegisterTable(id, mk) })
	return &last
}

// publicOnly reports whether st (a view given to the table) shows nothing
// that the neutral view of the true state hides.
func publicOnly(truth, st engine.State) bool {
	return bytes.Equal(st.Encode(), truth.ViewFor(engine.Observer).Encode())
}

// secretFor is whether seat p has a secret in truth: the game's own word
// where it has one (engine.HiddenInfo; the conformance suite checks that
// a view differs from the Observer's only when it says so), otherwise
// whether p's view shows what the neutral view does not.
func secretFor(truth engine.State, p int) bool {
	if h, ok := truth.(engine.HiddenInfo); ok {
		return h.HasSecretsFor(p)
	}
	return !bytes.Equal(truth.ViewFor(p).Encode(), truth.ViewFor(engine.Observer).Encode())
}

// ChoiceTargets is what a person may click to play: the table's targets,
// or, when it offers none, the game's own buttons (Monster Fandango's
// "one more thing", say), never the frame's Menu, Hint, Undo, Skip,
// Players (a touch screen's drawer) or a map control.
func ChoiceTargets(a *scenes.App) []ui.Target {
	if table := TableTargets(a); len(table) > 0 {
		return table
	}
	var btns []ui.Target
	for _, tg := range a.Targets() {
		switch tg.Name {
		case "button:Menu", "button:Hint", "button:Undo", "button:Fit", "button:Skip", "button:Players":
		default:
			btns = append(btns, tg)
		}
	}
	return btns
}

// HandOff is one scripted game at one shared screen: people (by name)
// and computer seats, played by clicking the table's targets.
type HandOff struct {
	Game    string
	Options map[string]string // the game's options (none: its defaults)
	Seed    uint64
	Seats   []record.Seat
	// rounds of play to watch: the test stops after this many curtains
	// have been passed (or at the end of the game).
	Curtains int
	// actions ends the watch once this many actions are played (after
	// the table opened).
	Actions int
	// prepare, when set, plays the game on before the table opens, as a
	// resumed game: nobody is at the screen yet.
	Prepare func(t *testing.T, s *session.Session)
	// silent is the fewest hand-offs to a person without a secret (their
	// view shown to them with no curtain) the watch must see.
	Silent int
}

// PlayHandOff plays the scripted game c at one shared screen, clicking
// for its people, and checks every drawn frame: the table is only ever given a view for the seat
// the frame says; a view with a secret is drawn only to the person
// deciding now, who is the last person to pass the curtain; the curtain
// comes exactly when the next person differs and has a secret; never
// while a move is still shown; and the top bar tells the move shown.
func PlayHandOff(t *testing.T, c HandOff) {
	spy := spyOn(t, c.Game)
	in := &ui.Script{}
	a := scenes.NewApp(scenes.Config{Input: in, Store: storage.NewMemory()})
	a.Settings.AnimSpeed = "fast"
	now := time.Unix(5000, 0)
	a.Now = func() time.Time { return now }
	// Full size when the shots are for a person, half size otherwise
	// (every frame is drawn: the test is about what is drawn, not how
	// sharp it is).
	w, h := scenes.LayoutW/2, scenes.LayoutH/2
	if os.Getenv("MIXER_SHOTS") != "" {
		w, h = scenes.LayoutW, scenes.LayoutH
	}
	a.SetSize(float64(w), float64(h))
	sess, err := session.New(c.Game, engine.Setup{Players: len(c.Seats), Options: c.Options}, c.Seats, c.Seed)
	if err != nil {
		t.Fatal(err)
	}
	if c.Prepare != nil {
		c.Prepare(t, sess)
	}
	f, err := a.OpenTable(sess, nil)
	if err != nil {
		t.Fatal(err)
	}
	// Every frame is drawn for what the table is asked to draw (the spy
	// records it), not for its pixels, which nobody reads (the shots draw
	// afresh): into one pixel, so that Xvfb's software renderer has next
	// to nothing to rasterise. Drawn at size, the unread frames of a game
	// queued a minute of rendering for the next test that read pixels.
	img := ebiten.NewImage(1, 1)
	defer img.Deallocate()
	atScreen, humans := -1, 0 // the person who set the game up (nobody in a resumed game); how many people play
	for p := range c.Seats {
		if sess.IsHuman(p) {
			if atScreen < 0 {
				atScreen = p
			}
			humans++
		}
	}
	if len(sess.Entries) > 0 && humans > 1 {
		atScreen = -1
	}
	who := func(p int) string {
		if p < 0 {
			return "nobody"
		}
		return c.Seats[p].Name
	}
	curtains, silent, secretFrames, neutralFrames, busyFrames, clicks := 0, 0, 0, 0, 0, 0
	toldFrames := 0 // frames of a move shown with the table's own words in the top bar
	// shots are the moments a person looks at (saved when MIXER_SHOTS
	// names a folder): the first private view after a curtain, the first
	// neutral view after it, and a move of another seat being shown.
	shots := map[string]bool{}
	once := func(name string) {
		if !shots[name] {
			shots[name] = true
			SaveShot(t, a, "handoff-"+c.Game+"-"+name)
		}
	}
	opened := len(sess.Entries)
	for i := 0; i < 6000 && !sess.State.IsTerminal() && (c.Curtains == 0 || curtains < c.Curtains) && len(sess.Entries)-opened < c.Actions; i++ {
		now = now.Add(time.Second / 60)
		if err := a.Tick(); err != nil {
			t.Fatal(err)
		}
		in.EndTick()
		if a.Scene() != scenes.Scene(f) {
			continue // the fade into the table
		}
		before := len((*spy).draws)
		img.Clear()
		a.Draw(img)
		truth := sess.State
		d := truth.CurrentPlayer()
		if f.Name() == "curtain" {
			if len((*spy).draws) != before {
				t.Fatalf("tick %d: the table was drawn behind the curtain", i)
			}
			if f.Busy() {
				t.Fatalf("tick %d: the curtain hides a move still being shown", i)
			}
			if d < 0 || !sess.IsHuman(d) || d == atScreen || !secretFor(truth, d) {
				t.Fatalf("tick %d: a curtain for %d: decider %d (a secret: %v), %s at the screen", i, d, d, d >= 0 && secretFor(truth, d), who(atScreen))
			}
			curtains++
			if curtains == 1 {
				SaveShot(t, a, "handoff-curtain-"+c.Game)
			}
			ClickTarget(t, a, in, "button:I am ready")
			atScreen = d
			continue
		}
		if len((*spy).draws) != before+1 {
			t.Fatalf("tick %d: the table was drawn %d times in a frame", i, len((*spy).draws)-before)
		}
		dr := (*spy).draws[len((*spy).draws)-1]
		if humans == 1 && dr.viewer != atScreen {
			t.Fatalf("tick %d: the only person's view gave way to seat %d's", i, dr.viewer)
		}
		if dr.viewer != f.Viewer() {
			t.Fatalf("tick %d: the table drew for %d, the frame shows %d", i, dr.viewer, f.Viewer())
		}
		if !bytes.Equal(dr.given.Encode(), truth.ViewFor(dr.viewer).Encode()) {
			t.Fatalf("tick %d: the table shows a state that is not %d's view of the game", i, dr.viewer)
		}
		if humans > 1 && dr.viewer >= 0 && dr.viewer != atScreen {
			// A person's view, shown with no curtain to someone new
			// at the screen: only a person without a secret.
			if secretFor(truth, dr.viewer) {
				t.Fatalf("tick %d: %s's view with a secret is shown with no curtain, %s at the screen", i, who(dr.viewer), who(atScreen))
			}
			silent++
			atScreen = dr.viewer
		}
		if !publicOnly(truth, dr.given) {
			if curtains > 0 {
				once("private")
			}
			secretFrames++
			if humans > 1 && (dr.viewer != d || d != atScreen) {
				t.Fatalf("tick %d: a secret of seat %d is drawn while seat %d decides and %s is at the screen (%q)", i, dr.viewer, d, who(atScreen), f.Status())
			}
		} else if dr.viewer == engine.Observer {
			if shots["private"] {
				once("neutral")
			}
			neutralFrames++
		}
		if f.Busy() {
			if told := (*spy).Status(); told != "" {
				toldFrames++
				if f.Status() != told {
					t.Fatalf("tick %d: the table says %q, the top bar %q", i, told, f.Status())
				}
			}
			if last := sess.Entries[len(sess.Entries)-1]; shots["neutral"] && !sess.IsHuman(last.Actor) {
				once("watching")
			}
			if strings.Contains(f.Status(), "Reveal") {
				once("reveal")
			}
			busyFrames++
			if st := f.Status(); strings.HasSuffix(st, "your turn") || strings.HasSuffix(st, "thinking…") || st == "Drawing…" {
				t.Fatalf("tick %d: the top bar says %q while a move is shown (the table says %q; the last action: %q)", i, st, (*spy).Status(), sess.Entries[len(sess.Entries)-1].Text)
			}
		}
		if g := Proceed(a.Targets()); g != nil && g.Name == "button:Got it" {
			// The first-game guide (the table is a ui.Guider: the spy
			// tells its guide too) opens with the table, whoever
			// decides, even before the opening draw: whoever is at the
			// screen reads it and goes on.
			in.ClickRect(g.Rect)
		} else if d >= 0 && sess.IsHuman(d) && f.Viewer() == d && !f.Busy() {
			if table := ChoiceTargets(a); len(table) > 0 {
				in.ClickRect(table[clicks%len(table)].Rect)
				clicks++
			}
		}
	}
	t.Logf("%d curtains, %d hand-offs with no curtain, %d frames with a secret, %d neutral frames, %d frames of moves shown (%d in the table's words), %d actions", curtains, silent, secretFrames, neutralFrames, busyFrames, toldFrames, len(sess.Entries))
	if curtains < c.Curtains {
		t.Fatalf("only %d curtains passed (want %d)", curtains, c.Curtains)
	}
	if silent < c.Silent {
		t.Fatalf("only %d hand-offs to a person without a secret (want %d): the test proves nothing about needless curtains", silent, c.Silent)
	}
	if humans == 1 && (curtains > 0 || secretFrames == 0) {
		t.Fatalf("one person: %d curtains, %d frames of their own view with a secret", curtains, secretFrames)
	}
	if c.Curtains > 0 && (secretFrames == 0 || neutralFrames == 0) {
		t.Fatalf("%d frames with a secret and %d neutral frames: the test proves nothing", secretFrames, neutralFrames)
	}
	if toldFrames == 0 {
		t.Fatal("the table never told what it showed: the top bar check proves nothing")
	}
	if busyFrames == 0 {
		t.Fatal("no move was animated: the test proves nothing about watching moves")
	}
}

// TableTargets are the published targets that are not the frame's
// buttons: what the game's table offers to click.
func TableTargets(a *scenes.App) []ui.Target {
	var table []ui.Target
	for _, tg := range a.Targets() {
		if !strings.HasPrefix(tg.Name, "button:") {
			table = append(table, tg)
		}
	}
	return table
}

// ClickTarget clicks the published target called name and runs one tick;
// it fails t when a shows no such target.
func ClickTarget(t testing.TB, a *scenes.App, in *ui.Script, name string) {
	t.Helper()
	for _, tg := range a.Targets() {
		if tg.Name == name {
			in.ClickRect(tg.Rect)
			if err := a.Tick(); err != nil {
				t.Fatalf("tick: %v", err)
			}
			in.EndTick()
			return
		}
	}
	t.Fatalf("no target %q on %s (%v)", name, a.Scene().Name(), a.Targets())
}
