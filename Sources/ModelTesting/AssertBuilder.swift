import CustomDump

/// One condition of an assertion, re-evaluated until it holds or the
/// assertion times out.
public struct TestPredicate: Sendable {
    let check: @Sendable () -> String?

    /// A condition that fails with `message()` when `condition()` is false.
    public init(_ condition: @escaping @Sendable () -> Bool, message: @escaping @Sendable () -> String) {
        self.check = { condition() ? nil : message() }
    }
}

/// Compares two values in an assertion; on failure, the message shows a diff.
///
/// ```swift
/// await tester.assert {
///     model.count == 42
/// }
/// ```
public func == <Value: Equatable & Sendable>(
    lhs: @autoclosure @escaping @Sendable () -> Value, rhs: @autoclosure @escaping @Sendable () -> Value
) -> TestPredicate {
    TestPredicate(check: {
        let (left, right) = (lhs(), rhs())
        if left == right { return nil }
        let difference = diff(left, right, format: .proportional) ?? "\(left) != \(right)"
        return "Expected the values to be equal (− actual, + expected):\n\(difference.indented)"
    })
}

/// Compares an optional with a value in an assertion; on failure, the message shows a diff.
public func == <Value: Equatable & Sendable>(
    lhs: @autoclosure @escaping @Sendable () -> Value?, rhs: @autoclosure @escaping @Sendable () -> Value
) -> TestPredicate {
    TestPredicate(check: {
        let (left, right) = (lhs(), rhs())
        if left == right { return nil }
        let difference = diff(left, right as Value?, format: .proportional) ?? "\(String(describing: left)) != \(right)"
        return "Expected the values to be equal (− actual, + expected):\n\(difference.indented)"
    })
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
    public static func buildExpression(
        _ predicate: TestPredicate, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> [AssertPredicate] {
        [AssertPredicate(predicate: predicate, location: TestLocation(fileID, filePath, line, column))]
    }

    public static func buildExpression(
        _ condition: @autoclosure @escaping @Sendable () -> Bool, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> [AssertPredicate] {
        let predicate = TestPredicate(condition) { "Expected the condition to be true" }
        return [AssertPredicate(predicate: predicate, location: TestLocation(fileID, filePath, line, column))]
    }

    public static func buildBlock(_ components: [AssertPredicate]...) -> [AssertPredicate] {
        components.flatMap { $0 }
    }

    public static func buildOptional(_ component: [AssertPredicate]?) -> [AssertPredicate] {
        component ?? []
    }

    public static func buildEither(first component: [AssertPredicate]) -> [AssertPredicate] {
        component
    }

    public static func buildEither(second component: [AssertPredicate]) -> [AssertPredicate] {
        component
    }

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
