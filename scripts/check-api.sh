#!/usr/bin/env bash
# The public face, checked (issue 37): what each product offers a user, against the baseline
# kept in `api/`, every public symbol documented, and the DocC catalog built with warnings as
# errors. Run after `swift build` (debug).
#
#   scripts/check-api.sh            # fail on any change of the public API not in api/
#   scripts/check-api.sh --update   # accept the current API: rewrite api/ (commit it with the change)
#
# The toolchain's own tools only: `swift-symbolgraph-extract` (the symbols a module offers,
# re-exported modules included, SPI too), `swift-api-digester` (the public names that begin
# with `_`, which the symbol graph leaves out) and `docc`. The baseline is one line per symbol, its
# declaration as the compiler prints it, and one per conformance, sorted: a diff reads as
# the API's change. It is taken on Linux; Apple platforms add nothing of ours.
set -euo pipefail
cd "$(dirname "$0")/.."

update=0
[[ "${1:-}" == "--update" ]] && update=1
modules=.build/debug/Modules
[[ -d "$modules" ]] || { echo "check-api: run 'swift build' first ($modules is missing)" >&2; exit 2; }
target=$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
work=.build/api
rm -rf "$work" && mkdir -p "$work"

# product  module  re-exported modules
products=(
  "ScrollProof ScrollProof Effects,Generators,Oracles"
  "ScrollProofTraces TraceFormat Effects,Oracles"
  "FuzzSupport FuzzSupport -"
)
for line in "${products[@]}"; do
  read -r product module reexports <<<"$line"
  mkdir -p "$work/$product"
  extra=()
  [[ "$reexports" != "-" ]] && extra=(-experimental-allowed-reexported-modules="$reexports")
  swift-symbolgraph-extract -module-name "$module" -I "$modules" -I .build/debug/FuzzDriver.build -target "$target" \
    -minimum-access-level public -emit-extension-block-symbols -include-spi-symbols "${extra[@]}" -output-dir "$work/$product" >/dev/null
  # The symbol graph leaves out public names that begin with `_` (the declaration protocols'
  # `_judge`, `_State`, …): swift-api-digester's dump of each module has them.
  for m in "$module" ${reexports//,/ }; do
    [[ "$m" == "-" ]] && continue
    swift-api-digester -dump-sdk -module "$m" -I "$modules" -I .build/debug/FuzzDriver.build -target "$target" \
      -o "$work/$product/$m.sdk.json" >/dev/null 2>&1
  done
done

python3 - "$work" "$update" <<'PY'
import glob, json, os, sys
work, update = sys.argv[1], sys.argv[2] == "1"
failed = False
for product in sorted(os.listdir(work)):
    lines, undocumented = set(), []
    for path in sorted(glob.glob(f"{work}/{product}/*.symbols.json")):
        graph = json.load(open(path))
        names = {s["identifier"]["precise"]: ".".join(s["pathComponents"]) for s in graph["symbols"]}
        for s in graph["symbols"]:
            precise = s["identifier"]["precise"]
            kind = s["kind"]["identifier"]
            if "::SYNTHESIZED::" in precise or kind == "swift.extension":
                continue
            declaration = "".join(f["spelling"] for f in s.get("declarationFragments", []))
            lines.add(f'{".".join(s["pathComponents"])}: {" ".join(declaration.split())}')
            if "docComment" not in s:
                undocumented.append(f'{".".join(s["pathComponents"])} ({s.get("location", {}).get("uri", "?").split("/Sources/")[-1]})')
        for r in graph["relationships"]:
            if r["kind"] == "conformsTo" and "::SYNTHESIZED::" not in r["source"]:
                source = names.get(r["source"])
                if source is None:
                    continue
                target = names.get(r["target"]) or r.get("targetFallback", r["target"])
                lines.add(f"{source}: conforms to {target}")
    # Every public declaration whose name (or a parent's) begins with `_`, as the digester
    # prints it: the baseline guards them as it guards the rest.
    def underscored(node, path):
        name = node.get("name", "")
        here = path + [name] if name else path
        if node.get("kind") not in ("Import", "TypeNominal", "TypeNameAlias", "TypeFunc") and not name.startswith("__derived") \
                and any(p.startswith("_") for p in here[1:]):
            lines.add(f'underscored {".".join(here[1:])}: {node.get("kind")} {node.get("printedName", "")}')
        for child in node.get("children", []):
            underscored(child, here)
    for path in sorted(glob.glob(f"{work}/{product}/*.sdk.json")):
        underscored(json.load(open(path)).get("ABIRoot", {}), [])
    text = "".join(l + "\n" for l in sorted(lines))
    baseline = f"api/{product}.txt"
    if update:
        os.makedirs("api", exist_ok=True)
        open(baseline, "w").write(text)
        print(f"check-api: {baseline}: {len(lines)} lines written")
    else:
        old = open(baseline).read() if os.path.exists(baseline) else ""
        if old != text:
            failed = True
            before, after = set(old.splitlines()), set(text.splitlines())
            print(f"check-api: the public API of {product} changed and {baseline} does not say so:")
            for l in sorted(before - after): print(f"  - {l}")
            for l in sorted(after - before): print(f"  + {l}")
        else:
            print(f"check-api: {product}: {len(lines)} lines, as {baseline} says")
    if undocumented:
        failed = True
        print(f"check-api: {len(undocumented)} public symbols of {product} have no documentation comment:")
        for u in undocumented: print(f"  {u}")
if failed:
    print("check-api: if the change is meant, run scripts/check-api.sh --update and commit api/")
    sys.exit(1)
PY

# The DocC catalog, over the symbols `import ScrollProof` offers.
docc convert Sources/ScrollProof/ScrollProof.docc --additional-symbol-graph-dir "$work/ScrollProof" \
  --fallback-display-name ScrollProof --fallback-bundle-identifier org.scrollproof.ScrollProof \
  --output-path "$work/ScrollProof.doccarchive" --warnings-as-errors >"$work/docc.log" 2>&1 \
  || { cat "$work/docc.log"; echo "check-api: the DocC catalog has warnings (above)" >&2; exit 1; }
echo "check-api: DocC built with no warnings ($work/ScrollProof.doccarchive)"
