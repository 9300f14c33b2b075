// The few libvips operations the media pipeline needs, without C variadics (Swift cannot call them)
// and without GLib types. Images are opaque; every returned image is owned by the caller and released
// with gh_image_release. Functions returning NULL or non-zero failed: gh_take_error says why.
#ifndef GREENHOUSE_CVIPS_H
#define GREENHOUSE_CVIPS_H

#include <stddef.h>

typedef struct _VipsImage GHImage;

/// Starts libvips once per process (safe to call from many threads). 0 on success.
/// Operation caching is off (every upload is new) and each operation runs on its caller's thread, so
/// the pipeline's own concurrency limit is the only one.
int gh_start(void);

/// glibc only (a no-op elsewhere): caps malloc arenas at two unless MALLOC_ARENA_MAX is set. Image
/// threads each touch tens of MB per job; with an arena per thread that memory is rarely returned,
/// and RSS ratchets up under load.
void gh_cap_allocator_arenas(void);

/// Lowers the calling thread's CPU priority by `steps` nice levels (at most to 19) on Linux, where a
/// nice value belongs to one thread; elsewhere it asks for the utility QoS class. Encodes an answer
/// no longer waits for then yield the cores to requests. Once per thread: later calls change nothing.
/// 0 on success.
int gh_lower_thread_priority(int steps);

/// The calling thread's nice value on Linux (0 normal, up to 19 lowest); 0 elsewhere.
int gh_thread_nice(void);

/// The pending libvips error message, or NULL; clears it. Free with gh_free.
char *gh_take_error(void);
void gh_free(void *pointer);
void gh_image_release(GHImage *image);

/// The name of the libvips loader that recognises these bytes ("jpegload_source"), or NULL.
const char *gh_loader_name(const void *bytes, size_t length);

/// Reads only the header of an encoded image: no pixels are decoded, nothing image-sized allocated.
/// The buffer must outlive the returned image.
GHImage *gh_open_header(const void *bytes, size_t length);

int gh_width(const GHImage *image);
int gh_height(const GHImage *image);
int gh_bands(const GHImage *image);
/// Frames in the file (1 for still images).
int gh_page_count(GHImage *image);
/// The EXIF orientation, 1 (upright) when absent.
int gh_orientation(GHImage *image);
/// Whether a metadata field (for example "exif-data", "icc-profile-data", "exif-ifd3-GPSLatitude") is present.
int gh_has_field(GHImage *image, const char *name);

/// Every metadata field name, newline-separated. Free with gh_free.
char *gh_field_names(GHImage *image);

/// Decodes with shrink-on-load, applies the EXIF orientation and imports to sRGB, fitting the result
/// in width x height. crop: fill the box exactly, keeping the most interesting part ("attention").
/// enlarge: 0 never upsizes. has_profile: the header carries an ICC profile to convert from.
/// Truncated input is an error, not a grey band.
GHImage *gh_thumbnail_buffer(const void *bytes, size_t length, int width, int height, int crop, int enlarge, int has_profile);
/// The same three for an encoded image in a file (a spooled upload), read through `descriptor` from
/// its start: the file is read as the decode needs it, never held whole. The descriptor must stay open
/// for as long as the returned image lives, and no other reader may use it meanwhile (they share its
/// offset).
const char *gh_loader_name_file(int descriptor);
GHImage *gh_open_header_file(int descriptor);
GHImage *gh_thumbnail_file(int descriptor, int width, int height, int crop, int enlarge, int has_profile);
/// The same for an image already decoded (a variant made from a larger variant).
GHImage *gh_thumbnail_image(GHImage *image, int width, int height, int crop, int enlarge);

/// 8-bit sRGB (colour or grey converted), keeping an alpha band if there is one.
GHImage *gh_to_srgb8(GHImage *image);
/// Composites any alpha band over white (JPEG has no transparency).
GHImage *gh_flatten_white(GHImage *image);
/// Removes every metadata item (EXIF, XMP, IPTC, ICC, orientation…) from an image the caller owns
/// outright, such as one gh_materialize returned. Encoders are also told to strip, but libvips 8.14's
/// WebP writer ignores that: removing metadata from the pixels' source is the guarantee.
void gh_remove_metadata(GHImage *image);
/// Renders the image into memory once, so several variants and encoders can read it.
GHImage *gh_materialize(GHImage *image);

/// Encoders. All metadata is stripped (EXIF, XMP, IPTC, ICC); output is sRGB. Free *out with gh_free.
int gh_save_webp(GHImage *image, int quality, int effort, void **out, size_t *length);
int gh_save_jpeg(GHImage *image, int quality, int progressive, void **out, size_t *length);
/// Interleaved 8-bit pixels, width * height * bands bytes. Free with gh_free.
void *gh_pixels(GHImage *image, size_t *length);

#endif
