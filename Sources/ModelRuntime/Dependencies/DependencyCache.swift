import Dependencies

/// The dependencies a model has looked up, so the next lookup of the same one
/// skips `DependencyValues`: a model's dependencies are fixed once it is
/// anchored, and resolving one through `DependencyValues` costs several
/// hundred nanoseconds.
///
/// A model uses a handful of dependencies, so the cache is a short list
/// searched by identity, which is cheaper than hashing; each value sits in a
/// box of its own type, so a hit is read without a dynamic cast. The lookup
/// is inlinable so it is specialized for the value's type where it is used.
@usableFromInline
struct DependencyCache {
    @usableFromInline var entries: ContiguousArray<Entry> = []

    @usableFromInline
    struct Entry {
        /// The key type's metadata, or the `DependencyValues` key path object.
        @usableFromInline let key: ObjectIdentifier
        /// Keeps a key path alive while cached, so no other key path can be
        /// allocated at its address and be mistaken for it.
        let keyOwner: AnyObject?
        /// A `DependencyBox` of the value's type.
        @usableFromInline let box: AnyObject
    }

    init() {}

    /// The cached value for `key`. A key fixes its value's type (a key type
    /// its `Value`, a key path its `Value`), so the box's type is known.
    @inlinable
    func value<Value>(for key: ObjectIdentifier, as _: Value.Type) -> Value? {
        for entry in entries where entry.key == key {
            return unsafeDowncast(entry.box, to: DependencyBox<Value>.self).value
        }
        return nil
    }

    /// Caches `value` for `key`; `keyOwner` is the key path object, if the key is one.
    mutating func store<Value>(_ value: Value, for key: ObjectIdentifier, keyOwner: AnyObject?) {
        guard !entries.contains(where: { $0.key == key }) else { return }
        entries.append(Entry(key: key, keyOwner: keyOwner, box: DependencyBox(value)))
    }
}

/// A cached dependency value. Only touched under the hierarchy lock.
@usableFromInline
final class DependencyBox<Value>: @unchecked Sendable {
    @usableFromInline let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

extension AnyModelContext {
    /// The dependency for `key`: `node[FactClient.self]`.
    @inlinable
    func dependency<Key: TestDependencyKey>(_ key: Key.Type) -> Key.Value {
        if let cached = cachedDependency(ObjectIdentifier(key), as: Key.Value.self) { return cached }
        return resolveDependency(ObjectIdentifier(key), keyOwner: nil) {
            dependencyValues(for: "[\(Key.self).self]")[key]
        }
    }

    /// The dependency at `keyPath`: `node.factClient`.
    @inlinable
    func dependency<Value>(_ keyPath: KeyPath<DependencyValues, Value>, function: String) -> Value {
        if let cached = cachedDependency(ObjectIdentifier(keyPath), as: Value.self) { return cached }
        return resolveDependency(ObjectIdentifier(keyPath), keyOwner: keyPath) {
            dependencyValues(for: function)[keyPath: keyPath]
        }
    }

    /// The value cached for `key`, if any.
    @inlinable @inline(__always)
    func cachedDependency<Value>(_ key: ObjectIdentifier, as type: Value.Type) -> Value? {
        let hierarchy = lockHierarchy()
        let cached = extras?.dependencies.value(for: key, as: type)
        hierarchy._withUnsafeGuaranteedRef { $0.lock.unlock() }
        return cached
    }

    /// `resolve()`'s value, cached once the model is anchored.
    @usableFromInline
    func resolveDependency<Value>(_ key: ObjectIdentifier, keyOwner: AnyObject?, resolve: () -> Value) -> Value {
        let value = resolve()
        withLock { _ in
            if stage == .anchored { extrasCreatingIfNeeded.dependencies.store(value, for: key, keyOwner: keyOwner) }
        }
        return value
    }
}
