#!/usr/bin/env bash
# The generator benchmark (`make bench-gen`): a release `modelgen generate` of
# synthetic schema sets of 100, 1,000 and 10,000 models. Reports wall time and
# peak memory (GNU time's maximum resident set size), best of three runs.
set -euo pipefail
cd "$(dirname "$0")/../.."

swift build -c release --product modelgen >/dev/null
modelgen=.build/release/modelgen
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

printf "%-8s %-7s %-10s %s\n" models files seconds "peak memory (MB)"
for count in 100 1000 10000; do
    python3 Benchmarks/Generator/make-schemas.py "$count" "$work/schemas-$count"
    files=$(ls "$work/schemas-$count" | wc -l)
    best_time=""
    best_memory=""
    for _ in 1 2 3; do
        rm -rf "$work/out-$count"
        /usr/bin/time -f "%e %M" -o "$work/time" "$modelgen" generate "$work/schemas-$count" --output "$work/out-$count" --quiet
        read -r seconds kilobytes < "$work/time"
        if [ -z "$best_time" ] || awk "BEGIN { exit !($seconds < $best_time) }"; then
            best_time=$seconds
            best_memory=$((kilobytes / 1024))
        fi
    done
    printf "%-8s %-7s %-10s %s\n" "$count" "$files" "$best_time" "$best_memory"
done
