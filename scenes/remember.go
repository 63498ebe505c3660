package scenes

import (
	"encoding/json"
	"slices"
)

// rememberedName is the stored item with what the app remembers between
// games: the names typed on the New game screen and the games whose
// first-game guide was shown.
const rememberedName = "remembered.json"

// remembered is what the app keeps between games besides the settings.
type remembered struct {
	Names  []string `json:"names,omitempty"`  // seat names of the last new game, by seat
	Kinds  []string `json:"kinds,omitempty"`  // and who played them (record kinds)
	Guided []string `json:"guided,omitempty"` // ids of the games whose guide was shown
	// Options are the options chosen in each game's last new game (the
	// mode among them), by game id then option key.
	Options map[string]map[string]string `json:"options,omitempty"`
}

// recall reads what the app remembers; a missing or broken item is
// nothing remembered (it holds only conveniences).
func (a *App) recall() remembered {
	var r remembered
	if b, err := a.Store.Read(rememberedName); err == nil {
		if json.Unmarshal(b, &r) != nil {
			return remembered{}
		}
	}
	return r
}

// remember stores r; failing to is not worth a message (names and guides
// are conveniences), so the error is dropped.
func (a *App) remember(r remembered) {
	if b, err := json.Marshal(r); err == nil {
		a.Store.Write(rememberedName, b)
	}
}

// guided reports whether game id's first-game guide was shown.
func (a *App) guided(id string) bool { return slices.Contains(a.recall().Guided, id) }

// MarkGuided remembers that game id's guide was shown, so that it is not
// shown again (measurements of the table mark it before they start).
func (a *App) MarkGuided(id string) {
	r := a.recall()
	if !slices.Contains(r.Guided, id) {
		r.Guided = append(r.Guided, id)
		a.remember(r)
	}
}
