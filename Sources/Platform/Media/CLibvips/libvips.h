// The system libvips (Debian libvips-dev, Homebrew vips), found through pkg-config. Only the C shim
// (CVips) includes it; Swift sees the shim's small, non-variadic interface instead.
#include <vips/vips.h>
