#!/usr/bin/env bash
# Instructions per query, counted by callgrind: unlike nanoseconds on a shared machine, the
# count is the same on every run. Prints one row per shape kind: circlelab's Collide, Box2D's
# manifold routine and Box2D's GJK overlap test on the same 1024 cases.
# Usage: bench/count_instructions.sh [build/bench/circlelab_bench]
set -euo pipefail
bench="${1:-build/bench/circlelab_bench}"
command -v valgrind >/dev/null || { echo "needs valgrind" >&2; exit 1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

per_call() {  # file function-pattern -> instructions per call
  callgrind_annotate --inclusive=yes --tree=caller "$1" 2>/dev/null |
    awk -v pat="$2" '$0 ~ "=> .*" pat { gsub(",", "", $1); n=$NF; gsub(/[(),x]/, "", n); if (n > 0 && !done) { printf "%.0f", $1 / n; done = 1 } }'
}

printf "%-13s %10s %14s %14s %10s\n" "shape" "circlelab" "b2 manifold" "b2TestOverlap" "ratio"
for k in 0 1 2 3; do
  name=$(echo "circle rect rect_rotated triangle" | cut -d' ' -f$((k + 1)))
  valgrind --tool=callgrind --callgrind-out-file="$out/$k.cg" "$bench" \
    --benchmark_filter="/$k\$" --benchmark_min_time=0.01 >/dev/null 2>&1
  ours=$(per_call "$out/$k.cg" "CollideOnce")
  manifold=$(per_call "$out/$k.cg" "b2Collide(PolygonAndCircle|Circles)")
  overlap=$(per_call "$out/$k.cg" "b2TestOverlap")
  ratio=$(awk -v a="$manifold" -v b="$ours" 'BEGIN { printf "%.2fx", a / b }')
  printf "%-13s %10s %14s %14s %10s\n" "$name" "$ours" "$manifold" "$overlap" "$ratio"
done
