#!/usr/bin/env bash
# browser.sh: the browser test. Builds dist/web (build/web) and, as the
# launch test's yardsticks, a bare Ebitengine program (build/e2e/bare, built
# and served like the app) into dist/web/bare/ and dist/web/bare-engine/
# (see below), serves them on a free loopback port and runs browser.mjs in
# Debian's headless chromium.
# Screenshots and measurements land in build/e2e/out/.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"

"$ROOT/build/web"
# The launch test's yardsticks, each with the same Go, flags, wasm_exec.js
# and page (less the manifest, so that it registers no service worker):
# dist/web/bare/ a bare program on Ebitengine as released (the budget's
# "bare Ebitengine program"), and dist/web/bare-engine/ the same program on
# the app's own copy of Ebitengine, patched for the browser (build/lib.sh:
# web_modfile), to show what the app itself adds to a launch.
ensure_go
bare_program() { # bare_program DIR [-modfile=...]
	local dir="$ROOT/dist/web/$1"
	shift
	mkdir -p "$dir"
	GOOS=js GOARCH=wasm go build "$@" -trimpath -ldflags="-s -w" "${WASM_GCFLAGS[@]}" -o "$dir/monstermixer.wasm" ./build/e2e/bare
	cp "$ROOT/dist/web/wasm_exec.js" "$dir/"
	web_page "$ROOT/build/web.html" "$dir/monstermixer.wasm" "$(web_version "$dir/monstermixer.wasm")" |
		sed -e '/<link rel="manifest"/d' >"$dir/index.html"
}
bare_program bare
modfile=()
if declare -F web_modfile >/dev/null; then modfile=("$(web_modfile)"); fi
bare_program bare-engine "${modfile[@]}"

port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
mkdir -p "$ROOT/build/e2e/out"
python3 -m http.server --bind 127.0.0.1 --directory "$ROOT/dist/web" "$port" \
	>"$ROOT/build/e2e/out/http.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true' EXIT
for _ in $(seq 1 50); do
	python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/')" 2>/dev/null && break
	sleep 0.1
done

log "browser test on http://127.0.0.1:$port/"
node "$ROOT/build/e2e/browser.mjs" "http://127.0.0.1:$port/"
