/// The modules generated code names declarations through (`Swift.Sendable`,
/// `ModelRuntime.Model`, `Dependencies.DependencyValues`,
/// `IssueReporting.unimplemented`), so that a schema's own `Model` or
/// `Sendable` can't take their place.
public let reservedModuleNames: Set<String> = ["Swift", "ModelRuntime", "Dependencies", "IssueReporting"]

/// Names nothing in a schema may have, type or member, with the reason.
let reservedNames: NameTable = {
    var names = [
        "self": "Swift reads '.self' as the value itself, not a member",
        "Self": "Swift's 'Self' is the type a declaration is in, which generated code calls it",
    ]
    for module in reservedModuleNames {
        names[module] =
            "generated code names the declarations of the module '\(module)' through it ('\(module).…'), and a type or member of this name would take its place"
    }
    return NameTable(names)
}()

/// Type names no declaration of a schema may have, with the reason.
let reservedTypeNames: NameTable = [
    "Any": "'Any' is Swift's type of any value, and a type of that name couldn't be told from it",
    "Void": "every callback and endpoint without a result returns 'Void', and a type of that name would take its place",
]

/// The types every generated model declares or inherits inside itself: a
/// type of the set with one of these names can't be named from inside a
/// model, where the name means the model's own.
let modelScopeTypeNames: NameTable = [
    "_State": "the model's stored state",
    "_Constants": "the model's constants",
    "_Callbacks": "the model's callbacks",
    "_Defaults": "the model's defaults",
    "Event": "the model's own events",
    "ID": "the type of the model's identity",
]

/// The types a generated value declares inside itself: `CodingKeys`, which
/// Swift writes for a `Codable` value, and the defaults.
let valueScopeTypeNames: NameTable = [
    "CodingKeys": "the keys Swift writes for a Codable value",
    "_Defaults": "the value's defaults",
]

/// The generic parameter of `Optional`, whose extension holds the case
/// accessors of an optional enum (`destination.edit`): a case's payload
/// there can't name a type of the set called `Wrapped`.
let optionalScopeTypeNames: NameTable = [
    "Wrapped": "the type the optional wraps"
]
