//go:build !js

package scenes

import "monstermixer/scenes/ui"

// touchScreen reports false natively: the desktop build is laid out for a
// mouse (Automation.Form asks for a touch layout in tests).
func touchScreen(*App) bool { return false }

// screenForm is the form the run was asked for (the desktop by default).
func screenForm(a *App, _, _ float64) ui.Form { return a.Auto.Form }
