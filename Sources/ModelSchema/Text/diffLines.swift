/// One step of an edit script turning old lines into new ones.
enum LineEdit: Equatable {
    /// The line is in both, at these indices.
    case keep(old: Int, new: Int)
    /// Old line `old` is removed.
    case delete(old: Int)
    /// New line `new` is added.
    case insert(new: Int)
}

/// A shortest edit script from `old` to `new`, by Myers' O((N+M)D) algorithm
/// ("An O(ND) Difference Algorithm and Its Variations", 1986).
///
/// Keeps the frontier of every round to walk the path back, which is O(D²)
/// memory: fine for source files, where D, the number of changed lines, is small.
func diffLines<Line: Equatable>(_ old: [Line], _ new: [Line]) -> [LineEdit] {
    let n = old.count
    let m = new.count
    let offset = n + m
    // frontier[k + offset]: the furthest old index reached on diagonal k = x - y.
    var frontier = [Int](repeating: 0, count: 2 * offset + 2)
    var rounds: [[Int]] = []
    search: for d in 0...offset {
        rounds.append(frontier)
        for k in stride(from: -d, through: d, by: 2) {
            let down = k == -d || (k != d && frontier[k - 1 + offset] < frontier[k + 1 + offset])
            var x = down ? frontier[k + 1 + offset] : frontier[k - 1 + offset] + 1
            var y = x - k
            while x < n, y < m, old[x] == new[y] {
                x += 1
                y += 1
            }
            frontier[k + offset] = x
            if x >= n && y >= m { break search }
        }
    }
    // Walk back from (n, m) through the saved frontiers, one edit per round.
    var edits: [LineEdit] = []
    var x = n
    var y = m
    for d in stride(from: rounds.count - 1, through: 0, by: -1) {
        let previous = rounds[d]
        let k = x - y
        let down = k == -d || (k != d && previous[k - 1 + offset] < previous[k + 1 + offset])
        let previousK = down ? k + 1 : k - 1
        let previousX = d == 0 ? 0 : previous[previousK + offset]
        let previousY = previousX - previousK
        while x > previousX && y > previousY {
            x -= 1
            y -= 1
            edits.append(.keep(old: x, new: y))
        }
        if d > 0 {
            if down {
                y -= 1
                edits.append(.insert(new: y))
            } else {
                x -= 1
                edits.append(.delete(old: x))
            }
        }
    }
    return edits.reversed()
}
