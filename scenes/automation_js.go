package scenes

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// In the browser there are no automated runs (automation.go): a page has
// no command line to ask for one (ParseFlags) and no files for their
// screenshots and timings. This stand-in keeps that code, image/png and
// runtime/metrics out of the web bundle (about 20 KB gzipped).
type autoRun struct{ err error }

func newAutoRun(*App) *autoRun                      { return &autoRun{} }
func (*autoRun) firstScene() Scene                  { return nil }
func (*autoRun) finished() bool                     { return false }
func (*autoRun) updateDone(time.Duration)           {}
func (*autoRun) drawn(*ebiten.Image, time.Duration) {}
