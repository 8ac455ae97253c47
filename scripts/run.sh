#!/usr/bin/env bash
# Builds circlelab and opens it on its default scene (or on the scene given as an argument).
# Usage: scripts/run.sh [SCENE.json]
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh build
cmake -S . -B build -DCIRCLELAB_BENCH=OFF >/dev/null
cmake --build build --target circlelab -j"$(nproc)"  # the program only: no tests to wait for
exec build/src/app/circlelab "$@"
