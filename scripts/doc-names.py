#!/usr/bin/env python3
"""Names in the docs that the API does not have: every feature name and
every path of ours that the published crates' docs and guides and the
README mention must exist, so that a rename cannot leave the docs
behind.

    scripts/doc-names.py

Read from the docs (doc comments of the published crates, their guides,
README.md):
- paths of ours: `Ulid::min_at_ms`, `Id::<User>::prefix`,
  `ulid_core::arrow_columns::ulids`, in code spans and links, each checked
  against the listings in public-api/ (a type's own items, its variants
  and fields, and the methods of the standard traits it implements);
- feature names: the crate docs' feature lists (`- **utoipa** - ...`),
  "feature `x`" and "`x` feature" in prose, `--features x`, and the
  `features = [...]` of a dependency line on one of our crates, each
  checked against the features cargo reports for our crates (that crate's
  own for a dependency line);
- versions of the libraries behind ulid-core's features, in the guides'
  tables ("| `tower-http` (0.7, ..." and the versioning guide's rows),
  each checked against the requirement in ulid-core/Cargo.toml of the
  dependency of that name which the feature switches on.

A feature of another library is named as its own ("sqlx's `sqlx-toml`
feature", "its `bundled` feature") and not checked. Prints each name that
is missing with its file and line; exits 1 if there is one.
"""

import glob
import json
import re
import subprocess
import sys

CRATES = ["ulid-core", "ulid-serde", "ulid-sqlx", "ulid-diesel"]

# The methods of the standard traits, by trait: `Ulid::from` is there when
# the listing has an `impl From<...> for Ulid`.
TRAIT_METHODS = {
    "From": ["from"], "TryFrom": ["try_from"], "FromStr": ["from_str"],
    "Default": ["default"], "Display": ["fmt"], "Debug": ["fmt"],
    "Clone": ["clone"], "Ord": ["cmp", "max", "min", "clamp"],
    "PartialOrd": ["partial_cmp", "lt", "le", "gt", "ge"],
    "PartialEq": ["eq", "ne"], "Hash": ["hash"], "AsRef": ["as_ref"],
    "FromIterator": ["from_iter"], "Serialize": ["serialize"],
    "Deserialize": ["deserialize"], "Iterator": ["next"],
}


def listing():
    """Every item path of ours, with its crate (`ulid_core::Ulid::new`)
    and without (`Ulid::new`), and each type's trait names."""
    paths, traits = set(), {}
    for crate in CRATES:
        with open(f"public-api/{crate}.txt") as f:
            for line in f:
                line = line.strip()
                impl = re.match(r"impl(?:<.*?>)? !?([\w:]+)(?:<.*>)? for (\w+)", line)
                if impl:
                    traits.setdefault(impl.group(2), set()).add(impl.group(1).split("::")[-1])
                    continue
                item = re.match(r"(?:pub (?:(?:const |async |unsafe )*fn |const |static |struct |enum |"
                                r"union |trait |unsafe trait |mod |type |macro )?)?(ulid_\w+(?:::\w+)*)", line)
                if item:
                    full = item.group(1)
                    paths.add(full)
                    paths.add(full.split("::", 1)[1] if "::" in full else full)
    return paths, traits


def features():
    """Each published crate's features, from cargo, and for each feature of
    ulid-core the dependencies it switches on, each as its package's name
    and version requirement (`dep:tower-http06`: tower-http, `0.6`)."""
    meta = json.loads(subprocess.check_output(
        ["cargo", "metadata", "--no-deps", "--format-version", "1"]))
    packages = {p["name"]: p for p in meta["packages"] if p["name"] in CRATES}
    core = packages["ulid-core"]
    requirements = {d.get("rename") or d["name"]: (d["name"], d["req"])
                    for d in core["dependencies"] if d["kind"] is None}
    versions = {feature: [requirements[e[4:]] for e in enables if e.startswith("dep:")]
                for feature, enables in core["features"].items()}
    return {name: set(p["features"]) for name, p in packages.items()}, versions


def version_agrees(quoted, requirement):
    """Whether a version the docs quote for a dependency (`0.7`, `1.x`,
    `2.3`, the first of `0.32 to 0.43`) is the one Cargo.toml asks for
    (`^0.7`, `0.8.6`, `>=0.32, <0.44`): the quoted numbers begin it."""
    quoted = quoted.removesuffix(".x").split(".")
    asked = re.match(r"[\^~=>< ]*([\d.]+)", requirement).group(1).split(".")
    return asked[:len(quoted)] == quoted


def source_functions():
    """The name of every function and constant in our crates' sources,
    whatever its visibility: the docs of a crate-private item may name
    another."""
    names = set()
    for crate in CRATES:
        for name in glob.glob(f"{crate}/src/**/*.rs", recursive=True):
            with open(name) as f:
                text = f.read()
                names.update(re.findall(r"\bfn\s+(\w+)", text))
                names.update(re.findall(r"\bconst\s+([A-Z][A-Z0-9_]*)\b", text))
    return names


def doc_lines():
    """(file, line number, text) of every line a user reads."""
    files = ["README.md"]
    for crate in CRATES:
        files += sorted(glob.glob(f"{crate}/src/**/*.rs", recursive=True))
        files += sorted(glob.glob(f"{crate}/guide/*.md"))
    for name in files:
        with open(name) as f:
            for number, text in enumerate(f, 1):
                if name.endswith(".rs"):
                    doc = re.match(r"\s*//[/!] ?(.*)", text)
                    if not doc:
                        continue
                    text = doc.group(1)
                yield name, number, text.rstrip("\n")


OUR_CRATE = r"ulid_(?:core|serde|sqlx|diesel)"
# `Type::item` (a turbofish between them allowed) or `ulid_xxx::a::b`,
# not preceded by another path segment or an identifier.
PATH = re.compile(r"(?<![\w:])(?:(" + OUR_CRATE + r")((?:::\w+)+)|([A-Z]\w*)(?:::<[^`>]*>)?::(\w+))")
# "feature `x`", "features `x`, `y` and `z`", "`x`/`y` features": the names
# only, so that "`ulid-serde` feature `clickhouse`" yields both.
FEATURE_PROSE = re.compile(r"\bfeatures? ((?:`[\w-]+`(?:, | and | or |/)?)+)|((?:`[\w-]+`(?:, | and | or |/))*`[\w-]+`)(?= features?\b)")
# Words before a feature's name that make it another library's.
OTHER_OWNER = re.compile(r"(?:'s|\bits|\btheir|\byour|\bown)\s*(?:own\s+)?$")
# A table row that names a feature of ulid-core, a library and the version
# quoted for it, as (feature, library, version): the guides' "| `http`
# (http 1.x) |" and "| `tower-http` (0.7, with ..." (the library is the
# feature's name when the parenthesis has none), and the versioning
# guide's "| `tower-http` | 0.7 | `tower-http06` (...". A library the
# feature does not switch on (axum, named for what uses http) is not
# checked.
VERSION = r"(\d+(?:\.\d+)?(?:\.x)?)"
VERSION_ROWS = [
    (re.compile(r"^\| `([\w-]+)` \((?:([\w-]+) )?" + VERSION + r"[,;) ]"), (0, 1, 2)),
    (re.compile(r"^\| `([\w-]+)`[^|]* \| " + VERSION + r"[^|]* \| `([\w-]+)`"), (2, 0, 1)),
]
DEPENDENCY = re.compile(r"\b(ulid-(?:core|serde|sqlx|diesel))\s*=\s*\{[^}]*features\s*=\s*\[([^\]]*)\]")
FLAG = re.compile(r"(?:--features[ =]|-F )([\w,/-]+)")
# A crate doc's feature list: `- **a**, **b** - what they do`, the names
# running on to the next line after a comma.
FEATURE_LIST_ITEM = re.compile(r"^(?:- |  )((?:\*\*[\w-]+\*\*(?:, ?)?)+)(?: - |$)")


def main():
    paths, traits = listing()
    functions = source_functions()
    crate_features, dependency_versions = features()
    ours = set().union(*crate_features.values())
    # Our types and traits by name (`Ulid`, `Identifier`): a path that
    # starts with one of them is checked.
    types = {p.split("::")[1] for p in paths
             if p.startswith("ulid_") and p.count("::") == 1 and p.split("::")[1][:1].isupper()}
    missing = []

    def need(ok, what, name, number):
        if not ok:
            missing.append(f"{name}:{number}: {what}")

    for name, number, text in doc_lines():
        if name.endswith("migrating.md") and text.startswith("|"):
            # The table's first column is the `ulid` crate's API.
            text = "|".join(text.split("|")[2:])
        spans = [m.group(1) for m in re.finditer(r"`([^`]+)`", text)
                 if not OTHER_OWNER.search(text[:m.start()])]
        spans += re.findall(r"\]\(([^)\s]+)\)", text)
        for span in spans:
            for crate, rest, type_name, member in PATH.findall(span):
                path = crate + rest if crate else f"{type_name}::{member}"
                if not crate and type_name not in types:
                    continue
                if crate and rest.startswith("::guide"):
                    # The guides: pages, hidden outside docs.rs.
                    page = rest.split("::")[2:3]
                    need(not page or glob.glob(f"*/guide/{page[0]}.md"), f"no guide `{path}`", name, number)
                    continue
                # The adapter crates re-export the core's API.
                if crate and path not in paths:
                    path = "ulid_core" + rest
                # An item, a method of a standard trait its type implements,
                # or (in the docs of code) an item of any visibility.
                parent, last = path.rsplit("::", 1)
                known = (path in paths
                         or parent in paths and any(last in TRAIT_METHODS.get(t, [])
                                                    for t in traits.get(parent.split("::")[-1], ()))
                         or name.endswith(".rs") and parent in paths and last in functions)
                need(known, f"`{crate + rest if crate else path}` is not in public-api/", name, number)
        prose = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
        for match in FEATURE_PROSE.finditer(prose):
            if OTHER_OWNER.search(prose[:match.start()]):
                continue
            for feature in re.findall(r"`([\w-]+)`", match.group(0)):
                if feature in CRATES:
                    continue  # "`ulid-serde` feature `clickhouse`"
                need(feature in ours, f"feature `{feature}` is no feature of {', '.join(CRATES)}", name, number)
        for crate, listed in DEPENDENCY.findall(text):
            for feature in re.findall(r'"([\w-]+)"', listed):
                need(feature in crate_features[crate], f"{crate} has no feature `{feature}`", name, number)
        for flag in FLAG.findall(text):
            for feature in flag.split(","):
                feature = feature.split("/")[-1]  # `ulid-core/http`
                need(feature in ours, f"--features {feature}: no feature of {', '.join(CRATES)}", name, number)
        for row, order in VERSION_ROWS:
            match = row.match(text)
            if match:
                feature, library, quoted = (match.group(i + 1) for i in order)
                library = library or feature
                for package, requirement in dependency_versions.get(feature, []):
                    need(package != library or version_agrees(quoted, requirement),
                         f"{library} quoted as {quoted} for `{feature}`; ulid-core/Cargo.toml asks for {requirement}",
                         name, number)
        if name.endswith("/lib.rs"):
            item = FEATURE_LIST_ITEM.match(text)
            if item:
                for feature in re.findall(r"\*\*([\w-]+)\*\*", item.group(1)):
                    need(feature in ours, f"feature **{feature}** is no feature of {', '.join(CRATES)}", name, number)

    for line in missing:
        print(line)
    if missing:
        print(f"error: {len(missing)} names in the docs that the API or the features do not have (above)", file=sys.stderr)
        sys.exit(1)


main()
