package chessmonsters

import "monstermixer/engine"

// The typed events the last action caused, for the animations
// (engine.EventRecorder).

// EventKind is what an event tells.
type EventKind int

// The kinds of events.
const (
	EvDraw      = EventKind(evDraw)      // Seat takes a loot card into the hand
	EvStart     = EventKind(evStart)     // Seat rolled higher and starts
	EvLoot      = EventKind(evLoot)      // Seat's Loot goes to the trash
	EvSandtrap  = EventKind(evSandtrap)  // Seat's Worbin denies a move from reserve
	EvDodge     = EventKind(evDodge)     // Seat's Flitz steps out of reach
	EvStopped   = EventKind(evStopped)   // Seat's Monster is exhausted and its turn ends
	EvCalledOff = EventKind(evCalledOff) // Seat's Monster's interaction is no longer possible
	EvJump      = EventKind(evJump)      // a Pole Jump lands: Die, and Hits to Seat
	EvRoll      = EventKind(evRoll)      // Seat's Monster rolls Die against Accuracy; Hit
	EvHits      = EventKind(evHits)      // Seat's Monster takes Hits
	EvKO        = EventKind(evKO)        // Seat's Monster is KO
	EvAvenge    = EventKind(evAvenge)    // Seat's Mothling enters to avenge
	EvWin       = EventKind(evWin)       // Seat wins
	EvRecovery  = EventKind(evRecovery)  // every monster recovers; Seat exhausted first
	EvCap       = EventKind(evCap)       // the turn limit: Seat wins (2: a tie)
)

// Event is one thing the last action caused, in what both seats may know.
type Event struct {
	Kind     EventKind
	Seat     int
	Monster  int // a monster kind, or -1
	Loot     int // a loot card, or -1
	Die      int
	Accuracy int
	Hits     int
	Hit      bool
	Line     engine.Line // the event's sentence for the log; nil when its action's line tells it (a draw)
}

// Events returns what the last action caused, in order
// (engine.EventRecorder): Apply records them compactly as it goes, and
// they become Events here, in a new slice, the caller's. A fresh state has
// none; Clone and ViewFor carry them.
func (s *State) Events() []Event {
	if s.nEvents == 0 {
		return nil
	}
	dst := make([]Event, 0, s.nEvents)
	for _, e := range s.events[:s.nEvents] {
		x := Event{Kind: EventKind(e.kind), Seat: int(e.seat), Monster: -1, Loot: -1, Line: eventLine(e)}
		switch e.kind {
		case evLoot:
			x.Loot = int(e.k)
		case evStopped, evCalledOff, evKO:
			x.Monster = int(e.k)
		case evJump:
			x.Die, x.Hits = int(e.k), int(e.n)
		case evRoll:
			x.Monster, x.Die, x.Accuracy, x.Hit = int(e.k), int(e.n), int(e.x), e.hit
		case evHits:
			x.Monster, x.Hits = int(e.k), int(e.n)
		case evAvenge:
			x.Monster = Mothling
		}
		dst = append(dst, x)
	}
	return dst
}
