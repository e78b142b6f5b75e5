import Catalogue
import Generators
import PropertyTestSupport
import Testing

/// One test per property of the exact models: each must pass its default budget.
@Suite struct ModelPropertyTests {
    @Test(arguments: Catalogue.models.map(\.name))
    func property(_ name: String) throws {
        let property = try #require(Catalogue.named(name))
        PropertyTestSupport.verify(property)
    }
}

/// One test per published bug: the property must find it, on the expected invariant, and
/// shrink it to at most 5 frames. The number of cases it took is printed.
@Suite struct PublishedBugTests {
    @Test(arguments: Catalogue.published.map(\.name))
    func bugIsFound(_ name: String) throws {
        let property = try #require(Catalogue.named(name))
        let result = PropertyTestSupport.expectBugFound(property)
        print("\(name): found after \(result.cases) cases, shrunk to \(result.failure?.frames ?? -1) frames in \(result.failure?.shrinkCalls ?? -1) calls")
    }
}
