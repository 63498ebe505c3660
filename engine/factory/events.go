package factory

import "monstermixer/engine"

// EventKind says what an Event shows.
type EventKind uint8

// The kinds of event, as Events reports them.
const (
	EvPick     EventKind = iota + 1 // Seat picks Tile from the face-up supply: their first monster starts
	EvDraw                          // Seat draws Tile from the face-down pile into their hand
	EvPlace                         // Tile, turned Rot, joins Seat's monster Monster at X,Y
	EvComplete                      // Seat's monster Monster is complete: it scores Points
	EvMinion                        // Seat draws Tile to start their new monster Monster, a minion
	EvDiscard                       // Seat discards Tile: it fits nowhere they may add to
	EvOrder                         // Seat is drawn to pick a starting tile first
)

var eventNames = [...]string{"", "pick", "draw", "place", "complete", "minion", "discard", "order"}

// String names the kind: "pick", "draw", "place", "complete", "minion",
// "discard", "order".
func (k EventKind) String() string {
	return engine.NameAt(eventNames[:], int(k))
}

// Event is one thing an action causes, for the table to show in order.
type Event struct {
	Kind    EventKind
	Seat    int // the monster's owner; for EvDraw and EvDiscard the player
	Monster int // index in Monsters(Seat): 0 the first monster, k minion k
	X, Y    int // the cell of EvPlace (EvPick and EvMinion start at 0,0)
	Tile    int // the tile picked, drawn, placed or discarded
	Rot     int // EvPlace: quarter turns clockwise
	Points  int // EvComplete: what the completed monster scores
	// LockedOut is set on EvDiscard when the tile fitted only on other
	// players' first monsters, closed to the player.
	LockedOut bool
}

// last is what Apply records of the action it plays, for Events: the
// action and the seat it was for. The rest of an event is read from the
// state after the action, which has not changed since.
type last struct {
	a    engine.Action
	seat uint8
	set  bool // false in a fresh state: no action yet
}

// record notes the action a that Apply is about to play (d is a taken
// apart): a few bytes, no allocation.
func (s *State) record(a engine.Action, d decoded) {
	s.last = last{a: a, seat: s.turn, set: true}
	if d.kind == kindMinion {
		s.last.seat = s.minionFor
	}
}

// Events returns what the last action applied caused (engine.EventRecorder),
// in order: a placement that completes a monster is an EvPlace then an
// EvComplete. A fresh state has none. The slice is the caller's.
func (s *State) Events() []Event {
	if !s.last.set {
		return nil
	}
	d := decode(s.last.a)
	p := int(s.last.seat)
	switch d.kind {
	case kindOrder:
		return []Event{{Kind: EvOrder, Seat: d.seat}}
	case kindStart:
		return []Event{{Kind: EvPick, Seat: p, Tile: d.tile}}
	case kindDraw:
		return []Event{{Kind: EvDraw, Seat: p, Tile: d.tile}}
	case kindMinion:
		return []Event{{Kind: EvMinion, Seat: p, Monster: s.monsterIndex(s.cur[p]), Tile: d.tile}}
	case kindDiscard:
		// A discard changes no monster: with the tile back in hand, the
		// state tells whether it was locked out.
		c := *s
		c.phase, c.turn, c.hand = PhasePlace, s.last.seat, int8(d.tile)
		return []Event{{Kind: EvDiscard, Seat: p, Tile: d.tile, LockedOut: c.LockedOut()}}
	}
	// The placed tile's monster is still its seat's monster in progress
	// (complete or not) until the next action starts a minion.
	m := s.cur[d.seat]
	idx := s.monsterIndex(m)
	evs := []Event{{Kind: EvPlace, Seat: d.seat, Monster: idx, X: d.x, Y: d.y, Tile: d.tile, Rot: d.rot}}
	if mo := s.mons[m]; mo.complete {
		v := int(mo.tiles)
		if mo.num > 0 {
			v = int(mo.eyeTiles)
		}
		evs = append(evs, Event{Kind: EvComplete, Seat: d.seat, Monster: idx, Points: v})
	}
	return evs
}

// monsterIndex is monster m's index among its owner's monsters.
func (s *State) monsterIndex(m uint8) int {
	n := 0
	for i := uint8(0); i < m; i++ {
		if s.mons[i].owner == s.mons[m].owner {
			n++
		}
	}
	return n
}
