/// The candidate closest to a misspelt `name`, when one is close enough to be
/// what was meant: at most two edits away, and fewer edits than `name` has
/// characters (so `ab` doesn't suggest `id`). Ties go to the earlier candidate.
public func closestMatch(to name: String, among candidates: some Sequence<String>) -> String? {
    var best: (candidate: String, distance: Int)?
    let limit = min(2, name.count - 1)
    for candidate in candidates where candidate != name {
        let distance = editDistance(name, candidate)
        if distance <= limit, distance < best?.distance ?? .max {
            best = (candidate, distance)
        }
    }
    return best?.candidate
}

/// `; did you mean 'x'?` for the closest candidate, or nothing.
func didYouMean(_ name: String, among candidates: some Sequence<String>) -> String {
    closestMatch(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
}

/// The Levenshtein distance between two strings, counted in characters.
private func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let rhs = Array(rhs)
    // One row of the table at a time: row[j] is the distance between the
    // prefix of lhs read so far and the first j characters of rhs.
    var row = Array(0...rhs.count)
    for (i, left) in lhs.enumerated() {
        var diagonal = row[0]
        row[0] = i + 1
        for (j, right) in rhs.enumerated() {
            let above = row[j + 1]
            row[j + 1] = min(above + 1, row[j] + 1, diagonal + (left == right ? 0 : 1))
            diagonal = above
        }
    }
    return row[rhs.count]
}
