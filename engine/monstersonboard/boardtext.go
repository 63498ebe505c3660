package monstersonboard

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"monstermixer/engine"
)

// phaseWords say what each phase is, for the board text.
var phaseWords = [NumPhases]string{
	PhaseSetup:     "the setup",
	PhaseArrival:   "the dice roll into the Fearnobiles",
	PhaseDraft:     "the draft",
	PhaseMove:      "Grunt Movement",
	PhaseSwamp:     "Swamp-Jack",
	PhaseSpook:     "the Spook phase",
	PhaseFinal:     "the last chance to flip Arch Monster cards",
	PhaseFamPick:   "taking and placing dice",
	PhaseFamRow:    "Minions onto rows",
	PhaseOver:      "the game is over",
	PhaseJackScore: "Spider Jack scores",
}

// BoardText implements engine.BoardTexter: the round, the bag, the
// Fearnobiles and the markets, Spider Jack in a solo game, then each
// player's board: Spook Juice, Malice, the Prophecy card (face down until
// final scoring; the caller prints the Observer view, where a pick of the
// simultaneous draft still shows in its Fearnobile), the Order of Spider
// Jack row by row, the Driveway, Grunts, Minions, Ghosts and Arch Monster
// cards. Dice read as in the notation (blue-4); -- is an empty spot.
func (s *State) BoardText() []engine.Line {
	lines := []engine.Line{
		engine.Say("Round %d of %d, first player %s: %s.", max(int(s.round), 1), NumRounds, engine.SeatRef(int(s.first)), phaseWords[s.phase]),
	}
	var bag []string
	for c, n := range s.Bag() {
		bag = append(bag, ColourName(c)+" "+strconv.Itoa(n))
	}
	lines = append(lines, engine.Plain("Dice in the bag: "+strings.Join(bag, ", ")+"."))
	for q := range s.numCars() {
		owner := engine.Plain(JackName + "'s")
		if s.solo == SoloNone || q == 0 {
			owner = engine.Say("%s", engine.SeatsOf(q))
		}
		l := append(owner, engine.Plain(" Fearnobile: "+diceText(s.cars[q][:]))...)
		lines = append(lines, l)
	}
	if !s.family {
		lines = append(lines,
			engine.Plain("Ghost market (Malice "+costs(GhostCost)+"): "+marketText(s.GhostMarket(), GhostText)+"."),
			engine.Plain("Arch Monster market (Malice "+costs(ArchCost)+"): "+marketText(s.ArchMarket(), ArchText)+"."))
	}
	if s.solo != SoloNone {
		lines = append(lines, s.jackText()...)
	}
	for p := range s.n {
		lines = append(lines, engine.Plain(""))
		lines = append(lines, s.boardLines(p)...)
	}
	return lines
}

// boardLines are seat p's board as text.
func (s *State) boardLines(p int) []engine.Line {
	b := &s.boards[p]
	card := "no Prophecy card yet"
	switch {
	case b.Prophecy == hiddenCard:
		card = "a Prophecy card face down"
	case b.Prophecy >= 0:
		card = fmt.Sprintf("Prophecy card %02d", b.Prophecy+1)
	}
	lines := []engine.Line{engine.Say("%s: %s, %s, %s.", engine.SeatRef(p), engine.Count(int(b.Juice), "Spook Juice", "Spook Juice"), strconv.Itoa(int(b.Malice))+" Malice", card)}
	for r := range NumRows {
		row := fmt.Sprintf("  Order row %d (Spider Jack die %d, Summoning tracker %d of %d): %s", r+1, b.Jack[r], b.Track[r], TrackLen, diceText(b.Order[r][:]))
		if s.family {
			row += fmt.Sprintf("; %s on its Minion spaces", engine.Count(int(b.Minion3[r]), "Minion", "Minions"))
		}
		lines = append(lines, engine.Plain(row))
	}
	drive := diceText(b.Drive[:])
	lines = append(lines, engine.Plain("  Driveway: "+drive))
	var grunts []string
	for i := range int(b.NGrunts) {
		g := b.Grunts[i]
		grunts = append(grunts, ColourName(int(g.Colour))+" "+areaWords(int(g.Area), "at the start", "in area %d"))
	}
	lines = append(lines, engine.Plain("  Grunts: "+orNone(grunts)))
	if !s.family {
		var minions, ghosts []string
		for _, m := range b.Minions {
			if m >= 0 {
				minions = append(minions, spaceWords(int(m)))
			}
		}
		for sp, id := range b.Ghosts {
			if id > 0 {
				ghosts = append(ghosts, GhostText(int(id)-1)+" on "+spaceWords(sp))
			}
		}
		for i, id := range b.GainUsed {
			if id > 0 {
				ghosts = append(ghosts, fmt.Sprintf("%s on Gain Grunt space %d", GhostText(int(id)-1), i+1))
			}
		}
		var cards []string
		for _, id := range b.CardIDs() {
			cards = append(cards, ArchText(id))
		}
		lines = append(lines, engine.Plain(fmt.Sprintf("  Minions: %d at the start; %s", NumMinions-len(minions), orNone(minions))),
			engine.Plain("  Ghosts: "+orNone(ghosts)),
			engine.Plain("  Arch Monster cards: "+orNone(cards)))
	}
	return lines
}

// jackText is Spider Jack's part of a solo game.
func (s *State) jackText() []engine.Line {
	j := &s.jack
	card := "no solo card face up"
	if j.Card >= 0 {
		card = fmt.Sprintf("solo card %d face up", j.Card+1)
	}
	lines := []engine.Line{engine.Plain(fmt.Sprintf("%s: %s, %d left in his deck; his dice this round: %s.", JackName, card, s.JackDeckLeft(), diceText(j.Dice[:])))}
	if s.solo != SoloMode2 {
		return lines
	}
	var court []string
	for c := range NumColours {
		if n := j.CourtDice[c] + j.Grunts[c]; n > 0 {
			court = append(court, fmt.Sprintf("%s: %s, %s", ColourName(c), engine.Count(int(j.CourtDice[c]), "die", "dice"), engine.Count(int(j.Grunts[c]), "Grunt", "Grunts")))
		}
	}
	return append(lines, engine.Plain(fmt.Sprintf("%s: %s; his Court: %s; %s.", JackName, engine.Count(int(j.Juice), "Spook Juice", "Spook Juice"),
		orNone(court), engine.Count(bits.OnesCount64(j.Ghosts), "Ghost", "Ghosts"))))
}

// diceText lists dice in notation, -- for an empty spot.
func diceText(dice []Die) string {
	out := make([]string, len(dice))
	for i, d := range dice {
		out[i] = "--"
		if !d.Empty() {
			out[i] = d.String()
		}
	}
	return strings.Join(out, " ")
}

// marketText lists a market's pieces left to right (ids, -1 empty).
func marketText(ids [MarketSize]int, text func(int) string) string {
	out := make([]string, MarketSize)
	for i, id := range ids {
		out[i] = "(empty)"
		if id >= 0 {
			out[i] = text(id)
		}
	}
	return strings.Join(out, "; ")
}

func costs(c [MarketSize]int) string {
	out := make([]string, MarketSize)
	for i, v := range c {
		out[i] = strconv.Itoa(v)
	}
	return strings.Join(out, ", ")
}

func orNone(items []string) string {
	if len(items) == 0 {
		return "none"
	}
	return strings.Join(items, "; ")
}
