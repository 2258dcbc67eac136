/// Something that follows a hierarchy from the outside: the test tools.
/// Its methods are called without the hierarchy's lock held.
@_spi(ModelTesting)
public protocol HierarchyWatcher: AnyObject, Sendable {
    /// A model joined the hierarchy and is about to activate.
    func didAnchor(_ context: AnyModelContext)
    /// A model left the hierarchy.
    func didDestruct(_ context: AnyModelContext)
    /// A model sent an event.
    func didSend(_ event: any Sendable, from context: AnyModelContext)
    /// A model's state changed, or a context or preference value it set.
    func didModify(_ context: AnyModelContext)
    /// A task started, ended, or began or stopped waiting for the model.
    func tasksDidChange()
    /// Where the hierarchy's tasks run, so the test tools can tell when none
    /// has work ready; `nil` runs them on the global executor.
    var taskExecutor: (any TaskExecutor)? { get }
}
