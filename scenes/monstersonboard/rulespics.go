package monstersonboard

import (
	"github.com/hajimehoshi/ebiten/v2"

	mb "monstermixer/engine/monstersonboard"
	"monstermixer/scenes/ui"
)

// rulesIcons are the action icons the rules screen shows, one of each
// kind, in the rulebook's order (its back page), with the Ghosts' and
// the Summoning tracks' own actions last.
var rulesIcons = []mb.Icon{
	{Act: mb.ActSwap}, {Act: mb.ActPromote}, {Act: mb.ActMoveGrunt}, {Act: mb.ActMoveMinion},
	{Act: mb.ActJuice, N: 5}, {Act: mb.ActFeed}, {Act: mb.ActMalice, N: 1}, {Act: mb.ActCall},
	{Act: mb.ActGainGrunt}, {Act: mb.ActSummon},
}

// RulesPictures implements ui.RulesIllustrator: every action icon as the
// table draws it on a path space, named in words.
func (t *Table) RulesPictures() []ui.RulesPicture {
	pics := make([]ui.RulesPicture, len(rulesIcons))
	for i, ic := range rulesIcons {
		pics[i] = ui.RulesPicture{Caption: mb.IconText(ic), Draw: func(dst *ebiten.Image, r ui.Rect) {
			ui.FillRoundRect(dst, r, r.W*0.12, colPublic)
			cx, cy := r.Center()
			drawIcon(dst, ic, cx, cy, r.W*0.7)
		}}
	}
	pics[0].Heading = "The action icons"
	return pics
}
