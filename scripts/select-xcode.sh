#!/usr/bin/env bash
# Makes sure a GitHub macOS runner uses an Xcode whose Swift is 6.2 or later (the package needs
# SendableMetatype) and prints it. Used by .github/workflows/ci.yml on `macos-26`, whose default
# Xcode (26.x, Swift 6.2 or later) is kept: GitHub's runner-images README for macOS 26 lists the
# installed Xcodes and the default. Only when the default is older is the newest released Xcode
# (no beta, no release candidate) selected.
set -euo pipefail
swift_version() { xcrun swift --version 2>/dev/null | sed -n 's/.*Swift version \([0-9]*\.[0-9]*\).*/\1/p' | head -n 1; }
recent_enough() { [ "$(printf '%s\n6.2\n' "$1" | sort -V | head -n 1)" = "6.2" ]; }
current=$(swift_version)
if [ -n "$current" ] && recent_enough "$current"; then
  echo "keeping the default $(xcode-select -p) (Swift $current)"
else
  xcode=$(find /Applications -maxdepth 1 -name 'Xcode*.app' | grep -viE 'beta|release_candidate|_rc' | sort -V | tail -n 1)
  if [ -z "$xcode" ]; then echo "no released Xcode in /Applications" >&2; exit 1; fi
  sudo xcode-select -s "$xcode"
  echo "selected $xcode"
fi
xcrun swift --version
