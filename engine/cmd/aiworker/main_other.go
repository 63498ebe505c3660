//go:build !(js && wasm)

package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "aiworker runs in a browser's Web Worker: build it with GOOS=js GOARCH=wasm (build/web)")
	os.Exit(2)
}
