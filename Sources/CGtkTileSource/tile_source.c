#include "tile_source.h"

struct _CpTileSource {
    ShumateDataSource parent_instance;
    CpTileDraw draw;
    gpointer context;
    GDestroyNotify destroy;
};

G_DEFINE_FINAL_TYPE(CpTileSource, cp_tile_source, SHUMATE_TYPE_DATA_SOURCE)

typedef struct {
    int x, y, zoom;
} TileRequest;

static void draw_in_thread(GTask *task, gpointer source_object, gpointer task_data, GCancellable *cancellable) {
    CpTileSource *self = CP_TILE_SOURCE(source_object);
    TileRequest *request = task_data;
    if (g_task_return_error_if_cancelled(task)) return;
    char *message = NULL;
    GBytes *bytes = self->draw(self->context, request->x, request->y, request->zoom, cancellable, &message);
    if (bytes == NULL && g_cancellable_is_cancelled(cancellable)) {
        g_free(message);
        g_task_return_error_if_cancelled(task);
        return;
    }
    if (bytes == NULL) {
        g_task_return_new_error(task, G_IO_ERROR, G_IO_ERROR_FAILED, "tile %d/%d/%d: %s", request->zoom, request->x,
                                request->y, message ? message : "not drawn");
        g_free(message);
        return;
    }
    g_task_return_pointer(task, bytes, (GDestroyNotify)g_bytes_unref);
}

// Back on the main thread: libshumate's raster renderer takes a tile's image from the "received-data"
// signal, which must come before the request's own answer (the renderer forgets the tile on that answer).
static void drawn(GObject *source, GAsyncResult *result, gpointer user_data) {
    GTask *answer = G_TASK(user_data);
    TileRequest *request = g_task_get_task_data(G_TASK(result));
    GError *error = NULL;
    GBytes *bytes = g_task_propagate_pointer(G_TASK(result), &error);
    if (bytes == NULL) {
        g_task_return_error(answer, error);
    } else {
        g_signal_emit_by_name(source, "received-data", request->x, request->y, request->zoom, bytes);
        g_task_return_pointer(answer, bytes, (GDestroyNotify)g_bytes_unref);
    }
    g_object_unref(answer);
}

static void get_tile_data_async(ShumateDataSource *source, int x, int y, int zoom, GCancellable *cancellable,
                                GAsyncReadyCallback callback, gpointer user_data) {
    GTask *answer = g_task_new(source, cancellable, callback, user_data);
    g_task_set_source_tag(answer, get_tile_data_async);
    GTask *drawing = g_task_new(source, cancellable, drawn, answer);
    TileRequest *request = g_new(TileRequest, 1);
    request->x = x;
    request->y = y;
    request->zoom = zoom;
    g_task_set_task_data(drawing, request, g_free);
    g_task_run_in_thread(drawing, draw_in_thread);
    g_object_unref(drawing);
}

static GBytes *get_tile_data_finish(ShumateDataSource *source, GAsyncResult *result, GError **error) {
    g_return_val_if_fail(g_task_is_valid(result, source), NULL);
    return g_task_propagate_pointer(G_TASK(result), error);
}

static void cp_tile_source_finalize(GObject *object) {
    CpTileSource *self = CP_TILE_SOURCE(object);
    if (self->destroy != NULL) self->destroy(self->context);
    G_OBJECT_CLASS(cp_tile_source_parent_class)->finalize(object);
}

static void cp_tile_source_class_init(CpTileSourceClass *klass) {
    ShumateDataSourceClass *source_class = SHUMATE_DATA_SOURCE_CLASS(klass);
    source_class->get_tile_data_async = get_tile_data_async;
    source_class->get_tile_data_finish = get_tile_data_finish;
    G_OBJECT_CLASS(klass)->finalize = cp_tile_source_finalize;
}

static void cp_tile_source_init(CpTileSource *self) { (void)self; }

ShumateDataSource *cp_tile_source_new(CpTileDraw draw, gpointer context, GDestroyNotify destroy) {
    CpTileSource *self = g_object_new(CP_TYPE_TILE_SOURCE, NULL);
    self->draw = draw;
    self->context = context;
    self->destroy = destroy;
    return SHUMATE_DATA_SOURCE(self);
}
