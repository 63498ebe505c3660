package chessmonsters

import (
	"strconv"

	"monstermixer/engine"
	cm "monstermixer/engine/chessmonsters"
)

// stepKind is one kind of animation step.
type stepKind uint8

const (
	stSlide  stepKind = iota // a monster slides from one field to another
	stAppear                 // a monster enters the arena
	stAim                    // an attack is declared: a line from the attacker to the target
	stRoll                   // a D6 rolls beside the monster that rolls it
	stStart                  // the two starting dice
	stHits                   // the number of hits flies up from the monster hit
	stKO                     // a monster spins out of the arena
	stDraw                   // a loot card flies from the deck into the hand
	stLoot                   // a loot card is played: it shows over the arena
	stBanner                 // a sentence over the arena (recovery, the end)
	stCommit                 // the arena takes the state after the action
)

// step is one queued animation.
type step struct {
	kind      stepKind
	from, to  int // fields; -1 none
	monster   int
	owner     int
	energy    int  // the card's energy shown (-1: its Energy)
	lunge     bool // stRoll: the attacker at from lunges towards to as its die settles
	die, die2 int
	hit       bool
	card      int    // the loot card, -1 when unknown to the viewer
	seat      int    // whose hand, deck or hit points
	label     string // the flying number, or the banner
	status    string // what the top bar says while it plays
	tumbling  string // stRoll, stStart: what it says while the dice tumble (the outcome is status)
	sound     string
}

// animState is what the running step draws.
type animState struct {
	cur *step
	p   float64
}

var durations = [...]float64{stSlide: 0.35, stAppear: 0.4, stAim: 0.35, stRoll: 0.8, stStart: 1.0, stHits: 0.7,
	stKO: 0.7, stDraw: 0.55, stLoot: 0.8, stBanner: 1.0, stCommit: 0}

func duration(e *step) float64 { return durations[e.kind] }

// stepsOf lists the steps that show action a, which led from b to n.
func (t *Table) stepsOf(b *cm.State, a engine.Action, n *cm.State) []step {
	x := cm.DecodeAction(a)
	what := t.say(b.DescribeAction(a))
	var out []step
	add := func(s step) {
		if s.status == "" {
			s.status = what
		}
		out = append(out, s)
	}
	mover := func(from, to int) {
		m, ok := b.Field(from)
		if _, now := n.Field(to); ok && now && from != to {
			add(step{kind: stSlide, from: from, to: to, monster: m.Kind, owner: m.Owner, energy: energyAt(n, to), sound: "stomp", card: -1})
		}
	}
	switch x.Kind {
	case cm.ActSummon:
		if _, ok := n.Field(x.To); ok {
			add(step{kind: stAppear, from: -1, to: x.To, monster: x.Monster, owner: b.CurrentPlayer(), energy: energyAt(n, x.To), sound: "place", card: -1})
		}
	case cm.ActMove:
		if _, gone := n.Field(x.From); !gone {
			mover(x.From, x.To)
		}
	case cm.ActAttack, cm.ActTeam:
		add(step{kind: stAim, from: x.From, to: x.To, card: -1, sound: "click"})
	case cm.ActAbility, cm.ActMirror, cm.ActLoot:
		if x.Kind == cm.ActLoot || x.Kind == cm.ActMirror {
			c := x.Loot
			if x.Kind == cm.ActMirror {
				c = cm.MagicMirror
			}
			add(step{kind: stLoot, card: c, seat: b.CurrentPlayer(), label: cm.Loot[c].Name, sound: "complete", from: -1, to: -1})
		}
		motion(b, n, add)
	case cm.ActPass:
		motion(b, n, add) // a move paused by a response window goes on
	case cm.ActDodge:
		if _, to := b.Attackers(); to >= 0 {
			mover(to, x.To)
		}
	case cm.ActSandtrap:
		for f := range cm.NumFields {
			_, was := b.Field(f)
			if m, ok := n.Field(f); ok && !was && m.Kind == cm.Worbin {
				add(step{kind: stAppear, from: -1, to: f, monster: m.Kind, owner: m.Owner, energy: m.Energy, sound: "place", card: -1})
			}
		}
	case cm.ActRoll:
		from, at := b.Roller()
		// told once the die settles: by the roll's event (below), else plainly
		r := step{kind: stRoll, from: from, to: at, die: x.Die, sound: "dice", card: -1, tumbling: "The D6 is rolling…", status: "The D6 shows " + strconv.Itoa(x.Die) + "."}
		if m, ok := b.Field(from); ok && from >= 0 {
			r.monster, r.owner, r.energy = m.Kind, m.Owner, m.Energy
		}
		add(r)
	case cm.ActStart:
		add(step{kind: stStart, die: x.Die, die2: x.Die2, sound: "dice", from: -1, to: -1, card: -1, tumbling: "The starting dice are rolling…"})
	case cm.ActDraw:
		s := step{kind: stDraw, seat: -1, card: -1, sound: "click", from: -1, to: -1}
		for p := range 2 {
			_, hb := b.Hand(p)
			if _, hn := n.Hand(p); hn > hb {
				s.seat = p
			}
		}
		if s.seat >= 0 {
			cb, _ := b.Hand(s.seat)
			cn, _ := n.Hand(s.seat)
			for c := range cn {
				if cn[c] > cb[c] {
					s.card = c
				}
			}
			add(s)
		}
	}
	// What the action caused, each with its sentence (the action's own
	// when the event has none).
	events := n.Events()
	_, target := b.Attackers()
	if from, at := b.Roller(); x.Kind == cm.ActRoll && from >= 0 {
		target = at
	}
	for _, e := range events {
		say := what
		if len(e.Line) > 0 {
			say = t.say(e.Line)
		}
		switch e.Kind {
		case cm.EvHits:
			if m, ok := b.Field(target); ok {
				add(step{kind: stHits, to: target, from: -1, label: "-" + strconv.Itoa(e.Hits), hit: e.Hits > 0, owner: m.Owner, sound: "punch", status: say, card: -1})
			}
		case cm.EvJump:
			if e.Hits > 0 {
				add(step{kind: stHits, to: target, from: -1, label: "-" + strconv.Itoa(e.Hits), hit: true, sound: "punch", status: say, card: -1})
			}
		case cm.EvKO:
			if m, ok := b.Field(target); ok {
				add(step{kind: stKO, to: target, from: -1, monster: m.Kind, owner: m.Owner, energy: m.Energy, sound: "fire", status: say, card: -1})
			}
		case cm.EvAvenge:
			add(step{kind: stAppear, to: target, from: -1, monster: cm.Mothling, owner: e.Seat, energy: energyAt(n, target), sound: "place", status: say, card: -1})
		case cm.EvRecovery, cm.EvCalledOff, cm.EvStopped, cm.EvSandtrap, cm.EvDodge:
			add(step{kind: stBanner, label: say, status: say, sound: "rotate", from: -1, to: -1, card: -1})
		case cm.EvWin, cm.EvCap:
			add(step{kind: stBanner, label: say, status: say, sound: "win", from: -1, to: -1, card: -1})
		}
	}
	if x.Kind == cm.ActRoll && len(out) > 0 && out[0].kind == stRoll {
		// the settled die tells its roll by what it rolled for
		for _, e := range events {
			if e.Kind == cm.EvRoll || e.Kind == cm.EvJump {
				out[0].status = t.say(e.Line)
			}
			if e.Kind == cm.EvRoll && out[0].from >= 0 && out[0].to >= 0 {
				out[0].lunge = true // an attack's die: the attacker lunges
			}
			switch {
			case e.Kind == cm.EvRoll && e.Hit:
				out[0].hit, out[0].label = true, "Hit"
			case e.Kind == cm.EvRoll:
				out[0].label = "Miss"
			case e.Kind == cm.EvJump && e.Hits == 0:
				out[0].hit, out[0].label = true, "Safe"
			case e.Kind == cm.EvJump:
				out[0].label = "Ouch"
			}
		}
	}
	if len(out) > 0 {
		out = append(out, step{kind: stCommit, from: -1, to: -1, card: -1, status: what})
	}
	return out
}

// energyAt is the energy of the monster on field f of st, or -1.
func energyAt(st *cm.State, f int) int {
	if m, ok := st.Field(f); ok {
		return m.Energy
	}
	return -1
}

// motion adds the slides of an action ability, a Magic Mirror or a
// Teleporter: every monster that left a field for another.
func motion(b, n *cm.State, add func(step)) {
	for f := range cm.NumFields {
		m, ok := b.Field(f)
		if !ok {
			continue
		}
		if now, still := n.Field(f); still && now.Kind == m.Kind && now.Owner == m.Owner {
			continue
		}
		for g := range cm.NumFields {
			if g == f {
				continue
			}
			was, wasOK := b.Field(g)
			now, ok := n.Field(g)
			if ok && now.Kind == m.Kind && now.Owner == m.Owner && (!wasOK || was.Kind != m.Kind || was.Owner != m.Owner) {
				add(step{kind: stSlide, from: f, to: g, monster: m.Kind, owner: m.Owner, energy: now.Energy, sound: "stomp", card: -1})
				break
			}
		}
	}
}

// Start implements timeline.Player.
func (t *Table) Start(e *step, live bool) {
	t.anim = animState{cur: e}
	t.status = e.status
	if e.tumbling != "" {
		t.status = e.tumbling // the outcome is told when the dice settle
	}
	if live && t.sound != nil && e.sound != "" {
		t.sound.Play(e.sound)
	}
}

// Run implements timeline.Player.
func (t *Table) Run(e *step, p float64) {
	t.anim.p = p
	if p >= dieSettles {
		t.status = e.status
	}
}

// Finish implements timeline.Player.
func (t *Table) Finish(e *step) {
	t.anim = animState{}
	if e.kind == stHits {
		t.hpAfter = true // the hit points drop as the hits land
	}
	if e.kind == stCommit {
		t.setShown(t.st)
	}
}
