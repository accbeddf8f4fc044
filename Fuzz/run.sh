#!/usr/bin/env bash
# Builds layoutgen's libFuzzer targets and runs each for a while; exits non-zero on any finding.
#
#   Fuzz/run.sh [TARGET...] [--seconds N]
#   Fuzz/run.sh --replay TARGET FILE
#
# TARGET is FuzzYAML, FuzzEquation, FuzzVFL or FuzzPipeline (default: all, in that order); each
# runs N seconds (default 60) in one process, from its seed corpus in Fuzz/Corpus/TARGET with
# its dictionary. Prints "TARGET: N execs, N exec/s, N crashes" per target. A crash, leak,
# timeout (10 s on one input) or out-of-memory (2 GiB) stops that target; the script then
# prints the reproducer and the fuzzer's report, keeps them, and exits 1. `--replay` runs one
# saved input again under the same limits and exits with the fuzzer's status.
#
# Environment:
#   FUZZ_SCRATCH_PATH  the SwiftPM build folder (default Fuzz/.build-fuzz, git-ignored, kept
#                      between runs so rebuilds are incremental)
#   FUZZ_BUILD_JOBS    parallel compile jobs (default: SwiftPM's)
#   FUZZ_WORK_DIR      where runs put corpora, logs and reproducers (default: a new folder in
#                      $TMPDIR, removed at exit unless something was found)
set -euo pipefail

fuzz_dir="$(cd "$(dirname "$0")" && pwd)"
all_targets=(FuzzYAML FuzzEquation FuzzVFL FuzzPipeline)
seconds=60
targets=()
replay=()

usage() {
    sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//' >&2
    exit 2
}

while (($#)); do
    case "$1" in
        --seconds)
            [[ $# -ge 2 && "$2" =~ ^[1-9][0-9]*$ ]] || usage
            seconds="$2"
            shift 2
            ;;
        --seconds=*)
            seconds="${1#--seconds=}"
            [[ "$seconds" =~ ^[1-9][0-9]*$ ]] || usage
            shift
            ;;
        --replay)
            [[ $# -ge 3 && " ${all_targets[*]} " == *" $2 "* ]] || usage
            replay=("$2" "$3")
            shift 3
            ;;
        -h | --help) usage ;;
        Fuzz*)
            [[ " ${all_targets[*]} " == *" $1 "* ]] || { echo "run.sh: unknown target '$1'" >&2; usage; }
            targets+=("$1")
            shift
            ;;
        *) echo "run.sh: unknown argument '$1'" >&2; usage ;;
    esac
done
((${#targets[@]})) || targets=("${all_targets[@]}")

dictionary() {
    case "$1" in
        FuzzEquation) echo "$fuzz_dir/Dictionaries/equation.dict" ;;
        FuzzVFL) echo "$fuzz_dir/Dictionaries/vfl.dict" ;;
        *) echo "$fuzz_dir/Dictionaries/yaml.dict" ;;
    esac
}

# Build. The sanitizer flags reach every Swift target, so layoutgen's own stages are instrumented
# for coverage and checked by AddressSanitizer, not only the fuzzers' entry points.
scratch="${FUZZ_SCRATCH_PATH:-$fuzz_dir/.build-fuzz}"
build=(swift build --package-path "$fuzz_dir" --scratch-path "$scratch" -c release
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -use-ld=lld)
[[ -n "${FUZZ_BUILD_JOBS:-}" ]] && build+=(--jobs "$FUZZ_BUILD_JOBS")
echo "run.sh: building the fuzzers in $scratch" >&2
"${build[@]}" >&2
bin="$("${build[@]}" --show-bin-path)"

# Swift's backtracer would intercept the crashes libFuzzer must see.
export SWIFT_BACKTRACE=enable=no

if ((${#replay[@]})); then
    exec "$bin/${replay[0]}" -rss_limit_mb=2048 -timeout=10 "${replay[1]}"
fi

work="${FUZZ_WORK_DIR:-}"
if [[ -z "$work" ]]; then
    work="$(mktemp -d "${TMPDIR:-/tmp}/layoutgen-fuzz.XXXXXX")"
else
    mkdir -p "$work"
fi
found=0
cleanup() {
    # Corpora are always scratch; logs and reproducers stay only when something was found.
    rm -rf "$work/corpus"
    if ((found == 0)) && [[ -z "${FUZZ_WORK_DIR:-}" ]]; then rm -rf "$work"; fi
}
trap cleanup EXIT

for target in "${targets[@]}"; do
    corpus="$work/corpus/$target"
    artifacts="$work/artifacts/$target"
    log="$work/$target.log"
    mkdir -p "$corpus" "$artifacts"
    # New inputs go to the scratch corpus (the first folder); the committed seeds are only read.
    status=0
    "$bin/$target" "$corpus" "$fuzz_dir/Corpus/$target" \
        -dict="$(dictionary "$target")" \
        -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 \
        -artifact_prefix="$artifacts/" -print_final_stats=1 >"$log" 2>&1 || status=$?

    execs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
    rate="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)"
    # libFuzzer names each saved input by what it found; slow-unit-* files are not findings.
    reproducers=()
    for file in "$artifacts"/crash-* "$artifacts"/leak-* "$artifacts"/timeout-* "$artifacts"/oom-*; do
        [[ -e "$file" ]] && reproducers+=("$file")
    done
    echo "$target: ${execs:-0} execs, ${rate:-0} exec/s, ${#reproducers[@]} crashes"

    if ((status != 0 || ${#reproducers[@]})); then
        found=1
        grep -E '^(==[0-9]+==ERROR|SUMMARY|layoutgen fuzz invariant|.*Fatal error)' "$log" | head -5 | sed 's/^/  /'
        for file in "${reproducers[@]}"; do echo "  reproducer: $file"; done
        ((${#reproducers[@]})) || echo "  the fuzzer exited with status $status and saved no input"
        echo "  log: $log"
        echo "  replay: $fuzz_dir/run.sh --replay $target ${reproducers[0]:-FILE}"
    else
        rm -f "$log"
    fi
done

if ((found)); then
    echo "run.sh: findings kept in $work" >&2
    exit 1
fi
