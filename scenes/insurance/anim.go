package insurance

import (
	"math"

	ins "monstermixer/engine/insurance"
	"monstermixer/scenes/timeline"
	"monstermixer/scenes/ui"
)

// flight is a token flying back to its owner, or the first-player marker
// moving to its new holder.
type flight struct {
	tok    ins.Token
	from   ins.Square // board square it leaves (NoSquare: a seat panel)
	fromSt int        // seat it leaves (marker)
	to     int        // seat it flies to
	t, dur float64
	marker bool
}

// spark is one particle of dust, fire or a punch flash, in board units.
type spark struct {
	x, y, vx, vy float64 // board squares, squares per second
	t, life      float64
	size         float64 // squares
	kind         uint8   // 0 dust, 1 fire, 2 flash ring, 3 crack
}

const (
	sparkDust = iota
	sparkFire
	sparkRing
	sparkCrack
)

// diceTumble is how long, in seconds, a Wild's die tumbles before it
// shows its value.
const diceTumble = 0.6

// diceTold reports whether the Wild's dice have settled on the move they
// decide, so that the move may be shown and said.
func (a *anim) diceTold() bool { return a.diceMove != 0 && a.diceT[1] >= diceTumble }

// anim is the table's animation state.
type anim struct {
	tl      timeline.Timeline[ins.Event] // the events of the latest action
	flights [48]flight
	nfl     int
	sparks  [320]spark
	nsp     int
	rng     uint32
	// what the running reveal shows
	path      ins.Event // the last EvPath: squares lit for the card resolving
	pathOn    bool
	pathT     float64
	card      int // seat whose card is resolving, -1
	dice      [2]int
	diceT     [2]float64 // time since each die was rolled; <0 not rolled
	diceSeat  int
	diceMove  ins.Move
	banner    string
	bannerT   float64
	note      string // a line under the board (edge turn, first player)
	noteT     float64
	monFrom   ins.Pose
	monTo     ins.Pose
	monT      float64 // 0..1 progress of the monster's current motion
	monKind   ins.EventKind
	monDrop   float64 // 0..1 the monster landing beside the board
	cardFlip  [ins.MaxPlayers]float64
	revealing bool // the round's cards are shown in the strip
}

func (a *anim) busy() bool { return a.tl.Busy() || a.nfl > 0 }

func (a *anim) rand() float64 {
	a.rng = a.rng*1664525 + 1013904223
	return float64(a.rng>>8) / float64(1<<24)
}

func (a *anim) addSpark(s spark) {
	if a.nsp < len(a.sparks) {
		a.sparks[a.nsp] = s
		a.nsp++
	}
}

func (a *anim) addFlight(f flight) {
	if a.nfl < len(a.flights) {
		a.flights[a.nfl] = f
		a.nfl++
	}
}

// duration is how long an event is shown at speed 1, in seconds.
func duration(e *ins.Event) float64 {
	switch e.Kind {
	case ins.EvDeal:
		return 0.12
	case ins.EvMonsterPlaced:
		return 0.55
	case ins.EvRoundStart:
		return 0.8
	case ins.EvCardPicked:
		return 0.3
	case ins.EvTokenPlaced:
		return 0.3
	case ins.EvPlacingEnded:
		if e.NoRoom {
			return 1.0
		}
		return 0
	case ins.EvReveal:
		return 0.6
	case ins.EvDie:
		return 1.0
	case ins.EvPath:
		return 0.7
	case ins.EvEnter:
		return 0.45
	case ins.EvStamp:
		return 0.3
	case ins.EvStep:
		return 0.32
	case ins.EvTurn:
		return 0.45
	case ins.EvAboutFace:
		return 0.55
	case ins.EvEdgeTurn:
		return 0.75
	case ins.EvAttack:
		if e.Move == ins.MoveFireL || e.Move == ins.MoveFireR {
			return 0.85
		}
		return 0.5
	case ins.EvBuildingDamaged:
		return 0.3
	case ins.EvTokenReturned:
		return 0.15
	case ins.EvFirstPlayer:
		return 0.9
	case ins.EvGameOver:
		return 0.2
	}
	return 0
}

// player shows the table's timeline steps (timeline.Player).
type player Table

func (p *player) Start(e *ins.Event, live bool) { (*Table)(p).startStep(e, live) }
func (p *player) Run(e *ins.Event, at float64)  { (*Table)(p).runStep(e, at) }
func (p *player) Finish(e *ins.Event)           { (*Table)(p).finishStep(e) }

// advance runs the animation for one tick at speed (0: at once).
func (t *Table) advance(speed float64) {
	if t.an.tl.Tick(speed, (*player)(t)) && t.view != nil {
		// the walk is over: show the state exactly as it is
		t.m.sync(t.view, t.viewer)
	}
	t.advanceEffects(max(speed, 0) * timeline.Tick)
}

// advanceEffects moves particles and flights by dt seconds.
func (t *Table) advanceEffects(dt float64) {
	a := &t.an
	for i := 0; i < a.nsp; {
		s := &a.sparks[i]
		s.t += dt
		s.x += s.vx * dt
		s.y += s.vy * dt
		if s.t >= s.life {
			a.nsp--
			a.sparks[i] = a.sparks[a.nsp]
			continue
		}
		i++
	}
	for i := 0; i < a.nfl; {
		f := &a.flights[i]
		f.t += dt
		if f.t >= f.dur {
			a.nfl--
			a.flights[i] = a.flights[a.nfl]
			continue
		}
		i++
	}
	if a.bannerT > 0 {
		a.bannerT -= dt
	}
	if a.noteT > 0 {
		a.noteT -= dt
	}
	for i := range a.diceT {
		if a.diceT[i] >= 0 {
			a.diceT[i] += dt
		}
	}
	if a.pathOn {
		a.pathT += dt
	}
}

func (t *Table) play(sound string, live bool) {
	if live && t.sound != nil {
		t.sound.Play(sound)
	}
}

// startStep begins showing e; live is false when skipping (no sound, no
// particles).
func (t *Table) startStep(e *ins.Event, live bool) {
	t.changed()
	a := &t.an
	m := &t.m
	switch e.Kind {
	case ins.EvDeal:
		m.fadeTile(e.TilePos, 0)
	case ins.EvMonsterPlaced:
		m.monster, m.placed = e.After, true
		a.monDrop = 0
		t.play("stomp", live)
	case ins.EvRoundStart:
		a.banner = t.roundBanner(e.Round)
		a.bannerT = duration(e) + 0.4
	case ins.EvCardPicked:
		if e.Seat >= 0 && m.down[e.Seat] == 0 {
			m.down[e.Seat] = e.Card
			if e.Card == 0 || e.Seat != t.viewer {
				m.down[e.Seat] = ins.Unknown
			}
		}
		t.play("click", live)
	case ins.EvTokenPlaced:
		if int(e.Square) >= 0 {
			m.cells[e.Square] = cell{tok: e.Token, ok: true, drop: 0, flip: 1}
			if e.Seat >= 0 && m.supply[e.Seat][e.Token.Type] > 0 {
				m.supply[e.Seat][e.Token.Type]--
			}
		}
		t.play("place", live)
	case ins.EvPlacingEnded:
		if e.NoRoom && e.Seat >= 0 && e.Seat < len(t.seats) {
			a.note = t.seats[e.Seat].Name + " has no legal space left for their tokens."
			a.noteT = 2.5
		}
	case ins.EvReveal:
		a.revealing = true
		a.card = e.Seat
		a.pathOn = false
		a.diceT = [2]float64{-1, -1}
		a.diceMove = 0
		m.down[e.Seat] = e.Card
		a.cardFlip[e.Seat] = 0
		t.play("click", live)
	case ins.EvDie:
		a.revealing = true
		a.card = e.Seat
		a.diceSeat = e.Seat
		i := e.Die - 1
		if i < 0 || i > 1 {
			i = 0
		}
		a.dice[i] = e.Value
		a.diceT[i] = 0
		if i == 0 {
			a.diceT[1] = -1
		} else if a.diceT[0] < 0 {
			// The light die's own animation is over: it lies still
			// beside the dark die.
			a.dice[0], a.diceT[0] = e.Light, 1
		}
		a.diceMove = e.Move
		t.play("dice", live)
	case ins.EvPath:
		a.card = e.Seat
		a.path = *e
		a.pathOn = true
		a.pathT = 0
	case ins.EvEnter, ins.EvStamp, ins.EvStep, ins.EvTurn, ins.EvAboutFace, ins.EvEdgeTurn:
		a.monFrom, a.monTo, a.monT, a.monKind = e.Before, e.After, 0, e.Kind
		m.monster = e.Before
		if e.Kind == ins.EvEdgeTurn {
			a.note = "The monster faces the edge and turns around!"
			a.noteT = 1.6
		}
	case ins.EvAttack:
		a.monFrom, a.monTo, a.monT, a.monKind = e.Before, e.After, 0, e.Kind
		if e.Move == ins.MoveFireL || e.Move == ins.MoveFireR {
			t.play("fire", live)
		} else {
			t.play("punch", live)
		}
	case ins.EvBuildingDamaged:
		if int(e.Square) >= 0 {
			c := &m.cells[e.Square]
			c.ok, c.tok = true, e.Token
			c.tok.Damaged = true
			c.flip = 0
			if live {
				x, y := m.board.XY(e.Square)
				for i := 0; i < 6; i++ {
					ang := a.rand() * 2 * math.Pi
					a.addSpark(spark{x: float64(x) + 0.5, y: float64(y) + 0.5, vx: math.Cos(ang) * 1.6, vy: math.Sin(ang) * 1.6, life: 0.45, size: 0.12, kind: sparkCrack})
				}
			}
		}
	case ins.EvTokenReturned:
		if int(e.Square) >= 0 {
			m.cells[e.Square] = cell{}
			tok := e.Token
			tok.Damaged = true
			m.returned[tok.Owner][tok.Type]++
			if live {
				a.addFlight(flight{tok: tok, from: e.Square, to: tok.Owner, dur: 0.75})
			}
		}
	case ins.EvFirstPlayer:
		if live {
			a.addFlight(flight{marker: true, from: ins.NoSquare, fromSt: e.From, to: e.To, dur: 0.8})
		}
		m.first = e.To
		a.pathOn = false
		a.card = -1
		if e.To >= 0 && e.To < len(t.seats) {
			if e.Bid > 0 {
				a.note = "Highest unique bid: " + ui.Num(e.Bid) + ". " + t.seats[e.To].Name + " goes first."
			} else {
				a.note = "No unique bid: the marker passes to " + t.seats[e.To].Name + "."
			}
			a.noteT = 2.6
		}
	}
}

// runStep shows e at progress p (0..1).
func (t *Table) runStep(e *ins.Event, p float64) {
	a := &t.an
	m := &t.m
	switch e.Kind {
	case ins.EvDeal:
		if e.TilePos >= 0 && e.TilePos < len(m.tileFade) {
			m.tileFade[e.TilePos] = p
		}
	case ins.EvMonsterPlaced:
		a.monDrop = p
	case ins.EvTokenPlaced:
		if int(e.Square) >= 0 {
			m.cells[e.Square].drop = p
		}
	case ins.EvReveal:
		a.cardFlip[e.Seat] = p
	case ins.EvEnter, ins.EvStamp, ins.EvStep, ins.EvTurn, ins.EvAboutFace, ins.EvEdgeTurn, ins.EvAttack:
		a.monT = p
		if e.Kind == ins.EvAttack && p > 0.25 && a.rand() < 0.9 {
			t.attackSparks(e)
		}
	case ins.EvBuildingDamaged:
		if int(e.Square) >= 0 {
			m.cells[e.Square].flip = p
		}
	}
}

// attackSparks throws fire or a punch flash at the attacked squares.
func (t *Table) attackSparks(e *ins.Event) {
	a := &t.an
	fire := e.Move == ins.MoveFireL || e.Move == ins.MoveFireR
	for _, sq := range e.Squares.Slice() {
		x, y := t.m.board.XY(sq)
		if fire {
			a.addSpark(spark{x: float64(x) + a.rand(), y: float64(y) + a.rand(), vx: (a.rand() - 0.5) * 0.8, vy: -0.6 - a.rand(), life: 0.45 + a.rand()*0.3, size: 0.18 + a.rand()*0.2, kind: sparkFire})
		} else if a.rand() < 0.12 {
			a.addSpark(spark{x: float64(x) + 0.5, y: float64(y) + 0.5, life: 0.35, size: 0.9, kind: sparkRing})
		}
	}
}

// finishStep ends e: the model takes its result.
func (t *Table) finishStep(e *ins.Event) {
	t.changed()
	a := &t.an
	m := &t.m
	switch e.Kind {
	case ins.EvDeal:
		m.fadeTile(e.TilePos, 1)
	case ins.EvMonsterPlaced:
		a.monDrop = 1
	case ins.EvTokenPlaced:
		if int(e.Square) >= 0 {
			m.cells[e.Square].drop = 1
		}
	case ins.EvReveal:
		a.cardFlip[e.Seat] = 1
		m.up[e.Seat] = true
	case ins.EvEnter, ins.EvStamp, ins.EvStep, ins.EvTurn, ins.EvAboutFace, ins.EvEdgeTurn:
		m.monster = e.After
		a.monT = 1
		a.monFrom = e.After
		if e.Kind != ins.EvEdgeTurn && e.Squares.N > 0 {
			t.play("stomp", t.live)
			if t.live {
				for _, sq := range e.Squares.Slice() {
					x, y := m.board.XY(sq)
					for i := 0; i < 4; i++ {
						ang := a.rand() * 2 * math.Pi
						a.addSpark(spark{x: float64(x) + 0.5, y: float64(y) + 0.5, vx: math.Cos(ang) * 1.2, vy: math.Sin(ang) * 1.2, life: 0.5, size: 0.16, kind: sparkDust})
					}
				}
			}
		}
	case ins.EvAttack:
		a.monT = 1
	case ins.EvBuildingDamaged:
		if int(e.Square) >= 0 {
			m.cells[e.Square].flip = 1
		}
	case ins.EvRoundStart, ins.EvGameOver:
		a.revealing = false
		a.pathOn = false
		a.card = -1
		if e.Kind == ins.EvRoundStart {
			m.round = e.Round
		}
	}
}

// finishAll shows the end of every running animation at once.
func (t *Table) finishAll() {
	a := &t.an
	live := t.live
	t.live = false
	a.tl.Skip((*player)(t))
	t.live = live
	a.nfl, a.nsp = 0, 0
	a.pathOn, a.revealing = false, false
	a.card = -1
	a.bannerT, a.noteT = 0, 0
	a.diceT = [2]float64{-1, -1}
	a.monT, a.monDrop = 1, 1
	for i := range a.cardFlip {
		a.cardFlip[i] = 1
	}
	if t.view != nil {
		t.m.sync(t.view, t.viewer)
	}
}

// monsterAt returns where the monster is drawn now: its centre in board
// squares and its facing angle.
func (t *Table) monsterAt() (x, y, angle float64) {
	a := &t.an
	cx := func(p ins.Pose) (float64, float64, float64) {
		lx, ly, rx, ry := p.Feet()
		return float64(lx+rx)/2 + 0.5, float64(ly+ry)/2 + 0.5, dirAngle(uint8(p.Facing))
	}
	if a.tl.Busy() && a.monT < 1 && isMotion(a.monKind) {
		x0, y0, a0 := cx(a.monFrom)
		x1, y1, a1 := cx(a.monTo)
		p := ui.Ease(a.monT)
		d := a1 - a0
		for d > math.Pi {
			d -= 2 * math.Pi
		}
		for d < -math.Pi {
			d += 2 * math.Pi
		}
		if a.monKind == ins.EvEdgeTurn || a.monKind == ins.EvAboutFace {
			if math.Abs(math.Abs(d)-math.Pi) < 1e-6 {
				d = math.Pi
			}
		}
		return x0 + (x1-x0)*p, y0 + (y1-y0)*p, a0 + d*p
	}
	return cx(t.m.monster)
}

func isMotion(k ins.EventKind) bool {
	switch k {
	case ins.EvEnter, ins.EvStamp, ins.EvStep, ins.EvTurn, ins.EvAboutFace, ins.EvEdgeTurn:
		return true
	}
	return false
}

// hop is how high the monster is lifted now (0..1), for its stomps.
func (t *Table) hop() float64 {
	a := &t.an
	if !a.tl.Busy() || a.monT >= 1 {
		return 0
	}
	switch a.monKind {
	case ins.EvEnter, ins.EvStamp, ins.EvStep, ins.EvTurn:
		return math.Sin(a.monT * math.Pi)
	case ins.EvAttack:
		return 0.3 * math.Sin(a.monT*math.Pi*2)
	}
	return 0
}

func (t *Table) roundBanner(r int) string {
	if r >= 1 && r <= ins.NumRounds {
		return roundTexts[r]
	}
	return ""
}

var roundTexts = func() [ins.NumRounds + 1]string {
	var s [ins.NumRounds + 1]string
	for r := 1; r <= ins.NumRounds; r++ {
		s[r] = "Round " + ui.Num(r)
		if r == ins.NumRounds {
			s[r] = "Last round: pick up your cards"
		}
	}
	return s
}()
