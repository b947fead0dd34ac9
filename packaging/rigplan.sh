#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Sets up what RigPlan needs on Debian 12, builds it, and then either launches the app
# (`run`) or runs every test (`test`). Safe to run again: it installs only what is missing.
#
#   bash packaging/rigplan.sh run    # install, build, launch (no display: sample output instead)
#   bash packaging/rigplan.sh test   # install, build with warnings as errors, run ctest; then
#                                    # the tests under ASan+UBSan and 10 s of each fuzzer
set -euo pipefail

mode=${1:-run}
case "$mode" in
  run|test) ;;
  *) echo "usage: $0 run|test" >&2; exit 2 ;;
esac

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"

# Debian 12 packages: toolchain, Qt 6 (Widgets, Charts, Sql + SQLite driver, Test, Linguist),
# the SVG icon engine (the window icon), fmt, Google Benchmark, and what the tests use to look at output (poppler, fonts, Xvfb);
# clang with its runtime libraries (libFuzzer, sanitizers) for the fuzzers in fuzz/;
# help2man (the man pages), and what the package test checks the .deb with (lintian,
# appstream, shared-mime-info, man-db, bash-completion, zsh); shellcheck and python3 for the
# acceptance kit's scripts (tests/core/tst_launchkit); SQLite's headers, with which
# tests/core/tst_catalog counts the statements a catalog snapshot runs.
packages=(
  cmake ninja-build g++ pkg-config clang libclang-rt-14-dev
  qt6-base-dev qt6-base-dev-tools qt6-charts-dev libqt6sql6-sqlite libqt6opengl6-dev libgl-dev libqt6svg6
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  libfmt-dev libbenchmark-dev
  fonts-noto-cjk fonts-dejavu-core poppler-utils xvfb xauth desktop-file-utils dpkg-dev file
  help2man lintian appstream shared-mime-info man-db bash-completion zsh
  shellcheck python3 libsqlite3-dev
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
if ((${#missing[@]})); then
  echo "rigplan: installing missing Debian packages: ${missing[*]}"
  sudo=()
  if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

jobs=$(nproc 2>/dev/null || echo 2)
# A compiler cache where the machine has one: the test, sanitizer and fuzz builds, and a rebuild
# after a small change, reuse what an earlier build compiled; paths are taken relative to the
# checkout, so another clone of it hits the cache too.
if command -v ccache >/dev/null 2>&1; then
  export CMAKE_C_COMPILER_LAUNCHER=ccache CMAKE_CXX_COMPILER_LAUNCHER=ccache
  export CCACHE_BASEDIR="$here" CCACHE_NOHASHDIR=true
fi
if [ "$mode" = test ]; then
  build=build-test
  # Line tables (-g1) instead of full debug info: a test's failure still names file and line,
  # and the build, CI's longest step but one, takes about a sixth less.
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRIGPLAN_WERROR=ON \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG"
  cmake --build "$build" -j "$jobs"
  (cd "$build" && ctest --output-on-failure -j "$jobs")
  # The same suite under AddressSanitizer + UndefinedBehaviorSanitizer with leak checking
  # (options and third-party suppressions: tests/CMakeLists.txt, tests/sanitizer/).
  cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DRIGPLAN_SANITIZE=ON -DRIGPLAN_BUILD_BENCHMARKS=OFF
  cmake --build build-asan -j "$jobs"
  (cd build-asan && ctest --output-on-failure -j "$jobs")
  # Every parser of outside input under libFuzzer, 10 s per harness (fuzz/README.md).
  bash fuzz/run.sh 10
  exit $?
fi

build=build
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" -j "$jobs" --target rigplan rigplan-cli
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  exec "$build/app/rigplan" "${@:2}"
fi
echo "rigplan: no display found (DISPLAY and WAYLAND_DISPLAY are unset), so instead of the window:"
echo "rigplan: a sample quote PDF for the bundled sample workload, made by rigplan-cli."
echo
sample=resources/samples/lab-mixed.workload.json
pdf="$here/$build/sample-quote.pdf"
# A throwaway catalog, so the sample never touches the user's own edits.
catalog_dir=$(mktemp -d)
trap 'rm -rf "$catalog_dir"' EXIT
set +e
"$build/app/rigplan-cli" --catalog "$catalog_dir/catalog.sqlite" plan "$sample"
"$build/app/rigplan-cli" --catalog "$catalog_dir/catalog.sqlite" report "$sample" -o "$pdf"
rc=$?
set -e
echo
if [ "$rc" -le 1 ] && [ -s "$pdf" ]; then
  echo "rigplan: sample quote written to $pdf"
  echo "rigplan: in Chinese: $build/app/rigplan-cli report $sample -o quote-zh.pdf --lang zh_CN"
fi
exit $rc
