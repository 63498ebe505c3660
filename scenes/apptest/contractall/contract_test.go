// Package contractall holds every playable table to the interaction
// contract of scenes/ui's package doc: what is lit takes a click anywhere
// inside it, a click on what is not lit says why and keeps the
// selection, and every tooltip lies inside the screen, off what it tells
// of. The tables are registered as main.go registers them.
package contractall

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"monstermixer/engine"
	_ "monstermixer/engine/games" // every game's rules
	_ "monstermixer/scenes/chessmonsters"
	"monstermixer/scenes/ebitentest"
	_ "monstermixer/scenes/factory"
	_ "monstermixer/scenes/fandango"
	_ "monstermixer/scenes/insurance"
	_ "monstermixer/scenes/monstersonboard"
	"monstermixer/scenes/tabletest"
	"monstermixer/scenes/ui"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }

// positions are seeded positions reached by random play: the state after
// each of the depths, seen by the seat that decides then.
func positions(t *testing.T, id string, seed int64, depths []int) []engine.State {
	var out []engine.State
	walk(t, id, seed, func(n int, st engine.State) bool {
		if slices.Contains(depths, n) {
			out = append(out, st.Clone())
		}
		return n < depths[len(depths)-1]
	})
	return out
}

// walk plays a new game of id by seeded random play and shows visit each
// state where a seat decides, after n decisions, until visit says stop or
// the game ends.
func walk(t *testing.T, id string, seed int64, visit func(n int, st engine.State) bool) {
	g, err := engine.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	st, err := g.NewState(engine.Setup{Players: max(2, g.MinPlayers())})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(uint64(seed), 34))
	for n := 0; !st.IsTerminal(); {
		if st.CurrentPlayer() < 0 {
			if err := st.Apply(engine.SampleChance(st, rng)); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if !visit(n, st) {
			return
		}
		legal := engine.Legal(st)
		if err := st.Apply(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
		n++
	}
}

// bench is one table showing one position to the seat deciding.
type bench struct {
	t    *testing.T
	id   string
	st   engine.State
	tb   ui.Table
	ctx  *ui.Context
	area ui.Rect
}

func newBench(t *testing.T, id string, st engine.State) *bench {
	tb, ok := ui.NewTable(id)
	if !ok {
		t.Fatalf("%s has no table", id)
	}
	names := []string{"Ann", "Bob", "Cid", "Dot", "Eve", "Fay"}
	b := &bench{t: t, id: id, st: st, tb: tb, ctx: tabletest.NewContext(names, st.NumPlayers(), st.CurrentPlayer(), 1), area: tabletest.Area(1)}
	b.reset()
	return b
}

// reset shows the position afresh, nothing chosen.
func (b *bench) reset() {
	b.tb.Reset(b.ctx, b.st.ViewFor(b.ctx.Viewer))
	for i := 0; i < 3; i++ {
		b.tb.Update(b.ctx, &ui.Script{X: -1, Y: -1}, b.area, true)
	}
	b.tb.SkipAnimation()
}

func (b *bench) refuser() ui.Refuser { return b.tb }

// TestEveryGameHasATable: the five games are registered with a table
// (the contract itself, ui.Table, is checked by the compiler).
func TestEveryGameHasATable(t *testing.T) {
	if ids := ui.PlayableGames(); len(ids) < 5 {
		t.Fatalf("tables %v", ids)
	}
}

func (b *bench) targets() []ui.Target { return slices.Clone(b.tb.Targets()) }

// click clicks at (x, y) and says what came of it: the action, or the
// selection and lit targets after it, and whether it was refused.
func (b *bench) click(x, y float64) (act engine.Action, done bool, res string) {
	in := &ui.Script{X: x, Y: y}
	b.tb.Update(b.ctx, in, b.area, true) // the pointer arrives, then clicks
	in.Click = true
	return b.outcome(tabletest.Tick(b.tb, b.ctx, in, b.area, true))
}

// outcome says what came of a click or a key: the action, or the
// selection and lit targets after it.
func (b *bench) outcome(a engine.Action, ok bool) (engine.Action, bool, string) {
	if ok {
		return a, true, fmt.Sprint("action ", a)
	}
	r := b.refuser()
	var names []string
	for _, tg := range b.targets() {
		names = append(names, tg.Name)
	}
	return 0, false, "selection [" + r.Selection() + "] lit [" + strings.Join(names, " ") + "]"
}

// inOther reports whether (x, y) lies in a target other than i.
func inOther(ts []ui.Target, i int, x, y float64) bool {
	for j, tg := range ts {
		if j != i && tg.Rect.Contains(x, y) {
			return true
		}
	}
	return false
}

// depths are how many decisions random play makes before each position.
var depths = []int{0, 1, 2, 3, 5, 8, 12, 17, 23, 30, 45, 60, 80, 100, 130, 170}

// TestEveryLitTargetTakesTheClick clicks every lit target at its centre
// and a few pixels inside each edge, also after a first and second step:
// the centre must yield a legal action or the next step of one (the
// selection or the lit targets change, with no refusal), and every edge
// the same as the centre.
func TestEveryLitTargetTakesTheClick(t *testing.T) {
	for _, id := range ui.PlayableGames() {
		t.Run(id, func(t *testing.T) {
			for seed := int64(1); seed <= 2; seed++ {
				for pi, st := range positions(t, id, seed, depths) {
					where := fmt.Sprintf("seed %d position %d (%s)", seed, pi, describe(st))
					checkLit(t, id, st, where, nil)
				}
			}
		})
	}
}

// checkLit checks the targets lit after the clicks of prefix.
func checkLit(t *testing.T, id string, st engine.State, where string, prefix [][2]float64) {
	fresh := func() *bench {
		b := newBench(t, id, st)
		for _, p := range prefix {
			b.click(p[0], p[1])
		}
		return b
	}
	b := fresh()
	before := b.targets()
	_, _, idle := b.click(-50, -50)
	for i, tg := range before {
		if i >= 16 {
			break
		}
		cx, cy := tg.Rect.Center()
		b = fresh()
		a, done, want := b.click(cx, cy)
		at := fmt.Sprintf("%s, after %v, %s at %.0f,%.0f", where, prefix, tg.Name, cx, cy)
		switch {
		case done && !engine.IsLegal(st, a):
			t.Errorf("%s: action %d is not legal", at, a)
		case !done && b.refuser().Refused() != "":
			t.Errorf("%s: refused: %q", at, b.refuser().Refused())
		case !done && want == idle:
			t.Errorf("%s: the click did nothing", at)
		case !done && len(prefix) < 2:
			checkLit(t, id, st, where, append(slices.Clone(prefix), [2]float64{cx, cy}))
		}
		const d = 3
		r := tg.Rect
		for _, p := range [][2]float64{{r.X + d, cy}, {r.X + r.W - d, cy}, {cx, r.Y + d}, {cx, r.Y + r.H - d}} {
			if r.W < 4*d || r.H < 4*d || inOther(before, i, p[0], p[1]) {
				continue
			}
			b = fresh()
			a2, done2, got := b.click(p[0], p[1])
			random := done && done2 && engine.IsLegal(st, a2) && strings.HasPrefix(tg.Name, "button:Random")
			if got != want && !random {
				t.Errorf("%s: a click at %.0f,%.0f, inside the lit %s, gave %s, not %s", at, p[0], p[1], tg.Name, got, want)
			}
		}
	}
}

// TestAnUnlitClickSaysWhy clicks spots of the table that no lit target
// covers, with nothing chosen and after a first step: each click yields no
// action, a refusal sentence, and the selection as it was.
func TestAnUnlitClickSaysWhy(t *testing.T) {
	for _, id := range ui.PlayableGames() {
		t.Run(id, func(t *testing.T) {
			for seed := int64(1); seed <= 2; seed++ {
				for pi, st := range positions(t, id, seed, depths) {
					b := newBench(t, id, st)
					ts := b.targets()
					// A first step, when one of the targets is one.
					var step *ui.Target
					for i := range ts {
						if _, done, _ := b.click(ts[i].Rect.Center()); !done && b.refuser().Selection() != "" {
							step = &ts[i]
							b.reset()
							break
						}
						b.reset()
					}
					for _, first := range []*ui.Target{nil, step} {
						if first == nil && step != nil {
							continue // with nothing chosen is checked where no step exists
						}
						prepare := func() {
							b.reset()
							if first != nil {
								b.click(first.Rect.Center())
							}
						}
						prepare()
						sel := b.refuser().Selection()
						lit := b.targets()
						n := 0
						for y := b.area.Y + 20; y < b.area.Y+b.area.H && n < 4; y += 97 {
							for x := b.area.X + 20; x < b.area.X+b.area.W && n < 4; x += 131 {
								if slices.ContainsFunc(lit, func(tg ui.Target) bool { return tg.Rect.Inset(-6).Contains(x, y) }) {
									continue
								}
								n++
								prepare()
								where := fmt.Sprintf("seed %d position %d (%s), selection [%s], unlit %.0f,%.0f", seed, pi, describe(st), sel, x, y)
								_, done, got := b.click(x, y)
								switch r := b.refuser(); {
								case done:
									t.Errorf("%s: gave an action (%s)", where, got)
								case r.Refused() == "":
									t.Errorf("%s: no refusal sentence", where)
								case r.Selection() != sel:
									t.Errorf("%s: the selection became [%s]", where, r.Selection())
								}
							}
						}
						b.reset()
					}
				}
			}
		})
	}
}

func describe(st engine.State) string {
	legal := engine.Legal(st)
	return fmt.Sprintf("seat %d, %d legal", st.CurrentPlayer(), len(legal))
}

// hover moves the pointer to (x, y) and lets the table see it rest there.
func (b *bench) hover(x, y float64) ([]string, ui.Rect, bool) {
	in := &ui.Script{X: x, Y: y}
	for range 2 {
		b.tb.Update(b.ctx, in, b.area, true)
	}
	return b.tb.Tip()
}

// TestEveryTooltipLiesInsideTheScreen hovers every lit target and a few
// spots of the table in positions of each game: each tooltip shown lies
// inside the table's area (so inside the screen), covers neither the
// pointer nor the lit target hovered, and has a title. Every table shows
// some tooltip.
func TestEveryTooltipLiesInsideTheScreen(t *testing.T) {
	for _, id := range ui.PlayableGames() {
		t.Run(id, func(t *testing.T) {
			shown := 0
			check := func(b *bench, where string, x, y float64, over ui.Rect) {
				text, box, ok := b.hover(x, y)
				if !ok {
					return
				}
				shown++
				switch {
				case len(text) == 0 || text[0] == "":
					t.Errorf("%s: a tooltip with no title: %q", where, text)
				case !box.Within(b.area):
					t.Errorf("%s: the tooltip %+v leaves the table's area %+v: %q", where, box, b.area, text[0])
				case box.Contains(x, y):
					t.Errorf("%s: the tooltip %+v covers the pointer: %q", where, box, text[0])
				case over.W > 0 && box.Overlaps(over):
					t.Errorf("%s: the tooltip %+v covers the hovered target %+v: %q", where, box, over, text[0])
				}
			}
			for pi, st := range positions(t, id, 1, []int{0, 2, 5, 12, 23, 45, 80, 130}) {
				b := newBench(t, id, st)
				at := fmt.Sprintf("position %d (%s)", pi, describe(st))
				for i, tg := range b.targets() {
					if i >= 16 {
						break
					}
					cx, cy := tg.Rect.Center()
					check(b, fmt.Sprintf("%s, %s at %.0f,%.0f", at, tg.Name, cx, cy), cx, cy, tg.Rect)
				}
				for y := b.area.Y + 6; y < b.area.Y+b.area.H; y += 53 {
					for x := b.area.X + 6; x < b.area.X+b.area.W; x += 71 {
						check(b, fmt.Sprintf("%s, at %.0f,%.0f", at, x, y), x, y, ui.Rect{})
					}
				}
			}
			if shown == 0 {
				t.Fatal("no tooltip shown anywhere")
			}
		})
	}
}

// TestTheKeyboardReachesAndClicksEveryLitTarget: in seeded decision
// positions of every table, the arrows take the frame's keyboard cursor
// (ui.Cursor) from the first target to every lit target, and Enter on a
// focused target does what a click at its centre does (the action, or the
// selection and lit targets after it, and the refusal).
func TestTheKeyboardReachesAndClicksEveryLitTarget(t *testing.T) {
	for _, id := range ui.PlayableGames() {
		t.Run(id, func(t *testing.T) {
			for pi, st := range positions(t, id, 1, depths) {
				b := newBench(t, id, st)
				ts := b.targets()
				for i := range ts {
					if _, ok := tabletest.ArrowPath(ts, 0, i); !ok {
						t.Errorf("position %d (%s): the arrows do not reach %s from %s", pi, describe(st), ts[i].Name, ts[0].Name)
					}
				}
				for i, tg := range ts {
					if i >= 12 {
						break
					}
					b = newBench(t, id, st)
					_, _, want := b.click(tg.Rect.Center())
					wantRef := b.refuser().Refused()
					b = newBench(t, id, st)
					var cur ui.Cursor
					in := &ui.Script{X: -1, Y: -1}
					tabletest.ArrowTo(t, b.tb, &cur, b.ctx, in, b.area, tg.Name)
					in.Press(ui.CmdConfirm)
					a, done, got := b.outcome(tabletest.KeyTick(b.tb, &cur, b.ctx, in, b.area, true))
					random := done && engine.IsLegal(st, a) && strings.HasPrefix(tg.Name, "button:Random") && strings.HasPrefix(want, "action ")
					if (got != want || b.refuser().Refused() != wantRef) && !random {
						t.Errorf("position %d (%s), %s: Enter gave %s (refusal %q), a click %s (refusal %q)", pi, describe(st), tg.Name, got, b.refuser().Refused(), want, wantRef)
					}
				}
			}
		})
	}
}
