import ModelSchema

/// What decoding one stored property reads: its name, its previous names,
/// and what it takes when the data has none of them.
struct DecodedProperty {
    /// The property's name.
    var name: String
    /// Its type.
    var type: TypeSyntax
    /// `renamedFrom:`, read in turn when `name` is missing.
    var previousNames: [String]
    /// The Swift a missing property takes: `_Defaults.x`, `nil`, `[]`; `nil`
    /// when it has no default, so that missing it is a decoding error.
    var fallback: String?

    /// A value's field or a model's property, with its default as
    /// `_Defaults` (for a written one) or its type gives it.
    init(_ property: PropertyDecl) {
        name = property.name.value
        type = property.type.value
        previousNames = property.renamedFrom.map(\.value)
        fallback = property.defaultValue != nil ? "_Defaults.\(swiftName(name))" : type.implicitDefault
    }

    /// Whether decoding it needs more than synthesized `Codable` does:
    /// synthesized decoding fails on a missing field unless it is optional.
    var needsDecoder: Bool {
        !previousNames.isEmpty || (fallback != nil && !type.isOptional)
    }

    /// `try container.decodeIfPresent(T.self, forKey: .name) ?? … ?? fallback`:
    /// the name, then each previous name, then the fallback. An optional is
    /// decoded as its wrapped type, so a stored `null` reads as `nil`.
    ///
    /// One read is one line; more are one a line, each after the first
    /// starting `??`, as swift-format breaks a chain too long for one line
    /// (and keeps one that is broken so), whatever the indentation.
    var expression: [String] {
        var decoded = type
        if case .optional(let wrapped) = type { decoded = wrapped }
        let keys = ([name] + previousNames).map { ".\(swiftName($0))" }
        var reads = keys.map { "container.decodeIfPresent(\(decoded.swift).self, forKey: \($0))" }
        if type.isOptional {
            if let fallback, fallback != "nil" { reads.append(fallback) }
        } else if let fallback {
            reads.append(fallback)
        } else {
            reads[reads.count - 1] = "container.decode(\(decoded.swift).self, forKey: \(keys[keys.count - 1]))"
        }
        return ["try " + reads[0]] + reads.dropFirst().map { "?? " + $0 }
    }
}

extension SwiftCode {
    /// `head` followed by `parts`: on one line when there is one part, else
    /// `head` alone and each part on a line of its own, indented further;
    /// `indent` starts every line, `tail` ends the last.
    mutating func continued(_ head: String, _ parts: [String], indent: String = "", tail: String = "") {
        guard parts.count > 1 else { return line("\(indent)\(head) \(parts[0])\(tail)") }
        line("\(indent)\(head)")
        for (offset, part) in parts.enumerated() {
            line("\(indent)    \(part)\(offset == parts.count - 1 ? tail : "")")
        }
    }
}

/// `enum _$Keys`, the coding keys of `properties` and their previous
/// names, which hand-written `init(from:)` and `encode(to:)` read and
/// write by. (`$` keeps it apart from any name a schema can give.)
func translateCodingKeys(_ properties: [DecodedProperty], into swift: inout SwiftCode) {
    let names = properties.flatMap { [$0.name] + $0.previousNames }.map(swiftName)
    swift.line(
        "private enum _$Keys: Swift.String, Swift.CodingKey { case \(joined: names, separator: ", ") }",
        doc: "The keys stored data uses: each property's name, and the names it had before.")
}

/// The doc comment of a generated `init(from:)`: what it does, `subject`,
/// and how it reads missing and renamed properties.
func decoderDoc(_ subject: String, renames: Bool) -> String {
    subject + ": a property missing from the data takes its default"
        + (renames ? ", and a renamed one is read by its old name." : ".")
}
