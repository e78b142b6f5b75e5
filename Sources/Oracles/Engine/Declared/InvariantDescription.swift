/// An invariant as reports and listings show it: its name, what it states, and its level.
public struct InvariantDescription: Hashable, Sendable {
    /// The invariant's name.
    public var name: String
    /// What it states, in one line.
    public var statement: String
    /// Its level.
    public var level: InvariantLevel

    /// Creates a description.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - statement: What it states.
    ///   - level: Its level (default safety).
    public init(_ name: String, _ statement: String, level: InvariantLevel = .safety) {
        self.name = name
        self.statement = statement
        self.level = level
    }
}
