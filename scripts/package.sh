#!/usr/bin/env bash
# Builds the Debian package of Circle Collision Lab with CPack and checks it with lintian.
# Its library dependencies come from dpkg-shlibdeps (cmake/package.cmake).
# Usage: scripts/package.sh [BUILD_DIR]   (default: build, reused when it exists)
# Prints the package's path as its last line. docs/install.md tells how to install it.
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build}"
scripts/deps.sh package

# Only what the package holds is built here (the program, icons, man page), not the tests:
# installing then takes what is built instead of building everything first.
cmake -S . -B "$build" -DCMAKE_SKIP_INSTALL_ALL_DEPENDENCY=ON >/dev/null
cmake --build "$build" -j"$(nproc)" --target circlelab circlelab_icons circlelab_man circlelab_changelog >/dev/null
rm -f "$build"/circlelab_*.deb
(cd "$build" && cpack -G DEB >/dev/null)
deb=$(ls "$build"/circlelab_*.deb)

# lintian exits non-zero on any error; warnings are printed for a person to read.
echo "package: lintian $deb"
lintian --fail-on error "$deb" 2>&1 | sed 's/^/  /' || { echo "package: lintian found errors" >&2; exit 1; }
echo "$deb"
