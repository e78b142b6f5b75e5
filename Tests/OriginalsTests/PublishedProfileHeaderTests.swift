import Testing
import Effects
import Originals

@Suite struct PublishedProfileHeaderTests {
    let c = try! ProfileHeaderConfiguration()

    /// The published avatar translation `(A(1 + f) − A)/2` differs from `A·f/2` by an ulp.
    func approximatelyEqual(_ a: ProfileHeaderFrame, _ b: ProfileHeaderFrame) -> Bool {
        let s = Tolerance.scale(c.scale, a.offset)
        let pairs = [
            (a.headerScale, b.headerScale), (a.headerTranslation, b.headerTranslation),
            (a.avatarScale, b.avatarScale), (a.avatarTranslation, b.avatarTranslation),
            (a.labelTranslation, b.labelTranslation), (a.blurAlpha, b.blurAlpha),
        ]
        return pairs.allSatisfy { Tolerance.isApproximatelyEqual($0.0, $0.1, scale: s) } && a.headerAboveAvatar == b.headerAboveAvatar
    }

    @Test func agreeWhileScrollingUpFromTheLabelOffset() {
        var port = PublishedProfileHeader(configuration: c)
        for o in stride(from: 95.0, through: 400, by: 2.5) {
            #expect(approximatelyEqual(port.update(o), c.frame(offset: o)))
        }
    }

    @Test func fastPullDownLeavesTheHeaderAboveTheAvatar() throws {
        var port = PublishedProfileHeader(configuration: c, offset: 100)
        var model = try ProfileHeader(configuration: c, offset: 100)
        let p = port.update(-50), m = try model.update(-50)
        #expect(p.headerAboveAvatar == true)
        #expect(m.headerAboveAvatar == false)
        #expect(p.blurAlpha == 1.0 / 7)  // stale from offset 100
        #expect(m.blurAlpha == 0)
        #expect(p.labelTranslation == -5)  // stale
        #expect(m.labelTranslation == 145)
        #expect(p.headerScale == m.headerScale && p.headerTranslation == m.headerTranslation)
    }

    @Test func blurAlphaGoesNegative() {
        var port = PublishedProfileHeader(configuration: c)
        #expect(port.update(0).blurAlpha == -95.0 / 35)
        #expect(c.frame(offset: 0).blurAlpha == 0)
    }
}
