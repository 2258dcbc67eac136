import Testing

@testable import ModelSchema

/// The key table (``MappingKind``) against the parser, the direction the
/// parser's own assertion doesn't cover: every key the table lists, which
/// editors are offered through the JSON Schema, is one the parser reads.
@Suite("MappingKind's key table")
struct KeyTableTests {
    /// A set with a mapping of every kind, every long form written out.
    static let everyKindOfMapping = """
        doc: Every kind of mapping the schema language has.
        imports: [Foundation]
        models:
          App:
            doc: The app.
            access: public
            id: key
            dependencyKey: false
            constants:
              key: String
            state:
              count:
                type: Int
                default: 0
                doc: A count.
                set: internal
                tracked: true
                persisted: { file: count.json, error: failure }
              failure: PersistenceError?
            children:
              rows: "[Row]"
              slot: Slot<Row>
            callbacks:
              done:
                type: (Int)
                doc: Called when done.
            dependencies:
              clock:
                type: Clock
                doc: The clock.
            events: [tapped]
            nested:
              models:
                Inner: {}
              containers:
                Route:
                  conformances: [Hashable]
                  cases: { home: ~ }
              values:
                Tab: { cases: [first] }
              events:
                Signal: [pinged]
          Row: { conformances: [Codable] }
        containers:
          Slot:
            doc: A slot.
            access: public
            generic: [Item: Model]
            fields: { item: Item }
        values:
          Point:
            doc: A point.
            access: public
            conformances: [Codable]
            fields: { x: { type: Int, renamedFrom: across } }
        clients:
          Clock:
            doc: A clock.
            access: public
            key: clock
            endpoints:
              now:
                type: () -> Int
                unimplemented: "0"
                doc: The time.
        events:
          Shared:
            doc: Events several models send.
            access: public
            cases: [ping]
        context:
          theme:
            type: String
            default: '"light"'
            propagation: environment
            doc: The theme.
        preferences:
          total:
            type: Int
            default: 0
            reduce: sum
            doc: A total.
        """

    static let config = """
        module: App
        access: public
        imports: [Foundation]
        output: Generated
        """

    @Test func theParserReadsEveryKeyOfTheTable() {
        let keysRead = KeysRead()
        let result = MappingReader.$keysRead.withValue(keysRead) {
            compile(["App.yaml": Self.everyKindOfMapping], config: Self.config)
        }
        #expect(rendered(result.diagnostics) == [])
        for kind in MappingKind.allCases {
            #expect(!keysRead[kind].isEmpty, "the set has no mapping of kind \(kind)")
            let unread = Set(kind.keyNames).subtracting(keysRead[kind])
            #expect(unread.isEmpty, "the table lists \(unread.sorted()) for \(kind), which the parser never reads")
        }
    }
}
