/// The fewest threads, then the fewest steps a thread, with which a failed
/// concurrent program still fails: threads from one up, then steps by
/// bisection. A thread's steps come from its seed, so fewer threads or
/// steps run a part of the program that failed.
///
/// Whether a concurrent program fails depends on how its threads
/// interleave, so a candidate fails if any of `tries` runs of it does.
/// `run` runs one, and gives its failure.
///
/// - Returns: The threads and steps found, and the last failure seen with them.
public func shrinkConcurrentRun<Failure>(
    threads: Int, operations: Int, tries: Int = 3, run: (_ threads: Int, _ operations: Int) -> Failure?
) -> (threads: Int, operations: Int, failure: Failure?) {
    var lastFailure: Failure?
    func fails(_ threads: Int, _ operations: Int) -> Bool {
        for _ in 0..<tries {
            if let failure = run(threads, operations) {
                lastFailure = failure
                return true
            }
        }
        return false
    }
    let fewest = (1..<max(1, threads)).first { fails($0, operations) } ?? threads
    // `passing` steps passed every try; `failing` failed one.
    var (passing, failing) = (0, operations)
    while failing - passing > 1 {
        let middle = (passing + failing) / 2
        if fails(fewest, middle) { failing = middle } else { passing = middle }
    }
    return (fewest, failing, lastFailure)
}
