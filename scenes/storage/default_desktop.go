//go:build !js

package storage

import (
	"os"
	"path/filepath"
)

// Default returns the platform's store: on a desktop, the folder
// monstermixer in the user's config folder (a memory store if there is
// none, so the app still runs). It removes the temporary files a write
// cut short left there.
func Default() Store {
	dir, err := os.UserConfigDir()
	if err != nil {
		return NewMemory()
	}
	d := Dir(filepath.Join(dir, "monstermixer"))
	d.CleanTemp()
	return d
}
