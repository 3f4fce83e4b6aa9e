#ifndef CPNG_SHIM_H
#define CPNG_SHIM_H

#include <png.h>

/// PNG_IMAGE_VERSION and the format flags are macros; these helpers give Swift their values.
static inline unsigned int CPNG_image_version(void) { return PNG_IMAGE_VERSION; }
static inline unsigned int CPNG_format_rgb(void) { return PNG_FORMAT_RGB; }
static inline unsigned int CPNG_flag_fast(void) { return PNG_IMAGE_FLAG_FAST; }

#endif
