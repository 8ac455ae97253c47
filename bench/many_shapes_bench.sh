#!/bin/sh
# How long `circlelab shot` takes for a scene of N shapes with the closest-point lines and the
# numbers shown: N circles (r 6) on a grid over 1900 x 1000 px, one body among them, the picture at
# 1366x768. Each N is run REPEAT times; prints the median wall and CPU milliseconds (whole process).
#   bench/many_shapes_bench.sh [BUILD_DIR] [REPEAT] [N...]   (default: build-rel, 3, 100 1000 10000)
# Times vary on a shared machine: compare figures from runs made side by side.
set -eu
. "$(dirname "$0")/shot_timing.sh"
[ $# -ge 2 ] && shift 2 || shift $#
sizes=${*:-100 1000 10000}

# Writes a scene of $1 circles spread evenly over 1900 x 1000 px, to standard output.
scene() {
  awk -v n="$1" 'BEGIN {
    cols = int(sqrt(n * 1.9)); if (cols < 1) cols = 1
    rows = int((n + cols - 1) / cols)
    printf "{\"name\": \"%d shapes\", \"bodies\": [{\"x\": 950, \"y\": 500, \"r\": 30}],\n\"shapes\": [\n", n
    for (i = 0; i < n; i++) {
      x = 20 + (i % cols) * 1860 / cols; y = 20 + int(i / cols) * 960 / rows
      printf "%s{\"type\": \"circle\", \"x\": %.1f, \"y\": %.1f, \"r\": 6}\n", (i ? "," : ""), x, y
    }
    printf "],\n\"settings\": {\"gravity\": [0, 0], \"overlays\": {\"closestLines\": true, \"numbers\": true}}}\n"
  }'
}

printf '%8s %10s %10s\n' shapes wall_ms cpu_ms
for n in $sizes; do
  scene "$n" > "$tmp/s$n.json"
  time_shot "$n" "$tmp/s$n.json"
done
