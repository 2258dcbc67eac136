import Testing

@testable import ModelSchema

/// Resolution lists a model's members once, in schema order, and numbers
/// the tracked ones: the generated init, storage and property descriptors
/// follow that list, and the runtime keeps tracked properties by index.
@Suite("Resolving a model's members")
struct ResolveMembersTests {
    @Test func listsMembersInSchemaOrderWithTheirIndexes() throws {
        let set = try compileClean(
            """
            models:
              Row: {}
              App:
                callbacks: { onDone: () }
                state:
                  title: String = ""
                  draft: { type: String, default: '""', tracked: false }
                  count: Int = 0
                children: { rows: "[Row]", selected: Row? }
                constants: { key: Int }
                dependencies: [{ now: Date }]
            """)
        let members = try #require(set.model(named: "App")).members
        #expect(
            members.map(describe) == [
                "onDone: callback",
                "title: state, index 0",
                "draft: state, untracked",
                "count: state, index 1",
                "rows: child, index 2, childIndex 0",
                "selected: child, index 3, childIndex 1",
                "key: constant",
                "now: dependency",
            ])
    }

    @Test func ordersBySchemaLineNotBySection() throws {
        let set = try compileClean(
            """
            models:
              Row: {}
              App:
                children: { row: Row? }
                constants: { key: Int }
                state: { count: Int = 0 }
            """)
        let members = try #require(set.model(named: "App")).members
        #expect(
            members.map(describe) == ["row: child, index 0, childIndex 0", "key: constant", "count: state, index 1"])
    }

    @Test func reportsMembersDeclaredTwice() {
        let result = compile([testFile: "models:\n  M:\n    state: { count: Int }\n    constants: { count: Int }\n"])
        #expect(
            rendered(result.diagnostics) == [
                "Test.yaml:4:18: error: 'count' is declared twice in model 'M'\nTest.yaml:3:14: note: 'count' is first declared here"
            ])
    }

    /// A model with many members is checked through a dictionary rather
    /// than member by member: the same errors, each noted at the first.
    @Test func reportsMembersDeclaredTwiceAmongMany() {
        let state = (0..<20).map { "s\($0): Int" }.joined(separator: ", ")
        let result = compile([
            testFile: "models:\n  M:\n    state: { \(state) }\n    constants: { s3: Int }\n    callbacks: { s19: () }\n"
        ])
        #expect(
            rendered(result.diagnostics) == [
                "Test.yaml:4:18: error: 's3' is declared twice in model 'M'\nTest.yaml:3:41: note: 's3' is first declared here",
                "Test.yaml:5:18: error: 's19' is declared twice in model 'M'\nTest.yaml:3:194: note: 's19' is first declared here",
            ])
    }

    private func describe(_ member: ResolvedMember) -> String {
        let kind: String
        switch member.kind {
        case .state(_, let index?): kind = "state, index \(index)"
        case .state(_, nil): kind = "state, untracked"
        case .child(_, let index, let childIndex): kind = "child, index \(index), childIndex \(childIndex)"
        case .constant: kind = "constant"
        case .callback: kind = "callback"
        case .dependency: kind = "dependency"
        }
        return "\(member.name.value): \(kind)"
    }
}
