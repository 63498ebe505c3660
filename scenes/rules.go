package scenes

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/engine"
	"monstermixer/scenes/ui"
)

// Rules shows a game's rules text (engine.RulesBook), scrollable, with
// headings, and after it the game's own pictures when its table has some
// (ui.RulesIllustrator); a selector switches between the playable games.
type Rules struct {
	back    Scene
	ids     []string
	pick    ui.Choice
	list    ui.ScrollList
	btnBack ui.Button
	wrapped float64 // the scale the text was wrapped for
	wrapW   float64 // and the list's width
	shown   int
	titleAt ui.Rect // where the heading "Rules" goes

	// gallery is the pictures laid out after the text (list.Tail),
	// drawn clipped to the list.
	gallery []galleryItem
	clip    ui.Clip
}

// galleryItem is a heading or a picture of the gallery, at a place
// relative to the gallery's top left.
type galleryItem struct {
	heading string
	caption string // the picture's caption, fitted to its cell
	draw    func(dst *ebiten.Image, r ui.Rect)
	at      ui.Rect
}

// The gallery's measures in layout units: a picture's height, the
// caption's size, the gaps between pictures and a heading's text size.
const (
	galleryPicH    = 150
	galleryCaption = 13
	galleryGap     = 18
)

// NewRules makes the rules scene for gameID; Back returns to back.
func NewRules(a *App, gameID string, back Scene) *Rules {
	r := &Rules{back: back, shown: -1}
	r.pick.Name = "game"
	for _, id := range ui.PlayableGames() {
		g, err := engine.Lookup(id)
		if err != nil {
			continue
		}
		r.ids = append(r.ids, id)
		r.pick.Choices = append(r.pick.Choices, g.Name())
		if id == gameID {
			r.pick.Index = len(r.ids) - 1
		}
	}
	r.pick.Wrap = true
	r.btnBack = ui.Button{Label: "Back", Shortcut: "Esc", Primary: true}
	r.layout(a)
	return r
}

// Name implements Scene.
func (r *Rules) Name() string { return "rules" }

func (r *Rules) layout(a *App) {
	if a.Form.Touch() {
		r.layoutTouch(a)
	} else {
		r.titleAt = a.R(120, 50, 0, 0)
		r.pick.Rect = a.R(440, 28, 400, 44)
		r.list.Rect = a.R(120, 92, 1040, 530)
		r.list.Size = 17
		r.btnBack.Rect = a.R(540, 640, 200, 56)
	}
	if r.shown != r.pick.Index || r.wrapped != a.Scale || r.wrapW != r.list.Rect.W {
		r.fill(a)
	}
}

// layoutTouch gives the book the whole screen, its lines no longer than
// a desktop's, with the game's chooser and Back as large as a finger
// needs.
func (r *Rules) layoutTouch(a *App) {
	v, h := a.menuView(), a.menuTap(44)
	w := min(v.W-60, 1140)
	x := v.X + (v.W-w)/2
	top := v.Y + 12
	r.titleAt = a.R(x, top+h/2, 0, 0)
	r.pick.Rect = a.R(v.X+v.W/2-220, top, 440, h)
	back := a.menuTap(56)
	r.btnBack.Rect = a.R(v.X+v.W/2-100, v.Y+v.H-12-back, 200, back)
	r.list.Rect = a.R(x+10, top+h+20, w-20, v.H-12-back-20-(h+20)-22)
	r.list.Size = max(17, a.MinText())
}

// fill wraps the selected game's rules to the list's width.
func (r *Rules) fill(a *App) {
	r.shown, r.wrapped, r.wrapW = r.pick.Index, a.Scale, r.list.Rect.W
	r.list.Lines = r.list.Lines[:0]
	r.list.Scroll = 0
	r.list.Tail = 0
	r.gallery = r.gallery[:0]
	if r.pick.Index >= len(r.ids) {
		r.list.Lines = append(r.list.Lines, "No game can be played in this version.")
		return
	}
	g, _ := engine.Lookup(r.ids[r.pick.Index])
	book, ok := rulesBook(g)
	if !ok {
		r.list.Lines = append(r.list.Lines, "The rules of "+g.Name()+" are in the printed rulebook.")
		return
	}
	size := r.list.Size * a.Scale
	afterHeading := false
	for _, line := range strings.Split(book.Rules(), "\n") {
		if strings.HasPrefix(line, "## ") || strings.HasPrefix(line, "# ") {
			r.list.Lines = append(r.list.Lines, "## "+strings.TrimLeft(line, "# "))
			afterHeading = true
			continue
		}
		if afterHeading && strings.TrimSpace(line) == "" {
			continue // the heading's own spacing is enough
		}
		afterHeading = false
		r.list.Lines = append(r.list.Lines, ui.Wrap(line, size, false, r.list.Rect.W-40*a.Scale)...)
	}
	r.list.Lines = append(r.list.Lines, "## Controls")
	controls := ui.CommonControls
	t, hasTable := ui.NewTable(g.ID())
	if hasTable {
		controls = append(t.Controls(), controls...)
	}
	for _, line := range controls {
		r.list.Lines = append(r.list.Lines, ui.Wrap(line, size, false, r.list.Rect.W-40*a.Scale)...)
	}
	if il, ok := t.(ui.RulesIllustrator); ok && hasTable {
		r.layoutGallery(a, il.RulesPictures())
	}
}

// layoutGallery places the pictures in rows across the list, each group
// under its heading, and makes room for them after the text.
func (r *Rules) layoutGallery(a *App, pics []ui.RulesPicture) {
	s := a.Scale
	left, width := 8*s, r.list.Rect.W-40*s
	_, headH := r.headingSize(s)
	x, y, rowH := left, 0.0, 0.0
	newRow := func() {
		if x > left {
			y += rowH
		}
		x, rowH = left, 0
	}
	for i, p := range pics {
		if p.Heading != "" || i == 0 {
			heading := p.Heading
			if heading == "" {
				heading = "Pictures"
			}
			newRow()
			r.gallery = append(r.gallery, galleryItem{heading: heading, at: ui.Rect{X: left, Y: y, W: width, H: headH}})
			y += headH
		}
		aspect := p.Aspect
		if aspect <= 0 {
			aspect = 1
		}
		pic := ui.Rect{W: galleryPicH * s * aspect, H: galleryPicH * s}
		if x+pic.W > left+width {
			newRow()
		}
		pic.X, pic.Y = x, y
		capW := pic.W + galleryGap*s - 4*s
		r.gallery = append(r.gallery, galleryItem{
			caption: ui.Ellipsize(p.Caption, a.menuText(galleryCaption), false, capW),
			draw:    p.Draw,
			at:      pic,
		})
		x += pic.W + galleryGap*s
		rowH = pic.H + (max(galleryCaption, a.MinText())+galleryGap+8)*s
	}
	newRow()
	r.list.Tail = y
}

// headingSize is the text size and the height of a heading, as the list
// draws its own.
func (r *Rules) headingSize(s float64) (size, h float64) {
	return r.list.Size * s * 1.25, r.list.Size * s * 1.45 * 1.8
}

// drawGallery draws the pictures that show in the list as it is
// scrolled, clipped to it.
func (r *Rules) drawGallery(dst *ebiten.Image, s, caption float64) {
	if len(r.gallery) == 0 {
		return
	}
	box := r.list.Rect
	clip := r.clip.Of(dst, box)
	ox, oy := box.X, r.list.TailY(s)
	size, headH := r.headingSize(s)
	lh := r.list.Size * s * 1.45
	for _, it := range r.gallery {
		at := ui.Rect{X: ox + it.at.X, Y: oy + it.at.Y, W: it.at.W, H: it.at.H}
		if at.Y > box.Y+box.H || at.Y+at.H+(galleryCaption+galleryGap)*s < box.Y {
			continue
		}
		if it.heading != "" {
			ui.DrawText(clip, it.heading, size, true, at.X, at.Y+headH-lh*0.35, ui.AlignStart, ui.AlignEnd, ui.ColAccent)
			continue
		}
		it.draw(clip, at)
		ui.DrawText(clip, it.caption, caption, false, at.X+at.W/2, at.Y+at.H+6*s, ui.AlignCenter, ui.AlignStart, ui.ColTextDim)
	}
}

// Update implements Scene.
func (r *Rules) Update(a *App) error {
	r.layout(a)
	in := a.In
	r.list.Update(in, a.Scale) // first: a drag's release is no click
	if r.pick.Update(in) {
		a.Play("click")
		r.fill(a)
	}
	if in.Command(ui.CmdNext) {
		r.list.ScrollBy(3, a.Scale)
	}
	if in.Command(ui.CmdPrev) {
		r.list.ScrollBy(-3, a.Scale)
	}
	r.list.ScrollKeys(in, a.Scale)
	leave(a, r.btnBack.Update(in) || in.Command(ui.CmdCancel), func(*App) Scene { return r.back })
	return nil
}

// Draw implements Scene.
func (r *Rules) Draw(dst *ebiten.Image, a *App) {
	s := drawScreen(dst, a, r.layout)
	ui.DrawText(dst, "Rules", 30*s, true, r.titleAt.X, r.titleAt.Y, ui.AlignStart, ui.AlignCenter, ui.ColText)
	r.pick.Draw(dst, a.menuWidgetScale(18))
	ui.Panel(dst, ui.Rect{X: r.list.Rect.X - 10*s, Y: r.list.Rect.Y - 10*s, W: r.list.Rect.W + 20*s, H: r.list.Rect.H + 20*s}, s)
	r.list.Draw(dst, s)
	r.drawGallery(dst, s, a.menuText(galleryCaption))
	r.btnBack.Draw(dst, s)
}

// Targets implements ui.Targeter.
func (r *Rules) Targets() []ui.Target {
	return append([]ui.Target{r.btnBack.Target()}, r.pick.Targets()...)
}

// rulesBook finds a game's rules text: on the game itself, or on a new
// state of it (every state carries it).
func rulesBook(g engine.Game) (engine.RulesBook, bool) {
	if b, ok := g.(engine.RulesBook); ok {
		return b, true
	}
	st, err := g.NewState(engine.Setup{Players: g.MinPlayers()})
	if err != nil {
		return nil, false
	}
	return st, true
}

// Scrolled is how far the rules text is scrolled from its top, in screen
// pixels (the browser test checks that a finger's drag moves it).
func (r *Rules) Scrolled() float64 { return r.list.Scroll }
