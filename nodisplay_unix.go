//go:build (linux && !android) || freebsd

package main

// Without a display (DISPLAY unset), ebiten panics while Go initialises
// its packages, before main runs. So -help and -version, which need no
// window, are answered here by a C constructor that runs before Go
// starts: it prints the same text as the Go flags (nodisplay_text.h is
// made from scenes.UsageText and scenes.VersionText, and a test checks
// it is current) and exits 0. Any other start without a display gets a
// plain sentence and status 1 instead of a Go stack trace.

/*
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "nodisplay_text.h"

static void mm_write(int fd, const char *s, size_t n) {
	while (n > 0) {
		ssize_t w = write(fd, s, n);
		if (w <= 0) {
			return;
		}
		s += w;
		n -= (size_t)w;
	}
}

__attribute__((constructor)) static void mm_no_display(int argc, char **argv) {
	const char *d = getenv("DISPLAY");
	if (d != NULL && d[0] != '\0') {
		return;
	}
	for (int i = 1; i < argc && argv != NULL && argv[i] != NULL; i++) {
		const char *a = argv[i];
		if (strcmp(a, "--") == 0) {
			break;
		}
		if (strcmp(a, "-h") == 0 || strcmp(a, "-help") == 0 || strcmp(a, "--help") == 0) {
			mm_write(2, mm_usage, sizeof mm_usage - 1);
			_exit(0);
		}
		if (strcmp(a, "-version") == 0 || strcmp(a, "--version") == 0) {
			mm_write(1, mm_version, sizeof mm_version - 1);
			_exit(0);
		}
	}
	static const char msg[] = "monstermixer: no display: Monster Mixer opens a window, and DISPLAY is not set (run it in a desktop session; monstermixer -help works anywhere).\n";
	mm_write(2, msg, sizeof msg - 1);
	_exit(1);
}
*/
import "C"
