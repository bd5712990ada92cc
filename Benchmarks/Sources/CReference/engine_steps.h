// The engine's primitive steps shared by the C steps of engine.c and input.c (internal to the
// CReference target): the comparisons, the commit check, the zoom about a point, the allowed
// centre ranges and the centre clamp, the pan under each overscroll mode (UIScrollView's rubber
// band included), the pinch under the gesture limits (the zoom's rubber band included) and a
// rectangle's centre, each step for step as CropEngine+Steps.swift,
// CropEngine.swift and Rect+Coordinates.swift compute them.
#ifndef AFFINEKIT_ENGINE_STEPS_H
#define AFFINEKIT_ENGINE_STEPS_H

#include "CEngine.h"
#include <math.h>

static inline double e_min(double x, double y) { return y < x ? y : x; }
static inline double e_max(double x, double y) { return y >= x ? y : x; }
static inline bool e_finite(double x) { return fabs(x) < INFINITY; }
static inline bool e_finite_positive(double x) { return 0 < x && x < INFINITY; }

// CropEngine.isUnrotated: every step checks it and takes the unrotated path (all the benchmark's
// engines are unrotated; the rotated paths are Swift's own, out of line).
static inline bool unrotated(const ak_engine *s) { return s->angle == 0 && s->orientation == 0; }

// SettleAnimation.idle, the engine's "no running animation": duration 0, the rest as Swift's
// initializer leaves it (an eased settle from and to zoom 1 at the origin).
static const ak_settle no_animation = {{0, 0}, {0, 0}, 1, {0, 0}, 1, 0, 0.42, 0, 0.58, 1,
                                       0, 0, {0, 0}, 0, 0, {0, 0}, AK_EASED, 0};

// CropEngine.apply(_:)'s bookkeeping of the running animation: a step that moves the image
// without an animation stops it.
static inline unsigned char moved(ak_engine *s) {
  if (s->running.duration != 0) s->running = no_animation;
  return AK_MOVED;
}

// GestureMemory.panRelease: the pan's velocity when it ended while a pinch or rotation was active.
static inline bool release_is_zero(const ak_engine *s) {
  return s->panRelease.x == 0 && s->panRelease.y == 0;
}

// A gesture's changed event that moves the image: the kept pan velocity is stale.
static inline unsigned char gesture_moved(ak_engine *s) {
  if (!release_is_zero(s)) {
    s->panRelease.x = 0;
    s->panRelease.y = 0;
  }
  return moved(s);
}


static inline bool committable(const ak_engine *s) {
  double extent = s->zoom * (s->fitted.w + s->fitted.h);
  return e_finite_positive(s->zoom) && e_finite(fabs(s->center.x) + extent)
         && e_finite(fabs(s->center.y) + extent);
}

static inline void zoom_about(ak_engine *s, double z, ak_point f) {
  double k = z / s->zoom;
  s->center.x = f.x + k * (s->center.x - f.x);
  s->center.y = f.y + k * (s->center.y - f.y);
  s->zoom = z;
}

static inline void range(double len, double z, double bmin, double blen, double *lo, double *hi) {
  double scaled = z * len;
  if (scaled < blen) {
    *lo = *hi = bmin + blen * 0.5;
    return;
  }
  double half = scaled * 0.5;
  *hi = bmin + half;
  *lo = e_min((bmin + blen) - half, *hi);
}

static inline void clamp_center(ak_engine *s) {
  if (!unrotated(s)) return;  // not reached: see unrotated()
  double xlo, xhi, ylo, yhi;
  range(s->fitted.w, s->zoom, s->box.x, s->box.w, &xlo, &xhi);
  range(s->fitted.h, s->zoom, s->box.y, s->box.h, &ylo, &yhi);
  s->center.x = e_min(e_max(s->center.x, xlo), xhi);
  s->center.y = e_min(e_max(s->center.y, ylo), yhi);
}

static inline double band(double x, double d) { return 0.55 * d * x / (d + 0.55 * x); }
static inline double unband(double b, double d) { return d * b / (0.55 * (d - b)); }
static inline double rubber(double p, double delta, double lo, double hi, double d) {
  if (delta == 0) return p;
  double virt;
  if (p > hi) {
    double b = p - hi;
    if (b >= d) return delta > 0 ? p : p + delta;
    virt = hi + unband(b, d);
  } else if (p < lo) {
    double b = lo - p;
    if (b >= d) return delta < 0 ? p : p + delta;
    virt = lo - unband(b, d);
  } else {
    virt = p;
  }
  double moved = virt + delta;
  if (moved > hi) return hi + band(moved - hi, d);
  if (moved < lo) return lo - band(lo - moved, d);
  return moved;
}

static inline void pan_by(ak_engine *s, ak_point t) {
  if (t.x == 0 && t.y == 0) return;
  ak_point c = s->center;
  if (s->overscroll == 0) {
    s->center.x = t.x == 0 ? c.x : c.x + t.x;
    s->center.y = t.y == 0 ? c.y : c.y + t.y;
    return;
  }
  if (!unrotated(s)) return;  // not reached: see unrotated()
  double xlo, xhi, ylo, yhi;
  range(s->fitted.w, s->zoom, s->box.x, s->box.w, &xlo, &xhi);
  range(s->fitted.h, s->zoom, s->box.y, s->box.h, &ylo, &yhi);
  if (s->overscroll == 1) {
    s->center.x = t.x == 0 ? c.x : e_min(e_max(c.x + t.x, xlo), xhi);
    s->center.y = t.y == 0 ? c.y : e_min(e_max(c.y + t.y, ylo), yhi);
  } else {
    s->center.x = rubber(c.x, t.x, xlo, xhi, s->box.w);
    s->center.y = rubber(c.y, t.y, ylo, yhi, s->box.h);
  }
}

static inline double gesture_clamp(const ak_engine *s, double z) {
  return e_min(e_max(z, s->minZoom), s->maxZoom);
}

// ZoomLimits.bandedZoom: the zoom a step that multiplies z by k reaches under the rubber band in
// ln(zoom), with each side's band where there is room for one.
static double banded_zoom(const ak_engine *s, double z, double k) {
  bool floorBand = s->restMin > s->minZoom;
  bool ceilingBand = s->maxZoom < INFINITY && s->restMax < s->maxZoom;
  double lo = floorBand ? s->restMin : s->minZoom;
  double hi = ceilingBand ? s->restMax : s->maxZoom;
  double direct = z * k;
  if (z >= lo && z <= hi && direct >= lo && direct <= hi) return direct;
  double lnLo = ak_c_log(lo), lnHi = ak_c_log(hi);
  double dLo = lnLo - ak_c_log(s->minZoom);
  double dHi = ceilingBand ? ak_c_log(s->maxZoom) - lnHi : 0;
  double virt;
  if (z < lo) {
    double b = lnLo - ak_c_log(z);
    if (!(b < dLo)) return k > 1 ? gesture_clamp(s, direct) : z;
    virt = lnLo - unband(b, dLo);
  } else if (z > hi) {
    double b = ak_c_log(z) - lnHi;
    if (!(b < dHi)) return k < 1 ? gesture_clamp(s, direct) : z;
    virt = lnHi + unband(b, dHi);
  } else {
    virt = ak_c_log(z);
  }
  double shifted = virt + ak_c_log(k);
  double result;
  if (shifted < lnLo) {
    result = floorBand ? lo * ak_c_exp(-band(lnLo - shifted, dLo)) : lo;
  } else if (shifted > lnHi) {
    result = ceilingBand ? hi * ak_c_exp(band(shifted - lnHi, dHi)) : hi;
  } else {
    result = e_min(e_max(ak_c_exp(shifted), lo), hi);
  }
  return gesture_clamp(s, result);
}

// CropEngine.applyPinch: zooms by k about the focus through the gesture limits (hard, or the
// rubber band) and the overscroll mode.
static inline void pinch_step(ak_engine *s, double k, ak_point focus) {
  if (k == 1) return;
  double target =
      s->zoomOverscroll == 0 ? gesture_clamp(s, s->zoom * k) : banded_zoom(s, s->zoom, k);
  if (target == s->zoom) return;
  zoom_about(s, target, focus);
  if (s->overscroll == 1) clamp_center(s);
}

// Rect.midX (and midY): (minX + maxX)·0.5, or x + w·0.5 when that overflows.
static inline double rect_mid(double x, double w) {
  double naive = ((x + e_min(w, 0)) + (x + e_max(w, 0))) * 0.5;
  return e_finite(naive) ? naive : x + w * 0.5;
}

#endif
