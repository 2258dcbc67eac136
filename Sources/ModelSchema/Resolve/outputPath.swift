// The one rule that names a schema's generated file. The build plugin can't
// import a library, so Plugins/ModelGenPlugin/outputPath.swift is a symbolic
// link to this file: the plugin compiles the same rule (OutputPathTests pins
// it). Keep it to the standard library.

/// The generated file's path for a schema file: `Rows/Row.yaml` is `Rows/Row.swift`.
func outputPath(forSchema path: String) -> String {
    for suffix in [".yaml", ".yml"] where path.hasSuffix(suffix) {
        return String(path.dropLast(suffix.count)) + ".swift"
    }
    return path + ".swift"
}
