import Catalogue
import Generators
import PropertyTestSupport
import XCTest

/// The same catalogue under XCTest, through the same helper.
final class PropertyXCTests: XCTestCase {
    func testEveryModelPropertyHolds() {
        for property in Catalogue.models { PropertyTestSupport.verify(property) }
    }

    func testEveryPublishedBugIsFound() {
        for property in Catalogue.published { PropertyTestSupport.expectBugFound(property) }
    }
}
