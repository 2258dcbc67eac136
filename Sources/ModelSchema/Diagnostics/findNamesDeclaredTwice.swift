/// The most names searched in order for one written twice (a mapping's
/// keys, a model's members, an enum's cases): nearly every list has a
/// handful, which compares faster than hashing them into a dictionary.
let linearSearchLimit = 16

/// An error for each name of `names` that an earlier one already has, with
/// a note at the first: "'count' is declared twice in model 'M'".
///
/// A short list (nearly every one: a model's members, an enum's cases) is
/// searched in order, which is faster than hashing it; a long one goes
/// through a dictionary, so the check stays linear.
///
/// - Parameter subject: What declares the names, for the message: "model 'M'".
func findNamesDeclaredTwice(_ names: [Located<String>], in subject: @autoclosure () -> String) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    func report(_ name: Located<String>, first: SourceLocation) {
        diagnostics.append(
            .error(
                "'\(name.value)' is declared twice in \(subject())", at: name.location,
                notes: [.note("'\(name.value)' is first declared here", at: first)]))
    }
    if names.count <= linearSearchLimit {
        for index in names.indices {
            let name = names[index].value
            if let first = names[..<index].first(where: { $0.value == name }) {
                report(names[index], first: first.location)
            }
        }
        return diagnostics
    }
    var first: [String: SourceLocation] = [:]
    for name in names {
        if let earlier = first[name.value] {
            report(name, first: earlier)
        } else {
            first[name.value] = name.location
        }
    }
    return diagnostics
}
