import Effects

/// A profile-header implementation under test (SPEC §5): fed the content offset, it answers
/// the header, avatar, label and blur transforms and the z-order.
public protocol ProfileHeaderImplementation: ScrollDrivenEffect where Configuration == ProfileHeaderConfiguration, Frame == ProfileHeaderFrame {}

extension ProfileHeader: ProfileHeaderImplementation {}
