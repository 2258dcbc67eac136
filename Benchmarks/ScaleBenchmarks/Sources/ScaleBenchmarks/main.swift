// The scale benchmarks (`make bench-scale`, Docs/Performance.md): create n
// `Item`s, anchor a `Root` holding them, and release the anchor, timed, with
// the memory each anchored item takes by resident set size and by the bytes
// the allocator hands out.
//
//     ScaleBenchmarks 100000 1000000    # one round of each size
//     ScaleBenchmarks --floor 1000000   # what releasing costs with no runtime work
//
// One round per size and process: memory freed by a round stays with the
// allocator and would hide the next round's growth. `make bench-scale` runs
// several processes and reports medians.

import CHeapUsage
import Dispatch
import ModelRuntime
import ScaleModels

#if canImport(Glibc)
    import Glibc
#endif

let arguments = CommandLine.arguments.dropFirst()
let sizes = arguments.compactMap { Int($0) }
for count in sizes.isEmpty ? [100_000] : sizes {
    if arguments.contains("--floor") {
        print(measureFloor(count: count))
    } else {
        print(measureRound(count: count).line)
    }
}

/// The results of one round at one size.
struct Round {
    var count: Int
    var createNanoseconds: UInt64
    var anchorNanoseconds: UInt64
    var releaseNanoseconds: UInt64
    var residentBytes: Int
    var heapBytes: Int
    /// CPU time of the thread, which a loaded machine inflates far less than wall time.
    var createCPUNanoseconds: UInt64
    var anchorCPUNanoseconds: UInt64
    var releaseCPUNanoseconds: UInt64

    /// `n=100000 create_ms=… anchor_ms=… total_ms=… release_ms=… rss_bytes_per_model=… heap_bytes_per_model=…`
    var line: String {
        "n=\(count) create_ms=\(milliseconds(createNanoseconds)) anchor_ms=\(milliseconds(anchorNanoseconds))"
            + " total_ms=\(milliseconds(createNanoseconds + anchorNanoseconds))"
            + " release_ms=\(milliseconds(releaseNanoseconds))"
            + " rss_bytes_per_model=\(residentBytes / count) heap_bytes_per_model=\(heapBytes / count)"
            + " create_cpu_ms=\(milliseconds(createCPUNanoseconds)) anchor_cpu_ms=\(milliseconds(anchorCPUNanoseconds))"
            + " total_cpu_ms=\(milliseconds(createCPUNanoseconds + anchorCPUNanoseconds))"
            + " release_cpu_ms=\(milliseconds(releaseCPUNanoseconds))"
    }
}

/// Creates `count` items, anchors a root holding them, measures, releases.
/// The anchor is the only reference left when it is released, as when an
/// app drops a hierarchy.
@inline(never)
func measureRound(count: Int) -> Round {
    let residentBefore = residentSetBytes()
    let heapBefore = heapBytesInUse()
    let start = DispatchTime.now().uptimeNanoseconds
    let cpuStart = threadCPUNanoseconds()
    var anchor: ModelAnchor<Root>?
    var createNanoseconds: UInt64 = 0
    var createCPUNanoseconds: UInt64 = 0
    do {
        let items = makeItems(count)
        let created = DispatchTime.now().uptimeNanoseconds
        createNanoseconds = created - start
        createCPUNanoseconds = threadCPUNanoseconds() - cpuStart
        anchor = Root(items: items).andAnchor().anchor
    }
    let anchored = DispatchTime.now().uptimeNanoseconds
    let cpuAnchored = threadCPUNanoseconds()
    let residentBytes = residentSetBytes() - residentBefore
    let heapBytes = heapBytesInUse() - heapBefore
    let releaseStart = DispatchTime.now().uptimeNanoseconds
    let cpuReleaseStart = threadCPUNanoseconds()
    anchor = nil
    let released = DispatchTime.now().uptimeNanoseconds
    let cpuReleased = threadCPUNanoseconds()
    precondition(anchor == nil)
    return Round(
        count: count, createNanoseconds: createNanoseconds, anchorNanoseconds: anchored - start - createNanoseconds,
        releaseNanoseconds: released - releaseStart, residentBytes: residentBytes, heapBytes: heapBytes,
        createCPUNanoseconds: createCPUNanoseconds,
        anchorCPUNanoseconds: cpuAnchored - cpuStart - createCPUNanoseconds,
        releaseCPUNanoseconds: cpuReleased - cpuReleaseStart)
}

/// The part of releasing that no runtime bookkeeping adds to: freeing
/// `count` items that were never anchored (each context's one block, its
/// state, and the array that held them), in CPU time of the thread.
@inline(never)
func measureFloor(count: Int) -> String {
    var items: [Item]? = makeItems(count)
    let start = threadCPUNanoseconds()
    items = nil
    let freed = threadCPUNanoseconds()
    precondition(items == nil)
    return "n=\(count) free_unanchored_cpu_ms=\(milliseconds(freed - start))"
}

/// The CPU time the calling thread has used.
func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

@inline(never)
func makeItems(_ count: Int) -> [Item] {
    (0..<count).map { _ in Item() }
}

/// The process's resident set size: the second field of `/proc/self/statm`, in pages.
func residentSetBytes() -> Int {
    guard let file = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 128)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return 0 }
    let fields = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self).split(
        separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * sysconf(Int32(_SC_PAGESIZE))
}

/// The bytes malloc has handed out and not had back.
func heapBytesInUse() -> Int {
    heap_bytes_in_use()
}

func milliseconds(_ nanoseconds: UInt64) -> String {
    String(Double(nanoseconds / 10_000) / 100)
}
