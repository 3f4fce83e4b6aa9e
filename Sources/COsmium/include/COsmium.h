#ifndef COSMIUM_H
#define COSMIUM_H

/*
 * A plain C view of libosmium for the importer: read one OSM file and hand
 * every tagged node, every tagged way and every assembled area (closed ways
 * and multipolygon/boundary relations) to a callback; optionally every object
 * as it is (for an updatable store's copy of the data), and every object of an
 * OSM change file. Nothing in here throws: every C++ exception is caught at
 * this boundary and turned into a message.
 */

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What a feature handed to the callback is.
typedef enum cp_osm_feature_kind {
    CP_OSM_FEATURE_NODE = 0,  ///< a tagged node: one point
    CP_OSM_FEATURE_WAY = 1,   ///< a tagged way as a line (closed ways too)
    CP_OSM_FEATURE_AREA = 2   ///< an assembled area: rings of points
} cp_osm_feature_kind;

/// One OSM tag; both strings are NUL-terminated UTF-8, valid during the callback.
typedef struct cp_osm_tag {
    const char *key;
    const char *value;
} cp_osm_tag;

/// One feature, valid only during the callback that receives it.
typedef struct cp_osm_feature {
    cp_osm_feature_kind kind;
    /// 'n', 'w' or 'r': the OSM object the feature came from (areas: 'w' or 'r').
    char source_type;
    /// The OSM id of that object.
    int64_t source_id;
    /// The tags, each key once (a key a file repeats keeps its last value).
    const cp_osm_tag *tags;
    size_t tag_count;
    /// Points as interleaved longitude, latitude pairs in degrees.
    const double *coordinates;
    size_t point_count;
    /// Areas only: the number of points in each ring, in order; each outer
    /// ring is followed by its inner rings.
    const uint32_t *ring_point_counts;
    /// Areas only: 1 for an outer ring, 0 for an inner ring.
    const uint8_t *ring_is_outer;
    size_t ring_count;
} cp_osm_feature;

/// Which tagged objects to deliver: those with a key from `keys_alone`, or
/// with a `name` tag and a key from `keys_with_name`; also ways (as lines)
/// with a key from `line_keys` and areas with a key from `area_keys` (map
/// features: roads, railways and waterways; land use, water and buildings).
/// Everything else is skipped before it reaches the callback: a closed way
/// that is a building is delivered as its area, not also as a line. A NULL
/// filter delivers every tagged object.
typedef struct cp_osm_filter {
    const char *const *keys_with_name;
    size_t keys_with_name_count;
    const char *const *keys_alone;
    size_t keys_alone_count;
    const char *const *line_keys;
    size_t line_keys_count;
    const char *const *area_keys;
    size_t area_keys_count;
} cp_osm_filter;

/// Receives each feature; return 0 to go on, anything else to stop reading.
typedef int (*cp_osm_feature_callback)(const cp_osm_feature *feature, void *context);

/// One member of a relation, valid only during the callback that receives it.
typedef struct cp_osm_member {
    /// 'n', 'w' or 'r'.
    char type;
    int64_t ref;
    /// NUL-terminated UTF-8.
    const char *role;
} cp_osm_member;

/// One OSM object as the file holds it, valid only during the callback that receives it.
typedef struct cp_osm_object {
    /// 'n', 'w' or 'r'.
    char type;
    int64_t id;
    uint32_t version;
    /// 1 for an object a change file deletes (`<delete>`, or `visible="false"`).
    uint8_t deleted;
    /// Nodes: 1 when x and y hold a valid location.
    uint8_t has_location;
    /// Nodes: longitude and latitude in units of 1e-7 degrees, as OSM stores them.
    int32_t x;
    int32_t y;
    const cp_osm_tag *tags;
    size_t tag_count;
    /// Ways: the node ids, in order.
    const int64_t *refs;
    size_t ref_count;
    /// Relations: the members, in order.
    const cp_osm_member *members;
    size_t member_count;
} cp_osm_object;

/// Receives the objects of one block of a file, in file order; return 0 to go on, anything else to stop.
typedef int (*cp_osm_object_callback)(const cp_osm_object *objects, size_t count, void *context);

/// Which pass over the file a progress report is about.
typedef enum cp_osm_pass {
    CP_OSM_PASS_RELATIONS = 0,  ///< the first pass: multipolygon relations only
    CP_OSM_PASS_OBJECTS = 1     ///< the second pass: nodes, ways, relations and areas
} cp_osm_pass;

/// How far a pass has got, reported after each block of the file.
typedef struct cp_osm_progress {
    cp_osm_pass pass;
    /// Bytes of the file read so far (compressed bytes for .gz and .bz2).
    uint64_t bytes_read;
    /// The size of the file in bytes, or 0 when unknown.
    uint64_t file_size;
    /// OSM objects handled so far in this pass.
    uint64_t objects;
} cp_osm_progress;

/// Receives progress reports; may be NULL. Called on the reading thread.
typedef void (*cp_osm_progress_callback)(const cp_osm_progress *progress, void *context);

/// What a read saw.
typedef struct cp_osm_read_summary {
    uint64_t node_count;
    uint64_t way_count;
    uint64_t relation_count;
    uint64_t area_count;
    /// Ways whose nodes were missing from the file (skipped as lines).
    uint64_t ways_with_missing_nodes;
    /// Multipolygon relations left unassembled because members were missing from the file.
    uint64_t incomplete_multipolygons;
    /// The newest object timestamp, seconds since 1970, or 0 when the file has none.
    int64_t newest_timestamp;
    /// The header's replication timestamp (ISO 8601) or "" when absent.
    char replication_timestamp[40];
} cp_osm_read_summary;

/// Result codes of cp_osm_read.
enum {
    CP_OSM_OK = 0,
    CP_OSM_FAILED = 1,   ///< the file could not be read; see the message
    CP_OSM_STOPPED = 2   ///< the callback asked to stop
};

/// Reads `path` (.osm.pbf, .osm, .osm.bz2, .osm.gz, .opl; format from the name)
/// in two passes (relations, then nodes and ways) and calls `callback` for each
/// feature that passes `filter`, `objects` (when not NULL) with every relation
/// of each block of the first pass and every node and way of each block of the
/// second pass (after the block's features), and `progress` (when not NULL)
/// after each block of the file, all with `context`. On CP_OSM_FAILED,
/// `error_message` holds a NUL-terminated reason.
int cp_osm_read(const char *path,
                const cp_osm_filter *filter,
                cp_osm_feature_callback callback,
                cp_osm_object_callback objects,
                cp_osm_progress_callback progress,
                void *context,
                cp_osm_read_summary *summary,
                char *error_message,
                size_t error_capacity);

/// Reads the OSM change file `path` (.osc, .osc.gz, .osc.bz2; also any data
/// file) in one pass and calls `objects` with every object of each block, in
/// file order, deleted ones marked. `summary` gets the object counts and the
/// newest timestamp. On CP_OSM_FAILED, `error_message` holds a reason.
int cp_osm_read_changes(const char *path,
                        cp_osm_object_callback objects,
                        void *context,
                        cp_osm_read_summary *summary,
                        char *error_message,
                        size_t error_capacity);

#ifdef __cplusplus
}
#endif

#endif
