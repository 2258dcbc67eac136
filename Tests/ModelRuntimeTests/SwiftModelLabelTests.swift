import ModelRuntime
import Testing

@testable import Showcase

/// SwiftModel's labels, kept beside ours: `withAnchor(withDependencies:)`,
/// `returningAnchor(withDependencies:)`, `onCancel(perform:)`, and
/// `PrintTextOutputStream` as a printer.
@Suite struct SwiftModelLabelTests {
    @Test func withAnchorWithDependenciesOverridesThem() async throws {
        let parent = Parent().withAnchor(withDependencies: { $0.numberClient.fact = { "\($0) by SwiftModel's label" } })
        parent.list.append(.make())
        #expect(try await parent.list[0].numberClient.fact(1) == "1 by SwiftModel's label")
    }

    @Test func returningAnchorGivesTheAnchorThatKeepsTheHierarchy() async throws {
        let log = Log()
        do {
            let (counter, anchor) = Counter.make().returningAnchor(withDependencies: {
                $0.numberClient.fact = { "\($0)" }
            })
            counter.node.onCancel(perform: { log.append("cancelled") })
            #expect(try await counter.numberClient.fact(2) == "2")
            #expect(anchor.model.modelID == counter.modelID)
            #expect(log.all == [])
        }
        #expect(log.all == ["cancelled"])
    }

    @Test func printTextOutputStreamIsAPrinterTheDebugOptionsTake() {
        let options = DebugOptions(printer: PrintTextOutputStream())
        #expect(options.printer is PrintTextOutputStream)
    }
}
