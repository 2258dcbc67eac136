#!/usr/bin/env python3
"""The mutation fuzzer of modelgen (`make fuzz CASES=N`); see Docs/Schema.md.

Each case copies a schema set of the repository (Schemas/, the golden
fixtures, the diagnostic cases, the example package), mutates it (bytes,
lines, YAML, types, names, line breaks), maybe adds a file-system oddity
(FIFOs, links, unreadable files, files where folders belong, long and odd
names), and runs the release `modelgen` on it: generate with random flags,
check, lint. A finding is a crash, a hang (over 5 s, twice), peak memory over
1 GB, an exit status outside 0, 1, 2, 64, an error without a location, a
change on disk by a run that failed (or by check, lint or --dry-run), a
schema file that got no output, or a check that disagrees with the
generate before it. A sample of accepted mutants is typechecked against
ModelRuntime: those made by renaming a declaration must compile; the rest
may only fail at their YAML lines (a type or default written wrong).
"""
import argparse
import os
import random
import shutil
import stat
import sys
import time
from collections import Counter
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ in the repository
sys.path.insert(0, str(Path(__file__).parent))
from corpus import load_seeds  # noqa: E402
from mutations import mutate, rename_consistently  # noqa: E402
from oddities import Sandbox, add_oddity, output_path, schema_paths  # noqa: E402
from oracles import EXIT_STATUSES, MEMORY_LIMIT, run_modelgen, snapshot, describe_difference, unlocated_errors  # noqa: E402
from typecheck import Typechecker  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


class Fuzzer:
    def __init__(self, arguments):
        self.seed = arguments.seed
        self.rng = random.Random(arguments.seed)
        self.modelgen = str(ROOT / ".build/release/modelgen")
        self.work = ROOT / ".build/fuzz"
        self.findings_folder = self.work / "findings"
        shutil.rmtree(self.work, ignore_errors=True)
        self.findings_folder.mkdir(parents=True)
        os.chmod(self.work, 0o755)
        self.seeds = load_seeds(ROOT)
        self.typechecker = Typechecker(ROOT)
        self.stats = Counter()
        self.findings = Counter()
        self.examples = Counter()
        self.compile_every = arguments.compile_every

    # MARK: - Cases

    def run(self, cases: int):
        start = time.monotonic()
        self.check_seeds()
        for number in range(1, cases + 1):
            self.case(number)
            if number % 1000 == 0:
                print(f"{number} cases, {self.stats['runs']} runs, {sum(self.findings.values())} findings, "
                      f"{time.monotonic() - start:.0f} s", flush=True)
        self.report(cases, time.monotonic() - start)

    def check_seeds(self):
        """Generates and typechecks each seed as it is: the baseline the
        compile checks of its mutants rely on."""
        self.compiling_seeds = set()
        for name, files in self.seeds:
            sandbox = self.sandbox(files)
            result = run_modelgen(self.modelgen, ["generate", sandbox.schema_folder, "--output", "Out", "-q"], sandbox.root)
            if result.status == 0 and self.typechecker.check(sandbox.root / "Out").ok:
                self.compiling_seeds.add(name)
        print(f"{len(self.seeds)} seed sets, {len(self.compiling_seeds)} of them generate Swift that compiles", flush=True)

    def sandbox(self, files: dict[str, bytes]) -> Sandbox:
        root = self.work / "case"
        if root.exists():
            for folder, dirs, names in os.walk(root):
                os.chmod(folder, 0o755)
            shutil.rmtree(root)
        sandbox = Sandbox(root)
        for path, data in files.items():
            target = sandbox.schemas / path
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
        return sandbox

    def case(self, number: int):
        # Mostly sets that generate, whose mutants reach further; some of the
        # diagnostic cases, which are bad on purpose.
        valid = [seed for seed in self.seeds if seed[0] in self.compiling_seeds]
        seed_name, seed_files = self.rng.choice(valid if valid and self.rng.random() < 0.8 else self.seeds)
        files = dict(seed_files)
        renamed = self.rng.random() < 0.25
        if renamed:
            changes = [rename_consistently(self.rng, files) for _ in range(self.rng.choice([1, 1, 2]))]
        else:
            changes = mutate(self.rng, files)
        self.stats["cases renamed" if renamed else "cases mutated"] += 1
        try:
            sandbox = self.sandbox(files)
        except OSError as error:  # a mutation made a name the file system refuses
            self.stats["unwritable mutants"] += 1
            return
        if self.rng.random() < 0.3 and self.rng.random() < 0.5:
            self.prepare_output(sandbox)
        if self.rng.random() < 0.3:
            try:
                oddity = add_oddity(self.rng, sandbox)
            except OSError:
                oddity = None
            if oddity:
                changes.append(oddity)
                self.stats["oddities"] += 1
        if sandbox.as_nobody:
            for folder, dirs, names in os.walk(sandbox.root):
                if not os.path.islink(folder) and os.stat(folder).st_mode & 0o777 != 0o555:
                    os.chmod(folder, 0o777)
        context = f"case {number} from {seed_name}: " + "; ".join(str(c) for c in changes)
        for arguments in self.commands(sandbox):
            result = self.execute(sandbox, arguments, context)
            if result is None or result.status != 0 or arguments[0] != "generate" or "--dry-run" in arguments:
                continue
            self.after_generate(sandbox, arguments, context, strict=renamed and seed_name in self.compiling_seeds,
                                lenient=seed_name in self.compiling_seeds)

    def prepare_output(self, sandbox: Sandbox):
        """Output of the set before the mutation's oddities: stale files to replace or prune."""
        run_modelgen(self.modelgen, ["generate", sandbox.schema_folder, "--output", sandbox.output, "-q"], sandbox.root)

    def commands(self, sandbox: Sandbox) -> list[list[str]]:
        rng = self.rng
        folder, output = sandbox.schema_folder, sandbox.output
        generate = ["generate", folder, "--output", output]
        if rng.random() < 0.3:
            generate.append("--prune")
        elif rng.random() < 0.1:
            schemas = schema_paths(sandbox)
            generate += ["--only", rng.choice(schemas) if schemas else "Missing.yaml"]
        if rng.random() < 0.15:
            generate.append("--dry-run")
        if rng.random() < 0.1:
            generate += ["--access", rng.choice(["public", "package", "internal"])]
        if rng.random() < 0.2:
            generate.append(rng.choice(["-q", "-v", "--absolute-paths"]))
        check = ["check", folder, "--output", output]
        lint = ["lint", folder]
        return rng.choice([[generate], [generate, check], [check, generate], [lint, generate], [check]])

    # MARK: - Oracles

    def execute(self, sandbox: Sandbox, arguments: list[str], context: str):
        before = snapshot(sandbox.root)
        result = run_modelgen(self.modelgen, arguments, sandbox.root, sandbox.as_nobody)
        after = snapshot(sandbox.root)
        self.stats["runs"] += 1
        command = " ".join(arguments)
        if result.status is None:
            # A busy machine (a build beside the fuzzer) can stall any run
            # for seconds; a real hang (a FIFO opened, a loop) happens again.
            again = run_modelgen(self.modelgen, arguments, sandbox.root, sandbox.as_nobody)
            if again.status is None:
                self.finding("hang", f"{command} ran over 5 s, twice", context, sandbox, again)
            else:
                self.stats["runs over 5 s that didn't repeat"] += 1
            return None
        if result.status < 0:
            self.finding("crash", f"{command} died with signal {-result.status}", context, sandbox, result)
            return None
        if result.status not in EXIT_STATUSES or (result.status == 2 and arguments[0] != "check"):
            self.finding("exit status", f"{command} exited {result.status}", context, sandbox, result)
        if result.peak_memory > MEMORY_LIMIT:
            self.finding("memory", f"{command} peaked at {result.peak_memory >> 20} MB", context, sandbox, result)
        for line in unlocated_errors(result.stderr):
            self.finding("unlocated error", line, context, sandbox, result)
        if result.status != 0 and "error:" not in result.stderr and result.status != 2:
            self.finding("silent failure", f"{command} exited {result.status} without an error", context, sandbox, result)
        writes = arguments[0] == "generate" and "--dry-run" not in arguments and result.status == 0
        if not writes and before != after:
            self.finding("write after error", f"{command} (status {result.status}) changed {describe_difference(before, after)}",
                         context, sandbox, result)
        self.stats[f"{arguments[0]} exit {result.status}"] += 1
        return result

    def after_generate(self, sandbox: Sandbox, arguments: list[str], context: str, strict: bool, lenient: bool):
        out = sandbox.root / sandbox.output
        schemas = schema_paths(sandbox)
        expected = [arguments[arguments.index("--only") + 1]] if "--only" in arguments else schemas
        for schema in expected:
            if not (out / output_path(schema)).is_file():
                self.finding("missing output", f"{schema} got no {output_path(schema)}", context, sandbox, None)
        for folder, dirs, names in os.walk(out):
            for name in names:
                if name.startswith(".modelgen-"):
                    self.finding("temporary file left", name, context, sandbox, None)
        check = ["check", sandbox.schema_folder, "--output", sandbox.output]
        if "--only" in arguments:
            check += ["--only", arguments[arguments.index("--only") + 1]]
        for option in ("--access",):
            if option in arguments:
                check += [option, arguments[arguments.index(option) + 1]]
        if "--absolute-paths" in arguments:
            check.append("--absolute-paths")
        if "--prune" in arguments or "--only" in arguments:
            result = self.execute(sandbox, check, context)
            if result is not None and result.status != 0:
                self.finding("check disagrees", f"check exited {result.status} after generate", context, sandbox, result)
        self.stats["accepted mutants"] += 1
        every = max(1, self.compile_every // 8) if strict else self.compile_every
        sample = (strict or lenient) and self.rng.randrange(every) == 0
        if sample and "--only" not in arguments:
            # What this run generated, not what else the folder holds.
            self.typecheck(out, [output_path(schema) for schema in schemas], strict, context, sandbox)

    def typecheck(self, out: Path, paths: list[str], strict: bool, context: str, sandbox: Sandbox):
        result = self.typechecker.check(out, paths)
        self.stats["typechecked (renamed)" if strict else "typechecked (other)"] += 1
        if result.crashed:
            self.finding("compiler crash", result.summary, context, sandbox, None)
        elif strict and not result.ok:
            self.finding("renamed set doesn't compile", result.summary, context, sandbox, None)
        elif not result.ok and not result.errors_in_schemas:
            self.finding("compile error at a generated line", result.summary, context, sandbox, None)

    def finding(self, kind: str, message: str, context: str, sandbox: Sandbox, result):
        signature = (kind, message[:80])
        self.findings[kind] += 1
        self.examples[signature] += 1
        if self.examples[signature] > 2:
            return
        folder = self.findings_folder / f"{kind.replace(' ', '-')}-{sum(self.findings.values())}"
        shutil.copytree(sandbox.root, folder / "case", symlinks=True, ignore_dangling_symlinks=True,
                        ignore=lambda d, names: [n for n in names if stat.S_ISFIFO(os.lstat(os.path.join(d, n)).st_mode)])
        report = f"{kind}: {message}\n{context}\n"
        if result is not None:
            report += f"command: {' '.join(result.arguments)}\nstatus: {result.status}\nstderr:\n{result.stderr}"
        (folder / "finding.txt").write_text(report)
        print(f"FINDING {kind}: {message}\n  {context}\n  saved in {folder}", flush=True)

    def report(self, cases: int, seconds: float):
        print(f"\nseed {self.seed}: {cases} cases, {self.stats['runs']} runs of modelgen in {seconds:.0f} s")
        for key, value in sorted(self.stats.items()):
            print(f"  {key}: {value}")
        total = sum(self.findings.values())
        print(f"{total} findings" + "".join(f"\n  {kind}: {count}" for kind, count in self.findings.most_common()))
        if total:
            print(f"reproducers in {self.findings_folder}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=int(time.time()))
    parser.add_argument("--compile-every", type=int, default=40,
                        help="typecheck one in this many accepted mutants (eight times as many renamed ones)")
    arguments = parser.parse_args()
    print(f"seed {arguments.seed}", flush=True)
    fuzzer = Fuzzer(arguments)
    fuzzer.run(arguments.cases)
    sys.exit(1 if sum(fuzzer.findings.values()) else 0)


if __name__ == "__main__":
    main()
