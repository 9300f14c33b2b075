#include "CPrinting.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cairo.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>

struct gh_pdf {
    cairo_surface_t *surface;
    cairo_t *cr;
    PangoContext *text;
    unsigned char *bytes;
    size_t length;
    size_t capacity;
    int failed_to_grow;
};

// cairo hands the PDF over in pieces as it writes; they are collected in one growing buffer.
static cairo_status_t append(void *closure, const unsigned char *data, unsigned int length) {
    struct gh_pdf *pdf = closure;
    if (pdf->length + length > pdf->capacity) {
        size_t capacity = pdf->capacity ? pdf->capacity : 64 * 1024;
        while (capacity < pdf->length + length) capacity *= 2;
        unsigned char *grown = realloc(pdf->bytes, capacity);
        if (!grown) {
            pdf->failed_to_grow = 1;
            return CAIRO_STATUS_NO_MEMORY;
        }
        pdf->bytes = grown;
        pdf->capacity = capacity;
    }
    memcpy(pdf->bytes + pdf->length, data, length);
    pdf->length += length;
    return CAIRO_STATUS_SUCCESS;
}

GHPDF *gh_pdf_create(double width, double height) {
    struct gh_pdf *pdf = calloc(1, sizeof *pdf);
    if (!pdf) return NULL;
    pdf->surface = cairo_pdf_surface_create_for_stream(append, pdf, width, height);
    pdf->cr = cairo_create(pdf->surface);
    if (cairo_status(pdf->cr) != CAIRO_STATUS_SUCCESS) {
        gh_pdf_destroy(pdf);
        return NULL;
    }
    // A context of our own at 72 dpi, so "12" in a font description is 12 points on the page (the
    // default font map assumes a 96 dpi screen); its own font map keeps documents on different
    // threads from sharing pango state.
    PangoFontMap *fonts = pango_cairo_font_map_new();
    pdf->text = pango_font_map_create_context(fonts);
    g_object_unref(fonts);
    pango_cairo_context_set_resolution(pdf->text, 72);
    pango_cairo_update_context(pdf->cr, pdf->text);
    return pdf;
}

void gh_pdf_destroy(GHPDF *pdf) {
    if (!pdf) return;
    if (pdf->text) g_object_unref(pdf->text);
    if (pdf->cr) cairo_destroy(pdf->cr);
    if (pdf->surface) cairo_surface_destroy(pdf->surface);
    free(pdf->bytes);
    free(pdf);
}

void gh_pdf_set_metadata(GHPDF *pdf, const char *title, const char *author, const char *creator) {
    if (title) cairo_pdf_surface_set_metadata(pdf->surface, CAIRO_PDF_METADATA_TITLE, title);
    if (author) cairo_pdf_surface_set_metadata(pdf->surface, CAIRO_PDF_METADATA_AUTHOR, author);
    if (creator) cairo_pdf_surface_set_metadata(pdf->surface, CAIRO_PDF_METADATA_CREATOR, creator);
}

void gh_pdf_next_page(GHPDF *pdf) {
    cairo_show_page(pdf->cr);
}

void gh_pdf_fill_rect(GHPDF *pdf, double x, double y, double width, double height, double radius, double red, double green, double blue) {
    cairo_t *cr = pdf->cr;
    cairo_new_path(cr);
    if (radius > 0) {
        double r = radius * 2 > width || radius * 2 > height ? (width < height ? width : height) / 2 : radius;
        cairo_new_sub_path(cr);
        cairo_arc(cr, x + width - r, y + r, r, -G_PI / 2, 0);
        cairo_arc(cr, x + width - r, y + height - r, r, 0, G_PI / 2);
        cairo_arc(cr, x + r, y + height - r, r, G_PI / 2, G_PI);
        cairo_arc(cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
        cairo_close_path(cr);
    } else {
        cairo_rectangle(cr, x, y, width, height);
    }
    cairo_set_source_rgb(cr, red, green, blue);
    cairo_fill(cr);
}

int gh_pdf_draw_rgba(GHPDF *pdf, const unsigned char *rgba, int pixel_width, int pixel_height, double x, double y, double width, double height) {
    if (pixel_width <= 0 || pixel_height <= 0 || width <= 0 || height <= 0) return -1;
    cairo_surface_t *image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixel_width, pixel_height);
    if (cairo_surface_status(image) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(image);
        return -1;
    }
    cairo_surface_flush(image);
    unsigned char *data = cairo_image_surface_get_data(image);
    int stride = cairo_image_surface_get_stride(image);
    for (int row = 0; row < pixel_height; row++) {
        const unsigned char *source = rgba + (size_t)row * pixel_width * 4;
        // ARGB32 is one native-endian 32-bit word per pixel, alpha in the high byte, colour
        // premultiplied by alpha: built as a word, it is right on either byte order.
        uint32_t *target = (uint32_t *)(data + (size_t)row * stride);
        for (int column = 0; column < pixel_width; column++, source += 4) {
            uint32_t alpha = source[3];
            uint32_t red = (source[0] * alpha + 127) / 255;
            uint32_t green = (source[1] * alpha + 127) / 255;
            uint32_t blue = (source[2] * alpha + 127) / 255;
            target[column] = alpha << 24 | red << 16 | green << 8 | blue;
        }
    }
    cairo_surface_mark_dirty(image);

    cairo_t *cr = pdf->cr;
    cairo_save(cr);
    cairo_rectangle(cr, x, y, width, height);
    cairo_clip(cr);
    cairo_translate(cr, x, y);
    cairo_scale(cr, width / pixel_width, height / pixel_height);
    cairo_set_source_surface(cr, image, 0, 0);
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
    cairo_paint(cr);
    cairo_restore(cr);
    cairo_surface_destroy(image);
    return cairo_status(cr) == CAIRO_STATUS_SUCCESS ? 0 : -1;
}

double gh_pdf_text(GHPDF *pdf, const char *text, const char *font, double x, double y, double width, int alignment,
                   double line_spacing, double red, double green, double blue, int draw) {
    PangoLayout *layout = pango_layout_new(pdf->text);
    PangoFontDescription *description = pango_font_description_from_string(font);
    pango_layout_set_font_description(layout, description);
    pango_font_description_free(description);
    pango_layout_set_width(layout, (int)(width * PANGO_SCALE));
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    pango_layout_set_alignment(layout, alignment == 1 ? PANGO_ALIGN_CENTER : alignment == 2 ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT);
    if (line_spacing > 0) pango_layout_set_line_spacing(layout, (float)line_spacing);
    pango_layout_set_text(layout, text, -1);
    int logical_width = 0, logical_height = 0;
    pango_layout_get_size(layout, &logical_width, &logical_height);
    if (draw) {
        cairo_set_source_rgb(pdf->cr, red, green, blue);
        cairo_move_to(pdf->cr, x, y);
        pango_cairo_show_layout(pdf->cr, layout);
    }
    g_object_unref(layout);
    return (double)logical_height / PANGO_SCALE;
}

int gh_pdf_finish(GHPDF *pdf, const unsigned char **bytes, size_t *length) {
    cairo_surface_finish(pdf->surface);
    if (cairo_surface_status(pdf->surface) != CAIRO_STATUS_SUCCESS || pdf->failed_to_grow) return -1;
    *bytes = pdf->bytes;
    *length = pdf->length;
    return 0;
}

const char *gh_pdf_status(GHPDF *pdf) {
    if (pdf->failed_to_grow) return "out of memory collecting the document";
    cairo_status_t status = cairo_surface_status(pdf->surface);
    if (status == CAIRO_STATUS_SUCCESS) status = cairo_status(pdf->cr);
    return cairo_status_to_string(status);
}
