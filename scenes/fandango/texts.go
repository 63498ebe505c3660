package fandango

import (
	fd "monstermixer/engine/fandango"
	"strconv"
)

// texts are the table's sentences, worked out when the state changes so
// that drawing allocates nothing.
type texts struct {
	progress string
	round    string   // "Round 3 of 60", or the solo goal
	solo     string   // solo: the rounds so far against the goal
	quests   []string // per seat, three lines
	done     []string // per seat: "1 of 3 quests"
	focus    int      // the seat whose quests show in full: the deciding one, else the last
	heading  string   // what the panel's action part is about
	need     string   // a pending roll: what it is for and what it needs
	needN    int      // the number it needs (0: a table decides)
	needTwo  bool     // the pending roll is 2d8
	needDir  bool     // the pending roll is a direction
}

// update works the sentences out for t's state.
func (x *texts) update(t *Table) {
	st := t.st
	n := st.NumPlayers()
	x.rounds(t.roundSt)
	if p := st.CurrentPlayer(); p >= 0 && p < n {
		x.focus = p
	}
	x.focus = min(x.focus, n-1)
	x.quests = x.quests[:0]
	x.done = x.done[:0]
	for p := range n {
		pl := st.Player(p)
		for i := range 3 {
			if pl.Quests[i] == 0 {
				x.quests = append(x.quests, "Quest "+strconv.Itoa(i+1)+": not rolled yet")
				continue
			}
			x.quests = append(x.quests, st.QuestProgress(p, i).String())
		}
		x.done = append(x.done, strconv.Itoa(pl.QuestsDone())+" of 3 quests")
	}
	x.heading = t.heading()
	x.need, x.needN, x.needTwo, x.needDir = t.rollAsk(st)
}

// rounds works out the round label, the progress and the solo line for
// st, the state the table has animated to.
func (x *texts) rounds(st *fd.State) {
	switch {
	case st.Round() == 0:
		x.round = "Rolling quests (round cap " + strconv.Itoa(st.RoundCap()) + ")"
	default:
		x.round = "Round " + strconv.Itoa(st.Round()) + " of " + strconv.Itoa(st.RoundCap())
	}
	x.progress = x.round
	x.solo = ""
	if st.NumPlayers() == 1 {
		x.solo = "Solo: finish three quests in as few rounds as you can, by round " + strconv.Itoa(st.RoundCap()) + ". Rounds so far: " + strconv.Itoa(max(st.Round(), 0)) + "."
		if w := st.Player(0).WonRound; w > 0 {
			x.solo = "Solo: three quests finished in " + strconv.Itoa(w) + " rounds."
		}
		if st.Round() == 0 {
			x.progress = "Rolling quests (solo, round cap " + strconv.Itoa(st.RoundCap()) + ")"
		} else {
			x.progress += " (solo)"
		}
	}
}

// rollAsk says what the pending roll of st decides and what it needs
// ("Anna's villager searches: needs 1-6"), the number it needs (0: a
// table decides), and whether it is 2d8 or a direction; "" when no roll
// is pending. The table shows it before the roll and while the dice
// tumble.
func (t *Table) rollAsk(st *fd.State) (ask string, need int, two, dir bool) {
	switch st.Phase() {
	case fd.PhaseQuests:
		return "The quests are rolled with 2d8", 0, true, false
	case fd.PhaseTie:
		return "A d8 decides who starts among the lowest quest rolls", 0, false, false
	}
	what, need := st.RollNeed()
	if what == nil {
		return "", 0, false, false
	}
	ask = t.say(what)
	if need > 0 {
		ask += ": needs " + upTo(need)
	}
	return ask, need, len(st.ChanceOutcomes()) == 15, len(st.ChanceOutcomes()) == 6
}

// heading says what the deciding seat does now.
func (t *Table) heading() string {
	st := t.st
	seat := st.CurrentPlayer()
	name := t.seatName(seat)
	switch st.Phase() {
	case fd.PhaseMark:
		if len(t.legal) > 0 {
			return t.say(st.DescribeAction(t.legal[0])) + ": click a lit hex"
		}
		return name + ": mark a Capture the Flag point (a lit hex)"
	case fd.PhaseSelect:
		if u := st.Unit(t.sel); u != nil {
			return "Move " + t.unitName(u) + " to a lit hex (its own hex: it stays)"
		}
		return name + ": choose a unit that has not acted"
	case fd.PhaseThing:
		if u := st.Unit(st.Actor()); u != nil {
			return t.unitName(u) + " does one more thing"
		}
	case fd.PhaseLucky, fd.PhaseOrc, fd.PhaseDeath:
		return name + " answers"
	case fd.PhaseOver:
		return "The game is over"
	}
	return ""
}
