// librsvg (SVG to a cairo surface) and cairo (the surface and its PNG encoder), from Debian's
// librsvg2-dev, for rasterising charts.
#include <librsvg/rsvg.h>
#include <cairo.h>
