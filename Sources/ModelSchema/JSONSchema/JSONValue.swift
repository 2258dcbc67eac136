/// Just enough JSON to write the schema for editors, with object keys kept in
/// the order given so the output is stable and reads top-down.
indirect enum JSONValue {
    case string(String)
    case bool(Bool)
    case int(Int)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// The value as pretty-printed JSON, two spaces per level.
    func rendered(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .string(let text):
            return quoted(text)
        case .bool(let value):
            return value ? "true" : "false"
        case .int(let value):
            return String(value)
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            return "[\n" + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            return "{\n"
                + members.map { "\(inner)\(quoted($0)): \($1.rendered(indent: inner))" }.joined(separator: ",\n")
                + "\n\(indent)}"
        }
    }

    private func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
