import CustomDump

/// Prints what `DebugOptions` ask for, for one observation: an `Observed`,
/// a memoized value, or `node.debug`.
///
/// The lines, with `Label` from the options or the observation:
///
/// ```
/// Label triggered update:
///   dependency changed: CounterModel.count: 0 → 5
/// Label value changed:
/// - 0
/// + 5
/// ```
final class DebugReporter: @unchecked Sendable {
    private let options: DebugOptions
    private let label: String
    private let printer: Locked<any TextOutputStream & Sendable>
    /// The values of the properties and keys read last time, as dumped, for
    /// triggers with values: each trigger reports the value it had then.
    private let readValues = Locked<[SlotKey: String]>([:])
    /// For `isShallow`: the model whose properties are shown.
    private let shallowRoot: ShallowRoot?
    /// For `isShallow`: the context of the model whose changes are reported
    /// (the debugged model's), if any.
    private let rootContext: ObjectIdentifier?

    /// A reporter for `options` in `DEBUG` builds; `nil` elsewhere or without
    /// options. `root` is the model debugged, which `isShallow` keeps to.
    static func make(_ options: DebugOptions?, label: @autoclosure () -> String, root: AnyModelContext?)
        -> DebugReporter?
    {
        #if DEBUG
            options.map { DebugReporter(options: $0, label: label(), root: root) }
        #else
            nil
        #endif
    }

    init(options: DebugOptions, label: @autoclosure () -> String, root: AnyModelContext?) {
        self.options = options
        self.label = options.name ?? label()
        self.printer = Locked(options.printer ?? PrintTextOutputStream())
        self.shallowRoot = options.isShallow ? ShallowRoot(id: root?.id) : nil
        self.rootContext = options.isShallow ? root.map(ObjectIdentifier.init) : nil
    }

    /// Whether changes to `context` are reported: with `isShallow`, only the
    /// debugged model's own.
    private func reports(_ context: AnyModelContext) -> Bool {
        rootContext.map { $0 == ObjectIdentifier(context) } ?? true
    }

    /// `value` as this reporter shows it: shallow with `isShallow`.
    func dump(_ value: Any, maxLines: Int = .max, maxDepth: Int = .max) -> String {
        dumpForDebug(value, maxLines: maxLines, maxDepth: maxDepth, shallowRoot: shallowRoot)
    }

    private func write(_ text: String) {
        printer.withLock { $0.write(text) }
    }

    // MARK: Triggers

    /// Remembers the values of the properties and keys an evaluation read.
    func didEvaluate(reading slots: [SlotRef]) {
        guard case .some(let format) = options.triggers, !format.isName else { return }
        var values: [SlotKey: String] = [:]
        for read in slots where reports(read.context) {
            guard let value = read.context.currentValue(of: read.slot) else { continue }
            values[read.key] = dump(value, maxDepth: format.maxDepth)
        }
        readValues.withLock { $0 = values }
    }

    /// Reports the changes that will make the observation update.
    func triggered(by allChanges: [(context: AnyModelContext, slot: ObservedSlot)]) {
        guard let format = options.triggers else { return }
        let changes = allChanges.filter { reports($0.context) }
        guard !changes.isEmpty else { return }
        var text = "\(label) triggered update:"
        for change in changes {
            text += "\n  dependency changed: \(describe(change.slot, of: change.context))"
            guard !format.isName, let value = change.context.currentValue(of: change.slot) else { continue }
            let key = SlotKey(context: ObjectIdentifier(change.context), slot: change.slot)
            let new = dump(value, maxDepth: format.maxDepth)
            let old = readValues.withLock { values in
                defer { values[key] = new }
                return values[key]
            }
            guard let old else { continue }
            switch format {
            case .name: break
            case .withValue(let maxLines, _):
                text += ": \(cut(old, to: maxLines)) → \(cut(new, to: maxLines))"
            case .withDiff(let style):
                let difference = describeDifference(old, new, style: style) ?? "  " + new
                text +=
                    ":\n"
                    + difference.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { "  " + $0 }.joined(separator: "\n")
            }
        }
        write(text)
    }

    // MARK: Changes

    /// The last value reported (or the first one), as dumped then.
    private let lastDump = Locked<String?>(nil)

    /// Remembers the first value, which later values are compared with.
    func start(with value: Any) {
        guard options.changes != nil else { return }
        let first = dump(value)
        lastDump.withLock { $0 = first }
    }

    /// Reports a new value.
    func changed(to value: Any) {
        guard options.changes != nil else { return }
        let now = dump(value)
        let previous = lastDump.withLock { last in
            defer { last = now }
            return last
        }
        changed(fromDump: previous, toDump: now, value: value)
    }

    /// Reports a new value from dumps made when the values were current
    /// (a live model dumped later would show its state then).
    func changed(fromDump previous: String?, toDump now: String, value: Any) {
        guard let format = options.changes else { return }
        switch format {
        case .diff(let style):
            guard let previous, let difference = describeDifference(previous, now, style: style) else { return }
            write("\(label) value changed:\n\(difference)")
        case .value(let maxLines, let maxDepth):
            // Shallow, a change inside a child leaves what is shown as it was.
            if shallowRoot != nil, previous == now { return }
            write("\(label) = \(dump(value, maxLines: maxLines, maxDepth: maxDepth))")
        }
    }

    private func cut(_ text: String, to maxLines: Int) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > maxLines else { return text }
        return (lines.prefix(maxLines) + ["…"]).joined(separator: "\n")
    }
}

extension TriggerFormat {
    fileprivate var isName: Bool {
        if case .name = self { return true }
        return false
    }

    fileprivate var maxDepth: Int {
        if case .withValue(_, let maxDepth) = self { return maxDepth }
        return .max
    }
}

/// A readable name for what changed: `CounterModel.count`,
/// `CounterModel.context.theme`, `CounterModel[memoize: "total"]`.
func describe(_ slot: ObservedSlot, of context: AnyModelContext) -> String {
    switch slot {
    case .property(let index): "\(context.typeName).\(context.propertyName(index))"
    case .context(let key): "\(context.typeName).context.\(storageName(of: key, in: ContextKeys()))"
    case .preference(let key): "\(context.typeName).preference.\(storageName(of: key, in: PreferenceKeys()))"
    case .memoized(let key): "\(context.typeName)[memoize: \(memoizeKeyDescription(key.key))]"
    case .structure: "\(context.typeName) (children or parents)"
    }
}

/// The name of a context or preference key: its property's name, which the
/// storage keeps (a key path to a computed property may print no name), or
/// the explicit `key:` it was given.
private func storageName<Keys>(of key: AnyHashableSendable, in keys: Keys) -> String {
    if let keyPath = key.base.base as? AnyKeyPath, let storage = keys[keyPath: keyPath] as? any NamedStorage {
        return storage.name
    }
    return "\(key.base.base)"
}

/// How a memoize key appears in labels: `"total"`, or `"File.swift:12"` for
/// the key of an unkeyed `memoize { }`.
func memoizeKeyDescription(_ key: AnyHashableSendable) -> String {
    if let location = key.base.base as? SourceLocationKey { return "\"\(location)\"" }
    return String(customDumping: key.base.base)
}

/// The model a shallow debug output shows with its properties: `id`, or
/// without one, the first model met.
struct ShallowRoot {
    let id: ModelID?
}

extension AnyModelContext {
    /// The current value of tracked property `index`, for debug output.
    func currentValue(ofProperty index: Int) -> Any? {
        makeStateSnapshot().value(at: index)
    }

    /// The current value of what `slot` names, as this model reads it, for
    /// debug output: a property, or a context or preference key (`nil` for
    /// what has no value to show).
    func currentValue(of slot: ObservedSlot) -> Any? {
        switch slot {
        case .property(let index): currentValue(ofProperty: index)
        case .context(let key): currentContextValue(for: key)
        case .preference(let key): currentPreferenceValue(for: key)
        case .memoized, .structure: nil
        }
    }
}
