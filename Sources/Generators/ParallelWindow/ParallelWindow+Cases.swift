import Effects

extension Gen where Value == ScrollCase<ParallelWindowConfiguration> {
    /// Parallel-window cases: geometry and window positions.
    @usableFromInline package static var parallelWindowCase: Gen { .scrollCase(.parallelWindowConfiguration, range: ScrollRange.parallelWindow) }
}
