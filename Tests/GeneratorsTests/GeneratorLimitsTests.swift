import Testing
@testable import Generators

/// The number generators at every limit they document and one past it: inside, they draw;
/// past it, every draw throws ``GenerationError/invalidSpace(_:)`` saying which bound broke
/// which rule. None traps, whatever a user's generator hands them.
@Suite struct GeneratorLimitsTests {
    /// The problem a draw reports, or `nil` when it drew.
    func problem<T>(_ gen: Gen<T>, seed: UInt64 = 1) -> String? {
        do {
            _ = try gen.generate(seed: seed)
            return nil
        } catch {
            guard case let .invalidSpace(problem) = error else { return "\(error)" }
            return problem
        }
    }

    @Test func intDrawsOverEveryIntIncludingTheWidestRange() throws {
        var negative = false, positive = false
        for seed in UInt64(0)..<64 {
            let value = try Gen<Int>.int(in: Int.min...Int.max).generate(seed: seed).value
            negative = negative || value < 0
            positive = positive || value > 0
        }
        #expect(negative && positive)
        #expect(try Gen<Int>.int(in: Int.min...Int.min).generate(seed: 3).value == Int.min)
        #expect(try Gen<Int>.int(in: Int.max...Int.max).generate(seed: 3).value == Int.max)
        for seed in UInt64(0)..<32 {
            #expect(try Gen<Int>.int(in: Int.min...0).generate(seed: seed).value <= 0)
            #expect(try Gen<Int>.int(in: 0...Int.max).generate(seed: seed).value >= 0)
            #expect((-3...5).contains(try Gen<Int>.int(in: -3...5).generate(seed: seed).value))
        }
    }

    @Test func anIntRangeOutOfOrderIsATypedError() {
        var stream = ChoiceStream(seed: 1)
        #expect(throws: GenerationError.invalidSpace("int(in:): the lower bound 3 is above the upper bound 2")) { try stream.drawInt(3, 2) }
    }

    @Test func doubleDrawsUpToTwoToTheFiftyThirdAndRefusesBeyond() throws {
        let limit = 0x1p53.nextDown
        for seed in UInt64(0)..<32 {
            let value = try Gen<Double>.double(in: -limit...limit).generate(seed: seed).value
            #expect(value >= -limit && value <= limit)
        }
        #expect(problem(Gen<Double>.double(in: 0...0x1p53))?.contains("below 2^53") == true)
        #expect(problem(Gen<Double>.double(in: -0x1p53...0))?.contains("below 2^53") == true)
        #expect(problem(Gen<Double>.double(in: 0...Double.infinity))?.contains("0.0...inf") == true)
        var stream = ChoiceStream(seed: 1)
        #expect(throws: GenerationError.self) { try stream.drawDouble(.nan, 1) }
        #expect(throws: GenerationError.self) { try stream.drawDouble(2, 1) }
    }

    @Test func aSymmetricDrawTakesMagnitudesBelowTwoToTheFortieth() throws {
        var stream = ChoiceStream(seed: 5)
        let value = try stream.drawSymmetric(0x1p40.nextDown)
        #expect(value.magnitude <= 0x1p40.nextDown)
        #expect(try stream.drawSymmetric(0) == 0)
        for bad in [0x1p40, -1, .nan, .infinity] {
            #expect(throws: GenerationError.self, "magnitude \(bad)") { try stream.drawSymmetric(bad) }
        }
    }

    @Test func choosingAmongNothingIsATypedError() throws {
        #expect(try Gen<Int>.index(1).generate(seed: 9).value == 0)
        #expect(problem(Gen<Int>.index(0)) == "index(_:) needs at least one alternative, not 0")
        #expect(problem(Gen<Int>.element(of: [])) == "element(of:) needs at least one element")
        #expect(problem(Gen<Int>.oneOf([])) == "frequency(_:) needs at least one generator")
    }

    @Test func frequencyNamesTheWeightThatBreaksItsRule() throws {
        let a: Gen<Int> = .int(in: 0...0), b: Gen<Int> = .int(in: 1...1)
        let zeroWeight: Gen<Int> = .frequency([(UInt64(2), a), (UInt64(0), b)])
        let overflowing: Gen<Int> = .frequency([(UInt64.max, a), (UInt64(1), b)])
        let widest: Gen<Int> = .frequency([(UInt64.max - 1, a), (UInt64(1), b)])
        #expect(problem(zeroWeight) == "frequency(_:): weight 1 is 0; every weight must be positive")
        #expect(problem(overflowing) == "frequency(_:): the weights sum to more than UInt64.max")
        // The greatest total draws.
        var seen = Set<Int>()
        for seed in UInt64(0)..<64 { seen.insert(try widest.generate(seed: seed).value) }
        #expect(seen.contains(0))
        var stream = ChoiceStream(seed: 1)
        let none: [UInt64] = []
        let threw = none.withUnsafeBufferPointer { weights -> Bool in
            do { _ = try stream.drawWeightedIndex(weights, total: 0); return false } catch { return true }
        }
        #expect(threw)
    }
}
