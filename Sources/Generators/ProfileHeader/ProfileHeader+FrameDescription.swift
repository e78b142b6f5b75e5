import Effects
import Oracles

extension FrameDescription {
    /// A frame, as a report shows it.
    ///
    /// - Parameter f: The frame.
    /// - Returns: One line.
    package static func describe(_ f: ProfileHeaderFrame) -> String {
        """
            header scale \(n(f.headerScale)) ty \(n(f.headerTranslation)), avatar scale \(n(f.avatarScale)) ty \(n(f.avatarTranslation)), label ty \
            \(n(f.labelTranslation)), blur \(n(f.blurAlpha)), \(f.headerAboveAvatar ? "header above avatar" : "avatar above header")
            """
    }
}
