// Package monstersonboard is the rules engine of Monsters on Board (2-4
// players, regular game and family mode): Lord dice rolled into
// Fearnobiles, drafted onto each player's Driveway, moving Grunts along the
// town path, filling the Order of Spider Jack, and Malice spent on Ghosts
// and Arch Monster cards.
//
// The designed content (board, dice, Ghosts, cards, Prophecies) is data in
// content.go and prophecy.go; RULES.md next to this file gives every design
// decision, every reading of the rulebook and the notation.
package monstersonboard

import (
	"fmt"
	"iter"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"monstermixer/engine"
)

// GameID is the id used in records.
const GameID = "monsters-on-board"

// NumRounds is the number of rounds of a game.
const NumRounds = 6

// MaxPlayers is the largest number of seats in this engine.
const MaxPlayers = 4

// DicePerCar is the number of dice loaded in a Fearnobile each round.
const DicePerCar = 4

// maxGrunts is the most Grunts one board can hold: one per colour and one
// per Gain Grunt space.
const maxGrunts = NumColours + NumGainSpaces

// Die is a Lord die: a colour and the rank it shows; the zero Die is an
// empty spot.
type Die uint8

// MakeDie returns the die of colour c (0-5) showing rank r (1-6).
func MakeDie(c, r int) Die { return Die(c*6 + r) }

// Empty reports whether d is an empty spot.
func (d Die) Empty() bool { return d == 0 }

// Colour is the die's colour (0-5).
func (d Die) Colour() int { return int(dieColours[d]) }

// Rank is the number the die shows (1-6), 0 for an empty spot.
func (d Die) Rank() int { return int(dieRanks[d]) }

// dieColours and dieRanks are the colour and the rank of every value of a
// Die, worked out once.
var dieColours, dieRanks = func() (c, r [256]int8) {
	for d := range 256 {
		c[d] = int8((Die(d) - 1) / 6)
		if d != 0 {
			r[d] = int8((Die(d)-1)%6) + 1
		}
	}
	return c, r
}()

// String names the die in notation: "blue-4".
func (d Die) String() string {
	if d == 0 {
		return "none"
	}
	return ColourName(d.Colour()) + "-" + strconv.Itoa(d.Rank())
}

// Words names the die for a person: "a blue 4", "an orange 2".
func (d Die) Words() string { return engine.Article(d.Name()) }

// Name names the die for a person without an article: "blue 4".
func (d Die) Name() string { return ColourName(d.Colour()) + " " + strconv.Itoa(d.Rank()) }

// Grunt is a Grunt on a player's board: its colour and area (0 on a
// starting spot or a Gain Grunt space, 1-12 on the town path).
type Grunt struct {
	Colour, Area int8
}

// Board is one player's board and everything on it.
type Board struct {
	Malice   int8
	Juice    int16
	Order    Grid             // the Order of Spider Jack
	Jack     [NumRows]int8    // Spider Jack die of each row, 1-6
	Track    [NumRows]int8    // Summoning tracker of each row, 0-7
	Drive    [DicePerCar]Die  // the Driveway
	Moved    [DicePerCar]bool // Driveway dice already activated this round
	Grunts   [maxGrunts]Grunt
	NGrunts  int8
	Minions  [NumMinions]int8    // the space of each Minion, -1 on its starting spot
	Ghosts   [NumSpaces]int8     // Ghost id + 1 on each path space, 0 none
	GainUsed [NumGainSpaces]int8 // Ghost id + 1 on each Gain Grunt space, 0 empty
	Cards    [2]uint64           // Arch Monster cards in front of the player, by id bit
	Prophecy int8                // card 0-11; -1 not dealt; hiddenCard in another seat's view
	Minion3  [NumRows]int8       // family mode: Minions on each row's two Minion spaces
	Before   int16               // Spook Juice before final scoring
	Removed  int8                // dice returned to the box in final scoring
}

// hiddenCard marks a Prophecy card another seat holds face down.
const hiddenCard = 12

// hiddenPick marks a die another seat picked this draft step, not yet shown.
const hiddenPick = 9

// HasCard reports whether the board holds Arch Monster card id.
func (b *Board) HasCard(id int) bool { return b.Cards[id/64]&(1<<(id%64)) != 0 }

func (b *Board) setCard(id int, on bool) {
	if on {
		b.Cards[id/64] |= 1 << (id % 64)
	} else {
		b.Cards[id/64] &^= 1 << (id % 64)
	}
}

// CardIDs lists the Arch Monster cards in front of the player, by id.
func (b *Board) CardIDs() []int { return slices.Collect(b.cardSeq()) }

// cardSeq yields the Arch Monster cards in front of the player, by id.
func (b *Board) cardSeq() iter.Seq[int] {
	return func(yield func(int) bool) {
		for w, set := range b.Cards {
			for ; set != 0; set &= set - 1 {
				if !yield(64*w + bits.TrailingZeros64(set)) {
					return
				}
			}
		}
	}
}

func (b *Board) gainMalice(n int) int {
	before := b.Malice
	b.Malice = int8(min(MaxMalice, int(b.Malice)+n))
	return int(b.Malice - before)
}

// orderDie is the die on position pos of the Order (row pos/NumCols,
// spot pos%NumCols).
func (b *Board) orderDie(pos int) Die { return b.Order[pos/NumCols][pos%NumCols] }

// minionAt reports whether a Minion stands on space sp.
func (b *Board) minionAt(sp int) bool {
	for _, m := range b.Minions {
		if int(m) == sp {
			return true
		}
	}
	return false
}

// gruntAt reports whether a Grunt stands on space sp (area 1-11; the final
// area holds any number).
func (b *Board) gruntAt(sp int) bool {
	a, c := SpaceArea(sp), SpaceColour(sp)
	for i := 0; i < int(b.NGrunts); i++ {
		if int(b.Grunts[i].Area) == a && int(b.Grunts[i].Colour) == c {
			return true
		}
	}
	return false
}

// blocked reports whether a moving Grunt skips space sp.
func (b *Board) blocked(sp int) bool { return b.minionAt(sp) || b.gruntAt(sp) }

// free reports whether a Ghost or a Minion may be put on space sp: areas
// 1-11 with no Ghost, Minion or Grunt.
func (b *Board) free(sp int) bool { return (&spaces{b: b}).free(sp) }

// spaces answers free for one board: the first few questions by looking
// at the pieces, then from its taken spaces marked once, so that checking
// many spaces scans the board once.
type spaces struct {
	b     *Board
	taken [2]uint64
	ok    bool // taken is marked
	asked int8
}

// spacesLooked is how many questions spaces answers before marking.
const spacesLooked = 4

// pathSpaces is the number of spaces of areas 1-11 (the first ones).
const pathSpaces = (FinalArea - 1) * NumColours

// free reports whether a Ghost or a Minion may be put on space sp: areas
// 1-11 with no Ghost, Minion or Grunt.
func (f *spaces) free(sp int) bool {
	if f.ok && uint(sp) < pathSpaces {
		return freeIn(f.taken, sp)
	}
	return f.look(sp)
}

// look is free for a space off areas 1-11, or before the taken spaces
// are marked.
func (f *spaces) look(sp int) bool {
	switch {
	case uint(sp) >= pathSpaces:
		return false
	case f.asked < spacesLooked:
		f.asked++
		return f.b.Ghosts[sp] == 0 && !f.b.blocked(sp)
	}
	f.mark()
	return freeIn(f.taken, sp)
}

// mark marks the taken spaces now, for a listing that asks about many.
func (f *spaces) mark() { f.taken, f.ok = f.b.takenSpaces(), true }

// takenSpaces marks the spaces of areas 1-11 where no Ghost or Minion may
// go (a Ghost, Minion or Grunt is there), one bit per space.
func (b *Board) takenSpaces() (t [2]uint64) {
	set := func(sp int) {
		if sp >= 0 && sp < NumSpaces {
			t[sp/64] |= 1 << (sp % 64)
		}
	}
	for _, m := range b.Minions {
		set(int(m))
	}
	for i := 0; i < int(b.NGrunts); i++ {
		if g := b.Grunts[i]; g.Area >= 1 && g.Area < FinalArea {
			set(Space(int(g.Area), int(g.Colour)))
		}
	}
	for a := 0; a < pathSpaces; a += NumColours {
		area := [NumColours]int8(b.Ghosts[a : a+NumColours])
		if area == [NumColours]int8{} {
			continue // most areas hold no Ghost
		}
		for c, id := range area {
			if id != 0 {
				set(a + c)
			}
		}
	}
	return t
}

// freeIn is free for a mask made by takenSpaces.
func freeIn(t [2]uint64, sp int) bool {
	return SpaceArea(sp) < FinalArea && t[sp/64]&(1<<(sp%64)) == 0
}

// nextArea is where a colour-c Grunt in area a lands when it moves.
func (b *Board) nextArea(a, c int) int {
	n := a + 1
	for n < FinalArea && b.blocked(Space(n, c)) {
		n++
	}
	return n
}

// FinalGrunts counts the Grunts of colour c in the final area (c < 0: all).
func (b *Board) FinalGrunts(c int) int {
	k := 0
	for i := 0; i < int(b.NGrunts); i++ {
		g := b.Grunts[i]
		if g.Area == FinalArea && (c < 0 || int(g.Colour) == c) {
			k++
		}
	}
	return k
}

// Phase is the part of a round a state is in.
type Phase uint8

// The phases.
const (
	PhaseSetup     Phase = iota // chance: Prophecy cards and markets are dealt
	PhaseArrival                // chance: dice roll into the Fearnobiles
	PhaseDraft                  // each seat takes a die from the Fearnobile in front of it
	PhaseMove                   // Grunt Movement, one seat after another
	PhaseSwamp                  // Swamp-Jack, the same seat
	PhaseSpook                  // buying Arch Monsters and Ghosts
	PhaseFinal                  // the last chance to flip Arch Monster cards, then final scoring
	PhaseFamPick                // family mode: take and place a die, move its Grunt
	PhaseFamRow                 // family mode: a Minion onto a row, score the row
	PhaseOver                   // the game is over
	PhaseJackScore              // versus Spider Jack: he scores 3 of his dice (a tie is the seat's decision)

	NumPhases // how many phases there are
)

// item is a pending action: an icon to perform at depth (frames stack:
// the actions a Grunt landed on while performing another action come
// first).
type item struct {
	Icon  Icon
	Depth int8
}

// State is a Monsters on Board position. It implements engine.State and
// the optional interfaces HiddenInfo, SecretRevealer, ActionDescriber,
// EffectDescriber, WindowOpener, ResultScorer, RulesBook.
type State struct {
	n        int
	family   bool
	simul    bool
	ages     [MaxPlayers]int8 // 0 is the youngest
	round    int8
	phase    Phase
	first    int8
	seat     int8 // seat acting in the sequential phases
	done     int8 // seats finished in the current phase (or picks this draft step)
	step     int8 // draft steps finished this round
	shift    int8 // Fearnobile passes this round
	bag      [NumColours]int8
	cars     [MaxPlayers][DicePerCar]Die // by owner seat, front to rear
	picks    [MaxPlayers]int8            // simultaneous draft: slot picked this step, -1 none
	ghostOut uint64                      // Ghost ids no longer in the stacks
	archOut  [2]uint64                   // Arch ids no longer in the deck
	prophOut uint16                      // Prophecy cards dealt (in the real state)
	ghostMkt [MarketSize]int8            // Ghost id + 1 per spot, 0 empty
	archMkt  [MarketSize]int8            // Arch id + 1 per spot, 0 empty
	boards   [MaxPlayers]Board

	moving   int8   // colour of Grunts still to move, -1 none
	moveMask uint16 // Grunts still to move
	landed   uint16 // Grunts that moved in this activation
	items    []item // pending actions; the deepest frame is performed first
	placed   int8   // position of the die just placed, -1 none
	count    int8   // dice activated (Move) or placed (Swamp) by the seat
	winDone  bool   // the window at this point was passed
	turns    [MaxPlayers]int8
	passes   int8
	famLeft  int8 // family mode: spaces the moving Grunt still goes
	famCol   int8 // family mode: colour of the moving Grunt, -1 none
	famStop  int8 // family mode: 4 or 8 when the Grunt just entered that area, else 0
	at       node // the decision due, found by settle after each change
	due      draw // the chance event due (nextDraw), found with at

	fx  [maxEffects]effect // what the last action caused, for the log
	nfx int

	events []Event // what the last action caused, for a table (Events; Apply only)

	solo int8       // SoloNone, SoloMode1 or SoloMode2
	diff difficulty // the difficulty pluses versus Spider Jack
	jack Jack       // Spider Jack in a solo game
}

// Game is the Monsters on Board game.
var Game engine.Game = game{}

type game struct{}

func init() { engine.Register(Game) }

func (game) ID() string      { return GameID }
func (game) Name() string    { return "Monsters on Board" }
func (game) MinPlayers() int { return 1 }
func (game) MaxPlayers() int { return MaxPlayers }
func (game) ScoreUnit() engine.ScoreUnit {
	return engine.ScoreUnit{One: "Spook Juice", Many: "Spook Juice"}
}

// Option keys and values.
const (
	OptMode     = "mode"
	ModeRegular = "regular"
	ModeFamily  = "family"
	OptDraft    = "draft"
	DraftSimul  = "simultaneous"
	DraftTurns  = "in turn order"
	OptFirst    = "first"
	OptAges     = "ages"
)

// birthOrders are the choices of the family tie-break option: seat numbers
// from the youngest to the oldest.
var birthOrders = func() []string {
	var out []string
	var rec func(prefix string, left string)
	rec = func(prefix, left string) {
		if left == "" {
			out = append(out, prefix)
			return
		}
		for i := range left {
			rec(prefix+left[i:i+1], left[:i]+left[i+1:])
		}
	}
	rec("", "1234")
	return out
}()

// birthOrderSeats lists the seats of each birth order, youngest first.
var birthOrderSeats = func() [][]int {
	out := make([][]int, len(birthOrders))
	for i, o := range birthOrders {
		for _, ch := range o {
			out[i] = append(out[i], int(ch-'1'))
		}
	}
	return out
}()

// birthOrderPlayerLabels name each birth order for each player count by
// the seats playing only, youngest first: "Player 2, then Player 1" in a
// 2-player game. With four seats the later ones are their numbers
// ("Player 2, then 1, then 3, then 4"), short enough to read whole; the
// 4-player labels are the option's Labels.
var birthOrderPlayerLabels = func() map[int][]string {
	out := map[int][]string{}
	for n := 2; n <= MaxPlayers; n++ {
		labels := make([]string, len(birthOrders))
		for i, o := range birthOrders {
			var b strings.Builder
			for _, ch := range o {
				if int(ch-'0') > n {
					continue
				}
				if b.Len() > 0 {
					b.WriteString(", then ")
					if n < 4 {
						b.WriteString("Player ")
					}
				} else {
					b.WriteString("Player ")
				}
				b.WriteRune(ch)
			}
			labels[i] = b.String()
		}
		out[n] = labels
	}
	return out
}()

// birthOrderPlayers is the fewest players each birth order is offered
// to: the one whose seats not playing all come last, in seat order, so
// that each order of the seats playing is offered once ("2134" from 2
// players on, "1243" only to 4).
var birthOrderPlayers = func() []int {
	out := make([]int, len(birthOrders))
	for i, o := range birthOrders {
		n := len(o)
		for n > 1 && o[n-1] == byte('0'+n) {
			n--
		}
		out[i] = n
	}
	return out
}()

func (game) Options() []engine.Option {
	opts := []engine.Option{
		{Key: OptMode, Name: "Mode", Description: "The regular game, or the family mode (simpler: no Ghosts or Arch Monsters).",
			Default: ModeRegular, Choices: []string{ModeRegular, ModeFamily}, MinPlayers: 2},
		{Key: OptDraft, Name: "Draft", Description: "Take dice at the same time (each unseen by the others until all have taken), or in turn order for more strategy.",
			Default: DraftSimul, Choices: []string{DraftSimul, DraftTurns}, Requires: map[string]string{OptMode: ModeRegular}, MinPlayers: 2},
		{Key: OptFirst, Name: "First player", Description: "The seat that starts with the first player token (the last person to see a monster).",
			Default: "1", Choices: []string{"1", "2", "3", "4"}, Labels: []string{"Player 1", "Player 2", "Player 3", "Player 4"},
			ChoiceMinPlayers: []int{1, 2, 3, 4}, Seats: [][]int{{0}, {1}, {2}, {3}}, MinPlayers: 2},
		{Key: OptAges, Name: "Youngest first", Description: "Seats from the youngest player to the oldest: the youngest tied player wins.",
			Default: "1234", Choices: birthOrders, Labels: birthOrderPlayerLabels[MaxPlayers], PlayerLabels: birthOrderPlayerLabels, ChoiceMinPlayers: birthOrderPlayers, Seats: birthOrderSeats, Requires: map[string]string{OptMode: ModeFamily}},
	}
	return append(opts, soloOptions()...)
}

func (g game) MaxActions(setup engine.Setup) int { return 400 + 4000*setup.Players }

// NewState sets the game up: the bag, the boards; the Prophecy cards and
// the markets are dealt by the chance outcomes that follow.
func (g game) NewState(setup engine.Setup) (engine.State, error) {
	if err := engine.ValidateSetup(g, setup); err != nil {
		return nil, err
	}
	n := setup.Players
	s := &State{n: n, round: 1, moving: -1, placed: -1, famCol: -1}
	s.family = setup.Option(OptMode, ModeRegular) == ModeFamily
	s.simul = setup.Option(OptDraft, DraftSimul) == DraftSimul
	first, _ := strconv.Atoi(setup.Option(OptFirst, "1"))
	if first > n {
		return nil, fmt.Errorf("the first player must be one of the %d seats, not seat %d", n, first)
	}
	s.first = int8(first - 1)
	rank := 0
	for _, ch := range setup.Option(OptAges, "1234") {
		if q := int(ch - '1'); q < n {
			s.ages[q] = int8(rank)
			rank++
		}
	}
	for c := range s.bag {
		s.bag[c] = DicePerColour
	}
	for p := 0; p < n; p++ {
		b := &s.boards[p]
		b.Prophecy = -1
		for c := 0; c < NumColours; c++ {
			b.Grunts[c] = Grunt{Colour: int8(c)}
		}
		b.NGrunts = NumColours
		for i := range b.Minions {
			b.Minions[i] = -1
		}
		for r := range b.Jack {
			b.Jack[r] = 1
		}
	}
	for i := range s.picks {
		s.picks[i] = -1
	}
	s.jack = Jack{Colour: -1, Card: -1}
	if n == 1 {
		s.solo = SoloMode2
		if setup.Option(OptSolo, SoloJack) == SoloScare {
			s.solo = SoloMode1
		} else {
			s.diff = readDifficulty(setup)
		}
		s.simul = false
	}
	s.phase = PhaseSetup
	s.settle()
	return s, nil
}

// Game returns the game.
func (s *State) Game() engine.Game { return Game }

// NumPlayers is the number of seats.
func (s *State) NumPlayers() int { return s.n }

// Family reports whether the state is a family-mode game.
func (s *State) Family() bool { return s.family }

// Round is the round, 1-6.
func (s *State) Round() int { return int(s.round) }

// Phase is the current phase.
func (s *State) Phase() Phase { return s.phase }

// FirstPlayer is the seat holding the first player token.
func (s *State) FirstPlayer() int { return int(s.first) }

// Board returns a copy of seat p's board.
func (s *State) Board(p int) Board { return s.boards[p] }

// Car returns the dice in seat q's Fearnobile, front to rear.
func (s *State) Car(q int) [DicePerCar]Die { return s.cars[q] }

// CarInFront is the seat whose Fearnobile is in front of seat p.
func (s *State) CarInFront(p int) int {
	if s.solo != SoloNone {
		return int(s.shift) % 2 // the Fearnobiles switch between the seat and Spider Jack
	}
	k := int(s.shift)
	if s.family {
		k = -k
	}
	q := (p - k) % s.n
	if q < 0 {
		q += s.n
	}
	return q
}

// GhostMarket and ArchMarket return the market ids per spot (-1 empty).
func (s *State) GhostMarket() [MarketSize]int {
	var out [MarketSize]int
	for i, v := range s.ghostMkt {
		out[i] = int(v) - 1
	}
	return out
}

// ArchMarket returns the Arch Monster id on each spot (-1 empty).
func (s *State) ArchMarket() [MarketSize]int {
	var out [MarketSize]int
	for i, v := range s.archMkt {
		out[i] = int(v) - 1
	}
	return out
}

// Bag is the number of dice of each colour in the bag.
func (s *State) Bag() [NumColours]int {
	var out [NumColours]int
	for i, v := range s.bag {
		out[i] = int(v)
	}
	return out
}

func (s *State) clone() *State {
	c := *s
	c.items = append([]item(nil), s.items...)
	c.events = slices.Clone(s.events)
	return &c
}

// Clone returns an independent copy.
func (s *State) Clone() engine.State { return s.clone() }

// ViewFor hides the other seats' Prophecy cards and their draft picks of
// this step; engine.Observer sees no seat's secrets.
func (s *State) ViewFor(p int) engine.State {
	c := s.clone()
	c.hide(p)
	return c
}

// hide removes what seat p may not see.
func (s *State) hide(p int) {
	s.prophOut = 0
	for q := 0; q < s.n; q++ {
		if q == p {
			if pr := s.boards[q].Prophecy; pr >= 0 && pr < hiddenCard {
				s.prophOut = 1 << pr
			}
			continue
		}
		if s.boards[q].Prophecy >= 0 {
			s.boards[q].Prophecy = hiddenCard
		}
		if s.picks[q] >= 0 {
			s.picks[q] = hiddenPick
		}
	}
}

// Determinize deals the Prophecy cards seat p cannot see among the other
// seats and picks the other seats' hidden draft dice, uniformly.
func (s *State) Determinize(p int, rng *rand.Rand) engine.State {
	return s.DeterminizeInto(nil, p, rng)
}

// DeterminizeInto is Determinize building the state in dst (a *State from
// an earlier call, or nil), reusing its memory.
func (s *State) DeterminizeInto(dst engine.State, p int, rng *rand.Rand) engine.State {
	c, ok := dst.(*State)
	if !ok || c == nil || c == s {
		c = &State{}
	}
	items, events := c.items[:0], c.events[:0]
	*c = *s
	c.items = append(items, s.items...)
	c.events = events // a determinized state has no events
	c.hide(p)
	var pool [NumProphecies]int8
	np := 0
	for k := 0; k < NumProphecies; k++ {
		if c.prophOut&(1<<k) == 0 {
			pool[np] = int8(k)
			np++
		}
	}
	for q := 0; q < s.n; q++ {
		b := &c.boards[q]
		if b.Prophecy == hiddenCard {
			i := rng.IntN(np)
			b.Prophecy = pool[i]
			c.prophOut |= 1 << pool[i]
			np--
			pool[i] = pool[np]
		}
		if c.picks[q] == hiddenPick {
			var slots [DicePerCar]int8
			ns := 0
			for i, d := range c.cars[c.CarInFront(q)] {
				if !d.Empty() {
					slots[ns] = int8(i)
					ns++
				}
			}
			c.picks[q] = slots[rng.IntN(ns)]
		}
	}
	return c
}

// HasSecretsFor reports whether seat p holds a secret: its Prophecy card,
// or a die it picked in this draft step.
func (s *State) HasSecretsFor(p int) bool {
	return s.boards[p].Prophecy >= 0 || s.picks[p] >= 0
}

// IsTerminal reports whether the game is over.
func (s *State) IsTerminal() bool { return s.phase == PhaseOver }

// Encode writes the whole state canonically (the log lines excepted).
func (s *State) Encode() []byte {
	out := make([]byte, 0, 512)
	bl := func(b bool) byte {
		if b {
			return 1
		}
		return 0
	}
	out = append(out, 'M', 'B', byte(s.n), bl(s.family), bl(s.simul), byte(s.round), byte(s.phase), byte(s.first),
		byte(s.seat), byte(s.done), byte(s.step), byte(s.shift), byte(s.moving), byte(s.moveMask), byte(s.moveMask>>8),
		byte(s.landed), byte(s.landed>>8), byte(s.placed), byte(s.count), bl(s.winDone), byte(s.passes),
		byte(s.famLeft), byte(s.famCol), byte(s.famStop), byte(s.prophOut), byte(s.prophOut>>8))
	for i := 0; i < MaxPlayers; i++ {
		out = append(out, byte(s.ages[i]), byte(s.picks[i]), byte(s.turns[i]))
		out = append(out, dieBytes(s.cars[i][:])...)
	}
	for _, v := range s.bag {
		out = append(out, byte(v))
	}
	out = appendU64(out, s.ghostOut)
	out = appendU64(out, s.archOut[0])
	out = appendU64(out, s.archOut[1])
	for i := 0; i < MarketSize; i++ {
		out = append(out, byte(s.ghostMkt[i]), byte(s.archMkt[i]))
	}
	out = append(out, byte(len(s.items)))
	for _, it := range s.items {
		out = append(out, byte(it.Icon.Act), byte(it.Icon.N), byte(it.Depth))
	}
	for p := 0; p < s.n; p++ {
		b := &s.boards[p]
		out = append(out, byte(b.Malice), byte(b.Juice), byte(b.Juice>>8), byte(b.NGrunts), byte(b.Prophecy),
			byte(b.Before), byte(b.Before>>8), byte(b.Removed))
		for r := 0; r < NumRows; r++ {
			out = append(out, dieBytes(b.Order[r][:])...)
			out = append(out, byte(b.Jack[r]), byte(b.Track[r]), byte(b.Minion3[r]))
		}
		out = append(out, dieBytes(b.Drive[:])...)
		for i := range b.Moved {
			out = append(out, bl(b.Moved[i]))
		}
		for i := 0; i < int(b.NGrunts); i++ {
			out = append(out, byte(b.Grunts[i].Colour), byte(b.Grunts[i].Area))
		}
		for _, m := range b.Minions {
			out = append(out, byte(m))
		}
		for _, g := range b.Ghosts {
			out = append(out, byte(g))
		}
		for _, g := range b.GainUsed {
			out = append(out, byte(g))
		}
		out = appendU64(out, b.Cards[0])
		out = appendU64(out, b.Cards[1])
	}
	if s.solo != SoloNone {
		out = s.encodeSolo(out)
	}
	return out
}

func dieBytes(d []Die) []byte {
	out := make([]byte, len(d))
	for i, v := range d {
		out[i] = byte(v)
	}
	return out
}

func appendU64(out []byte, v uint64) []byte {
	for i := 0; i < 8; i++ {
		out = append(out, byte(v>>(8*i)))
	}
	return out
}
