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
    /// The values of the properties read last time, as dumped, for triggers
    /// with values: each trigger reports the value it had then.
    private let readValues = Locked<[SlotKey: String]>([:])

    /// A reporter for `options` in `DEBUG` builds; `nil` elsewhere or without options.
    static func make(_ options: DebugOptions?, label: @autoclosure () -> String) -> DebugReporter? {
        #if DEBUG
            options.map { DebugReporter(options: $0, label: label()) }
        #else
            nil
        #endif
    }

    init(options: DebugOptions, label: @autoclosure () -> String) {
        self.options = options
        self.label = options.name ?? label()
        self.printer = Locked(options.printer ?? StandardOutput())
    }

    private func write(_ text: String) {
        printer.withLock { $0.write(text) }
    }

    // MARK: Triggers

    /// Remembers the values of the properties an evaluation read.
    func didEvaluate(reading slots: [SlotRef]) {
        guard case .some(let format) = options.triggers, !format.isName else { return }
        var values: [SlotKey: String] = [:]
        for read in slots {
            guard case .property(let index) = read.slot, let value = read.context.currentValue(ofProperty: index)
            else { continue }
            values[read.key] = dumpForDebug(value, maxDepth: format.maxDepth)
        }
        readValues.withLock { $0 = values }
    }

    /// Reports the changes that will make the observation update.
    func triggered(by changes: [(context: AnyModelContext, slot: ObservedSlot)]) {
        guard let format = options.triggers else { return }
        var text = "\(label) triggered update:"
        for change in changes {
            text += "\n  dependency changed: \(describe(change.slot, of: change.context))"
            guard !format.isName, case .property(let index) = change.slot,
                let value = change.context.currentValue(ofProperty: index)
            else { continue }
            let key = SlotKey(context: ObjectIdentifier(change.context), slot: change.slot)
            let new = dumpForDebug(value, maxDepth: format.maxDepth)
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
        let dump = dumpForDebug(value)
        lastDump.withLock { $0 = dump }
    }

    /// Reports a new value.
    func changed(to value: Any) {
        guard options.changes != nil else { return }
        let now = dumpForDebug(value)
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
            write("\(label) = \(dumpForDebug(value, maxLines: maxLines, maxDepth: maxDepth))")
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
    case .memoized(let key): "\(context.typeName)[memoize: \(memoizeKeyDescription(key))]"
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

/// Standard output, for options without a printer.
private struct StandardOutput: TextOutputStream, Sendable {
    mutating func write(_ string: String) {
        print(string)
    }
}

extension AnyModelContext {
    /// The current value of tracked property `index`, for debug output.
    func currentValue(ofProperty index: Int) -> Any? {
        makeStateSnapshot().value(at: index)
    }
}
