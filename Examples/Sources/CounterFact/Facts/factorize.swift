/// A prime and how many times it divides a number.
nonisolated struct PrimePower: Equatable, Sendable {
    /// The prime.
    var prime: UInt
    /// How many times it divides the number; at least 1.
    var exponent: Int
}

/// The prime factorization of `n`, smallest prime first; empty for 1.
///
/// Small primes go by trial division; what is left, when composite, is split
/// with Pollard's rho, so even a product of two 32-bit primes takes
/// milliseconds rather than the billions of divisions trial division needs.
///
/// - Precondition: `n > 0`.
nonisolated func factorize(_ n: UInt) -> [PrimePower] {
    precondition(n > 0, "0 has no prime factorization")
    var primes: [UInt] = []
    var rest = n
    var divisor: UInt = 2
    while divisor < 1000, divisor * divisor <= rest {
        while rest % divisor == 0 {
            primes.append(divisor)
            rest /= divisor
        }
        divisor += divisor == 2 ? 1 : 2
    }
    splitIntoPrimes(rest, into: &primes)
    var powers: [PrimePower] = []
    for prime in primes.sorted() {
        if powers.last?.prime == prime {
            powers[powers.count - 1].exponent += 1
        } else {
            powers.append(PrimePower(prime: prime, exponent: 1))
        }
    }
    return powers
}

/// Whether `n` is prime: Miller–Rabin with the first twelve primes as
/// witnesses, which is exact for every 64-bit number.
nonisolated func isPrime(_ n: UInt) -> Bool {
    let witnesses: [UInt] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]
    guard n >= 2 else { return false }
    for prime in witnesses where n % prime == 0 {
        return n == prime
    }
    var odd = n - 1
    var twos = 0
    while odd % 2 == 0 {
        odd /= 2
        twos += 1
    }
    nextWitness: for witness in witnesses {
        var x = powerMod(witness, odd, n)
        if x == 1 || x == n - 1 { continue }
        for _ in 1..<twos {
            x = multiplyMod(x, x, n)
            if x == n - 1 { continue nextWitness }
        }
        return false
    }
    return true
}

/// Appends the prime factors of `n`, which has no factor below 1000 or is 1.
private nonisolated func splitIntoPrimes(_ n: UInt, into primes: inout [UInt]) {
    guard n > 1 else { return }
    if isPrime(n) {
        primes.append(n)
        return
    }
    let factor = findFactor(of: n)
    splitIntoPrimes(factor, into: &primes)
    splitIntoPrimes(n / factor, into: &primes)
}

/// A factor of the odd composite `n` other than 1 and `n`, by Pollard's rho
/// with Floyd's cycle finding. Deterministic: the same `n` always gives the
/// same factor.
private nonisolated func findFactor(of n: UInt) -> UInt {
    var increment: UInt = 1
    while true {
        let step = { (x: UInt) in addMod(multiplyMod(x, x, n), increment, n) }
        var slow: UInt = 2
        var fast: UInt = 2
        var divisor: UInt = 1
        while divisor == 1 {
            slow = step(slow)
            fast = step(step(fast))
            divisor = greatestCommonDivisor(slow > fast ? slow - fast : fast - slow, n)
        }
        if divisor != n { return divisor }
        // The cycle closed without splitting n; another polynomial will.
        increment += 1
    }
}

/// The greatest common divisor of `a` and `b`.
private nonisolated func greatestCommonDivisor(_ a: UInt, _ b: UInt) -> UInt {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a
}

/// `a × b mod m`, through the full 128-bit product so nothing overflows.
private nonisolated func multiplyMod(_ a: UInt, _ b: UInt, _ m: UInt) -> UInt {
    m.dividingFullWidth(a.multipliedFullWidth(by: b)).remainder
}

/// `a + b mod m`, for `a` and `b` below `m`.
private nonisolated func addMod(_ a: UInt, _ b: UInt, _ m: UInt) -> UInt {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow || sum >= m ? sum &- m : sum
}

/// `base ^ exponent mod m`, by repeated squaring.
private nonisolated func powerMod(_ base: UInt, _ exponent: UInt, _ m: UInt) -> UInt {
    var result: UInt = 1
    var base = base % m
    var exponent = exponent
    while exponent > 0 {
        if exponent & 1 == 1 { result = multiplyMod(result, base, m) }
        base = multiplyMod(base, base, m)
        exponent >>= 1
    }
    return result
}
