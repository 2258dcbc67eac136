/// One step of an edit script turning old lines into new ones.
enum LineEdit: Equatable {
    /// The line is in both, at these indices.
    case keep(old: Int, new: Int)
    /// Old line `old` is removed.
    case delete(old: Int)
    /// New line `new` is added.
    case insert(new: Int)
}

/// An edit script from `old` to `new`, in memory linear in their length.
///
/// Myers' divide-and-conquer refinement ("An O(ND) Difference Algorithm and
/// Its Variations", 1986, section 4b): find the middle snake of an optimal
/// path by searching from both ends at once, then solve the two halves the
/// same way. Only the two frontiers and one flag per line are kept, never a
/// frontier per round, so a 50 000-line change takes a few megabytes.
///
/// The script is a shortest one unless a part of the comparison needs more
/// than ``LineDiffer/costLimit``-ish rounds; that part is then split at the
/// furthest point either search reached, as GNU diff does, which bounds the
/// time by O((N+M)·limit) at the price of a longer script for huge changes.
func diffLines<Line: Equatable>(_ old: [Line], _ new: [Line]) -> [LineEdit] {
    var differ = LineDiffer(old: old, new: new)
    differ.compare()
    var edits: [LineEdit] = []
    edits.reserveCapacity(max(old.count, new.count))
    var x = 0
    var y = 0
    while x < old.count || y < new.count {
        if x < old.count, differ.deleted[x] {
            edits.append(.delete(old: x))
            x += 1
        } else if y < new.count, differ.inserted[y] {
            edits.append(.insert(new: y))
            y += 1
        } else {
            edits.append(.keep(old: x, new: y))
            x += 1
            y += 1
        }
    }
    return edits
}

/// The state of one comparison: the lines, what is known to change, and the
/// two frontiers the middle-snake search reuses for every part.
struct LineDiffer<Line: Equatable> {
    let old: [Line]
    let new: [Line]
    /// Whether each old line is deleted.
    private(set) var deleted: [Bool]
    /// Whether each new line is inserted.
    private(set) var inserted: [Bool]
    /// The forward and backward frontiers: the furthest old index reached on
    /// each diagonal `k = x - y`, stored at `k + offset`.
    private var forward: [Int]
    private var backward: [Int]
    private let offset: Int
    /// Rounds of the search after which a part is split heuristically:
    /// about the square root of the input's size, and at least 1024.
    let costLimit: Int

    init(old: [Line], new: [Line]) {
        self.old = old
        self.new = new
        deleted = Array(repeating: false, count: old.count)
        inserted = Array(repeating: false, count: new.count)
        offset = new.count + 1
        forward = Array(repeating: 0, count: old.count + new.count + 3)
        backward = forward
        var limit = 1
        var size = old.count + new.count + 3
        while size != 0 {
            size >>= 2
            limit <<= 1
        }
        costLimit = max(1024, limit)
    }

    /// A part of the comparison: `old[x0..<x1]` against `new[y0..<y1]`.
    private struct Part {
        var x0, x1, y0, y1: Int
    }

    /// Marks every deleted and inserted line, one part at a time from a work
    /// list rather than by recursion, so no input can exhaust the stack.
    mutating func compare() {
        var parts = [Part(x0: 0, x1: old.count, y0: 0, y1: new.count)]
        while var part = parts.popLast() {
            // Lines equal at either end are kept.
            while part.x0 < part.x1, part.y0 < part.y1, old[part.x0] == new[part.y0] {
                part.x0 += 1
                part.y0 += 1
            }
            while part.x0 < part.x1, part.y0 < part.y1, old[part.x1 - 1] == new[part.y1 - 1] {
                part.x1 -= 1
                part.y1 -= 1
            }
            if part.x0 == part.x1 {
                for y in part.y0..<part.y1 { inserted[y] = true }
            } else if part.y0 == part.y1 {
                for x in part.x0..<part.x1 { deleted[x] = true }
            } else {
                let (x, y) = split(part)
                parts.append(Part(x0: part.x0, x1: x, y0: part.y0, y1: y))
                parts.append(Part(x0: x, x1: part.x1, y0: y, y1: part.y1))
            }
        }
    }

    /// A point on a shortest path through `part` (the middle snake's start),
    /// or past `costLimit` rounds the furthest point a search reached.
    /// `part` is not empty on either side and differs at both ends.
    private mutating func split(_ part: Part) -> (x: Int, y: Int) {
        let (x0, x1, y0, y1) = (part.x0, part.x1, part.y0, part.y1)
        let lowest = x0 - y1
        let highest = x1 - y0
        let forwardMiddle = x0 - y0
        let backwardMiddle = x1 - y1
        var forwardLow = forwardMiddle
        var forwardHigh = forwardMiddle
        var backwardLow = backwardMiddle
        var backwardHigh = backwardMiddle
        let isOdd = (forwardMiddle - backwardMiddle) & 1 != 0
        forward[forwardMiddle + offset] = x0
        backward[backwardMiddle + offset] = x1
        var cost = 1
        while true {
            // One more round forward, on every other diagonal in reach.
            if forwardLow > lowest {
                forwardLow -= 1
                forward[forwardLow - 1 + offset] = -1
            } else {
                forwardLow += 1
            }
            if forwardHigh < highest {
                forwardHigh += 1
                forward[forwardHigh + 1 + offset] = -1
            } else {
                forwardHigh -= 1
            }
            for k in stride(from: forwardHigh, through: forwardLow, by: -2) {
                let low = forward[k - 1 + offset]
                let high = forward[k + 1 + offset]
                var x = low < high ? high : low + 1
                var y = x - k
                while x < x1, y < y1, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                forward[k + offset] = x
                if isOdd, backwardLow <= k, k <= backwardHigh, backward[k + offset] <= x {
                    return (x, y)
                }
            }
            // One more round backward.
            if backwardLow > lowest {
                backwardLow -= 1
                backward[backwardLow - 1 + offset] = Int.max
            } else {
                backwardLow += 1
            }
            if backwardHigh < highest {
                backwardHigh += 1
                backward[backwardHigh + 1 + offset] = Int.max
            } else {
                backwardHigh -= 1
            }
            for k in stride(from: backwardHigh, through: backwardLow, by: -2) {
                let low = backward[k - 1 + offset]
                let high = backward[k + 1 + offset]
                var x = low < high ? low : high - 1
                var y = x - k
                while x > x0, y > y0, old[x - 1] == new[y - 1] {
                    x -= 1
                    y -= 1
                }
                backward[k + offset] = x
                if !isOdd, forwardLow <= k, k <= forwardHigh, x <= forward[k + offset] {
                    return (x, y)
                }
            }
            if cost >= costLimit {
                return furthestPoint(
                    part, forwardDiagonals: forwardLow...forwardHigh, backwardDiagonals: backwardLow...backwardHigh)
            }
            cost += 1
        }
    }

    /// The point either search got furthest with, measured by how much of
    /// `part` lies behind it, for a split that gives up on a shortest script.
    private func furthestPoint(
        _ part: Part, forwardDiagonals: ClosedRange<Int>, backwardDiagonals: ClosedRange<Int>
    ) -> (x: Int, y: Int) {
        var forwardBest = (x: part.x0, sum: -1)
        for k in stride(from: forwardDiagonals.upperBound, through: forwardDiagonals.lowerBound, by: -2) {
            var x = min(forward[k + offset], part.x1)
            var y = x - k
            if y > part.y1 {
                x = part.y1 + k
                y = part.y1
            }
            if x + y > forwardBest.sum { forwardBest = (x, x + y) }
        }
        var backwardBest = (x: part.x1, sum: Int.max)
        for k in stride(from: backwardDiagonals.upperBound, through: backwardDiagonals.lowerBound, by: -2) {
            var x = max(part.x0, backward[k + offset])
            var y = x - k
            if y < part.y0 {
                x = part.y0 + k
                y = part.y0
            }
            if x + y < backwardBest.sum { backwardBest = (x, x + y) }
        }
        if (part.x1 + part.y1) - backwardBest.sum < forwardBest.sum - (part.x0 + part.y0) {
            return (forwardBest.x, forwardBest.sum - forwardBest.x)
        }
        return (backwardBest.x, backwardBest.sum - backwardBest.x)
    }
}
