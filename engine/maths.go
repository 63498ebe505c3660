package engine

// Abs is the absolute value of x (the standard library has it only for
// floats).
func Abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
