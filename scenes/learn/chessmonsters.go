package learn

func init() {
	Register(&Lesson{
		ID:    "chess-monsters",
		Title: "Chess Monsters",
		Record: `mixer-record 1
game chess-monsters
seed 187
player human You
player easy Blorb
---
pick spikel  # 0
pick flitz  # 1
pick rallo  # 2
pick swordling  # 3
pick swordling  # 4
pick worbin  # 5
pick flitz  # 6
pick lotl  # 7
pick blinky  # 8
pick mothling  # 9
pick worbin  # 10
pick creepo  # 11
draw glasses  # 12
draw wind  # 13
draw gloves  # 14
draw wind  # 15
start 5 2  # 16
summon worbin c2  # 17
summon mothling a6  # 18
summon rallo f2  # 19
summon flitz d5  # 20
summon flitz b1  # 21
summon creepo d4  # 22
summon spikel b2  # 23
summon lotl c5  # 24
glasses b1  # 25
summon swordling a2  # 26
summon blinky f6  # 27
summon swordling d2  # 28
c5-c4  # 29
pass  # 30
c4-c3  # 31
pass  # 32
c2xc3  # 33
pass  # 34
roll 4  # 35
d5-e6  # 36
wind c2  # 37
end  # 38
f2-e2  # 39
sandtrap  # 40
d4-e5  # 41
e5-d5  # 42
d5-c4  # 43
c2xc3 team  # 44
join d2  # 45
go  # 46
pass  # 47
roll 5  # 48
roll 2  # 49
draw beartrap  # 50
`,
		Say: map[int]string{
			0:  "Welcome to Chess Monsters! Two players fight in a 6x6 arena. First each of you picks a secret team of 6 monster cards. Pick the lit card: Spikel.",
			1:  "Flitz next: each card shows where the monster moves and where it attacks, and how accurately.",
			2:  "Rallo: he can rally his team.",
			3:  "Sword Ling, a strong attacker.",
			4:  "A second Sword Ling: a team may hold the same monster twice.",
			5:  "And Worbin, who shrugs off hits. Your team is complete.",
			6:  "Blorb picks a team in secret too. Then each player draws 2 loot cards, and a starting die says who starts.",
			17: "You start. Summon a monster: tap the lit card in your reserve, then the lit square of your home row. Worbin goes to c2.",
			18: "Blorb summons a monster onto its side. Each turn a player summons, or moves or attacks with one monster.",
			19: "Summon Rallo to f2.",
			21: "Summon Flitz to b1.",
			23: "Summon Spikel to b2.",
			25: "Loot cards help in a pinch. Sniper Glasses: +1 accuracy on a monster's next attack. Play it on Flitz: tap the lit card, then Flitz.",
			26: "Summon a Sword Ling to a2.",
			28: "And the other Sword Ling to d2.",
			29: "Blorb's Lotl walks towards you.",
			30: "An interrupt window: before an enemy moves or attacks you may answer with an interrupt loot card. Not now: let it happen.",
			32: "Let it happen again: Lotl comes right in front of your Worbin.",
			33: "Attack! Tap Worbin, then Lotl. The attacker rolls a D6: the attack hits if the die shows at most the accuracy printed on the card for that direction.",
			34: "Blorb may answer the attack with an interrupt of its own.",
			35: "The D6 roll: Worbin attacks that way at accuracy 4, so 4 or less hits. A hit costs the defender hit points; each player has 20 in all.",
			37: "Blorb's Flitz is about to move. Answer with an interrupt: Second Wind makes your Worbin ready to act again.",
			39: "Move Rallo one square left: tap Rallo, then the lit square.",
			40: "Blorb springs a Sandtrap, an interrupt from its reserve: your move is denied, and Rallo's turn ends.",
			44: "A team attack: Worbin leads it against Lotl. Tap Worbin, then Lotl, choosing the team attack.",
			45: "Sword Ling, beside the target, joins the attack: tap it.",
			46: "Go: every attacker rolls its own D6.",
			48: "Each attacker rolls against its own accuracy for its direction: Worbin first, then Sword Ling.",
			49: "Now Sword Ling's D6. Enough hits and Lotl is KO: out of the arena.",
			50: "A KO earns its loot: you draw a loot card. Whoever draws the last card of their loot deck wins at once.",
		},
		End: "That is Chess Monsters: summon, move, attack alone or as a team with the D6, answer with interrupts, and knock monsters out for loot. You also win by taking all 20 of Blorb's hit points or clearing the arena. Play on from here, or leave the lesson.",
	})
}
