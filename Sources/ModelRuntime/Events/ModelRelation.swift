import CModelRuntime

/// Which models, seen from one model, an event goes to or a hierarchy query visits.
///
/// ```swift
/// node.send(AppEvent.userWasLoggedOut, to: .descendants)
/// let counters = node.mapHierarchy(for: [.self, .descendants]) { $0 as? CounterModel }
/// ```
public struct ModelRelation: OptionSet, Hashable, Sendable {
    /// The bits of the relations in the set.
    public let rawValue: Int

    /// Creates a set of relations from its bits; use the static members instead, as in `[.self, .descendants]`.
    ///
    /// - Parameter rawValue: The bits of the relations.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The model itself.
    public static let `self` = ModelRelation(rawValue: 1 << 0)
    /// The models holding it (more than one when it is shared).
    public static let parent = ModelRelation(rawValue: 1 << 1)
    /// Its parents, their parents, and so on.
    public static let ancestors = ModelRelation(rawValue: 1 << 2)
    /// The models it holds directly.
    public static let children = ModelRelation(rawValue: 1 << 3)
    /// Its children, their children, and so on.
    public static let descendants = ModelRelation(rawValue: 1 << 4)
    /// Also the dependency models (`dependencyKey` models) of each model visited downwards.
    public static let dependencies = ModelRelation(rawValue: 1 << 5)
}

extension AnyModelContext {
    /// The contexts `relation` reaches from this one, each once, in a stable
    /// order: the model, then upwards nearest first, then downwards depth
    /// first in property order. Locks each context briefly, one at a time.
    func contexts(for relation: ModelRelation) -> [AnyModelContext] {
        var reached = ReachedContexts()
        func add(_ context: AnyModelContext) { reached.insert(context) }
        if relation.contains(.self) { add(self) }
        if relation.contains(.ancestors) {
            var frontier = parentContexts()
            while !frontier.isEmpty {
                var next: [AnyModelContext] = []
                for parent in frontier where !reached.contains(parent) {
                    add(parent)
                    next += parent.parentContexts()
                }
                frontier = next
            }
        } else if relation.contains(.parent) {
            parentContexts().forEach(add)
        }
        let includeDependencies = relation.contains(.dependencies)
        if relation.contains(.descendants) {
            var visited: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
            func descend(_ context: AnyModelContext) {
                for child in context.childContexts(includingDependencies: includeDependencies)
                where visited.insert(ObjectIdentifier(child)).inserted {
                    add(child)
                    descend(child)
                }
            }
            descend(self)
        } else if relation.contains(.children) {
            childContexts(includingDependencies: includeDependencies).forEach(add)
        }
        return reached.contexts
    }

    /// The models holding this one, nearest first. Observable: inside
    /// `Observed`, a change of parents re-evaluates.
    func parentContexts() -> [AnyModelContext] {
        if cmodel_thread_state_get() != nil { didRead(.structure) }
        return withLock { _ in parents.map { $0.parent } }
    }

    /// The models this one holds, in property order, then its dependency
    /// models if asked. Observable, like `parentContexts()`.
    func childContexts(includingDependencies: Bool) -> [AnyModelContext] {
        if cmodel_thread_state_get() != nil { didRead(.structure) }
        return withLock { _ in
            let children = Array(childSlots.joined())
            return includingDependencies ? children + dependencyModels : children
        }
    }
}

/// Contexts in the order they were reached, each once. An event usually
/// reaches a handful (the sender and its ancestors), where a linear search
/// beats hashing; a set takes over for large subtrees.
private struct ReachedContexts {
    private(set) var contexts: [AnyModelContext] = []
    private var identities: Set<ObjectIdentifier>?

    func contains(_ context: AnyModelContext) -> Bool {
        if let identities { return identities.contains(ObjectIdentifier(context)) }
        return contexts.contains { $0 === context }
    }

    mutating func insert(_ context: AnyModelContext) {
        guard !contains(context) else { return }
        contexts.append(context)
        if identities != nil {
            identities?.insert(ObjectIdentifier(context))
        } else if contexts.count > 16 {
            identities = Set(contexts.lazy.map(ObjectIdentifier.init))
        }
    }
}
