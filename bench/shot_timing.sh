# Sourced by the benchmarks that time the program as a whole process (shot_bench.sh,
# many_shapes_bench.sh, tile_map_bench.sh): reads BUILD_DIR and REPEAT from the script's first two
# arguments (default: build-rel, and $repeat_default or 3), finds the program, makes a scratch
# folder, and gives median_of and time_shot.
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build-rel}
repeat=${2:-${repeat_default:-3}}
exe=$build/src/app/circlelab
[ -x "$exe" ] || { echo "no $exe: build it first (cmake --build $build --target circlelab)" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# median_of COMMAND...: runs it REPEAT times; prints the median wall and CPU milliseconds.
median_of() {
  : > "$tmp/times"
  i=0
  while [ "$i" -lt "$repeat" ]; do
    /usr/bin/time -f '%e %U %S' -o "$tmp/t" "$@" > /dev/null 2> "$tmp/err" || { cat "$tmp/err" >&2; exit 1; }
    awk '{ printf "%.0f %.0f\n", $1 * 1000, ($2 + $3) * 1000 }' "$tmp/t" >> "$tmp/times"
    i=$((i + 1))
  done
  wall=$(cut -d' ' -f1 "$tmp/times" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
  cpu=$(cut -d' ' -f2 "$tmp/times" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
  echo "$wall $cpu"
}

# time_shot COUNT SCENE: prints COUNT and the median wall and CPU milliseconds of
# `circlelab shot SCENE` at 1366x768.
time_shot() {
  printf '%8s %10s %10s\n' "$1" $(median_of "$exe" shot "$2" -o "$tmp/shot.png" --size 1366x768)
}
