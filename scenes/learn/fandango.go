package learn

func init() {
	Register(&Lesson{
		ID:    "monster-fandango",
		Title: "Monster Fandango",
		Record: `mixer-record 1
game monster-fandango
seed 8
player human You
---
roll 14  # 0
roll 7  # 1
roll 10  # 2
u1 c3  # 3
rally  # 4
roll 4  # 5
roll 8  # 6
u1 d3  # 7
search  # 8
roll 3  # 9
roll 1  # 10
u2 c3  # 11
pass  # 12
u2 b2  # 13
pass  # 14
u1 c2  # 15
search  # 16
roll 4  # 17
roll 6  # 18
roll 12  # 19
dir nw  # 20
roll 6  # 21
u2 a2  # 22
pass  # 23
u1 d3  # 24
rally  # 25
roll 3  # 26
roll 8  # 27
dir se  # 28
roll 4  # 29
roll 1  # 30
u4 a2  # 31
pass  # 32
u1 c4  # 33
search  # 34
roll 1  # 35
roll 7  # 36
u2 a3  # 37
pass  # 38
dir nw  # 39
u1 c4  # 40
search  # 41
roll 5  # 42
buy bow u1  # 43
u2 a2  # 44
pass  # 45
u4 b1  # 46
attack u3  # 47
roll 1  # 48
roll 7  # 49
`,
		Say: map[int]string{
			0:  "Welcome to Monster Fandango! You lead a band of adventurers on a map of hexes. This is the solo game: finish your three quests in as few rounds as you can. First your quests are rolled with two d8.",
			3:  "Your quests are in the panel: find a bow and slay a monster; slay two trolls; slay 4 kinds of monsters. Each turn a unit moves, then does one more thing. Move your villager: tap it, then the lit hex.",
			4:  "Now its one more thing: a rally cry, to call a helper to your band. Tap Rally.",
			5:  "The rally cry is answered on a d8 roll of 4 or less; if it is, a second roll on the rally table says who comes.",
			7:  "A wolf joined you. Your villager again: move it to the lit hex.",
			8:  "Search the hex: a d8 roll of 6 or less finds something, and a second roll says what.",
			11: "A treasure chest, locked and trapped: it stays on its hex for later. Now the wolf: each of your units has its turn. Move it to the lit hex.",
			12: "The wolf has nothing more to do here: Pass.",
			13: "A new round: every unit acts once a round, in the order you choose. The wolf first this time: tap it, then the lit hex.",
			14: "Pass.",
			15: "Villager: move to the lit hex, then search again.",
			16: "Search.",
			18: "Searching can go wrong: the find roll may disturb a monster. Wild monsters move by themselves and attack whoever is near.",
			22: "Move the wolf out of the way: tap it, then the lit hex.",
			23: "Pass.",
			24: "Back to the villager: move it, then rally again for more help.",
			25: "Rally.",
			28: "The black death comes for your villager: it attacks with its own d8, and your villager defends with one.",
			31: "Your new wolf: tap it, then the lit hex.",
			32: "Pass.",
			33: "Villager: move to the lit hex and search.",
			34: "Search.",
			36: "A lair: a monster den that can be searched again and again.",
			37: "Wolf: move.",
			38: "Pass.",
			40: "Villager: stay where you are (tap it, then its own hex) and search the lair.",
			41: "Search the lair.",
			43: "A money bag! Spend it on a bow: your first quest wants a bow. Tap the lit button.",
			44: "Wolf: move towards the black death.",
			45: "Pass.",
			46: "Your other wolf moves next to the black death.",
			47: "Attack it! The attacker rolls a d8 and needs the number printed for its kind; then the monster rolls to defend.",
			48: "The wolf rolls its d8 to attack: it needs 4 or less.",
			49: "A hit! Now the black death rolls to defend. If it fails it is slain, and with the bow found your first quest is complete.",
		},
		End: "That is Monster Fandango: move a unit, then one more thing (search, attack, rally, open a chest), with the d8 deciding. Complete your three quests. Play on from here, or leave the lesson.",
	})
}
