#!/usr/bin/env bash
# Issue 12's allocation target, as a gate (and issue 63's for the monitors, below): in a release build, every scroll-effect property of
# the models, and every property of the observer registry's model, allocates nothing per case
# in steady state; so does every fly-screen property of the model (each case's model comes from a
# pool, emptied in its own storage: a new fly screen would allocate its own log and queues, which
# are the implementation's, not the suite's) (bench counts the heap allocations of
# 200 fixed cases after running them once; a count, not a timing), the 3% of cases whose
# configuration is deliberately invalid included: their error keeps its numbers as data and
# writes its message only when shown. Debug builds allocate where the optimizer would not, so
# this runs the release binary. glibc only (the counter interposes malloc); elsewhere it says
# so and passes. SCROLLPROOF_RELEASE_BINARY names a release `scrollproof` already built (CI passes
# the fuzz build's: the same optimized code with libFuzzer's coverage counters, which allocate
# nothing, so one release build serves both); without it, this builds one.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
bin=${SCROLLPROOF_RELEASE_BINARY:-}
if [ -z "$bin" ]; then
  swift build -c release --product scrollproof -Xswiftc -use-ld=lld >/dev/null
  bin=.build/release/scrollproof
fi
json=$("$bin" bench --only properties --seconds 0.05 --json)
python3 - "$json" <<'PY'
import json, sys
rows = json.loads(sys.argv[1])["results"]
gated = [r for r in rows if r["name"].split(".")[0] in ("parallelWindow", "bannerHover", "rollingBanner", "profileHeader", "observerRegistry", "flyScreen")]
counted = [r for r in gated if "allocations per case" in r["extra"]]
if not counted:
    print("allocations: not counted on this platform (the counter needs glibc)")
    sys.exit(0)
bad = [(r["name"], r["extra"]["allocations per case"], r["extra"]["allocations per checked case"]) for r in counted
       if r["extra"]["allocations per case"] != 0 or r["extra"]["allocations per checked case"] != 0]
if len(counted) != 37 or bad:
    print(f"allocations: {len(counted)} properties counted (expected 24 scroll-effect, 4 observer-registry and 9 fly-screen properties); allocating: {bad}")
    sys.exit(1)
print("allocations: 0 per case in steady state for all 24 scroll-effect properties (invalid configurations included), all 4 observer-registry properties and the fly screen's 9 groups (release)")
PY
# Issue 63: no monitor allocates per frame once warm. `bench --only monitor` feeds each effect's
# monitor one long correct session pass after pass (a timed world's later by the session's span,
# with ids not named before), on the main actor as an app does, and, once the window is full,
# counts the allocations while the session doubles (as many passes again as were fed): each
# built-in effect's (`BuiltInEffects.all`) and a list-driven effect declared in the command's own
# module (`impressions`: `ListWorld` and the list's building blocks). A monitor whose rules must
# remember the whole session grows those tables by doubling, once each while the session doubles:
# the fly screen's world keeps every id it was told of (SPEC §4 refuses an accepted id again for
# good), each accepted item's count of starts and finishes, and every pause (its ids' array and
# dictionary, the kept items, the pauses: at most 4). Every other monitor: 0. Anything allocated
# per frame would count thousands.
json=$("$bin" bench --only monitor --seconds 0.05 --json)
python3 - "$json" <<'PY'
import json, sys
growing = {"flyScreen.monitor": 4}
rows = [r for r in json.loads(sys.argv[1])["results"] if r["name"].endswith(".monitor")]
key = "allocations as the session doubles"
counted = [r for r in rows if key in r["extra"]]
if not counted:
    print("monitor allocations: not counted on this platform (the counter needs glibc)")
    sys.exit(0)
bad = [(r["name"], r["extra"][key]) for r in counted if r["extra"][key] > growing.get(r["name"], 0)]
names = [r["name"] for r in counted]
if len(counted) < 8 or "impressions.monitor" not in names or bad:
    print(f"monitor allocations: {len(counted)} monitors counted ({names}); allocating more than their growing tables while the session doubles: {bad}")
    sys.exit(1)
fly = next((r["extra"][key] for r in counted if r["name"] == "flyScreen.monitor"), 0)
others = ", ".join(n.removesuffix(".monitor") for n in names if n != "flyScreen.monitor")
print(f"monitor allocations once warm, while the session doubles: 0 for {len(counted) - 1} monitors ({others}); "
      f"{fly:g} for the fly screen's (its tables of the whole session, at most 4) (release)")
PY
