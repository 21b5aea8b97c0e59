#!/usr/bin/env python3
"""The public API of a crate, one item per line, sorted, from the rustdoc
JSON that scripts/semver.sh builds: what `public-api/CRATE.txt` holds, so
that a change to the API shows in review as a change to that file.

    scripts/public-api.py CRATE.json

Each line is an item under every public path it has (a re-export counts):
modules, types with their fields, variants with theirs, generic parameters
with their defaults, functions and methods with their signatures
(higher-ranked `for<'a>` bounds too), traits with their items, constants,
macros, and the trait impls of our types, auto traits included (a type
that stops being `Send` breaks its users); blanket impls and items
`#[doc(hidden)]` are left out, as rustdoc leaves them out of the docs.
Written for rustdoc's JSON format 57 (Rust 1.95); another format is
refused, never misread.
"""

import json
import sys

FORMAT_VERSION = 57


# The crate's `paths` table: an external item by its full path
# (`serde::ser::Serialize`, whatever the source wrote); one of this crate's
# by its name (`Ulid`, whether the source wrote `crate::Ulid` or `Ulid`),
# and one of another crate of the family by that crate and its name
# (`ulid_core::Ulid`): their modules are private, so their full paths
# would change with a file moved, not with the API.
PATHS = {}


def path(p):
    known = PATHS.get(str(p["id"]))
    if known and known["crate_id"] != 0:
        segments = known["path"]
        if segments[0].startswith("ulid_"):
            segments = [segments[0], segments[-1]]
        name = "::".join(segments)
    else:
        name = p["path"].split("::")[-1]
    return name + args(p.get("args"))


def args(a):
    if not a:
        return ""
    if "angle_bracketed" in a:
        parts = [generic_arg(x) for x in a["angle_bracketed"]["args"]]
        parts += [constraint(c) for c in a["angle_bracketed"]["constraints"]]
        return "<" + ", ".join(parts) + ">" if parts else ""
    if "parenthesized" in a:
        p = a["parenthesized"]
        out = " -> " + ty(p["output"]) if p.get("output") else ""
        return "(" + ", ".join(ty(t) for t in p["inputs"]) + ")" + out
    return "(..)"


def generic_arg(x):
    if "type" in x:
        return ty(x["type"])
    if "lifetime" in x:
        return x["lifetime"]
    if "const" in x:
        return x["const"].get("expr") or "_"
    return "_"


def constraint(c):
    binding = c["binding"]
    if "equality" in binding:
        term = binding["equality"]
        return c["name"] + " = " + (ty(term["type"]) if "type" in term else term["constant"]["expr"])
    return c["name"] + ": " + bounds(binding["constraint"])


def higher_ranked(params):
    """`for<'a> `: the binders of a higher-ranked bound, or nothing."""
    return "for" + generics({"params": params}) + " " if params else ""


def bounds(bs):
    out = []
    for b in bs:
        if "trait_bound" in b:
            t = b["trait_bound"]
            modifier = {"none": "", "maybe": "?", "maybe_const": "~const "}.get(t["modifier"], "")
            out.append(higher_ranked(t.get("generic_params")) + modifier + path(t["trait"]))
        elif "outlives" in b:
            out.append(b["outlives"])
        else:
            out.append("use<..>")
    return " + ".join(out)


def ty(t):
    if t is None:
        return "()"
    kind, v = next(iter(t.items()))
    if kind == "resolved_path":
        return path(v)
    if kind in ("generic", "primitive"):
        return v
    if kind == "borrowed_ref":
        life = v["lifetime"] + " " if v["lifetime"] else ""
        return "&" + life + ("mut " if v["is_mutable"] else "") + ty(v["type"])
    if kind == "raw_pointer":
        return ("*mut " if v["is_mutable"] else "*const ") + ty(v["type"])
    if kind == "slice":
        return "[" + ty(v) + "]"
    if kind == "array":
        return "[" + ty(v["type"]) + "; " + v["len"] + "]"
    if kind == "tuple":
        return "(" + ", ".join(ty(x) for x in v) + ("," if len(v) == 1 else "") + ")"
    if kind == "impl_trait":
        return "impl " + bounds(v)
    if kind == "dyn_trait":
        parts = [path(p["trait"]) for p in v["traits"]]
        if v.get("lifetime"):
            parts.append(v["lifetime"])
        return "dyn " + " + ".join(parts)
    if kind == "qualified_path":
        trait = " as " + path(v["trait"]) if v.get("trait") else ""
        return "<" + ty(v["self_type"]) + trait + ">::" + v["name"] + args(v.get("args"))
    if kind == "function_pointer":
        return "fn(" + ", ".join(ty(x[1]) for x in v["sig"]["inputs"]) + ")" + output(v["sig"])
    if kind == "infer":
        return "_"
    return kind


def output(sig):
    return " -> " + ty(sig["output"]) if sig.get("output") else ""


def generics(g, defaults=False):
    """`<'a, T: Bound, const N: usize>`; with `defaults`, as a type's
    declaration writes them (`T = u8`): rustdoc copies a type's defaults
    into the auto-trait impls it synthesises, where Rust has none."""
    params = []
    for p in g["params"]:
        kind, v = next(iter(p["kind"].items()))
        if kind == "type" and v.get("is_synthetic"):
            continue  # an `impl Trait` argument: shown where it is written
        if kind == "lifetime":
            params.append(p["name"] + (": " + " + ".join(v["outlives"]) if v["outlives"] else ""))
        elif kind == "type":
            params.append(p["name"] + (": " + bounds(v["bounds"]) if v["bounds"] else "")
                          + (" = " + ty(v["default"]) if defaults and v.get("default") else ""))
        else:
            params.append("const " + p["name"] + ": " + ty(v["type"])
                          + (" = " + v["default"] if defaults and v.get("default") else ""))
    return "<" + ", ".join(params) + ">" if params else ""


def where_clause(g):
    preds = []
    for w in g["where_predicates"]:
        if "bound_predicate" in w:
            b = w["bound_predicate"]
            preds.append(higher_ranked(b.get("generic_params")) + ty(b["type"]) + ": " + bounds(b["bounds"]))
        elif "lifetime_predicate" in w:
            lp = w["lifetime_predicate"]
            preds.append(lp["lifetime"] + ": " + " + ".join(lp["outlives"]))
        else:
            preds.append(ty(w["eq_predicate"]["lhs"]) + " = ..")
    return " where " + ", ".join(preds) if preds else ""


def function(name, f):
    h = f["header"]
    quals = "const " * h["is_const"] + "async " * h["is_async"] + "unsafe " * h["is_unsafe"]
    inputs = []
    for arg_name, arg_type in f["sig"]["inputs"]:
        if arg_name == "self":
            rendered = ty(arg_type)
            inputs.append({"Self": "self", "&Self": "&self", "&mut Self": "&mut self"}.get(rendered, "self: " + rendered))
        else:
            inputs.append(arg_name + ": " + ty(arg_type))
    return (quals + "fn " + name + generics(f["generics"]) + "(" + ", ".join(inputs) + ")"
            + output(f["sig"]) + where_clause(f["generics"]))


class Api:
    def __init__(self, doc):
        if doc["format_version"] != FORMAT_VERSION:
            sys.exit(f"error: rustdoc JSON format {doc['format_version']}; this script reads {FORMAT_VERSION}")
        self.index = doc["index"]
        PATHS.update(doc["paths"])
        # A list, not a set: an impl of each of two majors of one library
        # (utoipa 5 and 6) prints as the same line, and losing one must show.
        self.lines = []
        # An impl is listed by each type it names (`From<Id<P>> for AnyId`
        # by `Id` and by `AnyId`): printed once.
        self.impls_seen = set()

    def hidden(self, item):
        return any("hidden" in str(a) for a in item.get("attrs", []))

    def module(self, mid, prefix, seen):
        if mid in seen:
            return
        seen = seen | {mid}
        for cid in self.index[str(mid)]["inner"]["module"]["items"]:
            item = self.index.get(str(cid))
            if item is None or item["visibility"] != "public" or self.hidden(item):
                continue
            inner = item["inner"]
            if "use" in inner:
                use = inner["use"]
                target = self.index.get(str(use["id"])) if use["id"] is not None else None
                if use["is_glob"]:
                    if target and "module" in target["inner"]:
                        self.module(use["id"], prefix, seen)
                    else:
                        self.lines.append(f"pub use {prefix}::* from {use['source']}")
                elif target is None or self.hidden(target):
                    if target is None:
                        self.lines.append(f"pub use {prefix}::{use['name']} from {use['source']}")
                else:
                    self.item(target, prefix + "::" + use["name"], seen)
            else:
                self.item(item, prefix + "::" + item["name"], seen)

    def item(self, item, name, seen):
        kind, v = next(iter(item["inner"].items()))
        if kind == "module":
            self.lines.append("pub mod " + name)
            self.module(item["id"], name, seen)
        elif kind == "function":
            self.lines.append("pub " + function(name, v))
        elif kind in ("constant", "static"):
            self.lines.append(f"pub {'const' if kind == 'constant' else 'static'} {name}: {ty(v['type'])}")
        elif kind == "macro":
            self.lines.append("pub macro " + name + "!")
        elif kind == "type_alias":
            self.lines.append("pub type " + name + generics(v["generics"], defaults=True) + " = " + ty(v["type"]))
        elif kind == "trait":
            self.lines.append("pub " + "unsafe " * v["is_unsafe"] + "trait " + name + generics(v["generics"], defaults=True)
                           + (": " + bounds(v["bounds"]) if v["bounds"] else ""))
            for iid in v["items"]:
                self.member(self.index[str(iid)], name)
        elif kind in ("struct", "enum", "union"):
            self.lines.append(f"pub {kind} {name}{generics(v['generics'], defaults=True)}")
            if kind == "struct" and "plain" in v["kind"]:
                fields = v["kind"]["plain"]["fields"]
            elif kind == "struct" and "tuple" in v["kind"]:
                fields = [f for f in v["kind"]["tuple"] if f is not None]
            else:
                fields = v.get("fields", [])
            for fid in fields:
                field = self.index[str(fid)]
                if field["visibility"] == "public" and not self.hidden(field):
                    self.lines.append(f"pub {name}::{field['name']}: {ty(field['inner']['struct_field'])}")
            for vid in v.get("variants", []):
                variant = self.index[str(vid)]
                if not self.hidden(variant):
                    self.lines.append(f"{name}::{variant['name']}" + self.variant_fields(variant["inner"]["variant"]))
            for iid in v["impls"]:
                if iid not in self.impls_seen:
                    self.impls_seen.add(iid)
                    self.impl(self.index[str(iid)]["inner"]["impl"], name)
        else:
            self.lines.append(f"pub {kind} {name}")

    def variant_fields(self, variant):
        """A variant's fields as its declaration writes them: `(T, U)`,
        `{ a: T, b: U }`, or nothing for a unit variant; a field hidden
        or private (`#[doc(hidden)]`, stripped by rustdoc) shows as `..`."""
        kind = variant["kind"]
        if kind == "plain":
            return ""
        if "tuple" in kind:
            fields = [self.field_type(fid) if fid is not None else ".." for fid in kind["tuple"]]
            return "(" + ", ".join(fields) + ")"
        named = [f"{self.index[str(fid)]['name']}: {self.field_type(fid)}" for fid in kind["struct"]["fields"]]
        if kind["struct"]["has_stripped_fields"]:
            named.append("..")
        return " { " + ", ".join(named) + " }"

    def field_type(self, fid):
        return ty(self.index[str(fid)]["inner"]["struct_field"])

    def impl(self, i, name):
        if i["blanket_impl"] is not None:
            return
        head = "impl" + generics(i["generics"]) + " "
        if i["trait"] is not None:
            self.lines.append(head + ("!" if i["is_negative"] else "") + path(i["trait"]) + " for "
                           + ty(i["for"]) + where_clause(i["generics"]))
            return
        for iid in i["items"]:
            member = self.index[str(iid)]
            if member["visibility"] == "public" and not self.hidden(member):
                self.member(member, name)

    def member(self, m, owner):
        kind, v = next(iter(m["inner"].items()))
        if kind == "function":
            self.lines.append("pub " + function(owner + "::" + m["name"], v))
        elif kind == "assoc_const":
            self.lines.append(f"pub const {owner}::{m['name']}: {ty(v['type'])}")
        elif kind == "assoc_type":
            self.lines.append(f"pub type {owner}::{m['name']}" + (": " + bounds(v["bounds"]) if v["bounds"] else ""))


def main():
    with open(sys.argv[1]) as f:
        doc = json.load(f)
    api = Api(doc)
    root = doc["index"][str(doc["root"])]
    api.lines.append("pub mod " + root["name"])
    api.module(doc["root"], root["name"], frozenset())
    print("\n".join(sorted(api.lines)))


main()
