/// Builds a ``YAMLNode`` tree from libyaml's events, one call per event.
///
/// Guards what a tree of events can do to the process: aliases are counted by
/// the nodes they would expand to and refused past ``aliasNodeLimit`` before
/// anything is expanded (values share storage, so an alias costs nothing until
/// the parser walks it), and nesting stops at ``depthLimit`` so neither this
/// nor releasing the tree recurses without bound.
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
        var location: SourceLocation
        var style: YAMLCollectionStyle
        var anchor: String?
        var isMapping: Bool
        var items: [YAMLNode] = []
        var pairs: [YAMLPair] = []
        var pendingKey: YAMLNode?
        /// Each key's index in `pairs`, kept once a mapping has more keys
        /// than ``linearSearchLimit``; a smaller one is searched in order.
        var keyIndexes: [String: Int]?
        /// The nodes in this collection so far, aliases counted expanded.
        var size = 1

        /// Adds a pair whose key is `name`, unless the mapping has that key
        /// already: then adds nothing and returns where the key first is.
        ///
        /// Mutating, so that the builder calls it on its stack in place: a
        /// method that only read would be called on a copy of the frame.
        mutating func append(_ pair: YAMLPair, named name: String) -> SourceLocation? {
            if let keyIndexes {
                if let first = keyIndexes[name] { return pairs[first].key.location }
            } else if let first = pairs.firstIndex(where: { $0.name == name }) {
                return pairs[first].key.location
            }
            pairs.append(pair)
            if keyIndexes != nil {
                keyIndexes![name] = pairs.count - 1
            } else if pairs.count > linearSearchLimit {
                keyIndexes = Dictionary(uniqueKeysWithValues: pairs.indices.map { (pairs[$0].name, $0) })
            }
            return nil
        }
    }

    private var stack: [Frame] = []
    private var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    private var nodesAddedByAliases = 0
    /// The document's root, once it is complete.
    private(set) var root: YAMLNode?
    /// Problems that don't stop loading (all of them are still errors).
    private(set) var diagnostics: [Diagnostic] = []

    /// A scalar event.
    mutating func scalar(_ scalar: YAMLScalar, anchor: String?, at location: SourceLocation) {
        add(YAMLNode(.scalar(scalar), at: location), size: 1, anchor: anchor)
    }

    /// A sequence- or mapping-start event.
    mutating func startCollection(
        isMapping: Bool, style: YAMLCollectionStyle, anchor: String?, at location: SourceLocation
    ) throws(Stop) {
        guard stack.count < Self.depthLimit else {
            throw Stop(
                diagnostic: .error(
                    "YAML nested more than \(Self.depthLimit) levels deep; a schema needs only a few", at: location))
        }
        stack.append(Frame(location: location, style: style, anchor: anchor, isMapping: isMapping))
    }

    /// A sequence- or mapping-end event.
    mutating func endCollection() {
        let frame = stack.removeLast()
        let content: YAMLNode.Content =
            frame.isMapping ? .mapping(frame.pairs, frame.style) : .sequence(frame.items, frame.style)
        add(YAMLNode(content, at: frame.location), size: frame.size, anchor: frame.anchor)
    }

    /// An alias event: the anchored node again, counted by its expanded size.
    mutating func alias(_ name: String, at location: SourceLocation) throws(Stop) {
        guard let (anchored, size) = anchors[name] else {
            diagnostics.append(.error("alias '*\(name)' names no anchor; define '&\(name)' before it", at: location))
            add(
                YAMLNode(.scalar(YAMLScalar(text: "", style: .plain, end: location)), at: location), size: 1,
                anchor: nil)
            return
        }
        nodesAddedByAliases += size
        guard nodesAddedByAliases <= Self.aliasNodeLimit else {
            throw Stop(
                diagnostic: .error(
                    "aliases would expand this file past \(Self.aliasNodeLimit) nodes, as a 'billion laughs' attack does; write the values out instead of nesting aliases",
                    at: location))
        }
        var node = anchored
        node.location = location
        add(node, size: size, anchor: nil)
    }

    private mutating func add(_ node: YAMLNode, size: Int, anchor: String?) {
        if let anchor { anchors[anchor] = (node, size) }
        guard !stack.isEmpty else {
            root = node
            return
        }
        // Everything goes through `stack[top]` in place: a frame taken out
        // and put back, or read for a method call, is copied whole.
        let top = stack.count - 1
        stack[top].size += size
        guard stack[top].isMapping else {
            stack[top].items.append(node)
            return
        }
        guard let key = stack[top].pendingKey.take() else {
            stack[top].pendingKey = node
            return
        }
        guard let name = checkedKeyName(key) else { return }
        if let first = stack[top].append(YAMLPair(key: key, value: node), named: name) {
            diagnostics.append(
                .error(
                    "duplicate key '\(name)'; each key may appear once in a mapping", at: key.location,
                    notes: [.note("'\(name)' is first set here", at: first)]))
        }
    }

    /// The key's text, or `nil` after reporting a key the schema language can't use.
    private mutating func checkedKeyName(_ key: YAMLNode) -> String? {
        guard let scalar = key.scalar else {
            diagnostics.append(.error("a mapping key must be a name, found \(key.kindDescription)", at: key.location))
            return nil
        }
        if scalar.style == .plain && scalar.text == "<<" {
            diagnostics.append(.error("merge keys ('<<') are not supported; write the keys out", at: key.location))
            return nil
        }
        return scalar.text
    }
}
