#!/usr/bin/env bash
# Runs the same workloads through layoutgen-bench and kiwisolver and prints, per workload, the
# ratio kiwisolver time / layoutgen time (above 1: layoutgen is faster).
#
#   Benchmarks/run.sh [--runs N] [--chain-sizes 100,1000,10000] [--grid-sizes 10,32,100]
#
# kiwisolver is installed from PyPI into Benchmarks/.venv, made on first use.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here/.."

if [ ! -x "$here/.venv/bin/python" ]; then
    python3 -m venv "$here/.venv"
    "$here/.venv/bin/pip" install --quiet kiwisolver
fi

swift build -c release --product layoutgen-bench >&2
ours="$(mktemp)"
kiwi="$(mktemp)"
trap 'rm -f "$ours" "$kiwi"' EXIT
.build/release/layoutgen-bench --json "$@" > "$ours"
"$here/.venv/bin/python" "$here/kiwi_bench.py" "$@" > "$kiwi"
"$here/.venv/bin/python" "$here/compare.py" "$ours" "$kiwi"
