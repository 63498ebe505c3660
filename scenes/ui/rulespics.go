package ui

import "github.com/hajimehoshi/ebiten/v2"

// RulesPicture is one of a game's own pictures that the rules screen shows
// after the rules text: a card, a tile, a move's pattern, drawn the way
// the table draws it in play, with a caption.
type RulesPicture struct {
	// Heading, when set, starts a new group of pictures under it
	// ("The cards").
	Heading string
	// Caption is a few words under the picture ("1 - Charge").
	Caption string
	// Aspect is the picture's width over its height; 0 means square.
	Aspect float64
	// Draw draws the picture filling r (whose width over height is
	// Aspect). The rules screen calls it every frame the picture shows,
	// so it should copy images the table keeps, not paint anew.
	Draw func(dst *ebiten.Image, r Rect)
}

// RulesIllustrator is implemented by tables that illustrate the rules
// screen with their game's own pictures, so that card patterns and tiles
// are seen as in play, not described in words alone.
type RulesIllustrator interface {
	RulesPictures() []RulesPicture
}
