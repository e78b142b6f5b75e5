import Foundation
import Oracles

/// A trace file read piece by piece, for `check-trace`: the file is never held whole.
struct FileTraceSource: TraceSource {
    private let handle: FileHandle

    /// Opens a file.
    ///
    /// - Parameter path: The file's path.
    /// - Returns: `nil` when the file cannot be opened.
    init?(path: String) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        self.handle = handle
    }

    func read(at offset: Int, maxCount: Int) -> [UInt8]? {
        do {
            try handle.seek(toOffset: UInt64(offset))
            return [UInt8](try handle.read(upToCount: maxCount) ?? Data())
        } catch {
            return nil
        }
    }
}
