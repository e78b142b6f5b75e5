/// How a suite is run: expecting every invariant to hold (an implementation believed correct),
/// or expecting one known bug to be found (a buggy variant, such as a port of the published
/// code, kept to show that the suite finds it).
public enum SuiteExpectation: Sendable, Equatable {
    /// Every invariant must hold; a failure is a bug of the implementation under test.
    case pass
    /// The run must find this bug: the invariant it breaks, and the bug in one line.
    case bug(invariant: String, description: String)
}
