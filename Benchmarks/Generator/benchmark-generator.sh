#!/usr/bin/env bash
# The generator benchmark (`make bench-gen`): a release `modelgen generate` of
# synthetic schema sets of 100, 1,000 and 10,000 models. Reports wall time,
# CPU time (user + system, which load changes far less than wall time) and peak
# memory (GNU time's maximum resident set size), of the fastest of three runs.
set -euo pipefail
cd "$(dirname "$0")/../.."

swift build -c release --product modelgen >/dev/null
modelgen=.build/release/modelgen
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

printf "%-8s %-7s %-10s %-12s %s\n" models files seconds "cpu seconds" "peak memory (MB)"
for count in 100 1000 10000; do
    python3 Benchmarks/Generator/make-schemas.py "$count" "$work/schemas-$count"
    files=$(ls "$work/schemas-$count" | wc -l)
    best_time=""
    best_memory=""
    best_cpu=""
    for _ in 1 2 3; do
        rm -rf "$work/out-$count"
        /usr/bin/time -f "%e %M %U %S" -o "$work/time" "$modelgen" generate "$work/schemas-$count" --output "$work/out-$count" --quiet
        read -r seconds kilobytes user system < "$work/time"
        if [ -z "$best_time" ] || awk "BEGIN { exit !($seconds < $best_time) }"; then
            best_time=$seconds
            best_memory=$((kilobytes / 1024))
            best_cpu=$(awk "BEGIN { print $user + $system }")
        fi
    done
    printf "%-8s %-7s %-10s %-12s %s\n" "$count" "$files" "$best_time" "$best_cpu" "$best_memory"
done
