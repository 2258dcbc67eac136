import Testing
@testable import ModelSchema

/// `compileSchemaSet(_:jobs:)` loads and parses files on several threads and
/// must report exactly what it reports on one.
@Suite("compiling on several threads")
struct CompileConcurrentlyTests {
    /// What goes wrong in a file of ``manyFiles(_:)``.
    enum Fault {
        /// YAML that doesn't load, which stops resolution.
        case unloadable
        /// An unknown key, a malformed type: the parser's errors.
        case unknownKey, malformedType
        /// A child of a model that doesn't exist, a value declared in two
        /// files: the resolver's errors.
        case missingChild, declaredTwice
    }

    /// 48 files of 10 models each, the models of each file holding those of
    /// the next, in four folders; `faults` says what is wrong in which file.
    static func manyFiles(_ faults: [Int: Fault] = [:]) -> SchemaSetInput {
        let count = 48
        let files = (0..<count).map { file in
            var text = "models:\n"
            for model in 0..<10 {
                text += """
                      Model\(file)x\(model):
                        doc: Model \(model) of file \(file).
                        state:
                          title: String = "Model \(model)"
                          count: Int = \(model)

                    """
                if model == 1, faults[file] == .malformedType { text += "      bad: \"[Int\"\n" }
                text += "    children:\n      next: Model\((file + 1) % count)x\(model)?\n"
                if model == 2, faults[file] == .missingChild { text += "      lost: Missing\(file)?\n" }
                text += "    events: [tapped]\n"
                if model == 3, faults[file] == .unknownKey { text += "    colour: red\n" }
            }
            switch faults[file] {
            case .unloadable: text += "values:\n  Broken: { size: Int\n"
            case .declaredTwice: text += "values:\n  Twice:\n    size: Int\n"
            default: break
            }
            let path = "Group\(file % 4)/File\(file).yaml"
            return SchemaSource(path: path, displayPath: "Schemas/Many/" + path, contents: Array(text.utf8))
        }
        return SchemaSetInput(root: "Schemas/Many", files: files)
    }

    static let faultsOfEachStage: [[Int: Fault]] = [
        [3: .unknownKey, 11: .malformedType, 19: .unloadable, 27: .unknownKey, 40: .unloadable, 47: .malformedType],
        [
            3: .missingChild, 11: .unknownKey, 19: .declaredTwice, 27: .malformedType, 35: .declaredTwice,
            46: .missingChild,
        ],
    ]

    // Diagnostics are sorted by place at the end, so this holds whatever order
    // the threads finish in; that results keep their files' order is pinned
    // by MapConcurrentlyTests and GenerateConcurrentlyTests.
    @Test(arguments: faultsOfEachStage)
    func reportsWhatOneThreadReports(faults: [Int: Fault]) {
        let input = Self.manyFiles(faults)
        let sequential = compileSchemaSet(input, jobs: 1)
        #expect(sequential.value == nil)
        // A value declared twice is an error at the second file with a note at the first.
        let files = Set(sequential.diagnostics.flatMap { [$0] + $0.notes }.compactMap { $0.location?.file })
        #expect(files == Set(faults.keys.map { "Schemas/Many/Group\($0 % 4)/File\($0).yaml" }))
        for jobs in [2, 3, 8] {
            let concurrent = compileSchemaSet(input, jobs: jobs, minimumConcurrentBytes: 0)
            #expect(rendered(concurrent.diagnostics) == rendered(sequential.diagnostics), "jobs: \(jobs)")
            #expect(concurrent.diagnostics == sequential.diagnostics)
        }
    }

    @Test func resolvesTheSameSet() throws {
        let input = Self.manyFiles()
        let sequential = try #require(compileSchemaSet(input, jobs: 1).value)
        let concurrent = try #require(compileSchemaSet(input, jobs: 4, minimumConcurrentBytes: 0).value)
        #expect(concurrent.files.map(\.path) == sequential.files.map(\.path))
        #expect(concurrent.files.map(\.declarations.count) == sequential.files.map(\.declarations.count))
        #expect(Array(concurrent.declarations.map(\.name)) == Array(sequential.declarations.map(\.name)))
    }

    /// The parser's lookups are recorded through a task-local value, which
    /// the threads that parse don't see unless it is taken along.
    @Test func keysReadOnOtherThreadsAreRecorded() {
        let keysRead = KeysRead()
        _ = MappingReader.$keysRead.withValue(keysRead) {
            compileSchemaSet(Self.manyFiles(), jobs: 4, minimumConcurrentBytes: 0)
        }
        #expect(keysRead[.model].contains("children"))
        #expect(keysRead[.model].contains("events"))
    }
}
