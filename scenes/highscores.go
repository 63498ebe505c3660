package scenes

import (
	"monstermixer/engine"
	"monstermixer/engine/highscores"
	"monstermixer/engine/record"
	"monstermixer/scenes/session"
	"monstermixer/scenes/storage"
)

// recordHighScore adds a finished solo game of a person to the best
// scores of its mode (a game whose mode keeps high scores, see
// highscores.Moder) and returns the sentence for the game over screen:
// where the score ranks and whether it beat the best, or why the game
// keeps no score (highscores.Disqualifier). It returns "" for
// games that keep no high scores and for computer seats; a problem with
// the stored table is told on the title.
func (a *App) recordHighScore(sess *session.Session) string {
	setup := sess.Record.Setup()
	mode, ok := highscores.ModeOf(sess.Game, setup)
	if !ok || setup.Players != 1 || !sess.IsHuman(0) {
		return ""
	}
	if miss := highscores.Miss(sess.State); miss != "" {
		return highscores.ModeName(mode) + ": " + miss
	}
	score := sess.State.Result().Scores[0]
	entry := highscores.Entry{Name: sess.Seats()[0].Name, Score: score, Date: a.now(), Seed: sess.Record.Seed}
	unit := engine.StateUnit(sess.State)
	pl, problem, err := storage.RecordHighScore(a.Store, mode, entry, unit.LowerIsBetter)
	if problem != "" {
		a.Notices = append(a.Notices, problem)
	}
	if err != nil {
		a.Notices = append(a.Notices, "The best scores could not be saved: "+record.Clip(err.Error(), record.MaxMessage))
	}
	return highscores.ModeName(mode) + ": " + pl.Sentence(unit)
}
