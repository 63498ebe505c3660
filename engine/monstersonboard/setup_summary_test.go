package monstersonboard

import (
	"testing"

	"monstermixer/engine"
)

// The New game screen's line names the difficulty total and the
// rulebook's name for it, and says nothing outside the mode versus Spider
// Jack.
func TestSetupSummaryNamesTheDifficulty(t *testing.T) {
	s, ok := Game.(engine.SetupSummarizer)
	if !ok {
		t.Fatal("Monsters on Board does not sum up its setup")
	}
	for _, c := range []struct {
		setup engine.Setup
		want  string
	}{
		{engine.Setup{Players: 1}, "Difficulty +0: Easy"},
		{engine.Setup{Players: 1, Options: map[string]string{OptCourt: courtChoices[2], OptSummon: onOff[1], OptProphecy: onOff[1]}}, "Difficulty +4: Normal"},
		{engine.Setup{Players: 1, Options: map[string]string{OptCourt: courtChoices[4], OptSummon: onOff[1], OptUnscored: unscoredRules[2], OptProphecy: onOff[1]}}, "Difficulty +7: Monstrous"},
		{engine.Setup{Players: 1, Options: map[string]string{OptSolo: SoloScare, OptCourt: courtChoices[4]}}, ""},
		{engine.Setup{Players: 2}, ""},
	} {
		if got := s.SetupSummary(c.setup); got != c.want {
			t.Errorf("%+v: %q, want %q", c.setup, got, c.want)
		}
	}
}
