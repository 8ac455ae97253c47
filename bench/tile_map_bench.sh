#!/bin/sh
# How long `circlelab shot` takes for a tile map of SIDE x SIDE tiles of 16 px (a million at the
# default 1000, the most the valid ranges allow), four in five square and one in five a triangle,
# the circle in the middle, the picture at 1366x768 showing the whole map as it opens. Each run
# REPEAT times; prints the median wall and CPU milliseconds of the whole process (reading and
# checking the scene, building the frame, drawing, writing the PNG).
#   bench/tile_map_bench.sh [BUILD_DIR] [REPEAT] [SIDE...]   (default: build-rel, 3, 1000)
# Times vary on a shared machine: compare figures from runs made side by side.
set -eu
. "$(dirname "$0")/shot_timing.sh"
[ $# -ge 2 ] && shift 2 || shift $#
sides=${*:-1000}

# Writes a map of $1 x $1 tiles to standard output; the same map on every run (a fixed pattern,
# not random numbers).
scene() {
  awk -v n="$1" 'BEGIN {
    printf "{\"name\": \"%d x %d tiles\", \"bodies\": [{\"x\": %d, \"y\": %d, \"r\": 30}],\n", n, n, n * 8, n * 8
    printf "\"tiles\": {\"x\": 0, \"y\": 0, \"size\": 16, \"rows\": [\n"
    for (r = 0; r < n; r++) {
      row = ""
      for (c = 0; c < n; c++) {
        k = (r * 7 + c * 13 + int(r * c / 5)) % 20
        row = row (k < 16 ? "#" : substr("1234", k - 15, 1))
      }
      printf "%s\"%s\"\n", (r ? "," : ""), row
    }
    printf "]}}\n"
  }'
}

printf '%8s %10s %10s\n' tiles wall_ms cpu_ms
for n in $sides; do
  scene "$n" > "$tmp/m$n.json"
  time_shot "$((n * n))" "$tmp/m$n.json"
done
