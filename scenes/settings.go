package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"monstermixer/scenes/storage"
	"monstermixer/scenes/ui"
)

// Settings edits the sound volume, mute, fullscreen and animation speed;
// every change is saved at once.
type Settings struct {
	back    Scene
	volume  ui.Slider
	mute    ui.Toggle
	full    ui.Toggle
	speed   ui.Choice
	btnBack ui.Button
}

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
	s.btnBack = ui.Button{Label: "Back", Shortcut: "Esc", Primary: true}
	s.layout(a)
	return s
}

// Name implements Scene.
func (s *Settings) Name() string { return "settings" }

func (s *Settings) layout(a *App) {
	s.volume.Rect = a.R(560, 220, 320, 40)
	s.mute.Rect = a.R(560, 290, 300, 40)
	s.full.Rect = a.R(560, 360, 300, 40)
	s.speed.Rect = a.R(560, 430, 260, 40)
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
	if changed {
		a.SaveSettings()
		a.Play("click")
	}
	s.full.On = a.Settings.Fullscreen
	if s.btnBack.Update(in) || in.Command(ui.CmdCancel) {
		a.Play("click")
		a.GoTo(s.back)
	}
	return nil
}

// Draw implements Scene.
func (s *Settings) Draw(dst *ebiten.Image, a *App) {
	s.layout(a)
	sc := a.Scale
	drawBackdrop(dst, a)
	p := a.R(340, 120, 600, 520)
	ui.Panel(dst, p, sc)
	ui.DrawText(dst, "Settings", 40*sc, true, p.X+p.W/2, p.Y+50*sc, ui.AlignCenter, ui.AlignCenter, ui.ColText)
	label := func(r ui.Rect, t string) {
		ui.DrawText(dst, t, 19*sc, true, a.R(390, 0, 0, 0).X, r.Y+r.H/2, ui.AlignStart, ui.AlignCenter, ui.ColText)
	}
	label(s.volume.Rect, "Sound volume")
	s.volume.Draw(dst, sc)
	label(s.mute.Rect, "Silence")
	s.mute.Draw(dst, sc)
	if CanQuit() {
		label(s.full.Rect, "Screen")
		s.full.Draw(dst, sc)
	}
	label(s.speed.Rect, "Animations")
	s.speed.Draw(dst, sc)
	s.btnBack.Draw(dst, sc)
}

// Targets implements ui.Targeter.
func (s *Settings) Targets() []ui.Target {
	ts := []ui.Target{s.btnBack.Target(), s.volume.Target(), s.mute.Target()}
	if CanQuit() {
		ts = append(ts, s.full.Target())
	}
	return append(ts, s.speed.Targets()...)
}
