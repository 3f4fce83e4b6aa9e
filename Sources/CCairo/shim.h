#ifndef CCAIRO_SHIM_H
#define CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>

/// PANGO_SCALE is a macro Swift cannot always import: Pango units per pixel.
static inline int CCairo_pango_scale(void) {
    return PANGO_SCALE;
}

#endif
