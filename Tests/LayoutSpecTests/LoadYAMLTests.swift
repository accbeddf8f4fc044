import LayoutSpec
import XCTest

/// The YAML layer: bytes to a node tree, and every way a file can fail before it is a spec.
final class LoadYAMLTests: XCTestCase {
    func testMalformedYAMLReportsLibyamlsMessageAndPlace() {
        // Catalogue: malformedYAML
        let result = loadSnippet(
            """
            scene: Scene
            sizes:
              portrait: 390x844
             landscape: 844x390
            """)
        XCTAssertNil(result.spec)
        XCTAssertEqual(
            result.diagnostics,
            """
            spec.yaml:4:2: error: Malformed YAML: did not find expected key.
            spec.yaml:1:1: note: This is where libyaml started parsing a block mapping.
            """)
    }

    func testMappingValueInsideAPlainScalarIsMalformed() {
        assertSnippetDiagnostics(
            "scene: Scene\n  sizes: 1\n",
            """
            spec.yaml:2:8: error: Malformed YAML: mapping values are not allowed in this context.
            """)
    }

    func testTabIndentationIsMalformed() {
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n\tportrait: 390x844\n",
            """
            spec.yaml:3:1: error: Malformed YAML: found character that cannot start any token.
            spec.yaml:3:1: note: This is where libyaml started scanning for the next token.
            """)
    }

    func testControlCharacterIsReportedWithItsCodePoint() {
        // Catalogue: controlCharacter
        assertSnippetDiagnostics(
            "scene: Sce\u{1}ne\n",
            """
            spec.yaml:1:11: error: The spec contains the control character U+0001, which YAML does not \
            allow. \
            Remove it.
            """)
    }

    func testInvalidUTF8IsReportedAtTheFirstBadByte() {
        // Catalogue: invalidUTF8
        let bytes = Array("scene: Scène\nsizes: {p: 1x1}\nviews: {a".utf8) + [0xFF] + Array("b: {}}\n".utf8)
        let result = loadSnippet(bytes: bytes)
        XCTAssertNil(result.spec)
        XCTAssertEqual(
            result.diagnostics,
            """
            spec.yaml:3:10: error: The spec is not valid UTF-8: byte 0xFF does not belong here. \
            Save the file as UTF-8.
            """)
    }

    func testOverlongUTF8EncodingIsRejected() {
        // 0xC0 0xAF is an overlong '/', a classic way to smuggle characters past checks.
        let result = loadSnippet(bytes: Array("scene: a".utf8) + [0xC0, 0xAF])
        XCTAssertEqual(
            result.diagnostics,
            """
            spec.yaml:1:9: error: The spec is not valid UTF-8: byte 0xC0 does not belong here. \
            Save the file as UTF-8.
            """)
    }

    func testUTF16FileIsNotUTF8() {
        let result = loadSnippet(bytes: [0xFF, 0xFE, 0x73, 0x00])
        XCTAssertEqual(
            result.diagnostics,
            """
            spec.yaml:1:1: error: The spec is not valid UTF-8: byte 0xFF does not belong here. \
            Save the file as UTF-8.
            """)
    }

    func testByteOrderMarkIsSkippedAndColumnsStartAfterIt() {
        let result = loadSnippet(bytes: [0xEF, 0xBB, 0xBF] + Array("scene: 1Scene\nsizes: {p: 1x1}\n".utf8))
        XCTAssertEqual(
            result.diagnostics,
            """
            spec.yaml:1:8: error: '1Scene' is not a valid Swift type name for 'scene'. \
            Use letters, digits and '_', starting with a letter or '_'.
            """)
    }

    func testEmptyFileIsReported() {
        let result = loadSnippet("")
        XCTAssertNil(result.spec)
        XCTAssertEqual(
            result.diagnostics,
            "spec.yaml:1:1: error: The spec is empty. Start it with 'scene: TypeName' and a 'sizes:' mapping."
        )
    }

    func testFileOfCommentsAndBlankLinesIsEmpty() {
        assertSnippetDiagnostics(
            "# nothing yet\n\n   \n",
            "spec.yaml:1:1: error: The spec is empty. Start it with 'scene: TypeName' and a 'sizes:' mapping."
        )
    }

    func testDocumentWithOnlyAStartMarkerIsEmpty() {
        // Catalogue: emptySpec
        assertSnippetDiagnostics(
            "---\n",
            "spec.yaml:2:1: error: The spec is empty. Start it with 'scene: TypeName' and a 'sizes:' mapping."
        )
    }

    func testDuplicateKeyIsReportedWithANoteAtTheFirst() {
        // Catalogue: duplicateKey
        let result = loadSnippet(
            snippetHeader + """
                views:
                  box: {color: red, color: blue}
                """)
        XCTAssertEqual(
            result.diagnostics,
            """
            spec.yaml:4:21: error: Duplicate key 'color'. Keep one of them.
            spec.yaml:4:9: note: 'color' is first set here.
            """)
        XCTAssertEqual(result.spec?.views.first?.color?.value, "red", "the first value is kept")
    }

    func testDuplicateTopLevelKeyIsReported() {
        assertSnippetDiagnostics(
            snippetHeader + "scene: Other\n",
            """
            spec.yaml:3:1: error: Duplicate key 'scene'. Keep one of them.
            spec.yaml:1:1: note: 'scene' is first set here.
            """)
    }

    func testSecondDocumentIsReportedAndTheFirstIsStillRead() {
        // Catalogue: severalDocuments
        let result = loadSnippet(snippetHeader + "---\nscene: Other\n")
        XCTAssertEqual(
            result.diagnostics,
            """
            spec.yaml:3:1: error: The spec holds more than one YAML document. Keep one document per file: \
            remove this '---' and what follows, or move it to a spec of its own.
            """)
        XCTAssertEqual(result.spec?.scene.value, "Scene")
    }

    func testSequenceAsKeyIsReported() {
        assertSnippetDiagnostics(
            snippetHeader + "? [a, b]\n: 1\n",
            "spec.yaml:3:3: error: A mapping key must be a string; this key is a list.")
    }

    func testMappingAsKeyIsReported() {
        // Catalogue: keyNotString
        assertSnippetDiagnostics(
            snippetHeader + "views: {{a: 1}: 2}\n",
            "spec.yaml:3:9: error: A mapping key must be a string; this key is a mapping.")
    }

    func testUnsupportedScalarTagIsReported() {
        assertSnippetDiagnostics(
            snippetHeader + "views: {box: {color: !rgb ff0000}}\n",
            "spec.yaml:3:22: error: Unsupported tag '!rgb'. Remove it; layoutgen reads untagged YAML.")
    }

    func testUnsupportedCoreTagIsShownAsWritten() {
        // Catalogue: unsupportedTag
        assertSnippetDiagnostics(
            snippetHeader + "views: {box: {color: !!binary ff0000}}\n",
            "spec.yaml:3:22: error: Unsupported tag '!!binary'. Remove it; layoutgen reads untagged YAML.")
    }

    func testMismatchedCollectionTagIsReported() {
        // Catalogue: unsupportedCollectionTag
        assertSnippetDiagnostics(
            snippetHeader + "views: !!seq {box: {}}\n",
            "spec.yaml:3:8: error: Unsupported tag '!!seq' on a mapping. Remove it; layoutgen reads "
                + "untagged YAML."
        )
    }

    func testCoreTagsAreAccepted() {
        let result = loadSnippet(
            """
            scene: !!str Scene
            sizes: !!map {portrait: 390x844}
            metrics: {gap: !!int 15, half: !!float 7.5}
            constraints: !!seq ["a.width == 1"]
            """)
        XCTAssertEqual(result.diagnostics, "")
        XCTAssertEqual(result.spec?.metrics.map(\.value.value), [15, 7.5])
        XCTAssertEqual(lineColumn(result.spec?.scene.location), "1:14", "the text's place is past the tag")
    }

    func testMergeKeyIsNotSupported() {
        // Catalogue: mergeKey
        assertSnippetDiagnostics(
            snippetHeader + "views:\n  a: &base {color: red}\n  b: {<<: *base}\n",
            "spec.yaml:5:7: error: Merge keys ('<<') are not supported. Write the keys out, or alias the "
                + "whole value."
        )
    }

    func testAliasSharesTheAnchoredNode() {
        let result = loadSnippet(
            snippetHeader + """
                metrics: {gap: &gap 15}
                views:
                  a: {hugging: &strong {horizontal: 1000, vertical: 1000}}
                  b: {hugging: *strong}
                constraints: [&pin "a.width == b.width", *pin]
                """)
        XCTAssertEqual(result.diagnostics, "")
        let views = result.spec?.views ?? []
        XCTAssertEqual(views.map(\.hugging?.horizontal?.value), [1000, 1000])
        XCTAssertEqual(
            views.map { lineColumn($0.hugging?.vertical?.location) }, ["5:53", "5:53"],
            "an alias reads as the anchored node, located where the anchor is")
        XCTAssertEqual(result.spec?.constraints.count, 2)
        XCTAssertEqual(
            lineColumn(result.spec?.metrics.first?.value.location), "3:21", "the value is past the anchor")
    }

    func testUnknownAliasIsReported() {
        // Catalogue: unknownAlias
        assertSnippetDiagnostics(
            snippetHeader + "views: {a: *missing}\n",
            "spec.yaml:3:12: error: Unknown alias '*missing'. Define the anchor '&missing' before this alias."
        )
    }

    func testAliasCycleIsRejected() {
        // Catalogue: cyclicAlias
        assertSnippetDiagnostics(
            snippetHeader + "views: &tree {a: {subviews: *tree}}\n",
            """
            spec.yaml:3:29: error: The alias '*tree' is inside the node its anchor names. \
            Aliases cannot form cycles.
            """)
    }

    /// Loads `yaml` and measures how long it took.
    private func timedLoad(_ yaml: String) -> (result: (spec: Spec?, diagnostics: String), elapsed: Duration)
    {
        var result: (spec: Spec?, diagnostics: String)?
        let elapsed = ContinuousClock().measure { result = loadSnippet(yaml) }
        return (result!, elapsed)
    }

    func testBillionLaughsFailsFastWithoutExpanding() {
        // Catalogue: aliasesTooLarge
        var yaml = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            let items = Array(repeating: previous, count: 10).joined(separator: ", ")
            yaml += "a\(level): &a\(level) [\(items)]\n"
        }
        let (result, elapsed) = timedLoad(yaml)
        XCTAssertNil(result.spec)
        // Expanded so far: a1 110, a2 1,110, a3 11,110; each *a3 then adds 11,111, and the
        // eighth on line 5 (column 45) passes 100,000.
        XCTAssertEqual(
            result.diagnostics,
            """
            spec.yaml:5:45: error: Aliases expand to more than 100,000 nodes. \
            Write the repeated parts out, or alias smaller parts.
            """)
        XCTAssertLessThan(elapsed, .seconds(1))
    }

    func testTwentyThousandNestedBracketsFailFastAtTheDepthLimit() {
        // Catalogue: nestedTooDeep
        let (result, elapsed) = timedLoad(String(repeating: "[", count: 20_000))
        XCTAssertNil(result.spec)
        XCTAssertEqual(
            result.diagnostics,
            "spec.yaml:1:257: error: The YAML nests deeper than 256 levels. Flatten the spec.")
        XCTAssertLessThan(elapsed, .seconds(1))
    }

    func testNestingAtTheDepthLimitIsAllowed() {
        let yaml =
            snippetHeader + "expect: " + String(repeating: "[", count: 255)
            + String(repeating: "]", count: 255)
        XCTAssertEqual(
            loadSnippet(yaml).diagnostics,
            "spec.yaml:3:9: error: 'expect' must be a mapping, such as "
                + "'expect: {portrait: {box.frame: [0, 0, 100, 100]}}'; found a list.")
    }

    func testFileOverOneMebibyteIsRefused() {
        // Catalogue: specTooLarge
        let yaml = snippetHeader + "# " + String(repeating: "x", count: SpecLimits.fileBytes) + "\n"
        let result = loadSnippet(yaml)
        XCTAssertNil(result.spec)
        XCTAssertEqual(
            result.diagnostics,
            "spec.yaml:1:1: error: The spec is 1,048,619 bytes; the limit is 1,048,576 bytes (1 MiB). "
                + "Split it into smaller specs.")
    }

    func testStringOverTheLengthLimitIsReported() {
        // Catalogue: stringTooLong
        let long = String(repeating: "é", count: SpecLimits.stringLength + 1)
        let result = loadSnippet(snippetHeader + "views: {label: {type: Label, text: \"\(long)\"}}\n")
        XCTAssertEqual(
            result.diagnostics,
            "spec.yaml:3:37: error: This string is 10,001 characters long; the limit is 10,000. Shorten it.")
    }

    func testStringAtTheLengthLimitIsAccepted() {
        let long = String(repeating: "é", count: SpecLimits.stringLength)
        let result = loadSnippet(snippetHeader + "views: {label: {type: Label, text: \"\(long)\"}}\n")
        XCTAssertEqual(result.diagnostics, "")
        XCTAssertEqual(result.spec?.views.first?.text?.value.count, SpecLimits.stringLength)
    }

    func testManyAnchoredScalarsOnOneLongLineLoadQuickly() {
        // Finding where each anchored scalar's text starts must not rescan its line.
        let items = (0..<40_000).map { "&a\($0) b.width == \($0)" }.joined(separator: ", ")
        let (result, elapsed) = timedLoad(snippetHeader + "constraints: [\(items)]\n")
        XCTAssertEqual(result.diagnostics, "")
        XCTAssertEqual(result.spec?.constraints.last?.text.value, "b.width == 39999")
        XCTAssertEqual(result.spec?.constraints.last?.text.location.column, 1_017_777)
        XCTAssertLessThan(elapsed, .seconds(2))
    }
}
