import Foundation
import ModelGen
import ModelGraph
import ModelSchema

/// Rewrites the diagram blocks of Markdown files (``DiagramBlock``) with the
/// diagrams their markers ask for; with `check`, writes nothing and fails
/// with a diff when one is out of date.
///
/// Every file is read and every diagram drawn before anything is written, so
/// an error anywhere (a bad marker, schema errors, an unknown root) writes
/// nothing. Files are written as `generate` writes: only when they change,
/// through a temporary file and a rename, all of them in one transaction, so
/// a write that fails midway undoes the files written before it.
///
/// - Throws: An errors failure for errors, a stale-output failure when
///   `check` finds a diagram out of date.
func updateMarkdownDiagrams(_ paths: [String], check: Bool, jobs: Int, console: Console) throws(CommandFailure) {
    var drawer = MarkdownDiagramDrawer(console: console, jobs: jobs)
    var plans: [OutputPlan] = []
    var failed = false
    var count = 0
    var seen: Set<String> = []
    for path in paths {
        let url = CommandEnvironment.current.url(forPath: path)
        // A file named twice (`README.md ./README.md`, or a shell glob) is one
        // file: rewritten once, and once in the transaction.
        guard seen.insert(url.path).inserted else { continue }
        let text: String
        do {
            text = String(decoding: try readRegularFile(RawPath(url.path)), as: UTF8.self)
        } catch {
            throw CommandFailure.errors("'\(console.path(url))' \(error.message)")
        }
        let found = findDiagramBlocks(in: text, file: console.path(url).description)
        console.report(found.diagnostics)
        guard !found.diagnostics.containsErrors else {
            failed = true
            continue
        }
        if found.value.isEmpty { console.detail("no diagrams in \(console.path(url))") }
        let diagrams = found.value.map { drawer.diagram(for: $0, in: url) }
        guard !diagrams.contains(nil) else {
            failed = true
            continue
        }
        count += diagrams.count
        let updated = replaceDiagramBlocks(in: text, found.value, with: diagrams.compactMap { $0 })
        plans.append(
            OutputPlan(
                files: [GeneratedFile(path: url.lastPathComponent, contents: updated)], schemaPaths: [:],
                folder: url.deletingLastPathComponent(), lookingForLeftovers: false, jobs: 1, console: console))
    }
    if failed {
        throw CommandFailure.errors("diagrams can't be drawn; nothing was written")
    }
    let stale = plans.flatMap(\.writes)
    if check {
        for entry in stale {
            console.output(
                unifiedDiff(
                    old: String(decoding: entry.current ?? Data(), as: UTF8.self),
                    new: String(decoding: entry.wanted ?? Data(), as: UTF8.self),
                    oldPath: entry.displayPath, newPath: entry.displayPath))
        }
        guard stale.isEmpty else {
            throw CommandFailure.staleOutput(
                "\(stale.count) Markdown file\(stale.count == 1 ? " has" : "s have") out-of-date diagrams; rewrite with 'modelgen graph --markdown <file>...'"
            )
        }
    } else {
        try applyOutputPlans(plans, prune: false, dryRun: false, console: console)
    }
    if stale.isEmpty || check { console.info("\(count) diagram\(count == 1 ? " is" : "s are") up to date") }
}

/// Draws the diagram a Markdown block's marker asks for, compiling each
/// schema folder once however many diagrams show it.
private struct MarkdownDiagramDrawer {
    let console: Console
    /// How many files of a schema folder to compile at once.
    let jobs: Int
    private var sets: [String: ResolvedSchemaSet] = [:]
    private var failedSets: Set<String> = []

    init(console: Console, jobs: Int) {
        self.console = console
        self.jobs = jobs
    }

    /// The block's new contents; `nil` after reporting why there are none.
    mutating func diagram(for block: DiagramBlock, in markdown: URL) -> String? {
        let marker: DiagramMarker
        do {
            marker = try DiagramMarker(
                block.arguments.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init))
        } catch {
            report("diagram marker '\(block.arguments)': \(error.message)", at: block)
            return nil
        }
        let folder = markdown.deletingLastPathComponent()
        let base = findPackageRoot(of: folder) ?? folder
        let schemaFolder = CommandEnvironment.current.url(forPath: marker.schemaFolder, relativeTo: base)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: schemaFolder.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            report(
                "no schema folder '\(marker.schemaFolder)' in '\(console.path(base))'; a diagram marker names it relative to the package that holds the file",
                at: block)
            return nil
        }
        guard let set = compile(schemaFolder) else { return nil }
        let format = marker.diagram.format ?? .mermaid
        do {
            return fencedDiagram(format.render(try translateGraph(set, root: marker.diagram.root)), format: format)
        } catch {
            report("\(error)", at: block)
            return nil
        }
    }

    /// The folder's resolved set, or `nil` when it has errors (reported once).
    private mutating func compile(_ folder: URL) -> ResolvedSchemaSet? {
        if let set = sets[folder.path] { return set }
        guard !failedSets.contains(folder.path) else { return nil }
        do {
            let set = try compileSchemaFolder(folder.path, access: nil, jobs: jobs, console: console)
            sets[folder.path] = set
            return set
        } catch {
            // The set fails its diagrams, not the run (which goes on to report
            // every bad diagram), so its failure is printed here.
            console.error(error.message)
            failedSets.insert(folder.path)
            return nil
        }
    }

    private func report(_ message: String, at block: DiagramBlock) {
        console.report([.error(message, at: block.location)])
    }
}

/// The arguments of a diagram marker: `Schemas/CounterFact --root AppModel`.
private struct DiagramMarker {
    /// What a marker may hold: a schema folder and the diagram's options.
    static let spec = CommandSpec(
        name: "graph", abstract: "A diagram kept in a Markdown file.",
        arguments: [SchemaFolderArgument.argument], options: DiagramOptions.options)

    var schemaFolder: String
    var diagram: DiagramOptions

    /// The marker's words, read as `spec` says.
    init(_ words: [String]) throws(CommandLineError) {
        let arguments = try ParsedArguments(words, for: Self.spec)
        schemaFolder = arguments.positionals[0]
        diagram = try DiagramOptions(arguments, spec: Self.spec)
    }
}
