#!/usr/bin/env bash
# window.sh: the real-window test. Builds the desktop program, runs it in
# a real X window under Xvfb playing a whole Monster Factory game between
# computer seats at top speed, checks that the window appeared and that
# the saved game-over screenshot shows a drawn screen.
#
#   build/e2e/window.sh            # test; screenshot in build/e2e/out/window.png
#   build/e2e/window.sh --update   # also copy it to build/screenshot.png (README)
#
# Environment: WINDOW_TIMEOUT (seconds, default 240), WINDOW_AUDIO=null
# (play through ALSA's null device with sound on, instead of the default
# detection, which finds no device on a machine without a sound card).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"

update=0
[ "${1:-}" = --update ] && update=1
out="$ROOT/build/e2e/out"
mkdir -p "$out"
bin="$out/monstermixer"
shot="$out/window.png"
rm -f "$shot"

log "building the program"
go build -o "$bin" .
go build -o "$out/pngcheck" ./build/e2e/pngcheck

env_extra=()
if [ "${WINDOW_AUDIO:-}" = null ]; then
	printf 'pcm.!default { type null }\nctl.!default { type null }\n' >"$out/asound-null.conf"
	env_extra=(ALSA_CONFIG_PATH="/usr/share/alsa/alsa.conf:$out/asound-null.conf" MONSTERMIXER_AUDIO=on)
fi

# Inside Xvfb: start the program, wait for its window to be visible,
# then for it to finish.
inner='
set -u
limit="$1"
shift
# The time limit is applied in here so that xvfb-run still stops its Xvfb.
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

log "playing a 4-player Monster Factory demo game in a real window (Xvfb)"
t0=$(date +%s.%N)
set +e
limit="${WINDOW_TIMEOUT:-240}"
timeout --kill-after=10 "$((limit + 30))" \
	env ${env_extra[@]+"${env_extra[@]}"} xvfb-run -a -s "-screen 0 1280x720x24" \
	bash -c "$inner" window "$limit" "$bin" -demo monster-factory -players 4 -seed 7 -startup -screenshot "$shot" \
	2>&1 | tee "$out/window.log"
rc=${PIPESTATUS[0]}
set -e
t1=$(date +%s.%N)
printf 'window: the program ran %.1f s and exited with %d\n' "$(awk "BEGIN{print $t1 - $t0}")" "$rc"
if [ "$rc" -eq 124 ]; then
	echo "window: FAIL: the demo game did not end within ${limit}s" >&2
	exit 1
elif [ "$rc" -ne 0 ]; then
	echo "window: FAIL: the program did not finish cleanly" >&2
	exit 1
fi
if grep -qi "ALSA" "$out/window.log"; then
	echo "window: FAIL: an audio error was printed" >&2
	exit 1
fi
"$out/pngcheck" -w 1280 -h 720 "$shot"
if [ "$update" = 1 ]; then
	cp "$shot" "$ROOT/build/screenshot.png"
	echo "window: copied to build/screenshot.png"
fi
echo "window: PASS"
