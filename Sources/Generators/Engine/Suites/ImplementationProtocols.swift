import Effects

/// An effect with a release rule (the rolling banner's end of drag, SPEC §3).
public protocol ReleasingEffect: ScrollDrivenEffect {
    /// Where the scroll view settles when the drag ends with `velocity`.
    ///
    /// - Parameter velocity: The end velocity.
    /// - Returns: The target offset.
    /// - Throws: ``InputError`` for a non-finite velocity (the exact model).
    func releaseTarget(velocity: Double) throws(InputError) -> Double
}
