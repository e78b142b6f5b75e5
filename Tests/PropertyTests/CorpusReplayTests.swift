import Foundation
import Properties
import PropertyTestSupport
import Testing

/// Every file under `fuzz-corpus/` is a permanent regression case: a model property must pass
/// it; a published port must still fail it, on its expected invariant.
@Suite struct CorpusReplayTests {
    static var files: [String] {
        let corpus = PropertyTestSupport.corpus
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: corpus.directory.path)) ?? []
        return folders.sorted().flatMap { folder in corpus.files(for: folder).map { "\(folder)/\($0.lastPathComponent)" } }
    }

    @Test func corpusIsNotEmpty() {
        #expect(Self.files.count >= Catalogue.published.count)
    }

    @Test(arguments: files)
    func replay(_ file: String) throws {
        let folder = String(file.split(separator: "/")[0])
        let property = try #require(Catalogue.named(folder), "fuzz-corpus/\(folder) names no property")
        let url = PropertyTestSupport.corpus.directory.appendingPathComponent(file)
        let bytes = [UInt8](try Data(contentsOf: url))
        let runner = PropertyRunner(options: RunOptions(seed: 0))
        let failure = runner.replay(property, bytes: bytes, origin: .file(file))
        if property.isExpectedToFail {
            #expect(failure?.violation.invariant == property.expectedViolation, "\(file) no longer shows the published bug")
        } else {
            #expect(failure == nil, "\(file) fails again:\n\(failure?.report ?? "")")
        }
    }
}
