package factory

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	fe "monstermixer/engine/factory"
	"monstermixer/engine/record"
	"monstermixer/scenes/ebitentest"
	"monstermixer/scenes/tabletest"
	"monstermixer/scenes/ui"
)

// keys runs the table as the frame does, through the keyboard's cursor:
// each command is pressed in a tick of its own.
type keys struct {
	tb  *Table
	ctx *ui.Context
	in  *ui.Script
	cur ui.Cursor
}

func (k *keys) press(cs ...ui.Command) (engine.Action, bool) {
	var a engine.Action
	var ok bool
	for _, c := range cs {
		k.in.Press(c)
		a, ok = tabletest.KeyTick(k.tb, &k.cur, k.ctx, k.in, frameArea, true)
	}
	return a, ok
}

// to moves the cursor to the target named name with the arrows.
func (k *keys) to(t *testing.T, name string) {
	t.Helper()
	tabletest.ArrowTo(t, k.tb, &k.cur, k.ctx, k.in, frameArea, name)
}

// A whole turn by keyboard: the arrows reach every lit spot (the pointer
// follows: the spot shows as hovered); a spot that fits only turned is not
// lit until R turns the tile, and the focus stays near; Enter places the
// tile on the focused spot.
func TestKeyboardPlaysAWholeTurn(t *testing.T) {
	st := find(t, 3, func(st *fe.State) bool {
		tb, _, _ := setup(t, st)
		for p := range tb.seats {
			for _, sp := range tb.seats[p].spots {
				if sp.fit == fitOther {
					return true
				}
			}
		}
		return false
	})
	tb, ctx, in := setup(t, st)
	k := &keys{tb: tb, ctx: ctx, in: in}
	k.press(ui.CmdRight)
	if !k.cur.Shown() {
		t.Fatal("an arrow does not show the keyboard's ring")
	}
	for _, name := range spotNames(tb) {
		k.to(t, name)
		if sp := tb.spotAt(tb.hover); sp == nil || sp.name != name {
			t.Fatalf("the cursor on %s, the table hovers %+v", name, tb.hover)
		}
	}
	var other hoverCell
	for p := range tb.seats {
		for _, sp := range tb.seats[p].spots {
			if sp.fit == fitOther {
				other = hoverCell{ok: true, seat: p, x: sp.x, y: sp.y}
			}
		}
	}
	for i := 0; i < 4 && tb.spotAt(other).fit&fitNow == 0; i++ {
		k.press(ui.CmdRotate)
	}
	name := tb.spotAt(other).name
	k.to(t, name)
	ebitentest.SaveShot(t, 1280, 720, "factory-focus", func(dst *ebiten.Image) {
		dst.Fill(ui.ColBackground)
		tb.Draw(ctx, dst, frameArea)
		k.cur.Draw(dst, 1)
	})
	a, ok := k.press(ui.CmdConfirm)
	if !ok || !engine.IsLegal(st, a) {
		t.Fatalf("Enter returned %v %v, want a legal placement", a, ok)
	}
	seat, x, y, _, _, _ := fe.DecodePlacement(a)
	if seat != other.seat || x != other.x || y != other.y {
		t.Fatalf("Enter placed at seat %d %d,%d, want the cursor's spot %+v", seat, x, y, other)
	}
	// Moving the pointer hides the ring and hands control back to it.
	in.X, in.Y = 3, 3
	tabletest.KeyTick(tb, &k.cur, ctx, in, frameArea, true)
	if k.cur.Shown() {
		t.Fatal("the keyboard's ring stays after the pointer moved")
	}
}

// Picking a starting tile by keyboard.
func TestKeyboardPicksAStartingTile(t *testing.T) {
	st := fe.New(3)
	if err := st.Apply(st.AppendLegalActions(nil)[1]); err != nil {
		t.Fatal(err)
	}
	tb, ctx, in := setup(t, st)
	if st.Turn() != 1 || !strings.HasPrefix(tb.pickOrder, "Then Cleo, Anna") {
		t.Fatalf("turn %d, order note %q, want Bob to pick, then Cleo and Anna", st.Turn(), tb.pickOrder)
	}
	k := &keys{tb: tb, ctx: ctx, in: in}
	k.press(ui.CmdLeft, ui.CmdLeft)
	a, ok := k.press(ui.CmdConfirm)
	if !ok || !engine.IsLegal(st, a) {
		t.Fatalf("Enter while picking returned %v %v", a, ok)
	}
	if _, isStart := fe.DecodeStart(a); !isStart {
		t.Fatalf("Enter while picking returned %s", st.ActionString(a))
	}
}

// Replaying the Natalie record to her locked-out draw: the tile fits only
// on Oscar's first monster, closed to her, and the table says why it goes.
func TestLockedOutDiscardIsExplained(t *testing.T) {
	r, _, err := record.ReadFile("../../engine/factory/testdata/natalie.mixer")
	if err != nil {
		t.Fatal(err)
	}
	st := fe.New(2)
	enginetest.Play(t, st, append(r.Actions[:slices.Index(r.Actions, "T52 @B 0,1 r0")+1], "draw T34")...)
	tb, ctx, in := setup(t, st)
	if !tb.forced || !tb.locked {
		t.Fatalf("forced %v locked %v, want a locked-out discard", tb.forced, tb.locked)
	}
	img := render(t, tb, ctx, frameArea, 1280, 720, "locked")
	if countNear(img, tb.msgR, ui.ColWarm, 30) == 0 {
		t.Fatal("the hand column does not say why the tile is discarded")
	}
	before := st.Clone()
	legal := st.AppendLegalActions(nil)
	if err := st.Apply(legal[0]); err != nil {
		t.Fatal(err)
	}
	tb.Animate(&ui.Context{Scale: 1, AnimSpeed: 1, Seats: ctx.Seats}, before, legal[0], st.Clone())
	if e, _, ok := tb.current(); !ok || !strings.Contains(discardText(e), "closed") {
		t.Fatalf("discard animation %+v does not say the monsters are closed", e)
	}
	step(tb, ctx, in, false)
}

// Hovering a small finished monster shows it enlarged with what it
// scores; hovering a score explains it.
func TestZoomAndScoreExplanation(t *testing.T) {
	st := find(t, 3, func(st *fe.State) bool {
		for p := 0; p < 3; p++ {
			if len(st.Monsters(p)) >= 2 && st.Score(p).AtRisk > 0 {
				return true
			}
		}
		return false
	})
	tb, ctx, in := setup(t, st)
	var th thumb
	seat := -1
	for p := range tb.seats {
		if len(tb.seats[p].thumb) > 0 && tb.seats[p].riskText != "" {
			seat, th = p, tb.seats[p].thumb[0]
			break
		}
	}
	if seat < 0 {
		t.Fatal("no seat with a thumbnail and points at risk")
	}
	plain := render(t, tb, ctx, frameArea, 1280, 720, "nozoom")
	in.X, in.Y = th.r.Center()
	step(tb, ctx, in, true)
	if !tb.zoom.on || tb.zoom.seat != seat || tb.zoom.mon != th.mon {
		t.Fatalf("zoom %+v, want seat %d monster %d", tb.zoom, seat, th.mon)
	}
	zoomed := render(t, tb, ctx, frameArea, 1280, 720, "zoom")
	diff := 0
	for i := range plain.Pix {
		if plain.Pix[i] != zoomed.Pix[i] {
			diff++
		}
	}
	if diff < 2000 {
		t.Fatalf("hovering the thumbnail changed only %d pixel bytes", diff)
	}
	if got := zoomLabel(tb.seats[seat].mons[th.mon]); !strings.Contains(got, "tiles") {
		t.Fatalf("zoom label %q", got)
	}
	in.X, in.Y = tb.seats[seat].head.Center()
	step(tb, ctx, in, true)
	if !tb.tipInfo || !strings.Contains(tb.tip, "at risk: what "+ctx.Seats[seat].Name+"'s monster in progress adds") {
		t.Fatalf("hovering the score shows %q", tb.tip)
	}
}

func TestGuideSaysWhatTheHighlightsMean(t *testing.T) {
	g := New().Guide()
	txt := strings.Join(g, " ")
	for _, want := range []string{"Bright green", "Faint green", "drawn at random", "tile with an eye"} {
		if !strings.Contains(txt, want) {
			t.Errorf("the guide does not say %q", want)
		}
	}
	for _, l := range g {
		if l == "" || l[0] < 'A' || l[0] > 'Z' {
			t.Errorf("guide line %q does not start with a capital", l)
		}
	}
}

// The longest refusal the hand column shows fits above the pile, in a
// 6-player game at 1280x720.
func TestTheLongestRefusalFits(t *testing.T) {
	st := find(t, 6, func(*fe.State) bool { return true })
	tb, _, _ := setup(t, st)
	tb.setNote("Turned like this, its bottom side is a thick bit but meets a blank edge of Finn's minion 12: touching edges must match. Turned another way it fits: turn it (the buttons under it, or R).")
	bottom := tb.msgR.Y + msgPad + float64(len(tb.noteW))*msgLine
	if len(tb.noteW) < 3 || bottom > tb.pileR.Y {
		t.Fatalf("the note takes %d lines down to %.0f, the pile starts at %.0f", len(tb.noteW), bottom, tb.pileR.Y)
	}
}
