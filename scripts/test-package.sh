#!/usr/bin/env bash
# Installs the Debian package as a person would (apt-get install ./circlelab_….deb), runs the
# installed program from another folder, then removes the package and checks nothing of it is left.
# Usage: scripts/test-package.sh DEB   (scripts/package.sh makes it; scripts/test.sh runs both)
set -euo pipefail
deb="$(realpath "$1")"
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
fail() { echo "package test: $*" >&2; exit 1; }
work="$(mktemp -d)"
# A failed check still removes the package, so the machine is left as it was found.
trap 'rm -rf "$work"; dpkg-query -W circlelab >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive $sudo apt-get purge -y -qq circlelab >/dev/null 2>&1' EXIT

# --reinstall: a package of the same version left installed is replaced by this build's.
DEBIAN_FRONTEND=noninteractive $sudo apt-get install --reinstall -y -qq "$deb" >"$work/apt.log" 2>&1 ||
  { cat "$work/apt.log" >&2; fail "apt-get install $deb failed"; }
dpkg-query -L circlelab >"$work/files"

cd "$work"  # not the source tree: the program must find its own assets
[ "$(command -v circlelab)" = /usr/bin/circlelab ] || fail "circlelab is not /usr/bin/circlelab"
version="$(env -u CIRCLELAB_ASSETS circlelab --version)"
echo "package test: $version"
[[ "$version" =~ ^circlelab\ [0-9]+\.[0-9]+\.[0-9]+\ \(commit\ [^\)]+\)$ ]] || fail "--version says '$version'"

data=/usr/share/circlelab
env -u CIRCLELAB_ASSETS circlelab check "$data"/scenes/*.json "$data"/lessons/*.json >/dev/null ||
  fail "circlelab check of the installed scenes and lessons failed"
env -u CIRCLELAB_ASSETS SDL_VIDEODRIVER=dummy circlelab shot "$data/scenes/09_worden_minigolf.json" -o golf.png --size 640x400 ||
  fail "circlelab shot of an installed scene failed"
[ "$(head -c 8 golf.png | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "golf.png is not a PNG"
# A picture with the scene, panel and text compresses to tens of kilobytes; a blank one to a few hundred bytes.
[ "$(stat -c %s golf.png)" -gt 20000 ] || fail "golf.png is only $(stat -c %s golf.png) bytes: nothing drawn?"
[ -L "$data/fonts/DejaVuSans.ttf" ] && [ -e "$data/fonts/DejaVuSans.ttf" ] || fail "the font link does not reach fonts-dejavu-core"
desktop-file-validate /usr/share/applications/circlelab.desktop || fail "the installed desktop entry is not valid"
zcat /usr/share/man/man1/circlelab.1.gz | grep -q '^\.SS shot' || fail "the man page does not list the shot command's options"

DEBIAN_FRONTEND=noninteractive $sudo apt-get purge -y -qq circlelab >"$work/apt.log" 2>&1 ||
  { cat "$work/apt.log" >&2; fail "apt-get purge circlelab failed"; }
left=0
while read -r f; do
  if [ -f "$f" ] || [ -L "$f" ]; then echo "package test: left behind: $f" >&2; left=1; fi
done <"$work/files"
[ -d "$data" ] && { echo "package test: left behind: $data" >&2; left=1; }
[ "$left" = 0 ] || fail "removing the package left files"
echo "package test: installed, ran (--version, check, shot from $work), removed cleanly"
