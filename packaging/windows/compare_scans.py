"""Are two `llmplan corpus --json` reports of the same folder the same scan?

`python3 compare_scans.py LINUX.json WINDOWS.json` (the Wine check runs it): every field must
be equal (numbers to 1e-9 relative), after paths are made relative to the scanned folder
(`/tmp/x/a b/c.txt` and `Z:\\tmp\\x\\a b\\c.txt` are both `c.txt` below it) and the fields that
differ on every run (`elapsed_seconds`, `scanned_at`) are left out. Prints the token count
and the skip list of both, then every difference; exit 1 if there is one.
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path
from typing import Any

VOLATILE = frozenset({"elapsed_seconds", "scanned_at", "roots"})
RELATIVE_TOLERANCE = 1e-9


def _root_forms(root: str) -> list[str]:
    """The root as it may start a path in the report, longest first."""
    forms = {root.rstrip("/\\")}
    if root.startswith("\\\\?\\"):  # Windows' long-path prefix
        forms.add(root[4:].rstrip("/\\"))
    return sorted(forms, key=len, reverse=True)


def relative_paths(value: Any, roots: list[str]) -> Any:
    """`value` with every string that names a path under one of `roots` made relative to
    it, in / form; everything else unchanged."""
    if isinstance(value, dict):
        return {key: relative_paths(item, roots) for key, item in value.items()}
    if isinstance(value, list):
        return [relative_paths(item, roots) for item in value]
    if isinstance(value, str):
        for root in roots:
            for form in _root_forms(root):
                if value == form:
                    return "."
                if value.startswith(form) and value[len(form)] in "/\\":
                    return value[len(form) + 1 :].replace("\\", "/")
    return value


def normalized(report: dict[str, Any]) -> dict[str, Any]:
    roots = [str(root) for root in report.get("roots", [])]
    kept = {key: value for key, value in report.items() if key not in VOLATILE}
    return dict(relative_paths(kept, roots))


def differences(expected: Any, actual: Any, where: str = "") -> list[str]:
    """Human-readable differences between two JSON values, one line each."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        found: list[str] = []
        for key in sorted(set(expected) | set(actual)):
            path = f"{where}.{key}" if where else key
            if key not in actual:
                found.append(f"{path}: only in the first ({expected[key]!r})")
            elif key not in expected:
                found.append(f"{path}: only in the second ({actual[key]!r})")
            else:
                found += differences(expected[key], actual[key], path)
        return found
    if isinstance(expected, list) and isinstance(actual, list):
        if len(expected) != len(actual):
            return [f"{where}: {len(expected)} items vs {len(actual)}: {expected!r} vs {actual!r}"]
        return [
            line
            for index, (one, other) in enumerate(zip(expected, actual, strict=True))
            for line in differences(one, other, f"{where}[{index}]")
        ]
    numbers = (int, float)
    if (
        isinstance(expected, numbers)
        and isinstance(actual, numbers)
        and not isinstance(expected, bool)
        and not isinstance(actual, bool)
    ):
        if math.isclose(expected, actual, rel_tol=RELATIVE_TOLERANCE, abs_tol=1e-12):
            return []
    elif expected == actual:
        return []
    return [f"{where}: {expected!r} vs {actual!r}"]


def summary(report: dict[str, Any]) -> str:
    skipped = ", ".join(f"{item['path']} ({item['reason']})" for item in report["skipped"])
    return (
        f"{report['tokens_counted']:,} tokens in {report['files_read']} files; "
        f"skipped {report['files_skipped']}: {skipped or 'none'}"
    )


def compare(first: Path, second: Path) -> list[str]:
    one = normalized(json.loads(first.read_text(encoding="utf-8")))
    other = normalized(json.loads(second.read_text(encoding="utf-8")))
    print(f"  {first.name}: {summary(one)}")
    print(f"  {second.name}: {summary(other)}")
    return differences(one, other)


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: compare_scans.py FIRST.json SECOND.json", file=sys.stderr)
        return 2
    found = compare(Path(argv[0]), Path(argv[1]))
    for line in found:
        print(f"  differs: {line}")
    print("  same scan" if not found else f"  {len(found)} differences")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
