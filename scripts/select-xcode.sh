#!/usr/bin/env bash
# Selects the newest Xcode on a GitHub macOS runner (the package needs Swift 6.2 or later:
# SendableMetatype) and prints the Swift it brings. Used by .github/workflows/ci.yml.
set -euo pipefail
xcode=$(find /Applications -maxdepth 1 -name 'Xcode*.app' | sort -V | tail -n 1)
if [ -z "$xcode" ]; then echo "no Xcode in /Applications" >&2; exit 1; fi
sudo xcode-select -s "$xcode"
echo "selected $xcode"
xcrun swift --version
