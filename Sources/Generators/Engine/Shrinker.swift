/// Integrated shrinking on recorded choices (Hypothesis' design): no per-type shrinkers.
///
/// A candidate is a list of choice values; the generator replays it (missing values are 0,
/// values above a bound are clamped) and the candidate is kept when the rebuilt value still
/// fails, its choices are smaller in shortlex order (fewer choices first, then smaller
/// values), and, when a size is given, it is no larger. Passes, repeated greedily until a whole round improves nothing:
///
/// 0. delete whole structural parts recorded by the generators (``ChoiceStream/span(_:)``:
///    array elements, gestures, events, operations; Hypothesis' examples), the last first;
/// 1. delete spans, from the end: 2 choices (an element and its "more?" flag), then 1,
///    doubling the span while deletions succeed (deletes elements, gestures, events);
/// 2. zero spans of 8, 4 and 2 choices;
/// 3. minimize each choice: 0, then one less (a minimal value costs two calls), then a
///    binary search toward 0;
/// 4. sort the values of choices that share a bound (same role: list elements);
/// 5. redistribute between two choices that share a bound: move as much as possible from the
///    earlier to the later one (binary search), which reaches shortlex minima that
///    one-at-a-time minimizing cannot (e.g. `[75, 80, 95]` → `[50, 100, 100]`);
/// 6. only when 1–5 improve nothing: truncate after each branch choice (bound ≤ 31: a
///    boolean, a gesture kind, a landmark), trying each of its values (the generator's
///    simplest continuation from that branch point).
///
/// After the fixed point, ``roundNumbers(_:score:isSimplest:maxCalls:)`` may round a choice to fewer
/// significant digits (a width of 363 to 400) when the report it gives is simpler: the one
/// step that may make a choice larger, taken only for a strictly simpler report.
///
/// It is deterministic: the same start and the same predicate give the same result and the
/// same call count. It stops at a fixed point or after `maxCalls` predicate calls; a wall-time
/// limit (`maxSeconds`, none by default) is for a caller that prefers a bound in seconds to a
/// result that every machine repeats: with it hit, the result depends on the machine's speed
/// and load.
package struct Shrinker<Value>: Sendable {
    /// The limits of one shrink.
    package struct Budget: Sendable {
        /// The most predicate calls.
        package var maxCalls: Int
        /// The longest wall time, in seconds (`.infinity`: none, so the count alone decides).
        package var maxSeconds: Double

        /// Creates a budget.
        ///
        /// - Parameters:
        ///   - maxCalls: The most predicate calls (default 10,000).
        ///   - maxSeconds: The longest wall time, in seconds (default none: a shrink that stops
        ///     on a clock shrinks a loaded machine's failure less, to another case and report).
        package init(maxCalls: Int = 10_000, maxSeconds: Double = .infinity) {
            self.maxCalls = maxCalls
            self.maxSeconds = maxSeconds
        }
    }

    /// What a shrink produced.
    package struct Outcome {
        /// The smallest failing value found.
        package var value: Value
        /// Its choices.
        package var choices: [StreamChoice]
        /// Predicate calls made (candidates replayed and tested).
        package var calls: Int
        /// Candidates accepted.
        package var improvements: Int
        /// Whether the budget ran out before a fixed point.
        package var budgetExhausted: Bool
    }

    /// The generator whose choices are shrunk.
    package let generator: Gen<Value>
    /// True when a value still shows the failure.
    package let isFailing: @Sendable (Value) -> Bool
    /// The limits.
    package let budget: Budget
    /// An optional size of a value (e.g. its frames) that a candidate may not increase: a
    /// generator can turn fewer choices into more frames (a fast fling), and a person reads frames.
    package let size: (@Sendable (Value) -> Int)?

    /// Creates a shrinker.
    ///
    /// - Parameters:
    ///   - generator: The generator that built the failing value.
    ///   - budget: The limits.
    ///   - size: A size a candidate may not increase, or `nil`.
    ///   - isFailing: True when a value still fails (the same failure).
    package init(
        generator: Gen<Value>, budget: Budget = Budget(), size: (@Sendable (Value) -> Int)? = nil,
        isFailing: @escaping @Sendable (Value) -> Bool
    ) {
        self.generator = generator
        self.budget = budget
        self.size = size
        self.isFailing = isFailing
    }

    /// Shrinks a failing case.
    ///
    /// - Parameter choices: The choices of a failing value.
    /// - Returns: The smallest failing value found, or `nil` when the start does not fail.
    /// - Complexity: At most `budget.maxCalls` generator runs and predicate calls.
    package func shrink(_ choices: [StreamChoice]) -> Outcome? {
        var state = State(shrinker: self)
        guard let start = try? generator.replayStream(choices.map(\.value)), isFailing(start.value) else { return nil }
        state.current = start.stream.choices
        state.spans = start.stream.spans
        state.value = start.value
        while !state.exhausted {
            let before = state.improvements
            state.deleteStructuralSpans()
            state.deleteSpans()
            state.zeroSpans()
            state.minimizeEach()
            state.sortSameBound()
            state.redistribute()
            if state.improvements == before { state.truncateAtBranches() }
            if state.improvements == before { break }
        }
        return Outcome(
            value: state.value, choices: state.current, calls: state.calls, improvements: state.improvements,
            budgetExhausted: state.exhausted)
    }

    /// Rounds choices to fewer significant decimal digits where the case still fails and its
    /// report is simpler: a shrunk width of 363 is minimal but not simple; 400 (or 370) reads
    /// better and fails as well. Each choice of at least 10 is tried rounded to 1 and then 2
    /// significant digits, down and up; a candidate is kept when it still fails, its size is
    /// no larger, and its `score` is lexicographically smaller (so the pass ends). A case with
    /// no choice to round, or already as simple as wanted (`isSimplest`), is returned as it is.
    ///
    /// - Parameters:
    ///   - outcome: A shrunk case.
    ///   - score: A value's score, lower is simpler (``ReportSimplicity/score(_:)``).
    ///   - isSimplest: Whether a value has nothing to gain (``ReportSimplicity/isSimplest(_:)``);
    ///     `nil` tries every case.
    ///   - maxCalls: The most predicate calls (default 48).
    /// - Returns: The case, rounded where that made it simpler; its calls include the pass's.
    /// - Complexity: At most `maxCalls` generator runs and predicate calls.
    package func roundNumbers(_ outcome: Outcome, score: (Value) -> [Int], isSimplest: ((Value) -> Bool)? = nil, maxCalls: Int = 12) -> Outcome {
        // Nothing to round, or nothing to gain: the case as it is, its text not even rendered.
        guard outcome.choices.contains(where: { !Self.roundings($0.value,
            bound: $0.bound).isEmpty }), isSimplest?(outcome.value) != true else { return outcome }
        // The start's score is asked only when a candidate could beat it (a score reads the
        // case's text).
        var current = outcome.choices, value = outcome.value, best: [Int]? = nil, calls = 0, improvements = 0
        var improved = true
        while improved, calls < maxCalls {
            improved = false
            // By index, not over `current.indices`: a kept candidate may have fewer choices.
            var i = 0
            while i < current.count {
                defer { i += 1 }
                guard current[i].value >= 10 else { continue }
                for rounded in Self.roundings(current[i].value, bound: current[i].bound) {
                    guard calls < maxCalls else { break }
                    var candidate = current.map(\.value)
                    candidate[i] = rounded
                    calls += 1
                    guard let result = try? generator.replayStream(candidate), isFailing(result.value) else { continue }
                    if let size, size(result.value) > size(value) { continue }
                    let s = score(result.value)
                    if best == nil { best = score(value) }
                    guard s.lexicographicallyPrecedes(best!) else { continue }
                    (current, value, best) = (result.stream.choices, result.value, s)
                    improvements += 1
                    improved = true
                    break
                }
                if calls >= maxCalls { break }
            }
        }
        return Outcome(value: value, choices: current, calls: outcome.calls + calls, improvements: outcome.improvements + improvements,
                       budgetExhausted: outcome.budgetExhausted)
    }

    /// A value rounded to 1 and to 2 significant decimal digits, down then up, each different
    /// from it and within its bound (none for a value already that simple).
    static func roundings(_ value: UInt64, bound: UInt64) -> [UInt64] {
        var digits = 0, v = value
        while v > 0 { digits += 1; v /= 10 }
        var result: [UInt64] = []
        for kept in 1...2 where digits > kept {
            var unit: UInt64 = 1
            for _ in 0..<(digits - kept) { unit *= 10 }
            guard value % unit != 0 else { continue }  // already that simple
            let down = value / unit * unit
            let (up, overflow) = down.addingReportingOverflow(unit)
            for candidate in [down, up] where candidate != value && !(candidate == up && overflow) && candidate <= bound && !result.contains(candidate) {
                result.append(candidate)
            }
        }
        return result
    }

    private struct State {
        let shrinker: Shrinker
        var current: [StreamChoice] = []
        var spans: [Range<Int>] = []
        var value: Value!
        var calls = 0
        var improvements = 0
        var exhausted = false
        var tried: Set<[UInt64]> = []
        let stopwatch = Stopwatch()

        init(shrinker: Shrinker) {
            self.shrinker = shrinker
        }

        var values: [UInt64] { current.map(\.value) }

        static func shortlexLess(_ a: [UInt64], _ b: [UInt64]) -> Bool {
            a.count != b.count ? a.count < b.count : a.lexicographicallyPrecedes(b)
        }

        /// Tries a candidate; keeps it when it still fails and is simpler.
        @discardableResult
        mutating func consider(_ candidate: [UInt64]) -> Bool {
            if exhausted { return false }
            guard Self.shortlexLess(candidate, values), tried.insert(candidate).inserted else { return false }
            if calls >= shrinker.budget.maxCalls || stopwatch.seconds > shrinker.budget.maxSeconds {
                exhausted = true
                return false
            }
            calls += 1
            guard let result = try? shrinker.generator.replayStream(candidate), shrinker.isFailing(result.value) else { return false }
            let used = result.stream.choices.map(\.value)
            guard Self.shortlexLess(used, values) else { return false }
            if let size = shrinker.size, size(result.value) > size(value) { return false }
            current = result.stream.choices
            spans = result.stream.spans
            value = result.value
            improvements += 1
            return true
        }

        /// Deletes whole structural parts (elements, gestures, events, operations), the last
        /// first; after each deletion the parts are those of the new case.
        mutating func deleteStructuralSpans() {
            var k = spans.count - 1
            while k >= 0, !exhausted {
                if k < spans.count {
                    let span = spans.sorted { $0.lowerBound < $1.lowerBound }[k]
                    if span.upperBound <= current.count {
                        var candidate = values
                        candidate.removeSubrange(span)
                        // With the choice after it too: a list whose first element has no "more?"
                        // flag (a scroll input's first gesture) loses its first element only
                        // with the next one's flag, which would otherwise be read as a gesture.
                        if !consider(candidate), span.upperBound < current.count {
                            var wider = values
                            wider.removeSubrange(span.lowerBound ..< span.upperBound + 1)
                            consider(wider)
                        }
                    }
                }
                k = min(k, spans.count) - 1
            }
        }

        /// Deletes spans, from the end: at each position a span of 2 (an element with its
        /// "more?" flag), then 1; a deletion that works is retried with twice the span.
        mutating func deleteSpans() {
            var i = current.count - 1
            while i >= 0, !exhausted {
                for k in [2, 1] where i + k <= current.count {
                    var span = k
                    while i + span <= current.count, delete(i, span) { span *= 2 }
                    if span > k { break }
                }
                i = min(i, current.count) - 1
            }
        }

        mutating func delete(_ i: Int, _ k: Int) -> Bool {
            var candidate = values
            candidate.removeSubrange(i..<(i + k))
            return consider(candidate)
        }

        /// Zeroes spans of 2 to 8 choices (a whole gesture or event at once); single choices
        /// are zeroed by ``minimize(at:)``.
        mutating func zeroSpans() {
            for k in [8, 4, 2] where k <= current.count {
                var i = 0
                while i + k <= current.count, !exhausted {
                    if current[i..<(i + k)].contains(where: { $0.value != 0 }) {
                        var candidate = values
                        for j in i..<(i + k) { candidate[j] = 0 }
                        consider(candidate)
                    }
                    i += k
                }
            }
        }

        mutating func minimizeEach() {
            var i = 0
            while i < current.count, !exhausted {
                minimize(at: i)
                i += 1
            }
        }

        /// Binary search for the smallest value at `i` that still fails.
        mutating func minimize(at i: Int) {
            guard i < current.count, current[i].value > 0 else { return }
            var candidate = values
            candidate[i] = 0
            if consider(candidate) { return }
            if current[i].value == 1 { return }
            candidate[i] = current[i].value - 1
            if !consider(candidate) {
                // A branch (a gesture, an event's kind) is not ordered as a number is: a simpler
                // branch that reads as many choices may sit anywhere below (a repeat for a NaN),
                // so each smaller one is tried, the simplest first.
                guard current[i].bound <= Self.branchBound, current[i].value > 2 else { return }  // already minimal: two calls
                for v in 1..<(current[i].value - 1) where !exhausted && i < current.count {
                    var c = values
                    c[i] = v
                    if consider(c) { return }
                }
                return
            }
            guard i < current.count else { return }
            var lo: UInt64 = 0, hi = current[i].value
            while lo + 1 < hi, !exhausted, i < current.count {
                let mid = lo + (hi - lo) / 2
                var c = values
                c[i] = mid
                if consider(c) { hi = current[i].value } else { lo = mid }
            }
        }

        /// The last resort, run only at a fixed point of the other passes: keep a prefix, try
        /// every value of the next branch choice, and drop everything after it, so that the
        /// generator takes its simplest continuation (replay pads with zeros). This escapes
        /// local minima where one complex part (a fling) must become several simple parts (two
        /// jumps), which needs a smaller value early and a larger one later.
        mutating func truncateAtBranches() {
            var i = 0
            while i < current.count - 1, !exhausted {
                defer { i += 1 }
                guard current[i].bound <= Self.branchBound else { continue }  // magnitudes are not branches
                let prefix = Array(values[..<i])
                for v in 0...current[i].bound where !exhausted {
                    if consider(prefix + [v]) { break }
                }
            }
        }

        /// Choices with a bound up to this select a branch (a boolean, a gesture, a landmark).
        static var branchBound: UInt64 { 31 }

        mutating func sortSameBound() {
            var groups: [UInt64: [Int]] = [:]
            for (i, choice) in current.enumerated() { groups[choice.bound, default: []].append(i) }
            for (_, positions) in groups.sorted(by: { $0.key < $1.key }) where positions.count > 1 && !exhausted {
                guard positions.allSatisfy({ $0 < current.count }) else { continue }
                var candidate = values
                let sorted = positions.map { candidate[$0] }.sorted()
                for (position, value) in zip(positions, sorted) { candidate[position] = value }
                consider(candidate)
            }
        }

        mutating func redistribute() {
            var i = 0
            while i < current.count, !exhausted {
                var j = i + 1
                while j < current.count, !exhausted {
                    if current[i].bound == current[j].bound, current[i].value > 0, current[j].value < current[j].bound {
                        move(from: i, to: j)
                    }
                    j += 1
                }
                i += 1
            }
        }

        /// Moves as much as possible from choice `i` to choice `j` (same bound).
        mutating func move(from i: Int, to j: Int) {
            func attempt(_ d: UInt64) -> Bool {
                var c = values
                c[i] -= d
                c[j] += d
                return consider(c)
            }
            let room = min(current[i].value, current[j].bound - current[j].value)
            if room == 0 || attempt(room) { return }
            var lo: UInt64 = 0, hi = room  // lo moves work (0 trivially), hi does not
            while lo + 1 < hi, !exhausted {
                let mid = lo + (hi - lo) / 2
                if attempt(mid) {
                    // Accepted: the choices changed; continue from the new values.
                    guard i < current.count, j < current.count, current[i].bound == current[j].bound else { return }
                    hi = min(hi - mid, current[i].value, current[j].bound - current[j].value)
                    lo = 0
                } else {
                    hi = mid
                }
            }
        }
    }
}
