// Plain C references for the AffineKit benchmarks: the same math as AffineKit, written the way a
// C programmer would, compiled at -O2 with -ffp-contract=off (Swift never fuses a*b + c into an
// FMA, so neither may the reference, or the results would differ in the last bit).
#ifndef AFFINEKIT_CREFERENCE_H
#define AFFINEKIT_CREFERENCE_H

#include <stddef.h>
#include <stdbool.h>

typedef struct { double x, y; } ak_point;
typedef struct { double x, y, w, h; } ak_rect;
typedef struct { double a, b, c, d, tx, ty; } ak_transform;
typedef struct { ak_rect bounds; ak_point position, anchor; ak_transform t; } ak_layer;
// ProjectiveTransform's entries in its order: rows (m11 m12 m14), (m21 m22 m24), (m41 m42 m44).
typedef struct { double m11, m12, m14, m21, m22, m24, m41, m42, m44; } ak_projective;

// Opaque sink: the benchmark hands every pass's output to it, so no result can be optimized away.
void ak_sink(const void *p);

// The naive floor (naive.c): CoreGraphics' plain formulas. Operations whose plain formula is
// already the one below (Point.applying, concatenating, contains, the conversion) have no separate
// naive version.
void ak_naive_determinant(const ak_transform *t, double *out, long n);
void ak_naive_inverted(const ak_transform *t, ak_transform *out, long n);
void ak_naive_rect_applying(const ak_rect *r, const ak_transform *t, ak_rect *out, long n);
void ak_naive_union(const ak_rect *l, const ak_rect *r, ak_rect *out, long n);
void ak_naive_intersection(const ak_rect *l, const ak_rect *r, ak_rect *out, long n);
void ak_naive_frame(const ak_layer *l, ak_rect *out, long n);
void ak_naive_projective_determinant(const ak_projective *t, double *out, long n);
void ak_naive_projective_inverted(const ak_projective *t, ak_projective *out, long n);

// The same math as AffineKit (reference.c), one pass over n inputs for each operation.
void ak_c_determinant(const ak_transform *t, double *out, long n);
void ak_c_point_applying(const ak_point *p, const ak_transform *t, ak_point *out, long n);
void ak_c_concatenating(const ak_transform *l, const ak_transform *r, ak_transform *out, long n);
void ak_c_inverted(const ak_transform *t, ak_transform *out, long n);
void ak_c_rect_applying(const ak_rect *r, const ak_transform *t, ak_rect *out, long n);
void ak_c_union(const ak_rect *l, const ak_rect *r, ak_rect *out, long n);
void ak_c_intersection(const ak_rect *l, const ak_rect *r, ak_rect *out, long n);
void ak_c_contains(const ak_rect *r, const ak_point *p, bool *out, long n);
void ak_c_frame(const ak_layer *l, ak_rect *out, long n);
void ak_c_projective_determinant(const ak_projective *t, double *out, long n);
void ak_c_projective_inverted(const ak_projective *t, ak_projective *out, long n);
void ak_c_convert2(const ak_point *p, const ak_layer *child, const ak_layer *parent, ak_point *out,
                   long n);
// The batch case: transform n points in place, and copy n points (the bandwidth floor).
void ak_c_apply_batch(const ak_transform *t, ak_point *p, long n);
void ak_c_memcpy_points(ak_point *dst, const ak_point *src, long n);

// Callgrind client requests (no-ops when not running under valgrind).
void ak_callgrind_start(void);
void ak_callgrind_stop(const char *label);

#endif
