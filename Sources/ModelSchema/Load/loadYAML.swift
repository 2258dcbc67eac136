// libyaml: compiled from source as Yams' `CYaml` on Apple platforms (and
// with MODELGEN_LIBYAML=source), the system library `CYAML` elsewhere.
#if canImport(CYaml)
    import CYaml
#else
    import CYAML
#endif

/// Reads one YAML file into a ``YAMLDocument`` with libyaml's event API.
///
/// Stops with errors, and no tree, for bytes that aren't UTF-8, YAML syntax
/// errors (tabs used to indent called out by name), an empty file, more than one
/// document, duplicate or non-scalar keys, merge keys, aliases without an
/// anchor, and aliases that would expand past ``YAMLTreeBuilder/aliasNodeLimit``
/// nodes.
///
/// - Parameters:
///   - bytes: The file's contents.
///   - file: The path to print in diagnostics and store in locations.
public func loadYAML(_ bytes: [UInt8], file: String) -> Diagnosed<YAMLDocument?> {
    let start = SourceLocation(file: file, line: 1, column: 1)
    if let bad = findInvalidUTF8(in: bytes) {
        let hex = String(bytes[bad], radix: 16, uppercase: true)
        return Diagnosed(
            nil,
            diagnostics: [
                .error(
                    "byte 0x\(hex) is not UTF-8; save the file as UTF-8",
                    at: sourceLocation(ofByte: bad, in: bytes, file: file))
            ])
    }
    let empty = Diagnostic.error("the file is empty; expected a YAML mapping", at: start)
    // libyaml asserts on a null buffer, which an empty array may hand out.
    guard !bytes.isEmpty else { return Diagnosed(nil, diagnostics: [empty]) }
    let loaded = bytes.withUnsafeBufferPointer { buffer in
        var parser = yaml_parser_t()
        yaml_parser_initialize(&parser)
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        return readEvents(of: &parser, file: file, bytes: bytes)
    }
    guard loaded.diagnostics.isEmpty else { return Diagnosed(nil, diagnostics: loaded.diagnostics) }
    guard let document = loaded.value, !document.isNull(document.root) else {
        return Diagnosed(nil, diagnostics: [empty])
    }
    return Diagnosed(document)
}

/// Feeds every event of the parser's stream to a ``YAMLTreeBuilder``, stopping
/// at the first error that leaves nothing sensible to read after it.
private func readEvents(of parser: inout yaml_parser_t, file: String, bytes: [UInt8]) -> Diagnosed<YAMLDocument?> {
    var builder = YAMLTreeBuilder(file: file, size: bytes.count)
    var documents = 0
    func position(_ mark: yaml_mark_t) -> (line: Int, column: Int) {
        (mark.line + 1, mark.column + 1)
    }
    while true {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) == 1 else {
            return Diagnosed(
                nil, diagnostics: builder.diagnostics + [describeYAMLError(parser, file: file, bytes: bytes)])
        }
        defer { yaml_event_delete(&event) }
        let here = position(event.start_mark)
        do {
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return Diagnosed(builder.hasRoot ? builder.document : nil, diagnostics: builder.diagnostics)
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    return Diagnosed(
                        nil,
                        diagnostics: builder.diagnostics + [
                            .error(
                                "a second YAML document starts here; a schema file holds one document",
                                at: SourceLocation(file: file, line: here.line, column: here.column))
                        ])
                }
            case YAML_SCALAR_EVENT:
                let data = event.data.scalar
                builder.scalar(
                    UnsafeBufferPointer(start: data.value, count: data.length), style: YAMLScalarStyle(data.style),
                    tag: string(data.tag), anchor: string(data.anchor), from: here, to: position(event.end_mark))
            case YAML_SEQUENCE_START_EVENT:
                let data = event.data.sequence_start
                try builder.startCollection(
                    isMapping: false, style: data.style == YAML_FLOW_SEQUENCE_STYLE ? .flow : .block,
                    anchor: string(data.anchor), at: here)
            case YAML_MAPPING_START_EVENT:
                let data = event.data.mapping_start
                try builder.startCollection(
                    isMapping: true, style: data.style == YAML_FLOW_MAPPING_STYLE ? .flow : .block,
                    anchor: string(data.anchor), at: here)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                builder.endCollection()
            case YAML_ALIAS_EVENT:
                try builder.alias(string(event.data.alias.anchor) ?? "", at: here)
            default:
                break
            }
        } catch {
            return Diagnosed(nil, diagnostics: builder.diagnostics + [error.diagnostic])
        }
    }
}

/// A libyaml string (anchor, tag), or `nil` when absent.
private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    pointer.map { String(cString: $0) }
}

extension YAMLScalarStyle {
    /// The style libyaml reports.
    init(_ style: yaml_scalar_style_t) {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: self = .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: self = .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: self = .literal
        case YAML_FOLDED_SCALAR_STYLE: self = .folded
        default: self = .plain
        }
    }
}
