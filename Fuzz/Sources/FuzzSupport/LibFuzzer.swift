import CLibFuzzer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// libFuzzer's driver, run from a fuzzer's `@main`.
public enum LibFuzzer {
    /// Runs libFuzzer with the process's arguments on `testOneInput` and exits with its status.
    ///
    /// `testOneInput` gets each input's bytes (`data` may be nil only when `size` is 0) and
    /// returns 0; it reports a problem by crashing, which libFuzzer records with the input.
    public static func run(
        _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
    }

    /// The bytes of one input.
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }
}
