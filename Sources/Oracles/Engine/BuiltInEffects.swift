import Effects

/// The registry of ScrollProof's built-in effects, in SPEC's order: the one list that the
/// command line, the trace reader, the pictures, the catalogue and the fuzz targets read.
///
/// A new built-in effect is three folders of its name (`Effects/<Effect>/`,
/// `Generators/<Effect>/`, `Oracles/<Effect>/`, as docs/architecture.md lists their files)
/// plus one line here.
package enum BuiltInEffects {
    /// Every built-in effect, in SPEC's order.
    package static let all: [any BuiltInEffect.Type] = [
        ParallelWindow.self,
        ObserverRegistry.self,
        BannerHover.self,
        RollingBanner.self,
        FlyScreenModel.self,
        ProfileHeader.self,
        SnapTarget.self,
    ]

    /// Every effect's name, in SPEC's order.
    package static var names: [String] { all.map { $0.effectName } }

    /// The effect with this name.
    ///
    /// - Parameter name: An effect's name, as a trace file spells it (`bannerHover`).
    /// - Returns: The effect, or `nil` for a name no built-in effect has.
    /// - Complexity: O(effects).
    package static func named(_ name: String) -> (any BuiltInEffect.Type)? {
        all.first { $0.effectName == name }
    }

    /// The effects that have a facet, in SPEC's order: `facets(as: (any CataloguedEffect.Type).self)`.
    ///
    /// - Parameter facet: The facet's existential metatype.
    /// - Returns: Each effect that conforms, as that facet.
    /// - Complexity: O(effects).
    package static func facets<Facet>(as facet: Facet.Type) -> [Facet] {
        all.compactMap { $0 as? Facet }
    }
}
