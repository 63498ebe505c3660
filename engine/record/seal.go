package record

import (
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"strconv"
	"strings"
	"unicode"

	"monstermixer/engine"
)

// errSealDamaged is the error of a sealed line that does not decode.
var errSealDamaged = errors.New("a sealed line is damaged (cut short or edited)")

// sealPrefix starts a sealed action line.
const sealPrefix = "~sealed "

// legacyLine is the position argument of sealKey for the one sealed line
// of a record written before sealed lines named their first action.
const legacyLine = -1

// sealKey xors text with a keystream drawn from the record's seed and
// game and the number of the line's first action (splitmix64), so that no
// two sealed lines of a record share a stream: applying it twice gives
// the text back.
func sealKey(seed uint64, game string, first int, b []byte) {
	z := seed
	for _, c := range []byte(game) {
		z = z*31 + uint64(c)
	}
	if first != legacyLine {
		z ^= (uint64(first) + 1) * 0xd1b54a32d192ed03
	}
	var word uint64
	for i := range b {
		if i%8 == 0 {
			z += 0x9e3779b97f4a7c15
			word = z
			word = (word ^ (word >> 30)) * 0xbf58476d1ce4e5b9
			word = (word ^ (word >> 27)) * 0x94d049bb133111eb
			word ^= word >> 31
		}
		b[i] ^= byte(word >> (8 * (i % 8)))
	}
}

// sealedLineCost is the most bytes a sealed line adds beyond its
// actions' text and line breaks once encoded: the prefix, the first
// action's number (at most 10 digits) and a space, the CRC-32, base64's
// third more, and the line break.
const sealedLineCost = len(sealPrefix) + 10 + 1 + 6 + 1

// sealedBody is the most bytes of actions (with their line breaks) that
// one sealed line holds while staying within MaxLine.
const sealedBody = (MaxLine-len(sealPrefix)-10-1-1)*3/4 - 4

// MaxBytesFor is the most bytes the actions of a record of game g with
// setup can take: the game's bound on its length (engine.Bounded), each
// action at most engine.MaxActionText long and sealed alone on its line,
// the worst case. A record is read up to MaxBytes of header and this
// much more, so no game, however long, writes a save its loader refuses.
func MaxBytesFor(g engine.Game, setup engine.Setup) int64 {
	perAction := (engine.MaxActionText+1)*4/3 + 2 + sealedLineCost
	return max(MaxBytes, int64(g.MaxActions(setup))*int64(perAction))
}

// MaxFileBytes is the largest record file of any registered game: MaxBytes
// of header and the most MaxBytesFor gives any player count with the
// default options or one other choice of an option. A larger file is
// refused before it is read.
func MaxFileBytes() int64 {
	most := int64(MaxBytes)
	for _, g := range engine.Games() {
		for n := g.MinPlayers(); n <= g.MaxPlayers(); n++ {
			most = max(most, MaxBytesFor(g, engine.Setup{Players: n}))
			for _, o := range g.Options() {
				for _, c := range o.Choices {
					most = max(most, MaxBytesFor(g, engine.Setup{Players: n, Options: map[string]string{o.Key: c}}))
				}
			}
		}
	}
	return MaxBytes + most
}

// writeSealed writes actions (the record's actions from number first on)
// as sealed lines: as many actions a line as fit within MaxLine, each line
// the actions one a line with a CRC-32, so that a cut or edited line is
// noticed, xored with sealKey's stream, in URL-safe base64, after the
// prefix and the number of its first action.
func (r *Record) writeSealed(b *strings.Builder, first int, actions []string) {
	for len(actions) > 0 {
		n, size := 1, len(actions[0])
		for n < len(actions) && size+1+len(actions[n]) <= sealedBody {
			size += 1 + len(actions[n])
			n++
		}
		body := []byte(strings.Join(actions[:n], "\n"))
		body = binary.BigEndian.AppendUint32(body, crc32.ChecksumIEEE(body))
		sealKey(r.Seed, r.Game, first, body)
		fmt.Fprintf(b, "%s%d %s\n", sealPrefix, first, base64.RawURLEncoding.EncodeToString(body))
		first += n
		actions = actions[n:]
	}
}

// unseal reads the actions of a sealed line's text (after the prefix),
// which must start at action number next: "K TEXT", or TEXT alone in a
// line written by an earlier version.
func (r *Record) unseal(text string, next int) ([]string, error) {
	text = strings.TrimSpace(text)
	first := legacyLine
	if num, rest, ok := strings.Cut(text, " "); ok {
		k, err := strconv.Atoi(num)
		if err != nil || k != next {
			return nil, errSealDamaged
		}
		first, text = k, strings.TrimSpace(rest)
	}
	b, err := base64.RawURLEncoding.DecodeString(text)
	if err != nil || len(b) <= 4 {
		return nil, errSealDamaged
	}
	sealKey(r.Seed, r.Game, first, b)
	body := b[:len(b)-4]
	if crc32.ChecksumIEEE(body) != binary.BigEndian.Uint32(b[len(body):]) {
		return nil, errSealDamaged
	}
	actions := strings.Split(string(body), "\n")
	for _, a := range actions {
		if strings.TrimSpace(a) == "" || strings.ContainsAny(a, "#\r") || strings.HasPrefix(a, "~") || strings.IndexFunc(a, unicode.IsControl) >= 0 {
			return nil, errSealDamaged
		}
	}
	return actions, nil
}
