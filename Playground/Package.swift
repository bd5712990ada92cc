// swift-tools-version: 6.1
// The playground's native side: the page's exported C-ABI surface (Sources/CropExports, the file
// scripts/playground compiles with Embedded Swift for WebAssembly) built natively into
// `crop-replay`, which replays a call log from the page and prints each call's results, so
// scripts/browser-test can compare the page with the native engine. A separate package, so library
// users never fetch it.

import PackageDescription

let package = Package(
  name: "AffineKitPlayground",
  // The exports keep their engines in an InlineArray (no allocator on WebAssembly), which Apple's
  // standard library has from macOS 26.
  platforms: [.macOS("26.0")],
  dependencies: [
    // Named, because a path dependency's identity is its folder name (a worktree may not be
    // called AffineKit).
    .package(name: "AffineKit", path: "..")
  ],
  targets: [
    .target(
      name: "CropExports", dependencies: [.product(name: "AffineKit", package: "AffineKit")],
      swiftSettings: [.swiftLanguageMode(.v6)]),
    .executableTarget(
      name: "crop-replay", dependencies: ["CropExports"],
      swiftSettings: [.swiftLanguageMode(.v6)]),
  ]
)
