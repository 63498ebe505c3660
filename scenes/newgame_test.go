package scenes

import (
	"testing"

	"monstermixer/engine/enginetest"
	"monstermixer/scenes/storage"
	"monstermixer/scenes/ui"
)

// The New game screen shows only the options that apply to the player
// count and the other options, offers 1 player where the game allows it,
// and names only those options in the setup.
func TestNewGameShowsOnlyOptionsThatApply(t *testing.T) {
	a, in := newTestApp(t, nil)
	click(t, a, in, "game:"+enginetest.HighCard.ID())
	settle(t, a, in)
	n := a.Scene().(*NewGame)
	if n.count.Choices[0] != "1 player" {
		t.Fatalf("player counts %q", n.count.Choices)
	}
	click(t, a, in, "prev:players") // 2 -> 1
	if n.players() != 1 || hasTarget(a, "next:option:"+enginetest.OptTrade) || !hasTarget(a, "next:option:"+enginetest.OptHouse) {
		t.Fatalf("%d players: targets %v", n.players(), a.Targets())
	}
	if hasTarget(a, "next:option:"+enginetest.OptLimit) {
		t.Fatal("the swap limit is offered with swaps once")
	}
	click(t, a, in, "next:option:"+enginetest.OptSwaps) // once -> any
	if !hasTarget(a, "next:option:"+enginetest.OptLimit) {
		t.Fatal("the swap limit is not offered with any swaps")
	}
	setup, _, _, err := n.Setup(a)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := setup.Options[enginetest.OptTrade]; ok {
		t.Fatalf("the setup names an option that does not apply: %v", setup.Options)
	}
	render(t, a, "newgame-solo")
	click(t, a, in, "next:players") // 1 -> 2
	if !hasTarget(a, "next:option:"+enginetest.OptTrade) {
		t.Fatal("trade chips are not offered to two players")
	}
	click(t, a, in, "button:Start")
	settle(t, a, in)
	if f, ok := a.Scene().(*Frame); !ok || f.Session().Record.Setup().Players != 2 {
		t.Fatalf("scene %s after Start", a.Scene().Name())
	}
}

// The names and kinds typed for a game come back on the next New game.
func TestNamesAreRememberedForTheNextGame(t *testing.T) {
	st := storage.NewMemory()
	a, in := newTestApp(t, st)
	click(t, a, in, "game:"+enginetest.HighCard.ID())
	settle(t, a, in)
	click(t, a, in, "name:seat1")
	in.Edit(ui.EditSelectAll)
	in.Type("Ann")
	tick(t, a, in, 1)
	click(t, a, in, "next:seat2") // Normal -> Hard
	click(t, a, in, "next:seat2") // Hard -> Human
	click(t, a, in, "name:seat2")
	in.Edit(ui.EditSelectAll)
	in.Type("Bob")
	tick(t, a, in, 1)
	in.ClickAt(5, 5) // leave the field
	tick(t, a, in, 1)
	click(t, a, in, "button:Start")
	settle(t, a, in)
	if _, ok := a.Scene().(*Frame); !ok {
		t.Fatalf("scene %s after Start", a.Scene().Name())
	}
	// A fresh store with only what the app remembers (the game's save
	// would make the title ask about it first).
	fresh := storage.NewMemory()
	kept, err := st.Read(rememberedName)
	if err != nil {
		t.Fatal(err)
	}
	fresh.Write(rememberedName, kept)
	b, in2 := newTestApp(t, fresh)
	click(t, b, in2, "game:"+enginetest.HighCard.ID())
	settle(t, b, in2)
	n := b.Scene().(*NewGame)
	if n.names[0].Text != "Ann" || n.names[1].Text != "Bob" || n.kinds[1].Index != 0 || n.names[2].Text != defaultName(2, false) {
		t.Fatalf("names %q %q %q, seat 2 kind %d", n.names[0].Text, n.names[1].Text, n.names[2].Text, n.kinds[1].Index)
	}
}
