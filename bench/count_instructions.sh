#!/usr/bin/env bash
# Instructions per circle for each method of the collision API and for Box2D, counted by
# callgrind. Unlike nanoseconds on a shared machine, the count is the same on every run; it
# does not see what a wrongly guessed branch costs, which the timings in bench/ratios.sh do.
# Usage: bench/count_instructions.sh [build/bench/circlelab_bench]
set -euo pipefail
bench="${1:-build/bench/circlelab_bench}"
command -v valgrind >/dev/null || { echo "count_instructions.sh: needs valgrind (apt install valgrind)" >&2; exit 1; }
[[ -x "$bench" ]] || { echo "count_instructions.sh: no benchmark binary at $bench (build the bench target)" >&2; exit 1; }

methods=(BM_Collide BM_CollidePrepared BM_Overlaps BM_CollideMany BM_Box2DManifold)
cases=1024

# Instructions inside the benchmark's pass functions only (--toggle-collect), for a given number
# of passes over the 1,024 circles. callgrind prints "Collected : N" when the program ends.
collected() {
  local out
  out=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null --collect-atstart=no \
          --toggle-collect='*Pass*' "$bench" --count "$1" "$2" "$3" 2>&1) ||
    { echo "count_instructions.sh: $bench --count $1 $2 failed:" >&2; echo "$out" >&2; exit 1; }
  echo "$out" | awk '/Collected :/ { n = $NF } END { if (n == "") exit 1; print n }' ||
    { echo "count_instructions.sh: callgrind printed no count for $1 $2" >&2; exit 1; }
}

printf "| shape |"; for m in "${methods[@]}"; do printf " %s |" "${m#BM_}"; done; printf "\n"
printf "|---|"; for _ in "${methods[@]}"; do printf "%s" "---|"; done; printf "\n"
for kind in circle rect rotated tile; do
  printf "| %s |" "$kind"
  for m in "${methods[@]}"; do
    # Two runs, 10 and 20 passes: the difference is 10 passes with nothing else in it.
    a=$(collected "$m" "$kind" 10)
    b=$(collected "$m" "$kind" 20)
    printf " %d |" $(( (b - a) / (10 * cases) ))
  done
  printf "\n"
done
