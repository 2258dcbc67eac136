"""Typechecking generated Swift against the release build of ModelRuntime."""
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

ERROR = re.compile(r"^(.+?):(\d+):(\d+): error: (.*)$", re.M)


@dataclass
class TypecheckResult:
    ok: bool
    crashed: bool
    errors_in_schemas: bool   # some error points at a YAML line (#sourceLocation)
    summary: str


class Typechecker:
    def __init__(self, root: Path):
        self.root = root
        build = root / ".build/release"
        self.flags = [
            "-typecheck", "-wmo", "-swift-version", "6", "-warnings-as-errors", "-package-name", "GeneratedCode",
            "-I", str(build / "Modules"),
            "-Xcc", f"-fmodule-map-file={build / 'CModelRuntime.build/module.modulemap'}",
            "-Xcc", "-I", "-Xcc", str(root / "Sources/CModelRuntime/include"),
        ]

    def check(self, output: Path, paths: list[str] | None = None) -> TypecheckResult:
        """Typechecks the generated files `paths` under `output` (by default
        every regular .swift file there) together, as one module, from the
        folder above it (where modelgen ran, which the paths in
        #sourceLocation are relative to)."""
        if paths is None:
            files = sorted(str(p) for p in output.rglob("*.swift") if p.is_file() and not p.is_symlink())
        else:
            files = [str(output / p) for p in paths]
        if not files:
            return TypecheckResult(True, False, False, "")
        try:
            process = subprocess.run(["swiftc"] + self.flags + files, capture_output=True, timeout=300,
                                     cwd=output.parent)
        except subprocess.TimeoutExpired:
            return TypecheckResult(False, True, False, "swiftc ran over 300 s")
        output_text = (process.stdout + process.stderr).decode("utf-8", "replace")
        crashed = process.returncode < 0 or "failed to produce diagnostic" in output_text \
            or "Please submit a bug report" in output_text
        errors = ERROR.findall(output_text)
        in_schemas = any(file.endswith((".yaml", ".yml")) for file, _, _, _ in errors)
        summary = "; ".join(f"{Path(f).name}:{line}: {message}" for f, line, _, message in errors[:3])
        return TypecheckResult(process.returncode == 0, crashed, in_schemas, summary or output_text[-300:])
