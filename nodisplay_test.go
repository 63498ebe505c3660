//go:build (linux && !android) || freebsd

package main

import (
	"flag"
	"os"
	"os/exec"
	"strings"
	"testing"

	"monstermixer/scenes"
)

var update = flag.Bool("update", false, "rewrite nodisplay_text.h from the Go flags")

// cString writes s as a C string literal.
func cString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\n':
			b.WriteString("\\n\"\n\t\"")
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c < 0x20 || c >= 0x7f:
			b.WriteString("\\" + string(rune('0'+c>>6)) + string(rune('0'+(c>>3)&7)) + string(rune('0'+c&7)))
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return strings.TrimSuffix(b.String(), "\n\t\"\"")
}

func noDisplayText() string {
	return "// Made by go test -run TestNoDisplayTextIsCurrent -update . from scenes.UsageText\n" +
		"// and scenes.VersionText: do not edit.\n\n" +
		"static const char mm_usage[] =\n\t" + cString(scenes.UsageText()) + ";\n\n" +
		"static const char mm_version[] =\n\t" + cString(scenes.VersionText()) + ";\n"
}

// The C constructor prints the Go flags' own text.
func TestNoDisplayTextIsCurrent(t *testing.T) {
	want := noDisplayText()
	if *update {
		if err := os.WriteFile("nodisplay_text.h", []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile("nodisplay_text.h")
	if err != nil || string(got) != want {
		t.Fatalf("nodisplay_text.h is out of date: run go test -run TestNoDisplayTextIsCurrent -update . (%v)", err)
	}
}

// withoutDisplay runs this test binary (which links the same constructor
// as the app) with args and no DISPLAY.
func withoutDisplay(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "DISPLAY=") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	var out, errb strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code = cmd.ProcessState.ExitCode()
	if err != nil && code < 0 {
		t.Fatal(err)
	}
	return out.String(), errb.String(), code
}

// -help and -version work without a display and print no stack trace;
// anything else without a display gets one plain sentence.
func TestHelpAndVersionWithoutADisplay(t *testing.T) {
	for _, arg := range []string{"-help", "-h", "--help"} {
		out, errs, code := withoutDisplay(t, arg)
		if code != 0 || out != "" || errs != scenes.UsageText() {
			t.Fatalf("%s: code %d, stdout %q, stderr %q", arg, code, out, errs)
		}
	}
	out, errs, code := withoutDisplay(t, "-version")
	if code != 0 || out != scenes.VersionText() || errs != "" {
		t.Fatalf("-version: code %d, stdout %q, stderr %q", code, out, errs)
	}
	out, errs, code = withoutDisplay(t, "-demo", "monster-factory")
	if code != 1 || out != "" || strings.Contains(errs, "goroutine") || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "DISPLAY is not set") {
		t.Fatalf("no display: code %d, stdout %q, stderr %q", code, out, errs)
	}
}
