#!/usr/bin/env bash
# The README's table: time per circle of each method of the collision API and Box2D's, and how
# many times faster than Box2D each is, measured in one run of one binary with the benchmarks
# interleaved at random and repeated, so a busy machine slows all of them alike. Medians of
# CPU time.
# Usage: bench/ratios.sh [build/bench/circlelab_bench] [repetitions]
set -euo pipefail
bench="${1:-build/bench/circlelab_bench}"
reps="${2:-9}"
[[ "$reps" =~ ^[0-9]+$ && "$reps" -ge 2 ]] || { echo "ratios.sh: repetitions must be a whole number of at least 2 (a median needs them)" >&2; exit 2; }
[[ -x "$bench" ]] || { echo "ratios.sh: no benchmark binary at $bench (build the bench target)" >&2; exit 1; }
json=$(mktemp)
trap 'rm -f "$json"' EXIT
"$bench" --benchmark_filter='^BM_(Collide|CollidePrepared|Overlaps|CollideMany|Box2DManifold)/' \
  --benchmark_min_time=0.1 --benchmark_repetitions="$reps" --benchmark_enable_random_interleaving=true \
  --benchmark_report_aggregates_only=true --benchmark_format=json >"$json"
python3 - "$json" <<'PY'
import json, sys
data = json.load(open(sys.argv[1]))
ns = {}
for b in data["benchmarks"]:
    if b.get("aggregate_name") != "median":
        continue
    method, kind = b["run_name"].split("/")
    ns[(method, kind)] = b["per_circle"] * 1e9
goals = {"BM_Collide": None, "BM_CollidePrepared": 2, "BM_Overlaps": 4, "BM_CollideMany": 4}
print("| shape | Box2D manifold | " + " | ".join(m[3:] for m in goals) + " |")
print("|---|---|" + "---|" * len(goals))
for kind in ["circle", "rect", "rotated", "tile"]:
    box2d = ns[("BM_Box2DManifold", kind)]
    cells = []
    for m, goal in goals.items():
        t = ns[(m, kind)]
        ratio = box2d / t
        mark = "" if goal is None else (" ✓" if ratio >= goal else f" (goal {goal}×)")
        cells.append(f"{t:.1f} ns, {ratio:.1f}×{mark}")
    print(f"| {kind} | {box2d:.1f} ns | " + " | ".join(cells) + " |")
PY
