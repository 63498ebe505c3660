package engine

// BoardTexter is an optional State interface: the position printed as
// plain text, one Line a row, for a person who writes or checks a record
// (mixer replay -board). It shows only what every player may see: the
// caller prints the Observer view (ViewFor(Observer)) of a game with
// secrets, and a view's hidden parts print as hidden. Players are named
// through seat references, so the text uses their names.
type BoardTexter interface {
	BoardText() []Line
}

// PublicBoardText is the position as text as every player may see it:
// the Observer's view while the game runs, the state itself once it is
// over (final scoring shows what was secret). ok is false when the game
// cannot print its position.
func PublicBoardText(s State) (lines []Line, ok bool) {
	view := s
	if !s.IsTerminal() {
		view = s.ViewFor(Observer)
	}
	bt, ok := view.(BoardTexter)
	if !ok {
		return nil, false
	}
	return bt.BoardText(), true
}
