import Observation
@testable import Showcase

/// Stands in for SwiftUI's view graph where there is no SwiftUI: renders a
/// view's `body` inside `withObservationTracking`, as SwiftUI does on iOS 17
/// and macOS 14 and later, and renders it again on the main actor once
/// something that render read changes, whichever thread changed it.
@MainActor final class ViewHost<Output: Sendable> {
    private let body: @MainActor () -> Output
    /// What the last render returned.
    private(set) var output: Output?
    /// How many times Observation said the last render is out of date. Counted
    /// on the writer's thread, the moment the write happens, so a test can
    /// check that a write did not invalidate the view without waiting.
    let invalidations = Locked(0)
    /// The number of each render, as it finishes.
    let rendered: AsyncStream<Int>
    private let continuation: AsyncStream<Int>.Continuation
    private var renders = 0

    init(_ body: @escaping @MainActor () -> Output) {
        self.body = body
        (rendered, continuation) = AsyncStream.makeStream()
        render()
    }

    private func render() {
        output = withObservationTracking {
            body()
        } onChange: { [self, invalidations] in
            invalidations.withLock { $0 += 1 }
            Task { @MainActor in self.render() }
        }
        renders += 1
        continuation.yield(renders)
    }
}
