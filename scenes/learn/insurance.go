package learn

func init() {
	Register(&Lesson{
		ID:    "monster-insurance",
		Title: "Monster Insurance",
		Record: `mixer-record 1
game monster-insurance
seed 5
player human You
player easy Blorb
player easy Snaggle
---
deal 37
deal 16
deal 23
deal 35
deal 42
deal 27
deal 9
deal 40
deal 39
deal 8
deal 4
deal 15        # 11 the city is dealt
monster p2 w   # 12 you, first player, set the monster at the east edge
play 2         # 13 you bid Stomp: 3 tokens
factory o2     # 14
car n3         # 15
factory m3     # 16
play 5         # 17 Blorb
factory m6
factory l1
play 3         # 20 Snaggle
factory k3
car o3
person n4
reveal         # 24 you turn the cards up: your Stomp flattens your own tokens
play 8         # 25 Blorb, now first player
factory i3
person k1
play 6         # 28 Snaggle
person l3
car j2
play 1         # 31 you bid Charge: the big move
person l4      # 32
factory h4     # 33
factory l6     # 34
reveal         # 35 Blorb reveals round 2
`,
		Say: map[int]string{
			0:  "Welcome to Monster Insurance! You sell insurance in a city that a monster is about to trample. The city's tiles are dealt first.",
			12: "You are the first player: set the monster beside the city, facing in. Tap the lit place: it will walk in from the east edge.",
			13: "Each round everyone plays one card face down. The card moves the monster when the cards are revealed, and the circles on it say how many insurance tokens you place. Play the lit card: 2, Stomp (3 tokens; the monster walks 3 squares straight ahead).",
			14: "Now place your 3 tokens. The trick: a damaged factory, car or person scores +1 for its owner. Stomp will walk right over this square: tap it to put a factory there.",
			15: "Every token you never place counts -1, so place them all. Tap the lit square for a car, also in the monster's path.",
			16: "Your last token this round: another factory where the monster will stomp.",
			17: "Now Blorb and Snaggle play their cards face down and place their tokens. Watch the city.",
			24: "Everyone has placed. Tap Reveal: the cards turn up in play order and each one moves the monster.",
			25: "Your Stomp flattened your factories and your car: +1 each for you. The highest bid nobody else played (Blorb's 5) takes the first-player marker, so Blorb starts round 2.",
			31: "Round 2, your turn to bid. Play 1, Charge: the big move, 5 squares ahead. A low card gives 3 tokens but seldom wins the first-player marker.",
			32: "Place a person where the Charge will pass: tap the lit square.",
			33: "A factory next: tap the lit square.",
			34: "And your last token: tap the lit square.",
			35: "Blorb, the first player, reveals the cards. Watch where the monster goes and whose tokens it hits.",
		},
		End: "That is Monster Insurance: bid a card, place tokens where you think the monster will go, and watch it trample. A house is the other way round: +1 if it survives to the end, -1 if it is damaged. After 9 rounds the highest score wins. Play on from here, or leave the lesson.",
	})
}
