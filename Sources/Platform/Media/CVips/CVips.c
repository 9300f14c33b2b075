#include "CVips.h"

#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <string.h>
#include <unistd.h>
#include <vips/vips.h>

static pthread_once_t start_once = PTHREAD_ONCE_INIT;
static int start_status = -1;

static void start_libvips(void) {
    start_status = VIPS_INIT("greenhouse");
    if (start_status == 0) {
        // Uploads are never repeated: a cache would only hold memory.
        vips_cache_set_max(0);
        vips_cache_set_max_mem(0);
        // One worker per operation; the Swift side decides how many images are processed at once.
        vips_concurrency_set(1);
    }
}

int gh_start(void) {
    pthread_once(&start_once, start_libvips);
    return start_status;
}

void gh_cap_allocator_arenas(void) {
#if defined(__GLIBC__)
    if (!getenv("MALLOC_ARENA_MAX")) mallopt(M_ARENA_MAX, 2);
#endif
}

char *gh_take_error(void) {
    // Copies and clears under libvips' own lock (other image threads may be failing at the same time).
    char *message = vips_error_buffer_copy();
    if (message && !*message) {
        g_free(message);
        return NULL;
    }
    return message;
}

void gh_free(void *pointer) { g_free(pointer); }

void gh_image_release(GHImage *image) {
    if (image) g_object_unref(image);
}

int gh_width(const GHImage *image) { return vips_image_get_width(image); }
int gh_height(const GHImage *image) { return vips_image_get_height(image); }
int gh_bands(const GHImage *image) { return vips_image_get_bands(image); }
int gh_page_count(GHImage *image) { return vips_image_get_n_pages(image); }
int gh_orientation(GHImage *image) { return vips_image_get_orientation(image); }
int gh_has_field(GHImage *image, const char *name) { return vips_image_get_typeof(image, name) != 0; }

char *gh_field_names(GHImage *image) {
    gchar **names = vips_image_get_fields(image);
    char *joined = g_strjoinv("\n", names);
    g_strfreev(names);
    return joined;
}

static VipsInteresting crop_mode(int crop) { return crop ? VIPS_INTERESTING_ATTENTION : VIPS_INTERESTING_NONE; }
static VipsSize size_mode(int enlarge) { return enlarge ? VIPS_SIZE_BOTH : VIPS_SIZE_DOWN; }

// Memory and spooled files are read the same way, through a VipsSource: each function below takes the
// caller's reference to `source` (NULL when making it failed, with the error set).

static const char *loader_name(VipsSource *source) {
    if (!source) return NULL;
    const char *name = vips_foreign_find_load_source(source);
    // find_load sets an error when nothing matches; that is an answer here, not a failure.
    if (!name) vips_error_clear();
    g_object_unref(source);
    return name;
}

static GHImage *open_header(VipsSource *source) {
    if (!source) return NULL;
    // The image keeps its own reference to the source.
    VipsImage *image = vips_image_new_from_source(source, "", "access", VIPS_ACCESS_SEQUENTIAL, "fail_on", VIPS_FAIL_ON_TRUNCATED, NULL);
    g_object_unref(source);
    return image;
}

static GHImage *thumbnail(VipsSource *source, int width, int height, int crop, int enlarge, int has_profile) {
    if (!source) return NULL;
    VipsImage *out = NULL;
    // An embedded profile (Display P3 from iPhones) is converted to sRGB after shrinking; without one the
    // pixels already are sRGB and a transform would only cost time.
    int failed = has_profile
        ? vips_thumbnail_source(source, &out, width, "height", height, "crop", crop_mode(crop), "size", size_mode(enlarge),
              "option_string", "fail_on=truncated", "export_profile", "srgb", NULL)
        : vips_thumbnail_source(source, &out, width, "height", height, "crop", crop_mode(crop), "size", size_mode(enlarge),
              "option_string", "fail_on=truncated", NULL);
    g_object_unref(source);
    return failed ? NULL : out;
}

/// A source reading `descriptor` from the file's start. libvips dups the descriptor, and dups share the
/// file offset, which the header's source left wherever it stopped. libvips' loaders rewind (seek to 0)
/// before they read (the spooled-upload tests pass without this rewind too); this one keeps the start
/// certain for any loader that would not.
static VipsSource *file_source(int descriptor) {
    if (lseek(descriptor, 0, SEEK_SET) != 0) {
        vips_error_system(errno, "greenhouse", "cannot rewind the spooled file");
        return NULL;
    }
    return vips_source_new_from_descriptor(descriptor);
}

const char *gh_loader_name(const void *bytes, size_t length) { return loader_name(vips_source_new_from_memory(bytes, length)); }
GHImage *gh_open_header(const void *bytes, size_t length) { return open_header(vips_source_new_from_memory(bytes, length)); }
GHImage *gh_thumbnail_buffer(const void *bytes, size_t length, int width, int height, int crop, int enlarge, int has_profile) {
    return thumbnail(vips_source_new_from_memory(bytes, length), width, height, crop, enlarge, has_profile);
}

const char *gh_loader_name_file(int descriptor) { return loader_name(file_source(descriptor)); }
GHImage *gh_open_header_file(int descriptor) { return open_header(file_source(descriptor)); }
GHImage *gh_thumbnail_file(int descriptor, int width, int height, int crop, int enlarge, int has_profile) {
    return thumbnail(file_source(descriptor), width, height, crop, enlarge, has_profile);
}

GHImage *gh_thumbnail_image(GHImage *image, int width, int height, int crop, int enlarge) {
    VipsImage *out = NULL;
    if (vips_thumbnail_image(image, &out, width, "height", height, "crop", crop_mode(crop), "size", size_mode(enlarge), NULL))
        return NULL;
    return out;
}

GHImage *gh_to_srgb8(GHImage *image) {
    VipsImage *srgb = NULL, *out = NULL;
    if (vips_colourspace(image, &srgb, VIPS_INTERPRETATION_sRGB, NULL)) return NULL;
    if (vips_image_get_format(srgb) == VIPS_FORMAT_UCHAR) return srgb;
    // 16-bit PNGs and float images: colourspace already scaled to the 0-255 range of sRGB.
    int failed = vips_cast(srgb, &out, VIPS_FORMAT_UCHAR, NULL);
    g_object_unref(srgb);
    return failed ? NULL : out;
}

GHImage *gh_flatten_white(GHImage *image) {
    if (!vips_image_hasalpha(image)) {
        g_object_ref(image);
        return image;
    }
    VipsImage *out = NULL;
    double white[3] = {255, 255, 255};
    VipsArrayDouble *background = vips_array_double_new(white, 3);
    int failed = vips_flatten(image, &out, "background", background, NULL);
    vips_area_unref(VIPS_AREA(background));
    return failed ? NULL : out;
}

void gh_remove_metadata(GHImage *image) {
    gchar **names = vips_image_get_fields(image);
    // Header properties (width, format…) are not metadata items; removing them is a no-op.
    for (gchar **name = names; *name; name++) vips_image_remove(image, *name);
    g_strfreev(names);
}

GHImage *gh_materialize(GHImage *image) { return vips_image_copy_memory(image); }

int gh_save_webp(GHImage *image, int quality, int effort, void **out, size_t *length) {
    return vips_webpsave_buffer(image, out, length, "Q", quality, "effort", effort, "strip", TRUE, NULL);
}

int gh_save_jpeg(GHImage *image, int quality, int progressive, void **out, size_t *length) {
    return vips_jpegsave_buffer(image, out, length,
        "Q", quality, "interlace", progressive ? TRUE : FALSE, "optimize_coding", TRUE, "strip", TRUE, NULL);
}

void *gh_pixels(GHImage *image, size_t *length) { return vips_image_write_to_memory(image, length); }

