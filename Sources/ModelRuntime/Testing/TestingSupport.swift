import CustomDump
import Dependencies

// What ModelTesting needs from the runtime, behind `@_spi(ModelTesting)` so
// it isn't part of the API apps see.

@_spi(ModelTesting)
extension Model {
    /// Anchors the model as a root with `watcher` following its hierarchy
    /// from before the first model joins.
    public func anchorForTesting(
        dependencies: DependencyValues, watcher: any HierarchyWatcher
    ) -> ModelAnchor<Self> {
        let isOwner = _$context.liveAny.anchorAsRoot(dependencies: dependencies, watcher: watcher)
        return ModelAnchor(model: self, isOwner: isOwner)
    }
}

@_spi(ModelTesting)
extension AnyModelContext {
    /// The model's type name.
    public var modelTypeName: String { typeName }

    /// Whether the model is part of an anchored hierarchy now.
    public var isAnchored: Bool {
        let live = liveAny
        return live.withLock { _ in live.stage == .anchored }
    }

    /// Whether the model was ever part of an anchored hierarchy (it may have been removed since).
    public var wasAnchored: Bool {
        let live = liveAny
        return live.withLock { _ in live.stage != .initial }
    }

    /// A copy of the model's tracked state, to compare with later.
    public func stateSnapshot() -> ModelStateSnapshot { liveAny.makeStateSnapshot() }

    /// A copy of the model's tracked state, made like `template`, an earlier
    /// snapshot of the same model: from its class, with no lookup of the
    /// generic snapshot class or of the model's properties.
    public func stateSnapshot(like template: ModelStateSnapshot) -> ModelStateSnapshot {
        liveAny.makeStateSnapshot(like: template)
    }

    /// Where the model sits, as a path from its root: `AppModel.counters[0].counter`.
    public var pathDescription: String {
        var path = ""
        var current: AnyModelContext = liveAny
        var seen: Set<ObjectIdentifier> = []
        while seen.insert(ObjectIdentifier(current)).inserted {
            let link: (parent: AnyModelContext, step: String)? = current.withLock { _ in
                guard let parent = current.parents.firstParent else { return nil }
                return (parent, parent.step(to: current))
            }
            guard let link else { return current.typeName + path }
            path = link.step + path
            current = link.parent
        }
        return typeName + path
    }

    /// Whether the model is in the hierarchy only as a dependency (the undo
    /// system, a shared service model), not as anybody's child.
    public var isDependencyOnly: Bool {
        withLock { _ in !parents.isEmpty && parents.allSatisfy(\.isDependency) }
    }

    /// The context and preference values the model set itself.
    public func ownValues() -> OwnValues {
        withLock { _ in
            OwnValues(
                context: Dictionary(
                    uniqueKeysWithValues: (extras?.contextValues ?? [:]).map { (ValueKey(base: $0.key), $0.value) }),
                preference: Dictionary(
                    uniqueKeysWithValues: (extras?.preferenceValues ?? [:]).map { (ValueKey(base: $0.key), $0.value) }))
        }
    }

    /// The tasks running in the model's hierarchy; `busyOnly` leaves out
    /// those only waiting for the model to change or send something, and
    /// those cancelled (their model was removed, say), which are ending.
    public func runningTasks(busyOnly: Bool) -> [RunningTask] {
        let hierarchy = liveAny.hierarchy
        hierarchy.lock.lock()
        let running = Array(hierarchy.runningTasks.values)
        hierarchy.lock.unlock()
        return running.compactMap { busyOnly && ($0.1.isIdle || $0.1.isCancelled) ? nil : $0.0 }
            .sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
    }

    /// The name of tracked property `index`.
    public func nameOfProperty(at index: Int) -> String { propertyName(index) }

    /// How to reach `child` from this model: `.counters[0]`. Guarded.
    private func step(to child: AnyModelContext) -> String {
        for (slotIndex, slot) in childSlots.enumerated() {
            guard let position = slot.firstIndex(where: { $0 === child }) else { continue }
            let name = childPropertyName(slotIndex)
            return slot.count == 1 && position == 0 && !isCollectionSlot(slotIndex)
                ? ".\(name)" : ".\(name)[\(position)]"
        }
        return dependencyModels.contains { $0 === child } ? ".<dependency \(child.typeName)>" : ".?"
    }
}

/// Runs `body` and calls `onRead` with each tracked property, context value
/// and preference value it reads. With `replaying`, a model's tracked
/// properties read as in the snapshot it returns for the model, if any: it
/// is called with the model and the index of the property about to be read.
@_spi(ModelTesting)
public func withRecordedReads<Result>(
    _ onRead: @escaping (AnyModelContext, RecordedRead) -> Void,
    replaying: ((AnyModelContext, Int) -> ModelStateSnapshot?)? = nil, _ body: () throws -> Result
) rethrows -> Result {
    try ThreadState.observingReads(with: ReadRecorder(onRead: onRead, replay: replaying), body)
}

extension ModelContext {
    /// The state the current thread's reader shows for this model instead
    /// of its current one (a test assertion, see `withRecordedReads`), or
    /// `nil` to read the current state.
    @usableFromInline
    func replayedState(reading index: Int) -> M._State? {
        guard let observer = ThreadState.current?.readObserver, observer.replaysState,
            let snapshot = observer.replayedState(of: self, reading: index)
        else { return nil }
        // This context's own `makeStateSnapshot` made it: no cast to check
        // (a checked cast to a generic class looks up its metadata).
        return unsafeDowncast(snapshot, to: TypedStateSnapshot<M>.self).state
    }
}

/// Something of a model an assertion read. A context or preference key is
/// boxed (`indirect`), so a read takes two words, not six: an assertion
/// keeps one per read, of every model it reads.
@_spi(ModelTesting)
public enum RecordedRead: Hashable, Sendable {
    /// The tracked property with this index.
    case property(Int)
    /// A `node.context` value, as the model that set it holds it.
    indirect case context(ValueKey)
    /// A model's contribution to a `node.preference` value.
    indirect case preference(ValueKey)
}

/// The key of a context or preference value.
@_spi(ModelTesting)
public struct ValueKey: Hashable, Sendable, CustomStringConvertible {
    let base: AnyHashableSendable

    /// The key's name: `colorScheme` for `\ContextKeys.colorScheme`.
    public var description: String {
        let storage: Any? =
            if let key = base.base as? PartialKeyPath<ContextKeys> {
                ContextKeys()[keyPath: key]
            } else if let key = base.base as? PartialKeyPath<PreferenceKeys> { PreferenceKeys()[keyPath: key] } else {
                nil
            }
        return (storage as? any NamedValueStorage)?.name ?? String(describing: base.base)
    }

    /// Whether `value`, which `context` set for this key, reads the same as
    /// no value: a context value equal to what the model reads without it
    /// (what an ancestor set, or the default), or a preference contribution
    /// that folds to nothing (0 to a sum, `false` to an or, `[]` to an append).
    public func readsAsUnset(_ value: Any, setBy context: AnyModelContext) -> Bool {
        if let key = base.base as? PartialKeyPath<ContextKeys> {
            return (ContextKeys()[keyPath: key] as? any UnsetComparable)?.readsAsUnset(value, setBy: context, key: base)
                ?? false
        }
        if let key = base.base as? PartialKeyPath<PreferenceKeys> {
            return (PreferenceKeys()[keyPath: key] as? any UnsetComparable)?.readsAsUnset(
                value, setBy: context, key: base) ?? false
        }
        return false
    }
}

/// A key's storage, which can tell a value that reads the same as none.
private protocol UnsetComparable {
    func readsAsUnset(_ value: Any, setBy context: AnyModelContext, key: AnyHashableSendable) -> Bool
}

extension ContextStorage: UnsetComparable {
    fileprivate func readsAsUnset(_ value: Any, setBy context: AnyModelContext, key: AnyHashableSendable) -> Bool {
        guard let value = value as? Value else { return false }
        // What the model reads without its own value: the nearest ancestor's,
        // for a value the environment carries, or the default.
        var inherited = defaultValue
        if propagation == .environment {
            let context = context.liveAny
            var (visited, frontier) = (Set<ObjectIdentifier>(), context.withLock { _ in context.parents.map(\.parent) })
            search: while !frontier.isEmpty {
                var next: [AnyModelContext] = []
                for candidate in frontier where visited.insert(ObjectIdentifier(candidate)).inserted {
                    let own = candidate.withLock { _ in candidate.extras?.contextValues[key] }
                    if let own = own as? Value {
                        inherited = own
                        break search
                    }
                    next += candidate.withLock { _ in candidate.parents.map(\.parent) }
                }
                frontier = next
            }
        }
        return areEqual(value, inherited)
    }
}

extension PreferenceStorage: UnsetComparable {
    fileprivate func readsAsUnset(_ value: Any, setBy context: AnyModelContext, key: AnyHashableSendable) -> Bool {
        guard let contribution = value as? Value else { return false }
        var folded = defaultValue
        reduce(&folded, contribution)
        return areEqual(folded, defaultValue)
    }
}

/// Whether two values are equal, when their type is `Equatable`.
private func areEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
    func equals<E: Equatable>(_ lhs: E) -> Bool { (rhs as? E) == lhs }
    return (lhs as? any Equatable).map { equals($0) } ?? false
}

/// A context or preference key's storage, which knows the key's name.
private protocol NamedValueStorage {
    var name: String { get }
}

extension ContextStorage: NamedValueStorage {}
extension PreferenceStorage: NamedValueStorage {}

/// The context and preference values a model set itself.
@_spi(ModelTesting)
public struct OwnValues: @unchecked Sendable {
    /// `node.context` values, by key.
    public var context: [ValueKey: any Sendable]
    /// `node.preference` contributions, by key.
    public var preference: [ValueKey: any Sendable]
}

private final class ReadRecorder: ReadObserver {
    let onRead: (AnyModelContext, RecordedRead) -> Void
    let replay: ((AnyModelContext, Int) -> ModelStateSnapshot?)?

    init(
        onRead: @escaping (AnyModelContext, RecordedRead) -> Void,
        replay: ((AnyModelContext, Int) -> ModelStateSnapshot?)?
    ) {
        self.onRead = onRead
        self.replay = replay
    }

    var replaysState: Bool { replay != nil }

    func replayedState(of context: AnyModelContext, reading index: Int) -> ModelStateSnapshot? {
        replay?(context, index)
    }

    func didRead(_ context: AnyModelContext, _ slot: ObservedSlot) {
        switch slot {
        case .property(let index): onRead(context, .property(index))
        case .context(let key): onRead(context, .context(ValueKey(base: key)))
        case .preference(let key): onRead(context, .preference(ValueKey(base: key)))
        case .memoized, .structure: break
        }
    }
}

/// A copy of a model's tracked state.
@_spi(ModelTesting)
public class ModelStateSnapshot: @unchecked Sendable {
    /// The indexes of the tracked properties, in schema order.
    public var trackedIndexes: [Int] { [] }
    /// Whether property `index` differs between the two snapshots.
    public func differs(from other: ModelStateSnapshot, at index: Int) -> Bool { false }
    /// The value of property `index`.
    public func value(at index: Int) -> Any? { nil }
    /// Property `index` of `other` copied into this snapshot.
    public func updating(_ index: Int, from other: ModelStateSnapshot) -> ModelStateSnapshot { self }
    /// Properties `indexes` of `other` copied into this snapshot, as one
    /// new snapshot (this one when there is nothing to copy).
    public func updating(_ indexes: PropertyIndexes, from other: ModelStateSnapshot) -> ModelStateSnapshot { self }
    /// Whether property `index` holds child models (a `children:` property).
    public func holdsChildren(at index: Int) -> Bool { false }
    /// The model type the state is of.
    var modelType: Any.Type? { nil }
}

/// A set of tracked property indexes, with no allocation for those under 64.
@_spi(ModelTesting)
public struct PropertyIndexes: Sequence, Sendable {
    private var low: UInt64 = 0
    private var high: Set<Int> = []

    /// No indexes.
    public init() {}

    /// Whether there are none.
    public var isEmpty: Bool { low == 0 && high.isEmpty }

    /// Adds `index`.
    public mutating func insert(_ index: Int) {
        if (0..<64).contains(index) { low |= 1 << UInt64(index) } else { high.insert(index) }
    }

    /// The indexes in increasing order.
    public func makeIterator() -> Iterator {
        Iterator(bits: low, high: high.sorted().makeIterator())
    }

    /// Goes through the indexes in increasing order.
    public struct Iterator: IteratorProtocol {
        fileprivate var bits: UInt64
        fileprivate var high: IndexingIterator<[Int]>

        /// The next index.
        public mutating func next() -> Int? {
            guard bits != 0 else { return high.next() }
            defer { bits &= bits - 1 }
            return bits.trailingZeroBitCount
        }
    }
}

/// A model type's tracked properties, by index: found once per type and
/// shared by the type's snapshots. Searching `M._$properties` instead, in
/// code generic over the model, instantiated the array's and the closure's
/// generic metadata on every search, and the test tools search once per
/// property of every model they check.
final class TrackedProperties: @unchecked Sendable {
    /// At each tracked index, the model type's `AnyModelProperty<M>`.
    let byIndex: ContiguousArray<AnyObject?>
    /// The tracked indexes, in schema order.
    let indexes: [Int]

    private init(byIndex: ContiguousArray<AnyObject?>, indexes: [Int]) {
        self.byIndex = byIndex
        self.indexes = indexes
    }

    private static let byType = Locked<[ObjectIdentifier: TrackedProperties]>([:])

    /// The tracked properties of `type`.
    static func of<M: Model>(_ type: M.Type) -> TrackedProperties {
        let id = ObjectIdentifier(type)
        if let known = byType.withLock({ $0[id] }) { return known }
        var indexes: [Int] = []
        var byIndex = ContiguousArray<AnyObject?>()
        for property in M._$properties {
            guard let index = property.trackedIndex else { continue }
            indexes.append(index)
            if byIndex.count <= index {
                byIndex.append(contentsOf: repeatElement(nil, count: index + 1 - byIndex.count))
            }
            byIndex[index] = property
        }
        let made = TrackedProperties(byIndex: byIndex, indexes: indexes)
        return byType.withLock { known in
            if let earlier = known[id] { return earlier }
            known[id] = made
            return made
        }
    }
}

final class TypedStateSnapshot<M: Model>: ModelStateSnapshot, @unchecked Sendable {
    let state: M._State
    /// The model type's tracked properties.
    let properties: TrackedProperties

    required init(state: M._State, properties: TrackedProperties) {
        self.state = state
        self.properties = properties
    }

    convenience init(state: M._State) {
        self.init(state: state, properties: .of(M.self))
    }

    /// A snapshot of the same type holding `state`, made from this one's
    /// class: no lookup of the generic class's metadata.
    func making(_ state: M._State) -> TypedStateSnapshot<M> {
        type(of: self).init(state: state, properties: properties)
    }

    private func property(_ index: Int) -> AnyModelProperty<M>? {
        guard properties.byIndex.indices.contains(index), let property = properties.byIndex[index] else { return nil }
        return unsafeDowncast(property, to: AnyModelProperty<M>.self)
    }

    /// `other` as a snapshot of the same model type, if it is one: compared
    /// by class rather than cast (a checked cast to a generic class looks
    /// up its metadata).
    private func sameType(_ other: ModelStateSnapshot) -> TypedStateSnapshot<M>? {
        guard ObjectIdentifier(type(of: other)) == ObjectIdentifier(type(of: self)) else { return nil }
        return unsafeDowncast(other, to: TypedStateSnapshot<M>.self)
    }

    override var modelType: Any.Type? { M.self }

    override var trackedIndexes: [Int] { properties.indexes }

    override func differs(from other: ModelStateSnapshot, at index: Int) -> Bool {
        guard let other = sameType(other), let property = property(index) else { return true }
        guard property.isEqual(state, other.state) else { return true }
        // Children compare by identity; what a container holds besides its
        // models (a destination's text, a page number) by its dump, in which
        // the same models dump alike.
        return property.isChildren
            && String(customDumping: property.value(in: state))
                != String(customDumping: property.value(in: other.state))
    }

    override func value(at index: Int) -> Any? { property(index)?.value(in: state) }

    override func holdsChildren(at index: Int) -> Bool { property(index)?.isChildren ?? false }

    override func updating(_ index: Int, from other: ModelStateSnapshot) -> ModelStateSnapshot {
        guard let other = sameType(other), let property = property(index) else { return self }
        var state = self.state
        property.copy(from: other.state, to: &state)
        return making(state)
    }

    override func updating(_ indexes: PropertyIndexes, from other: ModelStateSnapshot) -> ModelStateSnapshot {
        guard let other = sameType(other) else { return self }
        var state = self.state
        var copied = false
        for index in indexes {
            guard let property = property(index) else { continue }
            property.copy(from: other.state, to: &state)
            copied = true
        }
        return copied ? making(state) : self
    }
}
