package chessmonsters

import (
	"fmt"
	"strconv"
	"strings"

	"monstermixer/engine"
)

// sideNames name the seats' sides.
var sideNames = [2]string{"White", "Black"}

// BoardText implements engine.BoardTexter: the arena with rank 6 (Black's
// side) on top, every monster in it with its energy and markers, then each
// player's hit points, reserve, loot hand, deck and used loot. A hidden
// reserve or hand prints as a number of cards (the caller prints the
// Observer view, where both seats' are hidden while they hold any).
func (s *State) BoardText() []engine.Line {
	lines := []engine.Line{
		engine.Plain("Fields: W or B for the side, then the monster's first two letters; * exhausted; . empty."),
		engine.Say("White: %s; Black: %s.", engine.SeatRef(White), engine.SeatRef(Black)),
		engine.Plain(""),
		engine.Plain("     " + strings.Join(strings.Split("abcdef", ""), "    ")),
	}
	for r := Size - 1; r >= 0; r-- {
		var row strings.Builder
		row.WriteString(strconv.Itoa(r+1) + "  ")
		for c := range Size {
			row.WriteString(" " + s.cellText(r*Size+c))
		}
		lines = append(lines, engine.Plain(strings.TrimRight(row.String(), " ")))
	}
	lines = append(lines, engine.Plain(""))
	for f := range NumFields {
		if m, ok := s.Field(f); ok {
			lines = append(lines, append(engine.Plain(FieldName(f)+": "), s.monsterText(m)...))
		}
	}
	if s.turn >= 0 && s.phase != phOver {
		lines = append(lines, engine.Say("Turn %d: %s is on turn.", s.turns+1, engine.SeatRef(int(s.turn))))
	}
	for p := range 2 {
		lines = append(lines, engine.Plain(""), engine.Say("%s (%s): %s.", engine.SeatRef(p), sideNames[p], engine.Count(s.HitPointsOf(p), "hit point", "hit points")))
		reserve, n := s.Reserve(p)
		lines = append(lines, engine.Plain("  Reserve: "+s.cardsText(p, n, func(yield func(string, int) bool) {
			for k, c := range reserve {
				if !yield(Roster[k].Name, c) {
					return
				}
			}
		})))
		hand, n := s.Hand(p)
		lines = append(lines, engine.Plain("  Loot in hand: "+s.cardsText(p, n, lootCounts(hand))))
		lines = append(lines, engine.Plain(fmt.Sprintf("  Loot deck: %s; used: %s", engine.Count(s.LootLeft(p), "card", "cards"), cardList(lootCounts(s.Trash(p))))))
	}
	return lines
}

// cellText is field f in four characters.
func (s *State) cellText(f int) string {
	m, ok := s.Field(f)
	if !ok {
		return " .  "
	}
	cell := sideNames[m.Owner][:1] + monsterKey(m.Kind)[:2]
	if m.Exhausted {
		return cell + "*"
	}
	return cell + " "
}

// monsterText says which monster stands on a field and its state.
func (s *State) monsterText(m OnField) engine.Line {
	notes := []string{engine.Count(m.Energy, "energy", "energy")}
	for _, n := range []struct {
		on   bool
		text string
	}{
		{m.Exhausted, "exhausted"},
		{m.Sword, "carries the Parasitic Sword"},
		{m.AccBonus > 0, fmt.Sprintf("+%d accuracy", m.AccBonus)},
		{m.PowBonus > 0, fmt.Sprintf("+%d Power", m.PowBonus)},
		{m.Shield > 0, fmt.Sprintf("shield of %d", m.Shield)},
	} {
		if n.on {
			notes = append(notes, n.text)
		}
	}
	return engine.Say("%s %s (%s)", engine.SeatsOf(m.Owner), Roster[m.Kind].Name, strings.Join(notes, ", "))
}

// cardsText lists seat p's reserve or hand of n cards, or only their
// number where this view hides them.
func (s *State) cardsText(p, n int, counts func(yield func(string, int) bool)) string {
	if s.masked[p] && n > 0 {
		return engine.Count(n, "card", "cards") + ", hidden"
	}
	return cardList(counts)
}

// lootCounts yields each loot card's name with its count.
func lootCounts(counts [NumLoot]int) func(yield func(string, int) bool) {
	return func(yield func(string, int) bool) {
		for c, k := range counts {
			if !yield(Loot[c].Name, k) {
				return
			}
		}
	}
}

// cardList lists the cards counted, "none" when there are none.
func cardList(counts func(yield func(string, int) bool)) string {
	var out []string
	for name, k := range counts {
		if k > 1 {
			out = append(out, fmt.Sprintf("%s x%d", name, k))
		} else if k == 1 {
			out = append(out, name)
		}
	}
	if len(out) == 0 {
		return "none"
	}
	return strings.Join(out, ", ")
}
