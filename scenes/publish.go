//go:build !js

package scenes

// publish makes the app's state visible to browser tests; on a desktop
// there is nothing to publish to.
func publish(*App) {}
