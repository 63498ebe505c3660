package record

import (
	"encoding/base64"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"strings"
	"unicode"
)

// errSealDamaged is the error of a sealed line that does not decode.
var errSealDamaged = errors.New("a sealed line is damaged (cut short or edited)")

// sealPrefix starts a sealed action line.
const sealPrefix = "~sealed "

// sealKey xors text with a keystream drawn from the record's seed and
// game (splitmix64): applying it twice gives the text back.
func sealKey(seed uint64, game string, b []byte) {
	z := seed
	for _, c := range []byte(game) {
		z = z*31 + uint64(c)
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

// seal returns the sealed line that stands for actions: the actions, one
// a line, with a CRC-32 so that a cut or edited line is noticed, xored
// with sealKey's stream, in URL-safe base64.
func (r *Record) seal(actions []string) string {
	b := []byte(strings.Join(actions, "\n"))
	b = binary.BigEndian.AppendUint32(b, crc32.ChecksumIEEE(b))
	sealKey(r.Seed, r.Game, b)
	return sealPrefix + base64.RawURLEncoding.EncodeToString(b)
}

// unseal reads the actions of a sealed line's text (after the prefix).
func (r *Record) unseal(text string) ([]string, error) {
	b, err := base64.RawURLEncoding.DecodeString(strings.TrimSpace(text))
	if err != nil || len(b) <= 4 {
		return nil, errSealDamaged
	}
	sealKey(r.Seed, r.Game, b)
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
