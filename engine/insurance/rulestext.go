package insurance

import (
	"fmt"
	"strings"
)

// Rules returns the player-facing rules, including the designed content:
// each card's move and the Wild's dice, in sentences (the table draws the
// cards' pictures; the record notation is in RULES.md).
func (s *State) Rules() string { return RulesText() }

// RulesText is the player-facing rules text ("## " starts a section).
func RulesText() string {
	var b strings.Builder
	b.WriteString(rulesIntro)
	b.WriteString("\n## The cards\n\n")
	b.WriteString("Every player holds the same nine cards. The number is the bid; the circles are how many tokens you place. Each card's picture shows the monster's two squares, the squares it steps on (dashed), the squares it attacks (explosions) and where its feet end, facing the arrows' way. In the game, hover a card in your hand (or press and hold it) to see its path on the board.\n")
	for c := Charge; c <= Wild; c++ {
		fmt.Fprintf(&b, "\n%s (%d tokens): %s\n", c.Label(), c.Tokens(), cardText[c])
	}
	b.WriteString("\n## The Wild's dice\n\n")
	b.WriteString("Whoever plays the Wild rolls the light die, then the dark die.\n\nThe light die picks the move: ")
	for v := 1; v <= 6; v++ {
		sep := ", "
		switch v {
		case 5:
			sep = " or "
		case 6:
			sep = ".\n"
		}
		fmt.Fprintf(&b, "%d %s%s", v, lightDie[v], sep)
	}
	b.WriteString("\nThe dark die picks the direction of Fire, Punch and Turn: 1 to 3 left, 4 to 6 right. It is ignored for the other moves.\n")
	b.WriteString("\nAbout-face (Wild only): the monster turns 180 degrees on the spot; its two squares are stepped on.\n")
	b.WriteString(rulesPlay)
	b.WriteString(rulesBoard)
	return b.String()
}

var cardText = [...]string{
	Charge: "the big move: the monster charges 5 squares forward, stepping on the 2 squares it stands on and the 10 it moves through (12).",
	Stomp:  "the monster moves 3 squares forward, stepping on 8 squares (the 2 it stands on and the 6 it moves through).",
	FireL:  "the monster breathes fire to its front left: 6 explosions (3 wide, 2 deep, just left of its left foot). It does not move.",
	FireR:  "the same to its front right.",
	PunchL: "the monster punches to its left: it attacks the square beside its left foot and the two squares ahead of that square and of its left foot (3). It does not move.",
	PunchR: "the same to its right.",
	TurnL:  "the monster turns 90 degrees to its left, stepping on 4 squares: the 2 it stands on and the 2 ahead of them. It ends on the left column of those 4 squares, facing left.",
	TurnR:  "the same to its right: it ends on the right column, facing right.",
	Wild:   "roll the dice below: the light die picks the move, the dark die its direction.",
}

const rulesIntro = `## Monster Insurance

3 to 6 players insure a city just before a giant monster walks through it. You score for the insured things that get damaged (factories, cars, people) and for houses that survive; houses that get damaged cost you.

## Set up

The city is a rectangle of 4 tiles per player (an option allows 5 or 6), as square as it can be, dealt at random: each tile is drawn so that its roads meet the tiles already laid to its west and north when an undrawn tile can; otherwise any undrawn tile is laid. With 4 tiles each, 3 players have a city 4 tiles wide and 3 high (16 by 12 squares), 4 players 4 by 4, 5 players 5 by 4 and 6 players 6 by 4.

Squares are named by column letter (a at the west) and row number (1 at the north), as printed around the board: c4.

Each player has the 9 cards and 22 tokens: 8 factories, 5 cars, 5 people, 4 houses.

The first player (the first seat at the table) places the monster beside the board, in line with two squares of an edge, facing the board.
`

const rulesPlay = `
## A round

1. Starting with the first player and going clockwise, each player picks a card face down, then places exactly that many tokens, one at a time. You place fewer only when none of your remaining tokens has a legal space left; then your placing ends.
2. The first player reveals the cards. In play order each card is turned up and moves the monster from where the last one left it.
3. The first-player marker goes to whoever played the highest unique bid. If no bid is unique, it passes anti-clockwise (to the previous seat).

Played cards stay face up. The game lasts 9 rounds.

## Placing tokens

- Only on an empty space. The two squares where the monster stands at the start of the round are never empty.
- Houses and factories only on building spaces. The first house or factory on a building claims the whole building: no other house or factory may go on any of its spaces.
- No house on a building that touches the edge of the board.
- People on any building space, claimed or not.
- Cars on road spaces only.

## Moving the monster

- The monster's two feet stand side by side, across the way it faces.
- The first card revealed while the monster is beside the board first steps it onto the two edge squares in front of it (they are stepped on); then the card's move happens from there.
- A card that moves the monster (Charge, Stomp, Turn, About-face) also steps on the two squares it stands on when the card starts.
- Edge of the board: whenever, after a step or a turn, the monster faces the edge (nothing of the board ahead of its feet), it at once turns 180 degrees on the spot and finishes the move the other way. This also happens at the end of a move.
- Attacked squares off the board are simply missed.

## Damage

- A building stepped on or attacked (any of its spaces) flips the token that claims it, even if that token's own space was not hit. The building stays claimed; people may still be added.
- A car or person stepped on or attacked is flipped and goes back to its owner to be scored; its space is free again.
- A building that nobody claimed is not harmed in a way that matters: it can still be claimed later.
- Undamaged tokens stay on the board to the end.

## The last round

In round 9 each player holds one card. They may take back the played cards that place the same number of tokens as that card (with "5 - Punch [L]" left, cards 6, 7, 8 and 9 come back), then play one card as usual. Here you simply choose from your last card and those cards.

## Scoring

- Damaged factory, car or person: +1
- Undamaged house: +1
- Damaged house: -1
- Each token never placed: -1 (so everyone starts the game at -22 and climbs as they place)
- Undamaged factory, car or person: 0

Ties: the most destroyed buildings (your damaged houses and factories) wins; then the highest last card played; if still tied, the players share the rank.
`

const rulesBoard = `
## The tiles

48 tiles of 4 by 4 squares: roads and buildings (the squares of one building share a roof). Roads leave a tile only at one place on each side, so neighbouring tiles' roads meet; tiles are never turned. The mix: 6 crossroads, 16 T-junctions (4 of each), 10 straight roads (5 each way), 12 corners (3 of each) and 4 dead ends.
`
