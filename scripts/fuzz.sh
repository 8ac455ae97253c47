#!/usr/bin/env bash
# Fuzzes the parsers with libFuzzer (clang): the JSON reader, one query line, a scene file, a play
# script, a --set value, the paths a play script follows, a lesson file, and the live class's
# request handlers, each for SECONDS (default 30) starting from its corpus in
# tests/fuzz/corpus/. New inputs are kept in
# build-fuzz/corpus-TARGET; an input that crashes or breaks an invariant is written to
# build-fuzz/ and the script fails: copy it into tests/fuzz/corpus/TARGET/ as a regression case.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-30}"
jobs="$(nproc)"
if ! command -v clang++ >/dev/null; then
  echo "clang++ not found: no fuzzing (the corpora are still replayed by ctest)"
  exit 0
fi
CC=clang CXX=clang++ cmake -S . -B build-fuzz -DCIRCLELAB_CORE_ONLY=ON -DCIRCLELAB_FUZZ=ON -DCIRCLELAB_BENCH=OFF \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_INTERPROCEDURAL_OPTIMIZATION=OFF \
  -DCMAKE_CXX_FLAGS="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all" \
  -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" >/dev/null
cmake --build build-fuzz -j"$jobs" --target fuzz_json fuzz_query_line fuzz_scene fuzz_play_script fuzz_set_value fuzz_play_paths fuzz_lesson fuzz_class_api
for target in json query_line scene play_script set_value play_paths lesson class_api; do
  echo "== fuzz_$target for $seconds s"
  mkdir -p "build-fuzz/corpus-$target"
  # Inputs up to 64 KiB: enough for every structure the parsers know, small enough to go fast.
  build-fuzz/tests/fuzz/fuzz_$target -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="build-fuzz/$target-" -print_final_stats=1 \
    "build-fuzz/corpus-$target" "tests/fuzz/corpus/$target" 2>&1 | grep -E "^(#[0-9]+ *DONE|stat::number_of_executed_units|==[0-9]+==|SUMMARY|fuzz invariant)" || true
  if ls "build-fuzz/$target-"* >/dev/null 2>&1; then
    echo "fuzz_$target found a failing input: $(ls build-fuzz/$target-*)"
    exit 1
  fi
done
