import Effects

/// How a profile header's trace is read from and written to a file.
extension ProfileHeader: ScrollTraceFormat {
    static func json(_ trace: ProfileHeaderTrace) -> String { TraceWriter.json(trace) }

    static func configuration(_ c: Reader) throws(TraceFormatError) -> Result<ProfileHeaderConfiguration, ConfigurationError> {
        // TB_TwitterUI's values, the initializer's defaults.
        let d = (headerHeight: 107.0, headerStop: 40.0, labelOffset: 95.0, white: 35.0, avatar: 69.0, slow: 1.4)
        let hh = try c.optional("headerHeight")?.real() ?? d.headerHeight, s = try c.optional("headerStop")?.real() ?? d.headerStop
        let b = try c.optional("labelOffset")?.real() ?? d.labelOffset, dw = try c.optional("whiteLabelDistance")?.real() ?? d.white
        let a = try c.optional("avatarHeight")?.real() ?? d.avatar, k = try c.optional("avatarSlowDown")?.real() ?? d.slow
        return TraceDecoding.attempt { () throws(ConfigurationError) in
            try ProfileHeaderConfiguration(headerHeight: hh, headerStop: s, labelOffset: b, whiteLabelDistance: dw, avatarHeight: a, avatarSlowDown: k)
        }
    }

    static func output(_ o: Reader, input: Double) throws(TraceFormatError) -> ProfileHeaderFrame {
        ProfileHeaderFrame(
            offset: input, headerScale: try o.field("headerScale").real(), headerTranslation: try o.field("headerTranslation").real(),
            avatarScale: try o.field("avatarScale").real(), avatarTranslation: try o.field("avatarTranslation").real(),
            labelTranslation: try o.field("labelTranslation").real(), blurAlpha: try o.field("blurAlpha").real(),
            headerAboveAvatar: try o.field("headerAboveAvatar").bool())
    }
}

extension TraceDocument {
    /// The document of a profile header's trace: `TraceDocument(ProfileHeader.self, trace)`.
    ///
    /// - Parameter trace: The trace.
    /// - Returns: The document.
    public static func profileHeader(_ trace: ProfileHeaderTrace) -> TraceDocument { TraceDocument(ProfileHeader.self, trace) }
}

extension TraceWriter {
    /// A profile header's trace.
    ///
    /// - Parameter trace: The trace.
    /// - Returns: The file's text.
    /// - Complexity: O(frames).
    public static func json(_ trace: ProfileHeaderTrace) -> String {
        let c = trace.configuration
        let configuration = [
            ("headerHeight", n(c.headerHeight)), ("headerStop", n(c.headerStop)), ("labelOffset", n(c.labelOffset)),
            ("whiteLabelDistance", n(c.whiteLabelDistance)), ("avatarHeight", n(c.avatarHeight)), ("avatarSlowDown", n(c.avatarSlowDown)),
        ]
        return scroll(ProfileHeader.effectName, configuration, trace) { f in
            [
                ("headerScale", n(f.headerScale)), ("headerTranslation", n(f.headerTranslation)), ("avatarScale", n(f.avatarScale)),
                ("avatarTranslation", n(f.avatarTranslation)), ("labelTranslation", n(f.labelTranslation)), ("blurAlpha", n(f.blurAlpha)),
                ("headerAboveAvatar", f.headerAboveAvatar ? "true" : "false"),
            ]
        }
    }
}
