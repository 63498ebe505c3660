# lib.sh: helpers shared by the build scripts (sourced, not run).
# Sets ROOT to the repository and works from there whatever the caller's cwd.

# Go and npm keep their caches under HOME; CI may start without one.
if [ -z "${HOME:-}" ]; then
	HOME="$(getent passwd "$(id -u)" | cut -d: -f6)"
	export HOME="${HOME:-/root}"
fi

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

# Debian packages needed to build and run the native program (checked one
# by one in a minimal Debian 12, see shared notes): cgo for GLFW and ALSA.
# WASM_GCFLAGS: the browser build turns off inlining except in the engine
# (the rules and the computer players' search), the runtime and internal/
# (without inlining in the runtime, garbage collection takes twice as
# long), the maths the engine uses (math, math/bits, math/rand/v2),
# sorting and slices, and what paints the app's pictures and text on the
# CPU (package sprites, x/image's rasteriser and fonts): the bundle is
# about 10% smaller gzipped (measure with build/web) and the search as
# fast. (Inlined, the painting takes about a third less time in the first
# frame, and the bundle grows by 8 KB gzipped.) math/big and math/rand (only
# Ebitengine's shader compiler uses them, to fold constants) and the
# internal packages behind errors, fmt, godebug and files are not inlined
# either (41 KB gzipped). Nor are the rules of Monster Fandango, Chess
# Monsters and Monsters on Board (68 KB gzipped, to stay under 4 MB): in
# the browser their random games run about 1.75 times slower (Monsters on
# Board: 51 against 29 games/s under Node), so the computer players, which
# think for a fixed time, search less there; natively nothing changes.
# (Since the browser build left text/template out, below, inlining those
# three again would cost about 60 KB gzipped: 3,570,903 bytes against
# 3,511,355 at 246e606.)
WASM_GCFLAGS=(-gcflags=all=-l -gcflags=monstermixer/engine/...= -gcflags=runtime= -gcflags=internal/...=
	-gcflags=monstermixer/engine/fandango=-l -gcflags=monstermixer/engine/chessmonsters=-l
	-gcflags=monstermixer/engine/monstersonboard=-l
	-gcflags=internal/reflectlite=-l -gcflags=internal/bisect=-l -gcflags=internal/godebug=-l
	-gcflags=internal/fmtsort=-l -gcflags=internal/poll=-l
	-gcflags=math= -gcflags=math/bits= -gcflags=math/rand/v2= -gcflags=slices= -gcflags=sort=
	-gcflags=monstermixer/sprites= -gcflags=golang.org/x/image/...=)

# The browser build uses Ebitengine with one file replaced:
# build/webpatch/builtinshader/shader.go stands in for its
# internal/builtinshader/shader.go and returns the same shader sources from
# a table instead of text/template. With no text/template (its reflect
# method lookups by name) in the program, Go's linker can drop the exported
# methods nothing calls: 3,985,018 -> about 3,511,000 bytes gzipped at
# b386f2e. EBITEN_SHADER_SHA256 is the SHA-256 of the file replaced
# (Ebitengine v2.8.8's): if Ebitengine changes it, build/web stops until the
# replacement is redone (copy the new file over build/webpatch's, take its
# template out again, go test ./build/webpatch/builtinshader -update, review
# the diff, then set the new hash here).
EBITEN_SHADER_SHA256=932a4a04d35a2bafa2272c9089f963ba5f189d855931af8fc049ead7360f6ebe

# And with its internal/graphics/shader.go replaced by
# build/webpatch/_graphics/shader.go, the same file but for CompileShader
# looking first among the built-in shaders every program compiles as it
# starts (the nearest, linear, screen and clear shaders), whose programs
# build/webpatch/_graphics/precompiled.go holds as compiled ahead of time.
# Compiling them from Kage took about 350 ms of the browser's launch on a
# 2-core machine, and Chromium then compiled the Kage compiler with its
# optimizing tier in the background for seconds (docs/performance.md). The
# folder's name starts with _ so that this module's go commands skip it:
# its files belong to Ebitengine's internal/graphics, where web_modfile
# copies them. Its test, run there by web_modfile, fails when
# precompiled.go is not what the Kage compiler makes of those shaders now;
# to write it again: MIXER_PRECOMPILED_UPDATE="$PWD/build/webpatch/_graphics/precompiled.go"
# go test -modfile=dist/webmod/web.mod github.com/hajimehoshi/ebiten/v2/internal/graphics
# -run TestPrecompiledProgramsAreTheCompilers (then review the diff).
# EBITEN_GRAPHICS_SHADER_SHA256 is the SHA-256 of the file replaced.
# precompiled.go holds those programs' GLSL too, and
# build/webpatch/_opengl/shader.go, in place of Ebitengine's
# internal/graphicsdriver/opengl/shader.go (SHA-256
# EBITEN_OPENGL_SHADER_SHA256), takes it from there instead of making it
# from the program.
EBITEN_GRAPHICS_SHADER_SHA256=5c497ea1bc6e190cb41c3b64c46073e40832b2dfa49424b065037dff5a1bf99c
EBITEN_OPENGL_SHADER_SHA256=849363a9d6b3ea3337abb617a67634bdf795704c2d126c05e083d574845a75ab

# replaced_is DIR VERSION FILE SHA256 PATCH HOW checks that Ebitengine's
# FILE (in its module folder DIR) is still the file PATCH replaces, and
# says how to redo the replacement when it is not.
replaced_is() {
	local got
	got="$(sha256sum "$1/$3" | cut -d' ' -f1)"
	if [ "$got" != "$4" ]; then
		echo "Ebitengine $2's $3 is not the file $5 replaces:" >&2
		echo "redo the replacement from it (copy it over $5/$(basename "$3"), $6 in build/lib.sh" >&2
		return 1
	fi
}

# web_modfile prints the -modfile flag for the browser build. It checks the
# replacements (that the files replaced are Ebitengine's as they were; the
# builtinshader test compares every source with Ebitengine's template),
# copies Ebitengine's module to dist/webmod with build/webpatch's files in
# place (once per Ebitengine version and replacement), writes
# dist/webmod/web.mod and web.sum: go.mod and go.sum plus a replace
# directive pointing at that copy, and runs the precompiled shaders' test
# in the copy. The desktop builds do not use it.
web_modfile() {
	local mod="$ROOT/dist/webmod" patch="$ROOT/build/webpatch/builtinshader" graphics="$ROOT/build/webpatch/_graphics" opengl="$ROOT/build/webpatch/_opengl" dir ver key dest
	go mod download github.com/hajimehoshi/ebiten/v2 || return 1
	dir="$(go list -m -f '{{.Dir}}' github.com/hajimehoshi/ebiten/v2)" || return 1
	ver="$(go list -m -f '{{.Version}}' github.com/hajimehoshi/ebiten/v2)" || return 1
	replaced_is "$dir" "$ver" internal/builtinshader/shader.go "$EBITEN_SHADER_SHA256" build/webpatch/builtinshader \
		"take its template out again as there, run go test ./build/webpatch/builtinshader -update, review the diff), then set EBITEN_SHADER_SHA256" || return 1
	replaced_is "$dir" "$ver" internal/graphics/shader.go "$EBITEN_GRAPHICS_SHADER_SHA256" build/webpatch/_graphics \
		"put back the header note and the look-up at the top of CompileShader), set EBITEN_GRAPHICS_SHADER_SHA256, then write precompiled.go again (see there)" || return 1
	replaced_is "$dir" "$ver" internal/graphicsdriver/opengl/shader.go "$EBITEN_OPENGL_SHADER_SHA256" build/webpatch/_opengl \
		"put back the header note and the look-up of PrecompiledGLSL in compile), set EBITEN_OPENGL_SHADER_SHA256" || return 1
	go test ./build/webpatch/... >&2 || return 1
	key="$(cat "$patch/shader.go" "$patch/sources.go" "$graphics"/*.go "$opengl/shader.go" | sha256sum | cut -c1-12)"
	dest="$mod/ebiten-$ver-$key"
	if [ ! -d "$dest" ]; then
		rm -rf "$mod" &&
			mkdir -p "$mod" &&
			cp -R "$dir" "$dest.tmp" &&
			chmod -R u+w "$dest.tmp" &&
			cp "$patch/shader.go" "$patch/sources.go" "$dest.tmp/internal/builtinshader/" &&
			cp "$graphics"/*.go "$dest.tmp/internal/graphics/" &&
			cp "$opengl/shader.go" "$dest.tmp/internal/graphicsdriver/opengl/" &&
			mv "$dest.tmp" "$dest" || return 1
	fi
	# A path relative to the module's root (where go.mod is), so that the
	# bundle's build information names no directory of this machine.
	{ cat go.mod; printf '\nreplace github.com/hajimehoshi/ebiten/v2 => ./%s\n' "${dest#"$ROOT"/}"; } >"$mod/web.mod" || return 1
	cp go.sum "$mod/web.sum" || return 1
	# The precompiled shaders must be what Ebitengine's compiler makes now.
	[ -n "${MIXER_PRECOMPILED_UPDATE:-}" ] ||
		go test -modfile="$mod/web.mod" github.com/hajimehoshi/ebiten/v2/internal/graphics -run Precompiled >&2 || return 1
	echo "-modfile=$mod/web.mod"
}

BUILD_DEBS=(gcc libc6-dev pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev
	libxi-dev libxinerama-dev libxrandr-dev libxxf86vm-dev libasound2-dev ca-certificates)

# Debian packages the tests need on top: a virtual display, real input,
# a browser, a web server.
TEST_DEBS=(xvfb xauth xdotool chromium)

# web_version FILE... prints a build version for a web build: the first
# 12 hex digits of the sha256 of the files it ships (the .wasm first), so
# that any change makes a new version.
web_version() { cat "$@" | sha256sum | cut -c1-12; }

# web_page TEMPLATE WASM VERSION prints the page TEMPLATE (build/web.html)
# with the .wasm's raw size, which its loading bar counts against, and the
# build version written in.
web_page() {
	sed -e "s/__WASM_SIZE__/$(stat -c %s "$2")/" -e "s/__BUILD_VERSION__/$3/" "$1"
}

log() { printf '\033[1m== %s\033[0m\n' "$*" >&2; }

# as_root runs a command as root (directly, or through sudo).
as_root() {
	if [ "$(id -u)" = 0 ]; then
		"$@"
	elif command -v sudo >/dev/null; then
		sudo "$@"
	else
		echo "need root (or sudo) to run: $*" >&2
		return 1
	fi
}

# ensure_debs installs the listed Debian packages that are missing; it runs
# apt-get update only when something is missing.
ensure_debs() {
	local missing=() p
	for p in "$@"; do
		if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
			missing+=("$p")
		fi
	done
	[ ${#missing[@]} -eq 0 ] && return 0
	if ! command -v apt-get >/dev/null; then
		echo "missing packages ${missing[*]} and no apt-get: install them by hand" >&2
		return 1
	fi
	log "installing ${missing[*]}"
	as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq </dev/null
	as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" </dev/null
}

# ensure_go makes sure a Go toolchain that can fetch the one go.mod asks for
# (Go 1.21 or newer, through GOTOOLCHAIN=auto) is on PATH.
ensure_go() {
	local d
	for d in /usr/local/go/bin "$HOME/go/bin" /usr/lib/go/bin; do
		case ":$PATH:" in *":$d:"*) ;; *) [ -x "$d/go" ] && PATH="$d:$PATH" ;; esac
	done
	export PATH
	if ! command -v go >/dev/null; then
		ensure_debs golang-go
	fi
	local minor
	minor="$(GOTOOLCHAIN=local go env GOVERSION | sed -E 's/^go1\.([0-9]+).*/\1/')"
	if [ "${minor:-0}" -lt 21 ] 2>/dev/null; then
		echo "Go $(GOTOOLCHAIN=local go env GOVERSION) is too old: install Go 1.21 or newer from go.dev/dl (it then fetches the version go.mod names by itself)" >&2
		return 1
	fi
}

# ensure_node makes sure node and npm are there (Debian's if missing).
ensure_node() {
	command -v node >/dev/null || ensure_debs nodejs
	command -v npm >/dev/null || ensure_debs npm
}

# ensure_python makes sure python3 is there (for its static web server).
ensure_python() {
	command -v python3 >/dev/null || ensure_debs python3
}
