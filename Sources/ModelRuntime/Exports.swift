// What generated code and the behaviour written next to it use, without
// importing more than ModelRuntime: DependencyValues and dependency keys,
// IdentifiedArrayOf, and `unimplemented` for client test values.
@_exported import Dependencies
@_exported import IdentifiedCollections
@_exported import IssueReporting
