#!/usr/bin/env bash
# The generator benchmark (`make bench-gen`): a release `modelgen generate` of
# synthetic schema sets of 100, 1,000 and 10,000 models, with one job
# (`--jobs 1`, every file on one thread) and with the default (a job per
# active processor). Reports, for each, wall time and CPU time (user +
# system, which load changes far less than wall time; with several jobs it
# includes the threads' overhead), and the peak memory (GNU time's maximum
# resident set size) of the default; the fastest of three runs each, the two
# alternating.
set -euo pipefail
cd "$(dirname "$0")/../.."

swift build -c release --product modelgen >/dev/null
modelgen=.build/release/modelgen
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
processors=$(nproc)

printf "%-8s %-7s %-21s %-21s %s\n" "" "" "--jobs 1" "--jobs $processors (default)" ""
printf "%-8s %-7s %-10s %-10s %-10s %-10s %s\n" models files seconds "cpu s" seconds "cpu s" "peak memory (MB)"
for count in 100 1000 10000; do
    python3 Benchmarks/Generator/make-schemas.py "$count" "$work/schemas-$count"
    files=$(ls "$work/schemas-$count" | wc -l)
    declare -A best_time=() best_cpu=() best_memory=()
    for _ in 1 2 3; do
        for jobs in $(printf '%s\n' 1 "$processors" | sort -u); do  # once on one processor
            rm -rf "$work/out-$count"
            /usr/bin/time -f "%e %M %U %S" -o "$work/time" \
                "$modelgen" generate "$work/schemas-$count" --output "$work/out-$count" --quiet --jobs "$jobs"
            read -r seconds kilobytes user system < "$work/time"
            if [ -z "${best_time[$jobs]:-}" ] || awk "BEGIN { exit !($seconds < ${best_time[$jobs]}) }"; then
                best_time[$jobs]=$seconds
                best_memory[$jobs]=$((kilobytes / 1024))
                best_cpu[$jobs]=$(awk "BEGIN { print $user + $system }")
            fi
        done
    done
    printf "%-8s %-7s %-10s %-10s %-10s %-10s %s\n" "$count" "$files" "${best_time[1]}" "${best_cpu[1]}" \
        "${best_time[$processors]}" "${best_cpu[$processors]}" "${best_memory[$processors]}"
    unset best_time best_cpu best_memory
done
