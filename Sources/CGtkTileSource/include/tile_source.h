// A libshumate data source whose tiles come from a function: the native app
// draws them in-process with our own renderer. GObject subclassing cannot be
// written in Swift, so this one class is C.
#pragma once
#include <shumate/shumate.h>

G_BEGIN_DECLS

/// Draws one tile as PNG bytes; NULL when it cannot (the message is then
/// written to `error_message`, which the callee allocates with g_strdup) or
/// when `cancellable` was cancelled meanwhile (the map no longer shows the
/// tile: the callee stops between its steps). Called on a GLib worker thread,
/// several at once.
typedef GBytes *(*CpTileDraw)(gpointer context, int x, int y, int zoom, GCancellable *cancellable, char **error_message);

#define CP_TYPE_TILE_SOURCE (cp_tile_source_get_type())
G_DECLARE_FINAL_TYPE(CpTileSource, cp_tile_source, CP, TILE_SOURCE, ShumateDataSource)

/// A data source that calls `draw` with `context` for every tile; `destroy`
/// releases `context` when the source goes.
ShumateDataSource *cp_tile_source_new(CpTileDraw draw, gpointer context, GDestroyNotify destroy);

G_END_DECLS
