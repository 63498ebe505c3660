//go:build js

package main

import (
	"runtime/debug"
	"time"
)

// In a browser Go's garbage collector works on the page's only thread, so
// a collection during the launch (which allocates a few MB: fonts, sprites,
// the title's text) delays the first interactive frame. Collection is off
// until the title has had time to come up, then as usual.
func init() {
	old := debug.SetGCPercent(-1)
	time.AfterFunc(3*time.Second, func() { debug.SetGCPercent(old) })
}
