import CustomDump

/// One condition of an assertion, re-evaluated until it holds or the
/// assertion times out.
public struct TestPredicate: Sendable {
    let check: @Sendable () -> String?

    /// A condition that fails with `message()` when `condition()` is false.
    public init(_ condition: @escaping @Sendable () -> Bool, message: @escaping @Sendable () -> String) {
        self.check = { condition() ? nil : message() }
    }

    /// A plain `Bool` condition, for the forms that accept any expression.
    static func isTrue(_ condition: @escaping @Sendable () -> Bool) -> TestPredicate {
        TestPredicate(condition) { "Expected the condition to be true" }
    }
}

/// Compares two values in an assertion; on failure, the message shows a diff.
///
/// ```swift
/// await tester.assert {
///     model.count == 42
/// }
/// ```
///
/// It takes existentials rather than a generic parameter on purpose: Swift
/// picks a concrete `==` such as `Int`'s over any generic overload, so only a
/// non-generic overload can win inside an assertion builder (where its
/// `TestPredicate` result is preferred) while losing everywhere a `Bool` is
/// expected. One consequence: `let same = a == b` without a type annotation,
/// in a file importing ModelTesting, may give a `TestPredicate`; write
/// `let same: Bool = a == b`.
public func == (
    lhs: @autoclosure @escaping @Sendable () -> any Equatable & Sendable,
    rhs: @autoclosure @escaping @Sendable () -> any Equatable & Sendable
) -> TestPredicate {
    TestPredicate(check: {
        let (actual, expected) = (lhs(), rhs())
        switch compare(actual, expected) {
        case .equal:
            return nil
        case .different:
            let difference = diff(actual, expected, format: .proportional) ?? "\(actual) != \(expected)"
            return "Expected the values to be equal (− actual, + expected):\n\(difference.indented)"
        case .incomparable:
            return """
                Can't compare a \(type(of: actual)) with a \(type(of: expected)): a literal took its default \
                type. Spell the type out, as in `== Set(["a"])`.
                """
        }
    })
}

/// How two values of possibly different types compare.
private enum Comparison {
    case equal, different, incomparable
}

/// Compares two equatable values whatever their static types: directly when
/// one converts to the other's type (which also covers an optional and its
/// wrapped value), numerically for integers and floating-point numbers, and
/// element by element for two ordered collections (a slice and the array
/// literal it is compared with, as in `list.suffix(2) == [a, b]`).
private func compare(_ lhs: any Equatable, _ rhs: any Equatable) -> Comparison {
    // Values of one type, the usual case, are taken out with `as!`: `as?`
    // makes an optional of the generic type, whose metadata it looks up on
    // every comparison.
    func compareAsLeft<Left: Equatable>(_ left: Left) -> Comparison? {
        if type(of: rhs) == Left.self { return left == (rhs as! Left) ? .equal : .different }
        return castAndCompare(left)
    }
    @inline(never)
    func castAndCompare<Left: Equatable>(_ left: Left) -> Comparison? {
        guard let right = rhs as? Left else { return nil }
        return left == right ? .equal : .different
    }
    func compareSwapped<Right: Equatable>(_ right: Right) -> Comparison? {
        guard let left = lhs as? Right else { return nil }
        return right == left ? .equal : .different
    }
    if let result = compareAsLeft(lhs) ?? compareSwapped(rhs) { return result }
    if let left = numericValue(lhs), let right = numericValue(rhs) { return left == right ? .equal : .different }
    if let left = orderedElements(lhs), let right = orderedElements(rhs) {
        guard left.count == right.count else { return .different }
        var result = Comparison.equal
        for (leftElement, rightElement) in zip(left, right) {
            switch compare(leftElement, rightElement) {
            case .equal: continue
            case .different: result = .different
            case .incomparable: return .incomparable
            }
        }
        return result
    }
    return .incomparable
}

/// The elements of an ordered collection (one that has a last element, so
/// not a `Set` or a `Dictionary`), when each is `Equatable`.
private func orderedElements(_ value: Any) -> [any Equatable]? {
    func elements<C: BidirectionalCollection>(_ collection: C) -> [any Equatable]? {
        var elements: [any Equatable] = []
        for element in collection {
            guard let element = element as? any Equatable else { return nil }
            elements.append(element)
        }
        return elements
    }
    guard let collection = value as? any BidirectionalCollection else { return nil }
    return elements(collection)
}

/// The value of an integer or floating-point number, when it converts exactly.
private func numericValue(_ value: Any) -> Double? {
    switch value {
    case let integer as any BinaryInteger: Double(exactly: integer)
    case let float as any BinaryFloatingPoint: Double(float)
    default: nil
    }
}

extension TestPredicate {
    init(check: @escaping @Sendable () -> String?) {
        self.check = check
    }
}

/// A predicate with the place it was written, for failure messages.
public struct AssertPredicate: Sendable {
    let predicate: TestPredicate
    let location: TestLocation
}

/// Builds the list of predicates of `tester.assert { … }` and `expect { … }`:
/// one per line, `==` comparisons with diffs on failure, any other `Bool`
/// expression, `if` and `for`.
@resultBuilder
public enum AssertBuilder {
    /// A comparison written with the diffing `==` of ``TestPredicate``, as in `model.count == 2`.
    ///
    /// - Parameters:
    ///   - predicate: The comparison.
    ///   - fileID: Where it was written, for the failure message.
    ///   - filePath: The full path of the file, for the failure message.
    ///   - line: The line it was written on.
    ///   - column: The column it was written at.
    public static func buildExpression(
        _ predicate: TestPredicate, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> [AssertPredicate] {
        [AssertPredicate(predicate: predicate, location: TestLocation(fileID, filePath, line, column))]
    }

    // Disfavored so that `a == b` resolves to the diffing `==` above rather
    // than the standard library's `==` returning `Bool`; a plain `Bool`
    // expression has no other match and still lands here.

    /// Any other `Bool` expression, as in `model.isLoading` or `!model.items.isEmpty`.
    ///
    /// - Parameters:
    ///   - condition: The expression, evaluated again on each check until it holds.
    ///   - fileID: Where it was written, for the failure message.
    ///   - filePath: The full path of the file, for the failure message.
    ///   - line: The line it was written on.
    ///   - column: The column it was written at.
    @_disfavoredOverload
    public static func buildExpression(
        _ condition: @autoclosure @escaping @Sendable () -> Bool, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> [AssertPredicate] {
        let predicate = TestPredicate.isTrue(condition)
        return [AssertPredicate(predicate: predicate, location: TestLocation(fileID, filePath, line, column))]
    }

    /// An optional `Bool` expression, as in `model.destination?.isPresented`:
    /// it holds when it is `true`, not when it is `false` or `nil`.
    ///
    /// - Parameters:
    ///   - condition: The expression, evaluated again on each check until it holds.
    ///   - fileID: Where it was written, for the failure message.
    ///   - filePath: The full path of the file, for the failure message.
    ///   - line: The line it was written on.
    ///   - column: The column it was written at.
    @_disfavoredOverload
    public static func buildExpression(
        _ condition: @autoclosure @escaping @Sendable () -> Bool?, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> [AssertPredicate] {
        let predicate = TestPredicate.isTrue { condition() == true }
        return [AssertPredicate(predicate: predicate, location: TestLocation(fileID, filePath, line, column))]
    }

    /// The predicates of every line, in order.
    public static func buildBlock(_ components: [AssertPredicate]...) -> [AssertPredicate] {
        components.flatMap { $0 }
    }

    /// The predicates of an `if` without `else`: none when its condition is false.
    public static func buildOptional(_ component: [AssertPredicate]?) -> [AssertPredicate] {
        component ?? []
    }

    /// The predicates of the first branch of an `if`-`else`.
    public static func buildEither(first component: [AssertPredicate]) -> [AssertPredicate] {
        component
    }

    /// The predicates of the second branch of an `if`-`else`.
    public static func buildEither(second component: [AssertPredicate]) -> [AssertPredicate] {
        component
    }

    /// The predicates of every iteration of a `for` loop.
    public static func buildArray(_ components: [[AssertPredicate]]) -> [AssertPredicate] {
        components.flatMap { $0 }
    }
}

/// A place in a test, for failure messages.
public struct TestLocation: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    init(_ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}
