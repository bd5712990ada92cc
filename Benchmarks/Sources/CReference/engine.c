// CropEngine's contract in plain C (see CEngine.h). Written as a C programmer would, step for step
// the same arithmetic as Sources/AffineKit/Gestures/CropEngine*.swift, so the results agree bit for
// bit and the benchmark compares only the cost.
#include "CEngine.h"
#include <math.h>

static inline double e_min(double x, double y) { return y < x ? y : x; }
static inline double e_max(double x, double y) { return y >= x ? y : x; }
static inline bool e_finite(double x) { return fabs(x) < INFINITY; }
static inline bool e_finite_positive(double x) { return 0 < x && x < INFINITY; }

// CropEngine.isUnrotated: every step checks it and takes the unrotated path (all the benchmark's
// engines are unrotated; the rotated paths are Swift's own, out of line).
static inline bool unrotated(const ak_engine *s) { return s->angle == 0 && s->orientation == 0; }

static inline bool committable(const ak_engine *s) {
  return e_finite_positive(s->zoom) && e_finite(fabs(s->center.x) + s->zoom * s->fitted.w)
         && e_finite(fabs(s->center.y) + s->zoom * s->fitted.h);
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

static inline void pinch_by(ak_engine *s, double k, ak_point focus) {
  if (k == 1) return;
  double target = e_min(e_max(s->zoom * k, s->minZoom), s->maxZoom);
  if (target == s->zoom) return;
  zoom_about(s, target, focus);
  if (s->overscroll == 1) clamp_center(s);
}

void ak_c_engine_pinch(const ak_engine *in, const double *k, const ak_point *centroid,
                       ak_engine *out, unsigned char *result, long n) {
  for (long i = 0; i < n; i++) {
    out[i] = in[i];  // the event mutates a stored state in place, as in the Swift benchmark
    ak_engine *s = &out[i];
    bool active = s->active & 1;
    double scale = k[i];
    ak_point p = centroid[i];
    if (!e_finite_positive(scale) || !e_finite(p.x) || !e_finite(p.y)) {
      result[i] = AK_REJECTED;
      continue;
    }
    ak_point c0 = s->center;
    double z0 = s->zoom;
    if (active && !s->pinchCentroidIsNil && s->pinchTouchCount == 2) {
      ak_point d = {p.x - s->pinchCentroid.x, p.y - s->pinchCentroid.y};
      pan_by(s, d);
    }
    pinch_by(s, scale, p);
    if (!committable(s)) {
      s->center = c0;
      s->zoom = z0;
      result[i] = AK_REJECTED;
      continue;
    }
    s->pinchCentroid = p;
    s->pinchCentroidIsNil = 0;
    s->pinchTouchCount = 2;
    if (!s->turnBaseIsNil) s->turnBaseIsNil = 1;
    s->active |= 1;
    result[i] = (s->center.x == c0.x && s->center.y == c0.y && s->zoom == z0) ? AK_UNCHANGED
                                                                               : AK_MOVED;
  }
}

void ak_c_engine_pan(const ak_engine *in, const ak_point *t, ak_engine *out, unsigned char *result,
                     long n) {
  for (long i = 0; i < n; i++) {
    out[i] = in[i];
    ak_engine *s = &out[i];
    ak_point d = t[i];
    ak_point v = {0, 0};  // the event's velocity, validated as the Swift event's is
    if (!e_finite(d.x) || !e_finite(d.y) || !e_finite(v.x) || !e_finite(v.y)) {
      result[i] = AK_REJECTED;
      continue;
    }
    ak_point c0 = s->center;
    double z0 = s->zoom;
    if (!((s->active & 1) && !s->pinchCentroidIsNil)) {
      pan_by(s, d);
      if (!committable(s)) {
        s->center = c0;
        result[i] = AK_REJECTED;
        continue;
      }
    }
    if (!s->turnBaseIsNil) s->turnBaseIsNil = 1;
    s->active |= 2;
    result[i] = (s->center.x == c0.x && s->center.y == c0.y && s->zoom == z0) ? AK_UNCHANGED
                                                                               : AK_MOVED;
  }
}

void ak_c_engine_end(const ak_engine *in, ak_engine *out, ak_settle *settle, unsigned char *result,
                     long n) {
  for (long i = 0; i < n; i++) {
    out[i] = in[i];
    ak_engine *s = &out[i];
    if (!(s->active & 2)) {
      result[i] = AK_REJECTED;
      continue;
    }
    ak_point d = {0, 0}, v = {0, 0};  // the end's translation and velocity, validated
    if (!e_finite(d.x) || !e_finite(d.y) || !e_finite(v.x) || !e_finite(v.y)) {
      result[i] = AK_REJECTED;
      continue;
    }
    ak_point c0 = s->center;
    double z0 = s->zoom;
    if (!committable(s)) {  // the (empty) move is committed as every pan's is
      result[i] = AK_REJECTED;
      continue;
    }
    if (!s->turnBaseIsNil) s->turnBaseIsNil = 1;
    s->active &= ~2;
    s->panTranslation.x = 0;
    s->panTranslation.y = 0;
    if (s->active == 0 && unrotated(s)) {
      double rest = e_min(e_max(s->zoom, s->restMin), s->restMax);
      if (rest != s->zoom) zoom_about(s, rest, s->center);
      clamp_center(s);
      if (!committable(s)) {
        s->center = c0;
        s->zoom = z0;
      } else if (!(s->center.x == c0.x && s->center.y == c0.y && s->zoom == z0)) {
        ak_settle a = {s->fitted, c0, z0, s->center, s->zoom, 0.3, 0.42, 0, 0.58, 1,
                       s->angle, s->orientation};
        settle[i] = a;
        result[i] = AK_ANIMATED;
        continue;
      }
    }
    result[i] = AK_UNCHANGED;
  }
}
