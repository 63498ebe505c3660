package storage

import (
	"encoding/json"
	"fmt"
	"slices"

	"monstermixer/engine/record"
)

// Animation speeds, as the settings name them.
var AnimSpeeds = []string{"slow", "normal", "fast", "instant"}

// Settings are the player's preferences.
type Settings struct {
	Volume     float64 `json:"volume"` // 0..1
	Muted      bool    `json:"muted"`
	Fullscreen bool    `json:"fullscreen"`
	AnimSpeed  string  `json:"animSpeed"` // one of AnimSpeeds
	// Responses is when the app asks a person about a response window:
	// one of ResponseAsks ("" in an older file counts as "useful").
	Responses string `json:"responses,omitempty"`
}

// ResponseAsks are the values of Settings.Responses: ask about every
// response window, only when a response would matter (the others pass by
// themselves), or never (always pass).
var ResponseAsks = []string{"always", "useful", "never"}

// AsksAbout reports whether the app asks the person about a response
// window that the game judges useful or not.
func (s Settings) AsksAbout(useful bool) bool {
	switch s.Responses {
	case "always":
		return true
	case "never":
		return false
	}
	return useful
}

// DefaultSettings are used on first start and replace a broken file.
func DefaultSettings() Settings {
	return Settings{Volume: 0.7, AnimSpeed: "normal"}
}

// SpeedFactor is ui.Context.AnimSpeed for the setting: slow 0.5, normal
// 1, fast 2.5, instant 0.
func (s Settings) SpeedFactor() float64 {
	switch s.AnimSpeed {
	case "slow":
		return 0.5
	case "fast":
		return 2.5
	case "instant":
		return 0
	}
	return 1
}

func (s Settings) valid() error {
	if s.Volume < 0 || s.Volume > 1 {
		return fmt.Errorf("volume %v is not between 0 and 1", s.Volume)
	}
	if s.Responses != "" && !slices.Contains(ResponseAsks, s.Responses) {
		return fmt.Errorf("unknown response setting %q", s.Responses)
	}
	for _, a := range AnimSpeeds {
		if a == s.AnimSpeed {
			return nil
		}
	}
	return fmt.Errorf("unknown animation speed %s", record.Excerpt(s.AnimSpeed))
}

// LoadSettings reads the settings. With no file it returns the defaults
// and no problem. A broken file is set aside, replaced by the defaults,
// and reported in problem (a sentence for the title screen).
func LoadSettings(st Store) (s Settings, problem string) {
	b, err := st.Read(SettingsName)
	if IsMissing(err) {
		return DefaultSettings(), ""
	}
	if err == nil {
		s = DefaultSettings()
		if err = json.Unmarshal(b, &s); err == nil {
			err = s.valid()
		}
	}
	if err == nil {
		return s, ""
	}
	problem = fmt.Sprintf("Your settings could not be read (%s); the defaults are back.", record.Clip(err.Error(), record.MaxMessage))
	if bad, aerr := st.SetAside(SettingsName); aerr == nil {
		problem += " The old file was kept as " + bad + "."
	}
	def := DefaultSettings()
	SaveSettings(st, def)
	return def, problem
}

// SaveSettings writes the settings.
func SaveSettings(st Store, s Settings) error {
	b, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	return st.Write(SettingsName, b)
}
