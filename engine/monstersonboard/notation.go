package monstersonboard

import (
	"fmt"
	"strconv"
	"strings"

	"monstermixer/engine"
)

// ActionString formats an action in the game's notation (RULES.md lists
// every form):
//
//	roll blue-4            a blue die is drawn from the bag and rolls 4
//	prophecy 7             Prophecy card 07 is dealt (chance)
//	ghost G17, arch A23    a Ghost or an Arch Monster card turns up (chance)
//	take blue-4            draft the blue 4 from the Fearnobile in front
//	take blue-4 row 2      family mode: take it and place it in row 2
//	activate blue-4        move the blue Grunts with the Driveway's blue 4
//	grunt blue@3           the blue Grunt in area 3 moves next
//	place blue-4 row 2     put the Driveway's blue 4 in row 2 (Swamp-Jack)
//	swap 1.2 3.4, promote 1.2, demote 1.2, move blue,
//	minion start 5-blue, minion 3-pink 5-blue, juice 5, feed 2, malice 1,
//	call 3, done           actions, and skipping the rest of them
//	buy arch 3, buy ghost 2 5-blue, buy ghost 2 gain, pass
//	flip A23, keep         an Arch Monster card's window
//	skip, minion row 2     family mode
//	jack blue, court monster pink, court ghost G17, card S07
//	                       solo chance: his deck's colour, his Court, his card
//	score blue-5           his tied die that scores next (versus Spider Jack)
func (s *State) ActionString(a engine.Action) string {
	m := Decode(a)
	p := int(s.seat)
	b := &s.boards[p]
	bad := fmt.Sprintf("action %d", int32(a))
	pos := func(i int) string {
		if i < 0 || i >= NumRows*NumCols {
			return "?"
		}
		return fmt.Sprintf("%d.%d", i/NumCols+1, i%NumCols+1)
	}
	slotDie := func(dice []Die, i int) string {
		if i >= len(dice) || dice[i].Empty() {
			return "?"
		}
		return dice[i].String()
	}
	switch m.Kind {
	case KindDie:
		if m.A < NumColours && m.B >= 1 && m.B <= 6 {
			return "roll " + MakeDie(m.A, m.B).String()
		}
	case KindProphecy:
		return "prophecy " + strconv.Itoa(m.A+1)
	case KindGhost:
		return "ghost G" + strconv.Itoa(m.A+1)
	case KindArch:
		return "arch A" + strconv.Itoa(m.A+1)
	case KindTake:
		if m.A < DicePerCar {
			return "take " + slotDie(s.cars[s.CarInFront(p)][:], m.A)
		}
	case KindFamTake:
		if m.A < DicePerCar {
			return "take " + slotDie(s.cars[s.CarInFront(p)][:], m.A) + " row " + strconv.Itoa(m.B+1)
		}
	case KindActivate:
		if m.A < DicePerCar {
			return "activate " + slotDie(b.Drive[:], m.A)
		}
	case KindPlace:
		if m.A < DicePerCar {
			return "place " + slotDie(b.Drive[:], m.A) + " row " + strconv.Itoa(m.B+1)
		}
	case KindGrunt:
		if m.A < int(b.NGrunts) {
			g := b.Grunts[m.A]
			return fmt.Sprintf("grunt %s@%d", ColourName(int(g.Colour)), g.Area)
		}
	case KindSwap:
		return "swap " + pos(m.A) + " " + pos(m.B)
	case KindPromote:
		if m.B == 1 {
			return "promote " + pos(m.A)
		}
		return "demote " + pos(m.A)
	case KindMoveGrunt:
		return "move " + ColourName(m.A)
	case KindMinion:
		src := "start"
		if m.A > 0 {
			src = spaceName(m.A - 1)
		}
		return "minion " + src + " " + spaceName(m.B)
	case KindJuice:
		return "juice " + strconv.Itoa(m.A)
	case KindFeed:
		return "feed " + strconv.Itoa(m.A+1)
	case KindMalice:
		return "malice " + strconv.Itoa(m.A)
	case KindCall:
		return "call " + strconv.Itoa(m.A+1)
	case KindDone:
		return "done"
	case KindBuyArch:
		return "buy arch " + strconv.Itoa(m.A+1)
	case KindBuyGhost:
		if m.B == gainSpace {
			return "buy ghost " + strconv.Itoa(m.A+1) + " gain"
		}
		return "buy ghost " + strconv.Itoa(m.A+1) + " " + spaceName(m.B)
	case KindPass:
		return "pass"
	case KindFlip:
		return "flip A" + strconv.Itoa(m.A+1)
	case KindKeep:
		return "keep"
	case KindFamSkip:
		return "skip"
	case KindFamRow:
		return "minion row " + strconv.Itoa(m.A+1)
	case KindJackColour:
		return "jack " + ColourName(m.A)
	case KindCourtMonster:
		return "court monster " + ColourName(m.A)
	case KindCourtGhost:
		return "court ghost G" + strconv.Itoa(m.A+1)
	case KindSoloCard:
		return fmt.Sprintf("card S%02d", m.A+1)
	case KindJackScore:
		if m.A < DicePerCar {
			return "score " + slotDie(s.jack.Dice[:], m.A)
		}
	}
	return bad
}

// spaceName is a path space in notation: "5-blue".
func spaceName(sp int) string {
	if sp < 0 || sp >= NumSpaces {
		return "?"
	}
	return strconv.Itoa(SpaceArea(sp)) + "-" + ColourName(SpaceColour(sp))
}

func parseColour(w string) (int, bool) {
	for c, n := range colourNames {
		if n == w {
			return c, true
		}
	}
	return 0, false
}

func parseDie(w string) (Die, error) {
	name, rank, ok := strings.Cut(w, "-")
	c, okc := parseColour(name)
	r, err := strconv.Atoi(rank)
	if !ok || !okc || err != nil || r < 1 || r > 6 {
		return 0, fmt.Errorf("%q is not a die (write it like blue-4)", w)
	}
	return MakeDie(c, r), nil
}

func parseSpace(w string) (int, error) {
	area, col, ok := strings.Cut(w, "-")
	a, err := strconv.Atoi(area)
	c, okc := parseColour(col)
	if !ok || err != nil || !okc || a < 1 || a > NumAreas {
		return 0, fmt.Errorf("%q is not a path space (write it like 5-blue)", w)
	}
	return Space(a, c), nil
}

func parsePos(w string) (int, error) {
	rs, cs, ok := strings.Cut(w, ".")
	r, err1 := strconv.Atoi(rs)
	c, err2 := strconv.Atoi(cs)
	if !ok || err1 != nil || err2 != nil || r < 1 || r > NumRows || c < 1 || c > NumCols {
		return 0, fmt.Errorf("%q is not a spot of the Order (write it like 2.3: row 2, spot 3)", w)
	}
	return (r-1)*NumCols + c - 1, nil
}

func parseNum(w string, lo, hi int) (int, error) {
	v, err := strconv.Atoi(w)
	if err != nil || v < lo || v > hi {
		return 0, fmt.Errorf("%q is not a number from %d to %d", w, lo, hi)
	}
	return v, nil
}

// findDie is the first slot of dice holding d (skipping slots skip says).
func findDie(dice []Die, d Die, skip func(int) bool) (int, error) {
	for i, x := range dice {
		if x == d && !skip(i) {
			return i, nil
		}
	}
	return 0, fmt.Errorf("there is no %s there", d)
}

// ParseAction reads the notation of ActionString.
func (s *State) ParseAction(text string) (engine.Action, error) {
	f := strings.Fields(strings.ToLower(text))
	if len(f) == 0 {
		return 0, fmt.Errorf("empty action")
	}
	p := int(s.seat)
	b := &s.boards[p]
	none := func(int) bool { return false }
	want := func(n int, form string) error {
		if len(f) != n {
			return fmt.Errorf("%q: write %s", text, form)
		}
		return nil
	}
	num := func(i, lo, hi int) (int, error) { return parseNum(f[i], lo, hi) }
	switch f[0] {
	case "roll":
		if err := want(2, "roll blue-4"); err != nil {
			return 0, err
		}
		d, err := parseDie(f[1])
		if err != nil {
			return 0, err
		}
		return act(KindDie, d.Colour(), d.Rank()), nil
	case "prophecy":
		if err := want(2, "prophecy 7"); err != nil {
			return 0, err
		}
		v, err := num(1, 1, NumProphecies)
		return act(KindProphecy, v-1), err
	case "ghost", "arch", "flip":
		if err := want(2, f[0]+" and an id"); err != nil {
			return 0, err
		}
		prefix, kind, hi := "g", KindGhost, NumGhosts
		if f[0] != "ghost" {
			prefix, kind, hi = "a", KindArch, NumArch
			if f[0] == "flip" {
				kind = KindFlip
			}
		}
		v, err := parseNum(strings.TrimPrefix(f[1], prefix), 1, hi)
		return act(kind, v-1), err
	case "take":
		if len(f) != 2 && len(f) != 4 {
			return 0, fmt.Errorf("%q: write take blue-4 (family mode: take blue-4 row 2)", text)
		}
		d, err := parseDie(f[1])
		if err != nil {
			return 0, err
		}
		i, err := findDie(s.cars[s.CarInFront(p)][:], d, none)
		if err != nil {
			return 0, err
		}
		if len(f) == 2 {
			return act(KindTake, i), nil
		}
		if f[2] != "row" {
			return 0, fmt.Errorf("%q: write take blue-4 row 2", text)
		}
		r, err := num(3, 1, NumRows)
		return act(KindFamTake, i, r-1), err
	case "activate":
		if err := want(2, "activate blue-4"); err != nil {
			return 0, err
		}
		d, err := parseDie(f[1])
		if err != nil {
			return 0, err
		}
		i, err := findDie(b.Drive[:], d, func(i int) bool { return b.Moved[i] })
		return act(KindActivate, i), err
	case "place":
		if err := want(4, "place blue-4 row 2"); err != nil || f[2] != "row" {
			return 0, fmt.Errorf("%q: write place blue-4 row 2", text)
		}
		d, err := parseDie(f[1])
		if err != nil {
			return 0, err
		}
		i, err := findDie(b.Drive[:], d, none)
		if err != nil {
			return 0, err
		}
		r, err := num(3, 1, NumRows)
		return act(KindPlace, i, r-1), err
	case "grunt":
		if err := want(2, "grunt blue@3"); err != nil {
			return 0, err
		}
		cs, as, ok := strings.Cut(f[1], "@")
		c, okc := parseColour(cs)
		a, err := strconv.Atoi(as)
		if !ok || !okc || err != nil {
			return 0, fmt.Errorf("%q: write grunt blue@3", text)
		}
		for i := 0; i < int(b.NGrunts); i++ {
			if int(b.Grunts[i].Colour) == c && int(b.Grunts[i].Area) == a && s.moveMask&(1<<i) != 0 {
				return act(KindGrunt, i), nil
			}
		}
		return 0, fmt.Errorf("no %s Grunt in area %d is waiting to move", cs, a)
	case "swap":
		if err := want(3, "swap 1.2 3.4"); err != nil {
			return 0, err
		}
		x, err := parsePos(f[1])
		if err != nil {
			return 0, err
		}
		y, err := parsePos(f[2])
		if err != nil {
			return 0, err
		}
		return act(KindSwap, min(x, y), max(x, y)), nil
	case "promote", "demote":
		if err := want(2, f[0]+" 1.2"); err != nil {
			return 0, err
		}
		x, err := parsePos(f[1])
		up := 0
		if f[0] == "promote" {
			up = 1
		}
		return act(KindPromote, x, up), err
	case "move":
		if err := want(2, "move blue"); err != nil {
			return 0, err
		}
		c, ok := parseColour(f[1])
		if !ok {
			return 0, fmt.Errorf("%q is not a colour", f[1])
		}
		return act(KindMoveGrunt, c), nil
	case "minion":
		if len(f) == 3 && f[1] == "row" {
			r, err := num(2, 1, NumRows)
			return act(KindFamRow, r-1), err
		}
		if err := want(3, "minion start 5-blue, or minion 3-pink 5-blue"); err != nil {
			return 0, err
		}
		src := 0
		if f[1] != "start" {
			sp, err := parseSpace(f[1])
			if err != nil {
				return 0, err
			}
			src = sp + 1
		}
		to, err := parseSpace(f[2])
		return act(KindMinion, src, to), err
	case "juice", "malice", "feed", "call":
		if err := want(2, f[0]+" and a number"); err != nil {
			return 0, err
		}
		switch f[0] {
		case "juice":
			v, err := num(1, 1, 99)
			return act(KindJuice, v), err
		case "malice":
			v, err := num(1, 1, MaxMalice)
			return act(KindMalice, v), err
		case "feed":
			v, err := num(1, 1, NumRows)
			return act(KindFeed, v-1), err
		default:
			v, err := num(1, 1, NumRows)
			return act(KindCall, v-1), err
		}
	case "done", "pass", "keep", "skip":
		if err := want(1, f[0]); err != nil {
			return 0, err
		}
		return act(map[string]Kind{"done": KindDone, "pass": KindPass, "keep": KindKeep, "skip": KindFamSkip}[f[0]]), nil
	case "buy":
		if len(f) < 3 {
			return 0, fmt.Errorf("%q: write buy arch 3, or buy ghost 2 5-blue", text)
		}
		spot, err := num(2, 1, MarketSize)
		if err != nil {
			return 0, err
		}
		switch {
		case f[1] == "arch" && len(f) == 3:
			return act(KindBuyArch, spot-1), nil
		case f[1] == "ghost" && len(f) == 4 && f[3] == "gain":
			return act(KindBuyGhost, spot-1, gainSpace), nil
		case f[1] == "ghost" && len(f) == 4:
			sp, err := parseSpace(f[3])
			return act(KindBuyGhost, spot-1, sp), err
		}
		return 0, fmt.Errorf("%q: write buy arch 3, or buy ghost 2 5-blue", text)
	case "jack":
		if err := want(2, "jack blue"); err != nil {
			return 0, err
		}
		c, ok := parseColour(f[1])
		if !ok {
			return 0, fmt.Errorf("%q is not a colour", f[1])
		}
		return act(KindJackColour, c), nil
	case "court":
		if len(f) == 3 && f[1] == "monster" {
			c, ok := parseColour(f[2])
			if !ok {
				return 0, fmt.Errorf("%q is not a colour", f[2])
			}
			return act(KindCourtMonster, c), nil
		}
		if len(f) == 3 && f[1] == "ghost" {
			v, err := parseNum(strings.TrimPrefix(f[2], "g"), 1, NumGhosts)
			return act(KindCourtGhost, v-1), err
		}
		return 0, fmt.Errorf("%q: write court monster pink, or court ghost G17", text)
	case "card":
		if err := want(2, "card S07"); err != nil {
			return 0, err
		}
		v, err := parseNum(strings.TrimPrefix(f[1], "s"), 1, NumSoloCards)
		return act(KindSoloCard, v-1), err
	case "score":
		if err := want(2, "score blue-5"); err != nil {
			return 0, err
		}
		d, err := parseDie(f[1])
		if err != nil {
			return 0, err
		}
		i, err := findDie(s.jack.Dice[:], d, func(k int) bool { return s.jack.Scored&(1<<k) != 0 })
		return act(KindJackScore, i), err
	}
	return 0, fmt.Errorf("%q is not an action of Monsters on Board", text)
}
