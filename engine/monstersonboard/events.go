package monstersonboard

// The typed events of what an action caused, in the order a person should
// see them (engine.EventRecorder).

import (
	"slices"

	"monstermixer/engine"
)

// EventKind says what an Event shows.
type EventKind uint8

// The kinds of event, as Events reports them.
const (
	EvRoll      EventKind = iota + 1 // Die rolls into Seat's Fearnobile, slot Slot
	EvProphecy                       // Seat is dealt a Prophecy card, face down
	EvMarket                         // Piece (a Ghost when Ghost is set, else an Arch Monster card) turns up on market spot Slot
	EvDrive                          // the Fearnobiles drive on to the next players
	EvDraft                          // Seat takes Die from Owner's Fearnobile, slot Slot, onto Driveway space To
	EvFamTake                        // family: Seat takes Die from Owner's Fearnobile, slot Slot, into Order position To
	EvGrunt                          // Seat's Colour Grunt walks from area From to area To (skipping occupied spaces)
	EvPlace                          // Seat's Driveway die Die at Slot goes to Order position To
	EvSwap                           // Seat's Lord dice at Order positions From and To change places
	EvPromote                        // Seat's Lord die at Order position To turns from Die(From) to Die
	EvMinion                         // Seat's Minion moves from space From (-1: its starting spot) to space To
	EvJuice                          // Seat's Spook Juice counts from From to To
	EvMalice                         // Seat's Malice counts from From to To
	EvFeed                           // Seat's Spider Jack die of row Row goes from From to To
	EvCall                           // Seat's Summoning tracker of row Row goes from space From to To
	EvSummon                         // Seat summons Spider Jack on row Row: N Spook Juice
	EvMaliceDie                      // Seat's last Driveway die Die (slot Slot) gives N Malice (Lost above 8) and goes back to the bag
	EvBuyArch                        // Seat buys Arch Monster card Piece from spot Slot
	EvBuyGhost                       // Seat buys Ghost Piece from spot Slot and puts it on space To (-1: a Gain Grunt space)
	EvNewGrunt                       // a new Colour Grunt joins Seat's start
	EvFlip                           // Seat flips Arch Monster card Piece for the action on its back
	EvRow                            // family: Seat's Minion goes on row Row, which scores N
	EvLap                            // family: Seat's Colour Grunt reaches area 12 (12 Spook Juice) and goes back to the start
	EvRound                          // round N begins; Seat has the first player token
	EvFinal                          // final scoring

	// The solo modes: Spider Jack is no seat, so Seat is 0 in these.
	EvCourt        // a Colour Monster (Ghost unset) or Ghost Piece (Ghost set) joins Spider Jack's Court at setup
	EvSoloCard     // Spider Jack's solo card Piece is flipped
	EvJackPick     // Spider Jack takes Die from Owner's Fearnobile, slot Slot, by symbol Row (3: the last die, given) of card Piece, rule N (WhyColour ...); Matched: the symbol's colour was there
	EvJackBack     // beat your own scare: Spider Jack's dice go back to the bag
	EvJackScore    // Spider Jack scores his die Die (slot Slot, of colour Colour): its rank and N for his Court
	EvJackBuys     // Spider Jack takes Ghost Piece (-1: none) from market spot Slot (position N from the right); Arch Monster card From (-1: none) is discarded
	EvJackUnscored // his un-scored die Die: back to the bag (N 0), into his Court (1), scored then into his Court (2)
	EvJackSummon   // Spider Jack gains N that the seat's Summon missed
	EvSoloDiscard  // the end of a Spook phase discards From Ghosts and To Arch Monster cards from the right
	EvJackJuice    // Spider Jack's Spook Juice counts from From to To
)

// Event is one thing an action caused, for a table to show in order.
type Event struct {
	Kind    EventKind
	Seat    int
	Owner   int // EvDraft, EvFamTake: the Fearnobile's owner
	Slot    int // a Fearnobile, Driveway or market slot
	Row     int
	From    int
	To      int
	Die     Die
	Piece   int // a Ghost or Arch Monster card id
	Ghost   bool
	Colour  int
	N       int
	Lost    int
	Matched bool // EvJackPick: a die of the symbol's colour was in the car
	// Counted is set on a family-mode EvGrunt: the Grunt walks one space
	// per icon and skips nothing.
	Counted bool
}

// Events returns what the last action applied caused, in order
// (engine.EventRecorder): the action itself first, then what it set off,
// and last the Spook Juice and Malice that changed. Apply records them;
// ApplyChosen, the searcher's path, records none (its state has no
// events), so that it costs nothing there. A fresh state has none; Clone
// and ViewFor carry them, and they hold nothing hidden (no Prophecy card,
// no draft pick before it shows), so every view carries the same events.
// The slice belongs to the state.
func (s *State) Events() []Event { return s.events }

// appendEvents appends to out what applying a to before caused, reaching
// after, as Apply records it. before and after may be views for any seat
// (engine.Observer too): nothing hidden is read.
func appendEvents(out []Event, before, after *State, a engine.Action) []Event {
	m := Decode(a)
	p := int(before.seat)
	bb, ab := &before.boards, &after.boards
	start := len(out)
	add := func(e Event) { out = append(out, e) }
	switch m.Kind {
	case KindDie:
		d := before.nextDraw()
		add(Event{Kind: EvRoll, Seat: d.seat, Slot: d.slot, Die: MakeDie(m.A, m.B)})
	case KindProphecy:
		add(Event{Kind: EvProphecy, Seat: before.nextDraw().seat})
	case KindGhost:
		add(Event{Kind: EvMarket, Slot: before.nextDraw().slot, Piece: m.A, Ghost: true})
	case KindArch:
		add(Event{Kind: EvMarket, Slot: before.nextDraw().slot, Piece: m.A})
	case KindTake:
		if !before.simul {
			owner := before.CarInFront(p)
			die := before.cars[owner][m.A]
			add(Event{Kind: EvDraft, Seat: p, Owner: owner, Slot: m.A, Die: die, To: newDrive(&bb[p], &ab[p], die)})
		}
	case KindFamTake:
		owner := before.CarInFront(p)
		add(Event{Kind: EvFamTake, Seat: p, Owner: owner, Slot: m.A, Die: before.cars[owner][m.A], To: leftmostEmpty(&bb[p], m.B)})
	case KindPlace:
		add(Event{Kind: EvPlace, Seat: p, Slot: m.A, Die: bb[p].Drive[m.A], To: leftmostEmpty(&bb[p], m.B)})
	case KindSwap:
		add(Event{Kind: EvSwap, Seat: p, From: m.A, To: m.B})
	case KindPromote:
		add(Event{Kind: EvPromote, Seat: p, To: m.A, From: int(bb[p].Order[m.A/NumCols][m.A%NumCols]), Die: ab[p].Order[m.A/NumCols][m.A%NumCols]})
	case KindMinion:
		add(Event{Kind: EvMinion, Seat: p, From: m.A - 1, To: m.B})
	case KindFeed:
		add(Event{Kind: EvFeed, Seat: p, Row: m.A, From: int(bb[p].Jack[m.A]), To: int(ab[p].Jack[m.A])})
	case KindCall:
		add(Event{Kind: EvCall, Seat: p, Row: m.A, From: int(bb[p].Track[m.A]), To: int(ab[p].Track[m.A])})
	case KindBuyArch:
		add(Event{Kind: EvBuyArch, Seat: p, Slot: m.A, Piece: int(before.archMkt[m.A]) - 1})
	case KindBuyGhost:
		to := m.B
		if to == gainSpace {
			to = -1
		}
		add(Event{Kind: EvBuyGhost, Seat: p, Slot: m.A, Piece: int(before.ghostMkt[m.A]) - 1, Ghost: true, To: to})
	case KindFlip:
		add(Event{Kind: EvFlip, Seat: p, Piece: m.A})
	case KindJackColour, KindCourtMonster:
		add(Event{Kind: EvCourt, Colour: m.A, Piece: -1})
	case KindCourtGhost:
		add(Event{Kind: EvCourt, Piece: m.A, Ghost: true, Colour: Ghosts[m.A].Colour})
	case KindSoloCard:
		add(Event{Kind: EvSoloCard, Piece: m.A})
	}
	famCol, famFrom, famTo, lapped := -1, 0, 0, false
	if before.family && p < after.n {
		switch {
		case m.Kind == KindFamTake:
			famCol = before.cars[before.CarInFront(p)][m.A].Colour()
		case before.famCol >= 0:
			famCol = int(before.famCol)
		}
		if famCol >= 0 {
			famFrom, famTo = int(bb[p].Grunts[famCol].Area), int(ab[p].Grunts[famCol].Area)
			for _, e := range after.fx[:after.nfx] {
				lapped = lapped || e.Kind == fxLap
			}
			switch {
			case lapped:
				add(Event{Kind: EvGrunt, Seat: p, Colour: famCol, From: famFrom, To: FinalArea, Counted: true})
			case famTo != famFrom:
				add(Event{Kind: EvGrunt, Seat: p, Colour: famCol, From: famFrom, To: famTo, Counted: true})
			}
		}
	}
	for _, e := range after.fx[:after.nfx] {
		q := int(e.Seat)
		switch e.Kind {
		case fxTook:
			die := Die(e.A)
			owner := before.CarInFront(q)
			add(Event{Kind: EvDraft, Seat: q, Owner: owner, Slot: max(0, slices.Index(before.cars[owner][:], die)), Die: die, To: newDrive(&bb[q], &ab[q], die)})
		case fxGruntMoves:
			add(Event{Kind: EvGrunt, Seat: q, Colour: int(e.A), From: int(e.B), To: int(e.C)})
		case fxSummon:
			add(Event{Kind: EvSummon, Seat: q, Row: int(e.A), N: int(e.B)})
		case fxMalice:
			die := Die(e.A)
			add(Event{Kind: EvMaliceDie, Seat: q, Die: die, Slot: max(0, slices.Index(bb[q].Drive[:], die)), N: int(e.B), Lost: int(e.C)})
		case fxNewGrunt:
			add(Event{Kind: EvNewGrunt, Seat: q, Colour: int(e.A)})
		case fxRow:
			add(Event{Kind: EvRow, Seat: q, Row: int(e.A), N: int(e.B)})
		case fxLap:
			add(Event{Kind: EvLap, Seat: q, Colour: int(e.A)})
		case fxRound:
			add(Event{Kind: EvRound, Seat: q, N: int(e.A)})
		case fxFinal:
			add(Event{Kind: EvFinal})
		default:
			if ev, ok := soloEvent(before, e); ok {
				add(ev)
			}
		}
	}
	if lapped && famTo > 0 {
		// the movement left over after area 12 goes on from the start
		add(Event{Kind: EvGrunt, Seat: p, Colour: famCol, From: 0, To: famTo, Counted: true})
	}
	if after.round == before.round && after.shift != before.shift {
		// the cars drive on after the dice taken this step flew
		i := len(out)
		for i > start && out[i-1].Kind == EvRound {
			i--
		}
		out = slices.Insert(out, i, Event{Kind: EvDrive})
	}
	if before.jack.Juice != after.jack.Juice {
		add(Event{Kind: EvJackJuice, From: int(before.jack.Juice), To: int(after.jack.Juice)})
	}
	for q := 0; q < after.n; q++ {
		if bb[q].Malice != ab[q].Malice {
			add(Event{Kind: EvMalice, Seat: q, From: int(bb[q].Malice), To: int(ab[q].Malice)})
		}
		if bb[q].Juice != ab[q].Juice {
			add(Event{Kind: EvJuice, Seat: q, From: int(bb[q].Juice), To: int(ab[q].Juice)})
		}
	}
	return out
}

// newDrive is the Driveway space where die arrived between before and after.
func newDrive(before, after *Board, die Die) int {
	for k := range after.Drive {
		if before.Drive[k].Empty() && after.Drive[k] == die {
			return k
		}
	}
	return 0
}

// leftmostEmpty is the Order position where a die placed in row r goes.
func leftmostEmpty(b *Board, r int) int {
	for c := 0; c < NumCols; c++ {
		if b.Order[r][c].Empty() {
			return r*NumCols + c
		}
	}
	return r*NumCols + NumCols - 1
}

// soloEvent is the Event of one of Spider Jack's effects.
func soloEvent(before *State, e effect) (Event, bool) {
	switch e.Kind {
	case fxJackPick:
		die := Die(e.A)
		owner := before.JackCar()
		return Event{Kind: EvJackPick, Owner: owner, Slot: max(0, slices.Index(before.cars[owner][:], die)), Die: die, Row: int(e.B), N: int(e.C & 7),
			Piece: int(e.Seat), Matched: e.C&8 != 0}, true
	case fxJackBack:
		return Event{Kind: EvJackBack}, true
	case fxJackScore:
		return Event{Kind: EvJackScore, Die: Die(e.A), Slot: int(e.Seat), Colour: Die(e.A).Colour(), N: int(e.B)}, true
	case fxJackBuys:
		return Event{Kind: EvJackBuys, Piece: int(e.A), Slot: MarketSize - int(e.B), N: int(e.B), From: int(e.C), Ghost: true}, true
	case fxJackUnscored:
		return Event{Kind: EvJackUnscored, Die: Die(e.A), N: int(e.B)}, true
	case fxJackSummon:
		return Event{Kind: EvJackSummon, N: int(e.A)}, true
	case fxSoloDiscard:
		return Event{Kind: EvSoloDiscard, From: int(e.A), To: int(e.B)}, true
	}
	return Event{}, false
}

// JackPickLine is the sentence of an EvJackPick: which symbol of his card
// and which rule chose the die (the log says the same).
func JackPickLine(e Event) engine.Line {
	return jackPickLine(e.Die, e.Row, e.N, e.Piece, e.Matched)
}

// JackPickHeadline is the short form of JackPickLine, for the top bar: the
// die and the symbol that chose it ("Spider Jack takes a green 4 by his
// card's first symbol (white, highest)."), without the rule.
func JackPickHeadline(e Event) engine.Line {
	if e.N == WhyLast {
		return JackPickLine(e)
	}
	return engine.Say("%s.", jackPickHead(e.Die, e.Row, e.Piece))
}
