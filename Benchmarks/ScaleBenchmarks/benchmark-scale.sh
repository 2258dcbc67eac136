#!/usr/bin/env bash
# `make bench-scale`: create n Items, anchor a Root holding them, release the
# anchor, at n = 100,000 (7 processes) and 1,000,000 (3 processes), release
# build. Each process measures one round (Sources/ScaleBenchmarks/main.swift);
# this prints the median of each figure over the processes, wall time and,
# on a second line, the CPU time of the benchmark's thread.
set -euo pipefail
cd "$(dirname "$0")"

swift build -c release --product ScaleBenchmarks >/dev/null
binary=.build/release/ScaleBenchmarks

printf "%-9s %9s %9s %9s %10s %13s %14s\n" models "create" anchor total release "RSS/model" "malloc/model"
rounds=$(mktemp)
trap 'rm -f "$rounds"' EXIT

# The median over the rounds in $rounds of the field called $1.
median() {
    grep -o " $1=[0-9.]*" "$rounds" | cut -d= -f2 | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

for spec in 100000:7 1000000:3; do
    count=${spec%%:*}
    : > "$rounds"
    for _ in $(seq "${spec##*:}"); do "$binary" "$count" >> "$rounds"; done
    printf "%-9s %6.0f ms %6.0f ms %6.0f ms %7.0f ms %7d bytes %8d bytes\n" "$count" \
        "$(median create_ms)" "$(median anchor_ms)" "$(median total_ms)" "$(median release_ms)" \
        "$(median rss_bytes_per_model)" "$(median heap_bytes_per_model)"
    # The thread's CPU time, which a loaded machine inflates far less than
    # wall time: the figures to compare between runs taken under load.
    printf "%-9s %6.0f ms %6.0f ms %6.0f ms %7.0f ms   (CPU time)\n" "" \
        "$(median create_cpu_ms)" "$(median anchor_cpu_ms)" "$(median total_cpu_ms)" "$(median release_cpu_ms)"
done
