import Foundation
import Testing

/// One home per effect (docs/architecture.md): a built-in effect's name appears in Sources only
/// in its three folders (`Effects/<Effect>/`, `Generators/<Effect>/`, `Oracles/<Effect>/`),
/// the registry line, the published ports, and the leftovers the architecture notes list.
@Suite struct LayoutTests {
    /// The package's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let effects = ["ParallelWindow", "ObserverRegistry", "BannerHover", "RollingBanner", "FlyScreen", "ProfileHeader", "SnapTarget"]

    /// Files outside the effects' folders that may name an effect: the registry, the ports'
    /// registry, and the leftovers of docs/architecture.md's "What is left" (each names the
    /// effects it may mention).
    static let allowed: [String: Set<String>] = [
        "Oracles/Engine/BuiltInEffects.swift": Set(effects),
        "Catalogue/PublishedPorts.swift": ["ParallelWindow", "BannerHover", "RollingBanner", "ProfileHeader"],
        "scrollproof/BenchDeclarations.swift": ["BannerHover"],
        "ScrollProof/ScrollProof.swift": ["ObserverRegistry"],
    ]

    /// Every Swift file of Sources, relative to it.
    static func sources() throws -> [String] {
        let base = root.appendingPathComponent("Sources")
        guard let walk = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test func anEffectIsNamedOnlyInItsHomes() throws {
        var strays: [String] = []
        for file in try Self.sources() {
            let text = try String(contentsOf: root(file), encoding: .utf8)
            let parts = file.split(separator: "/").map(String.init)
            for effect in Self.effects where text.contains(effect) {
                let home = ["Effects", "Generators", "Oracles"].contains(parts[0]) && parts.count > 2 && parts[1] == effect
                let port = parts[0] == "Originals"
                if !home && !port && !(Self.allowed[file]?.contains(effect) ?? false) { strays.append("\(file) names \(effect)") }
            }
        }
        #expect(strays == [], "an effect's name outside its three folders: \(strays)")
    }

    @Test func eachModuleHasItsEngineAndAFolderPerEffect() throws {
        let files = try Self.sources()
        for module in ["Effects", "Generators", "Oracles"] {
            #expect(files.contains { $0.hasPrefix("\(module)/Engine/") }, "\(module) has no Engine/")
            for effect in Self.effects {
                #expect(files.contains { $0.hasPrefix("\(module)/\(effect)/") }, "\(module)/\(effect)/ is missing")
            }
            let loose = files.filter { $0.hasPrefix("\(module)/") && $0.split(separator: "/").count == 2 }
            #expect(loose == [], "files of \(module) outside Engine/ and the effects' folders: \(loose)")
        }
    }

    @Test func theAllowanceListsOnlyFilesThatStillNeedIt() throws {
        for (file, names) in Self.allowed {
            let text = try String(contentsOf: root(file), encoding: .utf8)
            #expect(names.allSatisfy { text.contains($0) }, "\(file) no longer names all of \(names.sorted()): shrink the allowance")
        }
    }

    private func root(_ file: String) -> URL { Self.root.appendingPathComponent("Sources").appendingPathComponent(file) }
}
