// A test-only stand-in for the part of SwiftUI's `View` that presents from
// a binding, with the signatures of Apple's SwiftUI reference
// (developer.apple.com/documentation/swiftui/view). See Binding.swift.

/// Mirrors `SwiftUI.View`, `@MainActor @preconcurrency protocol View`,
/// without its `body` requirement and main-actor isolation: the tests'
/// views return what they show, and build views in nonisolated tests too.
public protocol View {}

/// Mirrors `SwiftUI.ViewBuilder`, `@resultBuilder struct ViewBuilder`, for
/// one view: what a sheet's `content` closure returns.
@resultBuilder
public struct ViewBuilder {
    /// Mirrors `ViewBuilder.buildBlock(_:)`: `static func buildBlock<Content>(_ content: Content) -> Content where Content : View`.
    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }
}

extension View {
    /// Mirrors `View.sheet(item:onDismiss:content:)`:
    /// `nonisolated func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    /// @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View`.
    /// The view it returns is a ``SheetPresenting``: tests see what it
    /// presents, and dismiss it as a person does.
    public nonisolated func sheet<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        SheetPresenter(item: item, onDismiss: onDismiss, content: content)
    }
}

/// The stand-in's own: what a view with a sheet shows, for tests.
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

/// Mirrors `SwiftUI.NavigationStack`:
/// `nonisolated struct NavigationStack<Data, Root> where Root : View`.
public struct NavigationStack<Data, Root: View>: View {
    /// The stand-in's own: the stack's path binding, which a person's Back
    /// button or swipe writes (tests write it as they do).
    public let path: Binding<Data>
    /// The stand-in's own: the view under the pushed screens.
    public let root: Root

    /// Mirrors `NavigationStack.init(path:root:)`:
    /// `nonisolated init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data : MutableCollection,
    /// Data : RandomAccessCollection, Data : RangeReplaceableCollection, Data.Element : Hashable`.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    {
        self.path = path
        self.root = root()
    }
}
