// Package ai holds Monster Mixer's computer opponents: one searcher for
// every game.
//
// The searcher is single-observer information-set Monte Carlo tree search
// (SO-ISMCTS, Cowling, Powley and Whitehouse 2012) extended with chance
// nodes and per-seat rewards:
//
//   - Each iteration samples a full state consistent with what the searching
//     seat sees (State.Determinize on the seat's view), so the search never
//     reads a secret: the view it receives has none.
//   - It descends a tree keyed by action sequences. At a decision node the
//     acting seat picks by UCT with its own reward, among the children whose
//     actions are legal in the current determinization; each such child's
//     availability count replaces the parent's visit count in the UCT term.
//   - At a chance node the outcome is sampled by probability (engine.Sample)
//     and the tree branches on it. (A draw that is secret from the searching
//     seat is branched on too, so its own deeper nodes may separate what it
//     could not tell apart; the root decision, which is what is played, is
//     still averaged over determinizations.)
//   - One node is expanded per iteration, then a rollout plays to the end of
//     the game (or, with an Evaluate hook, to a depth), and the per-seat
//     reward vector is backed up: every node adds the reward of the seat
//     that chose the action leading to it.
//
// Reward: the seats and the result's rivals (opponents that are not
// seats, engine.Result.Rivals) are ranked together. A seat gets 1 for a
// sole first place and 1/k for a first place shared by k entrants, rivals
// included, 0 when a seat or a rival ranks above it; this is blended with
// its score normalised between the lowest and the highest score among the
// entrants (Config.ScoreWeight, 0.2 by default). The win term makes the
// search play to win; the score term gives a gradient when every line wins
// or every line loses, and in 3-6 seat games. A lone seat without a rival
// is ranked 1 when it met the game's goal and 2 when it did not: its win
// term is that rank, and its score is normalised between the lowest and
// highest scores the search has seen (a game that gives no rank is scored
// by the score alone).
//
// Response windows (engine.Window) need nothing special: a window is a
// decision of the responding seat like any other, searched with that
// seat's reward, its Pass among the actions.
//
// The search runs in slices (Search.Step, Search.StepFor) so that a
// single-threaded browser can keep drawing frames; the result depends only
// on the seed and the number of iterations, never on the slicing. A level
// is a budget of iterations with a time cap on the time spent searching
// (Config.TimeCap; 0 turns it off for reproducible runs). NewAgent runs a
// whole search in one call. Search.Best is also the app's hint, with
// Search.Confidence (the best action's share of root visits).
// In the app, one search per computer move, a slice per frame:
//
//	s := ai.NewSearch(state.ViewFor(seat), ai.LevelConfig(level, seed))
//	// every frame:
//	if s.StepFor(6 * time.Millisecond) {
//		apply(s.Best())
//	}
//
// For a hint, run a search for the human's seat the same way and show
// s.Best() (and s.Confidence()) at any time.
//
// Games can register optional Hooks (a rollout policy, a static
// evaluation, progressive widening) by game id; the searcher works without
// them. Package ai/gamehooks registers them for the Monster Mixer games
// (engine/games imports it): an epsilon-greedy placement policy for
// Monster Factory, and for Monster Insurance a sampled placement policy
// (hundreds of legal placements are never listed in a rollout) with
// progressive widening, whose new tree actions are the policy's choices.
//
// When a game's states implement engine.DeterminizerInto and
// engine.ResultScorer, an iteration reuses one determinized state and
// scores without building Result's text, so a search allocates almost
// nothing per iteration.
package ai
