/// The documentation of a generated declaration: the schema's `doc:`, or
/// when the schema gives none, `fallback`, which says what the declaration
/// is for. Every public declaration a package builds has a doc comment
/// (swift-format's `AllPublicDeclarationsHaveDocumentation`), generated ones too.
func schemaDoc(_ doc: String?, else fallback: @autoclosure () -> String) -> String {
    doc ?? fallback()
}
