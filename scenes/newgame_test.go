package scenes

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	_ "monstermixer/engine/games" // every game's rules, for the layout test
	"monstermixer/engine/monstersonboard"
	"monstermixer/scenes/ebitentest"
	"monstermixer/scenes/storage"
	"monstermixer/scenes/ui"
)

// The New game screen shows only the options that apply to the player
// count and the other options, offers 1 player where the game allows it,
// and names only those options in the setup.
func TestNewGameShowsOnlyOptionsThatApply(t *testing.T) {
	a, in := newTestApp(t, nil)
	click(t, a, in, "game:"+enginetest.HighCard.ID())
	settle(t, a, in)
	n := a.Scene().(*NewGame)
	if n.count.Choices[0] != "1 player" {
		t.Fatalf("player counts %q", n.count.Choices)
	}
	click(t, a, in, "prev:players") // 2 -> 1
	if n.players() != 1 || hasTarget(a, "next:option:"+enginetest.OptTrade) || !hasTarget(a, "next:option:"+enginetest.OptHouse) {
		t.Fatalf("%d players: targets %v", n.players(), a.Targets())
	}
	if hasTarget(a, "next:option:"+enginetest.OptLimit) {
		t.Fatal("the swap limit is offered with swaps once")
	}
	click(t, a, in, "next:option:"+enginetest.OptSwaps) // once -> any
	if !hasTarget(a, "next:option:"+enginetest.OptLimit) {
		t.Fatal("the swap limit is not offered with any swaps")
	}
	setup, _, _, err := n.Setup(a)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := setup.Options[enginetest.OptTrade]; ok {
		t.Fatalf("the setup names an option that does not apply: %v", setup.Options)
	}
	render(t, a, "newgame-solo")
	click(t, a, in, "next:players") // 1 -> 2
	if !hasTarget(a, "next:option:"+enginetest.OptTrade) {
		t.Fatal("trade chips are not offered to two players")
	}
	click(t, a, in, "button:Start")
	settle(t, a, in)
	if f, ok := a.Scene().(*Frame); !ok || f.Session().Record.Setup().Players != 2 {
		t.Fatalf("scene %s after Start", a.Scene().Name())
	}
}

// The number of players, names and kinds of a game come back on the next
// New game.
func TestNamesAreRememberedForTheNextGame(t *testing.T) {
	st := storage.NewMemory()
	a, in := newTestApp(t, st)
	click(t, a, in, "game:"+enginetest.HighCard.ID())
	settle(t, a, in)
	click(t, a, in, "name:seat1")
	in.Edit(ui.EditSelectAll)
	in.Type("Ann")
	tick(t, a, in, 1)
	click(t, a, in, "next:seat2") // Normal -> Hard
	click(t, a, in, "next:seat2") // Hard -> Human
	click(t, a, in, "name:seat2")
	in.Edit(ui.EditSelectAll)
	in.Type("Bob")
	tick(t, a, in, 1)
	in.ClickAt(5, 5) // leave the field
	tick(t, a, in, 1)
	click(t, a, in, "next:players")                     // 2 -> 3 players
	click(t, a, in, "next:option:"+enginetest.OptSwaps) // the mode: any number of swaps
	click(t, a, in, "button:Start")
	settle(t, a, in)
	if f, ok := a.Scene().(*Frame); !ok || f.Session().Record.Setup().Players != 3 || f.Session().Record.Setup().Options[enginetest.OptSwaps] != enginetest.SwapsAny {
		t.Fatalf("scene %s after Start", a.Scene().Name())
	}
	// A fresh store with only what the app remembers (the game's save
	// would make the title ask about it first).
	fresh := storage.NewMemory()
	kept, err := st.Read(rememberedName)
	if err != nil {
		t.Fatal(err)
	}
	fresh.Write(rememberedName, kept)
	b, in2 := newTestApp(t, fresh)
	click(t, b, in2, "game:"+enginetest.HighCard.ID())
	settle(t, b, in2)
	n := b.Scene().(*NewGame)
	if n.players() != 3 {
		t.Fatalf("the next New game offers %d players, not the last game's 3", n.players())
	}
	if n.names[0].Text != "Ann" || n.names[1].Text != "Bob" || n.kinds[1].Index != 0 || n.names[2].Text != defaultName(2, false) {
		t.Fatalf("names %q %q %q, seat 2 kind %d", n.names[0].Text, n.names[1].Text, n.names[2].Text, n.kinds[1].Index)
	}
	// The mode comes back with them (Monsters on Board's family mode went
	// back to Regular).
	if got := n.chosen().Options[enginetest.OptSwaps]; got != enginetest.SwapsAny {
		t.Fatalf("the next New game offers swaps %q, not the last game's %q", got, enginetest.SwapsAny)
	}
}

// drawnRects names every rectangle the New game screen draws something
// in: the buttons, the seats' widgets, each option on the page shown (its
// name, choice and description), the page line, the summary and the seed
// field with its name and note.
func drawnRects(n *NewGame) []ui.Target {
	ts := []ui.Target{{Name: "back", Rect: n.btnBack.Rect}, {Name: "start", Rect: n.btnGo.Rect}, {Name: "players", Rect: n.count.Rect}}
	for p := 0; p < n.players(); p++ {
		ts = append(ts, ui.Target{Name: fmt.Sprintf("look %d", p+1), Rect: n.lookBtns[p].Rect},
			ui.Target{Name: fmt.Sprintf("name %d", p+1), Rect: n.names[p].Rect},
			ui.Target{Name: fmt.Sprintf("kind %d", p+1), Rect: n.kinds[p].Rect})
	}
	for i, o := range n.game.Options() {
		if n.shown(i) {
			ts = append(ts, ui.Target{Name: o.Key + " name", Rect: n.boxes[i].label},
				ui.Target{Name: o.Key + " choice", Rect: n.options[i].Rect},
				ui.Target{Name: o.Key + " description", Rect: n.boxes[i].desc})
		}
	}
	if n.pages > 1 {
		ts = append(ts, ui.Target{Name: "more", Rect: n.btnMore.Rect}, ui.Target{Name: "page", Rect: n.pageAt})
	}
	if n.summary != "" {
		ts = append(ts, ui.Target{Name: "summary", Rect: n.summaryAt})
	}
	return append(ts, ui.Target{Name: "seed name", Rect: n.seedLabel}, ui.Target{Name: "seed", Rect: n.seed.Rect}, ui.Target{Name: "seed note", Rect: n.seedHint})
}

// overlap reports whether two rectangles share any area.
func overlap(a, b ui.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// choiceCombos lists every assignment of values to the options that other
// options require (the ones that change which options apply), as maps
// from key to value; one empty map when no option requires another.
func choiceCombos(g engine.Game) []map[string]string {
	combos := []map[string]string{{}}
	var keys []string
	for _, o := range g.Options() {
		for k := range o.Requires {
			if !slices.Contains(keys, k) {
				keys = append(keys, k)
			}
		}
	}
	for _, k := range keys {
		i := slices.IndexFunc(g.Options(), func(o engine.Option) bool { return o.Key == k })
		var next []map[string]string
		for _, c := range combos {
			for _, v := range g.Options()[i].Choices {
				m := map[string]string{k: v}
				for k2, v2 := range c {
					m[k2] = v2
				}
				next = append(next, m)
			}
		}
		combos = next
	}
	return combos
}

// For every registered game, player count and choice of the options that
// decide which others apply, at several window sizes, every page of the
// options shows widgets that are all on screen, none overlapping another,
// the options, summary and seed inside the options panel, and every option
// that applies is on exactly one page.
func TestNewGameLayoutFitsEveryGamesOptions(t *testing.T) {
	a, _ := newTestApp(t, nil)
	games := engine.Games()
	if !slices.ContainsFunc(games, func(g engine.Game) bool { return g.ID() == monstersonboard.GameID }) {
		t.Fatal("Monsters on Board is not registered")
	}
	paged := false
	for _, size := range [][2]float64{{LayoutW, LayoutH}, {800, 600}, {1024, 768}, {1920, 1080}, {2560, 1080}} {
		a.SetSize(size[0], size[1])
		screen := ui.Rect{W: a.W, H: a.H}
		panel := a.R(730, 96, 470, 500)
		for _, g := range games {
			n := NewNewGame(a, g)
			if a.W == LayoutW {
				// For a person to look at (with MIXER_SHOTS set).
				ebitentest.SaveShot(t, int(a.W), int(a.H), "newgame-"+g.ID(), func(dst *ebiten.Image) { n.Draw(dst, a) })
			}
			for p := g.MinPlayers(); p <= g.MaxPlayers(); p++ {
				for _, combo := range choiceCombos(g) {
					n.count.Index = p - g.MinPlayers()
					for i, o := range g.Options() {
						if v, ok := combo[o.Key]; ok {
							n.options[i].Select(v)
						}
					}
					n.page = 0
					n.layout(a)
					at := fmt.Sprintf("%s, %d players, %v, %gx%g", g.ID(), p, combo, a.W, a.H)
					if _, _, _, err := n.Setup(a); err != nil {
						t.Errorf("%s: the options shown make no setup: %v", at, err)
					}
					seen := map[int]int{}
					for page := 0; page < n.pages; page++ {
						n.page = page
						n.layout(a)
						paged = paged || n.pages > 1
						rects := drawnRects(n)
						for i, r := range rects {
							if r.Rect.W <= 0 || r.Rect.H <= 0 || !within(r.Rect, screen) {
								t.Errorf("%s, page %d: %s at %+v is not on the %gx%g screen", at, page+1, r.Name, r.Rect, a.W, a.H)
							}
							for _, q := range rects[i+1:] {
								if overlap(r.Rect, q.Rect) {
									t.Errorf("%s, page %d: %s %+v overlaps %s %+v", at, page+1, r.Name, r.Rect, q.Name, q.Rect)
								}
							}
						}
						for i := range g.Options() {
							if n.shown(i) {
								seen[i]++
								for _, r := range []ui.Rect{n.boxes[i].label, n.options[i].Rect, n.boxes[i].desc} {
									if !within(r, panel) {
										t.Errorf("%s, page %d: option %s at %+v is outside the options panel", at, page+1, g.Options()[i].Key, r)
									}
								}
							}
						}
						for _, r := range []ui.Rect{n.summaryAt, n.seed.Rect, n.seedHint} {
							if r.W > 0 && !within(r, panel) {
								t.Errorf("%s: %+v is outside the options panel", at, r)
							}
						}
					}
					for i := range g.Options() {
						if want := b2i(n.applies(i)); seen[i] != want {
							t.Errorf("%s: option %s is on %d pages, want %d", at, g.Options()[i].Key, seen[i], want)
						}
					}
				}
			}
		}
	}
	if !paged {
		t.Error("no game's options needed a second page: the test checks less than it should")
	}
}

// within reports whether r lies inside outer.
func within(r, outer ui.Rect) bool {
	return r.X >= outer.X && r.Y >= outer.Y && r.X+r.W <= outer.X+outer.W && r.Y+r.H <= outer.Y+outer.H
}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Monsters on Board versus Spider Jack: the five options are on two
// pages, the difficulty total follows the choices with the rulebook's
// name, and Start begins the game with the options of both pages.
func TestNewGameShowsSpiderJacksDifficulty(t *testing.T) {
	a, in, n, _ := monstersOnBoardNewGame(t)
	click(t, a, in, "prev:players") // 2 -> 1
	if n.players() != 1 || n.summary != "Difficulty +0: Easy" {
		t.Fatalf("%d players, summary %q", n.players(), n.summary)
	}
	if n.pages < 2 || !hasTarget(a, "button:More options") {
		t.Fatalf("%d pages of options with 1 player; targets %v", n.pages, a.Targets())
	}
	click(t, a, in, "next:option:"+monstersonboard.OptCourt) // +0 -> +1
	click(t, a, in, "next:option:"+monstersonboard.OptCourt) // +1 -> +2
	for !hasTarget(a, "next:option:"+monstersonboard.OptProphecy) {
		if n.page == n.pages-1 {
			t.Fatal("the Prophecy rule is on no page")
		}
		click(t, a, in, "button:More options")
	}
	click(t, a, in, "next:option:"+monstersonboard.OptProphecy) // off -> on
	click(t, a, in, "next:option:"+monstersonboard.OptSummon)   // off -> on
	if n.summary != "Difficulty +4: Normal" {
		t.Fatalf("summary %q, want Difficulty +4: Normal", n.summary)
	}
	ebitentest.SaveShot(t, int(a.W), int(a.H), "newgame-spider-jack-last-page", a.Draw)
	click(t, a, in, "button:More options") // the last page wraps to the first
	ebitentest.SaveShot(t, int(a.W), int(a.H), "newgame-spider-jack-first-page", a.Draw)
	click(t, a, in, "prev:option:"+monstersonboard.OptSolo)
	if n.summary != "" || n.pages != 1 {
		t.Fatalf("beat your own scare: summary %q, %d pages", n.summary, n.pages)
	}
	// The family mode's seating order chosen for 2 players does not come
	// along to a solo game (there is no family mode alone).
	click(t, a, in, "next:players") // 1 -> 2
	click(t, a, in, "next:option:"+monstersonboard.OptMode)
	click(t, a, in, "next:option:"+monstersonboard.OptAges)
	click(t, a, in, "prev:players") // 2 -> 1
	if hasTarget(a, "next:option:"+monstersonboard.OptAges) {
		t.Fatal("the youngest-first order is offered to a solo game")
	}
	if _, _, _, err := n.Setup(a); err != nil {
		t.Fatalf("solo after the family mode: %v", err)
	}
	click(t, a, in, "next:option:"+monstersonboard.OptSolo)
	setup, _, _, err := n.Setup(a)
	if err != nil {
		t.Fatal(err)
	}
	if d := monstersonboard.Difficulty(setup); d != 4 {
		t.Fatalf("the setup's difficulty is %d, want 4 (%v)", d, setup.Options)
	}
}

// The first player is offered among the seats playing, by their names:
// two players are offered Anna and Blorb only, a first player whose seat
// goes away with a smaller player count gives way to the default, and a
// renamed seat is offered under its new name.
func TestNewGameOffersOnlySeatsAsFirstPlayer(t *testing.T) {
	a, in, n, g := monstersOnBoardNewGame(t)
	players := func(want int) { setPlayers(t, a, in, n, want) }
	first := n.options[slices.IndexFunc(g.Options(), func(o engine.Option) bool { return o.Key == monstersonboard.OptFirst })]
	players(2)
	var seen []string
	for range 4 {
		seen = append(seen, first.Shown())
		click(t, a, in, "next:option:"+monstersonboard.OptFirst)
	}
	if want := []string{"Anna", "Blorb", "Anna", "Blorb"}; !slices.Equal(seen, want) {
		t.Fatalf("2 players are offered %q as the first player, want %q", seen, want)
	}
	players(4)
	click(t, a, in, "prev:option:"+monstersonboard.OptFirst) // Anna -> Fizzwick
	if first.Shown() != "Fizzwick" {
		t.Fatalf("4 players: %q before Anna", first.Shown())
	}
	n.names[3].Text = "Bartholomew"
	tick(t, a, in, 1)
	if first.Shown() != "Bartholomew" {
		t.Fatalf("the fourth seat renamed Bartholomew is offered as %q", first.Shown())
	}
	players(3)
	setup, _, _, err := n.Setup(a)
	if err != nil || first.Shown() != "Anna" || setup.Options[monstersonboard.OptFirst] != "1" {
		t.Fatalf("3 players after the fourth seat: %q, setup %v, %v", first.Shown(), setup.Options, err)
	}
}

// The family mode's "Youngest first" names only the seats playing, by
// their names: two players read "Blorb, Anna", never a third or fourth
// seat, and every order offered reads whole in its box at every player
// count.
func TestNewGameNamesOnlySeatsPlayingInTheBirthOrder(t *testing.T) {
	a, in, n, g := monstersOnBoardNewGame(t)
	players := func(want int) { setPlayers(t, a, in, n, want) }
	players(2)
	click(t, a, in, "next:option:"+monstersonboard.OptMode) // regular -> family
	ages := n.options[slices.IndexFunc(g.Options(), func(o engine.Option) bool { return o.Key == monstersonboard.OptAges })]
	var seen []string
	for range 3 {
		seen = append(seen, ages.Shown())
		click(t, a, in, "next:option:"+monstersonboard.OptAges)
	}
	ebitentest.SaveShot(t, int(a.W), int(a.H), "newgame-family-youngest-first", a.Draw)
	if want := []string{"Anna, Blorb", "Blorb, Anna", "Anna, Blorb"}; !slices.Equal(seen, want) {
		t.Fatalf("2 players read %q for the birth orders, want %q", seen, want)
	}
	for p := 2; p <= 4; p++ {
		players(p)
		size := min(18*a.Scale, ages.Rect.H*0.5)
		for i := range ages.Choices {
			ages.Index = i
			label := ages.Shown()
			for seat, name := range testSeatNames {
				if named := strings.Contains(label, name); named != (seat < p) {
					t.Errorf("%d players: %q names %s: %v", p, label, name, named)
				}
			}
			if w := ui.TextWidth(label, size, true); w > ages.Rect.W-2*ages.Rect.H {
				t.Errorf("%d players: %q is %.0f pixels wide, cut short in a %.0f-pixel box", p, label, w, ages.Rect.W-2*ages.Rect.H)
			}
		}
	}
}

// testSeatNames are the names monstersOnBoardNewGame gives the seats.
var testSeatNames = []string{"Anna", "Blorb", "Snaggle", "Fizzwick"}

// monstersOnBoardNewGame opens the New game screen of Monsters on Board,
// its seats named testSeatNames.
func monstersOnBoardNewGame(t *testing.T) (*App, *ui.Script, *NewGame, engine.Game) {
	t.Helper()
	a, in := newTestApp(t, nil)
	g, err := engine.Lookup(monstersonboard.GameID)
	if err != nil {
		t.Fatal(err)
	}
	n := NewNewGame(a, g)
	for p, name := range testSeatNames {
		n.names[p].Text = name
	}
	a.GoTo(n)
	settle(t, a, in)
	return a, in, n, g
}

// setPlayers clicks the player count of the New game screen n to want.
func setPlayers(t *testing.T, a *App, in *ui.Script, n *NewGame, want int) {
	t.Helper()
	for n.players() < want {
		click(t, a, in, "next:players")
	}
	for n.players() > want {
		click(t, a, in, "prev:players")
	}
}
