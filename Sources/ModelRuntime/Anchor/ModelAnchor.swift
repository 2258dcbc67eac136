import Dependencies
import IssueReporting

/// Keeps an anchored model hierarchy alive. Releasing it deactivates the
/// whole tree: every task is cancelled and every model destructed.
///
/// ```swift
/// let (model, anchor) = AppModel().andAnchor()
/// // …
/// _ = anchor  // when the last reference goes, the hierarchy is torn down
/// ```
public final class ModelAnchor<M: Model>: Sendable {
    /// The root model.
    public let model: M
    /// Whether this anchor made the model a root (anchoring a model that was
    /// already anchored is refused, and then releasing does nothing).
    private let isOwner: Bool

    init(model: M, isOwner: Bool = true) {
        self.model = model
        self.isOwner = isOwner
    }

    deinit {
        if isOwner { model._$context.liveAny.releaseAnchor() }
    }
}

extension Model {
    /// Anchors and activates the model and its descendants, and keeps them
    /// alive as long as the returned model: the usual way to set up the root
    /// model of an app.
    ///
    /// ```swift
    /// let model = AppModel().withAnchor {
    ///     $0.factClient.fetch = { "\($0) is a good number." }
    /// }
    /// ```
    ///
    /// When the last copy of the returned model (or of a `node` taken from
    /// it) goes away, the hierarchy is torn down: tasks are cancelled,
    /// `onCancel` handlers run, models are destructed. Copies the hierarchy
    /// hands out itself (`self` inside the model, children, hierarchy
    /// queries) don't keep it. Work started on the hierarchy that captures
    /// the returned model does, until that work ends.
    ///
    /// Inside a test marked `.modelTesting`, the test owns the anchor instead
    /// and checks the model exhaustively when the test ends.
    ///
    /// - Parameters:
    ///   - dependencies: Overrides the dependencies the hierarchy uses.
    ///   - fileID: Where the model is anchored, for the test tools' messages.
    ///   - filePath: The full path of the file, for issues reported at the call.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    public func withAnchor(
        dependencies: (inout DependencyValues) -> Void = { _ in },
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        if let scope = AnchorScopeLocal.current {
            return scope.anchor(
                self, dependencies: dependencies,
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        }
        let anchor = andAnchor(dependencies: dependencies).anchor
        return Self(_$context: ModelContext(handleFor: _$context.liveContext, anchor: anchor))
    }

    /// `withAnchor(dependencies:)` by SwiftModel's label.
    ///
    /// ```swift
    /// let model = AppModel().withAnchor(withDependencies: { $0.uuid = .incrementing })
    /// ```
    ///
    /// - Parameters:
    ///   - dependencies: Overrides the dependencies the hierarchy uses.
    ///   - fileID: Where the model is anchored, for the test tools' messages.
    ///   - filePath: The full path of the file, for issues reported at the call.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    @_disfavoredOverload
    public func withAnchor(
        withDependencies dependencies: (inout DependencyValues) -> Void, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Self {
        withAnchor(dependencies: dependencies, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// `andAnchor(dependencies:)` by SwiftModel's name: the model and the
    /// anchor that keeps its hierarchy alive.
    ///
    /// - Parameter dependencies: Overrides the dependencies the hierarchy uses.
    public func returningAnchor(
        withDependencies dependencies: (inout DependencyValues) -> Void = { _ in }
    ) -> (model: Self, anchor: ModelAnchor<Self>) {
        andAnchor(dependencies: dependencies)
    }

    /// Anchors and activates the model and its descendants, and returns the
    /// anchor that keeps them alive, for explicit control of their lifetime.
    ///
    /// - Parameter dependencies: Overrides the dependencies the hierarchy uses.
    public func andAnchor(
        dependencies: (inout DependencyValues) -> Void = { _ in }
    ) -> (model: Self, anchor: ModelAnchor<Self>) {
        let values = applyDependencyOverrides(to: DependencyValues._current, dependencies)
        let isOwner = _$context.liveAny.anchorAsRoot(dependencies: values)
        return (self, ModelAnchor(model: self, isOwner: isOwner))
    }
}

extension AnyModelContext {
    /// Makes the model the root of a new hierarchy and activates it.
    /// Returns `false` (and reports) when the model was anchored already.
    @discardableResult
    func anchorAsRoot(dependencies: DependencyValues, watcher: (any HierarchyWatcher)? = nil) -> Bool {
        let alreadyAnchored = withLock { _ in stage == .anchored }
        if alreadyAnchored {
            reportIssue("\(typeName) is already anchored. Anchor a model once, at the root of its hierarchy.")
            return false
        }
        let hierarchy = Hierarchy()
        hierarchy.watcher = watcher
        hierarchy.enterExclusiveSection()
        var activations = ActivationQueue()
        attach(
            to: nil, isDependency: false, in: hierarchy, inheritedDependencies: dependencies, activations: &activations)
        hierarchy.activateWhenLeaving(activations)
        hierarchy.leaveExclusiveSection()
        return true
    }
}

/// A place in source code: where `withAnchor()` or `cancelInFlight()` was called.
public struct CallSite: Sendable, Hashable {
    /// `#fileID`
    public var fileID: StaticString
    /// `#filePath`
    public var filePath: StaticString
    /// `#line`
    public var line: UInt
    /// `#column`
    public var column: UInt

    /// Creates a source location.
    public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// Whether two call sites are the same place in the source: file path, line and column.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        "\(lhs.filePath)" == "\(rhs.filePath)" && lhs.line == rhs.line && lhs.column == rhs.column
    }

    /// Hashes the file path, line and column, the parts `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine("\(filePath)")
        hasher.combine(line)
        hasher.combine(column)
    }
}
