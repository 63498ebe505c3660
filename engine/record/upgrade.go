package record

import "monstermixer/engine"

// maxFilledPasses is the most response windows passed in a row before one
// line of an older record.
const maxFilledPasses = 4

// Upgrade brings a record written by an earlier version up to the rules
// of this one where they only added decisions: a response window that now
// opens where an earlier version opened none (Chess Monsters opens one
// whenever the responder might hold an answer, issue 33) has no line in
// the record, so the next line is refused there. Wherever a line is
// refused while a window is open and plays once the open windows are
// passed, the windows' Pass lines are put in before it. It stops at the
// first line that does not play either way (Replay then reports it) and
// returns how many lines it put in.
func (r *Record) Upgrade() int {
	s, err := r.Start()
	if err != nil {
		return 0
	}
	added := 0
	for i := 0; i < len(r.Actions); i++ {
		if s.IsTerminal() {
			break
		}
		passes := passesBefore(s, r.Actions[i])
		if len(passes) > 0 {
			lines := make([]string, len(passes))
			for k, p := range passes {
				lines[k] = s.ActionString(p)
				s.Apply(p)
			}
			r.insert(i, lines)
			i += len(lines)
			added += len(lines)
		}
		a, err := s.ParseAction(r.Actions[i])
		if err != nil || s.Apply(a) != nil {
			break
		}
	}
	return added
}

// passesBefore returns the Pass actions of the windows open in s that
// must be played before text plays, or nil when text plays at once or
// does not play after them either.
func passesBefore(s engine.State, text string) []engine.Action {
	if a, err := s.ParseAction(text); err == nil && engine.IsLegal(s, a) {
		return nil
	}
	var passes []engine.Action
	c := s
	for range maxFilledPasses {
		w, open := engine.OpenWindow(c)
		if !open {
			return nil
		}
		if len(passes) == 0 {
			c = s.Clone()
		}
		if c.Apply(w.Pass) != nil {
			return nil
		}
		passes = append(passes, w.Pass)
		if a, err := c.ParseAction(text); err == nil && engine.IsLegal(c, a) {
			return passes
		}
	}
	return nil
}

// insert puts lines in before action i, as lines of no source line (made
// in memory) that share the secrecy of the line they come before.
func (r *Record) insert(i int, lines []string) {
	secret := r.IsSecret(i)
	r.Actions = append(r.Actions[:i], append(lines, r.Actions[i:]...)...)
	if len(r.Lines) >= i {
		r.Lines = append(r.Lines[:i], append(make([]int, len(lines)), r.Lines[i:]...)...)
	}
	if len(r.Secret) > i {
		flags := make([]bool, len(lines))
		for k := range flags {
			flags[k] = secret
		}
		r.Secret = append(r.Secret[:i], append(flags, r.Secret[i:]...)...)
	}
}
