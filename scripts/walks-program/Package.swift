// swift-tools-version: 6.1
// The walks of Docs/Architecture.md, measured: `scripts/walks` builds this executable without
// optimization and runs each walk's one event under callgrind, which lists the source files whose
// code ran. The library's sources are compiled into the executable's own module (the symbolic link
// Sources/Walks/AffineKit), so that code the compiler inlines keeps its own file and line: inlined
// from another module, it would be attributed to the call. A separate package, so the library's
// users never build it.

import PackageDescription

let package = Package(
  name: "AffineKitWalks",
  targets: [.executableTarget(name: "Walks", linkerSettings: [.linkedLibrary("m")])],
  swiftLanguageModes: [.v6]
)
