import Effects
import Generators
import Testing

/// Labels are bits over one vocabulary and read like a set of names.
struct LabelSetTests {
    @Test func aSetReadsLikeASetOfNames() {
        var labels: LabelSet = ["drag", "nan"]
        labels.insert("image>viewport")
        #expect(labels.contains("drag") && labels.contains("nan") && labels.contains("image>viewport"))
        #expect(!labels.contains("fling") && !labels.contains("no such label"))
        #expect(labels.count == 3 && !labels.isEmpty && LabelSet().isEmpty)
        // Vocabulary order, whatever the insertion order.
        #expect(Array(labels) == LabelSet.names.filter { ["drag", "nan", "image>viewport"].contains($0) })
        #expect(labels.union(["fling"]).count == 4 && labels == ["nan", "image>viewport", "drag"])
    }

    @Test func everyNameOfTheVocabularyRoundTripsThroughItsBit() {
        #expect(Set(LabelSet.names).count == LabelSet.names.count && LabelSet.names.count <= 128)
        for name in LabelSet.names {
            let one: LabelSet = [name]
            #expect(Array(one) == [name])
            var indices: [Int] = []
            one.forEachIndex { indices.append($0) }
            #expect(indices.map { LabelSet.names[$0] } == [name])
        }
        #expect(Array(LabelSet(LabelSet.names)) == LabelSet.names)
    }

    /// The built-in generators label their cases from the vocabulary only (bits, no array of
    /// names of their own to allocate): here where scrolling comes to rest, the last effect to
    /// join, its configurations and its releases.
    @Test func theSnappingGeneratorsLabelFromTheVocabulary() throws {
        var labelled = LabelSet()
        for seed: UInt64 in 0..<200 {
            let configuration = try Gen.snapTargetConfiguration(pins: .snapTarget).generate(seed: seed).value
            #expect(!configuration.labels.hasCustomLabels, "\(configuration.labels)")
            labelled.formUnion(configuration.labels)
            guard case let .success(c) = configuration.result else { continue }
            let releases = try SnapTarget.releases(c).generate(seed: seed).value
            #expect(!releases.labels.hasCustomLabels, "\(releases.labels)")
            labelled.formUnion(releases.labels)
        }
        for name in ["pages", "items", "insets", "resize", "on-snap-point", "halfway", "at-rest", "other-proposal", "exact-threshold"] {
            #expect(labelled.contains(name), "no case labelled \(name)")
        }
    }
}

/// A label of the user's own (a declaration's generator may name its cases as it likes): kept
/// beside the vocabulary, sorted and once, never a trap.
@Suite struct CustomLabelTests {
    @Test func labelsOfYourOwnAreKeptSortedAndOnce() {
        var set = LabelSet()
        #expect(set.isEmpty && !set.hasCustomLabels)
        set.insert("zoom-out")
        set.insert("drag")
        set.insert("autoplay-tie")
        set.insert("zoom-out")
        #expect(Array(set) == ["drag", "autoplay-tie", "zoom-out"] && set.count == 3)
        #expect(set.contains("autoplay-tie") && set.contains("drag") && !set.contains("pinch"))
        let other: LabelSet = ["pinch", "autoplay-tie", "nan"]
        #expect(Array(set.union(other)) == ["drag", "nan", "autoplay-tie", "pinch", "zoom-out"])
        #expect(set.union(other) == other.union(set))
        #expect(set.description == "[drag, autoplay-tie, zoom-out]")
    }
}
