#!/usr/bin/env bash
# window.sh: the real-window test. Builds the desktop program and runs it
# in a real X window under Xvfb playing a whole 4-player Monster Factory
# game between computer seats at top speed, twice:
#   muted   sound device detection as on a player's machine (these
#           machines have no sound card: the game must play, muted)
#   sound   sound on, through ALSA's null device (effects really play in
#           the game loop)
# Each run must show a visible window titled "Monster Mixer", exit 0, print
# no audio error, and save a game-over screenshot that pngcheck finds drawn.
#
#   build/e2e/window.sh            # test; screenshots in build/e2e/out/window-*.png
#   build/e2e/window.sh --update   # also copy the first to build/screenshot.png (the window test's reference picture)
#
# Environment: WINDOW_TIMEOUT (seconds per game, default 240).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"

update=0
[ "${1:-}" = --update ] && update=1
out="$ROOT/build/e2e/out"
mkdir -p "$out"
bin="$out/monstermixer"
limit="${WINDOW_TIMEOUT:-240}"

log "building the program"
go build -o "$bin" .
go build -o "$out/pngcheck" ./build/e2e/pngcheck
printf 'pcm.!default { type null }\nctl.!default { type null }\n' >"$out/asound-null.conf"

# Inside Xvfb: start the program, wait for its window to be visible, then
# for it to finish. The time limit is applied in here so that xvfb-run
# still stops its Xvfb.
inner='
set -u
limit="$1"
shift
timeout --kill-after=5 "$limit" "$@" &
pid=$!
found=""
for _ in $(seq 1 300); do
	found="$(xdotool search --onlyvisible --name "Monster Mixer" 2>/dev/null | head -n1 || true)"
	[ -n "$found" ] && break
	kill -0 "$pid" 2>/dev/null || break
	sleep 0.1
done
if [ -n "$found" ]; then
	echo "window: visible X window $found \"$(xdotool getwindowname "$found")\" $(xdotool getwindowgeometry "$found" | sed -n "s/.*Geometry: //p")"
else
	echo "window: no visible window titled Monster Mixer" >&2
fi
wait "$pid"
rc=$?
[ -n "$found" ] || exit 3
exit $rc
'

# demo NAME ENV...: plays one demo game with the given environment.
demo() {
	local name="$1"
	shift
	local shot="$out/window-$name.png" logf="$out/window-$name.log"
	rm -f "$shot"
	log "window ($name): a 4-player Monster Factory demo game in a real window"
	local t0 t1 rc
	t0=$(date +%s.%N)
	set +e
	timeout --kill-after=10 "$((limit + 30))" \
		env "$@" xvfb-run -a -s "-screen 0 1280x720x24" \
		bash -c "$inner" window "$limit" "$bin" -demo monster-factory -players 4 -seed 7 -startup -screenshot "$shot" \
		2>&1 | tee "$logf"
	rc=${PIPESTATUS[0]}
	set -e
	t1=$(date +%s.%N)
	printf 'window (%s): the program ran %.1f s and exited with %d\n' "$name" "$(awk "BEGIN{print $t1 - $t0}")" "$rc"
	if [ "$rc" -eq 124 ]; then
		echo "window ($name): FAIL: the demo game did not end within ${limit}s" >&2
		return 1
	elif [ "$rc" -ne 0 ]; then
		echo "window ($name): FAIL: the program did not finish cleanly" >&2
		return 1
	fi
	if grep -qiE "ALSA|oto:" "$logf"; then
		echo "window ($name): FAIL: an audio error was printed" >&2
		return 1
	fi
	"$out/pngcheck" -w 1280 -h 720 "$shot"
}

failed=0
demo muted MONSTERMIXER_AUDIO= || failed=1
demo sound MONSTERMIXER_AUDIO=on ALSA_CONFIG_PATH="/usr/share/alsa/alsa.conf:$out/asound-null.conf" || failed=1
if [ "$failed" = 0 ] && [ "$update" = 1 ]; then
	cp "$out/window-muted.png" "$ROOT/build/screenshot.png"
	echo "window: copied to build/screenshot.png"
fi
[ "$failed" = 0 ] && echo "window: PASS"
exit "$failed"
