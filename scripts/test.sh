#!/usr/bin/env bash
# Builds everything and runs every test: the full build's tests (core, command line, screenshots
# where present), the Debian package installed and run, then the core unit tests again under
# AddressSanitizer + UBSan, the map worker under ThreadSanitizer, the parsers
# fuzzed for 30 s each when clang is installed (scripts/fuzz.sh), and a short
# run of the benchmarks to prove they work (their figures are read in bench/README.md), and the
# web page in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh test
jobs="$(nproc)"
# A compiler cache, when the machine has one, makes rebuilding unchanged sources nearly free. It
# keys each file by its path inside this checkout, so checkouts in other folders share its entries.
launcher=()
if command -v ccache >/dev/null; then
  export CCACHE_BASEDIR="$PWD"
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
fi

echo "== build (RelWithDebInfo)"
# Without link-time optimisation: the tests do not need it and it costs minutes of linking on two
# cores; the benchmarks' figures come from their own optimised build (bench/README.md).
cmake -S . -B build -DCMAKE_INTERPROCEDURAL_OPTIMIZATION=OFF -DCIRCLELAB_SOAK_TESTS=ON "${launcher[@]}" >/dev/null
cmake --build build -j"$jobs"
echo "== tests"
(cd build && ctest --output-on-failure -j"$jobs")

echo "== the Debian package: built, checked by lintian, installed, run, removed"
# Reuses the build above: only packing, lintian, and one install and removal (a minute or two).
scripts/package.sh build | tee build/package.log
scripts/test-package.sh "$(tail -1 build/package.log)"

echo "== core tests under AddressSanitizer + UndefinedBehaviorSanitizer"
cmake -S . -B build-asan -DCIRCLELAB_CORE_ONLY=ON -DCIRCLELAB_SANITIZE=ON -DCIRCLELAB_SOAK_TESTS=ON -DCMAKE_BUILD_TYPE=Debug "${launcher[@]}" >/dev/null
cmake --build build-asan -j"$jobs"
(cd build-asan && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 ctest --output-on-failure -j"$jobs")

echo "== the map worker under ThreadSanitizer"
# The window's one thread of its own besides SDL's: its requests, cancels and results.
cmake -S . -B build-tsan -DCIRCLELAB_CORE_ONLY=ON -DCIRCLELAB_TSAN=ON -DCMAKE_BUILD_TYPE=Debug "${launcher[@]}" >/dev/null
cmake --build build-tsan -j"$jobs" --target circlelab_map_worker_tests
TSAN_OPTIONS=halt_on_error=1 build-tsan/tests/circlelab_map_worker_tests

# The parsers fuzzed for a bounded time (libFuzzer needs clang; without it the corpora are still
# replayed by the tests above). CIRCLELAB_FUZZ_SECONDS=0 skips it.
if [ "${CIRCLELAB_FUZZ_SECONDS:-30}" != 0 ] && command -v clang++ >/dev/null; then
  echo "== fuzzing the parsers (${CIRCLELAB_FUZZ_SECONDS:-30} s each)"
  scripts/fuzz.sh "${CIRCLELAB_FUZZ_SECONDS:-30}"
fi

echo "== benchmarks (smoke run)"
build/bench/circlelab_bench --benchmark_min_time=0.01 >/dev/null
bench/ratios.sh build/bench/circlelab_bench 2 >/dev/null
# The web page in headless Chromium (scripts/test-web.sh). The first run on a machine builds SDL2,
# SDL2_image and ImGui for the browser from Debian's source packages (about 8-25 minutes on 2
# cores, well inside CI's time); later runs use the cached libraries. CIRCLELAB_WEB_TEST=0 skips it.
if [ "${CIRCLELAB_WEB_TEST:-1}" = 0 ]; then
  echo "== web page test skipped (CIRCLELAB_WEB_TEST=0)"
else
  echo "== web page in headless Chromium"
  scripts/test-web.sh
fi
echo "== all tests passed"
