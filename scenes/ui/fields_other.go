//go:build !js

package ui

// pageFields is nil natively: there is no page, and a TextInput takes the
// keys itself.
func pageFields() fieldHost { return nil }
