import Synchronization

nonisolated extension FactClient {
    /// Facts worked out on the spot, with no network: primes, squares and
    /// cubes, Fibonacci, triangular and perfect numbers, divisors, digits…
    ///
    /// Deterministic: each number's facts come in a fixed order, the first
    /// fetch of a number gives the first (for 7, "7 is a prime number."), and
    /// each later fetch of the same number the next, wrapping around, so
    /// "get another fact" shows another one. Each call makes a client with a
    /// rotation of its own.
    static func offline() -> FactClient {
        let rotation = FactRotation()
        return FactClient { number in
            let facts = listNumberFacts(about: number)
            return facts[rotation.nextTurn(for: number) % facts.count]
        }
    }
}

/// How many facts the offline client has given about each number.
private nonisolated final class FactRotation: Sendable {
    private let turns = Mutex<[Int: Int]>([:])

    /// The number of earlier fetches of `number`, counting this one for next time.
    func nextTurn(for number: Int) -> Int {
        turns.withLock { turns in
            defer { turns[number, default: 0] += 1 }
            return turns[number, default: 0]
        }
    }
}
