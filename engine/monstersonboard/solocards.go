package monstersonboard

import (
	"slices"
	"strconv"

	"monstermixer/engine"
)

// This file holds the designed content of the solo modes as data: the 30
// Spider Jack solo cards, the Prophecy cards' most points (for the
// Prophecy difficulty rule) and the difficulty options. RULES.md explains
// each choice.

// White is the symbol colour that means "any colour".
const White = NumColours

// The rank preferences of a selection symbol.
const (
	Low  = false
	High = true
)

// Symbol is a selection symbol of a solo card: a colour (0-5, or White for
// no colour preference) and whether the highest or the lowest rank is
// preferred.
type Symbol struct {
	Colour int
	High   bool
}

// SoloCard is a Spider Jack solo card: the three selection symbols, left to
// right, and the two die colours that put it in a Spider Jack deck.
type SoloCard struct {
	Symbols [3]Symbol
	Colours [2]int
}

// NumSoloCards is the number of Spider Jack solo cards.
const NumSoloCards = 30

// SoloCards are the 30 Spider Jack solo cards S01-S30: one pair of cards
// for each of the 15 pairs of colours, so every colour shows on exactly 10
// cards. Each card prefers its two colours and has one white symbol; the
// pairs alternate highest and lowest.
var SoloCards = [NumSoloCards]SoloCard{
	{Symbols: [3]Symbol{{0, High}, {White, Low}, {1, High}}, Colours: [2]int{0, 1}}, // S01
	{Symbols: [3]Symbol{{White, High}, {1, Low}, {0, High}}, Colours: [2]int{0, 1}}, // S02
	{Symbols: [3]Symbol{{0, Low}, {White, High}, {2, Low}}, Colours: [2]int{0, 2}},  // S03
	{Symbols: [3]Symbol{{White, Low}, {2, High}, {0, Low}}, Colours: [2]int{0, 2}},  // S04
	{Symbols: [3]Symbol{{0, High}, {White, Low}, {3, High}}, Colours: [2]int{0, 3}}, // S05
	{Symbols: [3]Symbol{{White, High}, {3, Low}, {0, High}}, Colours: [2]int{0, 3}}, // S06
	{Symbols: [3]Symbol{{0, Low}, {White, High}, {4, Low}}, Colours: [2]int{0, 4}},  // S07
	{Symbols: [3]Symbol{{White, Low}, {4, High}, {0, Low}}, Colours: [2]int{0, 4}},  // S08
	{Symbols: [3]Symbol{{0, High}, {White, Low}, {5, High}}, Colours: [2]int{0, 5}}, // S09
	{Symbols: [3]Symbol{{White, High}, {5, Low}, {0, High}}, Colours: [2]int{0, 5}}, // S10
	{Symbols: [3]Symbol{{1, Low}, {White, High}, {2, Low}}, Colours: [2]int{1, 2}},  // S11
	{Symbols: [3]Symbol{{White, Low}, {2, High}, {1, Low}}, Colours: [2]int{1, 2}},  // S12
	{Symbols: [3]Symbol{{1, High}, {White, Low}, {3, High}}, Colours: [2]int{1, 3}}, // S13
	{Symbols: [3]Symbol{{White, High}, {3, Low}, {1, High}}, Colours: [2]int{1, 3}}, // S14
	{Symbols: [3]Symbol{{1, Low}, {White, High}, {4, Low}}, Colours: [2]int{1, 4}},  // S15
	{Symbols: [3]Symbol{{White, Low}, {4, High}, {1, Low}}, Colours: [2]int{1, 4}},  // S16
	{Symbols: [3]Symbol{{1, High}, {White, Low}, {5, High}}, Colours: [2]int{1, 5}}, // S17
	{Symbols: [3]Symbol{{White, High}, {5, Low}, {1, High}}, Colours: [2]int{1, 5}}, // S18
	{Symbols: [3]Symbol{{2, Low}, {White, High}, {3, Low}}, Colours: [2]int{2, 3}},  // S19
	{Symbols: [3]Symbol{{White, Low}, {3, High}, {2, Low}}, Colours: [2]int{2, 3}},  // S20
	{Symbols: [3]Symbol{{2, High}, {White, Low}, {4, High}}, Colours: [2]int{2, 4}}, // S21
	{Symbols: [3]Symbol{{White, High}, {4, Low}, {2, High}}, Colours: [2]int{2, 4}}, // S22
	{Symbols: [3]Symbol{{2, Low}, {White, High}, {5, Low}}, Colours: [2]int{2, 5}},  // S23
	{Symbols: [3]Symbol{{White, Low}, {5, High}, {2, Low}}, Colours: [2]int{2, 5}},  // S24
	{Symbols: [3]Symbol{{3, High}, {White, Low}, {4, High}}, Colours: [2]int{3, 4}}, // S25
	{Symbols: [3]Symbol{{White, High}, {4, Low}, {3, High}}, Colours: [2]int{3, 4}}, // S26
	{Symbols: [3]Symbol{{3, Low}, {White, High}, {5, Low}}, Colours: [2]int{3, 5}},  // S27
	{Symbols: [3]Symbol{{White, Low}, {5, High}, {3, Low}}, Colours: [2]int{3, 5}},  // S28
	{Symbols: [3]Symbol{{4, High}, {White, Low}, {5, High}}, Colours: [2]int{4, 5}}, // S29
	{Symbols: [3]Symbol{{White, High}, {5, Low}, {4, High}}, Colours: [2]int{4, 5}}, // S30
}

// Shows reports whether the card shows die colour col (so it is in the
// Spider Jack deck of that colour).
func (c SoloCard) Shows(col int) bool { return c.Colours[0] == col || c.Colours[1] == col }

// SymbolText says a symbol for a person: "blue, highest", "white, lowest".
func SymbolText(y Symbol) string {
	col := "white"
	if y.Colour != White {
		col = ColourName(y.Colour)
	}
	if y.High {
		return col + ", highest"
	}
	return col + ", lowest"
}

// prophecyMost is the most each Prophecy card can score (the table in
// RULES.md), for the Prophecy difficulty rule.
var prophecyMost = [NumProphecies]int{44, 45, 50, 50, 45, 48, 45, 40, 48, 45, 45, 48}

// Option keys and values of the solo modes.
const (
	OptSolo     = "solo"
	SoloScare   = "beat your own scare"
	SoloJack    = "versus Spider Jack"
	OptCourt    = "court"
	OptSummon   = "summoning"
	OptUnscored = "unscored"
	OptProphecy = "prophecy"
)

// courtChoices are the values of the Court option, each with its
// difficulty; courtMonsters and courtGhosts say what each adds.
var (
	courtChoices  = []string{"nothing (+0)", "1 more Monster (+1)", "2 more Monsters (+2)", "2 random Ghosts (+2)", "4 random Ghosts (+3)"}
	courtPlus     = []int{0, 1, 2, 2, 3}
	courtMonsters = []int{0, 1, 2, 0, 0}
	courtGhosts   = []int{0, 0, 0, 2, 4}
	onOff         = []string{"off (+0)", "on (+1)"}
	unscoredRules = []string{"back to the bag (+0)", "into his Court (+1)", "scored, then into his Court (+2)"}
)

// soloOptions are the options of the solo modes: the mode, and the
// difficulty pluses of the mode versus Spider Jack.
func soloOptions() []engine.Option {
	vs := map[string]string{OptSolo: SoloJack}
	return []engine.Option{
		{Key: OptSolo, Name: "Solo mode", Description: "Beat your own scare (score as much as you can; your best scores are kept), or play versus Spider Jack.",
			Default: SoloJack, Choices: []string{SoloJack, SoloScare}, MaxPlayers: 1},
		{Key: OptCourt, Name: "Spider Jack's Court", Description: "What starts in his Court besides his Grunt (difficulty in brackets; the total: Easy 0-2, Normal 3-4, Difficult 5-6, Monstrous 7).",
			Default: courtChoices[0], Choices: courtChoices, MaxPlayers: 1, Requires: vs},
		{Key: OptSummon, Name: "Summoning Spider Jack", Description: "He gains the Spook Juice your Summons miss because your Spider Jack die is too low.",
			Default: onOff[0], Choices: onOff, MaxPlayers: 1, Requires: vs},
		{Key: OptUnscored, Name: "His un-scored die", Description: "What happens to the die he does not score, after his purchase.",
			Default: unscoredRules[0], Choices: unscoredRules, MaxPlayers: 1, Requires: vs},
		{Key: OptProphecy, Name: "Prophecy rule", Description: "He gains the Spook Juice your Prophecy card could have scored but did not.",
			Default: onOff[0], Choices: onOff, MaxPlayers: 1, Requires: vs},
	}
}

// Difficulty is the difficulty total (0-7) of a setup versus Spider Jack,
// the sum of the chosen options' pluses; 0 for any other setup.
func Difficulty(setup engine.Setup) int {
	if setup.Players != 1 || setup.Option(OptSolo, SoloJack) != SoloJack {
		return 0
	}
	d := readDifficulty(setup)
	return d.total()
}

// DifficultyName is the rulebook's name of a difficulty total: Easy (0-2),
// Normal (3-4), Difficult (5-6), Monstrous (7).
func DifficultyName(total int) string {
	switch {
	case total <= 2:
		return "Easy"
	case total <= 4:
		return "Normal"
	case total <= 6:
		return "Difficult"
	}
	return "Monstrous"
}

// difficulty holds the chosen pluses of the mode versus Spider Jack.
type difficulty struct {
	Court    int8 // index in courtChoices
	Summon   bool
	Unscored int8 // index in unscoredRules
	Prophecy bool
}

func readDifficulty(setup engine.Setup) difficulty {
	return difficulty{
		Court:    int8(slices.Index(courtChoices, setup.Option(OptCourt, courtChoices[0]))),
		Summon:   setup.Option(OptSummon, onOff[0]) == onOff[1],
		Unscored: int8(slices.Index(unscoredRules, setup.Option(OptUnscored, unscoredRules[0]))),
		Prophecy: setup.Option(OptProphecy, onOff[0]) == onOff[1],
	}
}

func (d difficulty) total() int {
	t := courtPlus[d.Court] + int(d.Unscored)
	if d.Summon {
		t++
	}
	if d.Prophecy {
		t++
	}
	return t
}

// HighScoreMode names the list of best scores a solo setup plays for (the
// app keeps them, see engine/highscores): beat your own scare, or versus
// Spider Jack at its difficulty; games of several seats keep none.
func (game) HighScoreMode(setup engine.Setup) (string, bool) {
	if setup.Players != 1 {
		return "", false
	}
	if setup.Option(OptSolo, SoloJack) == SoloScare {
		return "Beat your own scare", true
	}
	d := Difficulty(setup)
	return "Versus Spider Jack, " + DifficultyName(d) + " +" + strconv.Itoa(d), true
}
