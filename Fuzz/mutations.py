"""Mutations of schema files: bytes, lines, YAML, types, names, line breaks.

Every mutation takes a random generator and a schema set ({path: bytes})
and changes the set in place, returning a short description."""
import random
import re

from corpus import DEFAULTS, NAMES, SPECIAL_TEXT, TYPES

# Keys of the schema language, which a rename must leave alone.
SCHEMA_KEYS = set("""models containers values clients events context preferences imports doc module access output
state children constants callbacks dependencies id dependencyKey type default set tracked generic cases fields
conformances key endpoints unimplemented propagation reduce internal package public true false environment local
sum min max or and append Model""".split())

IDENTIFIER = re.compile(r"(?<![\w$])([A-Za-z_][\w]*)(?![\w$])")
KEY_LINE = re.compile(r"^(\s*)([A-Za-z_][\w]*)\s*:", re.M)


def pick_file(rng: random.Random, files: dict[str, bytes]) -> str:
    return rng.choice(sorted(files))


def quote_if_needed(name: str) -> str:
    """A name as a YAML scalar: plain when that reads back the same, else
    double-quoted, with what YAML doesn't allow in a file escaped."""
    if re.fullmatch(r"[A-Za-z_][\w]*", name, re.A) and name not in ("true", "false", "null", "yes", "no", "on", "off"):
        return name
    return '"' + "".join(yaml_character(c) for c in name.replace("\\", "\\\\").replace('"', '\\"')) + '"'


def yaml_character(c: str) -> str:
    code = ord(c)
    printable = (0x20 <= code < 0x7F or 0xA0 <= code <= 0xD7FF and c not in "\u2028\u2029"
                 or 0xE000 <= code <= 0xFFFD or code >= 0x10000)
    return c if printable else "\\U%08X" % code


# MARK: - Byte and line mutations


def flip_byte(rng, files):
    path = pick_file(rng, files)
    data = bytearray(files[path])
    if not data:
        return "flip: empty"
    index = rng.randrange(len(data))
    data[index] = rng.randrange(256)
    files[path] = bytes(data)
    return f"byte {index} of {path}"


def insert_bytes(rng, files):
    path = pick_file(rng, files)
    data = files[path]
    index = rng.randrange(len(data) + 1)
    chunk = rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00", b"\t", b"\r", b"\xef\xbb\xbf", b"\x01", b"\xc2\x85",
                        b"\xe2\x80\xa8", b"{", b"[", b"&a ", b"*a", b"!!str ", b"<<: ", b"---\n", b"? ", b"%YAML 1.1\n"])
    files[path] = data[:index] + chunk + data[index:]
    return f"insert {chunk!r} in {path}"


def delete_range(rng, files):
    path = pick_file(rng, files)
    data = files[path]
    if not data:
        return "delete: empty"
    start = rng.randrange(len(data))
    end = min(len(data), start + rng.choice([1, 2, 5, 20, 200]))
    files[path] = data[:start] + data[end:]
    return f"delete {start}..{end} of {path}"


def truncate(rng, files):
    path = pick_file(rng, files)
    data = files[path]
    files[path] = data[: rng.randrange(len(data) + 1)]
    return f"truncate {path}"


def line_mutation(rng, files):
    path = pick_file(rng, files)
    lines = files[path].split(b"\n")
    if not lines:
        return "lines: empty"
    i = rng.randrange(len(lines))
    j = rng.randrange(len(lines))
    kind = rng.choice(["delete", "duplicate", "swap", "indent", "dedent", "tab", "move"])
    if kind == "delete":
        del lines[i]
    elif kind == "duplicate":
        lines.insert(j, lines[i])
    elif kind == "swap":
        lines[i], lines[j] = lines[j], lines[i]
    elif kind == "indent":
        lines[i] = b"  " + lines[i]
    elif kind == "dedent":
        lines[i] = lines[i][2:] if lines[i].startswith(b"  ") else lines[i]
    elif kind == "tab":
        lines[i] = b"\t" + lines[i]
    else:
        lines.insert(j, lines.pop(i))
    files[path] = b"\n".join(lines)
    return f"{kind} line {i} of {path}"


def line_breaks(rng, files):
    """Replaces line breaks with CR, CRLF, NEL, LS or PS."""
    path = pick_file(rng, files)
    new = rng.choice([b"\r", b"\r\n", b"\xc2\x85", b"\xe2\x80\xa8", b"\xe2\x80\xa9"])
    data = files[path]
    if rng.random() < 0.5:
        files[path] = data.replace(b"\n", new)
        return f"all line breaks {new!r} in {path}"
    positions = [m.start() for m in re.finditer(b"\n", data)]
    if not positions:
        return "line breaks: none"
    p = rng.choice(positions)
    files[path] = data[:p] + new + data[p + 1:]
    return f"one line break {new!r} in {path}"


# MARK: - Schema-aware mutations


def replace_identifier(rng, files):
    """Puts a name from the pool where an identifier was, once."""
    path = pick_file(rng, files)
    text = files[path].decode("utf-8", "replace")
    matches = list(IDENTIFIER.finditer(text))
    if not matches:
        return "identifier: none"
    match = rng.choice(matches)
    name = rng.choice(NAMES)
    files[path] = (text[: match.start()] + quote_if_needed(name) + text[match.end():]).encode()
    return f"identifier {match.group(1)!r} -> {name!r} in {path}"


def insert_special_text(rng, files):
    path = pick_file(rng, files)
    text = files[path].decode("utf-8", "replace")
    special = rng.choice(SPECIAL_TEXT)
    lines = text.split("\n")
    i = rng.randrange(len(lines))
    if rng.random() < 0.5:
        # Into a doc, double-quoted so YAML's escapes apply.
        indent = re.match(r"\s*", lines[i]).group(0)
        lines.insert(i, f'{indent}doc: "before{special}after"')
    else:
        position = rng.randrange(len(lines[i]) + 1)
        lines[i] = lines[i][:position] + special + lines[i][position:]
    files[path] = "\n".join(lines).encode()
    return f"special {special!r} in {path}"


def replace_type(rng, files):
    """Puts a type from the pool where a value after ': ' was."""
    path = pick_file(rng, files)
    text = files[path].decode("utf-8", "replace")
    matches = list(re.finditer(r": ([^\n{}]+)$", text, re.M))
    if not matches:
        return "type: none"
    match = rng.choice(matches)
    names = [m.group(2) for m in KEY_LINE.finditer(text)] or ["X"]
    kind = rng.choice(TYPES).replace("X", rng.choice(names))
    value = kind if rng.random() < 0.3 else quote_if_needed(kind)
    if rng.random() < 0.3:
        value = quote_if_needed(kind + " = " + rng.choice(DEFAULTS))
    files[path] = (text[: match.start(1)] + value + text[match.end(1):]).encode()
    return f"type {kind!r} in {path}"


def recursive_value(rng, files):
    """Adds a value or container enum that holds itself, with and without indirection."""
    path = pick_file(rng, files)
    name = rng.choice(["Tree", "Node", "Expr", "List"])
    other = rng.choice(["Leaf", name])
    form = rng.choice([
        f"values:\n  {name}:\n    cases: [leaf, \"node({name}, {name})\", \"pair(left: {name}?, right: [{name}])\"]\n",
        f"values:\n  {name}:\n    cases: [\"a({other}Other)\"]\n  {other}Other:\n    cases: [\"b({name})\"]\n",
        f"containers:\n  {name}:\n    cases:\n      end: ~\n      more: \"({name}, {other})\"\n",
        f"values:\n  {name}:\n    next: {name}?\n",
    ])
    files[path] = files[path] + b"\n" + form.encode()
    return f"recursive {name} in {path}"


def add_section(rng, files):
    """Adds a key and value the schema language knows somewhere."""
    path = pick_file(rng, files)
    text = files[path].decode("utf-8", "replace")
    lines = text.split("\n")
    i = rng.randrange(len(lines) + 1)
    indent = " " * rng.choice([0, 2, 4, 6])
    name = quote_if_needed(rng.choice(NAMES))
    snippet = rng.choice([
        f"{indent}state: {{ {name}: Int = 0 }}",
        f"{indent}{name}: {quote_if_needed(rng.choice(TYPES))}",
        f"{indent}events: [{name}]",
        f"{indent}id: {name}",
        f"{indent}dependencies: [{name}]",
        f"{indent}key: {name}",
        f"{indent}access: {rng.choice(['public', 'package', 'internal', 'private', 'open'])}",
        f"{indent}dependencyKey: true",
        f"{indent}callbacks: {{ {name}: (Int) }}",
        f"{indent}endpoints: {{ {name}: () -> Void }}",
        f"{indent}doc: {quote_if_needed(rng.choice(SPECIAL_TEXT) * 2)}",
    ])
    lines.insert(i, snippet)
    files[path] = "\n".join(lines).encode()
    return f"section {snippet.strip()!r} in {path}"


def add_file(rng, files):
    """Adds a schema file, empty, copied, or with an odd name."""
    name = rng.choice(["New.yaml", "Sub/Deep/New.yml", "modelgen.yaml", "class.yaml", "Ünï.yaml", "a b.yaml",
                       "New.YAML", "x.yaml.yaml", "L" * 240 + ".yaml"])
    files[name] = rng.choice([b"", b"models: {}\n", files[pick_file(rng, files)]])
    return f"file {name[:40]}"


DEPENDENCIES_LINE = re.compile(r"^(\s*)(?:- )?dependencies:[ \t]*(.*)$")
DEPENDENCY_ENTRY = re.compile(r"^\s*(?:- )?[\"']?([A-Za-z_]\w*)[\"']?\s*:\s*(.*?)\s*$")


def typed_dependency_names(text: str) -> set[str]:
    """The names of `name: Type` dependencies: unless Type is a client or a
    dependencyKey model of the set, the name is the `DependencyValues`
    member the dependency reads, declared outside the set, so a rename
    would make it name nothing."""
    names = set()
    lines = text.splitlines()
    for index, line in enumerate(lines):
        match = DEPENDENCIES_LINE.match(line)
        if not match:
            continue
        indent, rest = len(match.group(1)), match.group(2).strip()
        if rest:  # a flow list or mapping on the line: [a, b: T] or { a: ~, b: T }
            entries = rest.strip("[]{} ").split(",")
        else:     # a block mapping or list below it, indented further
            entries = []
            for below in lines[index + 1:]:
                if below.strip() and len(below) - len(below.lstrip()) <= indent:
                    break
                entries.append(below)
        for entry in entries:
            typed = DEPENDENCY_ENTRY.match(entry)
            if typed and typed.group(2) not in ("", "~", "null"):
                names.add(typed.group(1))
    return names


def rename_consistently(rng, files):
    """Renames a declared name everywhere to a fresh one from the pool: the
    set stays what it was, so if modelgen accepts it, it must compile."""
    text = {path: data.decode("utf-8", "replace") for path, data in files.items()}
    # Defaults and placeholders are Swift the schema writes: a rename to a
    # keyword would need backticks there, which no generator can add.
    in_expressions = {m.group(1) for t in text.values() for line in t.splitlines()
                      if "=" in line or re.match(r"\s*(default|unimplemented):", line)
                      for m in IDENTIFIER.finditer(line.split("=", 1)[-1] if "=" in line else line)}
    external = {name for t in text.values() for name in typed_dependency_names(t)}
    keys = sorted({m.group(2) for t in text.values() for m in KEY_LINE.finditer(t)} - SCHEMA_KEYS - in_expressions - external)
    if not keys:
        return None
    old = rng.choice(keys)
    words = {m.group(1) for t in text.values() for m in IDENTIFIER.finditer(t)}
    fresh = [n for n in NAMES if n not in words]
    new = rng.choice(fresh)
    pattern = re.compile(r"(?<![\w$])" + re.escape(old) + r"(?![\w$])")
    # A key, a list item or a whole value is quoted; in a longer scalar
    # (a type such as "[Old]") the name goes in as it is.
    whole = re.compile(r"^(\s*(?:- )?)" + re.escape(old) + r"(\s*:)|(:\s|- )" + re.escape(old) + r"\s*$", re.M)
    for path, t in text.items():
        t = whole.sub(lambda m: (m.group(1) + quote_if_needed(new) + m.group(2)) if m.group(1) is not None
                      else m.group(3) + quote_if_needed(new), t)
        files[path] = pattern.sub(new, t).encode()
    return f"rename {old!r} -> {new!r}"


MUTATIONS = [
    (flip_byte, 2), (insert_bytes, 3), (delete_range, 2), (truncate, 1), (line_mutation, 4), (line_breaks, 2),
    (replace_identifier, 6), (insert_special_text, 3), (replace_type, 4), (recursive_value, 2), (add_section, 4),
    (add_file, 1),
]


def mutate(rng: random.Random, files: dict[str, bytes]) -> list[str]:
    """One to three random mutations."""
    done = []
    for _ in range(rng.choice([1, 1, 2, 3])):
        mutation = rng.choices([m for m, _ in MUTATIONS], weights=[w for _, w in MUTATIONS])[0]
        done.append(mutation(rng, files))
    return done
