import AffineKit
import AffineKitDemo
import Foundation
import Testing

@Suite("DemoFormat")
struct DemoFormatTests {
  @Test(
    arguments: zip(
      [28.5, -150, 0.81, 133.33333333333334, 0, -0.0, 1e-9, 2.0005, .infinity, .nan, 1e17],
      ["28.5", "-150", "0.81", "133.333", "0", "0", "0", "2.001", "inf", "nan", "1e+17"]))
  func `numbers print with at most three decimals and no trailing zeros`(x: Double, text: String) {
    #expect(DemoFormat.number(x) == text)
  }
}
