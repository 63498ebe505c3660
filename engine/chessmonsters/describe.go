package chessmonsters

import (
	"fmt"

	"monstermixer/engine"
)

// event is one thing an action caused, for the shared log. It holds only
// what both seats may know.
type event struct {
	kind uint8
	seat int8
	k    int8 // a monster kind, a loot card, or why the game ended
	n    int8 // a die or a number of hits
	x    int8 // an accuracy
	hit  bool
}

const maxEvents = 12

const (
	evDraw = iota + 1
	evStart
	evLoot
	evSandtrap
	evDodge
	evStopped
	evCalledOff
	evJump
	evRoll
	evHits
	evKO
	evAvenge
	evWin
	evRecovery
	evCap
	evThorns
)

func (s *State) event(e event) {
	if int(s.nEvents) < maxEvents {
		s.events[s.nEvents] = e
		s.nEvents++
	}
}

// name is a monster's name.
func name(k int8) string { return Roster[k].Name }

// relDir names a direction as seen from the monster's owner.
var relDir = [8]string{"forward", "forward right", "right", "back right", "back", "back left", "left", "forward left"}

func (s *State) dirWord(f, t int) string {
	d := dirTo(f, t)
	if d < 0 {
		return "away"
	}
	return relDir[(d+4*int(s.board[f].Owner))%8]
}

// DescribeAction tells a legal action in a sentence, before it is
// applied (an illegal one in its notation). A secret action (a pick, a
// draw) says only what both seats may know.
func (s *State) DescribeAction(a engine.Action) engine.Line {
	if s.check(a) != "" {
		if o := s.openedUp(); o != nil && o.check(a) == "" {
			return o.DescribeAction(a)
		}
		return engine.Plain(s.ActionString(a))
	}
	d := decode(a)
	p := engine.SeatRef(s.CurrentPlayer())
	of := func(f int) engine.SeatsOf { return engine.SeatsOf(s.board[f].Owner) }
	kind := func(f int) string { return Roster[s.board[f].Kind].Name }
	switch d.kind {
	case kPick:
		return engine.Say("%s picks a monster card for the team.", p)
	case kDraw:
		return engine.Say("%s draws a loot card.", engine.SeatRef(s.drawSeat))
	case kStart:
		return engine.Say("The starting dice show %d for %s and %d for %s.", d.a, engine.SeatRef(White), d.b, engine.SeatRef(Black))
	case kSummon:
		return engine.Say("%s summons %s into the arena.", p, Roster[d.a].Name)
	case kMove:
		return engine.Say("%s %s moves %s.", of(d.a), kind(d.a), s.dirWord(d.a, d.b))
	case kAttack:
		return engine.Say("%s %s attacks %s %s.", of(d.a), kind(d.a), of(d.b), kind(d.b))
	case kTeam:
		return engine.Say("%s %s leads a team attack on %s %s.", of(d.a), kind(d.a), of(d.b), kind(d.b))
	case kJoin:
		return engine.Say("%s %s joins the team attack.", of(d.a), kind(d.a))
	case kGo:
		return engine.Say("%s team attack begins.", engine.SeatsOf(s.turn))
	case kWait:
		return engine.Say("%s %s waits and is exhausted.", of(d.a), kind(d.a))
	case kEnd:
		return engine.Say("%s ends the turn of %s.", p, kind(int(s.actor)))
	case kSkip:
		return engine.Say("%s can neither summon nor interact, and passes the turn.", p)
	case kAbility:
		return s.describeAbility(int(s.board[d.a].Kind), d.a, d.b, "")
	case kMirror:
		return s.describeAbility(d.c, d.a, d.b, " with Magic Mirror")
	case kHost:
		return engine.Say("%s %s moves the Parasitic Sword onto %s %s.", of(d.a), kind(d.a), of(d.b), kind(d.b))
	case kLoot:
		c := Loot[d.a].Name
		switch d.a {
		case PowerGloves:
			return engine.Say("%s %s puts on Power Gloves.", of(d.b), kind(d.b))
		case Teleporter:
			return engine.Say("%s %s uses the Teleporter.", of(d.b), kind(d.b))
		case BearTrap, SmokeBomb:
			return engine.Say("%s plays %s.", p, c)
		}
		return engine.Say("%s plays %s on %s.", p, c, kind(d.b))
	case kSandtrap:
		return engine.Say("%s Worbin springs a Sandtrap from reserve.", engine.SeatsOf(s.responder))
	case kDodge:
		return engine.Say("%s Flitz dodges.", engine.SeatsOf(s.responder))
	case kPass:
		return engine.Say("%s lets it happen.", p)
	case kRoll:
		// said by its effect, with who rolled and what was needed ("Ann's
		// Jumo rolls 3 against accuracy 4 and hits.", "A clean landing (3).")
		return nil
	}
	return engine.Plain(s.ActionString(a))
}

// openedUp is a view in which every hidden reserve and hand holds all it
// might (the most copies of every monster, every loot card), so that a
// move with a card this view does not see (the other seat summons from
// its reserve, plays a loot card from its hand) is told in words as
// well; nil when nothing is hidden.
func (s *State) openedUp() *State {
	if !s.masked[0] && !s.masked[1] {
		return nil
	}
	o := *s
	for q := range 2 {
		if !o.masked[q] {
			continue
		}
		o.masked[q] = false
		for c := range NumLoot {
			o.hand[q][c] = 1
		}
		for k := range NumMonsters {
			o.reserve[q][k] = MaxCopies
		}
	}
	return &o
}

func (s *State) describeAbility(k, f, t int, how string) engine.Line {
	m := s.board[f]
	of := engine.SeatsOf(m.Owner)
	switch k {
	case Jumo:
		return engine.Say("%s %s pole-jumps %s%s.", of, name(m.Kind), s.dirWordFar(f, t), how)
	case Rallo:
		return engine.Say("%s %s rallies %s%s.", of, name(m.Kind), name(s.board[t].Kind), how)
	case Bullhorn:
		return engine.Say("%s %s shoves %s %s%s.", of, name(m.Kind), engine.SeatsOf(s.board[t].Owner), name(s.board[t].Kind), how)
	case Blinky:
		return engine.Say("%s %s swaps places with %s%s.", of, name(m.Kind), name(s.board[t].Kind), how)
	}
	return engine.Plain(s.ActionString(mk(kAbility, f, t, 0)))
}

// dirWordFar names the direction of a jump of up to 3 fields and its length.
func (s *State) dirWordFar(f, t int) string {
	d, n := line(f, t)
	if n < 1 || n > JumpRange {
		return "away"
	}
	return engine.Count(n, "field", "fields") + " " + relDir[(d+4*int(s.board[f].Owner))%8]
}

// DescribeEffects tells what the last action caused, in what both seats
// may know (a drawn loot card is not named): the lines of its events.
func (s *State) DescribeEffects() []engine.Line {
	var out []engine.Line
	for _, e := range s.events[:s.nEvents] {
		if l := eventLine(e); len(l) > 0 {
			out = append(out, l)
		}
	}
	return out
}

// eventLine tells event e in a sentence, or nil when the action's own
// line tells it (a draw: "Anna draws a loot card.").
func eventLine(e event) engine.Line {
	p := engine.SeatRef(e.seat)
	switch e.kind {
	case evStart:
		return engine.Say("%s rolled higher and starts.", p)
	case evLoot:
		return engine.Say("%s %s goes to the trash.", engine.SeatsOf(e.seat), Loot[e.k].Name)
	case evSandtrap:
		return engine.Say("The move is denied: %s Worbin enters the arena, and both monsters are exhausted.", engine.SeatsOf(e.seat))
	case evDodge:
		return engine.Say("%s Flitz steps out of reach.", engine.SeatsOf(e.seat))
	case evStopped:
		return engine.Say("%s %s is exhausted and its turn ends.", engine.SeatsOf(e.seat), name(e.k))
	case evCalledOff:
		return engine.Say("The interaction of %s %s is no longer possible: its energy comes back and %s chooses again.", engine.SeatsOf(e.seat), name(e.k), p)
	case evJump:
		if e.n > 0 {
			return engine.Say("A rough landing (%d): %s takes %d %s.", e.k, p, e.n, engine.Plural(int(e.n), "hit", "hits"))
		}
		return engine.Say("A clean landing (%d).", e.k)
	case evRoll:
		verdict := "misses"
		if e.hit {
			verdict = "hits"
		}
		return engine.Say("%s %s rolls %d against accuracy %d and %s.", engine.SeatsOf(e.seat), name(e.k), e.n, e.x, verdict)
	case evHits:
		if e.k == Lotl && e.n > 0 {
			return engine.Say("%s Lotl takes %d %s; Regrowth spares %s hit points.", engine.SeatsOf(e.seat), e.n, engine.Plural(int(e.n), "hit", "hits"), engine.SeatsOf(e.seat))
		}
		return engine.Say("%s %s takes %d %s.", engine.SeatsOf(e.seat), name(e.k), e.n, engine.Plural(int(e.n), "hit", "hits"))
	case evThorns:
		return engine.Say("Spikel's Thorns: %s loses 1 hit point.", p)
	case evKO:
		return engine.Say("%s %s is KO.", engine.SeatsOf(e.seat), name(e.k))
	case evAvenge:
		return engine.Say("%s Mothling enters the arena to avenge it, exhausted.", engine.SeatsOf(e.seat))
	case evRecovery:
		return engine.Say("Recovery: every monster is active again; %s exhausted all monsters first.", p)
	case evWin:
		return engine.Say("%s wins: %s.", p, whyText[e.k])
	case evCap:
		if e.seat == 2 {
			return engine.Say("The turn limit is reached with equal hit points: a tie.")
		}
		return engine.Say("The turn limit is reached: %s has more hit points left and wins.", p)
	}
	return nil
}

var whyText = [...]string{
	whyLoot:      "the last loot card is drawn",
	whyHitPoints: "the opponent's hit points are gone and the Victory Card is revealed",
	whyArena:     "the opponent has no monster left in the arena",
	whyCap:       "more hit points left at the turn limit",
}

// OpenWindow reports the response window open now: the other seat may
// answer an enemy Move, Pole Jump or attack with an interrupt. Useful is
// the responder's own judgement from its hand and reserve; whether the
// window opens is not (mayRespond).
func (s *State) OpenWindow() (engine.Window, bool) {
	if s.phase != phWindow {
		return engine.Window{}, false
	}
	q := int(s.responder)
	m := s.board[s.pend.from]
	w := engine.Window{Seat: q, Pass: mk(kPass, 0, 0, 0)}
	switch s.pend.kind {
	case pendMove:
		w.Prompt = engine.Say("%s %s is about to move. Use an interrupt?", engine.SeatsOf(m.Owner), name(m.Kind))
	case pendJump:
		w.Prompt = engine.Say("%s %s is about to pole-jump. Use an interrupt?", engine.SeatsOf(m.Owner), name(m.Kind))
	default:
		v := s.board[s.pend.to]
		w.Prompt = engine.Say("%s %s is about to attack %s %s. Use an interrupt?", engine.SeatsOf(m.Owner), name(m.Kind), engine.SeatsOf(v.Owner), name(v.Kind))
	}
	s.appendResponses(func(d act) {
		if s.checkAct(d) == "" && (d.kind == kSandtrap || d.kind == kDodge || d.kind == kLoot && (d.a == BearTrap || d.a == SmokeBomb || d.a == IronShield && int(s.pend.to) == d.b)) {
			w.Useful = true
		}
	})
	return w, true
}

// RevealsSecret reports whether a can reveal something hidden: a summon
// or a Sandtrap shows a monster from reserve, a loot card played shows
// it, a draw shows the card to its drawer, a die can bring Mothling out
// of reserve, and a move or an attack can open the other seat's window,
// whose answer (or pass) is that seat's choice.
func (s *State) RevealsSecret(a engine.Action) bool {
	switch decode(a).kind {
	case kSummon, kSandtrap, kLoot, kMirror, kDraw, kRoll, kMove, kAttack, kGo:
		return true
	}
	return false
}

// Result is the outcome: the winner ranks first; scores are the hit
// points left.
func (s *State) Result() engine.Result {
	r := engine.Result{Scores: make([]int, 2), Ranks: make([]int, 2), Breakdown: make([][]string, 2)}
	s.ScoreInto(r.Scores, r.Ranks)
	for p := range 2 {
		r.Breakdown[p] = []string{fmt.Sprintf("Hit points left = %d", s.hp[p])}
		if int(s.winner) == p {
			r.Breakdown[p] = append(r.Breakdown[p], "Won: "+whyText[s.why])
		}
	}
	return r
}

// ScoreInto writes the scores (hit points left) and ranks.
func (s *State) ScoreInto(scores, ranks []int) {
	for p := range 2 {
		scores[p] = int(s.hp[p])
	}
	switch s.winner {
	case White, Black:
		ranks[s.winner], ranks[1-s.winner] = 1, 2
	default:
		engine.RankScores(scores, ranks)
	}
}

// Winner returns the winning seat, 2 for a tie, or -1 while the game runs.
func (s *State) Winner() int { return int(s.winner) }
