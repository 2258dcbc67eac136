#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the models of a `children:` property changed: the run of the old
/// list that was replaced, and what replaced it.
struct ChildWindow {
    /// The replaced run, in the property's previous models.
    var oldRange: Range<Int>
    /// The models now in its place.
    var added: ContiguousArray<AnyModelContext>

    /// Whether nothing changed.
    var isEmpty: Bool { oldRange.isEmpty && added.isEmpty }
}

extension AnyModelContext {
    /// Compares the models now in `value` with what the children property at
    /// `childIndex` held. Guarded.
    ///
    /// Both lists are scanned from the front and the back as plain words (the
    /// contexts' addresses) to find the one run that differs, so appending or
    /// removing one child reads the list once and does model work only for
    /// the models in the run.
    func diffChildren(_ childIndex: Int, with value: some ModelContainer) -> ChildWindow {
        let old = childSlots[childIndex]
        if let window = value._$withContiguousModels({ findWindow(old, $0) }) { return window }
        var collector = ContextCollector()
        value._$visitModels(&collector)
        return collector.contexts.withUnsafeBufferPointer { contexts in
            contexts.withMemoryRebound(to: UnsafeRawPointer.self) { findWindow(old, $0) }
        }
    }

    /// Puts `window` into the children property at `childIndex` and updates
    /// parent links. Returns the arrivals that must be anchored and the models
    /// already anchored whose parents changed; models whose last parent let go
    /// are queued on the hierarchy. Guarded.
    func applyChildWindow(_ window: ChildWindow, childIndex: Int, hierarchy: Hierarchy)
        -> (arrivals: [AnyModelContext], relinked: [AnyModelContext])
    {
        let removed = Array(childSlots[childIndex][window.oldRange])
        childSlots[childIndex].replaceSubrange(window.oldRange, with: window.added)
        var arrivals: [AnyModelContext] = []
        var relinked: [AnyModelContext] = []
        // Links first, unlinks second: a model moved within the run keeps its parent.
        for context in window.added {
            if context.isAnchored(in: hierarchy) {
                context.addParentLink(self, isDependency: false)
                relinked.append(context)
            } else {
                arrivals.append(context)
            }
        }
        for context in removed where context.isAnchored(in: hierarchy) {
            if context.removeParentLink(self) { hierarchy.pendingDestructions.append(context) }
            relinked.append(context)
        }
        return (arrivals, relinked)
    }

    /// Whether the context is anchored in `hierarchy`. Call with `hierarchy` locked.
    func isAnchored(in hierarchy: Hierarchy) -> Bool {
        currentHierarchy.toOpaque() == Unmanaged.passUnretained(hierarchy).toOpaque() && stage == .anchored
    }

    /// Adds one holding by `parent`. Guarded.
    func addParentLink(_ parent: AnyModelContext, isDependency: Bool) {
        parents.add(parent, isDependency: isDependency)
    }

    /// Removes one holding by `parent`; `true` when no parent holds the model any more. Guarded.
    func removeParentLink(_ parent: AnyModelContext, isDependency: Bool = false) -> Bool {
        guard parents.remove(parent, isDependency: isDependency) else { return false }
        return parents.isEmpty && !isAnchorRoot
    }
}

/// Finds the run where `new` differs from `old`, comparing addresses.
private func findWindow(_ old: ContiguousArray<AnyModelContext>, _ new: UnsafeBufferPointer<UnsafeRawPointer>)
    -> ChildWindow
{
    old.withUnsafeBufferPointer { oldContexts in
        oldContexts.withMemoryRebound(to: UnsafeRawPointer.self) { old in
            let limit = Swift.min(old.count, new.count)
            let prefix = commonPrefixLength(old, new, limit: limit)
            let suffix = commonSuffixLength(old, new, limit: limit - prefix)
            var added = ContiguousArray<AnyModelContext>()
            added.reserveCapacity(new.count - suffix - prefix)
            for address in new[prefix..<(new.count - suffix)] {
                // A root handle stored as a child stands for its root.
                added.append(Unmanaged<AnyModelContext>.fromOpaque(address).takeUnretainedValue().liveAny)
            }
            return ChildWindow(oldRange: prefix..<(old.count - suffix), added: added)
        }
    }
}

/// How many words to compare with one `memcmp` before looking closer.
private let chunk = 64

/// The length of the common prefix of `a` and `b`, up to `limit`: whole
/// chunks with `memcmp` (vectorised), then word by word in the chunk that differs.
private func commonPrefixLength(
    _ a: UnsafeBufferPointer<UnsafeRawPointer>, _ b: UnsafeBufferPointer<UnsafeRawPointer>, limit: Int
) -> Int {
    var start = 0
    while start + chunk <= limit,
        memcmp(a.baseAddress! + start, b.baseAddress! + start, chunk * MemoryLayout<UnsafeRawPointer>.stride) == 0
    {
        start += chunk
    }
    while start < limit, a[start] == b[start] { start += 1 }
    return start
}

/// The length of the common suffix of `a` and `b`, up to `limit`.
private func commonSuffixLength(
    _ a: UnsafeBufferPointer<UnsafeRawPointer>, _ b: UnsafeBufferPointer<UnsafeRawPointer>, limit: Int
) -> Int {
    var length = 0
    while length + chunk <= limit,
        memcmp(
            a.baseAddress! + (a.count - length - chunk), b.baseAddress! + (b.count - length - chunk),
            chunk * MemoryLayout<UnsafeRawPointer>.stride) == 0
    {
        length += chunk
    }
    while length < limit, a[a.count - 1 - length] == b[b.count - 1 - length] { length += 1 }
    return length
}
