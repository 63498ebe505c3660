package fandango

import (
	"slices"

	"monstermixer/engine"
	fd "monstermixer/engine/fandango"
)

// stepKind says what a timeline step shows.
type stepKind uint8

const (
	stMove   stepKind = iota // units walk along a path, hex by hex
	stDice                   // dice fall
	stEvent                  // an event of the engine
	stStrike                 // an attack flies from the attacker to its targets
)

// step is one thing the timeline plays.
type step struct {
	kind    stepKind
	unit    int // stStrike: the attacker
	ev      fd.Event
	path    []int // stMove: the hexes, from the start; stStrike: the attacker's hex, then the targets'
	dice    [2]int
	two     bool   // stDice: 2d8 (dice holds a split of the sum)
	sum     int    // stDice: the roll
	need    int    // stDice: the number it needs at or under, 0 none
	dir     int    // stDice: the direction rolled for a wild monster, -1 none
	caption string // stDice: what the roll is, as the log says it
	ask     string // stDice: what the roll decides and needs, shown while the dice tumble
	text    string // the status line
}

// flight is the step running and how far it is.
type flight struct {
	on   bool
	s    step
	p    float64
	live bool
}

// moving are the units walking in an action's move step.
type moving struct {
	ids  []int
	path []int
	p    float64
	done bool
}

// ghost is a unit killed by the action, drawn until its death has played.
type ghost struct {
	u   fd.Unit
	hex int
}

// steps turns an action into timeline steps: the dice of a roll, the walk
// of a move, then the events it caused.
func (t *Table) steps(b *fd.State, a engine.Action, n *fd.State) []step {
	var out []step
	t.mv = moving{ids: t.mv.ids[:0]}
	t.hidden = t.hidden[:0]
	t.ghosts = t.ghosts[:0]
	if b.CurrentPlayer() == engine.Chance {
		out = append(out, t.diceStep(b, a))
	}
	if odds := b.AttackOdds(a); len(odds) > 0 {
		at := b.Unit(b.Actor())
		hexes := []int{at.Hex}
		for _, o := range odds {
			hexes = append(hexes, b.Unit(o.Target).Hex)
		}
		out = append(out, step{kind: stStrike, unit: at.ID, path: hexes, text: t.say(b.DescribeAction(a))})
	}
	// the units that changed hex: along the move's path, or straight
	path := b.Path(a)
	for _, u := range n.Units() {
		old := b.Unit(u.ID)
		if old == nil || old.Hex == u.Hex {
			continue
		}
		if len(path) == 0 || path[0] != old.Hex || path[len(path)-1] != u.Hex {
			path = []int{old.Hex, u.Hex}
			t.mv.ids = t.mv.ids[:0]
		}
		t.mv.ids = append(t.mv.ids, u.ID)
	}
	if len(t.mv.ids) > 0 {
		t.mv.path = path
		who := t.unitName(n.Unit(t.mv.ids[0]))
		out = append(out, step{kind: stMove, path: path, text: who + " moves"})
	}
	for _, e := range n.Events() {
		switch e.Kind {
		case fd.EvKilled:
			if u := b.Unit(e.Unit); u != nil {
				t.ghosts = append(t.ghosts, ghost{u: *u, hex: e.Hex})
			}
		case fd.EvAppeared:
			t.hidden = append(t.hidden, e.Unit)
		}
		text := t.say(e.Line)
		if text == "" { // the action's own line tells it (a Lucky change)
			text = t.say(b.DescribeAction(a))
		}
		out = append(out, step{kind: stEvent, ev: e, text: text})
	}
	return out
}

// diceStep shows the roll a: its dice, what it needs, what it is for.
func (t *Table) diceStep(b *fd.State, a engine.Action) step {
	s := step{kind: stDice, caption: t.say(b.DescribeAction(a)), dir: -1}
	s.ask, _, _, _ = t.rollAsk(b)
	v := -1
	for i := range 17 {
		if fd.RollAction(i) == a {
			v = i
		}
	}
	_, s.need = b.RollNeed()
	s.sum = v
	s.two = len(b.ChanceOutcomes()) == 15
	if len(b.ChanceOutcomes()) == 6 {
		s.sum, s.dir = 0, v // a direction: an arrow, no die
	}
	if s.two {
		s.dice = [2]int{min(8, v-1), v - min(8, v-1)}
		if v%2 == 0 && v/2 <= 8 {
			s.dice = [2]int{v / 2, v / 2}
		}
	} else {
		s.dice = [2]int{v, 0}
	}
	s.text = s.caption
	return s
}

// settle is how far into a roll's step the dice (or a direction's arrow)
// stop on the outcome: before it they tumble and the roll's question is
// shown, after it its outcome.
const settle = 0.55

// duration is how long a step plays at normal speed, in seconds.
func duration(s *step) float64 {
	switch s.kind {
	case stMove:
		return 0.2 * float64(len(s.path)-1)
	case stStrike:
		return 0.35
	case stDice:
		if s.dir >= 0 {
			return 0.6
		}
		return 0.95
	}
	switch s.ev.Kind {
	case fd.EvKilled, fd.EvTrap, fd.EvLair, fd.EvDisturbed:
		return 0.8
	case fd.EvQuestDone, fd.EvFound, fd.EvOpened, fd.EvAppeared, fd.EvSaved, fd.EvEscaped:
		return 0.7
	case fd.EvHit, fd.EvMissed, fd.EvUnharmed, fd.EvDowned, fd.EvHealed, fd.EvSacrifice, fd.EvLucky:
		return 0.5
	case fd.EvQuestRolled:
		return 0.25
	}
	return 0.4
}

// sounds are the effects of the event kinds.
var sounds = map[fd.EventKind]string{
	fd.EvQuestRolled: "click", fd.EvFirstPlayer: "click", fd.EvQuestDone: "complete",
	fd.EvHit: "punch", fd.EvMissed: "click", fd.EvUnharmed: "rotate", fd.EvDowned: "stomp",
	fd.EvHealed: "complete", fd.EvKilled: "stomp", fd.EvSaved: "complete", fd.EvEscaped: "place",
	fd.EvSacrifice: "punch", fd.EvLucky: "rotate", fd.EvNothing: "click", fd.EvFound: "place",
	fd.EvDisturbed: "fire", fd.EvLair: "fire", fd.EvOpened: "complete", fd.EvTrap: "fire",
	fd.EvBought: "place", fd.EvAppeared: "place", fd.EvNoRoom: "click", fd.EvNobody: "click",
	fd.EvSurfaced: "place",
}

// Start implements timeline.Player.
func (t *Table) Start(s *step, live bool) {
	t.fly = flight{on: true, s: *s, live: live}
	t.status = s.text
	if s.kind == stDice && s.ask != "" {
		t.status = s.ask // the outcome is told when the dice settle
	}
	if !live {
		return
	}
	switch s.kind {
	case stDice:
		t.play("dice")
	case stMove:
		t.play("place")
	case stStrike:
		t.play("punch")
	case stEvent:
		if name, ok := sounds[s.ev.Kind]; ok {
			t.play(name)
		}
	}
	if s.kind == stEvent && s.ev.Kind == fd.EvAppeared {
		t.hidden = slices.DeleteFunc(t.hidden, func(id int) bool { return id == s.ev.Unit })
	}
}

// Run implements timeline.Player.
func (t *Table) Run(s *step, p float64) {
	t.fly.p = p
	if s.kind == stDice && p >= settle {
		t.status = s.text
	}
	if s.kind == stMove {
		prev := int(t.mv.p * float64(len(s.path)-1))
		t.mv.p = p
		if t.fly.live && int(p*float64(len(s.path)-1)) > prev && p < 1 {
			t.play("place")
		}
	}
}

// Finish implements timeline.Player.
func (t *Table) Finish(s *step) {
	switch {
	case s.kind == stMove:
		t.mv.done = true
	case s.kind == stEvent && s.ev.Kind == fd.EvKilled:
		t.ghosts = slices.DeleteFunc(t.ghosts, func(g ghost) bool { return g.u.ID == s.ev.Unit })
	case s.kind == stEvent && s.ev.Kind == fd.EvAppeared:
		t.hidden = slices.DeleteFunc(t.hidden, func(id int) bool { return id == s.ev.Unit })
	}
	t.fly.on = false
}
