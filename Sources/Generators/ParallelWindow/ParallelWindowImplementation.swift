import Effects

/// A parallel-window implementation under test (SPEC §1): fed the window's top `t`, it
/// answers the image offset `y`. Write an adapter over your cell that conforms.
public protocol ParallelWindowImplementation: ScrollDrivenEffect where Configuration == ParallelWindowConfiguration, Frame == ParallelWindowFrame {}

extension ParallelWindow: ParallelWindowImplementation {}
