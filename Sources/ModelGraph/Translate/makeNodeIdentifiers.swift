/// An identifier for each node name, in order, unique among them and usable
/// bare in Mermaid and DOT: an ASCII capital, then ASCII letters, digits and `_`.
///
/// `Paginated<Item>` becomes `Paginated_Item`, `DependencyValues.uuid`
/// becomes `DependencyValues_uuid`, and a character outside ASCII its code
/// point in hex (`Zähler` is `Z_E4_hler`). A lowercase first letter is
/// capitalised (`end` is `End`), anything else gets an `N` before it:
/// Mermaid's lexer reads an identifier that starts with one of its keywords
/// (`style`, `class`, `subgraph`, `v`, …), all lowercase, as that keyword.
/// DOT's keywords, which it compares without case, get a trailing `_`
/// (`Node_`), and a repeat a number (`Row_2`), so that renaming one node
/// never renames another before it.
func makeNodeIdentifiers(for names: [String]) -> [String] {
    var used: Set<String> = []
    return names.map { name in
        var base = ""
        func separate() {
            if !base.isEmpty && !base.hasSuffix("_") { base += "_" }
        }
        for scalar in name.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_":
                base.unicodeScalars.append(scalar)
            case _ where scalar.isASCII:
                separate()
            default:
                separate()
                base += String(scalar.value, radix: 16, uppercase: true) + "_"
            }
        }
        while base.count > 1 && base.hasSuffix("_") && !name.hasSuffix("_") { base.removeLast() }
        switch base.unicodeScalars.first {
        case ("A"..."Z")?: break
        case let first? where ("a"..."z").contains(first): base = base.prefix(1).uppercased() + base.dropFirst()
        default: base = "N" + base
        }
        if dotKeywords.contains(base.lowercased()) { base += "_" }
        var id = base
        var number = 2
        while !used.insert(id).inserted {
            id = "\(base)_\(number)"
            number += 1
        }
        return id
    }
}

/// DOT's keywords, which can't be bare identifiers in any case.
private let dotKeywords: Set<String> = ["node", "edge", "graph", "digraph", "subgraph", "strict"]
