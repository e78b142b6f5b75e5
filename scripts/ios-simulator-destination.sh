#!/usr/bin/env bash
# Prints an xcodebuild destination for an available iPhone simulator (the newest runtime's
# first iPhone), so the workflow does not hard-code a device name that changes with Xcode.
set -euo pipefail
xcrun simctl list devices available --json | python3 -c '
import json, sys
devices = json.load(sys.stdin)["devices"]
runtimes = sorted((r for r in devices if "iOS" in r), key=lambda r: [int(p) if p.isdigit() else 0 for p in r.replace("-", ".").split(".")])
for runtime in reversed(runtimes):
    for device in devices[runtime]:
        if device["name"].startswith("iPhone"):
            print("platform=iOS Simulator,id=" + device["udid"]); sys.exit(0)
sys.exit("no available iPhone simulator")
'
