"""Running modelgen in a sandbox, and the rules every run must keep."""
import hashlib
import os
import re
import resource
import signal
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

TIME_LIMIT = 5.0            # seconds: longer is a hang
MEMORY_LIMIT = 1 << 30      # bytes of peak resident memory: more is a finding
ADDRESS_SPACE_CAP = 6 << 30  # what a run may map at all, so a runaway can't hurt the machine
EXIT_STATUSES = {0, 1, 2, 64}

LOCATED = re.compile(r"^.+:\d+:\d+: (error|warning|note): ")
# Errors about the run or the output folder, which have no schema line.
RUN_LEVEL = [
    re.compile(p) for p in (
        r"^error: \d+ errors? in .+; nothing was written$",
        r"^error: \d+ problems? with the output folder .+; nothing was written$",
        r"^error: can't write (in )?'.+",
        r"^error: '.+' (can't be read|is .+, not a regular file)",
        r"^error: can't list the files in '.+",
        r"^error: \d+ generated files? (is|are) out of date; run 'modelgen generate( --prune)?'$",
        r"^error: no schema file '.+' in .+",
        r"^error: no output folder: .+",
    )
]


@dataclass
class Run:
    arguments: list[str]
    status: int | None      # None: killed after TIME_LIMIT
    stdout: str
    stderr: str
    seconds: float
    peak_memory: int        # bytes


def run_modelgen(modelgen: str, arguments: list[str], cwd: Path, as_nobody: bool = False) -> Run:
    """Runs modelgen in `cwd` under GNU time, which reports its peak memory."""
    usage = cwd.parent / (cwd.name + ".time")
    command = [modelgen] + arguments
    if as_nobody:
        command = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"] + command
    command = ["/usr/bin/time", "-f", "%M", "-o", str(usage)] + command

    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_SPACE_CAP, ADDRESS_SPACE_CAP))
        os.setsid()

    start = time.monotonic()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               stdin=subprocess.DEVNULL, preexec_fn=limit)
    try:
        stdout, stderr = process.communicate(timeout=TIME_LIMIT)
        status = process.returncode
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        stdout, stderr = process.communicate()
        status = None
    seconds = time.monotonic() - start
    try:
        report = usage.read_text()
        peak = int(report.split()[-1]) * 1024
        if "terminated by signal" in report:
            status = -int(re.search(r"signal (\d+)", report).group(1))
    except (OSError, ValueError, IndexError, AttributeError):
        peak = 0  # killed before time could write it
    return Run(arguments, status, stdout.decode("utf-8", "replace"), stderr.decode("utf-8", "replace"), seconds, peak)


def snapshot(root: Path) -> dict[bytes, tuple]:
    """Every entry under root, by raw path: its kind, and for files their
    size, modification time and a hash; never opening anything else."""
    result = {}
    for folder, dirs, files in os.walk(os.fsencode(root), followlinks=False):
        for name in dirs + files:
            path = os.path.join(folder, name)
            info = os.lstat(path)
            if os.path.islink(path):
                result[path] = ("link", os.readlink(path))
            elif os.path.isdir(path) and not os.path.islink(path):
                result[path] = ("dir", info.st_mode & 0o7777)
            elif (info.st_mode & 0o170000) == 0o100000:
                try:
                    digest = hashlib.sha1(Path(os.fsdecode(path)).read_bytes()).hexdigest()
                except OSError:
                    digest = "unreadable"
                result[path] = ("file", info.st_size, info.st_mtime_ns, digest, info.st_ino)
            else:
                result[path] = ("special", info.st_mode)
    return result


def describe_difference(before: dict, after: dict) -> str:
    changed = [p for p in before.keys() | after.keys() if before.get(p) != after.get(p)]
    return ", ".join(os.fsdecode(p)[-60:] for p in sorted(changed)[:5])


def unlocated_errors(stderr: str) -> list[str]:
    """Lines of standard error that are errors without a location, other
    than those about the run or the output folder."""
    bad = []
    for line in stderr.splitlines():
        if LOCATED.match(line) or not line.strip():
            continue
        if line.startswith("error: ") and any(p.match(line) for p in RUN_LEVEL):
            continue
        if line.startswith("warning: couldn't remove the temporary file"):
            continue
        bad.append(line)
    return bad
