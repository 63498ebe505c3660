#!/usr/bin/env bash
# browser.sh: the browser test. Builds dist/web (build/web) and, as the
# launch test's yardstick, a bare Ebitengine program into dist/web/bare/
# (build/e2e/bare, built and served like the app), serves them on a free
# loopback port and runs browser.mjs in Debian's headless chromium.
# Screenshots and measurements land in build/e2e/out/.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"

"$ROOT/build/web"
# The bare program: the same Go, flags, wasm_exec.js and page (less the
# manifest, so it registers no service worker).
ensure_go
bare="$ROOT/dist/web/bare"
mkdir -p "$bare"
# With the same Ebitengine as the app's build too, where build/lib.sh
# patches it for the browser (web_modfile).
modfile=()
if declare -F web_modfile >/dev/null; then modfile=("$(web_modfile)"); fi
GOOS=js GOARCH=wasm go build "${modfile[@]}" -trimpath -ldflags="-s -w" "${WASM_GCFLAGS[@]}" -o "$bare/monstermixer.wasm" ./build/e2e/bare
cp "$ROOT/dist/web/wasm_exec.js" "$bare/"
web_page "$ROOT/build/web.html" "$bare/monstermixer.wasm" "$(web_version "$bare/monstermixer.wasm")" |
	sed -e '/<link rel="manifest"/d' >"$bare/index.html"

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
