package fandango

import (
	"slices"
	"strings"
	"testing"

	"monstermixer/engine"
	"monstermixer/engine/enginetest"
	"monstermixer/engine/highscores"
)

// passRound lets every unit that has not acted stay and pass, until the
// next round starts (no random monster may be on the map).
func passRound(t *testing.T, s *State) {
	t.Helper()
	r := s.Round()
	for s.Round() == r && !s.IsTerminal() {
		switch s.Phase() {
		case PhaseSelect:
			i := slices.IndexFunc(s.units, func(u *Unit) bool { return u.Owner == s.seat && !u.Acted })
			enginetest.Play(t, s, mv(s.units[i], name(s, s.units[i].Hex)))
		case PhaseThing:
			enginetest.Play(t, s, "pass")
		default:
			t.Fatalf("passRound met phase %d", s.Phase())
		}
	}
}

// Every quest of the table, completed by what the engine checks.
func TestEveryQuestCompletes(t *testing.T) {
	cases := []struct {
		quest  int
		before string // progress shown before the last step (empty: not checked)
		play   func(t *testing.T, s *State)
	}{
		{2, "Bring 3 treasure chests to your start: 2 of 3", func(t *testing.T, s *State) {
			start := s.board.Start(0)
			s.ground = append(s.ground, GroundItem{start, Chest})
			v := put(t, s, Elf, 0, name(s, step(s, start, East)), SprungChest)
			w := put(t, s, Elf, 0, name(s, step(s, start, West)), OpenChest)
			enginetest.Play(t, s, mv(w, name(s, w.Hex)), "pass", mv(s.units[0], "h4"), "pass", mv(v, name(s, start)), "pass")
			if len(s.ground) != 0 || v.Has(SprungChest) {
				t.Fatal("the chests on the starting hex were not delivered")
			}
			check(t, s, 2)
			passRound(t, s)
			enginetest.Play(t, s, mv(w, name(s, start)), "pass")
		}},
		{3, "Hold your 3 flag points: all 3, held 1 of 2 rounds", func(t *testing.T, s *State) {
			s.players[0].Flags = []int{hx(t, s, "d2"), hx(t, s, "f2"), hx(t, s, "d5")}
			put(t, s, Villager, 0, "d2")
			put(t, s, Villager, 0, "f2")
			put(t, s, Villager, 0, "d5")
			passRound(t, s)
			check(t, s, 3)
			passRound(t, s)
		}},
		{4, "Carry a sword, a bow and armor: 2 of 3 (no armor)", func(t *testing.T, s *State) {
			v := put(t, s, Villager, 0, "d3", Sword, MoneyBag)
			put(t, s, Elf, 0, "d4", Bow)
			check(t, s, 4)
			enginetest.Play(t, s, "buy armor "+ref(v), mv(v, "d3"), "pass")
		}},
		{5, "Control an elf, a dwarf, an orc and a villager: all 4, held 1 of 2 rounds", func(t *testing.T, s *State) {
			for _, k := range []Kind{Elf, Dwarf, Orc, Villager} {
				put(t, s, k, 0, "d3")
			}
			passRound(t, s)
			check(t, s, 5)
			passRound(t, s)
		}},
		{6, "Control a horse, a wolf and a war dog: all 3, held 3 of 4 rounds", func(t *testing.T, s *State) {
			for _, k := range []Kind{Horse, Wolf, WarDog} {
				put(t, s, k, 0, "d3")
			}
			for range 3 {
				passRound(t, s)
			}
			check(t, s, 6)
			passRound(t, s)
		}},
		{7, "Slay two trolls: 1 of 2", func(t *testing.T, s *State) {
			a := put(t, s, BlackDeath, 0, "d3")
			b := put(t, s, BlackDeath, 0, "d5")
			t1 := put(t, s, Troll, Wild, "e3")
			t2 := put(t, s, Troll, Wild, "e5")
			t1.Flipped, t2.Flipped = true, true
			enginetest.Play(t, s, mv(a, "d3"), "attack "+ref(t1), "roll 1", "roll 8", mv(s.units[0], "h4"), "pass")
			check(t, s, 7)
			enginetest.Play(t, s, mv(b, "d5"), "attack "+ref(t2), "roll 1", "roll 8")
		}},
		{8, "Mark the 4 corners of the map: 3 of 4", func(t *testing.T, s *State) {
			put(t, s, Villager, 0, "a1")
			put(t, s, Villager, 0, "i1")
			put(t, s, Villager, 0, "a6")
			v := put(t, s, Villager, 0, "h6")
			enginetest.Play(t, s, mv(s.units[1], "a1"), "pass")
			check(t, s, 8)
			enginetest.Play(t, s, mv(s.units[0], "h4"), "pass", mv(v, "i6"), "pass")
		}},
		{9, "Slay an opponent's starting villager: not yet", func(t *testing.T, s *State) {
			a := put(t, s, BlackDeath, 0, "d3")
			v := put(t, s, Villager, 1, "e3")
			s.players[1].StartUnit = v.ID
			check(t, s, 9)
			enginetest.Play(t, s, mv(a, "d3"), "attack "+ref(v), "roll 1", "roll 8")
		}},
		{10, "Slay 4 kinds of monster: 3 of 4", func(t *testing.T, s *State) {
			s.players[0].Slain = 1<<Elf | 1<<Orc | 1<<Dwarf
			a := put(t, s, BlackDeath, 0, "d3")
			v := put(t, s, Orc, 1, "e3")
			enginetest.Play(t, s, mv(a, "d3"), "attack "+ref(v), "roll 1", "roll 8")
			if s.players[0].QuestsDone() != 0 {
				t.Fatal("a second orc counted as a new kind")
			}
			enginetest.Play(t, s, mv(s.units[0], "h4"), "pass")
			w := put(t, s, Villager, 1, "e3")
			check(t, s, 10)
			enginetest.Play(t, s, mv(a, "d3"), "attack "+ref(w), "roll 1", "roll 8")
		}},
		{11, "Slay two death beasts: 1 of 2", func(t *testing.T, s *State) {
			s.players[0].Beasts = 1
			a := put(t, s, BlackDeath, 0, "d3")
			db := put(t, s, DeathBeast, Wild, "e3")
			check(t, s, 11)
			enginetest.Play(t, s, mv(a, "d3"), "attack "+ref(db), "roll 1", "roll 8")
		}},
		{12, "Control an opponent's start: held 2 of 3 rounds", func(t *testing.T, s *State) {
			s.units[0].Hex = hx(t, s, "i1")
			put(t, s, Villager, 0, name(s, s.board.Start(1)))
			passRound(t, s)
			passRound(t, s)
			check(t, s, 12)
			passRound(t, s)
		}},
		{13, "Bring a kitten to your start: not yet", func(t *testing.T, s *State) {
			start := s.board.Start(0)
			v := put(t, s, Villager, 0, name(s, step(s, start, East)), Kitten)
			check(t, s, 13)
			enginetest.Play(t, s, mv(v, name(s, start)), "pass")
		}},
		{14, "Find a bow and slay a monster: 1 of 2 (no monster slain)", func(t *testing.T, s *State) {
			a := put(t, s, Orc, 0, "d3", Bow)
			v := put(t, s, Villager, 1, "f3")
			check(t, s, 14)
			enginetest.Play(t, s, mv(a, "d3"), "shoot "+ref(v), "roll 1", "roll 8")
		}},
		{15, "Ride a horse to both ends of the map: 1 of 2 (no east end)", func(t *testing.T, s *State) {
			v := put(t, s, Villager, 0, "d3")
			put(t, s, Horse, 0, "d3")
			enginetest.Play(t, s, ref(v)+" ride a3", "pass", mv(s.units[0], "h4"), "pass")
			passRound(t, s)
			check(t, s, 15)
			v.Hex, s.Unit(v.ID+1).Hex = hx(t, s, "f3"), hx(t, s, "f3")
			enginetest.Play(t, s, ref(v)+" ride i3", "pass")
		}},
		{16, "Carry 3 money bags: 2 of 3", func(t *testing.T, s *State) {
			v := put(t, s, Elf, 0, "d3", MoneyBag, MoneyBag) // an elf (stack 1) has room for a third
			s.ground = append(s.ground, GroundItem{hx(t, s, "d3"), MoneyBag})
			check(t, s, 16)
			enginetest.Play(t, s, mv(v, "d3"), "pickup")
		}},
	}
	for _, c := range cases {
		others := slices.DeleteFunc([]int{7, 11, 9}, func(q int) bool { return q == c.quest })
		s := table(t, 2, [3]int{c.quest, others[0], others[1]}, [3]int{7, 11, 9})
		put(t, s, Villager, 1, "h4")
		wantBefore[c.quest] = c.before
		c.play(t, s)
		if !s.players[0].Done[0] {
			t.Errorf("quest %d (%s) is not completed: %s", c.quest, Quests[c.quest].Short, s.QuestProgress(0, 0))
		}
		if got := s.QuestProgress(0, 0).String(); !strings.HasSuffix(got, ": done") {
			t.Errorf("quest %d progress %q after completion", c.quest, got)
		}
	}
}

// wantBefore is the progress each quest shows before its last step.
var wantBefore = map[int]string{}

// check tests quest q's progress line before the last step.
func check(t *testing.T, s *State, q int) {
	t.Helper()
	if s.players[0].Done[0] {
		t.Fatalf("quest %d completed too early", q)
	}
	if got := s.QuestProgress(0, 0).String(); got != wantBefore[q] {
		t.Fatalf("quest %d shows %q, want %q", q, got, wantBefore[q])
	}
}

// The third quest wins at once.
func TestThirdQuestWins(t *testing.T) {
	s := table(t, 2, [3]int{13, 7, 11}, [3]int{7, 11, 9})
	s.players[0].Done[1], s.players[0].Done[2] = true, true
	put(t, s, Villager, 1, "h4")
	start := s.board.Start(0)
	v := put(t, s, Villager, 0, name(s, step(s, start, East)), Kitten)
	enginetest.Play(t, s, mv(v, name(s, start)), "pass")
	if !s.IsTerminal() || !s.Result().SeatWon(0) || s.Result().Scores[0] != 3 {
		t.Fatal("three quests did not win the game")
	}
}

func newGame(t *testing.T, n int) *State {
	t.Helper()
	st, err := Game.NewState(engine.Setup{Players: n})
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// Quests are rolled with 2d8 three times; a quest already held is rolled
// again; the lowest total starts.
func TestQuestRollsAndFirstPlayer(t *testing.T) {
	s := newGame(t, 2)
	if got := len(s.ChanceOutcomes()); got != 15 || s.ChanceOutcomes()[7].Prob != 8.0/64 {
		t.Fatalf("%d quest outcomes; 9 has probability %v, want 15 and 8/64", got, s.ChanceOutcomes()[7].Prob)
	}
	enginetest.Play(t, s, "roll 7", "roll 7")
	// The log names the quest, not its number on the table.
	if ev := s.Events(); len(ev) != 1 || ev[0].Line.String() != "Seat 1 already has this quest (Slay two trolls), so rolls again" {
		t.Fatalf("a quest rolled twice is told as %+v", ev)
	}
	enginetest.Play(t, s, "roll 13", "roll 4", "roll 5", "roll 6", "roll 8")
	if s.players[0].Quests != [3]int{7, 13, 4} || s.players[1].Quests != [3]int{5, 6, 8} {
		t.Fatalf("quests %v and %v", s.players[0].Quests, s.players[1].Quests)
	}
	if s.FirstPlayer() != 1 || s.Phase() != PhaseSelect || s.CurrentPlayer() != 1 || s.Round() != 1 {
		t.Fatal("the lowest total (19 against 24) does not start")
	}
}

// Tied lowest totals roll a d8 each; the lowest starts; tied again, again.
func TestFirstPlayerTie(t *testing.T) {
	s := newGame(t, 3)
	enginetest.Play(t, s, "roll 5", "roll 6", "roll 8", "roll 4", "roll 7", "roll 8", "roll 10", "roll 11", "roll 12")
	if s.Phase() != PhaseTie {
		t.Fatal("a tie at 19 did not call for a d8")
	}
	enginetest.Play(t, s, "roll 3", "roll 3")
	if s.Phase() != PhaseTie {
		t.Fatal("a tied d8 did not call for another")
	}
	enginetest.Play(t, s, "roll 6", "roll 2")
	if s.FirstPlayer() != 1 || s.CurrentPlayer() != 1 {
		t.Fatalf("seat %d starts, want seat 2 (rolled 2)", s.FirstPlayer()+1)
	}
}

// Capture the Flag: the next seat clockwise marks three points, never a
// starting hex.
func TestCaptureTheFlagMarks(t *testing.T) {
	s := newGame(t, 2)
	enginetest.Play(t, s, "roll 3", "roll 7", "roll 11", "roll 5", "roll 6", "roll 8")
	if s.Phase() != PhaseMark || s.CurrentPlayer() != 1 {
		t.Fatal("seat 2 is not marking seat 1's flags")
	}
	enginetest.Refused(t, s, "mark "+name(s, s.board.Start(1)), "starting hex")
	enginetest.Play(t, s, "mark e2", "mark e3")
	enginetest.Refused(t, s, "mark e3", "marked already")
	enginetest.Play(t, s, "mark e4")
	if s.Phase() != PhaseSelect || len(s.players[0].Flags) != 3 {
		t.Fatal("marking did not end with three flags and the first round")
	}
}

// Solo: quests needing an opponent are rolled again; finishing three
// quests ranks the seat first with the rounds taken as its score.
func TestSolo(t *testing.T) {
	s := newGame(t, 1)
	enginetest.Play(t, s, "roll 3")
	if ev := s.Events(); len(ev) != 1 || ev[0].Line.String() != "This quest (Hold your 3 flag points) needs an opponent, so Seat 1 rolls again" {
		t.Fatalf("a quest needing an opponent is told as %+v", ev)
	}
	enginetest.Play(t, s, "roll 9", "roll 12", "roll 13", "roll 2", "roll 16")
	if s.players[0].Quests != [3]int{13, 2, 16} {
		t.Fatalf("solo quests %v, want 13, 2, 16", s.players[0].Quests)
	}
	if got := engine.StateUnit(s); !got.LowerIsBetter || got.Many != "rounds" {
		t.Fatalf("solo score unit %+v", got)
	}
	s.players[0].Done[1], s.players[0].Done[2] = true, true
	s.round = 5
	start := s.board.Start(0)
	v := s.units[0]
	v.Items = append(v.Items, Kitten)
	enginetest.Play(t, s, mv(v, name(s, start)), "pass")
	r := s.Result()
	if !s.IsTerminal() || r.Ranks[0] != 1 || r.Scores[0] != 5 || len(r.Rivals) != 1 || r.Rivals[0].Rank != 2 || r.Rivals[0].Score != 5 {
		t.Fatalf("solo win: terminal %v, result %+v", s.IsTerminal(), r)
	}
	if miss := highscores.Miss(s); miss != "" {
		t.Fatalf("a won solo game keeps no best score: %q", miss)
	}
}

// A solo seat that meets the cap ranks second, behind the map's monsters.
func TestSoloCapLoses(t *testing.T) {
	s := table(t, 1, [3]int{7, 11, 13})
	s.cap = 1
	put(t, s, Villager, 0, "d3")
	passRound(t, s)
	r := s.Result()
	if !s.IsTerminal() || r.Ranks[0] != 2 || r.Rivals[0].Rank != 1 || r.Rivals[0].Name != RivalName {
		t.Fatalf("solo at the cap: %+v", r)
	}
	// Seat and horde both show the rounds played: the result says why the
	// horde ranks first.
	if got, want := r.TieBreak.String(), "Seat 1 finished 0 of the 3 quests by round 1, so the monster horde keeps the map"; got != want {
		t.Fatalf("solo at the cap says %q, want %q", got, want)
	}
	if miss := highscores.Miss(s); !strings.Contains(miss, "not a best score") {
		t.Fatalf("a failed solo game is a best score (%q)", miss)
	}
}

// Solo games keep best scores per map size and facing rule, fewer rounds
// ranking higher; games of several seats keep none.
func TestHighScoreModes(t *testing.T) {
	cases := []struct {
		setup engine.Setup
		key   string
	}{
		{engine.Setup{Players: 1}, GameID + "/Solo, normal map"},
		{engine.Setup{Players: 1, Options: map[string]string{"map": "small", "facing": "on"}}, GameID + "/Solo, small map, facing"},
		{engine.Setup{Players: 2}, ""},
	}
	for _, c := range cases {
		key, ok := highscores.ModeOf(Game, c.setup)
		if key != c.key || ok != (c.key != "") {
			t.Errorf("%+v: mode %q %v, want %q", c.setup, key, ok, c.key)
		}
	}
	var tb highscores.Table
	key := GameID + "/Solo, normal map"
	tb.Add(key, highscores.Entry{Name: "Anna", Score: 9}, SoloUnit.LowerIsBetter)
	if pl := tb.Add(key, highscores.Entry{Name: "Bob", Score: 7}, SoloUnit.LowerIsBetter); !pl.Best {
		t.Fatalf("7 rounds after 9 placed %+v, want the new best", pl)
	}
}

// The static estimate favours the seat further on with its quests, and a
// seat with no monster left has no chance.
func TestEstimate(t *testing.T) {
	s := table(t, 2, [3]int{7, 11, 13}, [3]int{7, 11, 13})
	put(t, s, Villager, 0, "d3")
	put(t, s, Villager, 1, "h4")
	out := make([]float64, 2)
	s.Estimate(out)
	if out[0] != out[1] {
		t.Fatalf("equal seats estimated %v", out)
	}
	s.players[0].Done[0] = true
	s.Estimate(out)
	if out[0] <= out[1] || out[0]+out[1] < 0.999 || out[0]+out[1] > 1.001 {
		t.Fatalf("a quest ahead estimated %v", out)
	}
	s.units = s.units[:1]
	s.Estimate(out)
	if out[1] != 0 {
		t.Fatalf("a seat with no monster estimated %v", out[1])
	}
}

// The rollout scores: a weak unit keeps away from a stronger enemy, and
// Lucky is used in the helpful direction.
func TestScore(t *testing.T) {
	s := table(t, 2)
	v := put(t, s, Villager, 0, "c3")
	put(t, s, Troll, 1, "e3")
	put(t, s, Villager, 0, "a1")
	if next, stay := s.Score(MoveAction(v.ID, hx(t, s, "d3"))), s.Score(MoveAction(v.ID, hx(t, s, "c3"))); next >= stay {
		t.Fatalf("moving a villager next to a troll scores %d, staying %d", next, stay)
	}
	r := table(t, 2)
	rat := put(t, r, Ratman, 0, "d3")
	orc := put(t, r, Orc, 1, "e3")
	enginetest.Play(t, r, mv(rat, "d3"), "attack "+ref(orc), "roll 4")
	if down, up := r.Score(LuckyAction(false)), r.Score(LuckyAction(true)); down <= up {
		t.Fatalf("Lucky -1 on a miss by one scores %d, +1 %d", down, up)
	}
}

// The quest aims: the corners not marked yet, the starting hex for a unit
// carrying a chest the chest quest wants, an end of the map for a rider,
// and the hexes next to a monster whose death a quest wants.
func TestQuestAims(t *testing.T) {
	s := table(t, 2, [3]int{8, 2, 7}, [3]int{10, 4, 5})
	v := put(t, s, Villager, 0, "c3", Chest)
	s.players[0].Corners = 1 // the north-west corner is marked
	aims := s.unitAims(v, false, s.questAims(0, nil))
	corners := s.board.Corners()
	for _, h := range corners[1:] {
		if !slices.Contains(aims, h) {
			t.Errorf("corner %s not aimed at: %v", name(s, h), aims)
		}
	}
	if slices.Contains(aims, corners[0]) || !slices.Contains(aims, s.board.Start(0)) {
		t.Errorf("aims %v: want no marked corner and the starting hex %s", aims, name(s, s.board.Start(0)))
	}
	troll := put(t, s, Troll, Wild, "e3")
	if g := s.slayGain(0, troll); g != 1 {
		t.Errorf("slaying a troll with quest 7 open gains %d, want 1", g)
	}
	if !slices.Contains(s.questAims(0, nil), nextTo(troll.Hex)) || s.aimDistance(s.questAims(0, nil), hx(t, s, "c3")) != 1 {
		t.Error("the hex next to a troll to slay is not aimed at")
	}
	if s.players[0].Trolls != 0 || s.players[0].Slain != 0 {
		t.Error("working out the gain credited the kill")
	}
	if s.slayGain(1, v) != 1 || s.slayGain(0, v) != 0 {
		t.Error("slaying a villager: want a gain for seat 1's quest 10 and none for its own seat")
	}
	put(t, s, Villager, 1, "h4")
	if !s.wants(1, Sword) || s.wants(0, Sword) || !s.wants(0, OpenChest) || s.wants(1, Chest) {
		t.Error("wanted items: want a sword for quest 4 and a chest for quest 2 only")
	}
	// Heading for a corner scores above walking away from it.
	c := table(t, 2, [3]int{8})
	u := put(t, c, Dwarf, 0, "b2")
	if to, away := c.Score(MoveAction(u.ID, hx(t, c, "a1"))), c.Score(MoveAction(u.ID, hx(t, c, "c2"))); to <= away {
		t.Errorf("a dwarf's step towards a corner scores %d, away %d", to, away)
	}
}

// The progress lines are short and say what is missing in words.
func TestProgressTexts(t *testing.T) {
	s := table(t, 2, [3]int{5, 12, 4}, [3]int{7, 11, 9})
	for _, k := range []Kind{Elf, Dwarf, Villager} {
		put(t, s, k, 0, "d3")
	}
	put(t, s, Villager, 0, "d4", Bow)
	want := []string{
		"Control an elf, a dwarf, an orc and a villager: 3 of 4 (no orc)",
		"Control an opponent's start: not yet",
		"Carry a sword, a bow and armor: 1 of 3 (no sword or armor)",
	}
	for i, w := range want {
		if got := s.QuestProgress(0, i).String(); got != w {
			t.Errorf("quest %d shows %q, want %q", i+1, got, w)
		}
	}
	for _, c := range []struct {
		pr   Progress
		want string
	}{
		{Progress{Quest: 5, Have: 1, Need: 4, Rounds: 2, Lack: 0b1101}, "Control an elf, a dwarf, an orc and a villager: 1 of 4 (no elf, orc or villager)"},
		{Progress{Quest: 5, Have: 0, Need: 4, Rounds: 2, Lack: 0b1111}, "Control an elf, a dwarf, an orc and a villager: 0 of 4"},
		{Progress{Quest: 12, Have: 1, Need: 1, Rounds: 3}, "Control an opponent's start: held 0 of 3 rounds"},
		{Progress{Quest: 7, Have: 2, Need: 2, Done: true}, "Slay two trolls: done"},
	} {
		if got := c.pr.String(); got != c.want {
			t.Errorf("%+v shows %q, want %q", c.pr, got, c.want)
		}
	}
	for q := 2; q <= 16; q++ {
		if n := len(Quests[q].Parts); n != 0 && n != Quests[q].Need {
			t.Errorf("quest %d has %d parts for a count of %d", q, n, Quests[q].Need)
		}
	}
}

// Two seats that finish their third quest at the same round's end are
// both first to finish: the announcement names the seat the ranking puts
// first (more monsters on the map), or says that they share the win.
func TestThreeQuestsAtOnce(t *testing.T) {
	for _, extra := range []bool{true, false} {
		s := table(t, 2, [3]int{12, 7, 11}, [3]int{12, 7, 11})
		for p := range 2 {
			pl := &s.players[p]
			pl.Done[1], pl.Done[2], pl.Held[0] = true, true, 2
			put(t, s, Villager, p, name(s, s.board.Start(1-p)))
		}
		if extra {
			put(t, s, Elf, 1, "e3")
		}
		passRound(t, s)
		r := s.Result()
		end := s.Events()[len(s.Events())-1]
		want, seat := "Seat 1 and Seat 2 finish three quests at once with as many monsters on the map, and share the win", -1
		if extra {
			want, seat = "Seat 1 and Seat 2 finish three quests at once; Seat 2 has the most monsters on the map and wins", 1
		}
		if !s.IsTerminal() || end.Kind != EvEnd || end.Line.String() != want || end.Seat != seat {
			t.Fatalf("the end says %q (seat %d), want %q (seat %d)", end.Line, end.Seat, want, seat)
		}
		if extra && (!r.SeatWon(1) || r.Ranks[0] != 2) || !extra && (r.Ranks[0] != 1 || r.Ranks[1] != 1) {
			t.Fatalf("ranks %v disagree with the announcement %q", r.Ranks, want)
		}
	}
}
