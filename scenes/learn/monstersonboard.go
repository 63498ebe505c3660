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
call 1  # 31
feed 1  # 32
activate orange-3  # 33
juice 3  # 34
activate blue-6  # 35
malice 1  # 36
place orange-3 row 3  # 37
feed 3  # 38
place green-3 row 1  # 39
move yellow  # 40
minion start 2-blue  # 41
call 3  # 42
juice 3  # 43
place pink-4 row 1  # 44
call 1  # 45
juice 1  # 46
activate green-5  # 47
feed 3  # 48
activate orange-5  # 49
juice 3  # 50
activate orange-3  # 51
activate yellow-3  # 52
minion start 5-yellow  # 53
place orange-3 row 1  # 54
feed 3  # 55
place green-5 row 3  # 56
move green  # 57
juice 1  # 58
place yellow-3 row 3  # 59
call 3  # 60
juice 3  # 61
juice 3  # 62
buy ghost 5 3-green  # 63
ghost G42  # 64
buy ghost 5 4-orange  # 65
ghost G33  # 66
buy ghost 3 6-green  # 67
ghost G18  # 68
pass  # 69
buy ghost 5 6-yellow  # 70
ghost G20  # 71
buy ghost 5 5-purple  # 72
ghost G38  # 73
pass  # 74
pass  # 75
`,
		Say: map[int]string{
			0:  "Welcome to Monsters on Board! Monster lords scare a town to collect Spook Juice: your points. The table is being set up: a secret Prophecy card for each of you, and the markets of Ghosts and Arch Monster cards.",
			12: "A round has 5 phases. 1, Arrival: each Fearnobile (a monster car) drives up with four rolled Lord dice. Watch the car in front of you.",
			20: "2, Draft: take one die from the car in front of you; the cars then drive on, and you pick again, until you have four dice on your Driveway. The colour says which Grunts walk; the number, how strong it is. Tap the lit die.",
			21: "Blorb takes a die from the other car. Then the cars switch places.",
			22: "Your second pick: a blue 6. High numbers give Malice later, the money of the Spook phase. Tap the lit die.",
			24: "Your third pick: the pink 4. Tap it.",
			26: "The last die left: the orange 3.",
			28: "3, Grunt Movement: tap a die on your Driveway and every Grunt of its colour walks down the town path to its next free space. Start with the green 3.",
			29: "Your green Grunt landed on a space with an action: feed Spider Jack's die in row 1 of your Order (the grid on your board). Fed dice make Spider Jack's summoning worth more. Tap it.",
			30: "Next, the pink 4: its Grunt walks too.",
			31: "This space calls Spider Jack on row 1: a row of your Order that is full summons him for Spook Juice. Tap it.",
			32: "Feed row 1 again.",
			33: "Now the orange 3.",
			34: "A space that gives 3 Spook Juice straight away. Take it.",
			35: "Last, the blue 6.",
			36: "Gain 1 Malice.",
			37: "4, Swamp-Jack: now place your Driveway dice in rows of your Order, and do the actions the die shows. Tap the orange 3, then row 3.",
			38: "Its action: feed row 3's Spider Jack die.",
			39: "The green 3 goes in row 1.",
			40: "Its action moves the yellow Grunts: they walk though you drafted no yellow die.",
			41: "Move a Minion from its start onto the town path: Minions on the path earn Spook Juice at the end.",
			42: "Call Spider Jack on row 3.",
			43: "Gain 3 Spook Juice.",
			44: "The pink 4 fills row 1.",
			45: "Row 1 is full: call Spider Jack there. He is summoned for Spook Juice, more for each fed die.",
			46: "Gain 1 Spook Juice. Your last die, the blue 6, is not placed: it gives Malice instead (the higher, the more).",
			47: "Blorb moves its Grunts and fills its Order the same way. Watch its board.",
			63: "5, Spook: spend Malice on Ghosts (they sit on the town path and help your Grunts) or Arch Monster cards. Buy the lit Ghost for 1 Malice and put it on the lit space.",
			65: "Blorb buys a Ghost too. Each purchase gives everyone another turn to buy.",
			67: "Buy this green Ghost too (4 Spook Juice when a Grunt passes it): tap it, then its space.",
			70: "One more Ghost for 1 Malice, a yellow one.",
			74: "You have spent your Malice: pass. When everyone has passed one after another, the round ends.",
		},
		End: "That was one whole round: Arrival, Draft, Grunt Movement, Swamp-Jack and Spook. After 6 rounds each Grunt far down the path, your Prophecy card and your Minions score too. Play on against Blorb from here, or leave the lesson.",
	})
}
