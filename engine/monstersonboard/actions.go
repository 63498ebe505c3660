package monstersonboard

import "monstermixer/engine"

// Kind is the kind of an action.
type Kind uint8

// The action kinds.
const (
	KindNone         Kind = iota
	KindDie               // chance: a die of Colour drawn from the bag rolls Rank into the next Fearnobile slot
	KindProphecy          // chance: Prophecy card A is dealt to the next seat
	KindGhost             // chance: Ghost A turns up in the Ghost market's empty spot
	KindArch              // chance: Arch Monster card A turns up in the Arch Monster market's empty spot
	KindTake              // draft: take the die in slot A of the Fearnobile in front
	KindActivate          // Grunt Movement: activate the Driveway die in slot A
	KindGrunt             // Grunt Movement: Grunt A (index on the board) moves next
	KindPlace             // Swamp-Jack: place the Driveway die in slot A in row B
	KindSwap              // swap the dice at positions A and B
	KindPromote           // promote (B = 1) or demote (B = 0) the die at position A
	KindMoveGrunt         // move the Grunts of colour A
	KindMinion            // move a Minion from A (0: a starting spot, else space A-1) to space B
	KindJuice             // gain A Spook Juice
	KindFeed              // feed row A's Spider Jack die
	KindMalice            // gain A Malice
	KindCall              // call Spider Jack: advance row A's Summoning tracker
	KindDone              // skip the remaining actions of the current set
	KindBuyArch           // buy the Arch Monster card on spot A
	KindBuyGhost          // buy the Ghost on spot A and put it on space B (gainSpace: a Gain Grunt space)
	KindPass              // pass in the Spook phase
	KindFlip              // flip Arch Monster card A for the action on its back
	KindKeep              // close the window without flipping
	KindFamTake           // family: take the die in slot A and place it in row B
	KindFamSkip           // family: skip the area's Promote/Demote or Swap
	KindFamRow            // family: a Minion onto row A's Minion space
	KindJackColour        // chance, versus Spider Jack: a Lord die of colour A picks his deck and Grunt
	KindCourtMonster      // chance, difficulty: a Monster of colour A joins his Court
	KindCourtGhost        // chance, difficulty: Ghost A joins his Court
	KindSoloCard          // chance, solo: solo card A is flipped face up
	KindJackScore         // versus Spider Jack: his tied die in slot A scores next (the seat's decision)
)

// gainSpace is the space argument of a Ghost bought onto a Gain Grunt space.
const gainSpace = 255

// Move is a decoded action.
type Move struct {
	Kind    Kind
	A, B, C int
}

// Encode packs m into an action.
func (m Move) Encode() engine.Action {
	return engine.Action(int32(m.Kind)<<24 | int32(m.A&0xff)<<16 | int32(m.B&0xff)<<8 | int32(m.C&0xff))
}

// Decode unpacks an action.
func Decode(a engine.Action) Move {
	if a < 0 {
		return Move{}
	}
	return Move{Kind: Kind(a >> 24), A: int(a>>16) & 0xff, B: int(a>>8) & 0xff, C: int(a) & 0xff}
}

func act(k Kind, args ...int) engine.Action {
	m := Move{Kind: k}
	if len(args) > 0 {
		m.A = args[0]
	}
	if len(args) > 1 {
		m.B = args[1]
	}
	return m.Encode()
}

// iconKind is the action kind that performs an icon.
func iconKind(ic Icon) Kind {
	switch ic.Act {
	case ActSwap:
		return KindSwap
	case ActPromote:
		return KindPromote
	case ActMoveGrunt:
		return KindMoveGrunt
	case ActMoveMinion:
		return KindMinion
	case ActJuice:
		return KindJuice
	case ActFeed:
		return KindFeed
	case ActMalice:
		return KindMalice
	case ActCall:
		return KindCall
	}
	return KindNone
}

// node is the kind of decision a state waits for.
type node uint8

const (
	nodeOver node = iota
	nodeChance
	nodeGruntOrder
	nodeItem
	nodeWindow
	nodeTake
	nodeActivate
	nodePlace
	nodeSpook
	nodeFamPick
	nodeFamStop
	nodeFamRow
	nodeJackScore
)

// draw is what a chance node draws.
type draw struct {
	kind       Kind // KindNone: nothing to draw
	seat, slot int
}

// nextDraw finds the chance event the state waits for, if any.
func (s *State) nextDraw() draw {
	if s.phase == PhaseSetup {
		for q := 0; q < s.n; q++ {
			if s.boards[q].Prophecy < 0 {
				return draw{kind: KindProphecy, seat: q}
			}
		}
		if s.solo == SoloMode2 {
			if d := s.soloDraw(); d.kind != KindNone {
				return d
			}
		}
	}
	if !s.family && s.phase != PhaseOver {
		if i := emptySpot(&s.ghostMkt); i >= 0 && s.ghostOut != 1<<NumGhosts-1 {
			return draw{kind: KindGhost, slot: i}
		}
		if i := emptySpot(&s.archMkt); i >= 0 && (s.archOut[0] != ^uint64(0) || s.archOut[1] != 1<<(NumArch-64)-1) {
			return draw{kind: KindArch, slot: i}
		}
	}
	if s.phase == PhaseArrival {
		for q := 0; q < s.numCars(); q++ {
			for i, d := range s.cars[q] {
				if d.Empty() {
					return draw{kind: KindDie, seat: q, slot: i}
				}
			}
		}
		if s.solo != SoloNone {
			return s.soloDraw()
		}
	}
	return draw{}
}

// emptySpot is the rightmost empty spot of market m, -1 none. A market's
// empty spots are its leftmost ones (a purchase or a discard moves the
// pieces right, a draw fills the rightmost empty spot), so a market whose
// leftmost spot is filled is full.
func emptySpot(m *[MarketSize]int8) int {
	if m[0] != 0 {
		return -1
	}
	for i := MarketSize - 1; i >= 0; i-- {
		if m[i] == 0 {
			return i
		}
	}
	return -1
}

// node returns the decision the state waits for, as settle last found it.
func (s *State) node() node { return s.at }

// findNode works out the decision the state waits for, s.due being
// the chance event due.
func (s *State) findNode() node {
	switch {
	case s.phase == PhaseOver:
		return nodeOver
	case s.due.kind != KindNone:
		return nodeChance
	case s.moving >= 0:
		return nodeGruntOrder
	case len(s.items) > 0:
		return nodeItem
	case s.windowOpen():
		return nodeWindow
	}
	switch s.phase {
	case PhaseDraft:
		return nodeTake
	case PhaseMove:
		return nodeActivate
	case PhaseSwamp:
		return nodePlace
	case PhaseSpook:
		return nodeSpook
	case PhaseFamPick:
		if s.famStop != 0 {
			return nodeFamStop
		}
		return nodeFamPick
	case PhaseFamRow:
		return nodeFamRow
	case PhaseJackScore:
		return nodeJackScore
	}
	return nodeOver
}

// windowPoint reports whether the acting seat is at one of the points where
// it may flip Arch Monster cards: the start of its Grunt Movement, of its
// Swamp-Jack, of its first Spook turn of the round, and before final
// scoring.
func (s *State) windowPoint() bool {
	switch s.phase {
	case PhaseMove:
		return s.count == 0
	case PhaseSwamp:
		return s.count == 0
	case PhaseSpook:
		return s.turns[s.seat] == 0
	case PhaseFinal:
		return true
	}
	return false
}

func (s *State) windowOpen() bool {
	return !s.winDone && s.windowPoint() && s.anyFlip(int(s.seat))
}

// anyFlip reports whether seat p holds an Arch Monster card whose back
// action it could perform now.
func (s *State) anyFlip(p int) bool {
	b := &s.boards[p]
	if b.Cards == [2]uint64{} {
		return false
	}
	for id := range b.cardSeq() {
		if s.iconUsable(p, Archs[id].Back) {
			return true
		}
	}
	return false
}

// CurrentPlayer is the seat that decides now, Chance, or Terminal.
func (s *State) CurrentPlayer() int {
	switch s.node() {
	case nodeOver:
		return engine.Terminal
	case nodeChance:
		return engine.Chance
	}
	return int(s.seat)
}

// OpenWindow reports the response window open now: a seat may flip an Arch
// Monster card before its phase goes on.
func (s *State) OpenWindow() (engine.Window, bool) {
	if s.node() != nodeWindow {
		return engine.Window{}, false
	}
	return engine.Window{
		Seat:   int(s.seat),
		Pass:   act(KindKeep),
		Prompt: engine.Say("Flip an Arch Monster card for the action on its back?"),
		Useful: s.windowUseful(),
	}, true
}

// windowUseful judges whether a flip would matter now: before final
// scoring (the last chance), or in the Spook phase for a card whose back
// gains Malice to spend.
func (s *State) windowUseful() bool {
	if s.phase == PhaseFinal {
		return true
	}
	b := &s.boards[s.seat]
	for id := 0; id < NumArch; id++ {
		if b.HasCard(id) && s.phase == PhaseSpook && Archs[id].Back.Act == ActMalice && s.iconUsable(int(s.seat), Archs[id].Back) {
			return true
		}
	}
	return false
}

// topFrame returns the index where the deepest frame of pending actions starts.
func (s *State) topFrame() int {
	if len(s.items) == 0 {
		return 0
	}
	d := s.items[len(s.items)-1].Depth
	i := len(s.items)
	for i > 0 && s.items[i-1].Depth == d {
		i--
	}
	return i
}

// pushFrame adds a set of actions to perform before the pending ones.
func (s *State) pushFrame(icons ...Icon) {
	var d int8 = 1
	if len(s.items) > 0 {
		d = s.items[len(s.items)-1].Depth + 1
	}
	for _, ic := range icons {
		if ic.Act != ActNone {
			s.items = append(s.items, item{Icon: ic, Depth: d})
		}
	}
}
