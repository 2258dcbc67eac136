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
