// Package perf holds the whole app's frame benchmarks. They run inside
// ebiten's real game loop, one app frame per ebiten frame, so that ebiten
// ends each frame as it does for a player (presenting the screen and
// moving often-drawn sprites onto its texture atlas), and allocs/op is the
// heap allocation of one real frame, ebiten's own included. Run them
// under a display: xvfb-run -a go test -bench . ./scenes/perf
package perf
