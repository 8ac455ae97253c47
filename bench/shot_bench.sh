#!/bin/sh
# How long a user waits for pictures: `circlelab shot` of every shipped scene as a whole process
# (start-up, font atlas, two UI frames, PNG encoding, the checked write), each run REPEAT times,
# with the median wall and CPU time (user + system) per scene; then `circlelab screenshots` (every
# scene in one process, compared with the references) timed the same way.
#   bench/shot_bench.sh [BUILD_DIR] [REPEAT]     (default: build-rel, 5)
# Times vary on a shared machine: compare medians of runs made side by side.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build-rel}
repeat=${2:-5}
exe=$build/src/app/circlelab
[ -x "$exe" ] || { echo "no $exe: build it first (cmake --build $build --target circlelab)" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Runs "$@" REPEAT times; prints the median wall and CPU milliseconds.
median_of() {
  : > "$tmp/times"
  i=0
  while [ "$i" -lt "$repeat" ]; do
    /usr/bin/time -f '%e %U %S' -o "$tmp/t" "$@" > /dev/null 2> "$tmp/err" || { cat "$tmp/err" >&2; exit 1; }
    awk '{ printf "%.0f %.0f\n", $1 * 1000, ($2 + $3) * 1000 }' "$tmp/t" >> "$tmp/times"
    i=$((i + 1))
  done
  wall=$(cut -d' ' -f1 "$tmp/times" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
  cpu=$(cut -d' ' -f2 "$tmp/times" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
  echo "$wall $cpu"
}

printf '%-28s %8s %8s %9s\n' scene "wall ms" "cpu ms" "PNG KiB"
for scene in "$here"/assets/scenes/*.json; do
  name=$(basename "$scene" .json)
  set -- $(median_of "$exe" shot "$scene" -o "$tmp/$name.png")
  printf '%-28s %8s %8s %9s\n' "$name" "$1" "$2" "$(( $(stat -c %s "$tmp/$name.png") / 1024 ))"
done
set -- $(median_of "$exe" screenshots --out "$tmp/diffs")
printf '%-28s %8s %8s\n' "screenshots (all, 1 process)" "$1" "$2"
