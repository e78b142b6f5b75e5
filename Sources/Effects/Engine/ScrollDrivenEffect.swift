/// An effect driven by one number per frame: a content offset or a window position.
///
/// The models in this module and the ports in `Originals` conform, so that one oracle judges
/// both. An update either returns the new frame or throws ``InputError`` and leaves the
/// effect exactly as it was (SPEC §0).
///
/// An implementation need not be `Sendable`: each run of a case creates one from the factory
/// and drives it on the caller's thread, and it never leaves that run (an app's struct from
/// another module, or one holding a class, conforms as it is).
public protocol ScrollDrivenEffect: SendableMetatype {
    /// The validated configuration.
    associatedtype Configuration: Sendable
    /// The outputs of one update.
    associatedtype Frame: Sendable, Equatable

    /// The configuration the effect was created with.
    var configuration: Configuration { get }
    /// The frame of the last accepted input (or of the initial input).
    var lastFrame: Frame { get }

    /// Feeds one input and returns the outputs.
    ///
    /// - Parameter input: The frame's input (an offset or a position), in points.
    /// - Returns: The outputs for this input.
    /// - Throws: ``InputError/nonFinite(field:value:)`` for NaN or ±infinity; nothing changes.
    mutating func update(_ input: Double) throws(InputError) -> Frame
}
