#!/usr/bin/env python3
"""Prints the ratio table of the last `cargo bench -p ulid-core` run.

Reads criterion's estimates (median time per iteration) and divides each
peer's time by ulid-core's in the same group: a ratio above 1 means
ulid-core is faster. Usage: scripts/bench-table.py [TARGET_DIR]
"""

import json
import os
import platform
import subprocess
import sys
from datetime import date
from pathlib import Path

OURS = "ulid-core"


def median_ns(bench_dir: Path) -> float:
    estimates = json.loads((bench_dir / "new" / "estimates.json").read_text())
    return estimates["median"]["point_estimate"]


def human(ns: float) -> str:
    """A time with a unit that keeps it short."""
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("µs", 1e3)):
        if ns >= scale:
            return f"{ns / scale:.2f} {unit}"
    return f"{ns:.2f} ns"


def cpu_model() -> str:
    """The CPU's model name, as the machine reports it."""
    for line in Path("/proc/cpuinfo").read_text().splitlines():
        if line.startswith("model name"):
            return line.split(":", 1)[1].strip()
    return platform.processor() or "an unknown CPU"


def rustc() -> str:
    return subprocess.run(["rustc", "--version"], capture_output=True, text=True).stdout.strip()


def peer_versions() -> str:
    """The versions of the peers and libraries in Cargo.lock."""
    lock = (Path(__file__).resolve().parent.parent / "Cargo.lock").read_text()
    found = {}
    for block in lock.split("[[package]]"):
        fields = dict(
            line.split(" = ", 1) for line in block.strip().splitlines() if " = " in line
        )
        name = fields.get("name", "").strip('"')
        if name in ("ulid", "uuid", "type-safe-id", "serde_json", "sqlx", "diesel", "criterion"):
            found.setdefault(name, []).append(fields["version"].strip('"'))
    return ", ".join(f"{name} {'/'.join(sorted(v))}" for name, v in sorted(found.items()))


def main() -> None:
    target = Path(sys.argv[1] if len(sys.argv) > 1 else os.environ.get("CARGO_TARGET_DIR", "target"))
    root = target / "criterion"
    if not root.is_dir():
        sys.exit(f"no criterion results under {root}: run `cargo bench -p ulid-core` first")
    print(f"Measured {date.today()} on {cpu_model()} ({os.cpu_count()} CPUs), {rustc()};")
    print(f"peers: {peer_versions()}.")
    print()
    print("| operation | ulid-core | peer | peer time | peer / ulid-core |")
    print("|---|---|---|---|---|")
    for group in sorted(p for p in root.iterdir() if p.is_dir() and p.name != "report"):
        times = {}
        for estimates in group.rglob("new/estimates.json"):
            bench_dir = estimates.parent.parent
            name = bench_dir.relative_to(group).parts[0]
            times[name] = median_ns(bench_dir)
        if OURS not in times:
            continue
        ours = times.pop(OURS)
        for peer, theirs in sorted(times.items()):
            print(f"| {group.name} | {human(ours)} | {peer} | {human(theirs)} | {theirs / ours:.2f}x |")


if __name__ == "__main__":
    main()
