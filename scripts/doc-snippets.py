#!/usr/bin/env python3
"""Docs that run: every Swift code block of README.md, docs/ and the DocC catalog, compiled.

    scripts/doc-snippets.py --write   # regenerate Examples/AppEffects/Tests/DocSnippetTests/Generated/
    scripts/doc-snippets.py --check   # fail if that folder is stale; typecheck the manifest blocks

Each Markdown file's ```swift blocks become one Swift file of the test target `DocSnippetTests`
in Examples/AppEffects: a package outside ScrollProof that imports it as a user does (the
curated `import ScrollProof`, `FuzzSupport`) beside the example app's own types (`AppEffects`).
`Tests/DocSnippetTests/YourApp.swift` holds the few types the docs call "your code" without
showing it. Examples' `swift test` (run by .ci/run) compiles every block and runs every
`@Test` a block declares, so a doc's test is a real test that must pass.

A block is either declarations (types, extensions, functions, tests) or statements. Statements
are compiled inside a function that is not called (a fragment is not a program); a block that
mixes the two is an error. A block identical to one already emitted is compiled once.

An HTML comment before a block, invisible on GitHub and in DocC, can shape it:

    <!-- doc-snippet: wrap
    struct Adapter { var banner: StickyBanner
    {{block}}
    }
    -->

puts the block inside the code around `{{block}}` (a member shown alone, say; the whole is then
declarations), and

    <!-- doc-snippet: manifest -->

marks a Package.swift (or a fragment of its dependencies), which --check typechecks with the
toolchain's PackageDescription.
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), ".."))
OUT = os.path.join(ROOT, "Examples/AppEffects/Tests/DocSnippetTests/Generated")
DECLARATION = re.compile(
    r"^(@|import |struct |enum |final |class |extension |func |protocol |typealias |actor |public |private |fileprivate |internal |nonisolated |static |}|\)|//|/\*|\*)"
)
MANIFEST = """// swift-tools-version:6.0
import PackageDescription
let package = Package(name: "MyApp", dependencies: [
{{block}}
    ], targets: [.target(name: "MyApp")])
"""


def sources():
    files = ["README.md"]
    for folder in ["docs", "Sources/ScrollProof/ScrollProof.docc"]:
        path = os.path.join(ROOT, folder)
        if os.path.isdir(path):
            files += [f"{folder}/{f}" for f in sorted(os.listdir(path)) if f.endswith(".md")]
    return files


def blocks(relative):
    """Each ```swift block of a file: (line, code, shape, wrapper)."""
    lines = open(os.path.join(ROOT, relative)).read().split("\n")
    found, i, shape, wrapper = [], 0, None, None
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        if stripped.startswith("<!-- doc-snippet:"):
            kind = stripped[len("<!-- doc-snippet:"):].split()[0].rstrip("-").strip()
            if kind == "manifest":
                shape = "manifest"
            elif kind == "wrap":
                body = []
                i += 1
                while lines[i].strip() != "-->":
                    body.append(lines[i])
                    i += 1
                wrapper = "\n".join(body)
            else:
                sys.exit(f"{relative}:{i + 1}: unknown doc-snippet kind {kind!r}")
        elif stripped.startswith("```swift"):
            indent = len(line) - len(line.lstrip())
            start = i + 1
            body = []
            i += 1
            while not lines[i].strip().startswith("```"):
                body.append(lines[i][indent:] if lines[i][:indent].strip() == "" else lines[i])
                i += 1
            found.append((start, "\n".join(body), shape, wrapper))
            shape, wrapper = None, None
        elif stripped.startswith("```"):
            i += 1
            while not lines[i].strip().startswith("```"):
                i += 1
        i += 1
    return found


def kind_of(relative, line, code):
    top = [l for l in code.split("\n") if l and not l[0].isspace()]
    declarations = [bool(DECLARATION.match(l)) for l in top]
    if all(declarations):
        return "declarations"
    if not any(declarations[i] and not top[i].startswith(("//", "}", ")")) for i in range(len(top))):
        return "statements"
    sys.exit(f"{relative}:{line}: a swift block mixes declarations and statements; split it in two")


def identifier(relative):
    base = os.path.splitext(os.path.basename(relative))[0]
    return "".join(part[:1].upper() + part[1:] for part in re.split(r"[^A-Za-z0-9]", base))


def generate():
    files, manifests, seen = {}, [], set()
    for relative in sources():
        found = blocks(relative)
        if not found:
            continue
        imports = {"import AppEffects", "import ScrollProof", "import Testing"}
        parts = []
        for line, code, shape, wrapper in found:
            if shape == "manifest":
                whole = "let package" in code
                manifests.append((relative, line, code if whole else MANIFEST.replace("{{block}}", code)))
                continue
            kept = []
            for l in code.split("\n"):
                if l.startswith("import "):
                    imports.add(l.strip())
                else:
                    kept.append(l)
            code = "\n".join(kept).strip("\n")
            if wrapper is not None:
                code = wrapper.replace("{{block}}", code)
            key = code.strip()
            if key in seen:
                parts.append(f"// {relative}:{line}: the same block as one above, compiled once")
                continue
            seen.add(key)
            if wrapper is None and kind_of(relative, line, code) == "statements":
                body = "\n".join("    " + l if l else l for l in code.split("\n"))
                code = f"@MainActor func snippet{identifier(relative)}Line{line}() async throws {{\n{body}\n}}"
            parts.append(f"// {relative}:{line}\n{code}")
        header = (
            f"// Generated by scripts/doc-snippets.py from {relative}: every swift block, compiled.\n"
            "// Do not edit: change the document and run scripts/doc-snippets.py --write.\n"
        )
        files[f"{identifier(relative)}.swift"] = header + "\n".join(sorted(imports)) + "\n\n" + "\n\n".join(parts) + "\n"
    return files, manifests


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else "--check"
    files, manifests = generate()
    if mode == "--write":
        os.makedirs(OUT, exist_ok=True)
        for old in os.listdir(OUT):
            if old.endswith(".swift") and old not in files:
                os.remove(os.path.join(OUT, old))
        for name, text in files.items():
            open(os.path.join(OUT, name), "w").write(text)
        print(f"doc-snippets: {len(files)} files written to {os.path.relpath(OUT, ROOT)}, {len(manifests)} manifest blocks")
        return
    present = {f for f in os.listdir(OUT) if f.endswith(".swift")} if os.path.isdir(OUT) else set()
    stale = sorted(present ^ set(files))
    stale += [n for n, t in files.items() if os.path.exists(os.path.join(OUT, n)) and open(os.path.join(OUT, n)).read() != t]
    if stale:
        sys.exit(f"doc-snippets: {', '.join(sorted(set(stale)))} out of date with the docs: run scripts/doc-snippets.py --write")
    # The toolchain's PackageDescription: beside `swift` (Linux, swift.org), or Xcode's toolchain.
    finder = "xcrun --find swift 2>/dev/null || command -v swift"
    swift = subprocess.run(["sh", "-c", finder], capture_output=True, text=True).stdout.strip().split("\n")[0]
    api = os.path.join(os.path.dirname(os.path.realpath(swift)), "..", "lib", "swift", "pm", "ManifestAPI")
    with tempfile.TemporaryDirectory() as work:
        for relative, line, text in manifests:
            path = os.path.join(work, "Package.swift")
            open(path, "w").write(text)
            result = subprocess.run(["swiftc", "-typecheck", "-I", api, "-package-description-version", "6.0", "-swift-version", "6", path], capture_output=True, text=True)
            if result.returncode != 0:
                sys.exit(f"{relative}:{line}: the manifest block does not typecheck:\n{result.stderr}")
    print(f"doc-snippets: {len(files)} documents' swift blocks are current; {len(manifests)} manifest blocks typecheck")


main()
