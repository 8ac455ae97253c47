#!/bin/sh
# How long a user waits for pictures: `circlelab shot` of every shipped scene as a whole process
# (start-up, font atlas, two UI frames, PNG encoding, the checked write), each run REPEAT times,
# with the median wall and CPU time (user + system) per scene; then `circlelab screenshots` (every
# scene in one process, compared with the references) timed the same way.
#   bench/shot_bench.sh [BUILD_DIR] [REPEAT]     (default: build-rel, 5)
# Times vary on a shared machine: compare medians of runs made side by side.
set -eu
repeat_default=5
. "$(dirname "$0")/shot_timing.sh"

printf '%-28s %8s %8s %9s\n' scene "wall ms" "cpu ms" "PNG KiB"
for scene in "$here"/assets/scenes/*.json; do
  name=$(basename "$scene" .json)
  set -- $(median_of "$exe" shot "$scene" -o "$tmp/$name.png")
  printf '%-28s %8s %8s %9s\n' "$name" "$1" "$2" "$(( $(stat -c %s "$tmp/$name.png") / 1024 ))"
done
set -- $(median_of "$exe" screenshots --out "$tmp/diffs")
printf '%-28s %8s %8s\n' "screenshots (all, 1 process)" "$1" "$2"
