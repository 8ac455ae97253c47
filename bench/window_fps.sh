#!/bin/sh
# Frames per second of the real window under a virtual X display (Xvfb; SDL picks its OpenGL
# renderer on Mesa llvmpipe), for every shipped scene: `circlelab SCENE --seconds S --stats`,
# REPEAT runs each, the median fps (frames / seconds) and the median of the mean work per frame
# (input, update and drawing, before the 60 fps cap's sleep).
#   bench/window_fps.sh [BUILD_DIR] [SECONDS] [REPEAT]     (default: build-rel, 3, 3)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build-rel}
seconds=${2:-3}
repeat=${3:-3}
exe=$build/src/app/circlelab
[ -x "$exe" ] || { echo "no $exe: build it first (cmake --build $build --target circlelab)" >&2; exit 1; }
command -v xvfb-run > /dev/null || { echo "xvfb-run is not installed (scripts/deps.sh installs it)" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

printf '%-28s %6s %12s %7s\n' scene fps "work ms/frame" "cpu s"
for scene in "$here"/assets/scenes/*.json; do
  name=$(basename "$scene" .json)
  : > "$tmp/fps"; : > "$tmp/work"; : > "$tmp/cpu"
  i=0
  while [ "$i" -lt "$repeat" ]; do
    /usr/bin/time -f '%U %S' -o "$tmp/t" xvfb-run -a -s '-screen 0 1280x800x24' \
      "$exe" "$scene" --seconds "$seconds" --stats > "$tmp/out" 2> "$tmp/err" || { cat "$tmp/err" >&2; exit 1; }
    stats=$(grep '"frames"' "$tmp/out")
    echo "$stats" | sed 's/.*"frames":\([0-9]*\),"seconds":\([0-9.]*\).*/\1 \2/' | awk '{ printf "%.1f\n", $1 / $2 }' >> "$tmp/fps"
    echo "$stats" | sed 's/.*"frameMsMean":\([0-9.]*\).*/\1/' >> "$tmp/work"
    awk '{ printf "%.2f\n", $1 + $2 }' "$tmp/t" >> "$tmp/cpu"
    i=$((i + 1))
  done
  printf '%-28s %6s %12s %7s\n' "$name" "$(median < "$tmp/fps")" "$(median < "$tmp/work")" "$(median < "$tmp/cpu")"
done
# Which of SDL's renderers drew, and whether balls were sprites (the last run's --stats line).
echo "$stats" | sed -n 's/.*"renderer":"\([^"]*\)","sprites":\([a-z]*\).*/renderer: \1, sprites: \2/p'
