import Foundation

/// The committed corpus: `fuzz-corpus/<property>/<hash>` files holding a case's choices as bytes
/// (the bytes a fuzzer feeds), named by the FNV-1a 64-bit hash of their content.
package struct Corpus: Sendable {
    /// The `fuzz-corpus` directory.
    package let directory: URL

    /// A corpus at a directory.
    ///
    /// - Parameter directory: The `fuzz-corpus` directory.
    package init(directory: URL) { self.directory = directory }

    /// The corpus of the package whose root is the current directory.
    package static var currentDirectory: Corpus {
        Corpus(directory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("fuzz-corpus"))
    }

    /// The content-addressed name of some bytes: 16 hex digits of FNV-1a 64.
    ///
    /// - Parameter bytes: The bytes.
    /// - Returns: The file name.
    package static func name(for bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// A case's bytes as ``Swift/Array/encoded`` writes them: without trailing zero bytes, which
    /// a byte stream reads as 0 anyway. A file saved with them (before 2026-11-29) is the same
    /// case as its trimmed bytes.
    ///
    /// - Parameter bytes: A file's bytes.
    /// - Returns: The same bytes without the trailing zeros.
    /// - Complexity: O(trailing zeros).
    package static func trimmed(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        while bytes.last == 0 { bytes.removeLast() }
        return bytes
    }

    /// Whether a file's name is one this corpus gives (16 lowercase hex digits), not a crash
    /// file's or a person's.
    ///
    /// - Parameter name: A file name.
    /// - Returns: Whether it is a content hash.
    package static func isHashName(_ name: String) -> Bool {
        name.count == 16 && name.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }

    /// The path, relative to the package root, where these bytes of this property live.
    ///
    /// - Parameters:
    ///   - bytes: The bytes.
    ///   - property: The property name.
    /// - Returns: `fuzz-corpus/<property>/<hash>`.
    package static func relativePath(for bytes: [UInt8], property: String) -> String {
        "fuzz-corpus/\(property)/\(name(for: bytes))"
    }

    /// The files saved for a property, sorted by name.
    ///
    /// - Parameter property: The property name.
    /// - Returns: File URLs (empty when the folder does not exist).
    package func files(for property: String) -> [URL] {
        let folder = directory.appendingPathComponent(property)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        // Pictures (`.svg`) are saved beside the cases; they are not cases.
        return names.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".svg") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Saves bytes for a property (idempotent: the name is the content's hash).
    ///
    /// - Parameters:
    ///   - bytes: The bytes.
    ///   - property: The property name.
    ///   - name: The file's name, when it is kept from a file saved before (default: the hash).
    /// - Returns: The file's URL.
    /// - Throws: A file-system error.
    @discardableResult
    package func save(_ bytes: [UInt8], property: String, name: String? = nil) throws -> URL {
        let folder = directory.appendingPathComponent(property)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name ?? Corpus.name(for: bytes))
        if !FileManager.default.fileExists(atPath: url.path) { try Data(bytes).write(to: url) }
        return url
    }
}
