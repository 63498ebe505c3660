package enginetest

import "monstermixer/engine"

// flaws are the deliberate mistakes of High Card's broken variants, each
// breaking one rule of the engine's contract, so that a test can prove the
// conformance suite catches it.
type flaws struct {
	leaky          bool // every view shows every card
	leakyLog       bool // the log names a dealt card
	leakyObserver  bool // the Observer's view shows every card
	peeking        bool // a trade window opens only when the keeper's card beats the asked seat's
	strayWindow    bool // OpenWindow names the keeper, not the seat that decides
	wrongPass      bool // a window's Pass is not one of its legal actions
	badRanks       bool // seats are ranked without the House
	unbounded      bool // MaxActions is smaller than a game can take
	carelessChosen bool // ApplyChosen counts a swap that Apply does not
	seatNumbers    bool // the log names seats by number ("Seat 2 keeps"), not by their names
	scoreOnly      bool // every result says nobody wins (ScoreOnly), at a table of several too
	leakyBoard     bool // the board text prints the cards as dealt, which the views keep unencoded
	blankBoard     bool // the board text is empty
	plainLines     bool // LineShowsSecret calls no line secret, not even a card dealt face down
}

// The broken variants of High Card.
var (
	Leaky          = &game{id: "test-highcard-leaky", flaws: flaws{leaky: true}}
	LeakyLog       = &game{id: "test-highcard-leakylog", flaws: flaws{leakyLog: true}}
	LeakyObserver  = &game{id: "test-highcard-leakyobserver", flaws: flaws{leakyObserver: true}}
	Peeking        = &game{id: "test-highcard-peeking", flaws: flaws{peeking: true}}
	StrayWindow    = &game{id: "test-highcard-straywindow", flaws: flaws{strayWindow: true}}
	WrongPass      = &game{id: "test-highcard-wrongpass", flaws: flaws{wrongPass: true}}
	BadRanks       = &game{id: "test-highcard-badranks", flaws: flaws{badRanks: true}}
	Unbounded      = &game{id: "test-highcard-unbounded", flaws: flaws{unbounded: true}}
	CarelessChosen = &game{id: "test-highcard-carelesschosen", flaws: flaws{carelessChosen: true}}
	SeatNumbers    = &game{id: "test-highcard-seatnumbers", flaws: flaws{seatNumbers: true}}
	ScoreOnly      = &game{id: "test-highcard-scoreonly", flaws: flaws{scoreOnly: true}}
	LeakyBoard     = &game{id: "test-highcard-leakyboard", flaws: flaws{leakyBoard: true}}
	BlankBoard     = &game{id: "test-highcard-blankboard", flaws: flaws{blankBoard: true}}
	PlainLines     = &game{id: "test-highcard-plainlines", flaws: flaws{plainLines: true}}
)

func registerVariants() {
	for _, g := range []engine.Game{Leaky, LeakyLog, LeakyObserver, Peeking, StrayWindow, WrongPass, BadRanks, Unbounded, CarelessChosen, SeatNumbers, ScoreOnly, LeakyBoard, BlankBoard, PlainLines} {
		engine.Register(g)
	}
}
