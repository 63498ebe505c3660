package learn

func init() {
	Register(&Lesson{
		ID:     "monsters-on-board/solo",
		Title:  "Monsters on Board, solo",
		Button: "Learn solo",
		Record: `mixer-record 1
game monsters-on-board
seed 4
player human You
---
prophecy 6  # 0
jack yellow  # 1
ghost G16  # 2
ghost G11  # 3
ghost G40  # 4
ghost G30  # 5
ghost G15  # 6
arch A55  # 7
arch A14  # 8
arch A7  # 9
arch A39  # 10
arch A15  # 11
roll green-4  # 12
roll yellow-4  # 13
roll blue-4  # 14
roll green-5  # 15
roll pink-3  # 16
roll yellow-6  # 17
roll blue-3  # 18
roll purple-5  # 19
card S10  # 20
take yellow-4  # 21
take purple-5  # 22
take green-5  # 23
take pink-3  # 24
score blue-4  # 25
activate green-5  # 26
feed 2  # 27
activate yellow-4  # 28
minion start 8-purple  # 29
activate pink-3  # 30
done  # 31
activate purple-5  # 32
place green-5 row 1  # 33
juice 1  # 34
move pink  # 35
place purple-5 row 2  # 36
done  # 37
place pink-3 row 3  # 38
call 2  # 39
malice 1  # 40
done  # 41
buy ghost 5 4-pink  # 42
`,
		Say: map[int]string{
			0:  "Monsters on Board alone: you play against Spider Jack. He draws a Lord die: its colour picks his deck of solo cards, and his Court starts with a Grunt of that colour.",
			12: "Arrival: your Fearnobile and Spider Jack's arrive with four rolled dice each.",
			20: "Spider Jack flips a solo card: its three symbols say which die he takes at each pick (a colour, or white for any; highest or lowest).",
			21: "Draft: you take a die, then Spider Jack takes one by his card's next symbol, then the cars switch. Take the yellow 4: tap it.",
			22: "Spider Jack took the yellow 6 (white, highest). Take the purple 5.",
			23: "Take the green 5.",
			24: "Take the pink 3. Spider Jack gets the last die, then scores: each scored die gives its rank plus a point for each piece of its colour in his Court.",
			25: "He scores three of his four dice. Two of his 4s tie: you choose which one he scores. Tap the lit die: the blue 4 (only one blue piece in his Court).",
			26: "Then your turn goes as in the regular game: Grunt Movement. Tap the green 5.",
			27: "Feed row 2's Spider Jack die.",
			28: "The yellow 4.",
			29: "Move a Minion onto the path.",
			30: "The pink 3.",
			31: "Skip the rest of this space's actions: Done.",
			32: "The purple 5.",
			33: "Swamp-Jack: the green 5 into row 1.",
			34: "Gain 1 Spook Juice.",
			35: "Move the pink Grunts.",
			36: "The purple 5 into row 2.",
			37: "Done.",
			38: "The pink 3 into row 3.",
			39: "Call Spider Jack on row 2.",
			40: "Gain 1 Malice.",
			41: "Done: your last die, the yellow 4, gives Malice.",
			42: "Spook: buy the lit Ghost. After your first purchase Spider Jack makes his one purchase: he takes a Ghost into his Court, and his Court makes his dice worth more from now on.",
		},
		End: "That is the solo game: Spider Jack drafts by his cards and scores his dice with his Court after each draft; you win only by outscoring him after 6 rounds. Play on from here, or leave the lesson.",
	})
}
