package remote

import (
	"errors"
	"math"
	"time"

	"monstermixer/engine"
	"monstermixer/engine/ai"
)

// Stat is one root action's statistics in a Reply.
type Stat struct {
	Action string // in the game's notation, in the view
	Visits int
	Mean   float64
}

// Reply is the searcher's answer to a Request.
type Reply struct {
	Action     string // the chosen action in the game's notation ("" when the view is over)
	Iterations int
	Stats      []Stat // every legal root action, most visited first (ai.Search.Stats)
	Err        string // why there is no answer
}

// Slice is how long Decide searches between two calls of its pause: in
// the worker, the pause lets the worker's event loop take a stop.
const Slice = 50 * time.Millisecond

// Decide runs the search of req on its view, as the app would: the same
// configuration (the level's iterations and time cap, counted in wall
// time spent searching), to its end unless pause, called after each
// Slice, reports that it must stop (a hurry: the best so far is the
// answer). It is what the worker runs for each message.
func Decide(req Request, pause func() bool) Reply {
	s := ai.NewSearch(req.View, req.Config)
	for !s.StepFor(Slice) {
		if pause != nil && pause() {
			s.Cancel()
		}
	}
	best := s.Best()
	rep := Reply{Iterations: s.Iterations()}
	if best != ai.NoAction {
		rep.Action = req.View.ActionString(best)
	}
	for _, st := range s.Stats(nil) {
		rep.Stats = append(rep.Stats, Stat{Action: req.View.ActionString(st.Action), Visits: st.Visits, Mean: st.Mean})
	}
	return rep
}

// Marshal writes the reply as a message.
func (r Reply) Marshal() []byte {
	w := &writer{b: []byte(magic)}
	w.str(r.Action)
	w.uint(uint64(r.Iterations))
	w.str(r.Err)
	w.uint(uint64(len(r.Stats)))
	for _, s := range r.Stats {
		w.str(s.Action)
		w.uint(uint64(s.Visits))
		w.uint(math.Float64bits(s.Mean))
	}
	return w.b
}

// UnmarshalReply reads a reply message.
func UnmarshalReply(b []byte) (Reply, error) {
	var r Reply
	rd, err := newReader(b, "reply")
	if err != nil {
		return r, err
	}
	r.Action = rd.str()
	r.Iterations = int(rd.uint())
	r.Err = rd.str()
	n := rd.uint()
	for i := uint64(0); i < n && rd.err == nil; i++ {
		s := Stat{Action: rd.str(), Visits: int(rd.uint())}
		s.Mean = math.Float64frombits(rd.uint())
		r.Stats = append(r.Stats, s)
	}
	return r, rd.err
}

// ParseIn reads the reply's action in view, the view the request was
// made of.
func (r Reply) ParseIn(view engine.State) (engine.Action, error) {
	if r.Err != "" {
		return 0, errors.New(r.Err)
	}
	if r.Action == "" {
		return ai.NoAction, nil
	}
	return view.ParseAction(r.Action)
}

// Serve answers one request message with a reply message: the worker's
// whole work for a message.
func Serve(msg []byte, pause func() bool) []byte {
	req, err := Unmarshal(msg)
	if err != nil {
		return Reply{Err: err.Error()}.Marshal()
	}
	return Decide(req, pause).Marshal()
}
