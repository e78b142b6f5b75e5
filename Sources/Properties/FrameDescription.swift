import Effects
import Oracles

/// Short, stable, readable renderings of frames for failure reports.
enum FrameDescription {
    static func n(_ value: Double) -> String { Violation.format(value) }

    static func describe(_ f: ParallelWindowFrame) -> String { "y \(n(f.imageOffset)), T \(n(f.imageTop))" }

    static func describe(_ f: BannerHoverFrame) -> String {
        "frameY \(n(f.frameY)), percent \(n(f.percent)), \(f.edge.rawValue)" + (f.event.map { ", fires '\($0.rawValue)'" } ?? "")
    }

    static func describe(_ f: RollingBannerFrame) -> String {
        let l = f.layout
        return "m \(n(l.displacement)), page \(l.page) (left \(l.leftPage), right \(l.rightPage)), container \(n(l.containerMinX)), middle \(n(l.middleImageMinX)), left \(n(l.leftImageMinX)), right \(n(l.rightImageMinX))"
            + (f.turn.map { ", turns \($0)" } ?? "")
    }

    static func describe(_ f: ProfileHeaderFrame) -> String {
        "header scale \(n(f.headerScale)) ty \(n(f.headerTranslation)), avatar scale \(n(f.avatarScale)) ty \(n(f.avatarTranslation)), label ty \(n(f.labelTranslation)), blur \(n(f.blurAlpha)), \(f.headerAboveAvatar ? "header above avatar" : "avatar above header")"
    }

    static func describe(_ f: ObserverRegistryTrace.Frame) -> String {
        "registered \(f.registrations)" + (f.notified.map { $0.isEmpty ? "" : ", notified \($0)" } ?? "") + (f.absentRemovals.map { $0.isEmpty ? "" : ", reported absent \($0)" } ?? "")
            + (f.isSuspended == true ? ", suspended" : "")
    }
}
