#!/usr/bin/env bash
# Installs the Debian 12 packages circlelab needs that are not installed yet (with sudo when
# not root). Usage: scripts/deps.sh [build|package|test]  — "package" adds what scripts/package.sh
# needs (icons, man page, lintian); "test" adds that and what the tests need.
set -euo pipefail

packages=(cmake g++ make pkg-config libsdl2-dev libsdl2-image-dev libimgui-dev libcli11-dev
          libgtest-dev libbenchmark-dev libbox2d-dev libgif-dev zlib1g-dev fonts-dejavu-core
          libcpp-httplib-dev libsqlite3-dev libqrencode-dev gettext libdbus-1-dev)
if [ "${1:-build}" = "package" ] || [ "${1:-build}" = "test" ]; then
  packages+=(librsvg2-bin help2man dpkg-dev lintian desktop-file-utils appstream)
fi
if [ "${1:-build}" = "test" ]; then
  packages+=(xvfb xauth x11-apps x11-utils xdotool clang libclang-rt-14-dev python3
            dbus-daemon python3-dbus python3-gi)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "circlelab: installing missing Debian packages: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "circlelab: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
