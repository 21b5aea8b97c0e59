#!/usr/bin/env bash
# The `ulid` command against python-ulid's own Python API on the same job:
# 1,000,000 lines of ULID text to UUID text, read from a file and written to
# /dev/null, each in one process. Prints the median of 5 runs of each and
# the ratio. Installs python-ulid into a virtual environment of its own
# under the target directory. Usage: scripts/bench-cli.sh [LINES]
set -euo pipefail
cd "$(dirname "$0")/.."
lines=${1:-1000000}
target=${CARGO_TARGET_DIR:-target}

cargo build --quiet --release -p ulid-cli
ulid=$target/release/ulid
venv=$target/python-ulid-venv
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet python-ulid
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$ulid" new -n "$lines" > "$work/ids.txt"
cat > "$work/convert.py" <<'PY'
import sys
from ulid import ULID

out = sys.stdout
for line in sys.stdin:
    out.write(str(ULID.from_str(line.strip()).to_uuid()))
    out.write("\n")
PY

# median_seconds COMMAND...: the median wall time of 5 runs, in seconds.
median_seconds() {
    python3 - "$work/ids.txt" "$@" <<'PY'
import statistics, subprocess, sys, time
times = []
for _ in range(5):
    with open(sys.argv[1], "rb") as stdin:
        start = time.perf_counter()
        subprocess.run(sys.argv[2:], stdin=stdin, stdout=subprocess.DEVNULL, check=True)
        times.append(time.perf_counter() - start)
print(f"{statistics.median(times):.3f}")
PY
}

ours=$(median_seconds "$ulid" convert --to uuid)
theirs=$(median_seconds "$venv/bin/python" "$work/convert.py")
version=$("$venv/bin/python" -c 'import importlib.metadata as m; print(m.version("python-ulid"))')
echo "$lines lines, ULID text to UUID text (median of 5 runs):"
echo "  ulid convert --to uuid:     ${ours} s"
echo "  python-ulid $version (Python $(python3 -c 'import platform; print(platform.python_version())')): ${theirs} s"
echo "  ratio: $(python3 -c "print(f'{$theirs / $ours:.1f}')")x"
# The two outputs agree line for line.
cmp <("$ulid" convert --to uuid < "$work/ids.txt") \
    <("$venv/bin/python" "$work/convert.py" < "$work/ids.txt")
echo "  outputs identical"
