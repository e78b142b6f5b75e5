import Effects

extension Gen where Value == ScrollCase<ProfileHeaderConfiguration> {
    /// Profile-header cases: geometry and content offsets.
    @usableFromInline package static var profileHeaderCase: Gen { .scrollCase(.profileHeaderConfiguration, range: ScrollRange.profileHeader) }
}
