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

public struct XcodePluginContext {
    public let xcodeProject: XcodeProject
    public let pluginWorkDirectoryURL: URL
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError("a stand-in for type-checking only") }
}

public struct XcodeProject {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    public let directoryURL: URL
    public let targets: [XcodeTarget]
}

public struct XcodeTarget {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    public let inputFiles: FileList
}

public protocol XcodeBuildToolPlugin: Plugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

public protocol XcodeCommandPlugin: Plugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
