/// Every property of ScrollProof: each SPEC invariant is checked by at least one model
/// property, and each published bug by one `published.` property expected to find it.
public enum Catalogue {
    /// All properties, models first, in SPEC order.
    public static let all: [Property] = {
        let every = parallelWindow() + observerRegistry() + bannerHover() + rollingBanner() + flyScreen() + profileHeader()
        return every.filter { $0.implementation == .model } + every.filter { $0.implementation == .published }
    }()

    /// The properties of the exact models (must pass).
    public static var models: [Property] { all.filter { $0.implementation == .model } }

    /// The properties of the published ports (each expected to find its bug).
    public static var published: [Property] { all.filter { $0.implementation == .published } }

    /// The property with this name.
    ///
    /// - Parameter name: A stable property name.
    /// - Returns: The property, or `nil`.
    public static func named(_ name: String) -> Property? { all.first { $0.name == name } }
}
