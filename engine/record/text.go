package record

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ExcerptLen is the most characters of a record's text that an error
// message quotes.
const ExcerptLen = 40

// Excerpt quotes at most ExcerptLen characters of s for a message, with
// Go's escapes, so a huge word, a control character or binary junk is
// never echoed raw: "abc", "\x00\x01", "a very long wor…".
func Excerpt(s string) string {
	cut := false
	n := 0
	for i := range s {
		if n == ExcerptLen {
			s, cut = s[:i], true
			break
		}
		n++
	}
	q := strconv.Quote(s)
	if cut {
		q = q[:len(q)-1] + `…"`
	}
	return q
}

// MaxNameLen is the longest player name a record takes, in bytes.
const MaxNameLen = 200

// CheckName reports why name cannot be a player's name: empty, too long,
// not UTF-8 or holding a control character (a tab, a line break). Every
// other character is fine: the record quotes what needs quoting.
func CheckName(name string) error {
	switch {
	case strings.TrimSpace(name) == "":
		return errors.New("a player's name cannot be empty")
	case len(name) > MaxNameLen:
		return errors.New("a player's name can be at most 200 bytes long")
	case !utf8.ValidString(name):
		return errors.New("a player's name must be text (UTF-8)")
	case strings.IndexFunc(name, unicode.IsControl) >= 0:
		return errors.New("a player's name cannot hold control characters (tabs, line breaks)")
	}
	return nil
}

// quoteText writes free text (a name, an option's value) so that it reads
// back unchanged: as is when it can be, else in double quotes.
func quoteText(s string) string {
	if s == "" || s != strings.TrimSpace(s) || strings.ContainsAny(s, "#\"") || strings.IndexFunc(s, unicode.IsControl) >= 0 || !utf8.ValidString(s) {
		return strconv.Quote(s)
	}
	return s
}

// unquoteText reads free text written by quoteText (the rest of a line,
// comment already removed and space trimmed).
func unquoteText(s string) (string, error) {
	if !strings.HasPrefix(s, `"`) {
		return s, nil
	}
	q, err := strconv.QuotedPrefix(s)
	if err != nil {
		return "", errors.New("a quoted text is not closed or has a bad escape")
	}
	if rest := strings.TrimSpace(s[len(q):]); rest != "" {
		return "", errors.New("only a comment may follow a quoted text, not " + Excerpt(rest))
	}
	return strconv.Unquote(q)
}

// stripComment removes a comment ('#' to the end of the line) and the
// spaces around what is left. A '#' inside a double-quoted text that
// starts a word is not a comment.
func stripComment(line string) string {
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case '#':
			return strings.TrimSpace(line[:i])
		case '"':
			if i > 0 && line[i-1] != ' ' && line[i-1] != '=' && line[i-1] != '\t' {
				continue
			}
			if q, err := strconv.QuotedPrefix(line[i:]); err == nil {
				i += len(q) - 1
			}
		}
	}
	return strings.TrimSpace(line)
}

// MaxMessage is the longest reason, in characters, that an error of this
// package passes on from a game.
const MaxMessage = 120

// clipped is an error whose message was shortened; it unwraps to the
// original.
type clipped struct {
	msg string
	err error
}

func (c *clipped) Error() string { return c.msg }
func (c *clipped) Unwrap() error { return c.err }

// clip shortens a game's error message to MaxMessage characters with its
// control characters escaped, so a message that echoes a huge or binary
// line stays short and printable.
func clip(err error) error {
	msg := err.Error()
	if utf8.RuneCountInString(msg) <= MaxMessage && utf8.ValidString(msg) && strings.IndexFunc(msg, unicode.IsControl) < 0 {
		return err
	}
	return &clipped{msg: Clip(msg, MaxMessage), err: err}
}

// Clip shortens a message to at most n characters (an ellipsis marks the
// cut) and escapes control characters and bytes that are not UTF-8, for
// any message a person reads that may hold text from a file.
func Clip(msg string, n int) string {
	var b strings.Builder
	for i, count := 0, 0; i < len(msg); count++ {
		if count == n {
			b.WriteString("…")
			break
		}
		r, size := utf8.DecodeRuneInString(msg[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, "\\x%02x", msg[i])
		case unicode.IsControl(r):
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
		default:
			b.WriteString(msg[i : i+size])
		}
		i += size
	}
	return b.String()
}
