#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer harnesses in build-fuzz (clang++, ASan + UBSan), replays the committed
# seeds and regressions, then fuzzes each harness for SECONDS (default 20) and prints how many
# inputs each one ran. Exits non-zero on any finding; the input is saved under
# build-fuzz/artifacts/<harness>/ (fuzz/README.md says how to turn it into a regression).
#
#   bash fuzz/run.sh        # 20 s per harness
#   bash fuzz/run.sh 600    # a longer local run
set -euo pipefail

seconds=${1:-20}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"

build=build-fuzz
jobs=$(nproc 2>/dev/null || echo 2)
# Only rigplan_core and the harnesses are built: tests, benchmarks and the app are not needed.
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
  -DRIGPLAN_FUZZ=ON -DRIGPLAN_BUILD_TESTS=OFF -DRIGPLAN_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build "$build" -j "$jobs" --target fuzz

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
# The catalog harness commits to SQLite for every accepted input: a RAM disk makes that cheap.
if [ -z "${RIGPLAN_FUZZ_TMP:-}" ] && [ -d /dev/shm ] && [ -w /dev/shm ]; then
  export RIGPLAN_FUZZ_TMP=/dev/shm
fi

# Every committed seed and regression must run clean before any fuzzing.
ctest --test-dir "$build/fuzz" --output-on-failure

status=0
printf '%-16s %12s  %s\n' harness executions result
for dir in fuzz/corpus/*/; do
  harness=$(basename "$dir")
  # New inputs go to a scratch corpus (first directory); the committed seeds stay untouched.
  work="$build/corpus/$harness"
  artifacts="$build/artifacts/$harness/"
  log="$build/fuzz-$harness.log"
  mkdir -p "$work" "$artifacts"
  if "$build/fuzz/fuzz_$harness" -max_total_time="$seconds" -print_final_stats=1 -timeout=10 \
       -artifact_prefix="$artifacts" "$work" "$dir" >"$log" 2>&1; then
    result=ok
  else
    result="FINDING: see $log; the input is in $artifacts"
    status=1
  fi
  execs=$(sed -n 's/^stat::number_of_executed_units: *\([0-9]*\).*/\1/p' "$log" | tail -n 1)
  printf '%-16s %12s  %s\n' "$harness" "${execs:-?}" "$result"
done
exit $status
