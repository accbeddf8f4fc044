import FuzzSupport
import LayoutSpec

/// Hands ``fuzz(_:_:)`` to libFuzzer's driver.
@main
enum Fuzzer {
    static func main() { LibFuzzer.run(fuzz) }
}

/// libFuzzer's entry point: loads the bytes as a spec file.
///
/// Asserts what the loader promises for any bytes: it returns, every diagnostic has a 1-based
/// line and column inside the input, and a nil spec comes with an error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = LibFuzzer.bytes(data, size)
    let file = "Fuzz.yaml"
    var diagnostics = Diagnostics()
    let spec = SpecLoader.load(yaml: bytes, file: file, diagnostics: &diagnostics)
    Invariant.locationsAreInside(InputLines(bytes), file: file, diagnostics)
    if spec == nil, !diagnostics.hasErrors {
        Invariant.fail("The loader returned no spec and reported no error.", diagnostics: diagnostics)
    }
    return 0
}
