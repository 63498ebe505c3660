package chessmonsters

import (
	"math/rand/v2"

	"monstermixer/engine"
)

// Apply plays an action or a chance outcome; an illegal one is refused
// with the reason and the state unchanged.
func (s *State) Apply(a engine.Action) error {
	if why := s.check(a); why != "" {
		if why == errGameOver {
			return engine.ErrGameOver
		}
		return engine.Illegal(s.ActionString(a), "%s", why)
	}
	s.nEvents = 0
	d := decode(a)
	switch s.phase {
	case phPick:
		p := s.CurrentPlayer()
		s.reserve[p][d.a]++
		s.reserveN[p]++
		if s.reserveN[Black] == TeamSize {
			s.drawSeat, s.drawAfter, s.phase = White, drawSetup, phDraw
		}
	case phDraw:
		s.draw(d.a)
	case phStart:
		s.turn = White
		if d.b > d.a {
			s.turn = Black
		}
		s.event(event{kind: evStart, seat: s.turn})
		s.startTurn()
	case phRoll:
		s.roll(d.a)
	case phJoin:
		if d.kind == kGo {
			s.openWindow()
		} else {
			s.pend.attackers[s.pend.n] = int8(d.a)
			s.pend.n++
		}
	case phWindow:
		s.respond(d)
	default:
		s.turnAction(d)
	}
	s.noteExhaustion()
	return nil
}

// SampleChance draws a chance outcome with the probabilities of
// ChanceOutcomes, without listing them (engine.ChanceSampler).
func (s *State) SampleChance(rng *rand.Rand) engine.Action {
	switch s.phase {
	case phRoll:
		return mk(kRoll, 1+rng.IntN(6), 0, 0)
	case phStart:
		w := 1 + rng.IntN(6)
		b := 1 + rng.IntN(5)
		if b >= w {
			b++
		}
		return mk(kStart, w, b, 0)
	case phDraw:
		x := rng.IntN(int(s.deckN[s.drawSeat]))
		for c, n := range s.deck[s.drawSeat] {
			if x -= int(n); x < 0 {
				return mk(kDraw, c, 0, 0)
			}
		}
	}
	return engine.SampleChance(s, rng)
}

// ChanceOutcomes lists the chance outcomes: a draw from the loot deck
// (each card in it equally likely), the starting dice (the 30 pairs of
// different dice: rerolling equal dice makes each of them equally likely)
// or a D6.
func (s *State) ChanceOutcomes() []engine.ChanceOutcome {
	switch s.phase {
	case phDraw:
		var out []engine.ChanceOutcome
		for c := range NumLoot {
			if n := s.deck[s.drawSeat][c]; n > 0 {
				out = append(out, engine.ChanceOutcome{Action: mk(kDraw, c, 0, 0), Prob: float64(n) / float64(s.deckN[s.drawSeat])})
			}
		}
		return out
	case phStart, phRoll:
		return engine.UniformOutcomes(nil, s.AppendLegalActions(nil))
	}
	return nil
}

// draw puts loot card c into the drawing seat's hand.
func (s *State) draw(c int) {
	p := s.drawSeat
	s.deck[p][c]--
	s.deckN[p]--
	s.hand[p][c]++
	s.handN[p]++
	s.event(event{kind: evDraw, seat: p})
	if s.drawAfter == drawSetup {
		switch {
		case s.handN[p] < StartHand:
		case p == White:
			s.drawSeat = Black
		default:
			s.phase = phStart
		}
		return
	}
	if s.deckN[p] == 0 {
		s.win(int(p), whyLoot)
		return
	}
	s.endTurn()
}

func (s *State) startTurn() {
	s.phase = phTurn
	s.actor = -1
	s.pend = pending{}
}

// turnAction applies an action of the seat on turn.
func (s *State) turnAction(d act) {
	p := int(s.turn)
	switch d.kind {
	case kSkip:
		s.endTurn()
	case kSummon:
		s.reserve[p][d.a]--
		s.reserveN[p]--
		s.enter(d.a, p, d.b, false)
		s.summoned[p] = true
		s.endTurn()
	case kEnd:
		s.endTurn()
	case kLoot:
		s.playLoot(d, p)
	default:
		s.interact(d)
	}
}

// enter puts monster k of seat p onto field f.
func (s *State) enter(k, p, f int, exhausted bool) {
	m := mon{Kind: int8(k), Owner: int8(p), Energy: int8(Roster[k].Energy), Sword: k == SwordLing}
	if exhausted {
		m.Energy, m.Exhausted = 0, true
	}
	s.board[f] = m
	s.arena[k]++
	s.occ[p] |= fieldBit(f)
	if !exhausted {
		s.ready[p]++
	}
	s.seen[p][k]++
}

// remove takes the monster on field f out of the arena.
func (s *State) remove(f int) {
	m := s.board[f]
	s.arena[m.Kind]--
	s.occ[m.Owner] &^= fieldBit(f)
	if !m.Exhausted {
		s.ready[m.Owner]--
	}
	s.board[f] = emptyField
}

// relocate moves the monster on field f to the empty field t.
func (s *State) relocate(f, t int) {
	o := s.board[f].Owner
	s.occ[o] = s.occ[o]&^fieldBit(f) | fieldBit(t)
	s.board[t] = s.board[f]
	s.board[f] = emptyField
}

// spend takes 1 energy from the monster on f.
func (s *State) spend(f int) { s.board[f].Energy-- }

// interact applies an interaction of an active monster.
func (s *State) interact(d act) {
	from := d.a
	if d.kind == kLoot {
		from = d.b
	}
	s.actor = int8(from)
	switch d.kind {
	case kMove:
		s.spend(from)
		s.pend = pending{kind: pendMove, from: int8(from), to: int8(d.b)}
		s.openWindow()
	case kAttack, kTeam:
		s.spend(from)
		s.pend = pending{kind: pendAttack, from: int8(from), to: int8(d.b), n: 1, team: d.kind == kTeam}
		s.pend.attackers[0] = int8(from)
		if d.kind == kTeam {
			s.phase = phJoin
			return
		}
		s.openWindow()
	case kWait:
		s.exhaust(from)
		s.endTurn()
	case kAbility:
		s.spend(from)
		s.ability(int(s.board[from].Kind), from, d.b)
	case kMirror:
		s.spend(from)
		s.discard(int(s.turn), MagicMirror)
		s.ability(d.c, from, d.b)
	case kHost:
		s.spend(from)
		s.board[from].Sword = false
		s.board[d.b].Sword = true
		s.afterInteraction()
	case kLoot:
		s.spend(from)
		s.discard(int(s.turn), d.a)
		if d.a == PowerGloves {
			s.board[from].Pow++
		} else {
			s.relocate(from, d.c)
			s.actor = int8(d.c)
		}
		s.afterInteraction()
	}
}

// ability resolves an action ability of monster kind k used by the monster on from.
func (s *State) ability(k, from, t int) {
	switch k {
	case Jumo:
		s.pend = pending{kind: pendJump, from: int8(from), to: int8(t)}
		s.openWindow() // a Pole Jump is a movement: Sandtrap and Bear Trap may deny it
		return
	case Rallo:
		s.refresh(t)
	case Bullhorn:
		b := step(t, dirTo(from, t), 1)
		s.relocate(t, b)
	case Blinky:
		s.board[from], s.board[t] = s.board[t], s.board[from] // friends: the seat's fields stay
		s.actor = int8(t)
	}
	s.afterInteraction()
}

// refresh makes the monster on f active with all its energy.
func (s *State) refresh(f int) {
	m := &s.board[f]
	if m.Exhausted {
		s.ready[m.Owner]++
	}
	m.Exhausted = false
	m.Energy = int8(Roster[m.Kind].Energy)
}

// exhaust makes the monster on f exhausted, without energy.
func (s *State) exhaust(f int) {
	m := &s.board[f]
	if !m.Exhausted {
		s.ready[m.Owner]--
	}
	m.Energy = 0
	m.Exhausted = true
}

func (s *State) discard(p, c int) {
	s.hand[p][c]--
	s.handN[p]--
	s.trash[p][c]++
	s.event(event{kind: evLoot, seat: int8(p), k: int8(c)})
}

// playLoot plays Sniper Glasses, Iron Shield or Second Wind in the owner's
// turn, or Power Gloves or the Teleporter as an interaction.
func (s *State) playLoot(d act, p int) {
	switch d.a {
	case PowerGloves, Teleporter:
		s.interact(d)
		return
	}
	s.discard(p, d.a)
	s.interruptLoot(d.a, d.b)
}

// interruptLoot resolves a loot card that targets a friendly monster.
func (s *State) interruptLoot(c, f int) {
	switch c {
	case SniperGlasses:
		s.board[f].Acc++
	case IronShield:
		s.board[f].Shield += ShieldValue
	case SecondWind:
		s.refresh(f)
	}
}

// afterInteraction ends the turn if the acting monster is out of energy,
// and otherwise lets its player choose its next interaction.
func (s *State) afterInteraction() {
	s.pend = pending{}
	if s.phase == phOver {
		return
	}
	if f := s.actor; f >= 0 && s.board[f].Energy <= 0 {
		s.exhaust(int(f))
		s.endTurn()
		return
	}
	s.phase = phTurn
}

// openWindow follows a declared move, Pole Jump or attack: it opens a
// response window for the other seat when that seat may hold a usable
// interrupt as far as the seat on turn knows (mayRespond), and otherwise
// goes on with the interaction (the move, the jump, or the attack's dice).
func (s *State) openWindow() {
	s.phase = phWindow
	s.responder = 1 - s.turn
	if s.mayRespond() {
		return
	}
	s.responder = -1
	s.resume()
}

// respond applies an answer in a response window, then resumes.
func (s *State) respond(d act) {
	q := int(s.responder)
	switch d.kind {
	case kSandtrap:
		s.reserve[q][Worbin]--
		s.reserveN[q]--
		s.enter(Worbin, q, int(s.pend.to), true)
		s.exhaust(int(s.pend.from))
		s.event(event{kind: evSandtrap, seat: int8(q)})
	case kDodge:
		t := int(s.pend.to)
		s.relocate(t, d.a)
		s.spend(d.a)
		if s.board[d.a].Energy <= 0 {
			s.exhaust(d.a)
		}
		s.event(event{kind: evDodge, seat: int8(q)})
	case kLoot:
		s.discard(q, d.a)
		switch d.a {
		case BearTrap:
			s.exhaust(int(s.pend.from))
		case SmokeBomb:
			for _, f := range s.pend.attackers[:s.pend.n] {
				s.exhaust(int(f))
			}
		default:
			s.interruptLoot(d.a, d.b)
		}
	}
	s.responder = -1
	s.resume()
}

// resume carries on with the paused interaction, or, when it is no longer
// possible, gives its energy back and lets its player choose again (or
// ends the turn when the monster was exhausted).
func (s *State) resume() {
	pd := &s.pend
	from := int(pd.from)
	if s.board[from].Exhausted {
		s.event(event{kind: evStopped, seat: s.turn, k: s.board[from].Kind})
		s.pend = pending{}
		s.endTurn()
		return
	}
	switch pd.kind {
	case pendMove:
		if s.board[pd.to].Kind < 0 {
			s.relocate(from, int(pd.to))
			s.actor = pd.to
			s.afterInteraction()
			return
		}
	case pendJump:
		if s.board[pd.to].Kind < 0 {
			s.relocate(from, int(pd.to))
			s.actor = pd.to
			pd.from = pd.to // the landing's die is Jumo's, where it landed
			s.phase = phRoll
			return
		}
	case pendAttack:
		if s.canAttack(from, int(pd.to)) {
			s.phase = phRoll
			return
		}
	}
	s.board[from].Energy++
	s.event(event{kind: evCalledOff, seat: s.turn, k: s.board[from].Kind})
	s.pend = pending{}
	s.phase = phTurn
}

// roll applies a D6: the next attacker's die, or a Pole Jump's landing.
func (s *State) roll(n int) {
	pd := &s.pend
	if pd.kind == pendJump {
		j := s.board[pd.from]
		hits := 0
		switch n {
		case 1:
			hits = 2
		case 2:
			hits = 1
		}
		s.event(event{kind: evJump, seat: j.Owner, k: int8(n), n: int8(hits)})
		if hits > 0 {
			s.loseHP(int(j.Owner), hits)
		}
		s.afterInteraction()
		return
	}
	f := int(pd.attackers[pd.next])
	t := int(pd.to)
	m := &s.board[f]
	acc := accuracy(*m, dirTo(f, t))
	hit := Hits(n, acc)
	ev := event{kind: evRoll, seat: m.Owner, k: m.Kind, n: int8(n), x: int8(acc)}
	m.Acc = 0
	if hit {
		ev.hit = true
		pd.hits += int8(power(*m))
	}
	m.Pow = 0
	s.event(ev)
	if !hit && s.board[t].Kind == Spikel {
		s.event(event{kind: evThorns, seat: m.Owner})
		s.loseHP(int(m.Owner), 1)
	}
	pd.next++
	if s.phase == phOver || pd.next < pd.n {
		return
	}
	s.resolveAttack()
}

// resolveAttack inflicts the attack's hits, exhausts the attackers and
// knocks the target out when the hits reach its Health.
func (s *State) resolveAttack() {
	pd := &s.pend
	t := int(pd.to)
	v := &s.board[t]
	hits := int(pd.hits)
	if v.Kind == Shellby {
		hits--
	}
	hits -= int(v.Shield)
	v.Shield = 0
	hits = max(hits, 0)
	for _, f := range pd.attackers[:pd.n] {
		s.exhaust(int(f))
	}
	owner := int(v.Owner)
	kind := v.Kind
	s.event(event{kind: evHits, seat: int8(owner), k: kind, n: int8(hits)})
	if kind != Lotl {
		s.loseHP(owner, hits)
	}
	if s.phase == phOver {
		return
	}
	if hits < Roster[kind].Health {
		s.pend = pending{}
		s.endTurn()
		return
	}
	s.remove(t)
	s.event(event{kind: evKO, seat: int8(owner), k: kind})
	if s.reserve[owner][Mothling] > 0 {
		s.reserve[owner][Mothling]--
		s.reserveN[owner]--
		s.enter(Mothling, owner, t, true)
		s.event(event{kind: evAvenge, seat: int8(owner)})
	}
	s.pend = pending{}
	if s.inArena(owner) == 0 {
		s.win(1-owner, whyArena)
		return
	}
	if s.deckN[s.turn] > 0 {
		s.drawSeat, s.drawAfter, s.phase = s.turn, drawEndTurn, phDraw
		return
	}
	s.endTurn()
}

// loseHP removes n of seat p's hit points; the last one lost reveals the
// opponent's Victory Card.
func (s *State) loseHP(p, n int) {
	s.hp[p] = int8(max(int(s.hp[p])-n, 0))
	if s.hp[p] == 0 {
		s.win(1-p, whyHitPoints)
	}
}

func (s *State) win(p int, why uint8) {
	if s.phase == phOver {
		return
	}
	s.winner, s.why, s.phase = int8(p), why, phOver
	s.pend = pending{}
	s.actor, s.responder = -1, -1
	s.event(event{kind: evWin, seat: int8(p), k: int8(why)})
}

// noteExhaustion remembers the first seat whose monsters in the arena are
// all exhausted (the seat on turn is looked at first).
func (s *State) noteExhaustion() {
	if s.exhaustedFirst >= 0 || s.turn < 0 || s.phase == phOver {
		return
	}
	for _, p := range []int8{s.turn, 1 - s.turn} {
		if s.allExhausted(int(p)) {
			s.exhaustedFirst = p
			return
		}
	}
}

// endTurn ends the turn: the acting monster gets its energy back if it
// did not use it all up, the recovery happens after the last turn of the
// opponent of the seat that exhausted all its monsters first, and the
// other seat's turn starts (the seat that exhausted first starts after a
// recovery, which is always the other seat).
func (s *State) endTurn() {
	if f := s.actor; f >= 0 && s.board[f].Kind >= 0 && !s.board[f].Exhausted {
		s.board[f].Energy = int8(Roster[s.board[f].Kind].Energy)
	}
	s.noteExhaustion()
	if s.exhaustedFirst >= 0 && s.exhaustedFirst != s.turn {
		for f := range s.board {
			if s.board[f].Kind >= 0 {
				s.refresh(f)
			}
		}
		s.event(event{kind: evRecovery, seat: s.exhaustedFirst})
		s.exhaustedFirst = -1
	}
	s.turns++
	if s.turns >= TurnCap {
		s.winner, s.why, s.phase = -1, whyCap, phOver
		switch {
		case s.hp[White] > s.hp[Black]:
			s.winner = White
		case s.hp[Black] > s.hp[White]:
			s.winner = Black
		default:
			s.winner = 2
		}
		s.actor, s.pend = -1, pending{}
		s.event(event{kind: evCap, seat: s.winner})
		return
	}
	s.turn = 1 - s.turn
	s.startTurn()
}
