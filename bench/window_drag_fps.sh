#!/bin/sh
# Frames per second of the real window while a person drags the circle, for every still scene
# (the scenes without physics draw only when something happens, so window_fps.sh cannot show
# their rate). Under a virtual X display (Xvfb), xdotool presses on the circle and moves the
# pointer round a small loop for SECONDS, about 120 moves a second, faster than the 60 fps cap.
# Where the circle is on screen comes from `circlelab play` at the same window size.
#
# Each scene runs twice with the same length: once untouched and once dragged; the dragged run's
# extra frames over the drag's measured wall time are the rate a person sees (the cap is 60 fps). Also the mean work per frame
# (input, update, drawing and present) of the dragged run.
#   bench/window_drag_fps.sh [BUILD_DIR] [SECONDS] [REPEAT]     (default: build-rel, 3, 3)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build-rel}
seconds=${2:-3}
repeat=${3:-3}
exe=$build/src/app/circlelab
size=1280x800
[ -x "$exe" ] || { echo "no $exe: build it first (cmake --build $build --target circlelab)" >&2; exit 1; }
for tool in Xvfb xdotool; do
  command -v "$tool" > /dev/null || { echo "$tool is not installed (scripts/deps.sh test installs it)" >&2; exit 1; }
done
tmp=$(mktemp -d)
display=:$((90 + $$ % 400))
Xvfb "$display" -screen 0 "${size}x24" -nolisten tcp > "$tmp/xvfb.log" 2>&1 &
xvfb=$!
trap 'kill "$xvfb" 2> /dev/null; rm -rf "$tmp"' EXIT
export DISPLAY="$display"
export XDG_CONFIG_HOME="$tmp/config"   # no recovered scene of the user's offered in the way
i=0
until xdotool getmouselocation > /dev/null 2>&1; do
  i=$((i + 1)); [ "$i" -lt 50 ] || { echo "Xvfb did not start on $display" >&2; exit 1; }
  sleep 0.1
done

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

# run SCENE DRAG: prints "frames workMsMean" of one run; DRAG=1 drags the circle at (CX, CY).
run() {
  "$exe" "$1" --seconds "$((seconds * 2 + 2))" --stats > "$tmp/out" 2> "$tmp/err" &
  pid=$!
  window=""
  i=0
  while [ -z "$window" ]; do
    i=$((i + 1)); [ "$i" -lt 100 ] || { cat "$tmp/err" >&2; echo "no window for $1" >&2; exit 1; }
    sleep 0.1
    window=$(xdotool search --pid "$pid" --onlyvisible 2> /dev/null | head -n 1) || true
  done
  sleep 1
  if [ "$2" = 1 ]; then
    xdotool mousemove --window "$window" "$cx" "$cy" mousedown 1
    began=$(date +%s.%N)
    # a loop of radius 30 px, one move each 1/120 s (xdotool chains them in one process)
    awk -v n="$((seconds * 120))" -v cx="$cx" -v cy="$cy" -v w="$window" 'BEGIN {
      for (k = 0; k < n; k++) {
        a = k * 6.2831853 / 90
        printf "mousemove\n--window\n%s\n%d\n%d\nsleep\n0.0083\n", w, cx + 30 * sin(a), cy - 30 + 30 * cos(a)
      }
    }' | xargs -d '\n' xdotool > /dev/null 2>&1 || true
    ended=$(date +%s.%N)
    xdotool mouseup 1
  fi
  wait "$pid" || { cat "$tmp/err" >&2; exit 1; }
  grep '"frames"' "$tmp/out" | sed 's/.*"frames":\([0-9]*\).*"frameMsMean":\([0-9.]*\).*/\1 \2/' | tr '\n' ' '
  [ "$2" = 1 ] && awk -v a="$began" -v b="$ended" 'BEGIN { printf "%.3f", b - a }'
  echo
}

printf '%-28s %10s %13s %12s\n' scene "drag fps" "work ms/frame" "idle frames"
for scene in "$here"/assets/scenes/*.json; do
  grep -q '"running": *true' "$scene" && continue   # physics scenes: window_fps.sh
  name=$(basename "$scene" .json)
  printf '{"scene": "%s", "size": [%s], "steps": [{"wait": 0.1}]}\n' "$scene" "$(echo $size | tr x ,)" > "$tmp/where.json"
  "$exe" play "$tmp/where.json" > "$tmp/where.out" 2>&1 || { cat "$tmp/where.out" >&2; exit 1; }
  set -- $(sed -n 's/.*"circleOnScreen":\[\([-0-9.e]*\),\([-0-9.e]*\)\].*/\1 \2/p' "$tmp/where.out" | tail -n 1)
  [ $# -eq 2 ] || { echo "$name: no circle on screen" >&2; continue; }
  cx=$(printf '%.0f' "$1"); cy=$(printf '%.0f' "$2")
  : > "$tmp/fps"; : > "$tmp/work"; : > "$tmp/idle"
  k=0
  while [ "$k" -lt "$repeat" ]; do
    set -- $(run "$scene" 0); idle=$1
    set -- $(run "$scene" 1); dragged=$1; work=$2; dragSeconds=$3
    echo "$idle" >> "$tmp/idle"
    awk -v d="$dragged" -v i="$idle" -v s="$dragSeconds" 'BEGIN { printf "%.1f\n", (d - i) / s }' >> "$tmp/fps"
    echo "$work" >> "$tmp/work"
    k=$((k + 1))
  done
  printf '%-28s %10s %13s %12s\n' "$name" "$(median < "$tmp/fps")" "$(median < "$tmp/work")" "$(median < "$tmp/idle")"
done
