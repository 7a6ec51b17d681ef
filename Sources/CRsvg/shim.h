// The parts of librsvg's and cairo's C interfaces that ChartRaster calls, declared here so that
// the libraries are opened (dlopen) when the first picture is drawn instead of being linked:
// linked, librsvg and its dependencies (about forty libraries: pango, cairo, fontconfig, X11,
// ICU, …) are loaded and relocated at every kernel start. The declarations follow librsvg 2.x's
// <librsvg/rsvg.h> and cairo 1.x's <cairo.h>, whose ABI is stable.
#include <stddef.h>
#include <stdint.h>

typedef struct _RsvgHandle RsvgHandle;
typedef struct _cairo_surface cairo_surface_t;
typedef struct _cairo cairo_t;

/// GLib's GError (struct _GError).
typedef struct CRsvgError {
    uint32_t domain;
    int32_t code;
    char *message;
} GError;

/// librsvg's RsvgRectangle.
typedef struct CRsvgRectangle {
    double x;
    double y;
    double width;
    double height;
} RsvgRectangle;

/// cairo's cairo_status_t and the values used (enum _cairo_status).
typedef int32_t cairo_status_t;
static const cairo_status_t CAIRO_STATUS_SUCCESS = 0;
static const cairo_status_t CAIRO_STATUS_READ_ERROR = 10;
static const cairo_status_t CAIRO_STATUS_WRITE_ERROR = 11;
/// cairo's cairo_format_t value for 32-bit ARGB pixels.
static const int32_t CAIRO_FORMAT_ARGB32 = 0;

typedef cairo_status_t (*cairo_write_func_t)(void *closure, const unsigned char *data, unsigned int length);
typedef cairo_status_t (*cairo_read_func_t)(void *closure, unsigned char *data, unsigned int length);

// The functions, as pointers looked up by name.
typedef RsvgHandle *(*CRsvgHandleNewFromData)(const uint8_t *data, size_t length, GError **error);
typedef int (*CRsvgHandleRenderDocument)(RsvgHandle *handle, cairo_t *context, const RsvgRectangle *viewport, GError **error);
typedef void (*CGObjectUnref)(void *object);
typedef void (*CGErrorFree)(GError *error);
typedef cairo_surface_t *(*CCairoImageSurfaceCreate)(int32_t format, int width, int height);
typedef cairo_surface_t *(*CCairoImageSurfaceCreateFromPNGStream)(cairo_read_func_t read, void *closure);
typedef unsigned char *(*CCairoImageSurfaceGetData)(cairo_surface_t *surface);
typedef int (*CCairoImageSurfaceGetInt)(cairo_surface_t *surface);
typedef void (*CCairoSurfaceAction)(cairo_surface_t *surface);
typedef cairo_status_t (*CCairoSurfaceStatus)(cairo_surface_t *surface);
typedef cairo_status_t (*CCairoSurfaceWriteToPNGStream)(cairo_surface_t *surface, cairo_write_func_t write, void *closure);
typedef cairo_t *(*CCairoCreate)(cairo_surface_t *surface);
typedef void (*CCairoDestroy)(cairo_t *context);
typedef cairo_status_t (*CCairoStatus)(cairo_t *context);
typedef const char *(*CCairoStatusToString)(cairo_status_t status);
