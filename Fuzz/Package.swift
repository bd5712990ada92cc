// swift-tools-version: 6.0
// AffineKit's libFuzzer target, a package of its own so that the main build and
// `swift test` never see the sanitizer flags. `Sources/AffineKit` is a symlink to the library's
// real sources, so the fuzzer instruments and exercises exactly the code the main package ships,
// whatever the checkout's directory is called. Build and run with `scripts/fuzz SECONDS`; see
// Docs/Robustness.md.

import PackageDescription

let package = Package(
  name: "AffineKitFuzz",
  targets: [
    .target(
      name: "AffineKit",
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]
    ),
    // libFuzzer supplies `main`; the target defines `LLVMFuzzerTestOneInput` and is compiled with
    // `-parse-as-library` (passed by scripts/fuzz together with `-sanitize=fuzzer,address`).
    .executableTarget(name: "AffineKitFuzz", dependencies: ["AffineKit"]),
  ],
  swiftLanguageModes: [.v6]
)
