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
