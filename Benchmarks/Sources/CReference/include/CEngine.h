// The C reference of CropEngine's contract: the same state, field for field in Swift's layout (size
// 696, stride 696: checked by Compare at start-up), and one event each of the kinds the benchmarks
// time: a pinch step, a pan step, a pan's end that settles, a rotation step, a straighten, a pan's
// end with a velocity (a fling or a release spring) and an interrupt; and SettleAnimation's
// sampling. Each event validates its input, applies the step, commits the result or restores the
// state bit for bit, updates the gesture memory, reports what happened (and the settle animation)
// and keeps the running animation, as CropEngine.apply(_:) does.
#ifndef AFFINEKIT_CENGINE_H
#define AFFINEKIT_CENGINE_H

#include <stdbool.h>
#include "CReference.h"

typedef struct { double w, h; } ak_size;

// SettleAnimation, in Swift's layout (size 170: checked by Compare at start-up): the fitted size,
// the placements at either end, the duration, the timing curve's control points, the angle and
// orientation, the start velocities, the motion (SettleMotion: its payload, then its case) and the
// fling's axes (FlingAxis: x in the low 2 bits, y in the next 2).
typedef struct {
  ak_size fitted;
  ak_point startCenter; double startZoom;
  ak_point endCenter; double endZoom;
  double duration, x1, y1, x2, y2;
  double angle; unsigned char orientation;
  ak_point velocity; double zoomVelocity, angleVelocity;
  double motion[2];         // spring: (response, 0); fling: (decelerationRate, response); eased: 0
  unsigned char motionTag;  // AK_SPRING, AK_FLING, AK_EASED
  unsigned char flingAxes;
} ak_settle;

// SettleMotion's cases as Swift lays them out (the payload cases first).
enum { AK_SPRING = 0, AK_FLING = 1, AK_EASED = 2 };
// FlingAxis.
enum { AK_AXIS_SPRING = 0, AK_AXIS_DECAY = 1, AK_AXIS_INTO_EDGE = 2, AK_AXIS_BRAKE = 3 };

typedef struct {
  ak_size pixels;                            // imagePixelSize
  ak_size natural; unsigned char fitTag;     // FitMode: natural's size, then the case (0 natural)
  double minZoom, maxZoom, restMin, restMax; // ZoomLimits
  unsigned char zoomOverscroll;              // ZoomLimits' ZoomOverscroll: 0 hard, 1 rubber band
  unsigned char overscroll;                  // 0 free, 1 clamped, 2 rubber band
  ak_rect box;                               // the crop box, standardized
  double zoom;
  ak_point center;
  ak_size fitted;
  unsigned char active;                      // gesture bits: 1 pinch, 2 pan, 4 touch
  ak_point pinchCentroid; unsigned char pinchCentroidIsNil;
  long pinchTouchCount;
  double pinchScale;
  ak_point panTranslation;
  ak_point touchLocation;
  bool touchHolds;
  double rotationMemory;                     // the rotation gesture's previous value
  ak_point quickZoomFocus; double quickZoomY; // the quick zoom's focal point and previous y
  ak_point panRelease;                       // the pan's velocity kept from an earlier end
  double angle, sinAngle, cosAngle;          // the straighten angle and its sine and cosine
  unsigned char orientation;                 // CropOrientation's bits: 0 is the identity
  double maximumAngle; unsigned char maximumAngleIsNil;
  double turnBase[9]; unsigned char turnBaseIsNil;  // the placement before a run of turns
  ak_settle running;                         // the last animation (duration 0: none)
  double decelerationRate, minimumFlingSpeed, maximumFlingSpeed, springResponse;  // CropMotion
  unsigned char plainScroll;                 // CropInputOptions: 0 zooms, 1 pans
  double keyboardZoomFactor, keyboardPanFraction, quickZoomDistance;
  long doubleTapCount; double doubleTapLevels[4];  // CropInputOptions' DoubleTapCycle
} ak_engine;

// What happened, as CropEventResult's case: 0 unchanged, 1 moved, 2 animated, 3 rejected.
enum { AK_UNCHANGED = 0, AK_MOVED = 1, AK_ANIMATED = 2, AK_REJECTED = 3 };

// One pass over n states: `.pinch(.changed, scale: k[i], centroid: centroid[i])`, through the
// gesture limits (hard, or the zoom's rubber band, ZoomLimits.bandedZoom).
void ak_c_engine_pinch(const ak_engine *in, const double *k, const ak_point *centroid,
                       ak_engine *out, unsigned char *result, long n);
// `.pan(.changed, translation: t[i])`.
void ak_c_engine_pan(const ak_engine *in, const ak_point *t, ak_engine *out, unsigned char *result,
                     long n);
// `.pan(.ended, translation: .zero)`: ends the pan and settles when it was the last gesture; the
// settle animation goes to settle[i] (left as it was when nothing moved).
void ak_c_engine_end(const ak_engine *in, ak_engine *out, ak_settle *settle, unsigned char *result,
                     long n);
// `.rotation(.changed, angle: delta[i], centroid: centroid[i])` (incremental values) on an engine in
// the middle of a rotation: turns about the centroid, checks the angle can be covered, commits.
void ak_c_engine_rotation(const ak_engine *in, const double *delta, const ak_point *centroid,
                          ak_engine *out, unsigned char *result, long n);
// `.straighten(angle: angle[i])`: the angle clamped into ±maximumAngle, the image point under the
// crop box's centre kept, the zoom raised just enough to cover the box, then the centre clamped.
void ak_c_engine_straighten(const ak_engine *in, const double *angle, ak_engine *out,
                            unsigned char *result, long n);
// Whether the state's fit is FitMode.fill (Swift's layout of the enum: checked at start-up).
bool ak_c_engine_fills(const ak_engine *s);

// `.pan(.ended, translation: .zero, velocity: v[i])`: ends the pan and, when it was the last
// gesture, settles from the release velocity (CropEngine+Motion.swift): a fling when the speed is
// at least the motion's minimum and the zoom is at rest, else the release spring (or the eased
// settle when no axis keeps a velocity). The animation goes to settle[i] and the engine's running
// animation.
void ak_c_engine_release(const ak_engine *in, const ak_point *v, ak_engine *out, ak_settle *settle,
                         unsigned char *result, long n);
// `.interrupt(at: t[i])`: continues from the state the running animation draws at t[i].
void ak_c_engine_interrupt(const ak_engine *in, const double *t, ak_engine *out,
                           unsigned char *result, long n);

// SettleSample, in Swift's layout.
typedef struct {
  ak_point center; double zoom, angle;
  ak_point velocity; double zoomVelocity, angleVelocity;
} ak_sample;

// `SettleAnimation.sample(at: t[i])` for animation a[i].
void ak_c_settle_sample(const ak_settle *a, const double *t, ak_sample *out, long n);
// AffineKit's Exponential.exp and Exponential.log (ports of msun's e_exp.c and e_log.c), one call
// each, for the start-up comparison.
double ak_c_exp(double x);
double ak_c_log(double x);

// The input devices (CropEngine+Input.swift, CropInputOptions.swift, ZoomLimits.swift; input.c).
// ScrollUnit as a code: 0 pixels, 1 lines, 2 pages. CropKey as a code: 0 zoomIn, 1 zoomOut, 2 left,
// 3 right, 4 up, 5 down (reset is `.reset`, not an input step).
enum { AK_PIXELS = 0, AK_LINES = 1, AK_PAGES = 2 };
enum { AK_ZOOM_IN = 0, AK_ZOOM_OUT = 1, AK_LEFT = 2, AK_RIGHT = 3, AK_UP = 4, AK_DOWN = 5 };

// `.scroll(delta: delta[i], unit: unit[i], isPinch: pinch[i] != 0, at: location[i])`: zooms by
// 2^(−Δy·f) about the location (a trackpad pinch, or a plain scroll that zooms), else pans by
// −delta in the unit's points, through the zoom limits (hard or rubber band) and the overscroll mode.
void ak_c_engine_scroll(const ak_engine *in, const ak_point *delta, const unsigned char *unit,
                        const unsigned char *pinch, const ak_point *location, ak_engine *out,
                        unsigned char *result, long n);
// `.scrollEnded`: ends the scroll gesture and settles (eased) when it was the last one.
void ak_c_engine_scroll_end(const ak_engine *in, ak_engine *out, ak_settle *settle,
                            unsigned char *result, long n);
// `.key(key[i])`: a zoom step about the crop box's centre or an arrow's pan, then (with no gesture
// active) the eased settle.
void ak_c_engine_key(const ak_engine *in, const unsigned char *key, ak_engine *out,
                     ak_settle *settle, unsigned char *result, long n);
// `.quickZoom(.changed, location: location[i])`: zooms by exp(Δy/d) about the focal point.
void ak_c_engine_quick_zoom(const ak_engine *in, const ak_point *location, ak_engine *out,
                            unsigned char *result, long n);
// `.doubleTap(at: location[i])`: zooms about the tap to the next level of the cycle (or the
// toggle's), then the eased settle.
void ak_c_engine_double_tap(const ak_engine *in, const ak_point *location, ak_engine *out,
                            ak_settle *settle, unsigned char *result, long n);

#endif
