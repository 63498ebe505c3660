package ui

import "monstermixer/engine"

// Refusal is the one refusal path of every table (see the package doc's
// interaction contract): a click on something that is not legal now says
// why, in the engine's words, and the sentence goes as soon as the state
// shown, the half-made choice or the person deciding changes. A table
// keeps one, calls Say on a refused click and Keep every tick, and draws
// Text where its messages go.
type Refusal struct {
	text  string
	state engine.State // the state shown when the sentence was said
	sel   string       // the selection then (the table's Selection)
}

// Say shows why a click on st with selection sel was refused. An empty
// why says nothing new: a refusal always has a sentence.
func (r *Refusal) Say(why string, st engine.State, sel string) {
	if why == "" {
		why = "That is not possible now."
	}
	r.text, r.state, r.sel = why, st, sel
}

// Keep clears the sentence when the state shown or the selection has
// changed since it was said, or when the viewer no longer decides.
func (r *Refusal) Keep(st engine.State, sel string, myTurn bool) {
	if r.text != "" && (!myTurn || st != r.state || sel != r.sel) {
		r.Clear()
	}
}

// Clear takes the sentence away.
func (r *Refusal) Clear() { r.text, r.state, r.sel = "", nil, "" }

// Text is the sentence shown now, "" for none.
func (r *Refusal) Text() string { return r.text }

// RefusalOf is the sentence of an engine refusal err in player words:
// say turns a Line into text with the seats' names; a full stop ends it.
func RefusalOf(err error, say func(engine.Line) string) string {
	s := say(engine.ReasonOf(err))
	if s != "" && s[len(s)-1] != '.' && s[len(s)-1] != '!' && s[len(s)-1] != '?' {
		s += "."
	}
	return s
}
