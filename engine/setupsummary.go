package engine

// SetupSummarizer is implemented by games that can sum up a setup in one
// short line for the New game screen, such as the difficulty the chosen
// options add up to ("Difficulty +4: Normal"). It returns "" when there is
// nothing to say about setup.
type SetupSummarizer interface {
	SetupSummary(setup Setup) string
}
