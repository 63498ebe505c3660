// Package gamehooks registers the searcher's per-game hooks (ai.Hooks:
// rollout policies) for the Monster Mixer games. It imports both the ai
// package and the games, so neither has to import the other; import it for
// its side effect (engine/games does).
package gamehooks
