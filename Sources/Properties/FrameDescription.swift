import Effects
import Oracles

/// Short, stable, readable renderings of the built-in effects' frames for failure reports
/// (the `describe` of their suites).
package enum FrameDescription {
    /// A number as reports write it (``Violation/format(_:)``).
    ///
    /// - Parameter value: The number.
    /// - Returns: Its text.
    package static func n(_ value: Double) -> String { Violation.format(value) }

    /// A frame, as a report shows it.
    ///
    /// - Parameter f: The frame.
    /// - Returns: One line.
    package static func describe(_ f: ParallelWindowFrame) -> String { "y \(n(f.imageOffset)), T \(n(f.imageTop))" }

    /// A frame, as a report shows it.
    ///
    /// - Parameter f: The frame.
    /// - Returns: One line.
    package static func describe(_ f: BannerHoverFrame) -> String {
        "frameY \(n(f.frameY)), percent \(n(f.percent)), \(f.edge.rawValue)" + (f.event.map { ", fires '\($0.rawValue)'" } ?? "")
    }

    /// A frame, as a report shows it.
    ///
    /// - Parameter f: The frame.
    /// - Returns: One line.
    package static func describe(_ f: RollingBannerFrame) -> String {
        let l = f.layout
        return "m \(n(l.displacement)), page \(l.page) (left \(l.leftPage), right \(l.rightPage)), container \(n(l.containerMinX)), middle \(n(l.middleImageMinX)), left \(n(l.leftImageMinX)), right \(n(l.rightImageMinX))"
            + (f.turn.map { ", turns \($0)" } ?? "")
    }

    /// A frame, as a report shows it.
    ///
    /// - Parameter f: The frame.
    /// - Returns: One line.
    package static func describe(_ f: ProfileHeaderFrame) -> String {
        "header scale \(n(f.headerScale)) ty \(n(f.headerTranslation)), avatar scale \(n(f.avatarScale)) ty \(n(f.avatarTranslation)), label ty \(n(f.labelTranslation)), blur \(n(f.blurAlpha)), \(f.headerAboveAvatar ? "header above avatar" : "avatar above header")"
    }

    /// A frame, as a report shows it.
    ///
    /// - Parameter f: The frame.
    /// - Returns: One line.
    package static func describe(_ f: ObserverRegistryTrace.Frame) -> String {
        "registered \(f.registrations)" + (f.notified.map { $0.isEmpty ? "" : ", notified \($0)" } ?? "") + (f.absentRemovals.map { $0.isEmpty ? "" : ", reported absent \($0)" } ?? "")
            + (f.isSuspended == true ? ", suspended" : "")
    }
}
