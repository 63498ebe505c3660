package scenes

// ParseFlags reads no command line in the browser: a page has none
// (wasm_exec.js passes only the program's name), and leaving Go's flag
// package out keeps the web bundle small.
func ParseFlags([]string) Automation { return Automation{} }
