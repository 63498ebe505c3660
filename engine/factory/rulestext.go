package factory

import (
	"fmt"
	"slices"
	"strings"

	"monstermixer/engine"
)

// Rules returns the player-facing rules text, with the tile mix of the box
// in words.
func Rules() string {
	var b strings.Builder
	b.WriteString(rulesText)
	b.WriteString("\n## The tiles\n\n")
	b.WriteString("The box holds 88 tiles. Each side of a tile is a thin bit (green), a thick bit (purple) or blank (white). ")
	b.WriteString("A tile may be turned any way when it is placed. The box holds:\n\n")
	type row struct {
		kind   string
		copies int
		eyes   [4]int
	}
	var rows []row
	for _, k := range tileMix {
		d := describeKind(k.edges)
		i := slices.IndexFunc(rows, func(r row) bool { return r.kind == d })
		if i < 0 {
			rows = append(rows, row{kind: d})
			i = len(rows) - 1
		}
		rows[i].copies += k.copies
		rows[i].eyes[k.eyes] += k.copies
	}
	eyeWords := [4]string{"", "one eye", "two eyes", "three eyes"}
	for _, r := range rows {
		b.WriteString(engine.Count(r.copies, r.kind, r.kind+"s"))
		var with []string
		for e := 1; e <= 3; e++ {
			if n := r.eyes[e]; n > 0 {
				with = append(with, fmt.Sprintf("%d with %s", n, eyeWords[e]))
			}
		}
		if len(with) > 0 {
			fmt.Fprintf(&b, " (%s)", strings.Join(with, ", "))
		}
		b.WriteString("\n")
	}
	eyes, many := 0, 0
	for _, t := range tiles {
		if t.Eye {
			eyes++
		}
		if t.Eyes > 1 {
			many++
		}
	}
	fmt.Fprintf(&b, "\n%d of the 88 tiles show an eye; %d of them show more than one, and still score 1 point each.\n", eyes, many)
	return b.String()
}

// Rules returns the player-facing rules text (engine.RulesBook).
func (s *State) Rules() string { return Rules() }

// describeKind names a tile design in words, e.g. "thin end piece".
func describeKind(edges string) string {
	var thin, thick int
	for _, c := range edges {
		switch c {
		case 't':
			thin++
		case 'T':
			thick++
		}
	}
	mix := func() string {
		switch {
		case thick == 0:
			return "thin"
		case thin == 0:
			return "thick"
		}
		return "thin and thick"
	}
	switch thin + thick {
	case 1:
		return mix() + " end piece"
	case 2:
		if edges[2] != '.' {
			return mix() + " straight piece"
		}
		return mix() + " corner piece"
	case 3:
		return mix() + " three-way piece"
	}
	return mix() + " four-way piece"
}

const rulesText = `## Goal

Draw tiles and add them to monsters: your own or other players'. Build a big monster, but not so big that it goes unfinished. 2 to 6 players.

## Setup

Each player picks a tile from the face-up supply to start with: that is the player's monster in progress, the first monster. Tiles that connect on 3 or 4 sides are good choices. Who picks first is drawn at random, and the others follow clockwise, so every player is as likely as any other to have the first choice. The first player still moves first. The other tiles are shuffled face down into the pile.

## Your turn

Players take turns clockwise. On your turn draw one face-down tile and add it to anyone's monster in progress: your own or another player's. You may turn it any way.

The spots where your tile can go light up: bright green where it fits as it is turned now, faint green where it fits if you turn it. Turn the tile with R, the wheel or a right-click.

If the tile fits on some monster you may add to, you must place it: you may not discard a playable tile. If it fits nowhere, it is discarded out of the game (the game checks this for you) and you draw a replacement. This includes a tile that fits only on other players' first monsters once your own first monster is complete (see below): you must discard it.

Once you have placed a tile your turn ends.

## Placing a tile

Each side of a tile is thin (green), thick (purple) or blank (white).

Every side that touches another tile must match it: thin to thin, thick to thick, blank to blank. Thin next to thick, thin next to blank and thick next to blank are not allowed.

Blank may touch blank, but the tile must also connect to the monster on at least one thin or thick side.

## Completing monsters and minions

A monster with no thin or thick side left open (facing an empty space) is complete. Its owner at once draws a tile to start a new monster, called a minion, even when it is not their turn. This does not count as a turn: play goes on from the player who placed. Completing a minion starts another one. Nobody has more than one monster in progress at a time.

Once you have completed your first monster you may no longer add tiles to other players' first monsters. You may still add to their minions, and always to your own monster in progress.

## End of the game

The game ends as soon as every player's first monster is complete, or when no face-down tiles are left.

## Scoring

A completed first monster scores 1 point per tile. A completed minion scores 1 point per tile showing an eye (one point per tile, not per eye: a tile with two or three eyes still scores 1). A monster or minion that is not complete scores nothing: any open thin or thick side makes it worth 0.

Example: Anna has a completed first monster of 12 tiles (12 points) and an incomplete minion with two eye tiles (0 points): 12 points. Natalie has a completed first monster of 9 tiles (9), a completed minion without eyes (0) and a completed minion with 5 eye tiles (5): 14 points.

The highest score wins. Tied leaders share the victory.
`
