// A test-only stand-in for SwiftUI's `App`, `Scene` and `WindowGroup`, with
// the signatures of Apple's SwiftUI reference
// (developer.apple.com/documentation/swiftui/app, …/scene, …/windowgroup).
// Nothing here runs an app. See View.swift.

/// Mirrors `SwiftUI.App`: `@MainActor @preconcurrency protocol App`.
@MainActor @preconcurrency
public protocol App {
    /// Mirrors `associatedtype Body: Scene`.
    associatedtype Body: Scene
    /// Mirrors `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    /// Mirrors `@MainActor @preconcurrency init()`.
    @MainActor @preconcurrency init()
}

/// Mirrors `SwiftUI.Scene`: `@MainActor @preconcurrency protocol Scene`.
@MainActor @preconcurrency
public protocol Scene {
    /// Mirrors `associatedtype Body: Scene`.
    associatedtype Body: Scene
    /// Mirrors `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Mirrors `extension Never: Scene`.
extension Never: Scene {}

/// Mirrors `@resultBuilder struct SceneBuilder`.
@resultBuilder
public struct SceneBuilder {
    /// Mirrors `static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene`.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// Mirrors `struct WindowGroup<Content> where Content: View`.
public struct WindowGroup<Content: View>: Scene {
    /// Mirrors `nonisolated init(@ViewBuilder content: () -> Content)`. The
    /// stand-in keeps nothing: it never shows the window.
    public nonisolated init(@ViewBuilder content: () -> Content) {}

    /// Never called: SwiftUI draws a window group itself.
    public var body: Never { fatalError("WindowGroup is drawn by SwiftUI, and has no body") }
}
