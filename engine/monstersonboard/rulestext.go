package monstersonboard

import (
	"fmt"
	"strings"

	"monstermixer/engine"
)

// Rules is the player-facing rules text with every designed piece of
// content ("## " starts a section).
func (s *State) Rules() string { return RulesText() }

// RulesText is the rules text of Monsters on Board.
func RulesText() string {
	var b strings.Builder
	b.WriteString(rulesPlay)
	b.WriteString("\n## The town path\n\n")
	b.WriteString("Each player board has a town path of 12 areas with one Grunt space of each colour in every area. Odd areas 1 to 11 are public areas: each space shows one action. Even areas 2 to 10 are neighbourhoods (no actions). Area 12 is the final area: it holds any number of Grunts, which never move again. Grunts start on the starting spots before area 1; the 3 Gain Grunt spaces are there too. Minions start on their own starting spots beside the path.\n\n")
	for a := 1; a < FinalArea; a += 2 {
		fmt.Fprintf(&b, "Area %d:", a)
		for c := 0; c < NumColours; c++ {
			sep := ","
			if c == 0 {
				sep = ""
			}
			fmt.Fprintf(&b, "%s %s %s", sep, ColourName(c), IconText(PathIcon(a, c)))
		}
		b.WriteString("\n")
	}
	b.WriteString("\n## The Order of Spider Jack\n\n")
	b.WriteString("3 rows of 6 spaces for Lord dice, a Spider Jack die before each row (starting at 1, at most 6), and a Summoning track under each row; its tracker starts on the first space. Moving onto a space does what it shows; Summon Spider Jack scores the row above it.\n\n")
	for r := 0; r < NumRows; r++ {
		fmt.Fprintf(&b, "Row %d track:", r+1)
		for i := 1; i <= TrackLen; i++ {
			sep := ","
			if i == 1 {
				sep = ""
			}
			fmt.Fprintf(&b, "%s %s", sep, IconText(TrackIcon(r, i)))
		}
		b.WriteString("\n")
	}
	b.WriteString("\n## Malice\n\nThe Malice track goes from 0 to 8; Malice gained above 8 is lost. The fourth die of the Swamp-Jack phase gains Malice by its rank:")
	for r := 1; r <= 6; r++ {
		sep := ","
		if r == 1 {
			sep = ""
		}
		fmt.Fprintf(&b, "%s rank %d: %d", sep, r, MaliceFor(r))
	}
	b.WriteString(".\n\n## Lord dice\n\n13 dice of each of the 6 colours. Each face shows a rank and action icons; lower ranks carry more actions, higher ranks score more.\n\n")
	for c := 0; c < NumColours; c++ {
		fmt.Fprintf(&b, "%s:\n", engine.Capital(ColourName(c)))
		for r := 1; r <= 6; r++ {
			fmt.Fprintf(&b, "  %d: %s\n", r, iconList(Face(c, r)))
		}
	}
	b.WriteString("\n## Markets\n\n")
	fmt.Fprintf(&b, "Ghost market, Malice cost of each spot from left to right: %s.\n", costList(GhostCost))
	fmt.Fprintf(&b, "Arch Monster market, Malice cost of each spot from left to right: %s.\n", costList(ArchCost))
	b.WriteString("New pieces enter on the left; when one is bought, those to its left slide right.\n")
	b.WriteString("\n## Ghosts\n\n42 Ghost tokens. Each colour has six: ")
	for i, ic := range ghostActions {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(IconText(ic))
	}
	b.WriteString(". Six multicoloured Ghosts go on any colour's space: ")
	for i, ic := range ghostMulti {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(IconText(ic))
	}
	b.WriteString(".\n\n## Arch Monster cards\n\n72 cards. The front scores at the end; the back is one action you may use instead, at the start of your Grunt Movement, of your Swamp-Jack, of your first Spook turn of a round, or before final scoring (the card is then gone).\n\n")
	var fronts []string
	backs := map[string][]string{}
	for id := 0; id < NumArch; id++ {
		f := ArchFront(id)
		if backs[f] == nil {
			fronts = append(fronts, f)
		}
		backs[f] = append(backs[f], IconText(Archs[id].Back))
	}
	for _, f := range fronts {
		if len(backs[f]) == 1 {
			fmt.Fprintf(&b, "- %s. Back: %s.\n", engine.Capital(f), backs[f][0])
		} else {
			fmt.Fprintf(&b, "- %s. %d cards; backs: %s.\n", engine.Capital(f), len(backs[f]), strings.Join(backs[f], ", "))
		}
	}
	b.WriteString("\n## Prophecy cards\n\nEach player has one secret card. It scores at most 50. Each condition scores once; each row or column is used for one condition only. Row conditions may use any row; column conditions use the matching column of your board.\n")
	for i := range Prophecies {
		fmt.Fprintf(&b, "\nCard %02d:\n", i+1)
		for _, l := range Prophecies[i].Lines {
			fmt.Fprintf(&b, "  %s\n", l)
		}
	}
	b.WriteString(rulesSolo)
	b.WriteString("\n## Spider Jack's solo cards\n\n30 cards. Each shows three selection symbols, used left to right for his first, second and third pick, and two die colours: versus Spider Jack his deck is the 10 cards that show his colour.\n\n")
	for id, c := range SoloCards {
		fmt.Fprintf(&b, "Card %d: %s (%s and %s)\n", id+1, soloCardSymbols(id), ColourName(c.Colours[0]), ColourName(c.Colours[1]))
	}
	return b.String()
}

func costList(c [MarketSize]int) string {
	parts := make([]string, len(c))
	for i, v := range c {
		parts[i] = fmt.Sprint(v)
	}
	return strings.Join(parts, ", ")
}

const rulesPlay = `## Goal

Gain the most Spook Juice over 6 rounds, from actions and from final scoring.

## A round

1. Arrival: each Fearnobile is filled with 4 dice drawn from the bag and rolled.
2. Draft: each player takes 1 die from the Fearnobile in front of them onto their Driveway, then the Fearnobiles pass to the left; until each player has 4 dice. With the simultaneous draft, nobody sees the others' picks until everyone has taken a die.
3. Grunt Movement: one player after another, from the first player. Activate your 4 dice one at a time: every Grunt of the die's colour moves to the next space of its colour, skipping spaces with a Minion or a Grunt (Ghosts do not stop them). When several Grunts of the colour move, you choose the order. Then do the actions the Grunts landed on (the space's and the Ghost's), in any order; each may be skipped.
4. Swamp-Jack: place 3 of your dice, one at a time, in the leftmost empty space of any row of your Order of Spider Jack, and do that die's actions in any order (each may be skipped). Your last die gains Malice by the chart and goes back to the bag.
5. Spook: from the first player, each in turn buys one Arch Monster card, buys one Ghost, or passes, until everybody passes one after another. A Ghost goes on an empty space of its colour (multicoloured: any colour) with no Ghost, Minion or Grunt; a Gain Grunt Ghost goes on an empty Gain Grunt space with a new Grunt of its colour from the supply. The first player token then passes to the left.

## Actions

Swap 2 Lords: swap any 2 dice of your Order.
Promote or Demote a Lord: one of your dice +1 or -1, never the die you just placed, never above 6 or below 1 (Spider Jack dice are not Lord dice).
Move Grunt: choose a colour and move each of your Grunts of that colour once, as in Grunt Movement.
Move Minion: move one of your Minions (from anywhere) to an empty space of areas 1 to 11; Grunts skip it; it does not do the space's action.
Gain Spook Juice, Gain Malice: the number shown (Malice above 8 is lost).
Feed Spider Jack: +1 to one of your Spider Jack dice (at most 6).
Call Spider Jack: move one Summoning tracker one space; do what the new space shows. Summon Spider Jack scores the ranks of the row's leftmost dice, as many as its Spider Jack die shows.

## Final scoring

1. Each row keeps as many dice from the left as its Spider Jack die shows; the others go back to the box and score nothing.
2. Each Grunt in your final area scores 3 for each die of its colour (2 blue Grunts and 4 blue dice: 24).
3. Your Prophecy card (at most 50).
4. Your Arch Monster cards that were not flipped.

Ties: the most Grunts in the final area wins, then the most Malice; otherwise the tied players share the place.

## Family mode

No Ghosts and no Arch Monster cards; Minions stay in the supply. Each round, each Fearnobile gets 4 dice. Everyone takes 1 die from the Fearnobile in front of them, places it in the leftmost empty space of any row, and moves that colour's Grunt 1 space for each icon on the die; then the Fearnobiles pass to the right. Entering area 4 you may promote or demote any die; entering area 8 you may swap 2 dice; reaching area 12 scores 12 and the Grunt goes back to its start, going on with any movement left. When each Fearnobile holds 1 die, those dice go back to the bag and everyone puts a Minion on an empty Minion space of a row (2 per row) and scores the ranks of that row. After 6 rounds, Prophecy cards score. On a tie the youngest tied player wins.
`

const rulesSolo = `
## Solo mode 1: beat your own scare

Score as much Spook Juice as you can; the app keeps your best scores. Spider Jack's 30 solo cards are shuffled and he has a Fearnobile of his own. Each round both Fearnobiles get 4 dice and his top card is flipped. After each of your picks he takes a die from his Fearnobile by the card's next symbol; then the Fearnobiles switch, until you have 4 dice (he is given the last die). His dice go back to the bag. At the end of each Spook phase but the last, the rightmost Ghost and the rightmost Arch Monster card are discarded if you bought anything, the 2 rightmost of each if you bought nothing; the markets refill.

## Solo mode 2: versus Spider Jack

A random Lord die gives Spider Jack his colour: his deck is the 10 solo cards showing it, and a Grunt of that colour starts in his Court. Both Fearnobiles face the same way all game, so their front and rear never change.

Drafting: each round his Fearnobile gets 4 dice and his top card is flipped. After each of your picks he takes a die from the Fearnobile in front of him by the card's next symbol: dice of the symbol's colour if there are any (white: any colour), then the highest or lowest rank as the symbol shows, then the one closest to the front; then the Fearnobiles switch. He is given the last die. (A Fearnobile's seats are in one line, so the front always decides and the rulebook's last rule, closest to the rear, is never needed.)

Scoring: he scores 3 of his 4 dice, the highest rank first; on a tie, the die his Court will score more for; a tie left is yours to choose. A scored die gives its rank, goes into his Court, and then every piece of his Court of its colour scores: Lord dice 1, Ghosts 2 (a multicoloured Ghost matches every colour), Monsters 3 (his Grunt and the Court's other Monsters).

Spook: you buy first (or pass); then he takes the Ghost at the position of his un-scored die's rank, counting 1 to 5 from the right (a 6 takes positions 1 and 5), into his Court, the Arch Monster cards at the same positions are discarded, and the markets refill; then you may buy more. His un-scored die goes back to the bag.

Difficulty (the options; the total names the game: Easy 0 to 2, Normal 3 to 4, Difficult 5 to 6, Monstrous 7): his Court starts with 1 more Monster of another colour (+1), 2 more (+2), 2 random Ghosts (+2) or 4 random Ghosts (+3); Summoning (+1): he gains the Spook Juice your Summons miss because a Spider Jack die is too low; his un-scored die goes into his Court (+1), or scores its rank and then goes into his Court (+2); Prophecy (+1): at the end he gains what your Prophecy card could have scored (its most) but did not.

You win only by outscoring him: on a tie Spider Jack wins.
`
