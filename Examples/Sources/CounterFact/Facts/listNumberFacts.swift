/// True facts about `number`, the most remarkable first, each a sentence
/// that starts with the number: "7 is a prime number."
///
/// Works for every `Int`, negative and `Int.min` included (the arithmetic is
/// on the magnitude, which always fits in `UInt`). Every number gets at
/// least two facts, its digits and its parity, so asking again about the
/// same number can always give a different one.
nonisolated func listNumberFacts(about number: Int) -> [String] {
    let factors = number == 0 ? [] : factorize(number.magnitude)
    // nil below 2, where abundance isn't defined; .some(nil) when too large for UInt.
    let divisorSum: UInt?? = number >= 2 ? .some(properDivisorSum(of: factors, number: number.magnitude)) : .none
    let digits = digitFacts(number)
    let candidates: [String?] = [
        divisorSum == number.magnitude
            ? "\(number) is a perfect number: its proper divisors add up to \(number)." : nil,
        primalityFact(number, factors),
        powerFact(number, degree: 2, name: "square", verb: "squared"),
        powerFact(number, degree: 3, name: "cube", verb: "cubed"),
        fibonacciFact(number),
        triangularFact(number),
        number > 0 && number.nonzeroBitCount == 1
            ? "\(number) is a power of two: 2 to the power of \(number.trailingZeroBitCount)." : nil,
        number >= 10 && String(number) == String(String(number).reversed())
            ? "\(number) is a palindrome: it reads the same backwards." : nil,
        abundanceFact(number, properDivisorSum: divisorSum),
        divisorCountFact(number, factors),
        digits.sum,
        digits.count,
        "\(number) is an \(number.isMultiple(of: 2) ? "even" : "odd") number.",
    ]
    return candidates.compactMap { $0 }
}

/// Prime, composite (with its smallest prime factor), or neither.
private nonisolated func primalityFact(_ number: Int, _ factors: [PrimePower]) -> String? {
    let isPrimeMagnitude = factors.count == 1 && factors[0].exponent == 1
    switch number {
    case ..<0:
        return isPrimeMagnitude ? "\(number) is the negative of the prime number \(number.magnitude)." : nil
    case 0, 1:
        return "\(number) is neither prime nor composite."
    default:
        if isPrimeMagnitude { return "\(number) is a prime number." }
        let smallest = factors[0].prime
        return "\(number) is a composite number: it is \(smallest) times \(number.magnitude / smallest)."
    }
}

/// "49 is a perfect square: it is 7 squared." Negative numbers can be
/// perfect cubes, never perfect squares.
private nonisolated func powerFact(_ number: Int, degree: Int, name: String, verb: String) -> String? {
    guard number >= 0 || degree % 2 == 1 else { return nil }
    let root = integerRoot(number.magnitude, degree: degree)
    guard raise(root, to: degree) == number.magnitude else { return nil }
    return "\(number) is a perfect \(name): it is \(number < 0 ? "-" : "")\(root) \(verb)."
}

/// "8 is a Fibonacci number: 3 + 5 = 8." The sequence is 0, 1, 1, 2, 3, 5…
private nonisolated func fibonacciFact(_ number: Int) -> String? {
    guard number >= 0 else { return nil }
    guard number > 0 else { return "0 is a Fibonacci number: the sequence starts with it." }
    // Two consecutive terms, from the second and third (1, 1), so that the
    // term before `previous` is `current - previous`.
    var (previous, current) = (1, 1)
    while current < number {
        let (next, overflow) = previous.addingReportingOverflow(current)
        // The next term is past Int.max, so no larger Int is in the sequence.
        if overflow { return nil }
        (previous, current) = (current, next)
    }
    guard current == number else { return nil }
    return "\(number) is a Fibonacci number: \(current - previous) + \(previous) = \(number)."
}

/// "10 is a triangular number: the sum of the whole numbers from 1 to 4."
private nonisolated func triangularFact(_ number: Int) -> String? {
    guard number > 0 else { return nil }
    // k(k + 1) = 2n puts 2n strictly between k² and (k + 1)², so k is the
    // integer square root of 2n. 2n fits: n ≤ Int.max.
    let doubled = number.magnitude * 2
    let k = integerRoot(doubled, degree: 2)
    guard k * (k + 1) == doubled else { return nil }
    return "\(number) is a triangular number: the sum of the whole numbers from 1 to \(k)."
}

/// Abundant or deficient, by the sum of the proper divisors; nothing for
/// perfect numbers, which have a fact of their own.
private nonisolated func abundanceFact(_ number: Int, properDivisorSum: UInt??) -> String? {
    switch properDivisorSum {
    case nil:
        return nil
    case .some(nil):
        return "\(number) is an abundant number: its proper divisors add up to more than \(number)."
    case .some(let sum?):
        if sum == number.magnitude { return nil }
        let kind = sum > number.magnitude ? "an abundant" : "a deficient"
        return "\(number) is \(kind) number: its proper divisors add up to \(sum)."
    }
}

/// How many divisors the number has; a negative number's are counted
/// positive, as −12 and 12 have the same ones up to sign.
private nonisolated func divisorCountFact(_ number: Int, _ factors: [PrimePower]) -> String? {
    guard number != 0 else { return nil }
    let count = factors.reduce(1) { $0 * ($1.exponent + 1) }
    let positive = number < 0 ? "positive " : ""
    return count == 1
        ? "\(number) has exactly one \(positive)divisor."
        : "\(number) has \(count) \(positive)divisors."
}

/// The digit sum (for two digits or more) and the number of digits.
private nonisolated func digitFacts(_ number: Int) -> (sum: String?, count: String) {
    let digits = String(number.magnitude)
    let sum = digits.reduce(0) { $0 + ($1.wholeNumberValue ?? 0) }
    return (
        digits.count > 1 ? "\(number) has a digit sum of \(sum)." : nil,
        digits.count > 1 ? "\(number) has \(digits.count) digits." : "\(number) has a single digit."
    )
}

/// The sum of the divisors of `number` below itself, from its factorization;
/// nil when the sum of all divisors doesn't fit in `UInt` (then the proper
/// ones exceed `number`: the sum is over `UInt.max` ≥ 2 × `number`).
private nonisolated func properDivisorSum(of factors: [PrimePower], number: UInt) -> UInt? {
    var total: UInt = 1
    for factor in factors {
        // 1 + p + … + pᵉ, which is below 2pᵉ ≤ 2 × number and so fits.
        var term: UInt = 1
        var power: UInt = 1
        for _ in 0..<factor.exponent {
            power *= factor.prime
            term += power
        }
        let (product, overflow) = total.multipliedReportingOverflow(by: term)
        if overflow { return nil }
        total = product
    }
    return total - number
}

/// The largest r with rᵈ ≤ `n`, by binary search on whole numbers, so no
/// floating-point rounding can make a perfect power look imperfect.
private nonisolated func integerRoot(_ n: UInt, degree: Int) -> UInt {
    // low^degree ≤ n < high^degree throughout; 2^(bits/degree + 1) to the
    // degree overflows, so it starts out above any n.
    var low: UInt = 0
    var high: UInt = 1 << (UInt.bitWidth / degree + 1)
    while high - low > 1 {
        let middle = low + (high - low) / 2
        if let power = raise(middle, to: degree), power <= n {
            low = middle
        } else {
            high = middle
        }
    }
    return low
}

/// `base` to the power `exponent`, or nil when it overflows.
private nonisolated func raise(_ base: UInt, to exponent: Int) -> UInt? {
    var result: UInt = 1
    for _ in 0..<exponent {
        let (product, overflow) = result.multipliedReportingOverflow(by: base)
        if overflow { return nil }
        result = product
    }
    return result
}
