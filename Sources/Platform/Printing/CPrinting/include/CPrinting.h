// The few cairo + pango calls Printing needs to write a PDF: pages, filled rectangles, RGBA images
// and wrapped text. Coordinates are PDF points (1/72 inch) from the page's top left. A document is
// used from one thread at a time; its bytes are collected in memory.
#ifndef GREENHOUSE_CPRINTING_H
#define GREENHOUSE_CPRINTING_H

#include <stddef.h>

typedef struct gh_pdf GHPDF;

/// A new document whose first page is width x height points; NULL when cairo cannot make one.
GHPDF *gh_pdf_create(double width, double height);
void gh_pdf_destroy(GHPDF *pdf);

/// Document metadata (pdfinfo's Title, Author, Creator). NULL values are skipped.
void gh_pdf_set_metadata(GHPDF *pdf, const char *title, const char *author, const char *creator);

/// Ends the current page and starts another of the same size.
void gh_pdf_next_page(GHPDF *pdf);

/// Fills a rectangle with an opaque sRGB colour (components 0...1); radius > 0 rounds its corners.
void gh_pdf_fill_rect(GHPDF *pdf, double x, double y, double width, double height, double radius, double red, double green, double blue);

/// Draws 8-bit RGBA pixels (straight alpha, row after row, pixel_width * 4 bytes per row) scaled
/// into the rectangle. Converted here to cairo's premultiplied ARGB32 in native byte order.
/// 0 on success.
int gh_pdf_draw_rgba(GHPDF *pdf, const unsigned char *rgba, int pixel_width, int pixel_height, double x, double y, double width, double height);

/// Lays out UTF-8 plain text (no markup) in `font` (a Pango description such as "DejaVu Sans Bold 12"),
/// wrapped at word (else character) boundaries to `width`; alignment 0 left, 1 centre, 2 right.
/// With draw != 0 it is drawn with its top at y. Returns the laid-out height in points.
double gh_pdf_text(GHPDF *pdf, const char *text, const char *font, double x, double y, double width, int alignment,
                   double line_spacing, double red, double green, double blue, int draw);

/// Finishes the document. On success (0) *bytes points at its length bytes, owned by the document
/// (valid until gh_pdf_destroy). On failure, gh_pdf_status says why.
int gh_pdf_finish(GHPDF *pdf, const unsigned char **bytes, size_t *length);

/// cairo's account of the document's state ("no error" when all is well).
const char *gh_pdf_status(GHPDF *pdf);

#endif
