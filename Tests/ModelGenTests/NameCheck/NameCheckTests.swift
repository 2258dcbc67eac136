import Foundation
import ModelGen
import ModelSchema
import TestSupport
import Testing

/// A property of the generator over names: every name of every class
/// (keywords, contextual keywords, generated members, library names,
/// Unicode edges), in every place a schema names something, is either
/// rejected with an error at the line that writes it, or generates Swift
/// that typechecks against ModelRuntime.
///
/// `make test` runs a sample: the names that have broken generated code
/// before, and a few more of each class, chosen anew each run (set
/// `NAMECHECK_SEED` to repeat a run), all in one compile. The names of a
/// type place can be declared once per module, so the sample spreads them
/// over the type places, a different way each run. `NAMECHECK_FULL=1`
/// tries every name in every place instead, in eight compiles and about
/// two minutes.
@Suite(.serialized, .enabled(if: SwiftCompiler.package != nil, "needs the package's debug build (swift build)"))
struct NameCheckTests {
    let compiler = SwiftCompiler.package!

    /// Names every place must accept, so the check can't pass by rejecting
    /// everything: a lower-case and an upper-case one, of the place's own
    /// when they are types, which are declared once in a module.
    static func plainNames(for place: NamePlace) -> [String] {
        place.isTypeName ? ["plain\(place.prefix)", "Other\(place.prefix)"] : ["plainName", "PlainName"]
    }

    /// How many names of each class the sample adds to the notorious ones.
    static let sampledPerClass = 3

    /// How many of those a place that declares something per name tries.
    static let sampledPerHeavyPlace = 20

    @Test func sampledNamesInEveryPlace() async throws {
        let seed =
            ProcessInfo.processInfo.environment["NAMECHECK_SEED"].flatMap(UInt64.init) ?? .random(in: 1...UInt64.max)
        var random = SplitMix64(seed: seed)
        var names: [String: [String]] = [:]
        for place in NamePlace.memberPlaces {
            var tried =
                (NameClass.notorious
                + NameClass.allCases.flatMap {
                    $0.names.sample(Self.sampledPerClass, using: &random)
                }).uniqued()
            // A declaration per name: a share of them, another each run.
            if place.declaresPerName { tried = tried.sample(Self.sampledPerHeavyPlace, using: &random) }
            names[place.fileName] = Self.plainNames(for: place) + tried
        }
        // Each type name once in the module: the notorious names and the
        // sample, shuffled, dealt out to the type places.
        var typeNames = Array(
            Set(
                NameClass.notorious
                    + NameClass.allCases.flatMap {
                        $0.names.sample(Self.sampledPerClass * NamePlace.typePlaces.count, using: &random)
                    })
        ).sorted()
        typeNames.shuffle(using: &random)
        for (index, place) in NamePlace.typePlaces.enumerated() {
            let dealt = typeNames.enumerated().filter { $0.offset % NamePlace.typePlaces.count == index }.map(\.element)
            names[place.fileName] = Self.plainNames(for: place) + dealt
        }
        try await check(NamePlace.all, names: names, run: "NAMECHECK_SEED=\(seed)")
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["NAMECHECK_FULL"] == "1"))
    func everyNameInEveryPlace() async throws {
        func every(_ place: NamePlace) -> [String] { (Self.plainNames(for: place) + NameClass.everyName).uniqued() }
        let members = Dictionary(uniqueKeysWithValues: NamePlace.memberPlaces.map { ($0.fileName, every($0)) })
        try await check(NamePlace.memberPlaces, names: members, run: "NAMECHECK_FULL=1")
        for place in NamePlace.typePlaces {
            try await check([place], names: [place.fileName: every(place)], run: "NAMECHECK_FULL=1")
        }
    }

    /// Checks `places` with their `names`, in one compile.
    private func check(_ places: [NamePlace], names: [String: [String]], run: String) async throws {
        var names = names
        // Rejections first: each must point at a line that writes the name.
        let (firstTry, writers) = compile(places, names: names)
        var rejected: [String: Set<Int>] = [:]
        for diagnostic in firstTry.diagnostics where diagnostic.severity == .error {
            guard let location = diagnostic.location, let writer = writers[location.file],
                let index = writer.name(onLine: location.line)
            else {
                Issue.record("an error no name explains (\(run)): \(diagnostic)")
                continue
            }
            rejected[location.file, default: []].insert(index)
        }
        for place in places {
            let placeNames = names[place.fileName]!
            let refused = rejected[place.fileName] ?? []
            #expect(
                !refused.contains(0) && !refused.contains(1),
                "\(place) must accept \(Self.plainNames(for: place)) (\(run))")
            names[place.fileName] = placeNames.enumerated().filter { !refused.contains($0.offset) }.map(\.element)
        }
        // The rest must be accepted together and compile.
        let (accepted, _) = compile(places, names: names)
        let set = try #require(
            accepted.value,
            "accepted names fail together (\(run)):\n\(accepted.diagnostics.map(\.description).joined(separator: "\n"))"
        )
        let files = Dictionary(uniqueKeysWithValues: generateSwift(for: set).map { ($0.path, $0.contents) })
        let (status, output) = try await compiler.typecheck(files)
        let errors = output.split(separator: "\n").filter { $0.contains("error:") }.prefix(60)
        #expect(status == 0, "accepted names don't compile (\(run)):\n\(errors.joined(separator: "\n"))")
    }

    /// Compiles the places' schemas, each with its names, beside the support file.
    private func compile(
        _ places: [NamePlace], names: [String: [String]]
    ) -> (result: Diagnosed<ResolvedSchemaSet?>, writers: [String: SchemaWriter]) {
        var sources = [
            SchemaSource(path: "Support.yaml", displayPath: "Support.yaml", contents: Array(NamePlace.support.utf8))
        ]
        var writers: [String: SchemaWriter] = [:]
        for place in places {
            var writer = SchemaWriter()
            place.write(names[place.fileName]!, place.prefix, &writer)
            writers[place.fileName] = writer
            sources.append(
                SchemaSource(path: place.fileName, displayPath: place.fileName, contents: Array(writer.text.utf8)))
        }
        return (compileSchemaSet(SchemaSetInput(root: ".", files: sources)), writers)
    }
}

extension Array {
    /// `count` elements chosen at random, without repeats.
    func sample(_ count: Int, using random: inout some RandomNumberGenerator) -> [Element] {
        Array(shuffled(using: &random).prefix(count))
    }
}

extension Array where Element: Hashable {
    /// The elements without repeats, in their first order: a name written
    /// twice in a mapping is a duplicate key, which stops the file loading.
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
