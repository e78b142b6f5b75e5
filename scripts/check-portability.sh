#!/usr/bin/env bash
# Catches, on Linux, the portability regressions that can be caught without a Mac:
#  1. the C allocation counter, compiled for Apple targets (no SDK here: -ffreestanding), leaves
#     no symbol undefined (glibc's __libc_* exist nowhere else);
#  2. no `import Glibc` / `Musl` / `Darwin` / `os` outside an `#if canImport(...)` of that module;
#  3. no platform libm call (and no Foundation) in Sources/Generators, the runner's files and
#     environment (Engine/Runner, Engine/Catalogue) aside: generation must give the same bits on
#     every machine (PortableMath instead).
# Exit 1 with the offending lines, 0 when clean.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
status=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

nm_tool=$(command -v llvm-nm || command -v nm)
for target in arm64-apple-macos14 arm64-apple-ios15 x86_64-apple-ios15-simulator; do
  clang -target "$target" -ffreestanding -c Sources/AllocationCounter/AllocationCounter.c \
    -I Sources/AllocationCounter/include -o "$work/counter-$target.o"
  undefined=$("$nm_tool" -u "$work/counter-$target.o" || true)
  if [ -n "$undefined" ]; then
    echo "AllocationCounter.c for $target leaves symbols undefined:"; echo "$undefined" | sed 's/^/  /'
    status=1
  fi
done

# An import of a platform module must sit inside `#if canImport(<module>)` (or an #elseif of it).
while IFS= read -r file; do
  awk -v file="$file" '
    /^[[:space:]]*#if/ { depth++; cond[depth] = $0; next }
    /^[[:space:]]*#elseif/ { cond[depth] = $0; next }
    /^[[:space:]]*#else/ { cond[depth] = "#else"; next }
    /^[[:space:]]*#endif/ { depth--; next }
    /^[[:space:]]*(@_exported[[:space:]]+)?import[[:space:]]+(Glibc|Musl|Darwin|os|Android|WinSDK)[[:space:]]*$/ {
      mod = $NF; ok = 0
      for (d = 1; d <= depth; d++) if (index(cond[d], "canImport(" mod ")") > 0) ok = 1
      if (!ok) { printf "%s:%d: unguarded import %s\n", file, NR, mod; bad = 1 }
    }
    END { exit bad }
  ' "$file" || status=1
done < <(git ls-files '*.swift')

libm='(^|[^A-Za-z0-9_.])(pow|exp|exp2|expm1|log|log2|log10|log1p|sin|cos|tan|asin|acos|atan|atan2|sinh|cosh|tanh|sqrt|cbrt|hypot|fma|erf|tgamma|lgamma)\('
generation=$(git ls-files 'Sources/Generators/*.swift' | grep -vE '^Sources/Generators/Engine/(Runner|Catalogue)/')
[ -n "$generation" ] || { echo "check-portability: no generator sources found"; exit 1; }
# shellcheck disable=SC2086
hits=$(grep -nE "$libm|import Foundation|Foundation\." $generation | grep -vE '^[^:]+:[0-9]+:[[:space:]]*///' | grep -vE 'static func (exp|log|power)\(' || true)
hits=$(echo "$hits" | grep -vE '^Sources/Generators/Engine/PortableMath.swift:.*(PortableMath\.|[^A-Za-z]exp\(y \* log\(base\)\)|return scale|^$)' || true)
if [ -n "$hits" ]; then
  echo "platform math or Foundation in Sources/Generators (use PortableMath):"; echo "$hits" | sed 's/^/  /'
  status=1
fi

[ $status -eq 0 ] && echo "portability: clean (allocation counter for Apple targets, guarded platform imports, no libm in generation)"
exit $status
