package fandango

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"monstermixer/engine"
)

// QuestInfo is one line of the 2d8 quest table.
type QuestInfo struct {
	Text   string   // as the table shows it
	Short  string   // the goal in a few words ("Slay two trolls")
	Need   int      // how many things the condition counts
	Rounds int      // whole rounds the condition must hold (0: at once)
	Rival  bool     // needs an opponent (rolled again in a solo game)
	Parts  []string // the things the condition counts one each, when they differ ("bow")
}

// Quests is the quest table, indexed by the 2d8 roll (2-16).
var Quests = [17]QuestInfo{
	2:  {"Find 3 treasure chests and move each to your starting hex.", "Bring 3 treasure chests to your start", 3, 0, false, nil},
	3:  {"Capture the Flag: an opponent marks three points on the map that your monsters must control together for 2 rounds.", "Hold your 3 flag points", 3, 2, true, nil},
	4:  {"Find a sword, bow, and armor, each carried by one of your monsters.", "Carry a sword, a bow and armor", 3, 0, false, []string{"sword", "bow", "armor"}},
	5:  {"Control an elf, dwarf, orc, and villager for 2 rounds.", "Control an elf, a dwarf, an orc and a villager", 4, 2, false, []string{"elf", "dwarf", "orc", "villager"}},
	6:  {"Control a horse, wolf, and war dog for 4 rounds.", "Control a horse, a wolf and a war dog", 3, 4, false, []string{"horse", "wolf", "war dog"}},
	7:  {"Slay two trolls.", "Slay two trolls", 2, 0, false, nil},
	8:  {"Mark the 4 corners of the map.", "Mark the 4 corners of the map", 4, 0, false, nil},
	9:  {"Slay an opponent's starting villager.", "Slay an opponent's starting villager", 1, 0, true, nil},
	10: {"Slay 4 different kinds of monsters.", "Slay 4 kinds of monster", 4, 0, false, nil},
	11: {"Slay two death beasts.", "Slay two death beasts", 2, 0, false, nil},
	12: {"Control an opponent's starting hex for 3 rounds.", "Control an opponent's start", 1, 3, true, nil},
	13: {"Rescue a kitten: bring it to your starting hex.", "Bring a kitten to your start", 1, 0, false, nil},
	14: {"Find a bow and slay any 1 monster.", "Find a bow and slay a monster", 2, 0, false, []string{"bow", "monster slain"}},
	15: {"Find a horse and have another monster ride it to both ends of the map.", "Ride a horse to both ends of the map", 2, 0, false, []string{"west end", "east end"}},
	16: {"Collect three bags of money (they cannot be spent until the quest is over).", "Carry 3 money bags", 3, 0, false, nil},
}

// Progress is how far a seat is with one of its quests.
type Progress struct {
	Quest      int // the quest's number
	Have, Need int
	Held       int // whole rounds the condition has held (control quests)
	Rounds     int // whole rounds it must hold
	Done       bool
	Lack       uint8 // the quest's Parts still missing, bit i for Parts[i]
}

// String is the progress for a person, short: "Slay two trolls: 1 of 2",
// "Control an opponent's start: not yet", "Control an elf, a dwarf, an
// orc and a villager: 3 of 4 (no orc)", "...: all 3, held 1 of 4 rounds",
// "...: done".
func (pr Progress) String() string {
	q := Quests[pr.Quest]
	return q.Short + ": " + pr.Status()
}

// Status is the progress without the goal: "1 of 2", "not yet",
// "3 of 4 (no orc)", "held 1 of 3 rounds", "done".
func (pr Progress) Status() string {
	switch {
	case pr.Done:
		return "done"
	case pr.Have >= pr.Need && pr.Rounds > 0:
		txt := fmt.Sprintf("held %d of %d rounds", pr.Held, pr.Rounds)
		if pr.Need > 1 {
			txt = fmt.Sprintf("all %d, ", pr.Need) + txt
		}
		return txt
	case pr.Need == 1:
		return "not yet"
	}
	txt := fmt.Sprintf("%d of %d", pr.Have, pr.Need)
	if pr.Have > 0 && pr.Lack != 0 {
		txt += " (no " + orList(Quests[pr.Quest].Parts, pr.Lack) + ")"
	}
	return txt
}

// orList names the parts whose bits are set: "orc", "bow or armor",
// "elf, orc or villager".
func orList(parts []string, set uint8) string {
	var names []string
	for i, p := range parts {
		if set&(1<<i) != 0 {
			names = append(names, p)
		}
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// QuestProgress reports seat p's progress with its quest i (0-2).
func (s *State) QuestProgress(p, i int) Progress {
	pl := &s.players[p]
	q := pl.Quests[i]
	pr := Progress{Quest: q, Need: Quests[q].Need, Rounds: Quests[q].Rounds, Held: pl.Held[i], Done: pl.Done[i]}
	if q != 0 {
		var have uint8
		pr.Have, have = s.questHave(p, q)
		if n := len(Quests[q].Parts); n > 0 {
			pr.Lack = uint8(1<<n-1) &^ have
		}
	}
	return pr
}

// holdings is what seat p's units are and what they carry, or only those
// on hex h when h >= 0: a bit per kind (bit k for kind k) and how many of
// each item.
func (s *State) holdings(p, h int) (kinds uint16, items [NumItems]int) {
	for _, u := range s.units {
		if u.Owner != p || h >= 0 && u.Hex != h {
			continue
		}
		kinds |= 1 << u.Kind
		for _, it := range u.Items {
			items[it]++
		}
	}
	return kinds, items
}

// controls reports whether seat p controls hex h: one of its units stands
// there (no other side's unit can share the hex).
func (s *State) controls(p, h int) bool {
	for i := range s.units {
		if s.units[i].Hex == h {
			return s.units[i].Owner == p
		}
	}
	return false
}

// questCount is what the condition of quest q counts for seat p now.
func (s *State) questCount(p, q int) int {
	n, _ := s.questHave(p, q)
	return n
}

// questHave is what the condition of quest q counts for seat p now, and
// for a quest with Parts the parts it has (bit i for Parts[i]).
func (s *State) questHave(p, q int) (int, uint8) {
	pl := &s.players[p]
	start := s.board.Start(p)
	count := func(ok ...bool) (int, uint8) {
		var have uint8
		for i, b := range ok {
			if b {
				have |= 1 << i
			}
		}
		return bits.OnesCount8(have), have
	}
	switch q {
	case 2:
		return min(pl.Chests, 3), 0
	case 3:
		n := 0
		for _, h := range pl.Flags {
			if s.controls(p, h) {
				n++
			}
		}
		return n, 0
	case 4:
		_, items := s.holdings(p, -1)
		return count(items[Sword] > 0, items[Bow] > 0, items[Armor] > 0)
	case 5, 6:
		kinds, _ := s.holdings(p, -1)
		owns := func(k Kind) bool { return kinds&(1<<k) != 0 }
		if q == 5 {
			return count(owns(Elf), owns(Dwarf), owns(Orc), owns(Villager))
		}
		return count(owns(Horse), owns(Wolf), owns(WarDog))
	case 7:
		return min(pl.Trolls, 2), 0
	case 8:
		return bits.OnesCount8(pl.Corners), 0
	case 9:
		return count(pl.SlewStart)
	case 10:
		return min(bits.OnesCount16(pl.Slain), 4), 0
	case 11:
		return min(pl.Beasts, 2), 0
	case 12:
		for o := range s.n {
			if o != p && s.controls(p, s.board.Start(o)) {
				return 1, 0
			}
		}
		return 0, 0
	case 13:
		_, items := s.holdings(p, start)
		return min(items[Kitten], 1), 0
	case 14:
		_, items := s.holdings(p, -1)
		return count(items[Bow] > 0, pl.Slain != 0)
	case 15:
		return bits.OnesCount8(pl.Ends), pl.Ends // only a ride marks an end
	case 16:
		_, items := s.holdings(p, -1)
		return min(items[MoneyBag], 3), 0
	}
	return 0, 0
}

// checkQuests marks the quests whose condition is met now (not the
// control quests, which count whole rounds at the end of a round).
func (s *State) checkQuests() {
	s.markCorners()
	for p := range s.n {
		s.deliverChests(p)
		pl := &s.players[p]
		for i, q := range pl.Quests {
			if q == 0 || pl.Done[i] || Quests[q].Rounds > 0 {
				continue
			}
			if s.questCount(p, q) >= Quests[q].Need {
				s.completeQuest(p, i)
			}
		}
	}
}

// deliverChests takes the treasure chests on seat p's starting hex (lying
// there or carried by its units) off the map and counts them for quest 2,
// while that quest is open: three chests (2 stack points each) never fit
// on one hex together.
func (s *State) deliverChests(p int) {
	pl := &s.players[p]
	i := slices.Index(pl.Quests[:], 2)
	if i < 0 || pl.Done[i] {
		return
	}
	start := s.board.Start(p)
	n := len(s.ground)
	s.ground = slices.DeleteFunc(s.ground, func(g GroundItem) bool { return g.Hex == start && g.Item.IsChest() })
	pl.Chests += n - len(s.ground)
	for _, u := range s.units {
		if u.Owner == p && u.Hex == start {
			n = len(u.Items)
			u.Items = slices.DeleteFunc(u.Items, Item.IsChest)
			pl.Chests += n - len(u.Items)
		}
	}
}

// markCorners marks the corners where the seats' units stand.
func (s *State) markCorners() {
	for _, u := range s.units {
		if c := s.board.corner[u.Hex]; c != 0 && u.Owner >= 0 {
			s.players[u.Owner].Corners |= c
		}
	}
}

// holdRounds counts a whole round for each control quest whose condition
// holds at the end of the round, and restarts the count of those that
// do not.
func (s *State) holdRounds() {
	for p := range s.n {
		pl := &s.players[p]
		for i, q := range pl.Quests {
			if q == 0 || pl.Done[i] || Quests[q].Rounds == 0 {
				continue
			}
			if s.questCount(p, q) >= Quests[q].Need {
				pl.Held[i]++
			} else {
				pl.Held[i] = 0
			}
			if pl.Held[i] >= Quests[q].Rounds {
				s.completeQuest(p, i)
			}
		}
	}
}

func (s *State) completeQuest(p, i int) {
	pl := &s.players[p]
	pl.Done[i] = true
	s.tell(Event{Kind: EvQuestDone, Seat: p, Value: pl.Quests[i]}, "%s completes a quest: %s", s.seatRef(p), engine.LowerFirst(Quests[pl.Quests[i]].Short))
	if pl.QuestsDone() == 3 && pl.WonRound == 0 {
		pl.WonRound = s.round
	}
}

// mayBuy reports whether seat p may spend money bags: not while its
// money-bag quest is open.
func (s *State) mayBuy(p int) bool {
	pl := &s.players[p]
	for i, q := range pl.Quests {
		if q == 16 && !pl.Done[i] {
			return false
		}
	}
	return true
}

// credit marks seat k's kill of unit u for the slaying quests (7, 9, 10,
// 11, 14).
func (s *State) credit(k int, u *Unit) {
	pl := &s.players[k]
	pl.Slain |= 1 << u.Kind
	switch u.Kind {
	case Troll:
		pl.Trolls++
	case DeathBeast:
		pl.Beasts++
	}
	if u.Owner >= 0 && s.players[u.Owner].StartUnit == u.ID {
		pl.SlewStart = true
	}
}

// Sets of quests by number, bit q for quest q.
const (
	// killQuests are the quests a kill's credit counts for (credit): the
	// others' counts do not change with it.
	killQuests = 1<<7 | 1<<9 | 1<<10 | 1<<11 | 1<<14
	// itemQuests are the quests that count items carried by a seat's
	// units (wants): the others' counts do not change with them.
	itemQuests = 1<<4 | 1<<13 | 1<<14 | 1<<16
)

// openIn reports whether one of seat p's open quests is in set: when none
// is, openCountOf over set is 0 whatever changes.
func (s *State) openIn(p int, set uint32) bool {
	pl := &s.players[p]
	for i, q := range pl.Quests {
		if q != 0 && !pl.Done[i] && set&(1<<q) != 0 {
			return true
		}
	}
	return false
}

// openCountOf sums what the conditions of seat p's open quests in set
// count now: a change that moves only the quests of set changes it as much
// as it changes the sum over all open quests.
func (s *State) openCountOf(p int, set uint32) int {
	n := 0
	pl := &s.players[p]
	for i, q := range pl.Quests {
		if q != 0 && !pl.Done[i] && set&(1<<q) != 0 {
			n += s.questCount(p, q)
		}
	}
	return n
}

// open reports whether quest q is one of seat p's open quests.
func (s *State) open(p, q int) bool {
	pl := &s.players[p]
	i := slices.Index(pl.Quests[:], q)
	return i >= 0 && !pl.Done[i]
}

// slayGain is how much killing unit t would add to the conditions of seat
// p's open quests (the kill credited as the rules credit it).
func (s *State) slayGain(p int, t *Unit) int {
	if p < 0 || t.Owner == p || !s.openIn(p, killQuests) {
		return 0
	}
	return s.slayGainOver(p, t, s.openCountOf(p, killQuests))
}

// slayGainOver is slayGain given seat p's openCountOf its killQuests now,
// before.
func (s *State) slayGainOver(p int, t *Unit, before int) int {
	saved := s.players[p]
	s.credit(p, t)
	gain := s.openCountOf(p, killQuests) - before
	s.players[p] = saved
	return gain
}

// wants reports whether one of seat p's units carrying item it would take
// an open quest forward (a chest is wanted while the chest quest is open:
// it counts once delivered to the starting hex).
func (s *State) wants(p int, it Item) bool {
	if it.IsChest() {
		return s.open(p, 2)
	}
	if !s.openIn(p, itemQuests) {
		return false
	}
	for _, u := range s.units {
		if u.Owner == p {
			before := s.openCountOf(p, itemQuests)
			u.Items = append(u.Items, it)
			gain := s.openCountOf(p, itemQuests) - before
			u.Items = u.Items[:len(u.Items)-1]
			return gain > 0
		}
	}
	return false
}

// questAims appends the hexes where seat p's units would take its open
// quests forward by ending a move there: a corner not marked yet (quest
// 8), a Capture the Flag point or an opponent's starting hex the seat does
// not hold (3, 12), items lying on the map that a quest wants, and the
// hexes next to a monster whose death a quest wants (nextTo its hex: an
// aim is a hex, or ^h for the hexes next to hex h). unitAims adds what
// depends on the unit. The computer players' heuristics steer by them
// (estimate.go).
func (s *State) questAims(p int, dst []int) []int {
	pl := &s.players[p]
	for i, q := range pl.Quests {
		if q == 0 || pl.Done[i] {
			continue
		}
		switch q {
		case 3:
			for _, h := range pl.Flags {
				if !s.controls(p, h) {
					dst = append(dst, h)
				}
			}
		case 8:
			for ci, h := range s.board.Corners() {
				if pl.Corners&(1<<ci) == 0 {
					dst = append(dst, h)
				}
			}
		case 12:
			for o := range s.n {
				if o != p && !s.controls(p, s.board.Start(o)) {
					dst = append(dst, s.board.Start(o))
				}
			}
		}
	}
	dst = s.appendWanted(p, dst)
	// A kill counts by the kind slain, and an opponent's starting villager
	// counts besides: the others' gains are worked out once a kind.
	if !s.openIn(p, killQuests) {
		return dst // no kill would count
	}
	before := s.openCountOf(p, killQuests)
	var kindGain [NumKinds]int8 // gain+1, 0 not worked out yet
	for _, t := range s.units {
		if t.Owner == p || t.Burrowed {
			continue
		}
		gain := 0
		switch {
		case t.Owner >= 0 && s.players[t.Owner].StartUnit == t.ID:
			gain = s.slayGainOver(p, t, before)
		case kindGain[t.Kind] > 0:
			gain = int(kindGain[t.Kind]) - 1
		default:
			gain = s.slayGainOver(p, t, before)
			kindGain[t.Kind] = int8(gain + 1)
		}
		if gain > 0 {
			dst = append(dst, nextTo(t.Hex))
		}
	}
	return dst
}

// appendWanted appends the hexes of the items lying on the map that seat
// p wants, asking wants once an item (many items lie about).
func (s *State) appendWanted(p int, dst []int) []int {
	var wanted [NumItems]int8 // wants+1, 0 not asked yet
	for _, g := range s.ground {
		if wanted[g.Item] == 0 {
			wanted[g.Item] = int8(1 + bint(s.wants(p, g.Item)))
		}
		if wanted[g.Item] == 2 {
			dst = append(dst, g.Hex)
		}
	}
	return dst
}

// nextTo is the aim of the hexes next to hex h (questAims).
func nextTo(h int) int { return ^h }

// unitAims appends the aims of unit u of a seat (riding or not) beyond
// its seat's (questAims): its own hex when it holds a Capture the Flag
// point or an opponent's starting hex there (3, 12), the starting hex with
// a chest or a kitten to bring (2, 13), an end of the map not reached by
// a ride (15), or, not riding, the hex of an own horse to ride.
func (s *State) unitAims(u *Unit, riding bool, dst []int) []int {
	p := u.Owner
	pl := &s.players[p]
	for i, q := range pl.Quests {
		if q == 0 || pl.Done[i] {
			continue
		}
		switch q {
		case 2, 13:
			if slices.ContainsFunc(u.Items, func(x Item) bool { return x == Kitten && q == 13 || x.IsChest() && q == 2 }) {
				dst = append(dst, s.board.Start(p))
			}
		case 3:
			if slices.Contains(pl.Flags, u.Hex) {
				dst = append(dst, u.Hex)
			}
		case 12:
			for o := range s.n {
				if o != p && s.board.Start(o) == u.Hex {
					dst = append(dst, u.Hex)
				}
			}
		case 15:
			switch {
			case riding:
				for h := range s.board.NumHexes() {
					if e := s.board.End(h); e != 0 && pl.Ends&uint8(e) == 0 {
						dst = append(dst, h)
					}
				}
			case u.Kind != Horse && Monsters[u.Kind].Move < Monsters[Horse].Move:
				for _, o := range s.units {
					if o.Owner == p && o.Kind == Horse {
						dst = append(dst, o.Hex)
					}
				}
			}
		}
	}
	return dst
}
