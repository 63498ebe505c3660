package main

import (
	"os"
	"runtime"
	"runtime/pprof"
)

// profileFiles are the -cpuprofile and -memprofile paths.
type profileFiles struct{ cpu, mem string }

var profiles profileFiles

// start begins the profiles asked for; stop writes them.
func (p *profileFiles) start() (stop func() error, err error) {
	if p.mem != "" {
		runtime.MemProfileRate = 1
	}
	var cpu *os.File
	if p.cpu != "" {
		if cpu, err = os.Create(p.cpu); err != nil {
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
		if p.mem == "" {
			return nil
		}
		f, err := os.Create(p.mem)
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
