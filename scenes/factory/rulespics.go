package factory

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	fe "monstermixer/engine/factory"
	"monstermixer/scenes/ui"
)

// tileGroups name the kinds of tile by how they connect, as the rules
// text does.
var tileGroups = [...]string{"End pieces", "Straight pieces", "Corner pieces", "Three-way pieces", "Four-way pieces"}

// tileGroup is the index in tileGroups of a tile with these edges.
func tileGroup(e [4]fe.Edge) int {
	n := 0
	for _, x := range e {
		if x != fe.Blank {
			n++
		}
	}
	switch {
	case n == 1:
		return 0
	case n == 2 && (e[fe.North] != fe.Blank) == (e[fe.South] != fe.Blank):
		return 1
	case n == 2:
		return 2
	}
	return n // three-way 3, four-way 4
}

// RulesPictures implements ui.RulesIllustrator: every design of tile in
// the box as the table draws it, grouped by how it connects, each with
// how many the box holds and its eyes.
func (t *Table) RulesPictures() []ui.RulesPicture {
	type design struct {
		l      look
		copies int
	}
	var groups [len(tileGroups)][]design
	for id := range fe.NumTiles {
		l := lookOf(id, 0)
		g := &groups[tileGroup(l.edges)]
		if n := len(*g); n > 0 && (*g)[n-1].l == l {
			(*g)[n-1].copies++ // the box's copies of a design follow each other
			continue
		}
		*g = append(*g, design{l: l, copies: 1})
	}
	var pics []ui.RulesPicture
	for gi, g := range groups {
		for i, d := range g {
			caption := strconv.Itoa(d.copies) + " in the box"
			switch d.l.eyes {
			case 0:
			case 1:
				caption += ", 1 eye"
			default:
				caption += ", " + strconv.Itoa(int(d.l.eyes)) + " eyes"
			}
			p := ui.RulesPicture{Caption: caption, Draw: func(dst *ebiten.Image, r ui.Rect) {
				blitTile(dst, t.tiles.get(d.l, int(r.W), false), r, 1, 1)
			}}
			if i == 0 {
				p.Heading = tileGroups[gi]
			}
			pics = append(pics, p)
		}
	}
	return pics
}
