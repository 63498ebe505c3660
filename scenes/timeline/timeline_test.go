package timeline

import (
	"fmt"
	"slices"
	"testing"
)

// recorder logs every call a timeline makes.
type recorder struct{ log []string }

func (r *recorder) Start(e *string, live bool) {
	r.log = append(r.log, fmt.Sprintf("start %s %v", *e, live))
}
func (r *recorder) Run(e *string, p float64) {
	r.log = append(r.log, fmt.Sprintf("run %s %.2f", *e, p))
}
func (r *recorder) Finish(e *string) { r.log = append(r.log, "finish "+*e) }

func lengths(e *string) float64 {
	switch *e {
	case "walk":
		return 1
	case "punch":
		return 0.5
	}
	return 0
}

func TestAdvancePlaysStepsInOrderAtTheirDurations(t *testing.T) {
	var tl Timeline[string]
	var r recorder
	tl.Replace([]string{"walk", "note", "punch"}, lengths)
	if !tl.Busy() || tl.Pending() != 3 {
		t.Fatalf("queued: busy %v, pending %d", tl.Busy(), tl.Pending())
	}
	if tl.Advance(0.5, &r) {
		t.Fatal("the queue ended after half of the first step")
	}
	e, p, ok := tl.Current()
	if !ok || *e != "walk" || p != 0.5 {
		t.Fatalf("current = %v %v %v, want walk at 0.5", e, p, ok)
	}
	// The rest of walk, the instant note, and half of punch.
	if tl.Advance(0.75, &r) {
		t.Fatal("the queue ended with punch half done")
	}
	if !tl.Advance(0.25, &r) {
		t.Fatal("the last step finished but Advance did not say so")
	}
	want := []string{
		"start walk true", "run walk 0.50",
		"run walk 1.00", "finish walk", "start note true", "finish note", "start punch true", "run punch 0.50",
		"run punch 1.00", "finish punch",
	}
	if !slices.Equal(r.log, want) {
		t.Fatalf("calls\n%q\nwant\n%q", r.log, want)
	}
	if tl.Busy() || tl.Clock != 1.5 {
		t.Fatalf("after the queue: busy %v, clock %v", tl.Busy(), tl.Clock)
	}
}

func TestSkipFinishesEverythingQuietly(t *testing.T) {
	var tl Timeline[string]
	var r recorder
	tl.Replace([]string{"walk", "punch"}, lengths)
	tl.Advance(0.25, &r)
	r.log = nil
	tl.Skip(&r)
	want := []string{"run walk 1.00", "finish walk", "start punch false", "run punch 1.00", "finish punch"}
	if !slices.Equal(r.log, want) || tl.Busy() {
		t.Fatalf("skip: %q (busy %v), want %q", r.log, tl.Busy(), want)
	}
}

func TestTickFollowsTheSpeedSetting(t *testing.T) {
	var tl Timeline[string]
	var r recorder
	tl.Add("walk", 1)
	for range 30 {
		tl.Tick(2, &r)
	}
	if tl.Busy() {
		t.Fatal("a 1-second step at double speed still runs after 30 ticks")
	}
	tl.Add("punch", 0.5)
	if !tl.Tick(0, &r) || tl.Busy() {
		t.Fatal("speed 0 (instant) did not finish the queue in one tick")
	}
	if got := r.log[len(r.log)-3]; got != "start punch false" {
		t.Fatalf("instant speed started the step live: %q", got)
	}
}

func TestAddAfterPartlyPlayedQueueKeepsOrder(t *testing.T) {
	var tl Timeline[string]
	var r recorder
	tl.Replace([]string{"note", "walk"}, lengths)
	tl.Advance(0.5, &r)
	tl.Add("punch", 0.5)
	if tl.Pending() != 2 {
		t.Fatalf("pending %d, want walk and punch", tl.Pending())
	}
	tl.Clear()
	if tl.Busy() {
		t.Fatal("Clear left steps queued")
	}
	if _, _, ok := tl.Current(); ok {
		t.Fatal("an idle timeline has a current step")
	}
}

func TestPlayFinishesTheRunningStepsThenQueues(t *testing.T) {
	var tl Timeline[string]
	var r recorder
	tl.Replace([]string{"walk"}, lengths)
	tl.Advance(0.5, &r)
	r.log = nil
	Play(&tl, &r, []string{"punch", "note"}, lengths, 1)
	if want := []string{"run walk 1.00", "finish walk"}; !slices.Equal(r.log, want) || tl.Pending() != 2 {
		t.Fatalf("play: %q (pending %d), want %q and 2 queued", r.log, tl.Pending(), want)
	}
	r.log = nil
	Play(&tl, &r, []string{"walk"}, lengths, 0)
	want := []string{
		"start punch false", "run punch 1.00", "finish punch", "start note false", "run note 1.00", "finish note",
		"start walk false", "run walk 1.00", "finish walk",
	}
	if !slices.Equal(r.log, want) || tl.Busy() {
		t.Fatalf("instant play: %q (busy %v), want %q", r.log, tl.Busy(), want)
	}
}
