package ui

// WheelRows is the first row shown of a list of n rows that shows
// shown at a time, after the wheel turned by w from first: a row up
// for w > 0, a row down for w < 0 (no further than where the last row
// is shown), first as it is for w == 0.
func WheelRows(w float64, first, n, shown int) int {
	switch {
	case w > 0:
		return max(0, first-1)
	case w < 0:
		return min(max(0, n-shown), first+1)
	}
	return first
}
