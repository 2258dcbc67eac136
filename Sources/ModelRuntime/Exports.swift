// What generated code and the behaviour written next to it use, without
// importing more than ModelRuntime: DependencyValues and dependency keys,
// IdentifiedArrayOf (with the IdentifiedCollections trait, on by default),
// and `unimplemented` for client test values.
@_exported import Dependencies
@_exported import IssueReporting

#if IdentifiedCollections
    @_exported import IdentifiedCollections
#endif
