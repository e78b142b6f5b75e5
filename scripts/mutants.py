#!/usr/bin/env python3
"""Mutation testing of the declaration engine and its building blocks.

Each mutant is one small change to Sources (a comparison, a bound, a dropped clause). For each,
this script copies the repository's tracked files into a scratch folder once (reusing its build
folder from mutant to mutant), applies the mutant alone, runs `swift test`, and reports whether
the suite caught it (a test failed) or it survived. A mutant that survives is either a hole in the
tests or equivalent to the original; the table says which.

    scripts/mutants.py              # every mutant
    scripts/mutants.py 3 7          # mutants 3 and 7
    SCROLLPROOF_MUTANT_DIR=/tmp/m scripts/mutants.py   # where the scratch copy lives
"""
import os, subprocess, sys, time

D = 'Sources/Oracles/Engine/Declared/'
MUTANTS = [
    # The five of issue 35.
    ('firesOncePerCrossing compares with > instead of >=', D + 'BuildingBlocks/FiresOncePerCrossing.swift',
     'let before = quantity(previous.frame) >= t, after = quantity(context.frame) >= t',
     'let before = quantity(previous.frame) > t, after = quantity(context.frame) > t'),
    ('monotone no longer judges a repeated input', D + 'BuildingBlocks/Monotone.swift',
     ' || (dx == 0 && dv.magnitude > tol)', ''),
    ('continuous allows 1,000 x its tolerance', D + 'BuildingBlocks/Continuous.swift',
     'let slack = 2 * unit.tolerance(context)', 'let slack = 2_000 * unit.tolerance(context)'),
    ('closedForm allows an absolute 1e-3 instead of the tolerance', D + 'BuildingBlocks/ClosedForm.swift',
     'if v == e || (v - e).magnitude <= tol { return nil }', 'if v == e || (v - e).magnitude <= 1e-3 { return nil }'),
    ('inRange no longer checks the lower bound', D + 'BuildingBlocks/InRange.swift',
     'if v >= r.lowerBound - tol, v <= r.upperBound + tol', 'if v <= r.upperBound + tol'),
    # Of our own: each block, the ordering of violations, the engine.
    ('inRange no longer checks the upper bound', D + 'BuildingBlocks/InRange.swift',
     'if v >= r.lowerBound - tol, v <= r.upperBound + tol', 'if v >= r.lowerBound - tol'),
    ('inRange compares < instead of <= at the upper bound', D + 'BuildingBlocks/InRange.swift',
     'v <= r.upperBound + tol { return nil }', 'v < r.upperBound - tol { return nil }'),
    ('monotone lets NaN through', D + 'BuildingBlocks/Monotone.swift', ' || dv.isNaN {', ' {'),
    ('monotone ignores its direction when the input falls', D + 'BuildingBlocks/Monotone.swift',
     ' || (dx < 0 && signed > tol)', ''),
    ('firesOncePerCrossing lets the initial frame fire', D + 'BuildingBlocks/FiresOncePerCrossing.swift',
     'return didFire ? InvariantFailure("\\(callback) fired on the initial frame, which crosses nothing") : nil', 'return nil'),
    ('settlesOn allows 1,000 x the tolerance', D + 'BuildingBlocks/SettlesOn.swift',
     '($0 - target).magnitude <= context.lengthTolerance', '($0 - target).magnitude <= 1_000 * context.lengthTolerance'),
    ('releaseClosedForm allows an absolute 1e-3', D + 'BuildingBlocks/ReleaseClosedForm.swift',
     '(context.target - want).magnitude <= context.lengthTolerance', '(context.target - want).magnitude <= 1e-3'),
    ('a ratio is judged with the length tolerance', D + 'FrameContext.swift',
     'self == .points ? context.lengthTolerance : Tolerance.tol(scale: 1)', 'context.lengthTolerance'),
    ('a change is judged at the current input alone', D + 'FrameContext.swift',
     'Swift.max(Swift.max(scale, previousInput.magnitude), input.magnitude)', 'Swift.max(scale, input.magnitude)'),
    ('a later violation of an invariant replaces its first', 'Sources/Oracles/Engine/Streaming/ViolationSlot.swift',
     'guard rank < cutoff else { return }', 'guard rank <= cutoff else { return }'),
    ('an invariant is still judged after it fired', 'Sources/Oracles/Engine/Streaming/ViolationSlot.swift',
     'public func wants(rank: Int) -> Bool { rank < cutoff }', 'public func wants(rank: Int) -> Bool { rank <= cutoff }'),
    ('a break kept for the end is never reported', D + 'StatefulInvariant.swift',
     'guard slot.wants(rank: state.rank), let (index, failure) = invariant.finish(configuration, &state.memory) else { return }',
     'guard false, let (index, failure) = invariant.finish(configuration, &state.memory) else { return }'),
    ('a memory learns only accepted inputs', D + 'DeclaredChecker.swift',
     'if input.isFinite { rules.invariants._observe(', 'if input.isFinite && output != nil { rules.invariants._observe('),
    ('a refused finite input is not reported', 'Sources/Oracles/Engine/Streaming/RobustnessRules.swift',
     '} else if output == nil, slot.wants(rank: acceptedRank) {', '} else if false, output == nil, slot.wants(rank: acceptedRank) {'),
    # The building blocks of effects driven by the list.
    ('atMostOncePerItem never forgets a deleted item', 'Sources/Oracles/Engine/List/BuildingBlocks/AtMostOncePerItem.swift',
     'if !gone.isEmpty, !done.isEmpty { done.removeAll { gone.contains($0.item) } }', ''),
    ('heldContinuously keeps counting in the background', 'Sources/Oracles/Engine/List/BuildingBlocks/HeldContinuously.swift',
     'if world.enteredBackground || !world.isForeground {', 'if false {'),
    ('activeIsBest breaks ties to the larger row', 'Sources/Oracles/Engine/List/BuildingBlocks/ActiveIsBest.swift',
     '(v.fraction == b.fraction && v.row > b.row)', '(v.fraction == b.fraction && v.row < b.row)'),
    ('everyStartHasItsStop allows a second frame', 'Sources/Oracles/Engine/List/BuildingBlocks/EveryStartHasItsStop.swift',
     '($0.unneededSince ?? .max) < world.frames }', '($0.unneededSince ?? .max) < world.frames - 1 }'),
    ('loggedWhenDue allows two frames late', 'Sources/Oracles/Engine/List/BuildingBlocks/HeldContinuously.swift',
     'memory.due.first(where: { $0.frame < world.frames - 1 })', 'memory.due.first(where: { $0.frame < world.frames - 2 })'),
    # The fly screen: its declared invariants, each feeding its walk or judgement from the
    # engine's merged stream (each must be caught by the differential test, which holds them to
    # the reference in Tests, or by a screen's own tests).
    ('the declared minimumGap never judges a gap', 'Sources/Oracles/FlyScreen/FlyScreenModel+Declaration.swift',
     'if let v = memory.walk.flight(\n                    item.flight, order: place,', 'if false, let v = memory.walk.flight(\n                    item.flight, order: place,'),
    ('the declared hitTest never judges a tap', 'Sources/Oracles/FlyScreen/FlyScreenModel+Declaration.swift',
     'if let v = FlyScreenInvariants.tapJudgement(', 'if false, let v = FlyScreenInvariants.tapJudgement('),
    ('the declared likeOnce never settles a liked item when it is let go', 'Sources/Oracles/FlyScreen/FlyScreenModel+Declaration.swift',
     'if let v = memory.walk.settle(id, as: Violation.self, frame: { -1 }), memory.wrong', 'if false, let v = memory.walk.settle(id, as: Violation.self, frame: { -1 }), memory.wrong'),
    ('the declared frozenWhilePaused lets an item finish in a pause', 'Sources/Oracles/FlyScreen/FlyScreenModel+Declaration.swift',
     'if let v = FlyScreenInvariants.pauseJudgement(of: first.id', 'if false, let v = FlyScreenInvariants.pauseJudgement(of: first.id'),
    ('the declared exactSchedule never judges a flight', 'Sources/Oracles/FlyScreen/FlyScreenModel+Declaration.swift',
     'if let v = memory.walk.flight(first.flight, as: Violation.self, frame: { first.operation })', 'if false, let v = memory.walk.flight(first.flight, as: Violation.self, frame: { first.operation })'),
    ('the declared capacityRespected never consults its walk', 'Sources/Oracles/FlyScreen/FlyScreenModel+Declaration.swift',
     'if let v = memory.walk.step(first.index, first.step, start: { _ in start })', 'if false, let v = memory.walk.step(first.index, first.step, start: { _ in start })'),
    ('the declared rowsConsistent lets a finish land on another row', 'Sources/Oracles/FlyScreen/FlyScreenModel+Declaration.swift',
     'startRow: finishing ? startRow[id] : nil', 'startRow: nil'),
    ('nothingLost counts a moment exactly a tolerance before the end as due', 'Sources/Oracles/FlyScreen/FlyScreenInvariants.swift',
     'static func due(_ due: Double, before end: Double, tolerance: Double) -> Bool { due < end - tolerance }',
     'static func due(_ due: Double, before end: Double, tolerance: Double) -> Bool { due <= end - tolerance }'),
    ('likeOnce takes a pop exactly a tolerance off as late', 'Sources/Oracles/FlyScreen/FlyScreenInvariants.swift',
     '(pop - tap).magnitude <= tolerance }', '(pop - tap).magnitude < tolerance }'),
    # The fly screen's judgements, which the oracles report with and the pass decides by: a
    # mutant here changes both walks at once, so only the tests at the thresholds can see it.
    ('frozenWhilePaused takes a moment at a pause\'s edge as inside it', 'Sources/Oracles/FlyScreen/FlyScreenInvariants+Judgements.swift',
     't > start + slack && t < end - slack', 't >= start + slack && t <= end - slack'),
    ('nothingLost lets an item finish without starting', 'Sources/Oracles/FlyScreen/FlyScreenInvariants+Judgements.swift',
     'guard starts > 1 || finishes > 1 || (finishes > 0 && starts == 0) else', 'guard starts > 1 || finishes > 1 else'),
    ('likeOnce lets a liked item pop more than once', 'Sources/Oracles/FlyScreen/FlyScreenInvariants+Judgements.swift',
     'guard let tapTime, pops == 1, let pop = firstPop else', 'guard let tapTime, pops >= 1, let pop = firstPop else'),
    ('rowsConsistent lets a finish land on another row', 'Sources/Oracles/FlyScreen/FlyScreenInvariants+Judgements.swift',
     'if exists, startRow.map({ $0 == row }) ?? true { return nil }', 'if exists { return nil }'),
    # The walks the oracles and the pass share: a mutant changes both feeders at once.
    ('minimumGap never judges a flight against the later-starting ones it lands before', 'Sources/Oracles/FlyScreen/FlyScreenInvariants+FlightWalks.swift',
     'if start + longest > a.appeared!, let violation', 'if start.isNaN, let violation'),
    ('fifoStartOrder lets two neighbours start swapped', 'Sources/Oracles/FlyScreen/FlyScreenInvariants+FlightWalks.swift',
     'if place < latest { broken = true }', 'if place + 1 < latest { broken = true }'),
    ('nothingLost judges when an unstarted item was due in a trace that seeks', 'Sources/Oracles/FlyScreen/FlyScreenInvariants+FlightWalks.swift',
     'blocked = seeks', 'blocked = false'),
]


def main():
    root = subprocess.run(['git', 'rev-parse', '--show-toplevel'], capture_output=True, text=True, check=True).stdout.strip()
    scratch = os.environ.get('SCROLLPROOF_MUTANT_DIR', '/tmp/scrollproof-mutants')
    chosen = [int(a) for a in sys.argv[1:]] or list(range(1, len(MUTANTS) + 1))
    os.makedirs(scratch, exist_ok=True)
    # A fresh copy of the tracked files (a file the repository no longer has must not linger),
    # beside the scratch folder's build folder, which is kept from run to run.
    for entry in os.listdir(scratch):
        if entry != '.build':
            path = os.path.join(scratch, entry)
            subprocess.run(['rm', '-rf', path], check=True)
    files = subprocess.run(['git', 'ls-files'], cwd=root, capture_output=True, text=True, check=True).stdout.split('\n')
    for f in filter(None, files):
        os.makedirs(os.path.dirname(os.path.join(scratch, f)) or scratch, exist_ok=True)
        with open(os.path.join(root, f), 'rb') as src, open(os.path.join(scratch, f), 'wb') as dst:
            dst.write(src.read())
    print('| # | mutant | result | tests failed |\n| --- | --- | --- | --- |', flush=True)
    for n in chosen:
        name, path, old, new = MUTANTS[n - 1]
        target = os.path.join(scratch, path)
        original = open(target).read()
        if original.count(old) != 1:
            print(f'| {n} | {name} | not applied: the line is not in {path} once | |', flush=True)
            continue
        open(target, 'w').write(original.replace(old, new))
        try:
            started = time.time()
            run = subprocess.run(['swift', 'test'], cwd=scratch, capture_output=True, text=True)
            out = run.stdout + run.stderr
            failed = sorted({l.split('Test ')[1].split('(')[0] for l in out.splitlines() if l.startswith('✘ Test ') and not l.startswith('✘ Test run') and ' failed' in l})
            if 'error:' in out and not failed and run.returncode != 0 and 'Test run' not in out:
                result, detail = 'does not build', ''
            elif run.returncode != 0:
                result, detail = 'caught', f'{len(failed)}: ' + ', '.join(failed[:4]) + (' …' if len(failed) > 4 else '')
            else:
                result, detail = 'SURVIVED', ''
            print(f'| {n} | {name} | {result} ({time.time() - started:.0f} s) | {detail} |', flush=True)
        finally:
            open(target, 'w').write(original)


if __name__ == '__main__':
    main()
