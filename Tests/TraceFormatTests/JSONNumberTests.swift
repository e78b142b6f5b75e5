@testable import Oracles
import Testing

/// The parser reads short decimals without building a string (``JSONParser/shortDecimal(_:)``):
/// the same double as `Double(text)`, bit for bit, and no answer for anything else.
@Suite struct JSONNumberTests {
    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func shortDecimalsReadAsDoubleReadsThem() {
        let fixed = ["0", "-0", "0.", "-0.0", ".5", "-.5", "1.", "007", "123456789012345", "-999999999999999", "0.00000000000001",
                     "0.1", "0.3", "2.675", "1.005", "9007199254740.99", "375", "-64.5", "0.30000000000000"]
        // Random decimals of every length and point position (an LCG, no platform randomness).
        var x: UInt64 = 0x2545_F491_4F6C_DD1D
        var random: [String] = []
        for _ in 0..<20_000 {
            x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(x >> 60) % 15 + 1
            var digits = String(x % 1_000_000_000_000_000)
            digits = String(digits.suffix(length))
            let point = Int((x >> 40) % UInt64(length + 1))
            var text = point == length ? digits : String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
            if x & 1 == 1 { text = "-" + text }
            random.append(text)
        }
        for text in fixed + random {
            let fast = JSONParser.shortDecimal(bytes(text))
            #expect(fast != nil, "\(text)")
            #expect(fast?.bitPattern == Double(text)?.bitPattern, "\(text): \(String(describing: fast)) vs \(String(describing: Double(text)))")
        }
    }

    @Test func anythingElseIsLeftToDoubleParsing() throws {
        for text in ["", "-", ".", "-.", "+1", "1e5", "1E-3", "1.2.3", "1-2", "1234567890123456", "0.0000000000000001", "--1", "1..", "e"] {
            #expect(JSONParser.shortDecimal(bytes(text)) == nil, "\(text)")
        }
        // And the parser still reads them as before: exponents, long mantissas, and errors.
        func numbers(_ text: String) throws -> [Double] {
            guard case let .array(values) = try JSONParser.parse(text).kind else { return [] }
            return values.compactMap { if case let .number(n) = $0.kind { n } else { nil } }
        }
        #expect(try numbers("[1e5, 1234567890123456789, -2.5E-3, +1]") == [100_000, 1_234_567_890_123_456_789, -0.0025, 1])
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse("[1-2]") }
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse("[-]") }
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse("[1e999]") }
    }

    @Test func skippingANumberGivesTheErrorsParsingGives() throws {
        let long = String(repeating: "9", count: 309), tiny = "0." + String(repeating: "0", count: 350) + "1"
        let texts = ["0", "-0", "1.5", ".5", "1.", "-", ".", "+1", "1-2", "1e5", "1e999", "-1e999", "1.2.3", "--1", "e", "x", "1x",
                     String(repeating: "1", count: 300), String(repeating: "1",
                         count: 301), long, "-" + long, tiny, "1" + String(repeating: "0", count: 308) + ".5"]
        for text in texts {
            var parsed: JSONSyntaxError?, skipped: JSONSyntaxError?
            do { _ = try JSONParser.parse(text) } catch { parsed = error }
            var parser = JSONParser(input: JSONInput(bytes: Array(text.utf8)))
            do { try parser.skipValue(depth: 0); try parser.finish() } catch { skipped = error }
            #expect(parsed == skipped, "\(text.prefix(40)): parse \(String(describing: parsed)), skip \(String(describing: skipped))")
        }
        #expect(JSONParser.isPlainDecimal(Array("-12.5".utf8)) && !JSONParser.isPlainDecimal(Array("1e5".utf8)))
    }
}
