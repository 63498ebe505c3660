package monstersonboard

import (
	"fmt"
	"strings"

	"monstermixer/engine"
)

// IconText says what an action icon does, for a person: "Gain 5 Spook Juice".
func IconText(ic Icon) string {
	switch ic.Act {
	case ActSwap:
		return "Swap 2 Lords"
	case ActPromote:
		return "Promote or Demote a Lord"
	case ActMoveGrunt:
		return "Move Grunt"
	case ActMoveMinion:
		return "Move Minion"
	case ActJuice:
		return fmt.Sprintf("Gain %d Spook Juice", ic.N)
	case ActFeed:
		return "Feed Spider Jack"
	case ActMalice:
		return fmt.Sprintf("Gain %d Malice", ic.N)
	case ActCall:
		return "Call Spider Jack"
	case ActGainGrunt:
		return "Gain 1 Grunt"
	case ActSummon:
		return "Summon Spider Jack"
	}
	return "nothing"
}

func iconList(icons []Icon) string {
	parts := make([]string, len(icons))
	for i, ic := range icons {
		parts[i] = IconText(ic)
	}
	return strings.Join(parts, ", ")
}

// GhostText describes Ghost id: "a blue Ghost: Feed Spider Jack".
func GhostText(id int) string { return ghostWords(id) }

func ghostWords(id int) string {
	return fmt.Sprintf("%s (%s)", engine.Article(ghostColour(id)+" Ghost"), IconText(Ghosts[id].Icon))
}

// ghostColour names Ghost id's colour: "blue", or "multicoloured".
func ghostColour(id int) string {
	if c := Ghosts[id].Colour; c != MultiColour {
		return ColourName(c)
	}
	return "multicoloured"
}

// ArchText describes Arch Monster card id: what it scores and its back.
func ArchText(id int) string {
	return fmt.Sprintf("%s (back: %s)", ArchFront(id), IconText(Archs[id].Back))
}

// ArchFront says what Arch Monster card id scores, as a phrase that
// follows "Arch Monster card:" ("8 for each Ghost in the neighbourhoods").
func ArchFront(id int) string {
	a := Archs[id]
	c, c2 := ColourName(a.Colour), ColourName(a.Colour2)
	switch a.Kind {
	case ArchPair:
		return fmt.Sprintf("%d for each adjacent pair of %s and %s Lord dice", a.Points, c, c2)
	case ArchSpooked:
		return fmt.Sprintf("Spooked: each %s Grunt scores the number of the area it has reached", c)
	case ArchNeighGhosts:
		return fmt.Sprintf("%d for each Ghost in the neighbourhoods", a.Points)
	case ArchColumns30:
		return fmt.Sprintf("%d if 2 adjacent columns add up to 30 or more", a.Points)
	case ArchGhostPair:
		return fmt.Sprintf("%d if you have 2 or more Ghosts in a single neighbourhood", a.Points)
	case ArchMinions3:
		return fmt.Sprintf("%d if you have 3 or more Minions in a single neighbourhood", a.Points)
	case ArchChampion:
		return fmt.Sprintf("one %s Grunt in the final area scores %d for each %s die instead of 3", c, a.Points, c)
	case ArchRowColour:
		return fmt.Sprintf("%d if you have 3 or more %s dice in a single row", a.Points, c)
	case ArchRowRank:
		return fmt.Sprintf("%d if you have 3 or more dice of rank %d in a single row", a.Points, a.Rank)
	case ArchPathMinions:
		return fmt.Sprintf("%d for each Minion on the town path", a.Points)
	case ArchFinalGrunts:
		return fmt.Sprintf("%d for each Grunt in the final area", a.Points)
	case ArchMalice:
		return fmt.Sprintf("%d for each Malice you have left", a.Points)
	case ArchColourGhosts:
		return fmt.Sprintf("%d for each %s Ghost on your board", a.Points, c)
	case ArchStrongJack:
		return fmt.Sprintf("%d for each Spider Jack die of 5 or 6", a.Points)
	case ArchFullTrack:
		return fmt.Sprintf("%d for each Summoning tracker at the end of its track", a.Points)
	}
	return "?"
}

// areaWords names area a: start for area 0, else other with the number.
func areaWords(a int, start, other string) string {
	if a == 0 {
		return start
	}
	return fmt.Sprintf(other, a)
}

// DescribeAction says what a does, before it is applied, in a sentence.
func (s *State) DescribeAction(a engine.Action) engine.Line {
	m := Decode(a)
	p := engine.SeatRef(s.seat)
	b := &s.boards[s.seat]
	switch m.Kind {
	case KindDie:
		return s.arrivalLine(MakeDie(m.A, m.B))
	}
	if s.phase == PhaseSetup {
		return s.setupLine(a)
	}
	switch m.Kind {
	case KindSoloCard:
		return engine.Say("Spider Jack flips his next solo card: %s.", soloCardSymbols(m.A))
	case KindJackScore:
		return engine.Say("%s chooses which of Spider Jack's tied dice he scores: %s.", p, s.jack.Dice[m.A].Words())
	case KindGhost:
		return engine.Say("A new Ghost joins the market: %s.", ghostWords(m.A))
	case KindArch:
		return engine.Say("A new Arch Monster card joins the market: %s.", ArchText(m.A))
	case KindTake:
		if s.simul {
			return engine.Say("%s takes a die from the Fearnobile in front of them.", p)
		}
		return engine.Say("%s takes %s.", p, s.cars[s.CarInFront(int(s.seat))][m.A].Words())
	case KindFamTake:
		return engine.Say("%s takes %s and places it in row %d.", p, s.cars[s.CarInFront(int(s.seat))][m.A].Words(), m.B+1)
	case KindActivate:
		return engine.Say("%s activates %s to move the %s Grunts.", p, b.Drive[m.A].Words(), ColourName(b.Drive[m.A].Colour()))
	case KindGrunt:
		g := b.Grunts[m.A]
		return engine.Say("%s moves the %s Grunt %s first.", p, ColourName(int(g.Colour)), areaWords(int(g.Area), "on its starting spot", "in area %d"))
	case KindPlace:
		return engine.Say("%s places %s in row %d.", p, b.Drive[m.A].Words(), m.B+1)
	case KindSwap:
		if m.A/NumCols == m.B/NumCols {
			return engine.Say("%s swaps the %s and the %s in row %d.", p, b.orderDie(m.A).Name(), b.orderDie(m.B).Name(), m.A/NumCols+1)
		}
		return engine.Say("%s swaps the %s in row %d and the %s in row %d.", p, b.orderDie(m.A).Name(), m.A/NumCols+1, b.orderDie(m.B).Name(), m.B/NumCols+1)
	case KindPromote:
		verb := "demotes"
		if m.B == 1 {
			verb = "promotes"
		}
		return engine.Say("%s %s the %s in row %d.", p, verb, b.orderDie(m.A).Name(), m.A/NumCols+1)
	case KindMoveGrunt:
		return engine.Say("%s moves the %s Grunts.", p, ColourName(m.A))
	case KindMinion:
		if m.A == 0 {
			return engine.Say("%s moves a Minion from its starting spot to %s.", p, spaceWords(m.B))
		}
		return engine.Say("%s moves a Minion from %s to %s.", p, spaceWords(m.A-1), spaceWords(m.B))
	case KindJuice:
		return engine.Say("%s gains %d Spook Juice.", p, m.A)
	case KindFeed:
		return engine.Say("%s feeds the Spider Jack die of row %d.", p, m.A+1)
	case KindMalice:
		return engine.Say("%s gains %d Malice.", p, m.A)
	case KindCall:
		return engine.Say("%s calls Spider Jack on row %d.", p, m.A+1)
	case KindDone:
		return engine.Say("%s skips the remaining actions.", p)
	case KindBuyArch:
		return engine.Say("%s buys an Arch Monster card for %d Malice: %s.", p, ArchCost[m.A], ArchText(int(s.archMkt[m.A]-1)))
	case KindBuyGhost:
		g := int(s.ghostMkt[m.A] - 1)
		if m.B == gainSpace {
			return engine.Say("%s buys %s for %d Malice and puts it on a Gain Grunt space.", p, ghostWords(g), GhostCost[m.A])
		}
		return engine.Say("%s buys %s for %d Malice and puts it on %s.", p, ghostWords(g), GhostCost[m.A], spaceWords(m.B))
	case KindPass:
		return engine.Say("%s passes.", p)
	case KindFlip:
		return engine.Say("%s flips an Arch Monster card (%s) for its back: %s.", p, ArchFront(m.A), IconText(Archs[m.A].Back))
	case KindKeep:
		return engine.Say("%s keeps the Arch Monster cards.", p)
	case KindFamSkip:
		return engine.Say("%s does not use the area's action.", p)
	case KindFamRow:
		return engine.Say("%s puts a Minion on row %d.", p, m.A+1)
	}
	return engine.Plain("An unknown action.")
}

// arrivalLine tells the arrival of a Fearnobile in one sentence, said by
// its last die ("Anna's Fearnobile arrives with blue 1, green 3, pink 4
// and purple 4."); the dice before it say nothing (an empty line), so the
// log is not one line per die.
func (s *State) arrivalLine(die Die) engine.Line {
	d := s.nextDraw()
	if d.slot < DicePerCar-1 {
		return nil
	}
	car := s.cars[d.seat]
	car[d.slot] = die
	dice := make([]string, len(car))
	for i, x := range car {
		dice[i] = x.Name()
	}
	if s.solo != SoloNone && d.seat == 1 {
		return engine.Say("Spider Jack's Fearnobile arrives with %s.", engine.JoinWords(dice))
	}
	return engine.Say("%s Fearnobile arrives with %s.", engine.SeatsOf(d.seat), engine.JoinWords(dice))
}

// setupLine sums up the deal of setup in one sentence, said by its last
// draw; the draws before it say nothing (an empty line), so the log is not
// one line per card, Ghost and Court piece. Every piece dealt is on the
// table; the sentence counts them.
func (s *State) setupLine(a engine.Action) engine.Line {
	c := s.clone()
	if c.Apply(a) != nil || c.phase == PhaseSetup {
		return nil
	}
	var more []string
	if s.solo == SoloMode2 {
		j := &c.jack
		col := ColourName(int(j.Colour))
		// every piece by colour, his own colour's Grunt first
		court := []string{engine.Article(col + " Grunt")}
		for k, n := range j.Grunts {
			for range n {
				if k != int(j.Colour) {
					court = append(court, engine.Article(ColourName(k)+" Grunt"))
				}
			}
		}
		for id := range NumGhosts {
			if j.Ghosts&(1<<id) != 0 {
				court = append(court, engine.Article(ghostColour(id)+" Ghost"))
			}
		}
		more = append(more, fmt.Sprintf("Spider Jack draws a %s Lord die, so his deck is the 10 solo cards showing %s and his Court starts with %s", col, col, engine.JoinWords(court)))
	}
	if !s.family {
		more = append(more, fmt.Sprintf("%s and %s fill the markets", engine.Count(filled(c.ghostMkt), "Ghost", "Ghosts"), engine.Count(filled(c.archMkt), "Arch Monster card", "Arch Monster cards")))
	}
	rest := ""
	for _, m := range more {
		rest += "; " + m
	}
	if s.n == 1 {
		return engine.Say("The table is set up: %s is dealt a Prophecy card%s.", engine.SeatRef(0), rest)
	}
	return engine.Say("The table is set up: each player is dealt a Prophecy card%s.", rest)
}

// filled counts the pieces in market m.
func filled(m [MarketSize]int8) int {
	n := 0
	for _, x := range m {
		if x != 0 {
			n++
		}
	}
	return n
}

// DescribeEffects tells what the last action caused beyond itself.
func (s *State) DescribeEffects() []engine.Line {
	var out []engine.Line
	for _, e := range s.fx[:s.nfx] {
		out = append(out, e.line())
	}
	return out
}

// maxEffects bounds the effects one action records (a Grunt Movement of
// four Grunts, a refill and a new round fit easily).
const maxEffects = 12

// fxKind is the kind of an effect.
type fxKind uint8

// The effects an action can cause.
const (
	fxTook         fxKind = iota // Seat took die A (simultaneous draft, shown at the step's end)
	fxNewGrunt                   // a new Grunt of colour A joins Seat's start
	fxRow                        // family: Seat's Minion on row A scores B
	fxGruntMoves                 // Seat's colour-A Grunt moves from area B to area C
	fxSummon                     // Seat summons Spider Jack on row A for B
	fxLap                        // family: Seat's colour-A Grunt reaches area 12
	fxRound                      // round A begins, Seat first player
	fxMalice                     // Seat uses die A for B Malice, C lost
	fxFinal                      // final scoring
	fxJackPick                   // Spider Jack takes die A by symbol B (3: the 4th die) for rule C
	fxJackBack                   // beat your own scare: Spider Jack's dice go back to the bag
	fxJackScore                  // Spider Jack scores die A (his slot Seat) and his Court for B; C = 1 the seat chose it
	fxJackBuys                   // Spider Jack buys Ghost A (-1 none) at position B; Arch Monster card C (-1 none) is discarded
	fxJackUnscored               // his un-scored die A: rule B of the difficulty
	fxJackSummon                 // Spider Jack gains A that the seat's Summon missed
	fxSoloDiscard                // the end of a Spook phase discards A Ghosts and B Arch Monster cards
)

// effect is one thing an action caused, rendered for the log by line.
type effect struct {
	Kind    fxKind
	Seat    int8
	A, B, C int16
}

func (e effect) line() engine.Line {
	p := engine.SeatRef(e.Seat)
	switch e.Kind {
	case fxTook:
		return engine.Say("%s took %s.", p, Die(e.A).Words())
	case fxNewGrunt:
		return engine.Say("A new %s Grunt joins %s start.", ColourName(int(e.A)), engine.SeatsOf(e.Seat))
	case fxRow:
		return engine.Say("%s puts a Minion on row %d and scores its ranks: %d Spook Juice.", p, e.A+1, e.B)
	case fxGruntMoves:
		if e.C > e.B+1 {
			return engine.Say("%s %s Grunt moves %s to area %d, skipping the occupied spaces.", engine.SeatsOf(e.Seat), ColourName(int(e.A)), areaWords(int(e.B), "from its starting spot", "from area %d"), e.C)
		}
		return engine.Say("%s %s Grunt moves to area %d.", engine.SeatsOf(e.Seat), ColourName(int(e.A)), e.C)
	case fxSummon:
		return engine.Say("%s summons Spider Jack on row %d: %d Spook Juice.", p, e.A+1, e.B)
	case fxLap:
		return engine.Say("%s %s Grunt reaches area 12: 12 Spook Juice, and back to the start.", engine.SeatsOf(e.Seat), ColourName(int(e.A)))
	case fxRound:
		return engine.Say("Round %d begins; %s has the first player token.", e.A, p)
	case fxJackPick, fxJackBack, fxJackScore, fxJackBuys, fxJackUnscored, fxJackSummon, fxSoloDiscard:
		return e.jackLine()
	case fxMalice:
		if e.C > 0 {
			return engine.Say("%s uses %s for Malice: %d gained, %d lost above 8.", p, Die(e.A).Words(), e.B, e.C)
		}
		return engine.Say("%s uses %s for Malice: %d gained.", p, Die(e.A).Words(), e.B)
	}
	return engine.Plain("Final scoring.")
}

// RevealsSecret reports whether applying a shows something hidden: a
// Prophecy card dealt, the draft picks of a simultaneous step, or every
// Prophecy card at final scoring.
func (s *State) RevealsSecret(a engine.Action) bool {
	m := Decode(a)
	if m.Kind == KindProphecy {
		return true
	}
	if m.Kind == KindTake && s.simul {
		return int(s.done) == s.n-1 // the last pick of the step shows them all
	}
	c := s.clone()
	if c.Apply(a) != nil {
		return false
	}
	return c.phase == PhaseOver
}
