// Command mixer is Monster Mixer's headless command: it lists the games,
// simulates games between computer players, and validates and replays game
// records. It needs no display.
//
//	mixer list
//	mixer sim -game monster-factory -players 4 -bots random,hard -games 100 -seed 1 [-records DIR] [-option key=value]
//	mixer replay [-board] FILE
//	mixer show FILE          (the same as mixer replay -board FILE)
package main

import (
	"fmt"
	"io"
	"os"
	"runtime/debug"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run executes one command and returns the exit status: 0 success, 1 a
// failure while running, 2 bad input (usage, a bad or illegal record).
func run(args []string, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "mixer: internal error: %v\n", r)
			if os.Getenv("MIXER_DEBUG") != "" {
				stderr.Write(debug.Stack())
			}
			code = 1
		}
	}()
	if len(args) == 0 {
		usage(stderr)
		return 2
	}
	switch args[0] {
	case "list":
		return cmdList(stdout)
	case "sim":
		return cmdSim(args[1:], stdout, stderr)
	case "replay":
		return cmdReplay(args[1:], stdout, stderr)
	case "show":
		return replayFile(args[1:], true, stdout, stderr)
	case "help", "-h", "-help", "--help":
		usage(stdout)
		return 0
	}
	fmt.Fprintf(stderr, "mixer: unknown command %q\n", args[0])
	usage(stderr)
	return 2
}

func usage(w io.Writer) {
	fmt.Fprint(w, `usage:
  mixer list                      games, player counts and options
  mixer sim -game ID -players N -bots random,hard,... -games K -seed S [-records DIR] [-option key=value ...]
                                  play K games between computer players
  mixer replay [-board] FILE      validate a game record and print its final state as JSON
                                  (status "not over yet" and no result for an unfinished game);
                                  -board prints the final position as text instead
  mixer show FILE                 the same as mixer replay -board FILE
`)
}
