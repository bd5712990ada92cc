// The input devices of CropEngine in plain C (see CEngine.h): the wheel and the trackpad, the
// keyboard, the quick zoom, the double tap's cycle and the zoom's rubber band, written as a C
// programmer would, step for step the same arithmetic as CropEngine+Input.swift,
// CropInputOptions.swift, ZoomLimits.swift and the steps they share with the touch gestures
// (engine_steps.h), with AffineKit's exp and log (ak_c_exp, ak_c_log in engine.c), so the results
// agree bit for bit and the benchmark compares only the cost. Every engine the benchmark sends is
// unrotated (the rotated paths are Swift's own, as in engine.c).
#include "CEngine.h"
#include "engine_steps.h"
#include <math.h>

// ln 2, for 2^x = e^(x·ln 2) (CropEngine.ln2).
static const double ln2 = 0.6931471805599453;

static inline double rest_clamp(const ak_engine *s, double z) {
  return e_min(e_max(z, s->restMin), s->restMax);
}

// The result of a gesture step that did not end its gesture (CropEngine.finish for a changed
// phase): ends a run of turns, marks the gesture active, unchanged or moved.
static inline unsigned char changed(ak_engine *s, unsigned char gesture, ak_point c0, double z0) {
  if (!s->turnBaseIsNil) s->turnBaseIsNil = 1;
  s->active |= gesture;
  return (s->center.x == c0.x && s->center.y == c0.y && s->zoom == z0) ? AK_UNCHANGED
                                                                         : gesture_moved(s);
}

// CropEngine.settled(from:): the settle step, commit or restore (to the placement before the
// event), and the eased animation from it when anything moved (kept as the running animation).
static inline unsigned char settled(ak_engine *s, ak_point c0, double z0, ak_settle *out) {
  double rest = rest_clamp(s, s->zoom);
  if (rest != s->zoom) zoom_about(s, rest, s->center);
  clamp_center(s);
  if (!committable(s)) {
    s->center = c0;
    s->zoom = z0;
    return AK_REJECTED;
  }
  if (s->center.x == c0.x && s->center.y == c0.y && s->zoom == z0) {
    s->center = c0;  // nothing moved: the bits too (a clamp may turn −0 into +0)
    s->zoom = z0;
    return AK_UNCHANGED;
  }
  s->turnBaseIsNil = 1;
  ak_settle a = {s->fitted, c0, z0, s->center, s->zoom, 0.3, 0.42, 0, 0.58, 1,
                 s->angle, s->orientation, {0, 0}, 0, 0, {0, 0}, AK_EASED, 0};
  *out = a;
  s->running = a;
  return AK_ANIMATED;
}

// d3-zoom's zoom factor per unit of scroll delta (CropEngine.zoomFactor(per:)).
static inline double zoom_factor(unsigned char unit) {
  return unit == AK_PIXELS ? 0.002 : unit == AK_LINES ? 0.05 : 1;
}

void ak_c_engine_scroll(const ak_engine *in, const ak_point *delta, const unsigned char *unit,
                        const unsigned char *pinch, const ak_point *location, ak_engine *out,
                        unsigned char *result, long n) {
  for (long i = 0; i < n; i++) {
    out[i] = in[i];
    ak_engine *s = &out[i];
    ak_point d = delta[i], p = location[i];
    if (!e_finite(d.x) || !e_finite(d.y) || !e_finite(p.x) || !e_finite(p.y)) {
      result[i] = AK_REJECTED;
      continue;
    }
    ak_point c0 = s->center;
    double z0 = s->zoom;
    if (pinch[i] || s->plainScroll == 0) {
      // Zoom by deltaY only (d3-zoom's wheel); ×10 for a trackpad pinch.
      double f = zoom_factor(unit[i]) * (pinch[i] ? 10 : 1);
      double k = ak_c_exp(-d.y * f * ln2);
      if (!e_finite_positive(k)) {
        result[i] = AK_REJECTED;
        continue;
      }
      pinch_step(s, k, p);
    } else {
      double ux, uy;
      if (unit[i] == AK_PIXELS) {
        ux = uy = 1;
      } else if (unit[i] == AK_LINES) {
        ux = uy = 16;  // CropEngine.scrollLineHeight
      } else {
        ux = s->box.w;
        uy = s->box.h;
      }
      ak_point t = {-d.x * ux, -d.y * uy};
      if (!e_finite(t.x) || !e_finite(t.y)) {
        result[i] = AK_REJECTED;
        continue;
      }
      pan_by(s, t);
    }
    if (!committable(s)) {
      s->center = c0;
      s->zoom = z0;
      result[i] = AK_REJECTED;
      continue;
    }
    result[i] = changed(s, 16, c0, z0);
  }
}

void ak_c_engine_scroll_end(const ak_engine *in, ak_engine *out, ak_settle *settle,
                            unsigned char *result, long n) {
  for (long i = 0; i < n; i++) {
    out[i] = in[i];
    ak_engine *s = &out[i];
    if (!(s->active & 16)) {
      result[i] = AK_REJECTED;
      continue;
    }
    if (!s->turnBaseIsNil) s->turnBaseIsNil = 1;
    s->active &= ~16;
    // Not reached: the benchmark's engines keep no pan velocity from an earlier end.
    if (s->active == 0 && !release_is_zero(s)) {
      result[i] = AK_UNCHANGED;
      continue;
    }
    if (s->active == 0 && unrotated(s)) {
      // CropEngine.settleAnimated(): from here, so nothing moved means unchanged.
      unsigned char r = settled(s, s->center, s->zoom, &settle[i]);
      if (r == AK_ANIMATED) {
        result[i] = AK_ANIMATED;
        continue;
      }
    }
    result[i] = AK_UNCHANGED;
  }
}

void ak_c_engine_key(const ak_engine *in, const unsigned char *key, ak_engine *out,
                     ak_settle *settle, unsigned char *result, long n) {
  for (long i = 0; i < n; i++) {
    out[i] = in[i];
    ak_engine *s = &out[i];
    ak_rect box = s->box;
    ak_point c0 = s->center;
    double z0 = s->zoom;
    bool interacting = s->active != 0;
    unsigned char k = key[i];
    if (k == AK_ZOOM_IN || k == AK_ZOOM_OUT) {
      ak_point focus = {rect_mid(box.x, box.w), rect_mid(box.y, box.h)};
      double factor = s->keyboardZoomFactor;
      if (interacting) {
        pinch_step(s, k == AK_ZOOM_IN ? factor : 1 / factor, focus);
      } else {
        // Without a gesture the step lands at rest, like a double tap.
        double target = rest_clamp(s, k == AK_ZOOM_IN ? s->zoom * factor : s->zoom / factor);
        if (target != s->zoom) zoom_about(s, target, focus);
      }
    } else {
      double step = s->keyboardPanFraction;
      double dx = k == AK_LEFT ? -step * box.w : k == AK_RIGHT ? step * box.w : 0;
      double dy = k == AK_UP ? -step * box.h : k == AK_DOWN ? step * box.h : 0;
      pan_by(s, (ak_point){dx, dy});
    }
    if (!committable(s)) {
      s->center = c0;
      s->zoom = z0;
      result[i] = AK_REJECTED;
      continue;
    }
    if (!interacting) {
      result[i] = settled(s, c0, z0, &settle[i]);
      continue;
    }
    if (s->center.x == c0.x && s->center.y == c0.y && s->zoom == z0) {
      result[i] = AK_UNCHANGED;
      continue;
    }
    s->turnBaseIsNil = 1;
    result[i] = moved(s);
  }
}

void ak_c_engine_quick_zoom(const ak_engine *in, const ak_point *location, ak_engine *out,
                            unsigned char *result, long n) {
  for (long i = 0; i < n; i++) {
    out[i] = in[i];
    ak_engine *s = &out[i];
    ak_point p = location[i];
    if (!e_finite(p.x) || !e_finite(p.y)) {
      result[i] = AK_REJECTED;
      continue;
    }
    ak_point c0 = s->center;
    double z0 = s->zoom;
    if (!(s->active & 32)) {  // the first event of a quick zoom records where it began
      s->quickZoomFocus = p;
      s->quickZoomY = p.y;
      result[i] = changed(s, 32, c0, z0);
      continue;
    }
    double k = ak_c_exp((p.y - s->quickZoomY) / s->quickZoomDistance);
    if (!e_finite_positive(k)) {
      result[i] = AK_REJECTED;
      continue;
    }
    pinch_step(s, k, s->quickZoomFocus);
    if (!committable(s)) {
      s->center = c0;
      s->zoom = z0;
      result[i] = AK_REJECTED;
      continue;
    }
    s->quickZoomY = p.y;
    result[i] = changed(s, 32, c0, z0);
  }
}

// DoubleTapCycle.nextZoom: the first level (clamped to rest) above zoom·(1 + 1e-9), else the first.
static inline double next_zoom(const ak_engine *s) {
  double threshold = s->zoom + s->zoom * 1e-9;
  for (long i = 0; i < s->doubleTapCount; i++) {
    double level = rest_clamp(s, s->doubleTapLevels[i]);
    if (level > threshold) return level;
  }
  return rest_clamp(s, s->doubleTapLevels[0]);
}

void ak_c_engine_double_tap(const ak_engine *in, const ak_point *location, ak_engine *out,
                            ak_settle *settle, unsigned char *result, long n) {
  for (long i = 0; i < n; i++) {
    out[i] = in[i];
    ak_engine *s = &out[i];
    ak_point p = location[i];
    if (!e_finite(p.x) || !e_finite(p.y)) {
      result[i] = AK_REJECTED;
      continue;
    }
    ak_point c0 = s->center;
    double z0 = s->zoom;
    double target;
    if (s->doubleTapCount == 0) {
      double low = s->restMin, high = e_min(2 * low, s->restMax);
      target = s->zoom < high - high * 1e-9 ? high : low;
    } else {
      target = next_zoom(s);
    }
    if (target != s->zoom) zoom_about(s, target, p);
    if (!committable(s)) {
      s->center = c0;
      s->zoom = z0;
      result[i] = AK_REJECTED;
      continue;
    }
    result[i] = settled(s, c0, z0, &settle[i]);
  }
}
