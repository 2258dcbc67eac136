/// Builds a ``YAMLDocument`` from libyaml's events, one call per event.
///
/// Guards what a tree of events can do to the process: aliases are counted by
/// the nodes they would expand to and refused past ``aliasNodeLimit`` before
/// anything is expanded (an alias shares its anchor's children, so it costs
/// nothing until the parser walks it), and nesting stops at ``depthLimit``
/// so nothing that walks the document recurses without bound.
struct YAMLTreeBuilder {
    /// The most nodes that aliases may add to a document, a "billion laughs" guard.
    static let aliasNodeLimit = 100_000
    /// The deepest nesting accepted; schemas need fewer than ten levels.
    static let depthLimit = 256

    /// A problem that ends loading at once.
    struct Stop: Error {
        /// What to report.
        var diagnostic: Diagnostic
    }

    /// A sequence or mapping whose end event hasn't come yet.
    private struct Frame {
        /// Its record, whose children are filled in at its end.
        var node: YAMLNode
        var anchor: String?
        /// Where its items or pairs start in ``pendingItems`` or ``pendingPairs``.
        var start: Int
        var pendingKey: YAMLNode?
        /// Each key's index in ``pendingPairs``, kept once a mapping has more
        /// keys than ``linearSearchLimit``; a smaller one is searched in order.
        var keyIndexes: [String: Int]?
        /// The nodes in this collection so far, aliases counted expanded.
        var size = 1
    }

    /// The document so far.
    private(set) var document: YAMLDocument
    private var stack: [Frame] = []
    /// The items and pairs of the open collections, the innermost's last:
    /// moved into the document when their collection ends, so that each
    /// collection's children lie side by side there.
    private var pendingItems: [YAMLNode] = []
    private var pendingPairs: [YAMLPair] = []
    private var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    private var nodesAddedByAliases = 0
    /// Whether the document's root is complete.
    private(set) var hasRoot = false
    /// Problems that don't stop loading (all of them are still errors).
    private(set) var diagnostics: [Diagnostic] = []

    /// A builder of a document of `file`.
    ///
    /// - Parameter size: The file's size in bytes, from which the tables'
    ///   sizes are guessed so that they rarely grow (a schema has about a
    ///   node for every 12 bytes; the text is at most about the file).
    init(file: String, size: Int) {
        document = YAMLDocument(file: file)
        document.records.reserveCapacity(size / 12)
        document.text.reserveCapacity(size)
    }

    /// A scalar event.
    mutating func scalar(
        _ text: UnsafeBufferPointer<UInt8>, style: YAMLScalarStyle, tag: String?, anchor: String?,
        from start: (line: Int, column: Int), to end: (line: Int, column: Int)
    ) {
        var record = YAMLDocument.Record(
            kind: .scalar, scalarStyle: style, collectionStyle: .block, line: start.line, column: start.column,
            endLine: end.line, endColumn: end.column, start: document.text.count, count: text.count,
            isASCII: text.allSatisfy { $0 < 0x80 })
        document.text.append(contentsOf: text)
        if let tag {
            record.tag = document.tags.count
            document.tags.append(tag)
        }
        add(append(record), size: 1, anchor: anchor)
    }

    /// A sequence- or mapping-start event.
    mutating func startCollection(
        isMapping: Bool, style: YAMLCollectionStyle, anchor: String?, at location: (line: Int, column: Int)
    ) throws(Stop) {
        guard stack.count < Self.depthLimit else {
            throw Stop(
                diagnostic: .error(
                    "YAML nested more than \(Self.depthLimit) levels deep; a schema needs only a few",
                    at: SourceLocation(file: document.file, line: location.line, column: location.column)))
        }
        let node = append(
            YAMLDocument.Record(
                kind: isMapping ? .mapping : .sequence, scalarStyle: .plain, collectionStyle: style,
                line: location.line, column: location.column, endLine: location.line, endColumn: location.column,
                start: 0, count: 0))
        stack.append(
            Frame(node: node, anchor: anchor, start: isMapping ? pendingPairs.count : pendingItems.count))
    }

    /// A sequence- or mapping-end event.
    mutating func endCollection() {
        let frame = stack.removeLast()
        let index = frame.node.index
        // Element by element: the generic slice append and range removal
        // cost more than the copy itself for the handful a collection has.
        if document.records[index].kind == .mapping {
            document.records[index].start = document.pairs.count
            document.records[index].count = pendingPairs.count - frame.start
            for pair in frame.start..<pendingPairs.count { document.pairs.append(pendingPairs[pair]) }
            pendingPairs.removeLast(pendingPairs.count - frame.start)
        } else {
            document.records[index].start = document.items.count
            document.records[index].count = pendingItems.count - frame.start
            for item in frame.start..<pendingItems.count { document.items.append(pendingItems[item]) }
            pendingItems.removeLast(pendingItems.count - frame.start)
        }
        add(frame.node, size: frame.size, anchor: frame.anchor)
    }

    /// An alias event: the anchored node again, placed at the alias and
    /// counted by its expanded size.
    mutating func alias(_ name: String, at location: (line: Int, column: Int)) throws(Stop) {
        let here = SourceLocation(file: document.file, line: location.line, column: location.column)
        guard let (anchored, size) = anchors[name] else {
            diagnostics.append(.error("alias '*\(name)' names no anchor; define '&\(name)' before it", at: here))
            let empty = YAMLDocument.Record(
                kind: .scalar, scalarStyle: .plain, collectionStyle: .block, line: location.line,
                column: location.column, endLine: location.line, endColumn: location.column, start: 0, count: 0)
            add(append(empty), size: 1, anchor: nil)
            return
        }
        nodesAddedByAliases += size
        guard nodesAddedByAliases <= Self.aliasNodeLimit else {
            throw Stop(
                diagnostic: .error(
                    "aliases would expand this file past \(Self.aliasNodeLimit) nodes, as a 'billion laughs' attack does; write the values out instead of nesting aliases",
                    at: here))
        }
        // The anchor's record with the alias's start: a scalar keeps where
        // the anchored text ends, as the node it repeats does.
        var record = document.records[anchored.index]
        record.line = location.line
        record.column = location.column
        add(append(record), size: size, anchor: nil)
    }

    private mutating func append(_ record: YAMLDocument.Record) -> YAMLNode {
        document.records.append(record)
        return document.node(at: document.records.count - 1)
    }

    private mutating func add(_ node: YAMLNode, size: Int, anchor: String?) {
        if let anchor { anchors[anchor] = (node, size) }
        guard !stack.isEmpty else {
            document.root = node
            hasRoot = true
            return
        }
        // Everything goes through `stack[top]` in place: a frame taken out
        // and put back is copied whole.
        let top = stack.count - 1
        stack[top].size += size
        guard document.records[stack[top].node.index].kind == .mapping else {
            pendingItems.append(node)
            return
        }
        guard let key = stack[top].pendingKey.take() else {
            stack[top].pendingKey = node
            return
        }
        guard checkKey(key) else { return }
        if let first = firstPair(withKey: key, top: top) {
            let name = document.text(of: key) ?? ""
            diagnostics.append(
                .error(
                    "duplicate key '\(name)'; each key may appear once in a mapping", at: document.location(of: key),
                    notes: [.note("'\(name)' is first set here", at: document.location(of: first))]))
            return
        }
        pendingPairs.append(YAMLPair(key: key, value: node))
        let count = pendingPairs.count - stack[top].start
        if stack[top].keyIndexes != nil {
            stack[top].keyIndexes![document.text(of: key) ?? ""] = pendingPairs.count - 1
        } else if count > linearSearchLimit {
            var indexes: [String: Int] = [:]
            for index in stack[top].start..<pendingPairs.count {
                indexes[document.text(of: pendingPairs[index].key) ?? ""] = index
            }
            stack[top].keyIndexes = indexes
        }
    }

    /// The key of the open mapping's pair that has `key`'s text already, if any.
    private func firstPair(withKey key: YAMLNode, top: Int) -> YAMLNode? {
        if let keyIndexes = stack[top].keyIndexes {
            return keyIndexes[document.text(of: key) ?? ""].map { pendingPairs[$0].key }
        }
        for index in stack[top].start..<pendingPairs.count where document.sameText(pendingPairs[index].key, key) {
            return pendingPairs[index].key
        }
        return nil
    }

    /// Whether the key is one the schema language can use; reports it if not.
    private mutating func checkKey(_ key: YAMLNode) -> Bool {
        guard document.kind(of: key) == .scalar else {
            diagnostics.append(
                .error(
                    "a mapping key must be a name, found \(document.kindDescription(of: key))",
                    at: document.location(of: key)))
            return false
        }
        if document.scalarStyle(of: key) == .plain && document.text(of: key, is: "<<") {
            diagnostics.append(
                .error("merge keys ('<<') are not supported; write the keys out", at: document.location(of: key)))
            return false
        }
        return true
    }
}
