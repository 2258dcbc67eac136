/// The declarations of the runtime, of Dependencies and IssueReporting, and
/// of the standard library that generated code names, qualified by their
/// module.
///
/// A schema set may declare types called `Model`, `Sendable` or `Event`, and
/// the module the generated code compiles into may too: an unqualified name
/// would find theirs. The module's name says at a glance where each comes
/// from; the modules themselves are reserved names (see
/// ``reservedModuleNames``).
enum LibraryName {
    static let model = "ModelRuntime.Model"
    static let modelContext = "ModelRuntime.ModelContext"
    static let modelProperty = "ModelRuntime.ModelProperty"
    static let modelChildProperty = "ModelRuntime.ModelChildProperty"
    static let modelConstant = "ModelRuntime.ModelConstant"
    static let anyModelProperty = "ModelRuntime.AnyModelProperty"
    static let modelContainer = "ModelRuntime.ModelContainer"
    static let modelVisitor = "ModelRuntime.ModelVisitor"
    static let modelTransform = "ModelRuntime.ModelTransform"
    static let contextKeys = "ModelRuntime.ContextKeys"
    static let contextStorage = "ModelRuntime.ContextStorage"
    static let preferenceKeys = "ModelRuntime.PreferenceKeys"
    static let preferenceStorage = "ModelRuntime.PreferenceStorage"
    static let dependencyKey = "Dependencies.DependencyKey"
    static let testDependencyKey = "Dependencies.TestDependencyKey"
    static let dependencyValues = "Dependencies.DependencyValues"
    static let unimplemented = "IssueReporting.unimplemented"
    static let sendable = "Swift.Sendable"
    static let hashable = "Swift.Hashable"
    static let codable = "Swift.Codable"
    static let equatable = "Swift.Equatable"
    static let min = "Swift.min"
    static let max = "Swift.max"
}
