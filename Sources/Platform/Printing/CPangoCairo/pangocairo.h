// The system cairo (PDF surface) and pango (text layout), found through pkg-config `pangocairo`
// (Debian libcairo2-dev + libpango1.0-dev, Homebrew cairo + pango). Only the C shim (CPrinting)
// includes them; Swift sees the shim's small interface instead of GLib types and macros.
#include <cairo.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
