package session

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	"monstermixer/engine/record"
)

// matrixSetup is one cell of the save matrix: a game, a player count and
// the options that pick its mode.
type matrixSetup struct {
	game  engine.Game
	setup engine.Setup
}

func (m matrixSetup) String() string {
	return fmt.Sprintf("%s/%dp/%v", m.game.ID(), m.setup.Players, m.setup.Options)
}

// saveMatrix lists, for every registered game and player count, the
// default setup, and with the fewest and the most players (and any count
// that an option is limited to) each other offered choice of every option
// that applies (one option changed at a time); options that only name
// seats (the first player, the birth order) keep their default. High Card's
// deliberately broken variants are left out.
func saveMatrix() []matrixSetup {
	var cells []matrixSetup
	for _, g := range engine.Games() {
		if strings.HasPrefix(g.ID(), "test-highcard-") {
			continue // High Card's deliberately broken variants (engine/enginetest)
		}
		defaults := engine.DefaultOf(g)
		for n := g.MinPlayers(); n <= g.MaxPlayers(); n++ {
			base := engine.Setup{Players: n, Options: map[string]string{}}
			cells = append(cells, matrixSetup{g, base})
			if n != g.MinPlayers() && n != g.MaxPlayers() && !modeNeeds(g, n) {
				continue
			}
			for _, o := range g.Options() {
				if len(o.Seats) > 0 {
					continue
				}
				choices, _ := o.Offered(n)
				for _, c := range choices {
					if c == o.Default {
						continue
					}
					setup := engine.Setup{Players: n, Options: map[string]string{o.Key: c}}
					for k, want := range o.Requires {
						setup.Options[k] = want
					}
					if !o.AppliesTo(setup, defaults) || engine.ValidateSetup(g, setup) != nil {
						continue
					}
					cells = append(cells, matrixSetup{g, setup})
				}
			}
		}
	}
	return cells
}

// modeNeeds reports whether some option of g applies only from or up to n
// players (a mode of 2 or 3 players), so the count needs its own cells.
func modeNeeds(g engine.Game, n int) bool {
	for _, o := range g.Options() {
		if o.MinPlayers == n || o.MaxPlayers == n {
			return true
		}
		for _, m := range o.ChoiceMinPlayers {
			if m == n {
				return true
			}
		}
	}
	return false
}

// Issue 33: no game writes an autosave its own loader refuses. Every
// game, mode and player count plays one seeded random game through the
// app's session code; the autosave is written after every action and
// read back (each must parse to exactly the actions played so far), and
// resumed through the title's loader to the same state hash: every save
// of the shortest games, and at 12 evenly spaced points and the last
// action of the others (a full replay of each of thousands of saves
// would take minutes; the parse of every save is what a refused save
// fails). The last save of the unfinished game is checked for plain lines
// that tell a seat a secret (issue 33, item 2).
func TestEveryAutosaveResumes(t *testing.T) {
	cells := saveMatrix()
	if len(cells) < 30 {
		t.Fatalf("the matrix has only %d cells: the games are not registered", len(cells))
	}
	for i, cell := range cells {
		t.Run(cell.String(), func(t *testing.T) {
			checkAutosaves(t, cell, uint64(1000+i))
		})
	}
}

// The secret-line check of TestEveryAutosaveResumes can fail: a game that
// calls no line secret (High Card's PlainLines variant) writes its dealt
// cards in plain text, and the check finds them.
func TestPlainSecretLinesAreFound(t *testing.T) {
	seats := []record.Seat{{Name: "Ann", Kind: KindHuman}, {Name: "Bo", Kind: KindHuman}}
	s, err := New(enginetest.PlainLines.ID(), engine.Setup{Players: 2}, seats, 3)
	if err != nil {
		t.Fatal(err)
	}
	var befores []engine.State
	rng := engine.NewRand(3)
	var buf []engine.Action
	for range 3 {
		var a engine.Action
		a, buf = enginetest.RandomAction(s.State, rng, buf)
		befores = append(befores, s.State.Clone())
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if leaks, _ := plainSecrets(t, s.Save(), befores); leaks == 0 {
		t.Fatalf("the dealt cards written in plain text were not found:\n%s", s.Save())
	}
}

func checkAutosaves(t *testing.T, cell matrixSetup, seed uint64) {
	seats := make([]record.Seat, cell.setup.Players)
	for p := range seats {
		seats[p] = record.Seat{Name: fmt.Sprintf("Ann %d", p+1), Kind: KindHuman}
	}
	s, err := New(cell.game.ID(), cell.setup, seats, seed)
	if err != nil {
		t.Fatal(err)
	}
	bound := cell.game.MaxActions(cell.setup)
	rng := engine.NewRand(seed)
	var buf []engine.Action
	var saves [][]byte
	var hashes []uint64
	var befores []engine.State
	for !s.State.IsTerminal() && len(saves) < bound {
		var a engine.Action
		a, buf = enginetest.RandomAction(s.State, rng, buf)
		befores = append(befores, s.State.Clone())
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
		b := s.Save()
		rec, err := record.Parse(bytes.NewReader(b))
		if err != nil {
			t.Fatalf("the autosave after action %d (%s) does not read back: %v", len(saves)+1, s.Record.Actions[len(s.Record.Actions)-1], err)
		}
		if len(rec.Actions) != len(s.Record.Actions) {
			t.Fatalf("the autosave after action %d reads back %d actions", len(saves)+1, len(rec.Actions))
		}
		for k, text := range rec.Actions {
			if text != s.Record.Actions[k] {
				t.Fatalf("the autosave after action %d reads action %d as %q, not %q", len(saves)+1, k+1, text, s.Record.Actions[k])
			}
		}
		saves = append(saves, b)
		hashes = append(hashes, engine.Hash(s.State))
	}
	stride := max(1, len(saves)/12)
	for k, b := range saves {
		if k%stride != 0 && k != len(saves)-1 {
			continue
		}
		rec, sess, damage := recoverSave(b)
		if rec == nil || damage != "" {
			t.Fatalf("the autosave after action %d of %d is not resumed: %s", k+1, len(saves), damage)
		}
		if engine.Hash(sess.State) != hashes[k] {
			t.Fatalf("the autosave after action %d resumes to another state", k+1)
		}
	}
	// The last save of the unfinished game shows no secret in a plain line.
	last := len(saves) - 1
	if s.State.IsTerminal() {
		last--
	}
	leaks, checked := 0, 0
	_, hidden := s.State.(engine.HiddenInfo)
	_, liner := s.State.(engine.SecretLiner)
	// A game with neither has no secrets: the conformance suite checks
	// that every seat's view is the Observer's.
	if last >= 0 && (hidden || liner) {
		leaks, checked = plainSecrets(t, saves[last], befores)
	}
	t.Logf("%d autosaves written and read back, %d resumed, the largest %d bytes; %d plain lines checked for secrets", len(saves), (len(saves)+stride-1)/stride, len(saves[len(saves)-1]), checked)
	if leaks > 0 {
		t.Fatalf("%d plain lines of %d checked show a secret", leaks, checked)
	}
}

// plainSecrets counts the plain action lines of a save that tell some
// seat what its view does not show (see tellsSeat), and how many plain
// lines it checked: up to 30, evenly spaced. befores[i] is the state
// action i was played in. It logs the first it finds.
func plainSecrets(t *testing.T, save []byte, befores []engine.State) (leaks, checked int) {
	rec, err := record.Parse(bytes.NewReader(save))
	if err != nil {
		t.Fatal(err)
	}
	var plain []int
	for i := range rec.Actions {
		if !rec.IsSecret(i) {
			plain = append(plain, i)
		}
	}
	step := max(1, len(plain)/30)
	for k := 0; k < len(plain); k += step {
		i := plain[k]
		checked++
		for q := 0; q < befores[i].NumPlayers(); q++ {
			if tellsSeat(befores[i], rec.Actions[i], q) {
				if leaks == 0 {
					t.Logf("plain line %d %q tells seat %d what its view does not show", i+1, rec.Actions[i], q+1)
				}
				leaks++
				break
			}
		}
	}
	return leaks, checked
}

// tellsSeat reports whether the line text, played in before, tells seat q
// something its view does not show: in before, or in a state sampled for
// q (one q cannot tell from before), another line leaves q's view the
// same as the line does, but another state.
func tellsSeat(before engine.State, text string, q int) bool {
	a, err := before.ParseAction(text)
	if err != nil {
		return false
	}
	after := before.Clone()
	if after.Apply(a) != nil {
		return false
	}
	seen := after.ViewFor(q).Encode()
	for _, world := range []engine.State{before, before.Determinize(q, engine.NewRand(uint64(len(seen))))} {
		// The state the line itself leaves in this world (nil: it is not
		// legal there, so any other line's state differs).
		var mine []byte
		if b, err := world.ParseAction(text); err == nil {
			if there := world.Clone(); there.Apply(b) == nil {
				mine = there.Encode()
			}
		}
		for _, b := range engine.Legal(world) {
			if world.ActionString(b) == text {
				continue
			}
			other := world.Clone()
			if other.Apply(b) == nil && bytes.Equal(other.ViewFor(q).Encode(), seen) && (mine == nil || !bytes.Equal(other.Encode(), mine)) {
				return true
			}
		}
	}
	return false
}
