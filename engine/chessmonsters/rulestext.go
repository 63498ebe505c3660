package chessmonsters

import (
	"fmt"
	"strings"
)

// Rules returns the player-facing rules with the designed cards, for the
// in-app rules reference (engine.RulesBook).
func (s *State) Rules() string { return RulesText() }

// RulesText is the rules for players, built from the same data the engine plays with.
func RulesText() string {
	var b strings.Builder
	b.WriteString(`## The game
Two players, White and Black, fight with teams of monsters in an arena of 6 by 6 fields. Each player has 20 hit points and a deck of 8 loot cards.

## Preparation
Each player secretly picks 6 monster cards; a team may hold each monster at most twice. The other player sees a monster only when it enters the arena. Each player shuffles their 8 loot cards and draws 2. Both roll a die; the higher roll starts (equal rolls are rolled again).

## A turn
Choose Summon or Interact. Your first turn must be a Summon.
Summon: put a monster from your reserve onto an empty field in the 2 rows nearest you. Your turn ends.
Interact: choose one active monster of yours. It spends energy on one or more of these, one after the other:
- Move (1 energy): 1 field in one of its movement directions, onto an empty field. Monsters never move over other monsters.
- Single attack (1 energy): attack an enemy in contact (on the next field) in one of its attack directions. Roll a die: at or under the accuracy of that direction, or a 6, hits, and the target takes as many hits as the attacker's Power. The attacker is exhausted.
- Team attack (1 energy): as a single attack, and every other active monster of yours that could attack the same target may join. Each rolls its own die; the hits add up. All attackers are exhausted.
- An action ability or an action loot card (1 energy).
- Wait: the monster is exhausted.
Your turn ends when the monster is exhausted or when you end it. A monster that did not use up all its energy gets it all back at the end of its turn. An exhausted monster can do nothing until the recovery, but it can be attacked.

## Hits and KO
Every hit a monster takes costs its player 1 hit point, including hits beyond its Health. A monster that takes at least its Health in hits from one single or team attack is KO: it leaves the game, and the attacking player draws a loot card. Hits of different attacks do not add up.

## Recovery
When a player has exhausted every monster they have in the arena, the opponent has one last turn. Then every monster is active again with all its energy, and the player who exhausted all their monsters first takes the next turn.

## Victory
- The player who draws their last loot card wins.
- The player whose opponent has lost all 20 hit points wins.
- Once both players have summoned, a player whose opponent has no monster in the arena wins.
- If 200 turns pass without a winner, the player with more hit points left wins; equal hit points are a tie.

## Interrupts
Interrupt abilities and interrupt loot cards can be used in your own turn, and in your opponent's turn at the moment one of their monsters starts a Move, a Pole Jump or an attack: the game asks you then. It asks whenever you might hold an answer as far as your opponent can tell (a loot card in hand, a reserve that might hold Worbin), even if you hold none, so that being asked gives nothing away; then you pass. The movement or attack waits; afterwards it goes on, or, if it is no longer possible, its energy comes back and your opponent chooses again.
Sandtrap and Bear Trap answer a movement, and only that: a Move or a Pole Jump (also one copied with Magic Mirror), never an attack, a Shove, a Blink or a Teleporter; Worbin enters on the field the Move would enter or the Pole Jump would land on. Smoke Bomb and Dodge answer an attack. Sniper Glasses, Iron Shield and Second Wind can be played in any of these moments.
Action loot cards are used by your interacting monster for 1 energy. Used loot cards go to the trash.

## Card grids
Each monster card shows its 8 directions, seen from its owner (forward is towards the opponent): a number is the accuracy of a direction it can move and attack in; "attack N" means it can only attack that way; "move" that it can only move that way.
`)
	b.WriteString("\n## Monsters\n")
	for _, m := range Roster {
		fmt.Fprintf(&b, "%s: Health %d, Power %d, Energy %d. %s (%s): %s\n", m.Name, m.Health, m.Power, m.Energy, m.Ability.Name, m.Ability.Kind, m.Ability.Text)
		fmt.Fprintf(&b, "  Directions: %s.\n", gridText(m.Grid))
	}
	fmt.Fprintf(&b, "Parasitic Sword marker (Sword Ling brings it): its host gains %s (%s): %s It also gains %s (%s): %s The marker goes to the trash when its host is KO.\n",
		ParasiticSword.Passive.Name, ParasiticSword.Passive.Kind, ParasiticSword.Passive.Text,
		ParasiticSword.ChangeHost.Name, ParasiticSword.ChangeHost.Kind, ParasiticSword.ChangeHost.Text)
	b.WriteString("\n## Loot cards\nEach player has one of each:\n")
	for _, c := range Loot {
		fmt.Fprintf(&b, "%s (%s): %s\n", c.Name, c.Kind, c.Text)
	}
	return b.String()
}

// gridText says a direction grid in words.
func gridText(g [8]Cell) string {
	var parts []string
	for d, c := range g {
		var what string
		switch {
		case c.Move && c.Attack:
			what = fmt.Sprintf("%d", c.Accuracy)
		case c.Attack:
			what = fmt.Sprintf("attack %d", c.Accuracy)
		case c.Move:
			what = "move"
		default:
			continue
		}
		parts = append(parts, relDir[d]+" "+what)
	}
	return strings.Join(parts, ", ")
}
