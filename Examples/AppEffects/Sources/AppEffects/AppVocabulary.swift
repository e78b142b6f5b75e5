/// The app's own vocabulary, named as apps name things: ScrollProof's public face must not
/// collide with it. A test target that imports this module and ScrollProof uses these names
/// plainly and spells ScrollProof's types through the module (`ScrollProof.ListItemID`).
public typealias ItemID = Int

/// A failure of the app's own (say, of a network call).
public struct Failure: Error, Equatable, Sendable {
    /// What went wrong.
    public var reason: String

    /// Creates a failure.
    ///
    /// - Parameter reason: What went wrong.
    public init(reason: String) { self.reason = reason }
}

/// A property of the app's own (a key and a value, as a settings screen shows it).
public struct Property: Equatable, Sendable {
    /// The key.
    public var key: String
    /// The value.
    public var value: String

    /// Creates a property.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - value: The value.
    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}

/// An oracle of the app's own (it answers yes or no).
public struct Oracle: Sendable {
    /// The answer.
    public var answer: Bool

    /// Creates an oracle.
    ///
    /// - Parameter answer: The answer.
    public init(answer: Bool) { self.answer = answer }
}

/// A choice of the app's own (a menu item).
public enum Choice: String, Sendable {
    /// The first item.
    case first
    /// The second item.
    case second
}

/// A stream of the app's own (the answers a survey screen collects, in order). ScrollProof's
/// engine has a type of this name too, not public: it never collides with the app's.
public struct ChoiceStream: Sendable {
    /// The answers so far.
    public private(set) var answers: [Choice] = []

    /// An empty stream.
    public init() {}

    /// Records an answer.
    ///
    /// - Parameter choice: The answer.
    public mutating func record(_ choice: Choice) { answers.append(choice) }
}
