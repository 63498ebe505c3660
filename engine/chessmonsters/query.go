package chessmonsters

// Read-only questions a table (or a test) asks about a state. They answer
// from the state as it is: on a view, the other seat's hidden cards read
// as none.

// OnField describes the monster on a field of the arena.
type OnField struct {
	Kind      int  // index into Roster
	Owner     int  // White or Black
	Energy    int  // energy left
	Exhausted bool // turned by 30 degrees on the table
	Sword     bool // carries the Parasitic Sword marker
	AccBonus  int  // accuracy bonus for its next attack (Sniper Glasses)
	PowBonus  int  // Power bonus for its next attack (Power Gloves)
	Shield    int  // hits taken off the next attack on it (Iron Shield)
}

// Field returns the monster on field f (0-35, a1 = 0, b1 = 1, a2 = 6), if any.
func (s *State) Field(f int) (OnField, bool) {
	if f < 0 || f >= NumFields || s.board[f].Kind < 0 {
		return OnField{}, false
	}
	m := s.board[f]
	return OnField{Kind: int(m.Kind), Owner: int(m.Owner), Energy: int(m.Energy), Exhausted: m.Exhausted,
		Sword: m.Sword, AccBonus: int(m.Acc), PowBonus: int(m.Pow), Shield: int(m.Shield)}, true
}

// Reserve returns how many of each monster seat p holds in reserve (all
// zero for a hidden reserve) and how many cards its reserve holds.
func (s *State) Reserve(p int) (counts [NumMonsters]int, n int) {
	for k, c := range s.reserve[p] {
		counts[k] = int(c)
	}
	return counts, int(s.reserveN[p])
}

// Hand returns how many of each loot card seat p holds (all zero for a
// hidden hand) and how many cards its hand holds.
func (s *State) Hand(p int) (counts [NumLoot]int, n int) {
	for c, k := range s.hand[p] {
		counts[c] = int(k)
	}
	return counts, int(s.handN[p])
}

// LootLeft is the number of cards in seat p's loot deck.
func (s *State) LootLeft(p int) int { return int(s.deckN[p]) }

// Trash returns the loot cards seat p has used.
func (s *State) Trash(p int) (counts [NumLoot]int) {
	for c, k := range s.trash[p] {
		counts[c] = int(k)
	}
	return counts
}

// HitPointsOf is seat p's hit points left.
func (s *State) HitPointsOf(p int) int { return int(s.hp[p]) }

// Turn is the seat whose turn it is (-1 before the first turn).
func (s *State) Turn() int { return int(s.turn) }

// Acting is the field of the monster interacting this turn, or -1.
func (s *State) Acting() int { return int(s.actor) }

// Attackers lists the fields of the monsters in the team attack being
// formed or rolled (the leader first), and its target; nil when none.
func (s *State) Attackers() (fields []int, target int) {
	if s.pend.kind != pendAttack {
		return nil, -1
	}
	for _, f := range s.pend.attackers[:s.pend.n] {
		fields = append(fields, int(f))
	}
	return fields, int(s.pend.to)
}

// HitChance is the chance in per cent that the monster on from hits the
// monster on to with one die, or 0 when it cannot attack it.
func (s *State) HitChance(from, to int) int {
	if from < 0 || from >= NumFields || to < 0 || to >= NumFields || !s.canAttack(from, to) {
		return 0
	}
	return (hitFaces(accuracy(s.board[from], dirTo(from, to)))*100 + 3) / 6
}

// TurnsPlayed is the number of turns ended so far (the game ends after TurnCap).
func (s *State) TurnsPlayed() int { return int(s.turns) }
