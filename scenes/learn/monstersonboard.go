package learn

func init() {
	Register(&Lesson{
		ID:    "monsters-on-board",
		Title: "Monsters on Board",
		Record: `mixer-record 1
game monsters-on-board
seed 5
player human You
player easy Blorb
---
prophecy 10  # 0
prophecy 5  # 1
ghost G11  # 2
ghost G40  # 3
ghost G36  # 4
ghost G28  # 5
ghost G8  # 6
arch A58  # 7
arch A17  # 8
arch A10  # 9
arch A20  # 10
arch A30  # 11
roll green-3  # 12
roll orange-3  # 13
roll yellow-3  # 14
roll pink-4  # 15
roll green-5  # 16
roll orange-3  # 17
roll orange-5  # 18
roll blue-6  # 19
take green-3  # 20
take green-5  # 21
take blue-6  # 22
take yellow-3  # 23
take pink-4  # 24
take orange-5  # 25
take orange-3  # 26
take orange-3  # 27
activate green-3  # 28
feed 1  # 29
activate pink-4  # 30
call 2  # 31
malice 1  # 32
activate orange-3  # 33
juice 3  # 34
activate blue-6  # 35
malice 1  # 36
place green-3 row 1  # 37
move yellow  # 38
minion start 2-blue  # 39
call 1  # 40
feed 1  # 41
place orange-3 row 1  # 42
feed 1  # 43
done  # 44
place pink-4 row 1  # 45
call 1  # 46
juice 1  # 47
activate green-5  # 48
feed 3  # 49
activate orange-5  # 50
juice 3  # 51
activate orange-3  # 52
activate yellow-3  # 53
minion start 5-yellow  # 54
place orange-3 row 1  # 55
feed 3  # 56
place green-5 row 3  # 57
move green  # 58
juice 1  # 59
place yellow-3 row 3  # 60
call 3  # 61
juice 3  # 62
juice 3  # 63
buy ghost 5 2-green  # 64
ghost G42  # 65
buy ghost 5 4-orange  # 66
ghost G33  # 67
buy arch 5  # 68
arch A1  # 69
pass  # 70
buy ghost 5 2-yellow  # 71
ghost G20  # 72
buy ghost 5 5-purple  # 73
ghost G38  # 74
buy ghost 5 3-green  # 75
ghost G18  # 76
pass  # 77
pass  # 78
`,
		Say: map[int]string{
			0:  "Welcome to Monsters on Board! Monster lords scare a town to collect Spook Juice, your points: the most after 6 rounds wins. First the table is set up: a secret Prophecy card for each of you, which scores patterns of dice on your board at the game's end.",
			2:  "Next the Ghost market fills: five Ghosts, each costing the Malice shown under it, 3 on the left down to 1 on the right.",
			7:  "Then the Arch Monster market: five cards costing 5 down to 2 Malice. A card scores what it says at the game's end, or you flip it once for the action on its back.",
			12: "A round has 5 phases. 1, Arrival: each Fearnobile (a monster car) drives up with four rolled Lord dice. A die's colour says which Grunts walk; its icons, which actions you get; its number, what it is worth.",
			20: "2, Draft: take one die from the car in front of you; the cars then swap and you pick again, until you have four dice on your Driveway. Take the green 3: low dice carry more icons, here Move Grunt and Call.",
			21: "Blorb takes a die from the other car at the same time, hidden until you both have picked. Then the cars swap places.",
			22: "Your second pick, from Blorb's old car: the blue 6. High dice carry few icons, but your fourth die gives Malice by its number, 3 for a 6. Tap the lit die.",
			24: "Your third pick: the pink 4, which calls Spider Jack and gives 1 Spook Juice. Tap it.",
			26: "The last die left for you: the orange 3, with Feed and Swap.",
			28: "3, Grunt Movement: your board's town path has 12 areas, and a Grunt of each colour waits at its start. Tap a Driveway die: each Grunt of its colour walks to its next free space. Only the colour counts now. Start with the green 3.",
			29: "Your green Grunt reached area 1. Odd areas are public: each space shows an action, which you do now. This one feeds Spider Jack: +1 to the Spider Jack die in front of a row of your Order, the grid on your board. Feed row 1, where your dice will go.",
			30: "Next, the pink 4: your pink Grunt walks.",
			31: "This space calls Spider Jack: move the Summoning tracker of one row a space along its track. The space it reaches gives its action, or a summoning that scores. Call on row 2: its first space gives 1 Malice.",
			32: "Gain it. Malice runs from 0 to 8, more is lost; in the Spook phase it buys Ghosts and Arch Monster cards.",
			33: "Now the orange 3.",
			34: "A space that gives 3 Spook Juice straight away. Take it.",
			35: "Last, the blue 6.",
			36: "Gain 1 Malice. Further down the path, Spook Juice and Malice spaces give more, and each Grunt that reaches area 12, the final area, scores 3 at the game's end for each die of its colour you keep.",
			37: "4, Swamp-Jack: place three of your Driveway dice, one at a time, in the leftmost empty space of any row of your Order, and do the actions on each die as you place it. Put the green 3 in row 1, the row you fed.",
			38: "Its first icon, Move Grunt: the Grunts of one colour walk on once and do the action they land on. Move yellow: area 1's yellow space moves a Minion.",
			39: "Move a Minion from beside your board onto the path. Grunts skip a space with a Minion, so on area 2's blue space it will send your blue Grunt from area 1 straight on to area 3's action.",
			40: "The green 3's other icon calls Spider Jack: call on row 1, whose first space feeds him.",
			41: "Feed row 1 again: its Spider Jack die is now 3.",
			42: "Put the orange 3 in row 1 too, in the leftmost empty space.",
			43: "Its Feed: row 1 again, to 4. At the game's end a row keeps only as many dice as its Spider Jack die shows; the rest are removed.",
			44: "Its other icon, Swap 2 Lords, would only trade your green 3 and orange 3, which gains you nothing. You may skip any action: tap Skip this action.",
			45: "The pink 4 goes in row 1 as well.",
			46: "Call on row 1: its tracker reaches a summoning space. Spider Jack is summoned: gain the sum of the row's leftmost dice, up to as many as his die shows (4): 3 + 3 + 4 = 10.",
			47: "The pink 4's last icon: 1 Spook Juice. Your fourth die, the blue 6, is not placed: it gives Malice by its number, 3 for a 6.",
			48: "Blorb moves its Grunts and fills its Order the same way, on its own board. Watch it.",
			52: "Blorb's orange Grunt walks on to area 2, a neighbourhood. Even areas show no actions, so nothing happens there.",
			64: "5, Spook: take turns to buy one Ghost or Arch Monster card with Malice, or pass. Buy the green Ghost for 1 Malice and put it on area 2's green space: a Grunt landing on a Ghost does its action, so your green Grunt's next step gains 1 Malice.",
			65: "The other Ghosts slide right, towards the cheaper spots, and a new one fills the left.",
			66: "Blorb buys a Ghost too. Turns go round until everyone has passed, one after another.",
			68: "Buy the Arch Monster card on the right for 2 Malice: at the game's end it scores 2 for each Minion on your town path, and you have one there already.",
			70: "Blorb passes. That is not final: if someone buys after it, Blorb gets another turn.",
			71: "Buy the yellow Ghost for 1 Malice. A Ghost goes on a free space of its colour (a multicoloured one, any colour): put it on area 2's yellow space, where your yellow Grunt lands next and moves the Grunts of a colour you choose.",
			75: "The green Ghost that cost 3 at the start has slid to the 1 Malice spot. Put it on area 3's green space: its 4 Spook Juice comes on top of the space's own 4, so your green Grunt gains 8 there.",
			78: "You have spent your Malice: pass. Everyone has now passed one after another, so the round ends.",
		},
		End: "That was one whole round: Arrival, Draft, Grunt Movement, Swamp-Jack and Spook. After 6 rounds comes final scoring: each row keeps as many dice as its Spider Jack die, each Grunt in area 12 scores 3 per die of its colour, and your Prophecy and Arch Monster cards score. Play on against Blorb from here, or leave the lesson.",
	})
}
