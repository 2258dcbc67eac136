import Foundation
import Testing

@testable import modelgen

/// How modelgen shows a path: relative to an anchor folder inside it,
/// absolute elsewhere or without an anchor (`--absolute-paths`).
@Suite("Paths as modelgen shows them")
struct DisplayPathTests {
    private let anchor = URL(fileURLWithPath: "/work/App")

    @Test func insideTheAnchorIsRelativeToIt() {
        let path = DisplayPath(URL(fileURLWithPath: "/work/App/Schemas/./Main/../App/App.yaml"), relativeTo: anchor)
        #expect(path.description == "Schemas/App/App.yaml")
        #expect(DisplayPath(anchor, relativeTo: anchor).description == ".")
    }

    @Test func elsewhereOrWithoutAnAnchorIsAbsolute() {
        #expect(
            DisplayPath(URL(fileURLWithPath: "/work/AppKit/x.yaml"), relativeTo: anchor).description
                == "/work/AppKit/x.yaml")
        #expect(DisplayPath(URL(fileURLWithPath: "/work/x.yaml"), relativeTo: anchor).description == "/work/x.yaml")
        #expect(DisplayPath(anchor.appendingPathComponent("x.yaml"), relativeTo: nil).description == "/work/App/x.yaml")
    }

    @Test func aFileInAFolderHasNoLeadingDot() {
        #expect(DisplayPath(".").appending("App.yaml").description == "App.yaml")
        #expect(DisplayPath("Schemas/App").appending("Rows/Row.yaml").description == "Schemas/App/Rows/Row.yaml")
    }
}
