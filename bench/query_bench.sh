#!/usr/bin/env bash
# `circlelab query` on a million lines, timed as a user runs it: one process, a file on stdin,
# the answers to a file. The lines are the same on every run (made by arithmetic, not a random
# generator): circles, boxes, rotated boxes and triangle tiles in turn, numbers written both short
# and with 15 significant digits, about one circle in six touching. Prints the wall-clock
# and CPU time of each of three runs, and the fastest.
# Usage: bench/query_bench.sh [PROGRAM] [LINES]   (defaults: build/src/app/circlelab, 1000000)
set -euo pipefail
exe="${1:-build/src/app/circlelab}"
lines="${2:-1000000}"
[ -x "$exe" ] || { echo "no program at $exe: build it first, or name it" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

awk -v n="$lines" 'BEGIN {
  split("top-left top-right bottom-left bottom-right", corner, " ")
  for (i = 0; i < n; i++) {
    x = (i * 7919 % 100000) / 997 - 50          # -50 .. 50, most with many digits
    y = (i * 104729 % 100000) / 1009 - 50
    r = (i % 23) / 2                             # 0 .. 11, short
    k = i % 4
    circle = sprintf("{\"x\":%.15g,\"y\":%.15g,\"r\":%g}", x, y, r)
    if (k == 0)
      shape = sprintf("{\"type\":\"circle\",\"x\":%d,\"y\":%d,\"r\":%g}", i % 7 - 3, i % 5 - 2, 5 + (i % 9) * 2.5)
    else if (k == 1)
      shape = sprintf("{\"type\":\"rect\",\"x\":-20,\"y\":-10,\"w\":%d,\"h\":20}", 30 + i % 11)
    else if (k == 2)
      shape = sprintf("{\"type\":\"rect\",\"x\":-20,\"y\":-10,\"w\":40,\"h\":20,\"angle\":%.15g}", (i % 3600) / 10.0)
    else
      shape = sprintf("{\"type\":\"triangle\",\"x\":-25,\"y\":-25,\"w\":50,\"h\":50,\"missing\":\"%s\",\"angle\":%d}",
                      corner[i % 4 + 1], (i * 13) % 360)
    printf "{\"circle\":%s,\"shape\":%s}\n", circle, shape
  }
}' > "$tmp/in.jsonl"

echo "circlelab query: $lines lines, $(( $(wc -c < "$tmp/in.jsonl") / 1000000 )) MB in ($exe)"
best=""
for run in 1 2 3; do
  # bash's time: wall-clock (real) and the CPU time of the process (user + system).
  TIMEFORMAT='%R %U %S'
  t=$( { time "$exe" query < "$tmp/in.jsonl" > "$tmp/out.jsonl"; } 2>&1 ) || { echo "query failed: $t" >&2; exit 1; }
  read -r wall user sys <<< "$t"
  cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
  answered=$(wc -l < "$tmp/out.jsonl")
  [ "$answered" -eq "$lines" ] || { echo "only $answered of $lines lines answered" >&2; exit 1; }
  printf "run %d: wall %.2f s, CPU %s s (user %.2f, system %.2f)\n" "$run" "$wall" "$cpu" "$user" "$sys"
  if [ -z "$best" ] || awk -v a="$wall" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$wall; fi
done
printf "fastest: %.2f s wall for %d lines\n" "$best" "$lines"
