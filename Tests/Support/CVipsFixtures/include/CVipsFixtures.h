// libvips calls that only tests need: building images from pixels and writing them with metadata, so
// the pipeline can be shown to remove it. Kept out of the production shim (CVips).
#ifndef GREENHOUSE_CVIPS_FIXTURES_H
#define GREENHOUSE_CVIPS_FIXTURES_H

#include <CVips.h>

/// An sRGB image from interleaved 8-bit pixels (copied).
GHImage *ghf_image_from_pixels(const void *pixels, size_t length, int width, int height, int bands);
/// Attaches an EXIF block (from "Exif\0\0" on) and the orientation it states.
void ghf_set_exif(GHImage *image, const void *exif, size_t length, int orientation);
/// Attaches an XMP packet.
void ghf_set_xmp(GHImage *image, const char *xmp);
/// Attaches libvips' built-in sRGB ICC profile, as cameras and phones embed theirs. 0 on success.
int ghf_attach_srgb_profile(GHImage *image);

/// Writers that keep every metadata item. Free *out with gh_free.
int ghf_save_jpeg(GHImage *image, int quality, void **out, size_t *length);
int ghf_save_png(GHImage *image, void **out, size_t *length);
int ghf_save_webp(GHImage *image, int quality, void **out, size_t *length);
int ghf_save_heif(GHImage *image, int quality, void **out, size_t *length);

/// A metadata field of an encoded image as text (EXIF fields read "2025:04:27 18:05:09 (2025:04:27 18:05:09,
/// ASCII, 20 components, 20 bytes)"), or NULL when it has none. Free with gh_free.
char *ghf_header_string(const void *bytes, size_t length, const char *field);

#endif
