#include "CVipsFixtures.h"

#include <string.h>
#include <vips/vips.h>

GHImage *ghf_image_from_pixels(const void *pixels, size_t length, int width, int height, int bands) {
    VipsImage *image = vips_image_new_from_memory_copy(pixels, length, width, height, bands, VIPS_FORMAT_UCHAR);
    if (image && bands >= 3) image->Type = VIPS_INTERPRETATION_sRGB;
    return image;
}

void ghf_set_exif(GHImage *image, const void *exif, size_t length, int orientation) {
    vips_image_set_blob_copy(image, VIPS_META_EXIF_NAME, exif, length);
    vips_image_set_int(image, VIPS_META_ORIENTATION, orientation);
}

void ghf_set_xmp(GHImage *image, const char *xmp) {
    vips_image_set_blob_copy(image, VIPS_META_XMP_NAME, xmp, strlen(xmp));
}

int ghf_attach_srgb_profile(GHImage *image) {
    VipsBlob *profile = NULL;
    if (vips_profile_load("srgb", &profile, NULL)) return -1;
    size_t length = 0;
    const void *data = vips_blob_get(profile, &length);
    vips_image_set_blob_copy(image, VIPS_META_ICC_NAME, data, length);
    vips_area_unref(VIPS_AREA(profile));
    return 0;
}

int ghf_save_jpeg(GHImage *image, int quality, void **out, size_t *length) {
    return vips_jpegsave_buffer(image, out, length, "Q", quality, NULL);
}

int ghf_save_png(GHImage *image, void **out, size_t *length) {
    return vips_pngsave_buffer(image, out, length, NULL);
}

int ghf_save_webp(GHImage *image, int quality, void **out, size_t *length) {
    return vips_webpsave_buffer(image, out, length, "Q", quality, NULL);
}

int ghf_save_heif(GHImage *image, int quality, void **out, size_t *length) {
    return vips_heifsave_buffer(image, out, length, "Q", quality, "compression", VIPS_FOREIGN_HEIF_COMPRESSION_HEVC, NULL);
}

char *ghf_header_string(const void *bytes, size_t length, const char *field) {
    // Only the header is read: libvips decodes pixels lazily.
    VipsImage *image = vips_image_new_from_buffer(bytes, length, "", NULL);
    if (!image) {
        vips_error_clear();
        return NULL;
    }
    char *value = NULL;
    if (!vips_image_get_typeof(image, field) || vips_image_get_as_string(image, field, &value)) {
        vips_error_clear();
        value = NULL;
    }
    g_object_unref(image);
    return value;
}
