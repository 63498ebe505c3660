package ui

import "strconv"

// numTexts are the texts of the numbers -999 to 999.
var numTexts = func() (s [1999]string) {
	for i := range s {
		s[i] = strconv.Itoa(i - 999)
	}
	return s
}()

// Num is the text of whole number n. The numbers a table writes every
// frame (scores, counts, ranks: -999 to 999) come from a table made once,
// so drawing them allocates nothing; others are formatted.
func Num(n int) string {
	if n >= -999 && n <= 999 {
		return numTexts[n+999]
	}
	return strconv.Itoa(n)
}
