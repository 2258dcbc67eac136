import CountingMalloc

/// What one run of an operation allocated, counted by the replaced allocator
/// functions (`CountingMalloc`) on every thread of the process.
struct AllocationCounts: Equatable {
    /// Blocks the operation allocated.
    var allocations: Int
    /// The bytes it asked for.
    var requestedBytes: Int
    /// Blocks it allocated and didn't free, less blocks made earlier that it freed.
    var blocksHeld: Int
    /// The same in bytes, as the allocator sizes blocks.
    var bytesHeld: Int

    /// The four figures in the order the baseline file keeps them.
    var figures: [Int] { [allocations, requestedBytes, blocksHeld, bytesHeld] }

    init(allocations: Int, requestedBytes: Int, blocksHeld: Int, bytesHeld: Int) {
        self.allocations = allocations
        self.requestedBytes = requestedBytes
        self.blocksHeld = blocksHeld
        self.bytesHeld = bytesHeld
    }

    init?(figures: [Int]) {
        guard figures.count == 4 else { return nil }
        self.init(allocations: figures[0], requestedBytes: figures[1], blocksHeld: figures[2], bytesHeld: figures[3])
    }
}

/// Counts what `operation` allocates and returns it with its result, which
/// the caller releases after counting has stopped.
func countingAllocations<Result>(_ operation: () -> Result) -> (AllocationCounts, Result) {
    counting_malloc_start()
    let result = operation()
    let counts = counting_malloc_stop()
    return (
        AllocationCounts(
            allocations: Int(counts.allocations), requestedBytes: Int(counts.requested_bytes),
            blocksHeld: Int(counts.allocations) - Int(counts.frees), bytesHeld: Int(counts.held_bytes)),
        result
    )
}

/// Whether this platform's allocator can be counted: glibc's.
var allocationCountingIsAvailable: Bool { counting_malloc_is_available() }

/// Whether counting sees what is allocated: a class instance made while
/// counting must be counted. A build whose allocator functions aren't the
/// ones the process calls would count nothing, and pass every check.
func countingSeesAllocations() -> Bool {
    let (counts, probe) = countingAllocations { Probe() }
    blackHole(probe)
    return counts.allocations >= 1
}

private final class Probe {}

/// Keeps the optimizer from removing a value's computation.
@_optimize(none)
func blackHole<Value>(_ value: Value) {}
