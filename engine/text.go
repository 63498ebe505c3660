package engine

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// SeatRef names a seat inside a sentence built by Say: the app draws it as
// the seat's name with its colour and symbol; plain text says "Seat N".
type SeatRef int

// SeatsOf names a seat in the possessive ("Anna's") inside a sentence built
// by Say.
type SeatsOf int

// Span is one piece of a Line: plain text, or a reference to a seat.
type Span struct {
	Text       string // the text of a plain span
	Seat       int    // the seat referred to, or -1 for plain text
	Possessive bool   // the seat is named in the possessive ("Anna's")
}

// Line is a sentence for a person, with seats as typed references rather
// than names baked into text, so that the app names them and a record's
// free text never has to be parsed back.
type Line []Span

// The markers Say puts in place of seat arguments before splitting; they
// are from Unicode's private use area, so no game text contains them.
const (
	seatMark       = '\uE000'
	possessiveMark = '\uE001'
	endMark        = '\uE002'
)

// Say formats a sentence like fmt.Sprintf, with SeatRef and SeatsOf
// arguments kept as seat references: Say("%s adds a tile to %s minion",
// SeatRef(0), SeatsOf(1)).
func Say(format string, args ...any) Line {
	conv := make([]any, len(args))
	for i, a := range args {
		switch v := a.(type) {
		case SeatRef:
			conv[i] = string(seatMark) + strconv.Itoa(int(v)) + string(endMark)
		case SeatsOf:
			conv[i] = string(possessiveMark) + strconv.Itoa(int(v)) + string(endMark)
		default:
			conv[i] = a
		}
	}
	return parseMarked(fmt.Sprintf(format, conv...))
}

// Plain is a Line of text with no seat in it; empty text is an empty Line.
func Plain(text string) Line {
	if text == "" {
		return nil
	}
	return Line{{Text: text, Seat: -1}}
}

func parseMarked(s string) Line {
	var l Line
	for s != "" {
		i := strings.IndexAny(s, string(seatMark)+string(possessiveMark))
		if i < 0 {
			l = append(l, Span{Text: s, Seat: -1})
			break
		}
		if i > 0 {
			l = append(l, Span{Text: s[:i], Seat: -1})
		}
		poss := strings.HasPrefix(s[i:], string(possessiveMark))
		rest := s[i+len(string(seatMark)):]
		j := strings.IndexRune(rest, endMark)
		n, _ := strconv.Atoi(rest[:j])
		l = append(l, Span{Seat: n, Possessive: poss})
		s = rest[j+len(string(endMark)):]
	}
	return l
}

// Render writes the sentence with each seat named by name(seat) (in the
// possessive where the sentence says so: Possessive).
func (l Line) Render(name func(seat int) string) string {
	return l.RenderNames(func(seat int, possessive bool) string {
		if possessive {
			return Possessive(name(seat))
		}
		return name(seat)
	})
}

// RenderNames writes the sentence with each seat's words written by
// name(seat, possessive): for a caller that wraps a name (in colour
// marks, say) around what Possessive makes of it.
func (l Line) RenderNames(name func(seat int, possessive bool) string) string {
	var b strings.Builder
	for _, sp := range l {
		if sp.Seat < 0 {
			b.WriteString(sp.Text)
			continue
		}
		b.WriteString(name(sp.Seat, sp.Possessive))
	}
	return b.String()
}

// Possessive is a seat's name followed by 's, as in "Blorb's board":
// "Your" for a seat named You (a lesson's person, or anyone who types
// it), whose "You's" reads wrong.
func Possessive(name string) string {
	if name == "You" {
		return "Your"
	}
	return name + "'s"
}

// String renders the sentence with seats as "Seat N" (tests, the headless
// command, errors without names at hand).
func (l Line) String() string { return l.Render(DefaultSeatName) }

// DefaultSeatName is the name of a seat when no player name is known:
// "Seat 1" for seat 0.
func DefaultSeatName(seat int) string { return "Seat " + strconv.Itoa(seat+1) }

// Seats lists the seats a sentence refers to, in order of appearance.
func (l Line) Seats() []int {
	var out []int
	for _, sp := range l {
		if sp.Seat >= 0 {
			out = append(out, sp.Seat)
		}
	}
	return out
}

// Strings renders lines with seats as "Seat N", one string each.
func Strings(lines []Line) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = l.String()
	}
	return out
}

// Ordinal writes n as "1st", "2nd", "3rd", "4th", "11th", "22nd".
func Ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return strconv.Itoa(n) + suffix
}

// midCapital is an article written with a capital inside a sentence ("He
// took A blue 4").
var midCapital = regexp.MustCompile(`[a-z,] (A|An|The) [a-z]`)

// TextFault says what is wrong with a text shown to a person (a line of
// the log, a tip, a breakdown line), or "" when nothing is: it starts
// with a capital or a figure, holds no doubled stop, doubled space or
// space before a stop, no article with a capital inside a sentence, and,
// for a sentence, ends with a stop, a question or exclamation mark or a
// closing bracket. The conformance suite and the tables' tests share it.
func TextFault(text string, sentence bool) string {
	r, _ := utf8.DecodeRuneInString(text)
	last, _ := utf8.DecodeLastRuneInString(text)
	switch {
	case text == "":
		return "is empty"
	case !unicode.IsUpper(r) && !unicode.IsDigit(r):
		return "does not begin with a capital letter or a figure"
	case strings.Contains(text, ".."), strings.Contains(text, "  "), strings.Contains(text, " ."), strings.Contains(text, " ,"):
		return "has a doubled stop or a stray space"
	case midCapital.MatchString(text):
		return "starts a phrase with a capital inside a sentence"
	case sentence && !strings.ContainsRune(".!?)", last):
		return "does not end a sentence"
	}
	return ""
}

// Plural is one when n is 1 and many otherwise: the word for n things
// ("die", "dice").
func Plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// Count says n things in words: "1 die", "3 dice", "0 dice".
func Count(n int, one, many string) string {
	return strconv.Itoa(n) + " " + Plural(n, one, many)
}

// JoinWords lists words as a person does: "a", "a and b", "a, b and c".
func JoinWords(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// Article puts "a" or "an" before a noun, by its first letter: "a blue
// die", "an orange die".
func Article(noun string) string {
	if noun != "" && strings.ContainsRune("aeiouAEIOU", rune(noun[0])) {
		return "an " + noun
	}
	return "a " + noun
}

// Capital starts s with a capital letter ("the wolf" -> "The wolf").
func Capital(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// LowerFirst starts s with a small letter ("Move Grunt" -> "move Grunt").
func LowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToLower(r)) + s[n:]
}

// NameAt is names[i], or "?" when i is not an index of names: the String
// of a kind numbered from 0.
func NameAt(names []string, i int) string {
	if i >= 0 && i < len(names) {
		return names[i]
	}
	return "?"
}
