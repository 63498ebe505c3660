package monstersonboard

// This file holds every piece of designed content (the rulebook's lost
// pictures) as data: the colours, the town path and its action icons, the
// Summoning tracks, the Malice chart, the Lord dice faces, the Ghosts, the
// Arch Monster cards, the Prophecy cards and the market costs. RULES.md
// explains each choice.

// NumColours is the number of monster colours (Lord dice, Grunts, Ghosts).
const NumColours = 6

// Colour names, in the order of the colour numbers 0-5.
var colourNames = [NumColours]string{"blue", "green", "pink", "orange", "purple", "yellow"}

// ColourName is the colour's word ("blue").
func ColourName(c int) string {
	if c >= 0 && c < NumColours {
		return colourNames[c]
	}
	return "?"
}

// Act is a kind of action icon (the back page of the rulebook).
type Act uint8

// The actions.
const (
	ActNone       Act = iota
	ActSwap           // Swap 2 Lords
	ActPromote        // Promote or Demote a Lord
	ActMoveGrunt      // Move Grunt
	ActMoveMinion     // Move Minion
	ActJuice          // Gain Spook Juice N
	ActFeed           // Feed Spider Jack
	ActMalice         // Gain Malice N
	ActCall           // Call Spider Jack
	ActGainGrunt      // Gain 1 Grunt (Ghosts only)
	ActSummon         // Summon Spider Jack scoring (Summoning tracks only)
)

// Icon is one action icon: an action and its number (Spook Juice or Malice).
type Icon struct {
	Act Act
	N   int8
}

var (
	swap   = Icon{ActSwap, 1}
	prom   = Icon{ActPromote, 1}
	grunt  = Icon{ActMoveGrunt, 1}
	minion = Icon{ActMoveMinion, 1}
	feed   = Icon{ActFeed, 1}
	call   = Icon{ActCall, 1}
	gain   = Icon{ActGainGrunt, 1}
	summon = Icon{ActSummon, 1}
)

func juice(n int8) Icon  { return Icon{ActJuice, n} }
func malice(n int8) Icon { return Icon{ActMalice, n} }

// The town path: 12 areas; odd areas 1-11 are public (one action icon on
// each colour's space), even areas 2-10 are neighbourhoods (no icons), area
// 12 is the final area.
const (
	NumAreas  = 12
	FinalArea = 12
	// NumSpaces is the number of Grunt spaces on the path: one per colour
	// in each area.
	NumSpaces = NumAreas * NumColours
	// NumGainSpaces is the number of Gain Grunt spaces at the beginning of
	// the path.
	NumGainSpaces = 3
	// NumMinions is the number of Minions each player has.
	NumMinions = 6
)

// Public reports whether area a shows action icons.
func Public(a int) bool { return a >= 1 && a < FinalArea && a%2 == 1 }

// Neighbourhood reports whether area a is a neighbourhood (no icons).
func Neighbourhood(a int) bool { return a >= 2 && a < FinalArea && a%2 == 0 }

// pathIcons[k][c] is the icon on colour c's space of public area 2k+1.
// Every colour meets each kind of action on its way; Spook Juice grows
// along the path.
var pathIcons = [6][NumColours]Icon{
	// blue     green      pink       orange     purple     yellow
	{malice(1), feed, call, juice(3), prom, minion}, // area 1
	{call, juice(4), feed, swap, malice(1), grunt},  // area 3
	{juice(5), prom, malice(1), call, grunt, feed},  // area 5
	{feed, minion, juice(6), malice(1), call, swap}, // area 7
	{swap, call, grunt, feed, juice(7), malice(2)},  // area 9
	{grunt, malice(2), swap, juice(8), feed, call},  // area 11
}

// PathIcon is the action icon printed on colour c's space of area a (the
// zero Icon where there is none).
func PathIcon(a, c int) Icon {
	if !Public(a) || c < 0 || c >= NumColours {
		return Icon{}
	}
	return pathIcons[a/2][c]
}

// Space numbers a Grunt space of the path: areas 1-12, colours 0-5.
func Space(area, colour int) int { return (area-1)*NumColours + colour }

// SpaceArea is the area (1-12) of a space number.
func SpaceArea(sp int) int { return sp/NumColours + 1 }

// SpaceColour is the colour (0-5) of a space number.
func SpaceColour(sp int) int { return sp % NumColours }

// The Order of Spider Jack: 3 rows of 6 die spaces.
const (
	NumRows = 3
	NumCols = 6
	// TrackLen is the number of spaces of a Summoning track after its
	// starting space.
	TrackLen = 7
)

// summonTracks[r][i] is the icon on space i+1 of row r's Summoning track
// (the tracker starts on space 0, which has none).
var summonTracks = [NumRows][TrackLen]Icon{
	{feed, summon, malice(1), summon, swap, summon, summon},
	{malice(1), summon, feed, summon, grunt, summon, summon},
	{juice(3), summon, feed, summon, prom, summon, summon},
}

// TrackIcon is the icon on space i (1-7) of row r's Summoning track.
func TrackIcon(r, i int) Icon {
	if r < 0 || r >= NumRows || i < 1 || i > TrackLen {
		return Icon{}
	}
	return summonTracks[r][i-1]
}

// MaxMalice is the top of the Malice track; Malice gained above it is lost.
const MaxMalice = 8

// maliceChart is the Malice gained by the fourth die of the Swamp-Jack
// phase, by rank 1-6 (index 0 unused): rank 6 gives 3.
var maliceChart = [7]int{0, 0, 1, 1, 2, 2, 3}

// MaliceFor is the Malice the chart gives for a die of rank r.
func MaliceFor(r int) int {
	if r < 1 || r > 6 {
		return 0
	}
	return maliceChart[r]
}

// DicePerColour is the number of Lord dice of each colour in the bag.
const DicePerColour = 13

// faces[c][r-1] are the icons on the rank-r face of a colour-c Lord die:
// three icons on ranks 1 and 2, two on 3 and 4, one on 5 and 6, and each
// colour leans on two actions of its own.
var faces = [NumColours][6][]Icon{
	// blue: Call Spider Jack and Feed Spider Jack
	{{call, feed, juice(2)}, {call, malice(1), juice(1)}, {call, swap}, {feed, juice(1)}, {call}, {juice(1)}},
	// green: Move Grunt and Call Spider Jack
	{{grunt, juice(3), feed}, {grunt, juice(2), call}, {grunt, call}, {juice(3), call}, {grunt, juice(1)}, {juice(3)}},
	// pink: Malice and Call Spider Jack
	{{malice(1), call, juice(3)}, {malice(1), call, juice(2)}, {malice(1), call}, {call, juice(1)}, {malice(2)}, {juice(2)}},
	// orange: Feed Spider Jack and Malice
	{{feed, call, grunt}, {feed, malice(1), juice(2)}, {feed, swap}, {call, malice(1)}, {feed}, {juice(1)}},
	// purple: Promote or Demote and Call Spider Jack
	{{prom, minion, call}, {prom, call, juice(2)}, {prom, juice(3)}, {feed, juice(2)}, {call}, {juice(2)}},
	// yellow: Spook Juice and Move Grunt
	{{juice(4), grunt, malice(1)}, {juice(3), grunt, prom}, {juice(3), call}, {grunt, call}, {juice(3)}, {juice(2)}},
}

// Face returns the icons on the rank-r face of a colour-c Lord die.
func Face(c, r int) []Icon {
	if c < 0 || c >= NumColours || r < 1 || r > 6 {
		return nil
	}
	return faces[c][r-1]
}

// Ghost is a Ghost token: a colour (or MultiColour) and one action.
type Ghost struct {
	Colour int // 0-5, or MultiColour
	Icon   Icon
}

// MultiColour is the colour of a Ghost that goes on any colour's space.
const MultiColour = NumColours

// NumGhosts is the number of Ghost tokens.
const NumGhosts = 42

// ghostActions are the six actions of each colour's Ghosts (the first is
// Gain 1 Grunt); multicoloured Ghosts carry ghostMulti.
var (
	ghostActions = [6]Icon{gain, juice(4), feed, call, malice(1), grunt}
	ghostMulti   = [6]Icon{juice(5), call, feed, prom, malice(2), minion}
)

// Ghosts are the 42 Ghost tokens, by id: six per colour (ids 6c..6c+5) and
// six multicoloured (36-41).
var Ghosts = func() [NumGhosts]Ghost {
	var g [NumGhosts]Ghost
	for c := 0; c < NumColours; c++ {
		for i, ic := range ghostActions {
			g[c*6+i] = Ghost{Colour: c, Icon: ic}
		}
	}
	for i, ic := range ghostMulti {
		g[36+i] = Ghost{Colour: MultiColour, Icon: ic}
	}
	return g
}()

// Market sizes and costs, spots numbered left to right (new pieces enter on
// the left and slide right).
const MarketSize = 5

var (
	// GhostCost is the Malice under each Ghost spot.
	GhostCost = [MarketSize]int{3, 3, 2, 2, 1}
	// ArchCost is the Malice above each Arch Monster spot.
	ArchCost = [MarketSize]int{5, 4, 4, 3, 2}
)

// ArchKind is the scoring condition of an Arch Monster card.
type ArchKind uint8

// The Arch Monster scoring conditions.
const (
	ArchPair         ArchKind = iota // each adjacent pair of Colour and Colour2 dice: Points
	ArchSpooked                      // each Colour Grunt: its area number
	ArchNeighGhosts                  // each Ghost in neighbourhoods: Points
	ArchColumns30                    // any 2 adjacent columns with ranks 30 or more: Points once
	ArchGhostPair                    // 2 or more Ghosts in a single neighbourhood: Points once
	ArchMinions3                     // 3 or more Minions in a single neighbourhood: Points once
	ArchChampion                     // a single Colour Grunt in the final area scores 5 a die instead of 3
	ArchRowColour                    // 3 or more Colour dice in a single row: Points once
	ArchRowRank                      // 3 or more dice of rank Rank in a single row: Points once
	ArchPathMinions                  // each Minion on the town path: Points
	ArchFinalGrunts                  // each Grunt in the final area: Points
	ArchMalice                       // each Malice left: Points
	ArchColourGhosts                 // each Colour Ghost on your board: Points
	ArchStrongJack                   // each Spider Jack die of 5 or more: Points
	ArchFullTrack                    // each Summoning tracker at the end of its track: Points
)

// Arch is an Arch Monster card: a scoring condition on the front and one
// action on the back.
type Arch struct {
	Kind            ArchKind
	Colour, Colour2 int
	Rank            int
	Points          int
	Back            Icon
}

// NumArch is the number of Arch Monster cards.
const NumArch = 72

// archBacks are the actions on the cards' backs, dealt round the deck.
var archBacks = [8]Icon{swap, prom, grunt, minion, juice(4), feed, malice(2), call}

// Archs are the 72 Arch Monster cards, by id.
var Archs = func() [NumArch]Arch {
	var out []Arch
	for c := 0; c < NumColours; c++ {
		for d := c + 1; d < NumColours; d++ {
			out = append(out, Arch{Kind: ArchPair, Colour: c, Colour2: d, Points: 2})
		}
	}
	for c := 0; c < NumColours; c++ {
		out = append(out, Arch{Kind: ArchSpooked, Colour: c})
	}
	for c := 0; c < NumColours; c++ {
		out = append(out, Arch{Kind: ArchChampion, Colour: c, Points: 5})
	}
	for c := 0; c < NumColours; c++ {
		out = append(out, Arch{Kind: ArchRowColour, Colour: c, Points: 10})
	}
	for r := 1; r <= 6; r++ {
		out = append(out, Arch{Kind: ArchRowRank, Rank: r, Points: 10})
	}
	for c := 0; c < NumColours; c++ {
		out = append(out, Arch{Kind: ArchColourGhosts, Colour: c, Points: 4})
	}
	three := []Arch{
		{Kind: ArchNeighGhosts, Points: 3},
		{Kind: ArchColumns30, Points: 12},
		{Kind: ArchGhostPair, Points: 8},
		{Kind: ArchMinions3, Points: 10},
		{Kind: ArchPathMinions, Points: 2},
		{Kind: ArchFinalGrunts, Points: 4},
		{Kind: ArchMalice, Points: 2},
		{Kind: ArchStrongJack, Points: 5},
		{Kind: ArchFullTrack, Points: 8},
	}
	for _, a := range three {
		for i := 0; i < 3; i++ {
			out = append(out, a)
		}
	}
	var cards [NumArch]Arch
	if len(out) != NumArch {
		panic("monstersonboard: the Arch Monster deck does not have 72 cards")
	}
	for i := range out {
		out[i].Back = archBacks[i%len(archBacks)]
		cards[i] = out[i]
	}
	return cards
}()

// NumProphecies is the number of Prophecy cards; ProphecyCap is the most a
// Prophecy card scores.
const (
	NumProphecies = 12
	ProphecyCap   = 50
)
