/// The shortest program found, by leaving out runs of steps, that still
/// fails: first halves, then ever shorter runs, down to single steps.
/// Tries at most `attempts` programs, each a full run.
public func shrinkProgram(_ program: [SimulationOperation], attempts: Int = 300) -> [SimulationOperation] {
    var shortest = program
    var tries = 0
    var chunk = max(1, shortest.count / 2)
    while chunk >= 1, tries < attempts {
        var start = 0
        var removedAny = false
        while start < shortest.count, tries < attempts {
            var candidate = shortest
            candidate.removeSubrange(start..<min(start + chunk, candidate.count))
            tries += 1
            if runProgram(candidate) != nil {
                shortest = candidate
                removedAny = true
            } else {
                start += chunk
            }
        }
        if !removedAny || chunk > 1 { chunk /= 2 } else { chunk = 1 }
        if chunk == 0 { break }
    }
    return shortest
}
