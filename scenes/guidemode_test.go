package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine/enginetest"
	"monstermixer/scenes/session"
	"monstermixer/scenes/ui"
)

// modeTable is a fake table whose guide is told for a mode, with a
// picture per step, and which says what the next click does.
type modeTable struct {
	fakeTable
	mode  string
	drawn *int
}

func (m *modeTable) Guide() []string   { return []string{"Take a card.", "Mode " + m.mode + "."} }
func (m *modeTable) GuideMode() string { return m.mode }
func (m *modeTable) GuidePictures() []ui.RulesPicture {
	pic := ui.RulesPicture{Aspect: 2, Draw: func(dst *ebiten.Image, r ui.Rect) { *m.drawn++ }}
	return []ui.RulesPicture{pic, pic}
}
func (m *modeTable) Instruction() string { return "Draw: take a card from the pile" }

// The guide shows the first time each mode is played (issue 35: after a
// family game, a first solo game showed no guide), its pictures beside its
// steps; the top bar says what the next click does on a person's turn.
func TestTheGuideShowsForEachNewMode(t *testing.T) {
	mode, drawn := "family", 0
	ui.RegisterTable(enginetest.HighCard.ID(), func() ui.Table { return &modeTable{mode: mode, drawn: &drawn} })
	t.Cleanup(func() { ui.RegisterTable(enginetest.HighCard.ID(), func() ui.Table { return &fakeTable{} }) })
	a, in := newTestApp(t, nil)
	f := startFrame(t, a, in, enginetest.HighCard.ID(), session.KindHuman, session.KindEasy)
	tick(t, a, in, 2)
	if f.guide == nil || f.guide[1] != "Mode family." || len(f.guidePics) != 2 {
		t.Fatalf("the family guide did not show with its pictures: %q, %d pictures", f.guide, len(f.guidePics))
	}
	render(t, a, "guide-mode")
	if drawn < 2 {
		t.Fatalf("%d guide pictures drawn, want both", drawn)
	}
	click(t, a, in, "button:Got it")
	tick(t, a, in, 2)
	// the same mode again: no guide
	if g := startFrame(t, a, in, enginetest.HighCard.ID(), session.KindHuman, session.KindEasy); g.guide != nil {
		t.Fatal("the family guide showed twice")
	}
	// a new mode: its own guide
	mode = "solo"
	g := startFrame(t, a, in, enginetest.HighCard.ID(), session.KindHuman, session.KindEasy)
	if g.guide == nil || g.guide[1] != "Mode solo." {
		t.Fatalf("a first solo game after a family game showed %q", g.guide)
	}
	click(t, a, in, "button:Got it")
	tick(t, a, in, 2)
	if st := g.Status(); st != "Draw: take a card from the pile" && g.sess.Decider() == 0 {
		t.Fatalf("the top bar on the person's turn says %q, not what the next click does", st)
	}
}
