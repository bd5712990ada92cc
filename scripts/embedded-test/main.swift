// A tiny freestanding WebAssembly program (Embedded Swift, wasm32-unknown-none-wasm) that runs
// AffineKit's crop engine and checks the results, built and run under the toolchain's `wasmkit` by
// scripts/embedded. It talks to the host through two WASI calls only (fd_write, proc_exit), so it
// needs no libc; scripts/embedded-test/runtime.c supplies the few C symbols the compiler calls.

import AffineKit

@_extern(wasm, module: "wasi_snapshot_preview1", name: "fd_write")
@_extern(c)
func wasiFdWrite(
  _ fd: Int32, _ iovs: UnsafeRawPointer, _ iovsCount: Int32, _ written: UnsafeMutablePointer<Int32>
) -> Int32

@_extern(wasm, module: "wasi_snapshot_preview1", name: "proc_exit")
@_extern(c)
func wasiProcExit(_ code: Int32)

/// Writes a static string and a newline to stdout.
func say(_ text: StaticString) {
  var iov: (UInt32, UInt32, UInt32, UInt32) = (
    UInt32(UInt(bitPattern: text.utf8Start)), UInt32(text.utf8CodeUnitCount),
    UInt32(UInt(bitPattern: newline.utf8Start)), 1
  )
  var written: Int32 = 0
  _ = withUnsafePointer(to: &iov) { wasiFdWrite(1, UnsafeRawPointer($0), 2, &written) }
}

let newline: StaticString = "\n"
var failures: Int32 = 0

func expect(_ condition: Bool, _ what: StaticString) {
  if condition {
    say(what)
  } else {
    failures += 1
    say("FAIL:")
    say(what)
  }
}

func close(_ x: Double, _ y: Double) -> Bool { (x - y).magnitude <= 1e-9 }

func close(_ r: Rect, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Bool {
  close(r.origin.x, x) && close(r.origin.y, y) && close(r.size.width, w) && close(r.size.height, h)
}

@_cdecl("_start")
func start() {
  // A 300 × 300-pixel photo filling a 300 × 300 crop box, pinched by 0.9 twice, released.
  guard
    var engine = try? CropEngine(
      image: .upright(Size(width: 300, height: 300)),
      cropBox: Rect(x: 0, y: 0, width: 300, height: 300))
  else {
    expect(false, "a valid configuration makes an engine")
    wasiProcExit(1)
    return
  }
  expect(engine.apply(.pinch(.began, scale: 0.9), at: 1) == .moved, "a pinch moves the photo")
  engine.apply(.pinch(.changed, scale: 0.9), at: 2)
  expect(
    close(engine.contentFrame, 28.5, 28.5, 243, 243), "pinch 0.9 twice: (28.5, 28.5, 243, 243)")
  let released = engine.apply(.pinch(.ended, scale: 1), at: 3)
  expect(
    released == .animated && engine.isAnimating(at: 3.1),
    "the release settles with an animation")
  expect(close(engine.contentFrame, 0, 0, 300, 300), "settle: (0, 0, 300, 300)")
  expect(
    engine.apply(.pan(.began, translation: Point(x: .nan, y: 0)), at: 4)
      == .rejected(.invalidTranslation),
    "a NaN translation is rejected with its reason")
  expect(close(engine.cropRect, 0, 0, 300, 300), "the crop is the whole photo")
  // Geometry and the layer model: a rotated, scaled layer's frame, and an inverse round trip.
  let t = AffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
  let p = Point(x: 3, y: 4).applying(t).applying(t.inverted())
  expect(close(p.x, 3) && close(p.y, 4), "inverse round trip of a rotation and scale")
  var layer = LayerGeometry(frame: Rect(x: 10, y: 20, width: 100, height: 50))
  layer.transform = AffineTransform(rotationAngle: .pi / 2)
  expect(close(layer.frame, 35, -5, 50, 100), "a layer rotated a quarter turn: (35, -5, 50, 100)")
  // Kahan's determinant needs a correctly rounded fma: with products near 2⁻⁶⁰⁰ (each fma's
  // exact error term is then about 2⁻⁶⁵³) the exact determinant −2⁻⁶⁶⁰ is representable, where
  // the naive a·d − b·c gives 0; the projective determinant's exact path must agree.
  let tiny = AffineTransform(
    a: 0x1.00000004p-300, b: 0x1p-300, c: 0x1p-300, d: 0x1.fffffff8p-301, tx: 0, ty: 0)
  expect(tiny.determinant == -0x1p-660, "a nearly singular determinant at 2^-600 is -2^-660")
  expect(
    ProjectiveTransform(tiny).determinant == -0x1p-660,
    "the same determinant of the projective embedding")
  // An fma whose result is subnormal rounds once: (1 + 2⁻⁵²)·2⁻¹⁰⁷⁰ − 2⁻¹⁰⁷⁰ is 2⁻¹¹²², which
  // rounds to +0; (1 + 2⁻²)·2⁻¹⁰⁷² − 2⁻¹⁰⁷⁴ is exactly 2⁻¹⁰⁷² + 2⁻¹⁰⁷⁴ − 2⁻¹⁰⁷⁴.
  expect(
    (-0x1p-1070).addingProduct(0x1.0000000000001p0, 0x1p-1070) == 0,
    "an fma whose exact result is below half the smallest subnormal is 0")
  expect(
    (-0x1p-1074).addingProduct(0x1.4p0, 0x1p-1072) == 0x1p-1072,
    "an fma with a subnormal result is exact when it can be")
  // A ratio on a 32-bit Int: 2⁵³, its largest term, must not shift out of the word.
  expect(
    CropRatio(width: 8, height: 6) == CropRatio(width: 4, height: 3), "4:3 is a ratio on wasm32")
  expect(CropRatio(width: 4, height: 3) != nil, "a 4:3 ratio exists on wasm32")
  // The motion model: a fling with Apple's projection (499 pt for 1000 pt/s at 0.998).
  guard
    var roomy = try? CropEngine(
      image: .upright(Size(width: 3000, height: 3000)),
      cropBox: Rect(x: 0, y: 0, width: 300, height: 300), zoom: 10)
  else {
    expect(false, "a zoomed configuration makes an engine")
    wasiProcExit(1)
    return
  }
  roomy.apply(.pan(.began, translation: .zero), at: 5)
  let fling = roomy.apply(.pan(.ended, translation: .zero, velocity: Point(x: 1000, y: 0)), at: 6)
  expect(close(roomy.center.x, 649) && fling == .animated, "a fling travels 499 points")
  wasiProcExit(failures == 0 ? 0 : 1)
}
