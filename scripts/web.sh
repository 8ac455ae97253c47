#!/usr/bin/env bash
# Builds Circle Collision Lab for the browser into build-web/site/ (index.html, JS, WASM, data),
# offline, from Debian's packages only:
#   - emscripten from Debian's archive (installed when missing, with sudo when not root);
#   - SDL2, SDL2_image and Dear ImGui from Debian's *source* packages, built once into a cache
#     outside the clone (keyed by their versions and emscripten's), so later builds skip them.
#
# Usage: scripts/web.sh [--libs-only] [--zip] [--serve [PORT]]
#   --libs-only  build (or find) the cached libraries and stop
#   --zip        after building, put the site in one archive, build-web/circlelab-web-VERSION.zip,
#                for any static web host or a USB stick (docs/install.md)
#   --serve      after building, serve the site on 127.0.0.1 and print its URL
# Environment: CIRCLELAB_WEB_CACHE (default ~/.cache/circlelab-web) holds the built libraries.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

libs_only=0 serve=0 zip=0 port=8765
while [ $# -gt 0 ]; do
  case "$1" in
    --libs-only) libs_only=1 ;;
    --zip) zip=1 ;;
    --serve) serve=1; if [ "${2:-}" != "" ] && [ "${2#-}" = "$2" ]; then port="$2"; shift; fi ;;
    -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "scripts/web.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done

say() { echo "web: $*"; }
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"

# --- The toolchain -----------------------------------------------------------------------------
need=()
for p in emscripten dpkg-dev cmake make python3 fonts-dejavu-core librsvg2-bin zip; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
  say "installing Debian packages: ${need[*]}"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${need[@]}"
fi
# emscripten's optimiser needs acorn, which Debian ships as a node module in /usr/share/nodejs.
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"

version_of() { dpkg-query -W -f='${Version}' "$1" 2>/dev/null || apt-cache policy "$1" | awk '/Candidate/ {print $2}'; }
emver=$(version_of emscripten)
# The source packages' versions: the binary packages' versions on this machine's archive.
sdlver=$(apt-cache policy libsdl2-dev | awk '/Candidate/ {print $2}')
imgver=$(apt-cache policy libsdl2-image-dev | awk '/Candidate/ {print $2}')
imguiver=$(apt-cache policy libimgui-dev | awk '/Candidate/ {print $2}')
key=$(echo "em-$emver sdl-$sdlver img-$imgver imgui-$imguiver" | tr ' :~+' '_-_-')
cache="${CIRCLELAB_WEB_CACHE:-$HOME/.cache/circlelab-web}/$key"
prefix="$cache/prefix"

# --- The libraries, from Debian's source packages, once per version ----------------------------
fetch_sources() {
  local work="$1" list="/etc/apt/sources.list.d/circlelab-web-src.sources"
  # A deb-src entry for the same archive, only while fetching: apt-get source needs it.
  local uri suite
  # The archive this machine's apt already uses (deb822 or one-line sources), and no other.
  uri=$(awk '/^URIs:/ {print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
  [ -n "$uri" ] || uri=$(awk '$1 == "deb" {for (i = 2; i <= NF; i++) if ($i ~ /^[a-z]+:\/\//) {print $i; exit}}' \
                          /etc/apt/sources.list 2>/dev/null || true)
  if [ -z "$uri" ]; then
    echo "web: this machine's apt sources name no Debian archive to fetch SDL2, SDL2_image and ImGui's" \
         "source packages from: add your Debian mirror to /etc/apt/sources.list.d/debian.sources" \
         "(a 'URIs:' line) or /etc/apt/sources.list (a 'deb' line), run apt-get update, and run this again." >&2
    exit 1
  fi
  suite=$(. /etc/os-release && echo "${VERSION_CODENAME:-bookworm}")
  say "adding a temporary deb-src entry ($uri $suite main)"
  printf 'Types: deb-src\nURIs: %s\nSuites: %s\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
    "$uri" "$suite" | $sudo tee "$list" >/dev/null
  trap "$sudo rm -f '$list'; $sudo apt-get update -qq || true" RETURN
  $sudo apt-get update -qq
  (cd "$work" && apt-get source --download-only libsdl2 libsdl2-image imgui >/dev/null)
  for dsc in "$work"/*.dsc; do (cd "$work" && dpkg-source --no-check -x "$(basename "$dsc")" >/dev/null); done
}

build_libs() {
  local work
  work=$(mktemp -d "${TMPDIR:-/tmp}/circlelab-web-src.XXXXXX")
  trap "rm -rf '$work'" EXIT
  fetch_sources "$work"
  local sdl img imgui
  sdl=$(find "$work" -maxdepth 1 -type d -name 'libsdl2-2*' | head -1)
  img=$(find "$work" -maxdepth 1 -type d -name 'libsdl2-image-*' | head -1)
  imgui=$(find "$work" -maxdepth 1 -type d -name 'imgui-*' | head -1)
  [ -d "$sdl" ] && [ -d "$img" ] && [ -d "$imgui" ] || { echo "web: the source packages did not unpack" >&2; exit 1; }
  mkdir -p "$prefix.partial"
  local jobs; jobs=$(nproc)

  say "building SDL2 from $(basename "$sdl") (most of this is CMake's configure checks)"
  emcmake cmake -S "$sdl" -B "$work/sdl-build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$prefix.partial" \
    -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF >"$work/sdl-configure.log" 2>&1 \
    || { tail -30 "$work/sdl-configure.log" >&2; exit 1; }
  cmake --build "$work/sdl-build" -j"$jobs" >"$work/sdl-build.log" 2>&1 || { tail -30 "$work/sdl-build.log" >&2; exit 1; }
  cmake --install "$work/sdl-build" >/dev/null

  say "building SDL2_image from $(basename "$img") (stb decoders, no other codec)"
  emcmake cmake -S "$img" -B "$work/img-build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$prefix.partial" \
    -DCMAKE_PREFIX_PATH="$prefix.partial" -DSDL2_DIR="$prefix.partial/lib/cmake/SDL2" -DBUILD_SHARED_LIBS=OFF \
    -DSDL2IMAGE_SAMPLES=OFF -DSDL2IMAGE_TESTS=OFF -DSDL2IMAGE_VENDORED=OFF -DSDL2IMAGE_DEPS_SHARED=OFF \
    -DSDL2IMAGE_BACKEND_STB=ON -DSDL2IMAGE_PNG=ON -DSDL2IMAGE_JPG=OFF -DSDL2IMAGE_AVIF=OFF -DSDL2IMAGE_JXL=OFF \
    -DSDL2IMAGE_TIF=OFF -DSDL2IMAGE_WEBP=OFF -DSDL2IMAGE_BMP=OFF -DSDL2IMAGE_GIF=OFF -DSDL2IMAGE_LBM=OFF \
    -DSDL2IMAGE_PCX=OFF -DSDL2IMAGE_PNM=OFF -DSDL2IMAGE_QOI=OFF -DSDL2IMAGE_SVG=OFF -DSDL2IMAGE_TGA=OFF \
    -DSDL2IMAGE_XCF=OFF -DSDL2IMAGE_XPM=OFF -DSDL2IMAGE_XV=OFF >"$work/img-configure.log" 2>&1 \
    || { tail -30 "$work/img-configure.log" >&2; exit 1; }
  cmake --build "$work/img-build" -j"$jobs" >"$work/img-build.log" 2>&1 || { tail -30 "$work/img-build.log" >&2; exit 1; }
  cmake --install "$work/img-build" >/dev/null

  say "building Dear ImGui from $(basename "$imgui")"
  mkdir -p "$prefix.partial/include/imgui" "$work/imgui-obj"
  local src
  for src in "$imgui"/imgui*.cpp "$imgui"/backends/imgui_impl_sdl.cpp "$imgui"/backends/imgui_impl_sdlrenderer.cpp; do
    em++ -O2 -std=c++17 -I"$imgui" -I"$imgui/backends" -I"$prefix.partial/include/SDL2" -c "$src" \
      -o "$work/imgui-obj/$(basename "$src" .cpp).o"
  done
  emar rcs "$prefix.partial/lib/libimgui.a" "$work"/imgui-obj/*.o
  cp "$imgui"/imgui.h "$imgui"/imconfig.h "$imgui"/imgui_internal.h "$imgui"/imstb_*.h "$prefix.partial/include/imgui/"
  mkdir -p "$prefix.partial/include/imgui/backends"
  cp "$imgui"/backends/imgui_impl_sdl.h "$imgui"/backends/imgui_impl_sdlrenderer.h "$prefix.partial/include/imgui/backends/"
  rm -rf "$prefix"
  mv "$prefix.partial" "$prefix"
}

if [ -f "$prefix/lib/libSDL2.a" ] && [ -f "$prefix/lib/libSDL2_image.a" ] && [ -f "$prefix/lib/libimgui.a" ]; then
  say "using the cached libraries in $cache"
else
  start=$(date +%s)
  build_libs
  say "libraries built in $(( $(date +%s) - start )) s into $cache"
fi
[ "$libs_only" = 1 ] && exit 0

# --- The program -------------------------------------------------------------------------------
say "building circlelab for the web"
emcmake cmake -S "$root" -B "$root/build-web" --preset web -DCIRCLELAB_WEB_PREFIX="$prefix" >/dev/null
cmake --build "$root/build-web" -j"$(nproc)" --target circlelab_site
say "the site is in build-web/site/"
if [ "$zip" = 1 ]; then
  # One folder, circlelab/, in the archive: unzipped anywhere it is the site, index.html inside.
  version=$(sed -n 's/^project(circlelab VERSION \([^ ]*\).*/\1/p' "$root/CMakeLists.txt")
  archive="$root/build-web/circlelab-web-$version.zip"
  stage=$(mktemp -d "${TMPDIR:-/tmp}/circlelab-zip.XXXXXX")
  cp -r "$root/build-web/site" "$stage/circlelab"
  rm -f "$archive"
  (cd "$stage" && zip -q -r -X "$archive" circlelab)
  rm -rf "$stage"
  say "the site in one archive: build-web/circlelab-web-$version.zip ($(du -h "$archive" | cut -f1))"
fi
if [ "$serve" = 1 ]; then
  say "serving on http://127.0.0.1:$port/ (Ctrl+C stops)"
  exec python3 -m http.server "$port" --bind 127.0.0.1 --directory "$root/build-web/site"
fi
