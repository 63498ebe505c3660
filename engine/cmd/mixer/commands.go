package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"monstermixer/engine"
	"monstermixer/engine/ai"
	"monstermixer/engine/match"
	"monstermixer/engine/record"

	_ "monstermixer/engine/games" // registers every game
)

func cmdList(w io.Writer) int {
	for _, g := range engine.Games() {
		fmt.Fprintf(w, "%-18s %-20s %d-%d players\n", g.ID(), g.Name(), g.MinPlayers(), g.MaxPlayers())
		for _, o := range g.Options() {
			fmt.Fprintf(w, "    option %s=%s (one of %s): %s\n", o.Key, o.Default, strings.Join(o.Choices, ", "), o.Description)
		}
	}
	return 0
}

// optionFlags collects repeated -option key=value flags.
type optionFlags map[string]string

func (o optionFlags) String() string { return fmt.Sprint(map[string]string(o)) }

func (o optionFlags) Set(v string) error {
	k, val, ok := strings.Cut(v, "=")
	if !ok || k == "" || val == "" {
		return fmt.Errorf("option must look like key=value, not %q", v)
	}
	o[k] = val
	return nil
}

func cmdSim(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	fs.SetOutput(stderr)
	gameID := fs.String("game", "monster-factory", "game id (see mixer list)")
	players := fs.Int("players", 2, "number of seats")
	bots := fs.String("bots", "random", "comma-separated seat kinds: random, easy, normal, hard; the last repeats for the remaining seats")
	games := fs.Int("games", 10, "number of games")
	seed := fs.Uint64("seed", 1, "seed of the first game; game i uses seed+i")
	records := fs.String("records", "", "directory to write each game's record into")
	rotate := fs.Bool("rotate", true, "rotate the seat kinds each game so no kind keeps the first seat")
	opts := optionFlags{}
	fs.Var(opts, "option", "game option key=value (repeatable)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	g, err := engine.Lookup(*gameID)
	if err != nil {
		fmt.Fprintf(stderr, "mixer: %v\n", err)
		return 2
	}
	setup := engine.Setup{Players: *players, Options: opts}
	if err := engine.ValidateSetup(g, setup); err != nil {
		fmt.Fprintf(stderr, "mixer: %v\n", err)
		return 2
	}
	kinds, err := seatKinds(*bots, *players)
	if err != nil {
		fmt.Fprintf(stderr, "mixer: %v\n", err)
		return 2
	}
	if *games < 1 {
		fmt.Fprintln(stderr, "mixer: -games must be at least 1")
		return 2
	}
	if *records != "" {
		if err := os.MkdirAll(*records, 0o755); err != nil {
			fmt.Fprintf(stderr, "mixer: %v\n", err)
			return 1
		}
	}
	st := newSimStats(kinds)
	start := time.Now()
	for i := 0; i < *games; i++ {
		gseed := *seed + uint64(i)
		shift := 0
		if *rotate {
			shift = i % *players
		}
		seatKind := make([]string, *players)
		agents := make([]engine.Agent, *players)
		seats := make([]record.Seat, *players)
		for p := range seatKind {
			seatKind[p] = kinds[(p+shift)%*players]
			agents[p] = newAgent(seatKind[p], gseed*31+uint64(p))
			seats[p] = record.Seat{Name: fmt.Sprintf("Seat %c", 'A'+p), Kind: seatKind[p]}
		}
		var recSeats []record.Seat
		if *records != "" {
			recSeats = seats
		}
		out, err := match.Play(g, setup, agents, engine.NewRand(gseed), recSeats, gseed, 1_000_000)
		if err != nil {
			fmt.Fprintf(stderr, "mixer: game %d (seed %d): %v\n", i+1, gseed, err)
			return 1
		}
		st.add(out, seatKind)
		if out.Record != nil {
			name := filepath.Join(*records, fmt.Sprintf("%s-%d.mixer", g.ID(), gseed))
			if err := os.WriteFile(name, []byte(out.Record.String()), 0o644); err != nil {
				fmt.Fprintf(stderr, "mixer: %v\n", err)
				return 1
			}
		}
	}
	st.print(stdout, g, *players, time.Since(start))
	return 0
}

func seatKinds(list string, players int) ([]string, error) {
	parts := strings.Split(list, ",")
	kinds := make([]string, players)
	for p := range kinds {
		k := strings.TrimSpace(parts[min(p, len(parts)-1)])
		if k != "random" {
			if _, err := ai.ParseLevel(k); err != nil {
				return nil, fmt.Errorf("seat kind must be random, easy, normal or hard, not %q", k)
			}
		}
		kinds[p] = k
	}
	if len(parts) > players {
		return nil, fmt.Errorf("%d seat kinds for %d players", len(parts), players)
	}
	return kinds, nil
}

func newAgent(kind string, seed uint64) engine.Agent {
	if kind == "random" {
		return ai.NewRandomAgent(seed)
	}
	level, _ := ai.ParseLevel(kind)
	return ai.NewAgent(level, seed)
}

// simStats sums results by seat kind (a kind may hold several seats).
type simStats struct {
	kinds      []string // distinct kinds in first-seen order
	seats      map[string]int
	wins       map[string]float64 // shared wins count 1/k
	firsts     map[string]int     // games in which the kind had a seat ranked first
	scoreSum   map[string]float64
	games      int
	actions    int
	moves      int
	minActions int
	maxActions int
	winsBySeat []float64
}

func newSimStats(kinds []string) *simStats {
	s := &simStats{seats: map[string]int{}, wins: map[string]float64{}, firsts: map[string]int{}, scoreSum: map[string]float64{}, winsBySeat: make([]float64, len(kinds))}
	for _, k := range kinds {
		if s.seats[k] == 0 {
			s.kinds = append(s.kinds, k)
		}
		s.seats[k]++
	}
	return s
}

func (s *simStats) add(o match.Outcome, seatKind []string) {
	s.games++
	s.actions += o.Actions
	s.moves += o.Moves
	if s.games == 1 || o.Actions < s.minActions {
		s.minActions = o.Actions
	}
	s.maxActions = max(s.maxActions, o.Actions)
	winners := o.Result.Winners()
	had := map[string]bool{}
	for _, p := range winners {
		s.wins[seatKind[p]] += 1 / float64(len(winners))
		s.winsBySeat[p] += 1 / float64(len(winners))
		had[seatKind[p]] = true
	}
	for k := range had {
		s.firsts[k]++
	}
	for p, sc := range o.Result.Scores {
		s.scoreSum[seatKind[p]] += float64(sc)
	}
}

func (s *simStats) print(w io.Writer, g engine.Game, players int, d time.Duration) {
	fmt.Fprintf(w, "%s, %d players, %d games in %.2fs (%.1f games/s)\n", g.Name(), players, s.games, d.Seconds(), float64(s.games)/d.Seconds())
	fmt.Fprintf(w, "game length: %.1f actions on average (%d to %d), %.1f decisions\n", float64(s.actions)/float64(s.games), s.minActions, s.maxActions, float64(s.moves)/float64(s.games))
	fmt.Fprintf(w, "%-8s %5s %10s %10s %12s\n", "kind", "seats", "wins", "win rate", "mean score")
	for _, k := range s.kinds {
		n := float64(s.seats[k])
		fmt.Fprintf(w, "%-8s %5d %10.1f %9.1f%% %12.2f\n", k, s.seats[k], s.wins[k], 100*s.wins[k]/float64(s.games), s.scoreSum[k]/(n*float64(s.games)))
	}
	fmt.Fprint(w, "wins by seat:")
	for p, v := range s.winsBySeat {
		fmt.Fprintf(w, " %c=%.1f", 'A'+p, v)
	}
	fmt.Fprintln(w)
}

// replaySummary is the JSON that mixer replay prints. A record that
// stops mid-game has the status "not over yet" and no result: no scores,
// ranks or winners (the live count is not a result).
type replaySummary struct {
	Game      string     `json:"game"`
	Players   []string   `json:"players"`
	Actions   int        `json:"actions"`
	Over      bool       `json:"over"`
	Status    string     `json:"status"`
	Decider   string     `json:"decider"`
	Scores    []int      `json:"scores,omitempty"`
	Ranks     []int      `json:"ranks,omitempty"`
	Winners   []string   `json:"winners,omitempty"`
	Breakdown [][]string `json:"breakdown,omitempty"`
	TieBreak  string     `json:"tie_break,omitempty"`
	Hash      string     `json:"hash"`
}

// Statuses of a replayed record.
const (
	statusOver    = "over"
	statusNotOver = "not over yet"
)

func cmdReplay(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	board := fs.Bool("board", false, "print the final position as text (what every player sees) instead of JSON")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	return replayFile(fs.Args(), *board, stdout, stderr)
}

// replayFile replays the record named in args and prints its summary as
// JSON, or with board its final position as text.
func replayFile(args []string, board bool, stdout, stderr io.Writer) int {
	if len(args) != 1 {
		fmt.Fprintln(stderr, "mixer: replay takes one record file")
		return 2
	}
	name := args[0]
	rec, s, err := record.ReadFile(name)
	if err != nil {
		var le *record.LineError
		line := 1
		if errors.As(err, &le) && le.Line > 0 {
			line, err = le.Line, le.Err
		}
		if errors.Is(err, fs.ErrNotExist) || errors.Is(err, fs.ErrPermission) || errors.Is(err, record.ErrNotFile) {
			fmt.Fprintf(stderr, "%s: %v\n", name, record.Clip(err.Error(), 200))
		} else {
			fmt.Fprintf(stderr, "%s:%d: %s\n", name, line, record.Clip(err.Error(), 200))
		}
		return 2
	}
	names := rec.SeatName
	if board {
		printBoard(stdout, rec, s, names)
		return 0
	}
	sum := replaySummary{Game: rec.Game, Actions: len(rec.Actions), Over: s.IsTerminal(), Status: statusNotOver, Hash: fmt.Sprintf("%016x", engine.Hash(s))}
	for _, seat := range rec.Seats {
		sum.Players = append(sum.Players, seat.Name)
	}
	sum.Decider = deciderText(s, names)
	if s.IsTerminal() {
		res := s.Result()
		sum.Status = statusOver
		sum.Scores, sum.Ranks, sum.Breakdown, sum.TieBreak = res.Scores, res.Ranks, res.Breakdown, res.TieBreak.Render(names)
		for _, p := range res.Winners() {
			sum.Winners = append(sum.Winners, names(p))
		}
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(sum); err != nil {
		fmt.Fprintf(stderr, "mixer: %v\n", err)
		return 1
	}
	return 0
}

// deciderText says who decides next in a replayed game.
func deciderText(s engine.State, names func(int) string) string {
	switch p := s.CurrentPlayer(); p {
	case engine.Terminal:
		return "nobody (game over)"
	case engine.Chance:
		return "chance"
	default:
		return names(p)
	}
}

// printBoard prints the position as text: what every player sees (the
// Observer view of a game with secrets), then whether the game is over.
func printBoard(w io.Writer, rec *record.Record, s engine.State, names func(int) string) {
	g := s.Game()
	fmt.Fprintf(w, "%s, %d players, after %d actions\n\n", g.Name(), len(rec.Seats), len(rec.Actions))
	if lines, ok := engine.PublicBoardText(s); ok {
		for _, l := range lines {
			fmt.Fprintln(w, l.Render(names))
		}
	} else {
		fmt.Fprintf(w, "(%s cannot print its position as text.)\n", g.Name())
	}
	fmt.Fprintln(w)
	if !s.IsTerminal() {
		fmt.Fprintf(w, "The game is not over yet: %s decides next.\n", deciderText(s, names))
		return
	}
	res := s.Result()
	fmt.Fprintln(w, "The game is over.")
	for p, sc := range res.Scores {
		fmt.Fprintf(w, "%d. %s: %d\n", res.Ranks[p], names(p), sc)
	}
	if tb := res.TieBreak.Render(names); tb != "" {
		fmt.Fprintln(w, tb)
	}
}
