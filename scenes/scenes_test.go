package scenes

import (
	"bytes"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	"monstermixer/engine/record"
	"monstermixer/scenes/internal/fakegame"
	"monstermixer/scenes/session"
	"monstermixer/scenes/storage"
	"monstermixer/scenes/ui"
)

func TestTitleListsPlayableGamesAndDraws(t *testing.T) {
	a, _ := newTestApp(t, nil)
	if a.Scene().Name() != "title" {
		t.Fatalf("first scene %s", a.Scene().Name())
	}
	r := target(t, a, "game:"+enginetest.HighCard.ID())
	target(t, a, "game:"+fakegame.ID)
	target(t, a, "button:Settings")
	for _, tg := range a.Targets() {
		if tg.Name == "button:Continue..." {
			t.Fatal("Continue offered with no autosave")
		}
	}
	img := render(t, a, "title")
	// The card is a panel, not background.
	if n := count(img, ui.ColPanel, &r); n < int(r.W*r.H/4) {
		t.Fatalf("game card barely drawn: %d panel pixels", n)
	}
	// The name is drawn in the text colour near the top.
	top := ui.Rect{X: 300, Y: 100, W: 680, H: 100}
	if count(img, ui.ColText, &top) < 500 {
		t.Fatal("the title text is missing")
	}
}

// The first frame after launch is the whole title, ready for a click:
// its words and buttons, the monster over the name and every card's
// picture (issue 36: the title is complete at the first interactive
// frame).
func TestTitleIsCompleteInItsFirstFrame(t *testing.T) {
	a, _ := newTestApp(t, nil)
	if a.Frames != 0 {
		t.Fatalf("the app has drawn %d frames before the test", a.Frames)
	}
	monster := ui.Rect{X: 590, Y: 30, W: 100, H: 80}
	top := ui.Rect{X: 300, Y: 100, W: 680, H: 100}
	first := render(t, a, "title-first-frame")
	if a.Frames != 1 {
		t.Fatalf("rendered frame %d, want the first", a.Frames)
	}
	if len(a.Targets()) == 0 {
		t.Fatal("the first frame has nothing to click")
	}
	if count(first, ui.ColText, &top) < 500 {
		t.Fatal("the first frame lacks the title text")
	}
	if n := count(first, ui.ColAccent, &monster); n < 1000 {
		t.Fatalf("the first frame draws only %d monster pixels", n)
	}
	// The card's picture (the fake game's is a monster in the accent colour).
	card := target(t, a, "game:"+fakegame.ID)
	if n := count(first, ui.ColAccent, &card); n < 1000 {
		t.Fatalf("the first frame draws only %d pixels of the card's picture", n)
	}
}

// Background work waits for the first frames, and not for ever.
func TestLaunchSettles(t *testing.T) {
	if launchSettled(0) || launchSettled(launchFrames-1) || !launchSettled(launchFrames) {
		t.Errorf("launchSettled(0, %d, %d) = %v, %v, %v; want false, false, true", launchFrames-1, launchFrames,
			launchSettled(0), launchSettled(launchFrames-1), launchSettled(launchFrames))
	}
}

func TestLayoutScalesTo4K(t *testing.T) {
	a, _ := newTestApp(t, nil)
	small := target(t, a, "game:"+fakegame.ID)
	a.SetSize(3840, 2160)
	a.Draw(ebiten.NewImage(3840, 2160))
	big := target(t, a, "game:"+fakegame.ID)
	if a.Scale != 3 || big.W != small.W*3 || big.H != small.H*3 {
		t.Fatalf("scale %v: card %vx%v at 4K vs %vx%v", a.Scale, big.W, big.H, small.W, small.H)
	}
}

func TestTwoClicksStartAGameAndTheFrameAppliesTableActions(t *testing.T) {
	st := storage.NewMemory()
	a, in := newTestApp(t, st)
	click(t, a, in, "game:"+enginetest.HighCard.ID())
	settle(t, a, in)
	if a.Scene().Name() != "newgame" {
		t.Fatalf("scene %s after picking a game", a.Scene().Name())
	}
	f := pressStart(t, a, in)
	seats := f.Session().Seats()
	if len(seats) != 2 || seats[0].Kind != session.KindHuman || seats[1].Kind != session.KindNormal {
		t.Fatalf("default seats %+v", seats)
	}
	// The deal is sampled by the frame; then it is the human's turn.
	tick(t, a, in, 2)
	if f.Session().Decider() != 0 {
		t.Fatalf("decider %d after the deal", f.Session().Decider())
	}
	render(t, a, "table")
	n := len(f.Session().Entries)
	click(t, a, in, "spot:keep")
	if len(f.Session().Entries) != n+1 || f.Session().Entries[n].Action != enginetest.Keep {
		t.Fatalf("the table's action was not applied: %+v", f.Session().Entries)
	}
	// The autosave follows every action and replays.
	b, err := st.Read(f.Session().SaveName())
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.Parse(bytes.NewReader(b))
	if err != nil || len(rec.Actions) != n+1 {
		t.Fatalf("autosave: %v, %d actions", err, len(rec.Actions))
	}
	// The computer plays, in slices, until the game ends.
	for i := 0; i < 600 && a.Scene().Name() != "gameover"; i++ {
		tick(t, a, in, 1)
	}
	if a.Scene().Name() != "gameover" {
		t.Fatalf("no game over; scene %s, decider %d", a.Scene().Name(), f.Session().Decider())
	}
	settle(t, a, in)
	render(t, a, "gameover")
	if _, err := st.Read(f.Session().SaveName()); !storage.IsMissing(err) {
		t.Fatal("the autosave of a finished game was kept")
	}
	target(t, a, "button:Play again")
	// Views only: every state the table saw was a view for its viewer.
	for i, s := range f.table.(*fakeTable).got {
		if !bytes.Equal(s.state.Encode(), s.state.ViewFor(s.viewer).Encode()) {
			t.Fatalf("state %d given to the table is not a view for seat %d", i, s.viewer)
		}
	}
}

// pressStart draws the new-game scene, starts its game and returns the
// table frame.
func pressStart(t *testing.T, a *App, in *ui.Script) *Frame {
	t.Helper()
	render(t, a, "newgame")
	return clickTo[*Frame](t, a, in, "Start")
}

func startFrame(t testing.TB, a *App, in *ui.Script, gameID string, kinds ...string) *Frame {
	t.Helper()
	seats := make([]record.Seat, len(kinds))
	for i, k := range kinds {
		seats[i] = record.Seat{Name: []string{"Anna", "Bob", "Cleo"}[i], Kind: k}
	}
	s, err := session.New(gameID, engine.Setup{Players: len(kinds)}, seats, 11)
	if err != nil {
		t.Fatal(err)
	}
	f, err := NewFrame(a, s)
	if err != nil {
		t.Fatal(err)
	}
	a.GoTo(f)
	settle(t, a, in)
	return f
}

func TestCurtainShowsNothingSecret(t *testing.T) {
	a, in := newTestApp(t, nil)
	f := startFrame(t, a, in, fakegame.ID, session.KindHuman, session.KindHuman)
	tick(t, a, in, 2) // deal to Anna
	if f.Name() != "table" || f.Session().Decider() != 0 {
		t.Fatalf("scene %s decider %d", f.Name(), f.Session().Decider())
	}
	if img := render(t, a, "secret-table"); count(img, tableInk, nil) == 0 {
		t.Fatal("the fake table does not draw: the test would prove nothing")
	}
	click(t, a, in, "spot:keep")
	tick(t, a, in, 2) // deal to Bob: Bob has a secret, Anna is looking
	if f.Session().Decider() != 1 || a.Scene().Name() != "curtain" {
		t.Fatalf("no curtain: scene %s decider %d", a.Scene().Name(), f.Session().Decider())
	}
	img := render(t, a, "curtain")
	if n := count(img, tableInk, nil); n != 0 {
		t.Fatalf("the curtain shows %d pixels of the table", n)
	}
	ts := a.Targets()
	if len(ts) != 1 || ts[0].Name != "button:I am ready" {
		t.Fatalf("curtain targets %v", ts)
	}
	// Clicks elsewhere do nothing; the table is not asked for actions.
	in.ClickAt(100, 400)
	tick(t, a, in, 1)
	if a.Scene().Name() != "curtain" || len(f.Session().Entries) != 3 {
		t.Fatal("the curtain let a click through")
	}
	click(t, a, in, "button:I am ready")
	if a.Scene().Name() != "table" || f.shown != 1 {
		t.Fatalf("after the curtain: scene %s viewer %d", a.Scene().Name(), f.shown)
	}
	ft := f.table.(*fakeTable)
	last := ft.got[len(ft.got)-1]
	if last.viewer != 1 || !bytes.Equal(last.state.Encode(), f.Session().State.ViewFor(1).Encode()) {
		t.Fatal("the table was not reset to Bob's view")
	}
}

func TestNoCurtainAgainstComputers(t *testing.T) {
	a, in := newTestApp(t, nil)
	f := startFrame(t, a, in, fakegame.ID, session.KindHuman, session.KindEasy, session.KindEasy)
	tick(t, a, in, 2)
	click(t, a, in, "spot:keep")
	for i := 0; i < 300 && a.Scene().Name() == "table"; i++ {
		tick(t, a, in, 1)
	}
	if name := a.Scene().Name(); name != "gameover" {
		t.Fatalf("scene %s (decider %d)", name, f.Session().Decider())
	}
}

func TestBrokenSettingsAndSaveAreReportedAndSetAside(t *testing.T) {
	st := storage.NewMemory()
	st.Write(storage.SettingsName, []byte("{{{"))
	st.Write(storage.AutosaveName, []byte("mixer-record 99\ngame nowhere\n"))
	a, in := newTestApp(t, st)
	if len(a.Notices) != 2 {
		t.Fatalf("notices %q", a.Notices)
	}
	if !strings.Contains(a.Notices[0], "settings") || !strings.Contains(a.Notices[1], "saved game") {
		t.Fatalf("notices %q", a.Notices)
	}
	names := strings.Join(st.Names(), " ")
	if !strings.Contains(names, storage.SettingsName+".bad") || !strings.Contains(names, storage.AutosaveName+".bad") {
		t.Fatalf("stored: %s", names)
	}
	tick(t, a, in, 5)
	img := render(t, a, "title-notices")
	if count(img, ui.ColWarm, nil) < 100 {
		t.Fatal("the notices are not drawn")
	}
	for _, tg := range a.Targets() {
		if tg.Name == "button:Continue..." {
			t.Fatal("Continue offered for a broken save")
		}
	}
}

func TestContinueResumesTheAutosave(t *testing.T) {
	st := storage.NewMemory()
	a, in := newTestApp(t, st)
	f := startFrame(t, a, in, fakegame.ID, session.KindHuman, session.KindHuman)
	tick(t, a, in, 2)
	click(t, a, in, "spot:swap")
	tick(t, a, in, 2)
	want := engine.Hash(f.Session().State)
	// A new start of the app offers Continue and resumes exactly.
	b, in2 := newTestApp(t, st)
	click(t, b, in2, "button:Continue...")
	click(t, b, in2, "continue:"+fakegame.ID)
	g, ok := b.Scene().(*Frame)
	if !ok || engine.Hash(g.Session().State) != want {
		t.Fatalf("continue: scene %s", b.Scene().Name())
	}
}

func hasTarget(a *App, name string) bool {
	for _, tg := range a.Targets() {
		if tg.Name == name {
			return true
		}
	}
	return false
}

// pacedHighCard starts a High Card game of two people at normal speed on
// a clock that stands still until the test moves it.
func pacedHighCard(t *testing.T) (*App, *ui.Script, *Frame, *time.Time) {
	t.Helper()
	a, in, now := pacedApp(t)
	f := startFrame(t, a, in, enginetest.HighCard.ID(), session.KindHuman, session.KindHuman)
	return a, in, f, now
}

func TestUndoButtonFollowsThePolicy(t *testing.T) {
	a, in, f, now := pacedHighCard(t)
	*now = now.Add(time.Second)
	tick(t, a, in, 2) // the deal to Anna, after its pause
	if f.Session().Decider() != 0 || hasTarget(a, "button:Undo") {
		t.Fatalf("decider %d; undo offered before any action", f.Session().Decider())
	}
	click(t, a, in, "spot:swap")
	tick(t, a, in, 1) // the clock stands still: the new deal waits
	if !hasTarget(a, "button:Undo") {
		t.Fatal("undo of Anna's own swap not offered")
	}
	click(t, a, in, "button:Undo")
	if n := len(f.Session().Entries); n != 1 || f.Session().Decider() != 0 {
		t.Fatalf("after undo: %d entries, decider %d", n, f.Session().Decider())
	}
	click(t, a, in, "spot:swap")
	*now = now.Add(time.Second)
	tick(t, a, in, 2) // the new card is dealt: a chance event
	if len(f.Session().Entries) != 3 || hasTarget(a, "button:Undo") {
		t.Fatalf("%d entries; undo offered across a chance event", len(f.Session().Entries))
	}
	in.Press(ui.CmdUndo)
	tick(t, a, in, 1)
	if len(f.Session().Entries) != 3 {
		t.Fatal("the undo key went across a chance event")
	}
}

func TestSettingsAreSavedAndRulesShowHeadings(t *testing.T) {
	st := storage.NewMemory()
	a, in := newTestApp(t, st)
	click(t, a, in, "button:Settings")
	settle(t, a, in)
	if a.Scene().Name() != "settings" {
		t.Fatalf("scene %s", a.Scene().Name())
	}
	if !hasTarget(a, "slider:Volume") {
		t.Fatal("the volume is not offered with the sound on")
	}
	click(t, a, in, "toggle:Mute")
	if hasTarget(a, "slider:Volume") {
		t.Fatal("the volume slider still takes input while muted")
	}
	click(t, a, in, "prev:speed")     // from instant (set by newTestApp) to fast
	click(t, a, in, "next:responses") // from only when useful to never
	render(t, a, "settings")
	saved, problem := storage.LoadSettings(st)
	if problem != "" || !saved.Muted || saved.AnimSpeed != "fast" || saved.Responses != "never" {
		t.Fatalf("saved %+v (%q)", saved, problem)
	}
	click(t, a, in, "button:Back")
	settle(t, a, in)
	click(t, a, in, "button:Rules")
	settle(t, a, in)
	r, ok := a.Scene().(*Rules)
	if !ok {
		t.Fatalf("scene %s", a.Scene().Name())
	}
	for r.ids[r.pick.Index] != fakegame.ID {
		click(t, a, in, "next:game")
	}
	if len(r.list.Lines) < 5+len(ui.CommonControls) || r.list.Lines[0] != "## Goal" || r.list.Lines[2] != "## Play" || r.list.Lines[4] != "## Controls" || r.list.Lines[5] != "Click keep or swap." {
		t.Fatalf("rules lines %q", r.list.Lines)
	}
	render(t, a, "rules")
}

func TestMenuSaveAndQuitOffersContinue(t *testing.T) {
	st := storage.NewMemory()
	a, in := newTestApp(t, st)
	startFrame(t, a, in, fakegame.ID, session.KindHuman, session.KindNormal)
	tick(t, a, in, 2)
	in.Press(ui.CmdMenu)
	tick(t, a, in, 1)
	render(t, a, "menu")
	click(t, a, in, "button:Save and quit")
	settle(t, a, in)
	if a.Scene().Name() != "title" || !hasTarget(a, "button:Continue...") {
		t.Fatalf("scene %s without Continue", a.Scene().Name())
	}
}

func TestGameWithoutTableIsRefused(t *testing.T) {
	a, _ := newTestApp(t, nil)
	s, err := session.New(enginetest.Leaky.ID(), engine.Setup{Players: 2}, []record.Seat{{Name: "A", Kind: "human"}, {Name: "B", Kind: "human"}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := NewFrame(a, s); err == nil {
		t.Fatal("a game without a table got a frame")
	}
}

func TestFourSeatGameLaysOutWithoutOverlaps(t *testing.T) {
	a, in := newTestApp(t, nil)
	click(t, a, in, "game:"+fakegame.ID)
	settle(t, a, in)
	click(t, a, in, "next:players")
	click(t, a, in, "next:players")
	ts := a.Targets()
	screen := ui.Rect{W: a.W, H: a.H}
	for i, x := range ts {
		if !screen.Contains(x.Rect.X, x.Rect.Y) || !screen.Contains(x.Rect.X+x.Rect.W-1, x.Rect.Y+x.Rect.H-1) {
			t.Fatalf("%s lies outside the screen: %+v", x.Name, x.Rect)
		}
		for _, y := range ts[i+1:] {
			if overlaps(x.Rect, y.Rect) && !sameChoice(x.Name, y.Name) {
				t.Fatalf("%s and %s overlap", x.Name, y.Name)
			}
		}
	}
	if !hasTarget(a, "name:seat4") {
		t.Fatal("no fourth seat")
	}
	render(t, a, "newgame-4")
	click(t, a, in, "button:Start")
	settle(t, a, in)
	f := a.Scene().(*Frame)
	for i := 0; i < 400 && a.Scene().Name() != "gameover"; i++ {
		if f.Session().Decider() >= 0 && f.sess.IsHuman(f.Session().Decider()) {
			if i == 40 {
				render(t, a, "table-4")
			}
			click(t, a, in, "spot:swap")
		}
		tick(t, a, in, 1)
	}
	settle(t, a, in)
	if a.Scene().Name() != "gameover" {
		t.Fatalf("scene %s", a.Scene().Name())
	}
	render(t, a, "gameover-4")
}

func overlaps(a, b ui.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// sameChoice tells the arrows of one selector apart from other targets:
// a selector's own arrows lie inside it.
func sameChoice(a, b string) bool {
	_, an, _ := strings.Cut(a, ":")
	_, bn, _ := strings.Cut(b, ":")
	return an == bn
}

func TestFinishedGameLeavesNoSave(t *testing.T) {
	st := storage.NewMemory()
	a, in := newTestApp(t, st)
	f := startFrame(t, a, in, enginetest.HighCard.ID(), session.KindHuman, session.KindHuman)
	tick(t, a, in, 2)
	click(t, a, in, "spot:keep") // Anna keeps
	tick(t, a, in, 2)            // Bob is dealt a card
	if _, err := st.Read(f.Session().SaveName()); err != nil {
		t.Fatal("no autosave during the game")
	}
	click(t, a, in, "button:I am ready") // Bob's card is his secret
	// Bob's keep ends the game; he opens the menu in the same breath.
	click(t, a, in, "spot:keep")
	if !f.Session().State.IsTerminal() {
		t.Fatal("the game should be over")
	}
	in.Press(ui.CmdMenu)
	tick(t, a, in, 1)
	click(t, a, in, "button:Save and quit")
	if _, err := st.Read(f.Session().SaveName()); !storage.IsMissing(err) {
		t.Fatal("the save of the position before the last move survived the end")
	}
}

func TestDefaultNamesFollowTheSeatKind(t *testing.T) {
	a, in := newTestApp(t, nil)
	click(t, a, in, "game:"+fakegame.ID)
	settle(t, a, in)
	n := a.Scene().(*NewGame)
	if n.names[1].Text != "Blorb" {
		t.Fatalf("seat 2 starts as %q", n.names[1].Text)
	}
	click(t, a, in, "next:seat2") // Normal -> Hard
	click(t, a, in, "next:seat2") // Hard -> Human
	if n.names[1].Text != "Player 2" {
		t.Fatalf("a human seat 2 is called %q", n.names[1].Text)
	}
	n.names[1].Text = "Zed"
	click(t, a, in, "next:seat2") // Human -> Easy: a chosen name stays
	if n.names[1].Text != "Zed" {
		t.Fatalf("a chosen name was replaced by %q", n.names[1].Text)
	}
	_, seats, _, err := n.Setup(a)
	if err != nil || seats[1].Kind != session.KindEasy || seats[1].Name != "Zed" {
		t.Fatalf("setup seats %+v (%v)", seats, err)
	}
}

func TestCurtainWaitsForTheLastMoveToFinish(t *testing.T) {
	a, in := newTestApp(t, nil)
	f := startFrame(t, a, in, fakegame.ID, session.KindHuman, session.KindHuman)
	ft := f.table.(*fakeTable)
	tick(t, a, in, 2) // deal to Anna
	ft.anim = 5
	click(t, a, in, "spot:keep")
	// The keep animates for 5 ticks, then the deal to Bob for 5 more:
	// the curtain waits until the table is idle.
	for i := 0; i < 9; i++ {
		if a.Scene().Name() == "curtain" {
			t.Fatalf("the curtain came %d ticks after the move, while the table was busy", i)
		}
		tick(t, a, in, 1)
	}
	tick(t, a, in, 4)
	if a.Scene().Name() != "curtain" || ft.Busy() {
		t.Fatalf("scene %s, table busy %v", a.Scene().Name(), ft.Busy())
	}
}

func TestTitleKeyboardOpensAGame(t *testing.T) {
	a, in := newTestApp(t, nil)
	in.Press(ui.CmdNext)
	tick(t, a, in, 1)
	in.Press(ui.CmdNext)
	tick(t, a, in, 1)
	in.Press(ui.CmdConfirm)
	tick(t, a, in, 1)
	settle(t, a, in)
	n, ok := a.Scene().(*NewGame)
	if !ok {
		t.Fatalf("scene %s", a.Scene().Name())
	}
	if want := ui.PlayableGames()[1]; n.game.ID() != want {
		t.Fatalf("opened %s, want %s", n.game.ID(), want)
	}
	// Enter on the new-game screen starts with the defaults.
	in.Press(ui.CmdConfirm)
	tick(t, a, in, 1)
	settle(t, a, in)
	if a.Scene().Name() != "table" {
		t.Fatalf("scene %s after Enter", a.Scene().Name())
	}
}

// A seat's symbol chip cycles its colour and symbol; the seat that had the
// new pair takes the old one, and the choice reaches the table, the saved
// record and the game-over screen's source.
func TestSeatLooksAreChosenAndKept(t *testing.T) {
	st := storage.NewMemory()
	a, in := newTestApp(t, st)
	click(t, a, in, "game:"+enginetest.HighCard.ID())
	settle(t, a, in)
	n := a.Scene().(*NewGame)
	click(t, a, in, "look:seat1") // seat 1 takes seat 2's pair, seat 2 seat 1's
	click(t, a, in, "look:seat1") // then the unused third seat's pair
	if n.looks[0] != 2 || n.looks[1] != 0 || n.looks[2] != 1 {
		t.Fatalf("looks after two clicks: %v", n.looks[:3])
	}
	f := pressStart(t, a, in)
	for p, want := range []int{2, 0} {
		c, sym := ui.Look(want)
		if got := f.ctx.Seats[p]; got.Color != c || got.Symbol != sym {
			t.Fatalf("seat %d shows %v %s, want pair %d", p, got.Color, got.Symbol, want)
		}
	}
	b, err := st.Read(f.Session().SaveName())
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), "\nlooks 3 1\n") {
		t.Fatalf("the autosave does not keep the looks:\n%s", b)
	}
	rec, err := record.Parse(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	resumed, err := session.Load(rec)
	if err != nil {
		t.Fatal(err)
	}
	if g := resumed.Seats(); g[0].LookIndex(0) != 2 || g[1].LookIndex(1) != 0 {
		t.Fatalf("a resumed game has the looks %+v", g)
	}
}

// After a person's move, a draw waits a moment longer so that Undo stays
// offered; at instant speed nothing waits.
func TestDrawWaitsWhileThePersonMayUndo(t *testing.T) {
	a, in, f, now := pacedHighCard(t)
	for i := 0; i < 100 && f.Session().Decider() == engine.Chance; i++ {
		*now = now.Add(100 * time.Millisecond)
		tick(t, a, in, 1)
	}
	n := len(f.Session().Entries)
	click(t, a, in, "spot:swap") // a new card is dealt next
	if f.Session().Decider() != engine.Chance || f.Session().UndoBy(0) != 1 {
		t.Fatalf("after the swap: decider %d, undo %d", f.Session().Decider(), f.Session().UndoBy(0))
	}
	*now = now.Add(900 * time.Millisecond) // past the usual 250 ms pause
	tick(t, a, in, 1)
	if len(f.Session().Entries) != n+1 || !hasTarget(a, "button:Undo") {
		t.Fatalf("the deal came %d ms after the swap, before undo's grace", 900)
	}
	*now = now.Add(200 * time.Millisecond)
	tick(t, a, in, 1)
	if len(f.Session().Entries) != n+2 {
		t.Fatal("the deal did not come once the grace was over")
	}
}

// The log keeps what an action caused until the table has played it out,
// and a draw (a chance action) whole: what came out ends its animation.
func TestLogWaitsForTheAnimationBeforeTellingEffects(t *testing.T) {
	a, in := newTestApp(t, nil)
	f := startFrame(t, a, in, enginetest.HighCard.ID(), session.KindHuman, session.KindHuman)
	ft := f.table.(*fakeTable)
	ft.anim = 5
	click(t, a, in, "spot:keep") // Anna keeps; then Bob is dealt a card
	for i := 0; i < 20 && len(f.Session().Entries) < 3; i++ {
		tick(t, a, in, 1)
	}
	told := func() bool {
		return slices.ContainsFunc(f.log.Lines, func(l string) bool { return ui.StripMarks(l) == "→ Bob is dealt a card." })
	}
	drawn := func() bool {
		return slices.ContainsFunc(f.log.Lines, func(l string) bool { return ui.StripMarks(l) == "Bob is dealt a card." })
	}
	if len(f.Session().Entries) != 3 || !ft.Busy() || told() || drawn() {
		t.Fatalf("%d entries, busy %v; log %q: the deal or its effect is told during its animation", len(f.Session().Entries), ft.Busy(), f.log.Lines)
	}
	for i := 0; i < 10 && ft.Busy(); i++ {
		tick(t, a, in, 1)
	}
	tick(t, a, in, 1)
	if !told() || !drawn() {
		t.Fatalf("the deal and its effect never reached the log: %q", f.log.Lines)
	}
}

// countingState counts the legal-action listings asked of a state.
type countingState struct {
	engine.State
	listed int
}

func (c *countingState) AppendLegalActions(dst []engine.Action) []engine.Action {
	c.listed++
	return c.State.AppendLegalActions(dst)
}

// A table at rest waiting for a person lists the legal actions once for
// the position, not at every frame (a game's listing may allocate, and an
// idle frame allocates nothing of ours).
func TestAFrameAtRestListsTheLegalActionsOnce(t *testing.T) {
	a, in := newTestApp(t, nil)
	f := startFrame(t, a, in, enginetest.HighCard.ID(), session.KindHuman, session.KindHuman)
	tick(t, a, in, 2) // deal to Anna
	if f.Session().Decider() != 0 {
		t.Fatalf("decider %d", f.Session().Decider())
	}
	counted := &countingState{State: f.sess.State}
	f.sess.State = counted
	tick(t, a, in, 30)
	if counted.listed > 1 {
		t.Fatalf("30 frames at rest listed the legal actions %d times", counted.listed)
	}
}

// BenchmarkTitleDraw measures one frame of the title.
func BenchmarkTitleDraw(b *testing.B) {
	a, _ := newTestApp(b, nil)
	benchDraw(b, a)
}
