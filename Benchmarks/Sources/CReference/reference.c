// The C references: AffineKit's math (Sources/AffineKit), line for line, including its
// NaN-propagating min/max and its null/infinite rect checks, so results can be compared exactly.
#include "CReference.h"
#include <float.h>
#include <math.h>
#include <string.h>

// Swift.min(x, y) is `y < x ? y : x`; Swift.max(x, y) is `y >= x ? y : x` (stdlib).
static inline double smin(double x, double y) { return y < x ? y : x; }
static inline double smax(double x, double y) { return y >= x ? y : x; }
static inline double nanmin(double a, double b) { return (a <= b || isnan(a)) ? a : b; }
static inline double nanmax(double a, double b) { return (a >= b || isnan(a)) ? a : b; }

static inline double minx(ak_rect r) { return r.x + smin(r.w, 0); }
static inline double maxx(ak_rect r) { return r.x + smax(r.w, 0); }
static inline double miny(ak_rect r) { return r.y + smin(r.h, 0); }
static inline double maxy(ak_rect r) { return r.y + smax(r.h, 0); }
static inline int isnull(ak_rect r) { return r.x == INFINITY || r.y == INFINITY; }
static inline int isempty(ak_rect r) { return isnull(r) || r.w == 0 || r.h == 0; }
static inline int isinfinite(ak_rect r) {
  const double m = -DBL_MAX / 2;
  return !isnull(r) && minx(r) == m && miny(r) == m && fabs(r.w) == DBL_MAX && fabs(r.h) == DBL_MAX;
}
static const ak_rect null_rect = {INFINITY, INFINITY, 0, 0};

static inline ak_point apply(ak_point p, ak_transform t) {
  return (ak_point){t.a * p.x + t.c * p.y + t.tx, t.b * p.x + t.d * p.y + t.ty};
}

// Rect+Applying.swift: the NaN-propagating bounding box, out of line in Swift.
__attribute__((noinline)) static ak_rect bbox_nan(ak_point p0, ak_point p1, ak_point p2,
                                                  ak_point p3) {
  double nx = nanmin(nanmin(p0.x, p1.x), nanmin(p2.x, p3.x));
  double ny = nanmin(nanmin(p0.y, p1.y), nanmin(p2.y, p3.y));
  double mx = nanmax(nanmax(p0.x, p1.x), nanmax(p2.x, p3.x));
  double my = nanmax(nanmax(p0.y, p1.y), nanmax(p2.y, p3.y));
  return (ak_rect){nx, ny, mx - nx, my - ny};
}

// Swift's lane min/max in Rect+Applying.swift: b < a ? b : a and b > a ? b : a.
static inline double lmin(double a, double b) { return b < a ? b : a; }
static inline double lmax(double a, double b) { return b > a ? b : a; }

static inline ak_rect rect_apply(ak_rect r, ak_transform t) {
  if (isnull(r)) return r;
  if (fabs(r.w) == DBL_MAX && isinfinite(r)) return r;
  double x0 = minx(r), x1 = maxx(r), y0 = miny(r), y1 = maxy(r);
  // Rect+Applying.swift: axis-aligned maps (the identity included) and quarter turns size the
  // result as |a*w| x |d*h| (one rounding each).
  if (t.b == 0 && t.c == 0) {
    double nx = t.a < 0 ? t.a * x1 + t.tx : t.a * x0 + t.tx;
    double ny = t.d < 0 ? t.d * y1 + t.ty : t.d * y0 + t.ty;
    return (ak_rect){nx, ny, fabs(t.a * r.w), fabs(t.d * r.h)};
  }
  if (t.a == 0 && t.d == 0) {
    double nx = t.c < 0 ? t.c * y1 + t.tx : t.c * y0 + t.tx;
    double ny = t.b < 0 ? t.b * x1 + t.ty : t.b * x0 + t.ty;
    return (ak_rect){nx, ny, fabs(t.c * r.h), fabs(t.b * r.w)};
  }
  x0 = r.x;
  x1 = r.x + r.w;
  y0 = r.y;
  y1 = r.y + r.h;
  ak_point p0 = apply((ak_point){x0, y0}, t), p1 = apply((ak_point){x1, y0}, t);
  ak_point p2 = apply((ak_point){x0, y1}, t), p3 = apply((ak_point){x1, y1}, t);
  double sx = (p0.x + p1.x) + (p2.x + p3.x), sy = (p0.y + p1.y) + (p2.y + p3.y);
  if (isnan(sx + sy)) return bbox_nan(p0, p1, p2, p3);
  double nx = lmin(lmin(p0.x, p1.x), lmin(p2.x, p3.x));
  double ny = lmin(lmin(p0.y, p1.y), lmin(p2.y, p3.y));
  double mx = lmax(lmax(p0.x, p1.x), lmax(p2.x, p3.x));
  double my = lmax(lmax(p0.y, p1.y), lmax(p2.y, p3.y));
  return (ak_rect){nx, ny, mx - nx, my - ny};
}

void ak_c_point_applying(const ak_point *p, const ak_transform *t, ak_point *out, long n) {
  for (long i = 0; i < n; i++) out[i] = apply(p[i], t[i]);
}

void ak_c_concatenating(const ak_transform *l, const ak_transform *r, ak_transform *out, long n) {
  for (long i = 0; i < n; i++) {
    ak_transform s = l[i], o = r[i];
    out[i] = (ak_transform){s.a * o.a + s.b * o.c,         s.a * o.b + s.b * o.d,
                            s.c * o.a + s.d * o.c,         s.c * o.b + s.d * o.d,
                            s.tx * o.a + s.ty * o.c + o.tx, s.tx * o.b + s.ty * o.d + o.ty};
  }
}

// AffineTransform.differenceOfProducts: p*q - r*s by Kahan's fma method, falling back to the
// naive formula when that is not finite (AffineTransform+Inversion.swift).
static inline double diff_of_products(double p, double q, double r, double s) {
  double w = r * s;
  double e = fma(-r, s, w);
  double f = fma(p, q, -w);
  double result = f + e;
  return isfinite(result) ? result : p * q - r * s;
}

void ak_c_determinant(const ak_transform *t, double *out, long n) {
  for (long i = 0; i < n; i++) out[i] = diff_of_products(t[i].a, t[i].d, t[i].b, t[i].c);
}

// AffineTransform.inverted(): the three differences by Kahan's algorithm; a zero determinant
// returns the input.
void ak_c_inverted(const ak_transform *t, ak_transform *out, long n) {
  for (long i = 0; i < n; i++) {
    ak_transform s = t[i];
    double det = diff_of_products(s.a, s.d, s.b, s.c);
    if (det == 0) { out[i] = s; continue; }
    double nx = diff_of_products(s.c, s.ty, s.d, s.tx);
    double ny = diff_of_products(s.b, s.tx, s.a, s.ty);
    out[i] = (ak_transform){s.d / det, -s.b / det, -s.c / det, s.a / det, nx / det, ny / det};
  }
}

// ProjectiveTransform.exactDeterminant: the determinant as an exact sum (Shewchuk's
// Grow-Expansion with zero elimination of error-free products), rounded by adding its components
// from the smallest up; the plain expansion of Kahan's cofactors when an entry or an intermediate
// is not finite.
typedef struct { double c[32]; int count, non_finite; } expansion;

static void expansion_add(expansion *e, double b) {
  if (!isfinite(b)) e->non_finite = 1;
  double q = b;
  int kept = 0;
  for (int i = 0; i < e->count; i++) {
    double a = q, c = e->c[i], sum = a + c, bv = sum - a, av = sum - bv;
    double error = (a - av) + (c - bv);
    q = sum;
    if (error != 0) e->c[kept++] = error;
  }
  if (q != 0) e->c[kept++] = q;
  e->count = kept;
}

static void expansion_add_times(expansion *e, double factor, double part) {
  double high = factor * part;
  expansion_add(e, high);
  expansion_add(e, fma(factor, part, -high));
}

static void expansion_add_product(expansion *e, double factor, double p, double q, double r,
                                  double s) {
  double pq = p * q, pq_error = fma(p, q, -pq), rs = r * s, rs_error = fma(r, s, -rs);
  expansion_add_times(e, factor, pq);
  expansion_add_times(e, factor, pq_error);
  expansion_add_times(e, factor, -rs);
  expansion_add_times(e, factor, -rs_error);
}

__attribute__((noinline)) static double exact_projective_determinant(const ak_projective *t) {
  expansion e = {{0}, 0, 0};
  expansion_add_product(&e, t->m14, t->m21, t->m42, t->m22, t->m41);
  expansion_add_product(&e, t->m24, t->m12, t->m41, t->m11, t->m42);
  expansion_add_product(&e, t->m44, t->m11, t->m22, t->m12, t->m21);
  double result = 0;
  for (int i = 0; i < e.count; i++) result += e.c[i];
  if (isfinite(result) && !e.non_finite) return result;
  double k41 = diff_of_products(t->m21, t->m42, t->m22, t->m41);
  double k42 = diff_of_products(t->m12, t->m41, t->m11, t->m42);
  double k44 = diff_of_products(t->m11, t->m22, t->m12, t->m21);
  return (t->m14 * k41 + t->m24 * k42) + t->m44 * k44;
}

// ProjectiveTransform.compensatedDeterminant: the last column's expansion with error-free
// transformations (TwoSum, TwoProduct), kept when |result| >= 2^-47 times the sum of the terms'
// magnitudes; the exact expansion otherwise.
static inline void two_sum(double a, double b, double *sum, double *error) {
  double s = a + b, bv = s - a;
  *sum = s;
  *error = (a - (s - bv)) + (b - bv);
}
static inline void two_product(double a, double b, double *product, double *error) {
  double p = a * b;
  *product = p;
  *error = fma(a, b, -p);
}
typedef struct { double high, low, size; } cofactor;
static inline cofactor compensated_cofactor(double p, double q, double r, double s) {
  double pq, pq_error, rs, rs_error, high, sum_error;
  two_product(p, q, &pq, &pq_error);
  two_product(r, s, &rs, &rs_error);
  two_sum(pq, -rs, &high, &sum_error);
  return (cofactor){high, (sum_error + pq_error) - rs_error, fabs(pq) + fabs(rs)};
}
static inline double compensated_projective_determinant(const ak_projective *t) {
  cofactor k41 = compensated_cofactor(t->m21, t->m42, t->m22, t->m41);
  cofactor k42 = compensated_cofactor(t->m12, t->m41, t->m11, t->m42);
  cofactor k44 = compensated_cofactor(t->m11, t->m22, t->m12, t->m21);
  double h1, r1, h2, r2, h3, r3, h12, q1, high, q2;
  two_product(t->m14, k41.high, &h1, &r1);
  two_product(t->m24, k42.high, &h2, &r2);
  two_product(t->m44, k44.high, &h3, &r3);
  two_sum(h1, h2, &h12, &q1);
  two_sum(h12, h3, &high, &q2);
  double tail = (((((((q1 + q2) + r1) + r2) + r3) + t->m14 * k41.low) + t->m24 * k42.low) +
                 t->m44 * k44.low);
  double result = high + tail;
  double size = (fabs(t->m14) * k41.size + fabs(t->m24) * k42.size) + fabs(t->m44) * k44.size;
  if (fabs(result) >= 0x1p-47 * size && isfinite(result)) return result;
  return exact_projective_determinant(t);
}

// ProjectiveTransform.determinant(_:k44:): m44·k44 for an affine last column, else the
// compensated expansion.
static inline double projective_determinant(const ak_projective *t, double k44) {
  if (t->m14 == 0 && t->m24 == 0) return t->m44 * k44;
  return compensated_projective_determinant(t);
}

void ak_c_projective_determinant(const ak_projective *t, double *out, long n) {
  for (long i = 0; i < n; i++) {
    const ak_projective *m = &t[i];
    out[i] = projective_determinant(m, diff_of_products(m->m11, m->m22, m->m12, m->m21));
  }
}

// ProjectiveTransform.inverse: the adjugate (differences of products by Kahan's algorithm) over
// the determinant; a zero determinant returns the input (inverted()).
void ak_c_projective_inverted(const ak_projective *t, ak_projective *out, long n) {
  for (long i = 0; i < n; i++) {
    ak_projective m = t[i];
    ak_projective adj = {
        diff_of_products(m.m22, m.m44, m.m24, m.m42),
        diff_of_products(m.m14, m.m42, m.m12, m.m44),
        diff_of_products(m.m12, m.m24, m.m14, m.m22),
        diff_of_products(m.m24, m.m41, m.m21, m.m44),
        diff_of_products(m.m11, m.m44, m.m14, m.m41),
        diff_of_products(m.m14, m.m21, m.m11, m.m24),
        diff_of_products(m.m21, m.m42, m.m22, m.m41),
        diff_of_products(m.m12, m.m41, m.m11, m.m42),
        diff_of_products(m.m11, m.m22, m.m12, m.m21)};
    double det = projective_determinant(&m, adj.m44);
    if (det == 0) { out[i] = m; continue; }
    out[i] = (ak_projective){adj.m11 / det, adj.m12 / det, adj.m14 / det,
                             adj.m21 / det, adj.m22 / det, adj.m24 / det,
                             adj.m41 / det, adj.m42 / det, adj.m44 / det};
  }
}

void ak_c_rect_applying(const ak_rect *r, const ak_transform *t, ak_rect *out, long n) {
  for (long i = 0; i < n; i++) out[i] = rect_apply(r[i], t[i]);
}

void ak_c_union(const ak_rect *l, const ak_rect *r, ak_rect *out, long n) {
  for (long i = 0; i < n; i++) {
    ak_rect a = l[i], b = r[i];
    if (isnull(a)) { out[i] = b; continue; }
    if (isnull(b)) { out[i] = a; continue; }
    double x1 = nanmin(minx(a), minx(b)), y1 = nanmin(miny(a), miny(b));
    double x2 = nanmax(maxx(a), maxx(b)), y2 = nanmax(maxy(a), maxy(b));
    out[i] = (ak_rect){x1, y1, x2 - x1, y2 - y1};
  }
}

void ak_c_intersection(const ak_rect *l, const ak_rect *r, ak_rect *out, long n) {
  for (long i = 0; i < n; i++) {
    ak_rect a = l[i], b = r[i];
    if (isnull(a) || isnull(b)) { out[i] = null_rect; continue; }
    double x1 = nanmax(minx(a), minx(b)), y1 = nanmax(miny(a), miny(b));
    double x2 = nanmin(maxx(a), maxx(b)), y2 = nanmin(maxy(a), maxy(b));
    if (x1 > x2 || y1 > y2) { out[i] = null_rect; continue; }
    out[i] = (ak_rect){x1, y1, x2 - x1, y2 - y1};
  }
}

void ak_c_contains(const ak_rect *r, const ak_point *p, bool *out, long n) {
  for (long i = 0; i < n; i++) {
    ak_rect a = r[i];
    ak_point q = p[i];
    out[i] = !isempty(a) && minx(a) <= q.x && q.x < maxx(a) && miny(a) <= q.y && q.y < maxy(a);
  }
}

static inline ak_rect frame(const ak_layer *l) {
  ak_rect box = {-l->anchor.x * l->bounds.w, -l->anchor.y * l->bounds.h, l->bounds.w, l->bounds.h};
  ak_rect f = rect_apply(box, l->t);
  if (isnull(f)) return f;
  return (ak_rect){minx(f) + l->position.x, miny(f) + l->position.y, fabs(f.w), fabs(f.h)};
}

void ak_c_frame(const ak_layer *l, ak_rect *out, long n) {
  for (long i = 0; i < n; i++) out[i] = frame(&l[i]);
}

static inline ak_point to_super(const ak_layer *l, ak_point p) {
  const ak_transform t = l->t;
  double ax = l->bounds.x + l->anchor.x * l->bounds.w;
  double ay = l->bounds.y + l->anchor.y * l->bounds.h;
  ak_transform m = {t.a, t.b, t.c, t.d, l->position.x + (t.tx - (t.a * ax + t.c * ay)),
                    l->position.y + (t.ty - (t.b * ax + t.d * ay))};
  return apply(p, m);
}

void ak_c_convert2(const ak_point *p, const ak_layer *child, const ak_layer *parent, ak_point *out,
                   long n) {
  for (long i = 0; i < n; i++) out[i] = to_super(&parent[i], to_super(&child[i], p[i]));
}


void ak_c_apply_batch(const ak_transform *tp, ak_point *p, long n) {
  const ak_transform t = *tp;
  for (long i = 0; i < n; i++) p[i] = apply(p[i], t);
}

void ak_c_memcpy_points(ak_point *dst, const ak_point *src, long n) {
  memcpy(dst, src, (size_t)n * sizeof(ak_point));
}
