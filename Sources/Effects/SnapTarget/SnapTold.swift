/// What snapping code is told when a drag ends (SPEC §8): a rule is judged on what the code was
/// handed, so the suite hands each kind of code only what its API gives it.
public enum SnapTold: Int, CaseIterable, Sendable, Hashable {
    /// The offset where the finger lifted, the velocity and the system's proposal, as a
    /// `UIScrollViewDelegate` and a collection view layout are told (a layout may be asked any
    /// proposal): every kind of release is generated.
    case offsetVelocityAndProposal
    /// The proposal and the velocity only, as a SwiftUI `ScrollTargetBehavior`'s context holds
    /// them: every release carries the proposal §6's normal deceleration gives (clamped into
    /// `[lo, hi]`), so "at rest with `t = o`" means `v = 0` and a flick never comes with
    /// `t = o`. A stateless behavior cannot keep its place after a resize (SPEC §8): hold it to
    /// the release rules (`selecting(.skipping(["resize"]))`), or give it the state it needs.
    case proposalAndVelocity

    /// The name a pin error and a trace file give it.
    public var name: String {
        switch self {
        case .offsetVelocityAndProposal: "offsetVelocityAndProposal"
        case .proposalAndVelocity: "proposalAndVelocity"
        }
    }
}
