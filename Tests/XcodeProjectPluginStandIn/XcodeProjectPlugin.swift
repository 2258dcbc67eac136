// A stand-in for Xcode's XcodeProjectPlugin module, which exists only in
// Xcode, so that `make check-xcode-plugins` type-checks the plugins'
// `#if canImport(XcodeProjectPlugin)` code here. It declares only what the
// plugins use, with the signatures of Xcode's interface:
//  - XcodeProjectPlugin.swiftinterface of Xcode 14.1: XcodeProject {id,
//    displayName, targets}, XcodeTarget {id, displayName, inputFiles: FileList},
//    XcodePluginContext, XcodeBuildToolPlugin and XcodeCommandPlugin, whose
//    requirements are synchronous and `throws`;
//  - the URL-based members of Xcode 16 and later, as the plugins of
//    swift-openapi-generator and others use them: XcodePluginContext's
//    pluginWorkDirectoryURL and tool(named:), XcodeProject's directoryURL.
// It is compiled by that check only; no target depends on it.
import Foundation
import PackagePlugin

/// Xcode's `XcodePluginContext`: what a plugin run in an Xcode project gets.
public struct XcodePluginContext {
    /// The project the plugin runs in.
    public let xcodeProject: XcodeProject
    /// A folder the plugin may write to.
    public let pluginWorkDirectoryURL: URL
    /// The tool a plugin runs, such as `modelgen`.
    public func tool(named name: String) throws -> PluginContext.Tool {
        fatalError("a stand-in for type-checking only")
    }
}

/// Xcode's `XcodeProject`: an Xcode project.
public struct XcodeProject {
    /// What identifies a project.
    public typealias ID = String
    /// The project's identifier.
    public let id: ID
    /// The project's name.
    public let displayName: String
    /// The folder that holds the `.xcodeproj`.
    public let directoryURL: URL
    /// The project's targets.
    public let targets: [XcodeTarget]
}

/// Xcode's `XcodeTarget`: a target of an Xcode project.
public struct XcodeTarget {
    /// What identifies a target.
    public typealias ID = String
    /// The target's identifier.
    public let id: ID
    /// The target's name.
    public let displayName: String
    /// The files the target builds from.
    public let inputFiles: FileList
}

/// Xcode's `XcodeBuildToolPlugin`: a build tool plugin applied to an Xcode target.
public protocol XcodeBuildToolPlugin: Plugin {
    /// The commands that run before the target builds.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// Xcode's `XcodeCommandPlugin`: a command plugin run on an Xcode project.
public protocol XcodeCommandPlugin: Plugin {
    /// Runs the command with the arguments Xcode passes.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
