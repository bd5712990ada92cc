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

// ---------------------------------------------------------------------------------------------
// Rotation and straighten. These steps take the rotated paths in full (the orientation's exact
// matrix, the straighten angle's sine and cosine), step for step as CropEngine+Rotation.swift.

// sin and cos: AffineKit has its own (Sources/AffineKit/Geometry/Trigonometry.swift, a port of
// FreeBSD msun's k_sin.c, k_cos.c and e_rem_pio2.c), and glibc's sin and cos round differently in
// the last bit for some angles, so the reference carries the same msun code (the C it was ported
// from). Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved. Developed at SunPro, a
// Sun Microsystems, Inc. business. Permission to use, copy, modify, and distribute this software
// is freely granted, provided that this notice is preserved.
static double k_sin(double x, double y, int hasTail) {
  const double s1 = -1.66666666666666324348e-01, s2 = 8.33333333332248946124e-03,
               s3 = -1.98412698298579493134e-04, s4 = 2.75573137070700676789e-06,
               s5 = -2.50507602534068634195e-08, s6 = 1.58969099521155010221e-10;
  double z = x * x, w = z * z;
  double r = s2 + z * (s3 + z * s4) + z * w * (s5 + z * s6);
  double v = z * x;
  if (!hasTail) return x + v * (s1 + z * r);
  return x - ((z * (0.5 * y - v * r) - y) - v * s1);
}

static double k_cos(double x, double y) {
  const double c1 = 4.16666666666666019037e-02, c2 = -1.38888888888741095749e-03,
               c3 = 2.48015872894767294178e-05, c4 = -2.75573143513906633035e-07,
               c5 = 2.08757232129817482790e-09, c6 = -1.13596475577881948265e-11;
  double z = x * x, w = z * z;
  double r = z * (c1 + z * (c2 + z * c3)) + w * w * (c4 + z * (c5 + z * c6));
  double hz = 0.5 * z;
  w = 1 - hz;
  return w + (((1 - w) - hz) + (z * r - x * y));
}

static inline int biased_exponent(double x) {
  union { double d; unsigned long long u; } b = {x};
  return (int)((b.u >> 52) & 0x7ff);
}

// x − n·π/2 = y0 + y1 for |x| < 2^20·π/2 (e_rem_pio2.c's medium case).
static long rem_pio2(double x, double *y0, double *y1) {
  const double invpio2 = 6.36619772367581382433e-01, pio2_1 = 1.57079632673412561417e+00,
               pio2_1t = 6.07710050650619224932e-11, pio2_2 = 6.07710050630396597660e-11,
               pio2_2t = 2.02226624879595063154e-21, pio2_3 = 2.02226624871116645580e-21,
               pio2_3t = 8.47842766036889956997e-32;
  double fn = nearbyint(x * invpio2);
  long n = (long)fn;
  double r = x - fn * pio2_1, w = fn * pio2_1t, y = r - w;
  int j = biased_exponent(x);
  if (j - biased_exponent(y) > 16) {
    double t = r;
    w = fn * pio2_2;
    r = t - w;
    w = fn * pio2_2t - ((t - r) - w);
    y = r - w;
    if (j - biased_exponent(y) > 49) {
      t = r;
      w = fn * pio2_3;
      r = t - w;
      w = fn * pio2_3t - ((t - r) - w);
      y = r - w;
    }
  }
  *y0 = y;
  *y1 = (r - y) - w;
  return n;
}

static void ak_sincos(double x, double *s, double *c) {
  double ax = fabs(x);
  if (ax <= 0x1.921fb54442d18p-1) {
    if (ax < 0x1p-26) {
      *s = x;
      *c = 1;
      return;
    }
    *s = k_sin(x, 0, 0);
    *c = k_cos(x, 0);
    return;
  }
  if (!e_finite(x)) {
    *s = *c = x - x;
    return;
  }
  if (ax >= 0x1.921fb54442d18p20) {  // Payne–Hanek in AffineKit; not reached by the benchmark
    *s = sin(x);
    *c = cos(x);
    return;
  }
  double y0, y1;
  long n = rem_pio2(x, &y0, &y1);
  double ks = k_sin(y0, y1, 1), kc = k_cos(y0, y1);
  switch (n & 3) {
    case 0: *s = ks; *c = kc; break;
    case 1: *s = kc; *c = -ks; break;
    case 2: *s = -ks; *c = -kc; break;
    default: *s = -kc; *c = ks; break;
  }
}

typedef struct { double m00, m01, m10, m11; } ak_linear;

// The orientation's exact matrix O = R(90°)^k · M (column vectors).
static inline ak_linear orientation_matrix(unsigned char bits) {
  static const ak_linear turns[4] = {{1, 0, 0, 1}, {0, -1, 1, 0}, {-1, 0, 0, -1}, {0, 1, -1, 0}};
  ak_linear r = turns[bits & 3];
  if (bits & 4) {
    r.m00 = -r.m00;
    r.m10 = -r.m10;
  }
  return r;
}

// L = R(θ)·O.
static inline ak_linear linear_of(double s, double c, unsigned char orientation) {
  ak_linear o = orientation_matrix(orientation);
  ak_linear l = {c * o.m00 - s * o.m10, c * o.m01 - s * o.m11, s * o.m00 + c * o.m10,
                 s * o.m01 + c * o.m11};
  return l;
}

static inline double rect_mid(double x, double w) {
  double naive = ((x + e_min(w, 0)) + (x + e_max(w, 0))) * 0.5;
  return e_finite(naive) ? naive : x + w * 0.5;
}

// E = |Lᵀ|·(W, H).
static inline void extents(ak_linear l, ak_size box, double *ex, double *ey) {
  *ex = fabs(l.m00) * box.w + fabs(l.m10) * box.h;
  *ey = fabs(l.m01) * box.w + fabs(l.m11) * box.h;
}

static inline double cover_zoom(double ex, double ey, ak_size fitted) {
  double z = e_max(ex / fitted.w, ey / fitted.h);
  for (int i = 0; i < 4; i++)
    if (z * fitted.w < ex || z * fitted.h < ey) z = nextafter(z, INFINITY);
  return z;
}

bool ak_c_engine_fills(const ak_engine *s) {
  union { double d; unsigned long long u; } w = {s->natural.w};
  return s->fitTag == 1 && w.u == 0;
}

static inline bool covers_box(const ak_engine *s) { return ak_c_engine_fills(s) && s->restMin >= 1; }

static inline bool coverable(const ak_engine *s, ak_linear l) {
  if (!covers_box(s)) return true;
  double ex, ey;
  extents(l, (ak_size){s->box.w, s->box.h}, &ex, &ey);
  return cover_zoom(ex, ey, s->fitted) <= s->maxZoom;
}

static inline double clamped_angle(const ak_engine *s, double a) {
  if (s->maximumAngleIsNil) return a;
  return e_min(e_max(a, -s->maximumAngle), s->maximumAngle);
}

// u = Lᵀ·(B − c).
static inline void box_centre(const ak_engine *s, ak_linear l, double *ux, double *uy) {
  double dx = rect_mid(s->box.x, s->box.w) - s->center.x;
  double dy = rect_mid(s->box.y, s->box.h) - s->center.y;
  *ux = l.m00 * dx + l.m10 * dy;
  *uy = l.m01 * dx + l.m11 * dy;
}

// c = B − L·u.
static inline void place_box_centre(ak_engine *s, double ux, double uy, ak_linear l) {
  s->center.x = rect_mid(s->box.x, s->box.w) - (l.m00 * ux + l.m01 * uy);
  s->center.y = rect_mid(s->box.y, s->box.h) - (l.m10 * ux + l.m11 * uy);
}

static inline double margin_of(const ak_engine *s, double ux, double uy) {
  return 64 * 0x1p-52
         * (fabs(rect_mid(s->box.x, s->box.w)) + fabs(rect_mid(s->box.y, s->box.h)) + fabs(ux)
            + fabs(uy));
}

static inline bool covered(const ak_engine *s) {
  ak_linear l = linear_of(s->sinAngle, s->cosAngle, s->orientation);
  double ex, ey, ux, uy;
  extents(l, (ak_size){s->box.w, s->box.h}, &ex, &ey);
  box_centre(s, l, &ux, &uy);
  double m = margin_of(s, ux, uy);
  return fabs(ux) <= (s->zoom * s->fitted.w - ex) * 0.5 + m
         && fabs(uy) <= (s->zoom * s->fitted.h - ey) * 0.5 + m;
}

static inline double clamp_axis(double v, double b, double m) {
  double inner = b - m;
  return inner > 0 ? e_min(e_max(v, -inner), inner) : 0;
}

static void clamp_rotated_center(ak_engine *s) {
  ak_linear l = linear_of(s->sinAngle, s->cosAngle, s->orientation);
  double ex, ey, ux, uy;
  extents(l, (ak_size){s->box.w, s->box.h}, &ex, &ey);
  box_centre(s, l, &ux, &uy);
  double bx = (s->zoom * s->fitted.w - ex) * 0.5;
  double by = (s->zoom * s->fitted.h - ey) * 0.5;
  double m = margin_of(s, ux, uy);
  if (fabs(ux) <= e_max(bx, 0) + m && fabs(uy) <= e_max(by, 0) + m) return;
  place_box_centre(s, clamp_axis(ux, bx, m), clamp_axis(uy, by, m), l);
}

void ak_c_engine_rotation(const ak_engine *in, const double *delta, const ak_point *centroid,
                          ak_engine *out, unsigned char *result, long n) {
  for (long i = 0; i < n; i++) {
    out[i] = in[i];
    ak_engine *s = &out[i];
    double d = delta[i];
    ak_point p = centroid[i];
    if (!e_finite(d) || !e_finite(p.x) || !e_finite(p.y)) {  // incremental: Δ is the value
      result[i] = AK_REJECTED;
      continue;
    }
    ak_point c0 = s->center;
    double z0 = s->zoom;
    bool turned = false;
    double target = clamped_angle(s, s->angle + d);
    if (d != 0 && target != s->angle && e_finite(target)) {
      double sinT, cosT;
      ak_sincos(target, &sinT, &cosT);
      if (!coverable(s, linear_of(sinT, cosT, s->orientation))) {
        result[i] = AK_REJECTED;
        continue;
      }
      double sinD, cosD;  // c' = p + R(Δ)·(c − p), Δ the change actually made
      ak_sincos(target - s->angle, &sinD, &cosD);
      double dx = c0.x - p.x, dy = c0.y - p.y;
      s->center.x = p.x + (cosD * dx - sinD * dy);
      s->center.y = p.y + (sinD * dx + cosD * dy);
      double a0 = s->angle, s0 = s->sinAngle, k0 = s->cosAngle;
      s->angle = target;
      s->sinAngle = sinT;
      s->cosAngle = cosT;
      turned = true;
      if (!committable(s)) {
        s->center = c0;
        s->angle = a0;
        s->sinAngle = s0;
        s->cosAngle = k0;
        result[i] = AK_REJECTED;
        continue;
      }
    }
    if (!s->turnBaseIsNil) s->turnBaseIsNil = 1;
    s->active |= 8;
    result[i] = (!turned && s->center.x == c0.x && s->center.y == c0.y && s->zoom == z0)
                    ? AK_UNCHANGED
                    : AK_MOVED;
  }
}

void ak_c_engine_straighten(const ak_engine *in, const double *angle, ak_engine *out,
                            unsigned char *result, long n) {
  for (long i = 0; i < n; i++) {
    out[i] = in[i];
    ak_engine *s = &out[i];
    double requested = angle[i];
    if (!e_finite(requested)) {
      result[i] = AK_REJECTED;
      continue;
    }
    double target = clamped_angle(s, requested);
    bool changed = target != s->angle;
    bool covers = covers_box(s);
    if (!changed && (!covers || covered(s))) {
      result[i] = AK_UNCHANGED;
      continue;
    }
    double sinT = s->sinAngle, cosT = s->cosAngle;
    if (changed) ak_sincos(target, &sinT, &cosT);
    ak_linear l1 = linear_of(sinT, cosT, s->orientation);
    if (!coverable(s, l1)) {
      result[i] = AK_REJECTED;
      continue;
    }
    ak_point c0 = s->center;
    double z0 = s->zoom, a0 = s->angle, s0 = s->sinAngle, k0 = s->cosAngle;
    double z = z0, ux, uy;
    box_centre(s, linear_of(s0, k0, s->orientation), &ux, &uy);
    double qx = ux / z, qy = uy / z;
    s->angle = target;
    s->sinAngle = sinT;
    s->cosAngle = cosT;
    double z1 = z;
    if (covers) {
      double ex, ey;
      extents(l1, (ak_size){s->box.w, s->box.h}, &ex, &ey);
      double dx = s->fitted.w - 2 * fabs(qx), dy = s->fitted.h - 2 * fabs(qy);
      bool fallback = true;
      if (dx > 0 && dy > 0) {
        z1 = e_max(z, e_max(ex / dx, ey / dy));
        fallback = !(z1 <= s->maxZoom);
      }
      if (fallback) z1 = e_max(z, cover_zoom(ex, ey, s->fitted));
    }
    if (changed || z1 != z) {
      s->zoom = z1;
      place_box_centre(s, z1 * qx, z1 * qy, l1);
    }
    if (covers) clamp_rotated_center(s);
    if (!committable(s)) {
      s->center = c0;
      s->zoom = z0;
      s->angle = a0;
      s->sinAngle = s0;
      s->cosAngle = k0;
      result[i] = AK_REJECTED;
      continue;
    }
    if (changed || s->center.x != c0.x || s->center.y != c0.y || s->zoom != z0) {
      s->turnBaseIsNil = 1;
      result[i] = AK_MOVED;
    } else {
      result[i] = AK_UNCHANGED;
    }
  }
}
