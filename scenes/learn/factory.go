package learn

func init() {
	Register(&Lesson{
		ID:    "monster-factory",
		Title: "Monster Factory",
		Record: `mixer-record 1
game monster-factory
seed 17
player human You
player easy Blorb
---
order A         # 0 chance: you pick first
start T81       # 1 you: a three-way piece with an eye
start T86       # 2 Blorb
draw T14        # 3
T14 @A 0,-1 r2  # 4 you: a thin end, turned to meet your thin bit
draw T74        # 5
T74 @A 1,0 r2   # 6 Blorb adds to YOUR monster
draw T37        # 7
T37 @A 1,1 r0   # 8 you: a thick end closes a thick bit
draw T69        # 9
T69 @B 0,1 r0   # 10 Blorb
draw T23        # 11
T23 @A 0,1 r0   # 12 you complete your first monster: 5 points
minion T28      # 13 your first minion starts
draw T43        # 14
T43 @B 1,1 r3   # 15 Blorb
draw T04        # 16
discard         # 17 you: it fits only on Blorb's first monster, closed to you now
draw T44        # 18
T44 @A 0,-1 r2  # 19 you complete the minion: 1 point for its tile with an eye
minion T49      # 20 minion 2 starts: a thin straight, open at both ends
draw T31        # 21
T31 @B 1,0 r3   # 22 Blorb closes a thick bit of his first monster
draw T59        # 23
T59 @A 0,-1 r2  # 24 you: a corner with an eye, opening a bit to the west
draw T32        # 25
T32 @B -1,0 r1  # 26 Blorb: one thin bit left open
draw T01        # 27
T01 @A 0,1 r0   # 28 you: an end piece with an eye closes the bottom
draw T45        # 29
T45 @A -1,-1 r1 # 30 Blorb lengthens YOUR minion (no eye)
draw T02        # 31
T02 @A -2,-1 r1 # 32 you complete minion 2: 3 tiles with an eye, 3 points
minion T50      # 33 minion 3 starts
draw T10        # 34
T10 @B 0,-1 r2  # 35 Blorb completes his first monster: every first monster is, the game ends
`,
		Say: map[int]string{
			0:  "Welcome to the Monster Factory! Each player builds a monster out of tiles. First, who picks a starting tile first is drawn: it is you.",
			1:  "Pick this tile to start your first monster: it has bits sticking out on three sides (thin and thick), so it can grow fast, and an eye.",
			2:  "Blorb picks a starting tile too. Then, turn by turn, everyone draws one tile and adds it to a monster.",
			4:  "You drew a thin end piece. Edges that touch must match: thin to thin, thick to thick, blank to blank. First turn the tile (tap what is lit) until its thin bit can meet your monster's thin bit; then tap the lit spot.",
			5:  "Blorb's turn. Watch: a player may add a tile to ANY monster in progress, not only their own.",
			8:  "A thick end piece: it closes one of the open thick bits of your monster. Tap the lit spot.",
			12: "This end piece closes your monster's last open bit. A monster with nothing left open is complete: a completed first monster scores a point a tile. Tap the lit spot.",
			13: "Complete! 5 tiles, 5 points (see the scores). You now start a minion: a new small monster, drawn at random.",
			17: "This tile fits only on Blorb's first monster, and now that yours is complete, other players' first monsters are closed to you. Nothing else fits: discard it.",
			19: "A thick end piece closes your minion. A completed minion scores a point for each tile with an eye. Tap the lit spot.",
			20: "Your minion is complete: 1 point for its tile with an eye. Another minion starts. The game goes on until every first monster is complete or the tiles run out.",
			21: "Blorb closes the open bits of his first monster one by one. When it is complete too, every first monster is, and the game ends at once.",
			24: "A thin corner with an eye. On a minion only tiles with an eye score, so it is worth a point, but it opens a new bit: anything still open when the game ends scores 0. Turn it (tap what is lit) so that its thin bit meets your minion's top; then tap the lit spot.",
			28: "Another end piece with an eye: it closes the bottom of your minion and adds a second eye. Tap the lit spot.",
			29: "Anyone may add to a minion, not only its owner. Watch Blorb.",
			32: "Blorb made your minion longer with a tile without an eye, and left it open. Close it with this end piece: turn it once so that its thin bit points right, then tap the lit spot.",
			34: "Your minion is complete: 3 tiles with an eye, 3 points. Your third minion starts. Blorb's first monster needs one more tile...",
		},
		End: "Blorb closed his first monster: every first monster is complete, so the game is over. You score 5 for your first monster (a point a tile), 1 and 3 for your minions (a point per tile with an eye) and 0 for the minion still open: 9. Blorb's first monster has 6 tiles: 6. You win! Add a tile each turn, match the edges, finish what you start.",
	})
}
