@testable import CounterFact
import Testing

/// The math behind the offline facts, checked against brute force for small
/// numbers and against known factorizations for large ones.
@Suite struct NumberFactsTests {
    @Test func smallNumbersHaveTheirFactsInOrder() {
        #expect(
            listNumberFacts(about: 7) == [
                "7 is a prime number.",
                "7 is a deficient number: its proper divisors add up to 1.",
                "7 has 2 divisors.",
                "7 has a single digit.",
                "7 is an odd number.",
            ])
        #expect(
            listNumberFacts(about: 0) == [
                "0 is neither prime nor composite.",
                "0 is a perfect square: it is 0 squared.",
                "0 is a perfect cube: it is 0 cubed.",
                "0 is a Fibonacci number: the sequence starts with it.",
                "0 has a single digit.",
                "0 is an even number.",
            ])
        #expect(
            listNumberFacts(about: 6) == [
                "6 is a perfect number: its proper divisors add up to 6.",
                "6 is a composite number: it is 2 times 3.",
                "6 is a triangular number: the sum of the whole numbers from 1 to 3.",
                "6 has 4 divisors.",
                "6 has a single digit.",
                "6 is an even number.",
            ])
        #expect(
            listNumberFacts(about: -8) == [
                "-8 is a perfect cube: it is -2 cubed.",
                "-8 has 4 positive divisors.",
                "-8 has a single digit.",
                "-8 is an even number.",
            ])
    }

    @Test func everySmallNumbersFactsMatchBruteForce() {
        for number in -300...2000 {
            #expect(listNumberFacts(about: number) == bruteForceFacts(about: number), "\(number)")
        }
    }

    @Test func largeNumbersAreFactorizedExactly() {
        #expect(
            listNumberFacts(about: Int.max) == [
                "9223372036854775807 is a composite number: it is 7 times 1317624576693539401.",
                "9223372036854775807 is a deficient number: its proper divisors add up to 1771135003975321601.",
                "9223372036854775807 has 96 divisors.",
                "9223372036854775807 has a digit sum of 88.",
                "9223372036854775807 has 19 digits.",
                "9223372036854775807 is an odd number.",
            ])
        #expect(
            listNumberFacts(about: Int.min) == [
                "-9223372036854775808 is a perfect cube: it is -2097152 cubed.",
                "-9223372036854775808 has 64 positive divisors.",
                "-9223372036854775808 has a digit sum of 89.",
                "-9223372036854775808 has 19 digits.",
                "-9223372036854775808 is an even number.",
            ])
        // The square of the largest prime whose square is an Int: no factor
        // below 3 billion, so only Pollard's rho finds it in time.
        #expect(
            listNumberFacts(about: 9_223_371_994_482_243_049) == [
                "9223371994482243049 is a composite number: it is 3037000493 times 3037000493.",
                "9223371994482243049 is a perfect square: it is 3037000493 squared.",
                "9223371994482243049 is a deficient number: its proper divisors add up to 3037000494.",
                "9223371994482243049 has 3 divisors.",
                "9223371994482243049 has a digit sum of 85.",
                "9223371994482243049 has 19 digits.",
                "9223371994482243049 is an odd number.",
            ])
        #expect(
            listNumberFacts(about: 2_147_483_629 * 2_147_483_647).first
                == "4611685975477714963 is a composite number: it is 2147483629 times 2147483647.")
    }

    @Test func largeSpecialNumbersAreRecognized() {
        // The largest perfect number that is an Int: 2³⁰ × (2³¹ − 1).
        #expect(
            listNumberFacts(about: 2_305_843_008_139_952_128).prefix(3) == [
                "2305843008139952128 is a perfect number: its proper divisors add up to 2305843008139952128.",
                "2305843008139952128 is a composite number: it is 2 times 1152921504069976064.",
                "2305843008139952128 is a triangular number: the sum of the whole numbers from 1 to 2147483647.",
            ])
        // The largest Fibonacci number that is an Int.
        #expect(
            listNumberFacts(about: 7_540_113_804_746_346_429).contains(
                "7540113804746346429 is a Fibonacci number: 2880067194370816120 + 4660046610375530309 = 7540113804746346429."
            ))
        // Its divisors add up to more than UInt.max.
        #expect(
            listNumberFacts(about: 9_223_372_036_854_775_800).contains(
                "9223372036854775800 is an abundant number: its proper divisors add up to more than 9223372036854775800."
            ))
        #expect(
            listNumberFacts(about: 1 << 62).contains("4611686018427387904 is a power of two: 2 to the power of 62."))
    }

    @Test func primalityIsExactBeyondTrialDivision() {
        let sieve = sieveOfEratosthenes(upTo: 100_000)
        for n in 0...100_000 {
            #expect(isPrime(UInt(n)) == sieve[n], "\(n)")
        }
        #expect(isPrime(2_305_843_009_213_693_951))  // 2⁶¹ − 1
        #expect(isPrime(18_446_744_073_709_551_557))  // the largest prime below 2⁶⁴
        #expect(!isPrime(3_215_031_751))  // a strong pseudoprime to bases 2, 3, 5 and 7
        #expect(!isPrime(3_825_123_056_546_413_051))  // a strong pseudoprime to bases 2 through 23
        #expect(!isPrime(4_294_967_291 * 4_294_967_279))
    }

    @Test func factorizationMultipliesBackToTheNumber() {
        #expect(factorize(1) == [])
        #expect(
            factorize(4_294_967_291 * 4_294_967_279) == [
                PrimePower(prime: 4_294_967_279, exponent: 1), PrimePower(prime: 4_294_967_291, exponent: 1),
            ])
        #expect(factorize(1009 * 1009 * 1009 * 1009 * 1009 * 1009) == [PrimePower(prime: 1009, exponent: 6)])
        // A deterministic spread of numbers across the whole UInt range.
        var n: UInt = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<200 {
            n = n &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let powers = factorize(n)
            #expect(powers.map(\.prime) == powers.map(\.prime).sorted())
            #expect(powers.allSatisfy { isPrime($0.prime) && $0.exponent > 0 }, "\(n)")
            // Wrapping, so that a wrong factorization fails rather than traps.
            let product = powers.reduce(UInt(1)) { product, power in
                (0..<power.exponent).reduce(product) { partial, _ in partial &* power.prime }
            }
            #expect(product == n, "\(n)")
        }
    }

    @Test func offlineClientRotatesThroughEachNumbersFacts() async throws {
        let client = FactClient.offline()
        let facts = listNumberFacts(about: 7)
        var fetched: [String] = []
        for _ in 0...facts.count {
            fetched.append(try await client.fetch(7))
        }
        #expect(fetched == facts + [facts[0]])
        // Each number keeps its own place, and each client its own rotation.
        #expect(try await client.fetch(12) == "12 is a composite number: it is 2 times 6.")
        #expect(try await client.fetch(7) == facts[1])
        #expect(try await FactClient.offline().fetch(7) == "7 is a prime number.")
    }
}

/// The facts `listNumberFacts` should give, worked out the slow, obvious way.
private func bruteForceFacts(about n: Int) -> [String] {
    let m = abs(n)
    let divisors = m == 0 ? [] : (1...m).filter { m.isMultiple(of: $0) }
    let properSum = divisors.dropLast().reduce(0, +)
    let isPrime = divisors.count == 2
    var fibonacci = [0, 1]
    while fibonacci.last! <= m { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
    let digits = String(m)
    let digitSum = digits.reduce(0) { $0 + $1.wholeNumberValue! }

    var facts: [String] = []
    if n >= 2, properSum == n { facts.append("\(n) is a perfect number: its proper divisors add up to \(n).") }
    if n < 0 {
        if isPrime { facts.append("\(n) is the negative of the prime number \(m).") }
    } else if n < 2 {
        facts.append("\(n) is neither prime nor composite.")
    } else if isPrime {
        facts.append("\(n) is a prime number.")
    } else {
        facts.append("\(n) is a composite number: it is \(divisors[1]) times \(n / divisors[1]).")
    }
    // Counting up to the first root whose power reaches the number.
    if n >= 0, let root = (0...n).first(where: { $0 * $0 >= n }), root * root == n {
        facts.append("\(n) is a perfect square: it is \(root) squared.")
    }
    if let root = (0...m).first(where: { $0 * $0 * $0 >= m }), root * root * root == m {
        facts.append("\(n) is a perfect cube: it is \(n < 0 ? -root : root) cubed.")
    }
    if n == 0 {
        facts.append("0 is a Fibonacci number: the sequence starts with it.")
    } else if n > 0, let index = fibonacci.lastIndex(of: n) {
        facts.append("\(n) is a Fibonacci number: \(fibonacci[index - 2]) + \(fibonacci[index - 1]) = \(n).")
    }
    if n > 0, let k = (1...n).first(where: { $0 * ($0 + 1) / 2 >= n }), k * (k + 1) / 2 == n {
        facts.append("\(n) is a triangular number: the sum of the whole numbers from 1 to \(k).")
    }
    if n > 0, let exponent = (0..<62).first(where: { 1 << $0 == n }) {
        facts.append("\(n) is a power of two: 2 to the power of \(exponent).")
    }
    if n >= 10, String(n) == String(String(n).reversed()) {
        facts.append("\(n) is a palindrome: it reads the same backwards.")
    }
    if n >= 2, properSum != n {
        let kind = properSum > n ? "an abundant" : "a deficient"
        facts.append("\(n) is \(kind) number: its proper divisors add up to \(properSum).")
    }
    if n != 0 {
        let positive = n < 0 ? "positive " : ""
        facts.append(
            divisors.count == 1
                ? "\(n) has exactly one \(positive)divisor." : "\(n) has \(divisors.count) \(positive)divisors.")
    }
    if digits.count > 1 { facts.append("\(n) has a digit sum of \(digitSum).") }
    facts.append(digits.count > 1 ? "\(n) has \(digits.count) digits." : "\(n) has a single digit.")
    facts.append("\(n) is an \(n.isMultiple(of: 2) ? "even" : "odd") number.")
    return facts
}

/// Which numbers up to `limit` are prime.
private func sieveOfEratosthenes(upTo limit: Int) -> [Bool] {
    var isPrime = [false, false] + Array(repeating: true, count: limit - 1)
    for n in 2...limit where isPrime[n] && n * n <= limit {
        for multiple in stride(from: n * n, through: limit, by: n) { isPrime[multiple] = false }
    }
    return isPrime
}
