//go:build !js

package scenes

import (
	"os"
	"runtime"
	"runtime/pprof"
)

// StartProfiles begins the -cpuprofile and -memprofile profiles asked for;
// stop writes them.
func (a Automation) StartProfiles() (stop func() error, err error) {
	if a.MemProfile != "" {
		runtime.MemProfileRate = 1
	}
	var cpu *os.File
	if a.CPUProfile != "" {
		if cpu, err = os.Create(a.CPUProfile); err != nil {
			return nil, err
		}
		if err = pprof.StartCPUProfile(cpu); err != nil {
			cpu.Close()
			return nil, err
		}
	}
	return func() error {
		if cpu != nil {
			pprof.StopCPUProfile()
			if err := cpu.Close(); err != nil {
				return err
			}
		}
		if a.MemProfile == "" {
			return nil
		}
		f, err := os.Create(a.MemProfile)
		if err != nil {
			return err
		}
		if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
			f.Close()
			return err
		}
		return f.Close()
	}, nil
}
