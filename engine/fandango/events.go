package fandango

import "monstermixer/engine"

// EventKind says what happened in an Event.
type EventKind uint8

// The events an action can cause, for a table to animate and the log to
// tell. Unit is the unit concerned (0 for none) and Hex where it happened
// (meaningful when Unit is set); Seat, Item and Value mean what each kind
// says (a Seat of -1 is none: a wild monster, no winner).
const (
	EvQuestRolled EventKind = iota + 1 // Seat rolled Value for a quest (kept, or rolled again)
	EvFirstPlayer                      // Seat starts every round
	EvQuestDone                        // Seat completed quest number Value
	EvHit                              // Unit's attack hit
	EvMissed                           // Unit's attack missed
	EvUnharmed                         // Unit defended
	EvDowned                           // Unit, a troll, was knocked down
	EvHealed                           // Unit, a downed troll, got back up
	EvKilled                           // Unit was killed on Hex (Item Chest: by a chest's trap)
	EvSaved                            // Unit survived a death with a potion (Item Potion, or MoneyBag: bought)
	EvEscaped                          // Unit escaped with a kitten to Hex
	EvSacrifice                        // Unit, an orc, took the attack meant for unit Value
	EvLucky                            // Unit's Lucky changed the die to Value
	EvNothing                          // Unit's search found nothing
	EvFound                            // Unit found Item (a Chest lies on Hex; Value 1: no room to carry it, so it lies on Hex)
	EvDisturbed                        // Unit's search disturbed a random monster
	EvLair                             // Unit found a lair on Hex
	EvOpened                           // Unit opened a chest (Item Key: with a key)
	EvTrap                             // the trap of the chest Unit was opening went off
	EvBought                           // Unit spent a money bag on Item
	EvAppeared                         // Unit appeared on Hex (Seat: the seat it joined, else a wild monster; Value: a lair's hex plus 1 when it came out of that lair and keeps it)
	EvNoRoom                           // a monster of kind Value found no room on the map
	EvNobody                           // nobody answered Unit's rally cry
	EvSurfaced                         // Unit, a dwarf, came out of the ground
	EvEnd                              // the game ended (Seat: the winner, -1 for none; Value: the round cap when it ended the game)
)

// Event is one thing an action caused, with its sentence for the log (none
// when the action's own line tells it).
type Event struct {
	Kind            EventKind
	Unit, Hex, Seat int
	Item            Item
	Value           int
	Line            engine.Line
}

// Events lists what the last action caused, in order.
func (s *State) Events() []Event { return s.events }

// tell records an event with its sentence (without it in a quiet state).
func (s *State) tell(e Event, format string, args ...any) {
	if !s.quiet {
		e.Line = compose(format, args...)
	}
	s.events = append(s.events, e)
}

// silent records an event that the action's own line tells already, with no
// sentence of its own.
func (s *State) silent(e Event) { s.events = append(s.events, e) }
