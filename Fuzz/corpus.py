"""The fuzzer's seeds, every schema set of the repository, and the names
and types its mutations put into them."""
from pathlib import Path

SCHEMA_SUFFIXES = (".yaml", ".yml")


def load_seeds(root: Path) -> list[tuple[str, dict[str, bytes]]]:
    """Every schema set of the repository, as (name, {relative path: bytes}):
    the sets under Schemas/, the golden fixtures' inputs, the diagnostic
    cases (bad on purpose) and the example package's sets."""
    folders: list[Path] = []
    folders += sorted(p for p in (root / "Schemas").iterdir() if p.is_dir())
    folders += sorted(p / "input" for p in (root / "Tests/ModelGenTests/Fixtures").iterdir() if (p / "input").is_dir())
    folders += sorted(p for p in (root / "Tests/ModelSchemaTests/Diagnostics").iterdir() if p.is_dir())
    for parent in ("Examples/PluginDemo/Schemas", "Examples/PluginDemo/Sources"):
        base = root / parent
        if base.is_dir():
            folders += sorted(p for p in base.iterdir() if p.is_dir() and any(p.glob("*.yaml")))
    seeds = []
    for folder in folders:
        files = {
            str(path.relative_to(folder)): path.read_bytes()
            for path in sorted(folder.rglob("*"))
            if path.is_file() and path.name.endswith(SCHEMA_SUFFIXES)
        }
        if files:
            seeds.append((str(folder.relative_to(root)), files))
    return seeds


KEYWORDS = """associatedtype borrowing class consuming deinit enum extension fileprivate func import init inout
internal let nonisolated open operator package precedencegroup private protocol public rethrows static struct
subscript typealias var break case catch continue default defer do else fallthrough for guard if in repeat
return switch throw where while Any as await false is nil self Self super throws true try _""".split()

CONTEXTUAL_KEYWORDS = """associativity async convenience didSet dynamic final get indirect infix lazy left
mutating none nonmutating optional override postfix precedence prefix Protocol required right set some Type
unowned weak willSet any actor macro each consume copy discard isolated sending then distributed unsafe
__owned _read _modify yield""".split()

GENERATED_MEMBERS = """_State _Constants _Callbacks _Defaults Event ID node id CodingKeys unimplemented
testValue liveValue description customMirror customDumpMirror onActivate hash hashValue encode value0 visitor
transform newValue context preference undoSystem""".split()

LIBRARY_NAMES = """Int String Bool Double Never Void Optional Array Dictionary Set Result Error Sendable
Hashable Codable Equatable Identifiable Observable Date URL UUID Swift Foundation Model ModelContext
ModelProperty ModelChildProperty AnyModelProperty ModelConstant ModelContainer ModelVisitor ModelTransform
ModelNode ContextKeys ContextStorage PreferenceKeys PreferenceStorage DependencyKey TestDependencyKey
DependencyValues Dependencies ModelRuntime IssueReporting IdentifiedCollections IdentifiedArrayOf min max""".split()

# Scalars at the ends of the identifier tables, inside and just outside,
# and a few that are trouble elsewhere (line breaks, bidi, joiners).
EDGE_SCALARS = [
    0xA8, 0xA9, 0xB5, 0xB6, 0x2FF, 0x300, 0x345, 0x36F, 0x370, 0x167F, 0x1680, 0x180E, 0x1DBF, 0x1DC0,
    0x200B, 0x200D, 0x200E, 0x2028, 0x2029, 0x202A, 0x202E, 0x2054, 0x20D0, 0x20FF, 0x2E2F, 0x2E80,
    0x3000, 0x3004, 0xD7FF, 0xE000, 0xFE20, 0xFE47, 0xFFF8, 0xFFF9, 0xFFFD, 0x10000, 0x1F600, 0xEFFFD,
    0x85, 0x130, 0x1C5,
]
UNICODE_NAMES = [chr(c) + "Name" for c in EDGE_SCALARS] + ["Name" + chr(c) for c in EDGE_SCALARS]

NAMES = KEYWORDS + CONTEXTUAL_KEYWORDS + GENERATED_MEMBERS + LIBRARY_NAMES + UNICODE_NAMES + [
    "a", "A", "x1", "_x", "Ünïcödé", "名前", "2fast", "my-name", "a b", "a$b", "", "a" * 300,
]

TYPES = [
    "Int", "String?", "[Int]", "[String: Int]", "IdentifiedArrayOf<X>", "(Int) -> Void", "() async throws -> Int",
    "@Sendable (Int, String) -> Bool", "any Error", "some Sequence", "Int!", "[[Int]]", "(Int, label: String)",
    "Swift.Int", "Foundation.Date", "Result<Int, any Error>", "((((Int))))", "[" * 70 + "Int" + "]" * 70,
    "Never", "Void", "()", "X<", "X>", "(", ")", "->", "@Sendable Int", "Int?" * 30,
]

DEFAULTS = ["0", "\"\"", "[]", "[:]", "nil", ".init()", "1 + 2", "\"x\"", "{ }", "Int.max", "#line"]

# Text put into scalars: line breaks of every kind, controls, quotes.
SPECIAL_TEXT = [
    "\r", "\r\n", "\u0085", "\u2028", "\u2029", "\t", "\u000b", "\u000c", "\\0", "\\r", "\\L", "\\P",
    "\\N", "\"", "'", "\\", "#", ": ", "- ", "*/", "///", "\ufeff", "\u202e", "\x7f",
]
