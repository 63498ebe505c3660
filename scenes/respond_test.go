package scenes

import (
	"bytes"
	"image"
	"reflect"
	"strings"
	"testing"
	"time"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	"monstermixer/engine/record"
	"monstermixer/scenes/session"
	"monstermixer/scenes/ui"
)

// annaVsBlorb is a new session of High Card (personVsEasy) for Anna and
// Blorb.
func annaVsBlorb(t testing.TB) *session.Session {
	t.Helper()
	return personVsEasy(t, enginetest.HighCard.ID(), anna.Name, "Blorb")
}

// personVsEasy is a new 2-seat session of game id, seed 3, for the person
// named person and an easy computer seat named easy.
func personVsEasy(t testing.TB, id, person, easy string) *session.Session {
	t.Helper()
	seats := []record.Seat{{Name: person, Kind: session.KindHuman}, {Name: easy, Kind: session.KindEasy}}
	s, err := session.New(id, engine.Setup{Players: 2}, seats, 3)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// tradeGame starts High Card with trade chips (a response window when a
// later player keeps) for the named seats, plays the notation lines on
// the session, then opens its table with the responses setting ask.
func tradeGame(t *testing.T, ask string, seats []record.Seat, lines ...string) (*App, *Frame) {
	t.Helper()
	a, in, _ := pacedApp(t)
	a.Settings.Responses = ask
	s, err := session.New(enginetest.HighCard.ID(), engine.Setup{Players: len(seats), Options: map[string]string{enginetest.OptTrade: "yes"}}, seats, 3)
	if err != nil {
		t.Fatal(err)
	}
	playLines(t, s, lines...)
	f, err := a.OpenTable(s, nil)
	if err != nil {
		t.Fatal(err)
	}
	settle(t, a, in)
	return a, f
}

var anna, bob, cleo = record.Seat{Name: "Anna", Kind: session.KindHuman}, record.Seat{Name: "Bob", Kind: session.KindHuman}, record.Seat{Name: "Cleo", Kind: session.KindHuman}

func TestAUsefulResponseIsAskedInASmallPrompt(t *testing.T) {
	a, f := tradeGame(t, "useful", []record.Seat{anna, {Name: "Blorb", Kind: session.KindEasy}}, "deal 2", "keep", "deal 5", "keep")
	w, ok := engine.OpenWindow(f.Session().State)
	if !ok || w.Seat != 0 || !w.Useful {
		t.Fatalf("no useful window for Anna: %+v %v", w, ok)
	}
	in := a.In.(*ui.Script)
	tick(t, a, in, 1)
	if a.Scene().Name() != "table" || f.prompt == nil {
		t.Fatalf("scene %s, prompt %v", a.Scene().Name(), f.prompt)
	}
	if got := f.Status(); got != "Trade your card for Blorb's card?" {
		t.Fatalf("top bar %q", got)
	}
	render(t, a, "window-prompt")
	if !hasTarget(a, "button:Pass") {
		t.Fatal("no Pass in the prompt")
	}
	click(t, a, in, "button:Anna trades cards with Blorb")
	last := f.Session().Entries[len(f.Session().Entries)-1]
	if last.Action != enginetest.Trade || last.Actor != 0 || f.prompt != nil {
		t.Fatalf("the trade was not played: %+v", last)
	}
}

func TestAResponseThatDoesNotMatterPassesByItself(t *testing.T) {
	for _, c := range []struct {
		ask, card string
		asked     bool
	}{{"useful", "5", false}, {"never", "2", false}, {"always", "5", true}} {
		a, f := tradeGame(t, c.ask, []record.Seat{anna, {Name: "Blorb", Kind: session.KindEasy}}, "deal "+c.card, "keep", "deal 4", "keep")
		tick(t, a, a.In.(*ui.Script), 1)
		n := len(f.Session().Entries)
		passed := n == 5 && f.Session().Entries[4].Action == enginetest.Pass
		if c.asked == passed || c.asked != (f.prompt != nil) {
			t.Fatalf("%s with a %s: %d entries, prompt %v", c.ask, c.card, n, f.prompt != nil)
		}
	}
}

func TestUndoLooksThroughAnAutomaticPass(t *testing.T) {
	a, f := tradeGame(t, "never", []record.Seat{anna, bob, cleo}, "deal 5", "keep", "deal 4")
	in := a.In.(*ui.Script)
	tick(t, a, in, 1)
	if a.Scene().Name() != "curtain" {
		t.Fatalf("scene %s: Bob holds a secret card", a.Scene().Name())
	}
	click(t, a, in, "button:I am ready")
	render(t, a, "window-bob")
	click(t, a, in, "spot:keep")
	tick(t, a, in, 1)
	es := f.Session().Entries
	if len(es) != 5 || es[4].Action != enginetest.Pass || es[4].Actor != 0 || a.Scene().Name() != "table" {
		t.Fatalf("Anna's window was not passed for her without a curtain: %d entries, scene %s", len(es), a.Scene().Name())
	}
	click(t, a, in, "button:Undo")
	if n := len(f.Session().Entries); n != 3 || f.Session().Decider() != 1 || f.Viewer() != 1 {
		t.Fatalf("after undo: %d entries, decider %d, viewer %d", n, f.Session().Decider(), f.Viewer())
	}
}

// The only legal move of a person is announced in the top bar and played
// after a pause (or at once on Enter); it is marked as the app's own, so
// Undo does not offer it alone.
func TestTheOnlyMoveIsAnnouncedThenPlayed(t *testing.T) {
	a, in, now := pacedApp(t)
	s := annaVsBlorb(t)
	for _, l := range []string{"deal 3", "swap", "deal 2"} {
		act, _ := s.State.ParseAction(l)
		if err := s.Apply(act); err != nil {
			t.Fatal(err)
		}
	}
	f, err := a.OpenTable(s, nil)
	if err != nil {
		t.Fatal(err)
	}
	settle(t, a, in)
	if got := f.Status(); got != "Only one move: Anna keeps their card" {
		t.Fatalf("top bar %q", got)
	}
	render(t, a, "only-move")
	// A long announcement wraps on the banner instead of being cut off.
	short := f.forced
	f.forced = "Only one move: Anna takes the die from the Fearnobile in front of her and puts it on the Driveway"
	render(t, a, "only-move-long")
	if len(f.forcedLines) < 2 || strings.Join(f.forcedLines, " ") != f.forced {
		t.Fatalf("the long announcement is drawn as %q", f.forcedLines)
	}
	for _, l := range f.forcedLines {
		if w := ui.TextWidth(l, 19*a.Scale, true); w > f.forcedWidth-24*a.Scale {
			t.Fatalf("the line %q is %.0f wide on a banner of %.0f", l, w, f.forcedWidth)
		}
	}
	f.forced = short
	*now = now.Add(time.Second)
	tick(t, a, in, 1)
	if len(f.Session().Entries) != 3 {
		t.Fatal("the only move was played before its pause was over")
	}
	*now = now.Add(time.Second)
	tick(t, a, in, 1)
	es := f.Session().Entries
	if len(es) != 4 || es[3].Action != enginetest.Keep || !f.auto[3] {
		t.Fatalf("the only move was not played after its pause: %d entries", len(es))
	}
	if hasTarget(a, "button:Undo") {
		t.Fatal("Undo offers a move that was the only one, after a deal")
	}
}

// A computer seat answers a response window at a fixed moment after the
// move that opened it, whatever it holds: not while the clock stands
// still, and at once when the moment has come, its search stopped there
// if it still runs (a computer that can only pass looks the same as one
// that weighs an answer).
func TestAComputerAnswersAtAFixedMoment(t *testing.T) {
	for _, card := range []string{"2", "5"} {
		a, f := tradeGame(t, "always", []record.Seat{{Name: "Blorb", Kind: session.KindHard}, bob}, "deal "+card, "keep", "deal 4", "keep")
		in := a.In.(*ui.Script)
		tick(t, a, in, 30)
		if n := len(f.Session().Entries); n != 4 {
			t.Fatalf("card %s: the computer answered before its moment (%d entries)", card, n)
		}
		now := time.Unix(1000, 0).Add(computerAnswer)
		a.Now = func() time.Time { return now }
		for i := 0; i < 3 && len(f.Session().Entries) == 4; i++ {
			tick(t, a, in, 1)
			time.Sleep(2 * backgroundSlice) // a background search stops within a slice
		}
		es := f.Session().Entries
		if len(es) < 5 || es[4].Actor != 0 || (es[4].Action != enginetest.Trade && es[4].Action != enginetest.Pass) {
			t.Fatalf("card %s: the computer did not answer at its moment: %d entries", card, len(es))
		}
	}
}

// On a shared screen a response window of a person who is not on screen
// is first a public "Wait!" moment on the neutral view, the same in two
// games that differ only in that person's hidden card (one worth a trade,
// judged useful, one not), even with "only when useful" set: the same
// picture, top bar and targets, and both pass by themselves after
// claimTime.
func TestTheWaitMomentLooksTheSameWhateverIsHeld(t *testing.T) {
	var shots []*image.RGBA
	var tops []string
	var targets [][]ui.Target
	for _, card := range []string{"2", "5"} {
		a, f := tradeGame(t, "useful", []record.Seat{anna, bob}, "deal "+card, "keep", "deal 5", "keep")
		in := a.In.(*ui.Script)
		tick(t, a, in, 1)
		w, _ := engine.OpenWindow(f.Session().State)
		if w.Useful != (card == "2") {
			t.Fatalf("card %s: window useful %v", card, w.Useful)
		}
		if a.Scene().Name() != "table" || !f.waiting() || f.Viewer() != engine.Observer || f.prompt != nil {
			t.Fatalf("card %s: scene %s, waiting %v, viewer %d: want the banner on the neutral view", card, a.Scene().Name(), f.waiting(), f.Viewer())
		}
		shots = append(shots, render(t, a, "wait-"+card))
		tops = append(tops, f.Status())
		targets = append(targets, a.Targets())
		now := time.Unix(1000, 0).Add(claimTime - time.Millisecond)
		a.Now = func() time.Time { return now }
		tick(t, a, in, 1)
		if len(f.Session().Entries) != 4 || !f.waiting() {
			t.Fatalf("card %s: the banner did not last its time", card)
		}
		now = now.Add(time.Millisecond)
		tick(t, a, in, 1)
		es := f.Session().Entries
		if len(es) != 5 || es[4].Action != enginetest.Pass || !f.auto[4] || f.waiting() {
			t.Fatalf("card %s: the unclaimed window did not pass by itself: %d entries", card, len(es))
		}
	}
	if tops[0] != tops[1] || tops[0] != "Wait! Anna may respond" {
		t.Fatalf("top bars %q", tops)
	}
	if !reflect.DeepEqual(targets[0], targets[1]) {
		t.Fatalf("targets differ: %v and %v", targets[0], targets[1])
	}
	if !bytes.Equal(shots[0].Pix, shots[1].Pix) {
		t.Fatal("the Wait! moment looks different when Anna holds a card worth a trade")
	}
}

// A resumed game of several people may be resumed by any of them: the
// person who decides passes the curtain before their secret shows.
func TestAResumedGameAsksForItsPersonFirst(t *testing.T) {
	a, f := tradeGame(t, "useful", []record.Seat{anna, bob}, "deal 5")
	tick(t, a, a.In.(*ui.Script), 1)
	if a.Scene().Name() != "curtain" || f.curtain != 0 {
		t.Fatalf("scene %s, curtain for %d: Anna's card showed to whoever resumed", a.Scene().Name(), f.curtain)
	}
}

// A refusal is said in the game's words, whole: a long one wraps over the
// side panel's buttons instead of being cut off, and the log makes room.
func TestARefusalIsNeverCutOff(t *testing.T) {
	if got := refusal(engine.Illegal("T03 @A 0,-1", "only blank edges touch Blorb's minion 5 here")); got != "Only blank edges touch Blorb's minion 5 here" {
		t.Fatalf("refusal %q", got)
	}
	a, in := newTestApp(t, nil)
	f := startFrame(t, a, in, enginetest.HighCard.ID(), session.KindHuman, session.KindEasy)
	f.layout(a)
	logH := f.log.Rect.H
	f.message = "Only blank edges touch Blorb's minion 5 here: a tile must join with a thin or thick bit, and this one would meet nothing but blank edges on every side"
	_, side := f.layout(a)
	lines := f.messageLines(a, side, a.Scale)
	if len(lines) < 2 || strings.Join(lines, " ") != f.message || f.log.Rect.H >= logH {
		t.Fatalf("message lines %q; log height %v from %v", lines, f.log.Rect.H, logH)
	}
	for _, l := range lines {
		if ui.TextWidth(l, 14*a.Scale, false) > side.W-24*a.Scale {
			t.Fatalf("%q is wider than the panel", l)
		}
	}
	render(t, a, "refusal")
}

// On a shared screen a response that shows its player's secret (their
// card) is claimed in the public "Wait!" moment (W, or the Respond
// button), then waits behind the curtain, then asks in the small prompt.
func TestASecretResponseWaitsBehindTheCurtain(t *testing.T) {
	for _, claim := range []string{"button", "key"} {
		a, f := tradeGame(t, "always", []record.Seat{anna, bob}, "deal 2", "keep", "deal 5")
		in := a.In.(*ui.Script)
		tick(t, a, in, 1)
		if f.curtain != 1 {
			t.Fatalf("curtain for %d, want Bob", f.curtain)
		}
		click(t, a, in, "button:I am ready")
		render(t, a, "window-bob-keeps")
		click(t, a, in, "spot:keep")
		for i := 0; i < 5 && !f.waiting(); i++ {
			tick(t, a, in, 1)
		}
		if w, ok := engine.OpenWindow(f.Session().State); !ok || w.Seat != 0 || f.curtain >= 0 || f.prompt != nil || !f.waiting() || f.Viewer() != engine.Observer {
			t.Fatalf("window %+v; curtain for %d, prompt %v, waiting %v: Anna's window must wait for her claim", w, f.curtain, f.prompt != nil, f.waiting())
		}
		if claim == "key" {
			in.Press(ui.CmdRespond)
			tick(t, a, in, 1)
		} else {
			click(t, a, in, "button:Respond")
		}
		for i := 0; i < 5 && f.curtain < 0; i++ {
			tick(t, a, in, 1)
		}
		if f.curtain != 0 || f.prompt != nil {
			t.Fatalf("claimed by %s: curtain for %d, prompt %v: Anna's card must wait for her", claim, f.curtain, f.prompt != nil)
		}
		click(t, a, in, "button:I am ready")
		tick(t, a, in, 1)
		if f.prompt == nil || f.Viewer() != 0 || !hasTarget(a, "button:Pass") {
			t.Fatalf("no prompt for Anna after her curtain (viewer %d)", f.Viewer())
		}
	}
}

// A prompt whose responses are long sentences widens and gives each button
// two lines, so that responses that differ only at their end (two Arch
// Monster cards of one kind) are told apart, whole, on the table.
func TestAPromptShowsLongResponsesWhole(t *testing.T) {
	labels := []string{
		"Anna flips an Arch Monster card (2 for each adjacent pair of pink and yellow Lord dice) for its back: Move Minion.",
		"Anna flips an Arch Monster card (2 for each adjacent pair of orange and yellow Lord dice) for its back: Feed Spider Jack.",
		"Pass",
	}
	p := &windowPrompt{text: "Flip an Arch Monster card for the action on its back?"}
	for _, l := range labels {
		p.btns = append(p.btns, &ui.Button{Label: l})
	}
	short := &windowPrompt{btns: []*ui.Button{{Label: "Anna trades cards with Blorb"}, {Label: "Pass"}}}
	for _, area := range []ui.Rect{{X: 16, Y: 70, W: 930, H: 620}, {X: 8, Y: 60, W: 480, H: 400}} {
		checkPromptIn(t, p, area)
		checkPromptIn(t, short, area) // a narrow table: even a short prompt narrows
	}
}

// checkPromptIn lays prompt p out in area and checks that its buttons stay
// inside and have room for their labels' lines.
func checkPromptIn(t *testing.T, p *windowPrompt, area ui.Rect) {
	t.Helper()
	p.layout(area, 1)
	for _, b := range p.btns {
		r := b.Rect
		if r.X < area.X || r.Y < area.Y || r.X+r.W > area.X+area.W || r.Y+r.H > area.Y+area.H {
			t.Fatalf("button %q at %+v leaves the table %+v", b.Label, r, area)
		}
		if n := ui.LabelLines(b.Label, 20, r.W-12); float64(n)*16*1.2 > r.H-6 {
			t.Fatalf("button %q: %d lines do not fit its height %v", b.Label, n, r.H)
		}
	}
}

// Enter takes the prompt's first response; the arrows show the frame's
// keyboard ring on it and move it over the prompt's buttons (stacked: Down
// goes to Pass), and Enter then takes the focused one.
func TestTheKeyboardAnswersAPrompt(t *testing.T) {
	for _, c := range []struct {
		keys []ui.Command
		want engine.Action
	}{
		{nil, enginetest.Trade},
		{[]ui.Command{ui.CmdDown}, enginetest.Trade},
		{[]ui.Command{ui.CmdDown, ui.CmdDown}, enginetest.Pass},
		{[]ui.Command{ui.CmdDown, ui.CmdDown, ui.CmdUp}, enginetest.Trade},
	} {
		a, f := tradeGame(t, "always", []record.Seat{anna, {Name: "Blorb", Kind: session.KindEasy}}, "deal 2", "keep", "deal 5", "keep")
		in := a.In.(*ui.Script)
		tick(t, a, in, 1)
		if f.prompt == nil {
			t.Fatal("no prompt for Anna")
		}
		for _, k := range c.keys {
			in.Press(k)
			tick(t, a, in, 1)
		}
		if p := f.prompt; p == nil || !p.btns[p.focus].Primary {
			t.Fatalf("%v: Enter's choice is not drawn as the primary button", c.keys)
		}
		if tg, ok := f.focus.Focus(); len(c.keys) > 0 && (!ok || !strings.HasPrefix(tg.Name, "button:")) {
			t.Fatalf("%v: the ring is on %v (%v), not a prompt's button", c.keys, tg, ok)
		}
		in.Press(ui.CmdConfirm)
		tick(t, a, in, 1)
		es := f.Session().Entries
		if last := es[len(es)-1]; last.Actor != 0 || last.Action != c.want || f.prompt != nil {
			t.Fatalf("%v then Enter: played %+v, want %v", c.keys, last, c.want)
		}
	}
}

// A hint's suggestion among the responses becomes the prompt's choice, so
// that Enter takes it; an action the prompt does not offer changes nothing.
func TestAHintChoosesInThePrompt(t *testing.T) {
	p := &windowPrompt{acts: []engine.Action{enginetest.Trade, enginetest.Pass}}
	for range p.acts {
		p.btns = append(p.btns, &ui.Button{})
	}
	p.btns[0].Primary = true
	p.focusOn(enginetest.Pass)
	if p.focus != 1 || !p.btns[1].Primary || p.btns[0].Primary {
		t.Fatalf("after a hint of Pass: focus %d", p.focus)
	}
	p.focusOn(engine.Action(9999))
	if p.focus != 1 || !p.btns[1].Primary {
		t.Fatalf("after a hint the prompt does not offer: focus %d", p.focus)
	}
	var none *windowPrompt
	none.focusOn(enginetest.Pass) // no prompt open: nothing to do
}
