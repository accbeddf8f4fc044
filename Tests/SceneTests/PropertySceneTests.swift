import Foundation
import LayoutGenCore
import LayoutProof
import LayoutSpec
import PluginFixtures
import TestSupport
import XCTest

/// The random specs in Tests/PluginFixtures/Random/ (written by the property tests' generator,
/// see Tests/PropertyScenes/regenerate.sh), compiled by the plugin into PluginFixtures, by spec
/// file name. ``PropertySceneTests/testRegistryCoversEveryRandomSpec`` fails when one is missing.
let propertyScenes: [String: GeneratedScene] = [
    "RandomScene001": GeneratedScene({ RandomScene001().view }, sizes: RandomScene001.sizes),
    "RandomScene002": GeneratedScene({ RandomScene002().view }, sizes: RandomScene002.sizes),
    "RandomScene003": GeneratedScene({ RandomScene003().view }, sizes: RandomScene003.sizes),
    "RandomScene004": GeneratedScene({ RandomScene004().view }, sizes: RandomScene004.sizes),
    "RandomScene005": GeneratedScene({ RandomScene005().view }, sizes: RandomScene005.sizes),
    "RandomScene006": GeneratedScene({ RandomScene006().view }, sizes: RandomScene006.sizes),
    "RandomScene007": GeneratedScene({ RandomScene007().view }, sizes: RandomScene007.sizes),
    "RandomScene008": GeneratedScene({ RandomScene008().view }, sizes: RandomScene008.sizes),
    "RandomScene009": GeneratedScene({ RandomScene009().view }, sizes: RandomScene009.sizes),
    "RandomScene010": GeneratedScene({ RandomScene010().view }, sizes: RandomScene010.sizes),
    "RandomScene011": GeneratedScene({ RandomScene011().view }, sizes: RandomScene011.sizes),
    "RandomScene012": GeneratedScene({ RandomScene012().view }, sizes: RandomScene012.sizes),
    "RandomScene013": GeneratedScene({ RandomScene013().view }, sizes: RandomScene013.sizes),
    "RandomScene014": GeneratedScene({ RandomScene014().view }, sizes: RandomScene014.sizes),
    "RandomScene015": GeneratedScene({ RandomScene015().view }, sizes: RandomScene015.sizes),
    "RandomScene016": GeneratedScene({ RandomScene016().view }, sizes: RandomScene016.sizes),
    "RandomScene017": GeneratedScene({ RandomScene017().view }, sizes: RandomScene017.sizes),
    "RandomScene018": GeneratedScene({ RandomScene018().view }, sizes: RandomScene018.sizes),
    "RandomScene019": GeneratedScene({ RandomScene019().view }, sizes: RandomScene019.sizes),
    "RandomScene020": GeneratedScene({ RandomScene020().view }, sizes: RandomScene020.sizes),
]

/// The Swift generated from random specs builds the same layout as the interpreter (the
/// verifier's build of the spec): every frame, content size and scroll axis at every size, on
/// one instance resized through the sizes and on a fresh instance per size.
final class PropertySceneTests: XCTestCase {
    static let folder = "Tests/PluginFixtures/Random"

    func testRegistryCoversEveryRandomSpec() throws {
        let names = try Repository.specNames(in: Self.folder)
        XCTAssertFalse(names.isEmpty)
        XCTAssertEqual(Set(names), Set(propertyScenes.keys))
    }

    func testGeneratedRandomScenesMatchTheInterpreterAtEverySize() throws {
        try assertScenesMatchTheInterpreter(propertyScenes, specsIn: Self.folder, printsNothing: true)
    }
}
