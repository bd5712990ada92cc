import AffineKit
import AffineKitFoundation
import Foundation
import Testing

@Suite("Foundation interop")
struct InteropTests {
  @Test func `points, sizes and rects round-trip through CoreGraphics' types unchanged`() {
    let rect = AffineKit.Rect(x: 1.5, y: -2, width: -3, height: 4)
    let cg = CGRect(rect)
    #expect(cg.origin.x == 1.5 && cg.origin.y == -2)
    #expect(cg.size.width == -3 && cg.size.height == 4)
    let back = AffineKit.Rect(cg)
    #expect(back.origin == rect.origin && back.size == rect.size)
    #expect(AffineKit.Point(CGPoint(AffineKit.Point(x: 3, y: 4))) == AffineKit.Point(x: 3, y: 4))
    #expect(AffineKit.Size(CGSize(width: -1, height: 2)) == AffineKit.Size(width: -1, height: 2))
  }

  @Test func `CGRect's null and infinite convert to AffineKit's`() {
    #expect(AffineKit.Rect(CGRect.null).isNull)
    #expect(AffineKit.Rect(CGRect.infinite).isInfinite)
  }

  @Test func `Foundation's AffineTransform maps m11 m12 m21 m22 tX tY to a b c d tx ty`() {
    let foundation = Foundation.AffineTransform(m11: 1, m12: 2, m21: 3, m22: 4, tX: 5, tY: 6)
    let ours = AffineKit.AffineTransform(foundation)
    #expect(ours == AffineKit.AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    #expect(Foundation.AffineTransform(ours) == foundation)
  }

  @Test func `a converted transform maps a point as Foundation's does`() {
    let foundation = Foundation.AffineTransform(m11: 2, m12: 1, m21: -1, m22: 3, tX: 10, tY: -4)
    let p = foundation.transform(CGPoint(x: 3, y: 5))
    let q = AffineKit.Point(x: 3, y: 5).applying(AffineKit.AffineTransform(foundation))
    #expect(AffineKit.Point(p) == q)
  }

  @Test func `the same rect operations give CoreGraphics' answers on integer inputs`() {
    let a = CGRect(x: 0, y: 0, width: 10, height: 5)
    let b = CGRect(x: 0, y: 5, width: 10, height: 5)
    #expect(AffineKit.Rect(a.intersection(b)) == AffineKit.Rect(a).intersection(AffineKit.Rect(b)))
    #expect(AffineKit.Rect(a.union(b)) == AffineKit.Rect(a).union(AffineKit.Rect(b)))
    #expect(AffineKit.Rect(a.insetBy(dx: 2, dy: 1)) == AffineKit.Rect(a).insetBy(dx: 2, dy: 1))
  }
}
