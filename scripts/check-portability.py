#!/usr/bin/env python3
"""Fails on Linux-only code that an Apple-platform build would meet unguarded.

Every Swift file that a plain `swift build` or `swift build --build-tests` compiles is read
(Sources/, Tests/ but the PublicAPI package's build folder, Benchmarks/Sources, Fuzz/Sources,
Examples/Sources). The rules:

1. `import Glibc` / `import Musl` only inside a branch that names Linux
   (`#if canImport(Glibc)`, `#elseif canImport(Musl)`, `#if os(Linux)`).
2. A block that imports Glibc or Musl imports Darwin in a sibling branch
   (`#elseif canImport(Darwin)`), so that the same calls compile there.
3. A symbol that exists only on Linux (MSG_NOSIGNAL, inotify, epoll, `environ`, fdatasync,
   `/proc/`, `Glibc.`, ...) only inside a Linux branch.

    scripts/check-portability.py          # prints each finding as file:line: what; exit 1 if any
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FOLDERS = ["Sources", "Tests", "Benchmarks/Sources", "Fuzz/Sources", "Examples/Sources", "Examples/Tests"]
LINUX_CONDITION = re.compile(r"canImport\((Glibc|Musl)\)|os\(Linux\)")
LINUX_IMPORT = re.compile(r"^\s*import\s+(Glibc|Musl)\b")
LINUX_SYMBOLS = re.compile(
    r"\bMSG_NOSIGNAL\b|\binotify_\w+|\bepoll_\w+|\bfdatasync\b|\b__environ\b|\benviron\b(?!ment)"
    r"|\"/proc/|\bGlibc\.|\bMusl\.|\bpipe2\b|\baccept4\b|\bprctl\b|\bO_PATH\b|\bSOCK_CLOEXEC\b"
    r"|\bdlsym\(nil"
)
SKIP_PARTS = {".build", ".build-fuzz"}


def names_linux(condition: str) -> bool:
    """Whether a branch's condition holds on Linux only (`!canImport(Glibc)` does not)."""
    return bool(LINUX_CONDITION.search(condition)) and not condition.lstrip().startswith("!")


class Block:
    """One `#if … #endif`: whether each of its branches names Linux, and the current one."""

    def __init__(self, condition: str, line: int):
        self.line = line
        self.branches = [names_linux(condition)]
        self.imports_linux = False
        self.imports_darwin = False

    @property
    def in_linux(self) -> bool:
        return self.branches[-1]


def check(path: pathlib.Path) -> list[str]:
    findings = []
    stack: list[Block] = []
    relative = path.relative_to(ROOT)
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        stripped = line.strip()
        if stripped.startswith("#if "):
            stack.append(Block(stripped[4:], number))
            continue
        if stripped.startswith("#elseif ") and stack:
            stack[-1].branches.append(names_linux(stripped[8:]))
            continue
        if stripped.startswith("#else") and stack:
            stack[-1].branches.append(False)
            continue
        if stripped.startswith("#endif") and stack:
            block = stack.pop()
            if block.imports_linux and not block.imports_darwin:
                findings.append(f"{relative}:{block.line}: imports Glibc or Musl without importing Darwin in another branch")
            continue
        if stripped.startswith("//"):
            continue
        guarded = any(block.in_linux for block in stack)
        if stack and LINUX_IMPORT.search(line):
            stack[-1].imports_linux = True
        if stack and re.match(r"^\s*import\s+Darwin\b", line):
            stack[-1].imports_darwin = True
        if LINUX_IMPORT.search(line) and not guarded:
            findings.append(f"{relative}:{number}: `{stripped}` outside a Linux branch")
        elif (match := LINUX_SYMBOLS.search(line.split("//")[0])) and not guarded:
            findings.append(f"{relative}:{number}: `{match.group(0)}` is Linux-only, outside a Linux branch")
    return findings


def main() -> int:
    findings = []
    for folder in FOLDERS:
        base = ROOT / folder
        if not base.exists():
            continue
        for path in sorted(base.rglob("*.swift")):
            if SKIP_PARTS.intersection(path.relative_to(ROOT).parts):
                continue
            findings += check(path)
    for finding in findings:
        print(finding)
    if findings:
        print(f"check-portability: {len(findings)} finding(s); give each Linux-only call a Darwin branch")
        return 1
    print("check-portability: every Linux-only import and call has a Darwin branch")
    return 0


if __name__ == "__main__":
    sys.exit(main())
