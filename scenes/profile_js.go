package scenes

import "errors"

// StartProfiles refuses profiles in the browser: they are written to files,
// and leaving runtime/pprof out keeps the web bundle small.
func (a Automation) StartProfiles() (stop func() error, err error) {
	if a.CPUProfile != "" || a.MemProfile != "" {
		return nil, errors.New("profiles are written to files, which a browser has not got")
	}
	return func() error { return nil }, nil
}
