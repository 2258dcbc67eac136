import Testing
@testable import ModelSchema

@Suite("NameTable")
struct NameTableTests {
    let table: NameTable = ["Kind": "a kind", "_State": "the state", "ID": "an identity"]

    @Test func findsAnASCIINameByItsBytes() {
        #expect(table["Kind"] == "a kind")
        #expect(table["_State"] == "the state")
        #expect(table["ID"] == "an identity")
    }

    @Test func missesNamesItDoesNotList() {
        #expect(table["kind"] == nil)
        #expect(table["Kin"] == nil)
        #expect(table["Kinds"] == nil)
        #expect(table[""] == nil)
        #expect(table["Kïnd"] == nil)
    }

    /// A name that is not ASCII is compared as Swift compares strings: the
    /// Kelvin sign (U+212A) is a K.
    @Test func findsANameEqualAsAStringSpelledOtherwise() {
        #expect(table["\u{212A}ind"] == "a kind")
    }

    @Test func keepsTheNamesAFilterPasses() {
        let filtered = table.filter { $0.hasPrefix("_") }
        #expect(filtered["_State"] == "the state")
        #expect(filtered["Kind"] == nil)
    }
}
