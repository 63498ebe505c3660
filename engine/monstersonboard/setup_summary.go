package monstersonboard

import (
	"strconv"

	"monstermixer/engine"
)

// SetupSummary implements engine.SetupSummarizer: versus Spider Jack, the
// difficulty total of the chosen pluses and the rulebook's name for it
// ("Difficulty +4: Normal"); "" for any other setup.
func (game) SetupSummary(setup engine.Setup) string {
	if setup.Players != 1 || setup.Option(OptSolo, SoloJack) != SoloJack {
		return ""
	}
	d := Difficulty(setup)
	return "Difficulty +" + strconv.Itoa(d) + ": " + DifficultyName(d)
}
