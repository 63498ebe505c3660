package insurance

import (
	"github.com/hajimehoshi/ebiten/v2"

	ins "monstermixer/engine/insurance"
	"monstermixer/scenes/ui"
)

// cardAspect is a card's width over its height, as the hand shows it.
const cardAspect = 0.7

// RulesPictures implements ui.RulesIllustrator: the nine cards as the hand
// shows them, each face with the move it makes drawn the way the printed
// cards draw it (the engine's MovePicture), the Wild with its dice.
func (t *Table) RulesPictures() []ui.RulesPicture {
	pics := make([]ui.RulesPicture, 0, ins.NumCards)
	for c := ins.Charge; c <= ins.Wild; c++ {
		pics = append(pics, ui.RulesPicture{Caption: c.Label(), Aspect: cardAspect, Draw: func(dst *ebiten.Image, r ui.Rect) {
			cx, cy := r.Center()
			t.drawSprite(dst, t.cardSprite(c, r.W, r.H), cx, cy, 1, 0, 1)
		}})
	}
	pics[0].Heading = "The cards"
	return pics
}
