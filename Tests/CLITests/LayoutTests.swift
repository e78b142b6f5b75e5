import Foundation
import Testing

/// One home per effect (docs/architecture.md): a built-in effect's name appears in Sources only
/// in its three folders (`Effects/<Effect>/`, `Generators/<Effect>/`, `Oracles/<Effect>/`),
/// the registry line, the published ports, and the leftovers the architecture notes list.
@Suite struct LayoutTests {
    /// The package's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The effects' folders, as `Oracles/` holds them (every folder but `Engine/`): the registry
    /// must name each (`anEffectsFolderIsRegistered`), and `Effects/` and `Generators/` must hold
    /// the same folders (`eachModuleHasItsEngineAndAFolderPerEffect`).
    static let effects: [String] = {
        let oracles = root.appendingPathComponent("Sources/Oracles")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: oracles.path)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            return name != "Engine" && FileManager.default.fileExists(atPath: oracles.appendingPathComponent(name).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }.sorted()
    }()

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

    /// Every effect's folder is an effect of the registry (`BuiltInEffects.all` names its type,
    /// which starts with the folder's name), and the registry names no effect without folders.
    @Test func anEffectsFolderIsRegistered() throws {
        #expect(Self.effects.count >= 7, "\(Self.effects)")
        let registry = try String(contentsOf: root("Oracles/Engine/BuiltInEffects.swift"), encoding: .utf8)
        let registered = registry.split(separator: "\n").compactMap { line -> String? in
            let code = line.trimmingCharacters(in: .whitespaces)
            return code.hasSuffix(".self,") ? String(code.dropLast(".self,".count)) : nil
        }
        #expect(registered.count == Self.effects.count, "registered \(registered), folders \(Self.effects)")
        for folder in Self.effects { #expect(registered.contains { $0.hasPrefix(folder) }, "\(folder) is not in BuiltInEffects.all") }
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
