package insurance

import (
	"fmt"
	"strings"
)

// Rules returns the player-facing rules, including the designed content:
// the tiles, each card's pattern and the Wild's die tables.
func (s *State) Rules() string { return RulesText() }

// RulesText is the player-facing rules text ("## " starts a section).
func RulesText() string {
	var b strings.Builder
	b.WriteString(rulesIntro)
	b.WriteString("\n## The cards\n\n")
	b.WriteString("Every player holds the same nine cards. The number is the bid; the tokens are how many you place.\n")
	b.WriteString("In each picture the monster starts on the two '^' squares, facing up. Left: 'o' is stepped on, 'X' is attacked. Right: the arrows show where its feet end and which way it faces.\n")
	for c := Charge; c <= Wild; c++ {
		fmt.Fprintf(&b, "\n%s (%d tokens): %s\n", c.Label(), c.Tokens(), cardText[c])
		if m := c.Move(); m != NoMove {
			b.WriteString(Pattern(m))
		}
	}
	b.WriteString("\n## The Wild's dice\n\n")
	b.WriteString("Whoever plays the Wild rolls the light die, then the dark die.\n\nLight die (the move):\n")
	for v := 1; v <= 6; v++ {
		fmt.Fprintf(&b, "  %d  %s\n", v, lightDie[v])
	}
	b.WriteString("\nDark die (the direction, for Fire, Punch and Turn; ignored otherwise):\n  1-3  left [L]\n  4-6  right [R]\n")
	b.WriteString("\nAbout-face (Wild only): the monster turns 180 degrees on the spot; its two squares are stepped on.\n")
	b.WriteString(aboutFacePattern())
	b.WriteString(rulesPlay)
	b.WriteString("\n## The tiles\n\n")
	b.WriteString("48 tiles of 4x4 squares: '+' road, a letter a building (same letter, same building). Roads leave a tile only through four exits: the second column at the north and south edges, the third row at the west and east edges, so neighbouring tiles' roads meet. Tiles are not rotated.\n\n")
	for row := 0; row < NumTiles; row += 8 {
		for i := row; i < row+8; i++ {
			fmt.Fprintf(&b, "%-6s", fmt.Sprintf("T%d", i+1))
		}
		b.WriteByte('\n')
		for y := 0; y < TileSize; y++ {
			for i := row; i < row+8; i++ {
				b.WriteString(tileData[i][y*(TileSize+1) : y*(TileSize+1)+TileSize])
				b.WriteString("  ")
			}
			b.WriteByte('\n')
		}
		b.WriteByte('\n')
	}
	b.WriteString(rulesBoard)
	return b.String()
}

func aboutFacePattern() string { return Pattern(MoveAboutFace) }

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

The board is a rectangle of 4 tiles per player (an option allows 5 or 6), dealt at random: each tile is drawn so that its roads meet the tiles already laid to its west and north when an undrawn tile can; otherwise any undrawn tile is laid.

  3 players: 4x3 tiles (16x12 squares)   4 players: 4x4   5 players: 5x4   6 players: 6x4
  5 per player: 3p 5x3, 4p 5x4, 5p 5x5, 6p 6x5     6 per player: 3p 6x3, 4p 6x4, 5p 6x5, 6p 6x6

Squares are named by column letter (a at the west) and row number (1 at the north): c4.

Each player has the 9 cards and 22 tokens: 8 factories, 5 cars, 5 people, 4 houses.

The first player (seat 1) places the monster beside the board, in line with two squares of an edge, facing the board.
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
- Each token never placed: -1
- Undamaged factory, car or person: 0

Ties: the most destroyed buildings (your damaged houses and factories) wins; then the highest last card played; if still tied, the players share the rank.

## Notation

  deal 17        tile T17 is dealt at the next position (west to east, then north to south)
  monster c1 s   the monster stands beside the board in line with c1 and the next square (d1),
                 facing south; the square is the one with the smaller letter (north and south
                 edges) or number (east and west edges)
  play 6         pick card 6 face down
  car c4         place a car on c4; likewise factory, person, house
  reveal         turn the cards up and move the monster
  roll 4         a Wild's die: the light die first, then the dark die
`

const rulesBoard = `Tile mix: 6 crossroads, 16 T-junctions (4 of each), 10 straights (5 each way), 12 corners (3 of each) and 4 dead ends.
`
