package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/scenes/storage"
	"monstermixer/scenes/ui"
)

// Settings edits the sound volume, mute, fullscreen, animation speed and
// when to ask about responses; every change is saved at once.
type Settings struct {
	back      Scene
	volume    ui.Slider
	mute      ui.Toggle
	full      ui.Toggle
	speed     ui.Choice
	responses ui.Choice
	btnBack   ui.Button
	// noSound is why nothing can be heard (no sound device was found),
	// or "": the volume and mute are then shown disabled, with it.
	noSound string
	panel   ui.Rect // the panel behind it all
}

// responseLabels name storage.ResponseAsks for a person.
var responseLabels = []string{"Always", "Only when useful", "Never"}

// NewSettings makes the settings scene; Back returns to back.
func NewSettings(a *App, back Scene) *Settings {
	st := a.Settings
	s := &Settings{back: back}
	s.volume = ui.Slider{Label: "Volume", Value: st.Volume}
	s.mute = ui.Toggle{Label: "Mute", On: st.Muted}
	s.full = ui.Toggle{Label: "Fullscreen", On: st.Fullscreen}
	s.speed = ui.Choice{Name: "speed", Choices: []string{"Slow", "Normal", "Fast", "Instant"}}
	for i, v := range storage.AnimSpeeds {
		if v == st.AnimSpeed {
			s.speed.Index = i
		}
	}
	s.responses = ui.Choice{Name: "responses", Choices: responseLabels, Index: 1}
	for i, v := range storage.ResponseAsks {
		if v == st.Responses {
			s.responses.Index = i
		}
	}
	s.volume.Disabled = st.Muted
	s.noSound = a.SoundProblem
	if s.noSound != "" {
		s.volume.Disabled, s.mute.Disabled = true, true
	}
	s.btnBack = ui.Button{Label: "Back", Shortcut: "Esc", Primary: true}
	s.layout(a)
	return s
}

// Name implements Scene.
func (s *Settings) Name() string { return "settings" }

func (s *Settings) layout(a *App) {
	if a.Form.Touch() {
		// A finger's rows, closer to the top to make room for them.
		h := a.menuTap(40)
		y := func(i int) float64 { return 130 + float64(i)*(h+10) }
		s.volume.Rect = a.R(600, y(0), 280, h)
		s.mute.Rect = a.R(600, y(1), 300, h)
		s.full.Rect = a.R(600, y(2), 300, h)
		s.speed.Rect = a.R(600, y(3), 300, h)
		s.responses.Rect = a.R(600, y(4), 340, h)
		back := y(4) + h + 2*a.MinText() + 8
		s.btnBack.Rect = a.R(540, back, 200, a.menuTap(56))
		s.panel = a.R(300, 40, 680, back+a.menuTap(56)+24-40)
		return
	}
	s.panel = a.R(300, 110, 680, 530)
	s.volume.Rect = a.R(600, 200, 280, 40)
	s.mute.Rect = a.R(600, 260, 300, 40)
	s.full.Rect = a.R(600, 320, 300, 40)
	s.speed.Rect = a.R(600, 380, 260, 40)
	s.responses.Rect = a.R(600, 440, 300, 40)
	s.btnBack.Rect = a.R(540, 560, 200, 56)
}

// Update implements Scene.
func (s *Settings) Update(a *App) error {
	s.layout(a)
	in := a.In
	changed := false
	if s.volume.Update(in) {
		a.Settings.Volume = s.volume.Value
		changed = true
	}
	if s.mute.Update(in) {
		a.Settings.Muted = s.mute.On
		s.volume.Disabled = s.mute.On || s.noSound != ""
		changed = true
	}
	if CanQuit() && s.full.Update(in) {
		a.Settings.Fullscreen = s.full.On
		changed = true
	}
	if s.speed.Update(in) {
		a.Settings.AnimSpeed = storage.AnimSpeeds[s.speed.Index]
		changed = true
	}
	if s.responses.Update(in) {
		a.Settings.Responses = storage.ResponseAsks[s.responses.Index]
		changed = true
	}
	if changed {
		a.SaveSettings()
		a.Play("click")
	}
	s.full.On = a.Settings.Fullscreen
	leave(a, s.btnBack.Update(in) || in.Command(ui.CmdCancel), func(*App) Scene { return s.back })
	return nil
}

// Draw implements Scene.
func (s *Settings) Draw(dst *ebiten.Image, a *App) {
	sc := drawScreen(dst, a, s.layout)
	p := s.panel
	ui.Panel(dst, p, sc)
	ui.DrawText(dst, "Settings", 40*sc, true, p.X+p.W/2, p.Y+50*sc, ui.AlignCenter, ui.AlignCenter, ui.ColText)
	labelIn := func(r ui.Rect, t string, c color.RGBA) {
		ui.DrawText(dst, t, a.menuText(19), true, a.R(340, 0, 0, 0).X, r.Y+r.H/2, ui.AlignStart, ui.AlignCenter, c)
	}
	label := func(r ui.Rect, t string) { labelIn(r, t, ui.ColText) }
	if s.volume.Disabled {
		labelIn(s.volume.Rect, "Sound volume", ui.ColTextDim)
	} else {
		label(s.volume.Rect, "Sound volume")
	}
	s.volume.Draw(dst, a.menuWidgetScale(16))
	if s.noSound != "" {
		labelIn(s.mute.Rect, "Silence", ui.ColTextDim)
		ui.DrawText(dst, s.noSound, a.menuText(15), false, p.X+p.W/2, p.Y+80*sc, ui.AlignCenter, ui.AlignCenter, ui.ColWarm)
	} else {
		label(s.mute.Rect, "Silence")
	}
	s.mute.Draw(dst, a.menuWidgetScale(18))
	if CanQuit() {
		label(s.full.Rect, "Screen")
		s.full.Draw(dst, a.menuWidgetScale(18))
	}
	label(s.speed.Rect, "Animations")
	s.speed.Draw(dst, a.menuWidgetScale(18))
	label(s.responses.Rect, "Ask me about responses")
	s.responses.Draw(dst, a.menuWidgetScale(18))
	r := s.responses.Rect
	ui.DrawText(dst, "Moves out of turn: interrupts, abilities used at any time.", a.menuText(14), false, a.R(340, 0, 0, 0).X, r.Y+r.H+max(16, a.MinText())*sc, ui.AlignStart, ui.AlignCenter, ui.ColTextDim)
	s.btnBack.Draw(dst, sc)
}

// Targets implements ui.Targeter.
func (s *Settings) Targets() []ui.Target {
	ts := []ui.Target{s.btnBack.Target()}
	if !s.mute.Disabled {
		ts = append(ts, s.mute.Target())
	}
	if !s.volume.Disabled {
		ts = append(ts, s.volume.Target())
	}
	ts = append(ts, s.responses.Targets()...)
	if CanQuit() {
		ts = append(ts, s.full.Target())
	}
	return append(ts, s.speed.Targets()...)
}
