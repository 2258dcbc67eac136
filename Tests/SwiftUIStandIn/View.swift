// A test-only stand-in for the SwiftUI views, scenes and modifiers that the
// sample app's views use (Examples/SwiftUIApp/Sources/CounterFactViews/Views.swift)
// and the presentation tests drive (a sheet over a binding, a navigation
// stack's path), with the signatures of Apple's SwiftUI reference
// (developer.apple.com/documentation/swiftui/view and the pages of each type).
// Parameters nothing here passes are left out; a view's `body` is never
// rendered: the stand-in has no view graph. See Binding.swift.

import Foundation

/// Mirrors `SwiftUI.View`: `@MainActor @preconcurrency protocol View`.
@MainActor @preconcurrency
public protocol View {
    /// Mirrors `associatedtype Body: View`.
    associatedtype Body: View
    /// Mirrors `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Mirrors `extension Never: View`: the `Body` of a view SwiftUI draws itself.
extension Never: View {
    /// Never called.
    public var body: Never { fatalError("Never has no body") }
}

/// The stand-in's own: what a view SwiftUI draws itself has for a body.
/// Nothing renders it here; reaching it is a mistake in a test.
extension View where Body == Never {
    /// Never called: the stand-in draws nothing.
    public var body: Never { fatalError("\(Self.self) is drawn by SwiftUI, and has no body") }
}

/// Mirrors `extension Optional: View where Wrapped: View`.
extension Optional: View where Wrapped: View {
    /// Never called.
    public typealias Body = Never
}

/// Mirrors `@resultBuilder struct ViewBuilder`. Main-actor isolated here, where
/// the views it builds are: SwiftUI's primitive views have nonisolated
/// initializers, which the stand-in's, being plain structs, can't have.
@resultBuilder @MainActor
public struct ViewBuilder {
    /// Mirrors `static func buildExpression<Content>(_ content: Content) -> Content where Content: View`.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// Mirrors `static func buildBlock() -> EmptyView`.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// Mirrors `static func buildBlock<Content>(_ content: Content) -> Content where Content: View`.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Mirrors `static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content: View`.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView((repeat each content))
    }
    /// Mirrors `static func buildIf<Content>(_ content: Content?) -> Content? where Content: View`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
}

/// Mirrors `@frozen struct EmptyView`.
@frozen
public struct EmptyView: View {
    /// Mirrors `init()`.
    public init() {}
}

/// Mirrors `@frozen struct TupleView<T>`: what a `ViewBuilder` of several views makes.
@frozen
public struct TupleView<T>: View {
    /// Mirrors `var value: T`.
    public var value: T
    /// Mirrors `init(_ value: T)`.
    public init(_ value: T) { self.value = value }
}

/// Mirrors `@frozen struct Text`.
@frozen
public struct Text: View {
    @usableFromInline let content: String
    /// Mirrors `init<S>(_ content: S) where S: StringProtocol`.
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
}

/// Mirrors `struct ButtonRole`, with `static let destructive: ButtonRole`.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    /// Mirrors `static let destructive: ButtonRole`.
    public static let destructive = ButtonRole(name: "destructive")
}

/// Mirrors `struct Button<Label> where Label: View`.
/// The stand-in keeps nothing: it never draws or taps one.
public struct Button<Label: View>: View {}

extension Button where Label == Text {
    /// Mirrors `@preconcurrency nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol`.
    @preconcurrency
    public nonisolated init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        _ = (title, action)
    }

    /// Mirrors `@preconcurrency nonisolated init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S: StringProtocol`.
    @preconcurrency
    public nonisolated init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        _ = (title, role, action)
    }
}

/// Mirrors `@frozen struct HStack<Content> where Content: View`.
@frozen
public struct HStack<Content: View>: View {
    @usableFromInline let content: Content
    /// Mirrors `init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// Mirrors `@frozen struct VStack<Content> where Content: View`.
@frozen
public struct VStack<Content: View>: View {
    @usableFromInline let content: Content
    /// Mirrors `init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// Mirrors `@frozen struct Spacer`.
@frozen
public struct Spacer: View {
    /// Mirrors `init(minLength: CGFloat? = nil)`.
    public init() {}
}

/// Mirrors `struct ProgressView<Label, CurrentValueLabel> where Label: View, CurrentValueLabel: View`.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Mirrors `init()`: an indeterminate progress view.
    public init() {}
}

/// Mirrors `struct Stepper<Label> where Label: View`.
public struct Stepper<Label: View>: View {
    let label: Label
}

extension Stepper where Label == Text {
    /// Mirrors `init<S, V>(_ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where S: StringProtocol, V: Strideable`.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>) {
        self.label = Text(title)
        _ = value
    }
}

/// Mirrors `struct List<SelectionValue, Content> where SelectionValue: Hashable, Content: View`.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
}

extension List where SelectionValue == Never {
    /// Mirrors `init(@ViewBuilder content: () -> Content)`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// Mirrors `protocol DynamicViewContent: View`: a view of a collection's elements.
public protocol DynamicViewContent: View {
    /// Mirrors `associatedtype Data: Collection`.
    associatedtype Data: Collection
    /// Mirrors `var data: Self.Data { get }`.
    var data: Self.Data { get }
}

extension DynamicViewContent {
    /// Mirrors `func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent`.
    /// The stand-in's `IndexSet` is Foundation's; nothing here moves rows.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}

/// Mirrors `struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: DynamicViewContent {
    /// Mirrors `var data: Data`.
    public var data: Data
    let content: (Data.Element) -> Content
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// Mirrors `init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

/// Mirrors `nonisolated struct NavigationStack<Data, Root> where Root: View`.
public struct NavigationStack<Data, Root: View>: View {
    /// The stand-in's own: the stack's path binding, which a person's Back
    /// button or swipe writes (tests write it as they do).
    public let path: Binding<Data>
    /// The stand-in's own: the view under the pushed screens.
    public let root: Root

    /// Mirrors `nonisolated init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection,
    /// Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable`.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    {
        self.path = path
        self.root = root()
    }
}

extension NavigationStack where Data == [Never] {
    /// Mirrors `init(@ViewBuilder root: () -> Root) where Data == NavigationPath`; the
    /// stand-in has no `NavigationPath`, and its path is always empty.
    public init(@ViewBuilder root: () -> Root) {
        self.path = Binding(get: { [] }, set: { _ in })
        self.root = root()
    }
}

/// The stand-in's own: what a modifier returns, in place of SwiftUI's opaque results.
public struct ModifiedView<Content: View>: View {
    let content: Content
}

extension View {
    /// Mirrors `nonisolated func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View`.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        _ = content()
        return ModifiedView(content: self)
    }

    /// Mirrors `nonisolated func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View`.
    /// The view it returns is a ``SheetPresenting``: tests see what it
    /// presents, and dismiss it as a person does.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        SheetPresenter(item: item, onDismiss: onDismiss, content: content)
    }

    /// Mirrors `nonisolated func disabled(_ disabled: Bool) -> some View`.
    public func disabled(_ disabled: Bool) -> some View { ModifiedView(content: self) }
}

/// The stand-in's own: what a view with a sheet shows, for tests.
@MainActor
public protocol SheetPresenting {
    /// The sheet's content while the item is there: `content(item)`, else `nil`.
    var presented: (any View)? { get }

    /// What SwiftUI does when a person swipes the sheet away: writes `nil`
    /// to the item's binding, then calls `onDismiss`.
    func dismiss()
}

/// The view `sheet(item:onDismiss:content:)` returns.
struct SheetPresenter<Item: Identifiable, Content: View>: View, SheetPresenting {
    let item: Binding<Item?>
    let onDismiss: (() -> Void)?
    let content: (Item) -> Content

    var presented: (any View)? { item.wrappedValue.map(content) }

    func dismiss() {
        item.wrappedValue = nil
        onDismiss?()
    }
}
