/// Suspends until the calling task is cancelled.
///
/// Not a long `Task.sleep`: a cancelled sleep resumes at once, but on Linux
/// its timer stays queued, with its memory, until the deadline it was
/// given, and a soak cancels hundreds of thousands of tasks. A stream that
/// never yields ends when its reader is cancelled, and holds nothing after.
func waitUntilCancelled() async {
    let never = AsyncStream<Never> { _ in }
    for await _ in never {}
}
