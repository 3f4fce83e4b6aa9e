// The libosmium side of COsmium.h. Reading follows libosmium's area example:
// relations first (to learn which ways multipolygons need), then one pass with
// node locations for ways and the multipolygon manager.

#include "COsmium.h"

// libosmium inflates every block of a PBF file with zlib's uncompress(), knowing the size it will get;
// libdeflate inflates such a block in about half the time (the inflating was a twelfth of an import's CPU).
// The macro sends libosmium's calls, in this file only, to cp_zlib_uncompress below: zlib.h comes first, so
// that the macro renames its declaration too.
#define uncompress cp_zlib_uncompress
#include <zlib.h>

#include <osmium/area/assembler.hpp>
#include <osmium/area/multipolygon_manager.hpp>
#include <osmium/handler.hpp>
#include <osmium/handler/node_locations_for_ways.hpp>
#include <osmium/index/map/dense_file_array.hpp>
#include <osmium/index/map/flex_mem.hpp>
#include <osmium/index/map/sparse_file_array.hpp>
#include <osmium/io/any_input.hpp>
#include <osmium/relations/manager_util.hpp>
#include <osmium/visitor.hpp>

#undef uncompress

#include <libdeflate.h>
#include <sys/stat.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <exception>
#include <string>
#include <string_view>
#include <thread>
#include <unordered_map>
#include <vector>

/// zlib's uncompress(), done by libdeflate: the whole zlib stream into `dest`, which holds `*dest_length`
/// bytes; on success `*dest_length` is the size inflated. Each thread keeps its own decompressor.
int cp_zlib_uncompress(Bytef *dest, uLongf *dest_length, const Bytef *source, uLong source_length) {
    thread_local const std::unique_ptr<libdeflate_decompressor, void (*)(libdeflate_decompressor *)> decompressor{
        libdeflate_alloc_decompressor(), libdeflate_free_decompressor};
    if (!decompressor) {
        return Z_MEM_ERROR;
    }
    size_t inflated = 0;
    switch (libdeflate_zlib_decompress(decompressor.get(), source, source_length, dest, *dest_length, &inflated)) {
    case LIBDEFLATE_SUCCESS:
        *dest_length = inflated;
        return Z_OK;
    case LIBDEFLATE_INSUFFICIENT_SPACE:
        return Z_BUF_ERROR;
    default:
        return Z_DATA_ERROR;
    }
}

namespace {

struct stop_requested {};

/// The C filter as one hash table from key to the lists it is in (one lookup per tag).
class tag_filter {
public:
    explicit tag_filter(const cp_osm_filter *filter) {
        if (filter == nullptr) {
            return;
        }
        m_active = true;
        std::map<std::string, uint8_t> roles;
        const auto add = [&roles](const char *const *keys, size_t count, uint8_t role) {
            for (size_t i = 0; i < count; ++i) {
                roles[keys[i]] |= role;
            }
        };
        add(filter->keys_with_name, filter->keys_with_name_count, with_name);
        add(filter->keys_alone, filter->keys_alone_count, alone);
        add(filter->line_keys, filter->line_keys_count, line_key);
        add(filter->area_keys, filter->area_keys_count, area_key);
        // The views point into m_keys, which is filled once and never grows after (nor is copied: see below).
        m_keys.reserve(roles.size());
        for (const auto &entry : roles) {
            m_keys.push_back(entry.first);
            m_roles.emplace(std::string_view(m_keys.back()), entry.second);
        }
    }

    tag_filter(const tag_filter &) = delete;
    tag_filter &operator=(const tag_filter &) = delete;

    /// What a feature is delivered as.
    enum class shape { point, line, area };

    /// Whether a node (`point`), a way (`line`) or an area with these tags is wanted.
    bool wants(const osmium::TagList &tags, shape as) const {
        if (tags.empty()) {
            return false;
        }
        if (!m_active) {
            return true;
        }
        const uint8_t sufficient = alone | (as == shape::line ? line_key : as == shape::area ? area_key : 0);
        bool named = false;
        bool keyed = false;
        for (const auto &tag : tags) {
            const std::string_view key(tag.key());
            const auto found = m_roles.find(key);
            const uint8_t roles = found == m_roles.end() ? 0 : found->second;
            if ((roles & sufficient) != 0) {
                return true;
            }
            if (!named && key == "name") {
                named = true;
            } else if ((roles & with_name) != 0) {
                keyed = true;
            }
        }
        return named && keyed;
    }

private:
    static constexpr uint8_t with_name = 1;
    static constexpr uint8_t alone = 2;
    static constexpr uint8_t line_key = 4;
    static constexpr uint8_t area_key = 8;

    bool m_active = false;
    std::vector<std::string> m_keys;
    std::unordered_map<std::string_view, uint8_t> m_roles;
};

class feature_forwarder : public osmium::handler::Handler {
public:
    feature_forwarder(const tag_filter &filter, cp_osm_feature_callback callback, void *context,
                      cp_osm_read_summary &summary)
        : m_filter(filter), m_callback(callback), m_context(context), m_summary(summary) {}

    void node(const osmium::Node &node) {
        ++m_summary.node_count;
        note_timestamp(node);
        if (!node.location().valid() || !m_filter.wants(node.tags(), tag_filter::shape::point)) {
            return;
        }
        begin(node.tags());
        m_coordinates.push_back(node.location().lon());
        m_coordinates.push_back(node.location().lat());
        deliver(CP_OSM_FEATURE_NODE, 'n', node.id(), 1);
    }

    void way(const osmium::Way &way) {
        ++m_summary.way_count;
        note_timestamp(way);
        if (!m_filter.wants(way.tags(), tag_filter::shape::line)) {
            return;
        }
        begin(way.tags());
        for (const auto &node_ref : way.nodes()) {
            if (!node_ref.location().valid()) {
                ++m_summary.ways_with_missing_nodes;
                return;
            }
            m_coordinates.push_back(node_ref.location().lon());
            m_coordinates.push_back(node_ref.location().lat());
        }
        if (m_coordinates.empty()) {
            return;
        }
        deliver(CP_OSM_FEATURE_WAY, 'w', way.id(), m_coordinates.size() / 2);
    }

    void area(const osmium::Area &area) {
        ++m_summary.area_count;
        if (!m_filter.wants(area.tags(), tag_filter::shape::area)) {
            return;
        }
        begin(area.tags());
        for (const auto &outer : area.outer_rings()) {
            add_ring(outer, 1);
            for (const auto &inner : area.inner_rings(outer)) {
                add_ring(inner, 0);
            }
        }
        if (m_ring_point_counts.empty()) {
            return;
        }
        deliver(CP_OSM_FEATURE_AREA, area.from_way() ? 'w' : 'r', area.orig_id(), m_coordinates.size() / 2);
    }

private:
    void note_timestamp(const osmium::OSMObject &object) {
        const auto seconds = static_cast<int64_t>(object.timestamp().seconds_since_epoch());
        m_summary.newest_timestamp = std::max(m_summary.newest_timestamp, seconds);
    }

    void begin(const osmium::TagList &tags) {
        m_tags.clear();
        m_coordinates.clear();
        m_ring_point_counts.clear();
        m_ring_is_outer.clear();
        for (const auto &tag : tags) {
            // A key once, with its last value (as a map of the tags would have it): OSM allows a key once on an
            // object, but a file may still repeat one, and the Swift side relies on each being unique.
            const char *key = tag.key();
            const auto same = std::find_if(m_tags.begin(), m_tags.end(), [key](const cp_osm_tag &kept) {
                return kept.key[0] == key[0] && std::strcmp(kept.key, key) == 0;
            });
            if (same != m_tags.end()) {
                same->value = tag.value();
            } else {
                m_tags.push_back(cp_osm_tag{key, tag.value()});
            }
        }
    }

    template <typename TRing>
    void add_ring(const TRing &ring, uint8_t is_outer) {
        uint32_t count = 0;
        for (const auto &node_ref : ring) {
            m_coordinates.push_back(node_ref.location().lon());
            m_coordinates.push_back(node_ref.location().lat());
            ++count;
        }
        m_ring_point_counts.push_back(count);
        m_ring_is_outer.push_back(is_outer);
    }

    void deliver(cp_osm_feature_kind kind, char source_type, osmium::object_id_type id, size_t point_count) {
        cp_osm_feature feature{};
        feature.kind = kind;
        feature.source_type = source_type;
        feature.source_id = id;
        feature.tags = m_tags.data();
        feature.tag_count = m_tags.size();
        feature.coordinates = m_coordinates.data();
        feature.point_count = point_count;
        feature.ring_point_counts = m_ring_point_counts.data();
        feature.ring_is_outer = m_ring_is_outer.data();
        feature.ring_count = m_ring_point_counts.size();
        if (m_callback(&feature, m_context) != 0) {
            throw stop_requested{};
        }
    }

    const tag_filter &m_filter;
    cp_osm_feature_callback m_callback;
    void *m_context;
    cp_osm_read_summary &m_summary;
    std::vector<cp_osm_tag> m_tags;
    std::vector<double> m_coordinates;
    std::vector<uint32_t> m_ring_point_counts;
    std::vector<uint8_t> m_ring_is_outer;
};

/// Collects every object of one block as it is and hands the block to the object callback.
class object_batcher {
public:
    object_batcher(cp_osm_object_callback callback, void *context) : m_callback(callback), m_context(context) {}

    void add(const osmium::OSMObject &object) {
        if (m_callback == nullptr) {
            return;
        }
        pending item{};
        item.object.id = object.id();
        item.object.version = object.version();
        item.object.deleted = object.deleted() ? 1 : 0;
        item.first_tag = m_tags.size();
        for (const auto &tag : object.tags()) {
            m_tags.push_back(cp_osm_tag{tag.key(), tag.value()});
        }
        item.first_ref = m_refs.size();
        item.first_member = m_members.size();
        switch (object.type()) {
        case osmium::item_type::node: {
            const auto &node = static_cast<const osmium::Node &>(object);
            item.object.type = 'n';
            if (node.location().valid()) {
                item.object.has_location = 1;
                item.object.x = node.location().x();
                item.object.y = node.location().y();
            }
            break;
        }
        case osmium::item_type::way:
            item.object.type = 'w';
            for (const auto &node_ref : static_cast<const osmium::Way &>(object).nodes()) {
                m_refs.push_back(node_ref.ref());
            }
            break;
        case osmium::item_type::relation:
            item.object.type = 'r';
            for (const auto &member : static_cast<const osmium::Relation &>(object).members()) {
                m_members.push_back(cp_osm_member{osmium::item_type_to_char(member.type()), member.ref(), member.role()});
            }
            break;
        default:
            return;
        }
        item.object.tag_count = m_tags.size() - item.first_tag;
        item.object.ref_count = m_refs.size() - item.first_ref;
        item.object.member_count = m_members.size() - item.first_member;
        m_pending.push_back(item);
    }

    /// Hands the collected objects over (their strings live in the block, which must still be alive).
    void deliver() {
        if (m_callback == nullptr || m_pending.empty()) {
            return;
        }
        std::vector<cp_osm_object> objects;
        objects.reserve(m_pending.size());
        for (auto &item : m_pending) {
            item.object.tags = item.object.tag_count > 0 ? &m_tags[item.first_tag] : nullptr;
            item.object.refs = item.object.ref_count > 0 ? &m_refs[item.first_ref] : nullptr;
            item.object.members = item.object.member_count > 0 ? &m_members[item.first_member] : nullptr;
            objects.push_back(item.object);
        }
        const int status = m_callback(objects.data(), objects.size(), m_context);
        m_pending.clear();
        m_tags.clear();
        m_refs.clear();
        m_members.clear();
        if (status != 0) {
            throw stop_requested{};
        }
    }

private:
    /// An object whose arrays are still indexes (the vectors move while they grow).
    struct pending {
        cp_osm_object object;
        size_t first_tag;
        size_t first_ref;
        size_t first_member;
    };

    cp_osm_object_callback m_callback;
    void *m_context;
    std::vector<pending> m_pending;
    std::vector<cp_osm_tag> m_tags;
    std::vector<int64_t> m_refs;
    std::vector<cp_osm_member> m_members;
};

void write_message(char *buffer, size_t capacity, const std::string &message) {
    if (buffer == nullptr || capacity == 0) {
        return;
    }
    const size_t length = std::min(message.size(), capacity - 1);
    std::memcpy(buffer, message.data(), length);
    buffer[length] = '\0';
}

/// Calls the progress callback, when there is one, for a pass over `reader`'s file.
class progress_sink {
public:
    progress_sink(cp_osm_progress_callback callback, void *context) : m_callback(callback), m_context(context) {}

    /// Reports the reader's offset; `finished` reports the whole file as read. (The offset runs
    /// ahead of the objects handled by the blocks libosmium has read but not yet decoded.)
    void report(cp_osm_pass pass, const osmium::io::Reader &reader, uint64_t objects, bool finished = false) const {
        if (m_callback == nullptr) {
            return;
        }
        cp_osm_progress progress{};
        progress.pass = pass;
        progress.file_size = reader.file_size();
        // Not all of it until the pass is over: the last blocks may be read but not yet handled.
        const uint64_t most = progress.file_size > 0 ? progress.file_size - 1 : 0;
        progress.bytes_read = finished ? progress.file_size : std::min<uint64_t>(reader.offset(), most);
        progress.objects = objects;
        m_callback(&progress, m_context);
    }

private:
    cp_osm_progress_callback m_callback;
    void *m_context;
};

using location_index = osmium::index::map::Map<osmium::unsigned_object_id_type, osmium::Location>;

/// The node-location index for a file of `file_size` bytes, as `osmium export -i` and osm2pgsql's flat
/// nodes choose: in memory (flex_mem: sparse or dense as the ids are) below 1 GiB of file; above, an
/// array in an unlinked temporary file that the kernel pages in and out (sparse below 10 GiB: 16 bytes per
/// node; dense above: 8 bytes per possible id, for continents and the planet). CURRENT_PLACE_NODE_INDEX
/// (flex_mem, sparse_file_array, dense_file_array) overrides the choice.
std::unique_ptr<location_index> make_location_index(const char *path) {
    constexpr uint64_t gib = uint64_t{1} << 30U;
    struct stat status {};
    const uint64_t size = ::stat(path, &status) == 0 ? static_cast<uint64_t>(status.st_size) : 0;
    const char *forced = std::getenv("CURRENT_PLACE_NODE_INDEX");
    const std::string name = forced != nullptr && *forced != '\0' ? forced
                             : size < gib ? "flex_mem" : size < 10 * gib ? "sparse_file_array" : "dense_file_array";
    using id = osmium::unsigned_object_id_type;
    if (name == "flex_mem") {
        return std::make_unique<osmium::index::map::FlexMem<id, osmium::Location>>();
    }
    if (name == "sparse_file_array") {
        return std::make_unique<osmium::index::map::SparseFileArray<id, osmium::Location>>();
    }
    if (name == "dense_file_array") {
        return std::make_unique<osmium::index::map::DenseFileArray<id, osmium::Location>>();
    }
    throw std::runtime_error{"unknown node location index \"" + name +
                             "\" in CURRENT_PLACE_NODE_INDEX (flex_mem, sparse_file_array, dense_file_array)"};
}

/// libosmium decodes ahead of the handlers into queues of 20 blocks each (raw input and decoded
/// data), which it sizes from the environment only. When the handlers are slower than the decoders —
/// ours convert, classify and spill every feature — those queues fill with decoded relations at the end
/// of a file: 552 MB peak instead of 291 MB on 150 copies of Helsinki, for the same time. Four blocks
/// each keep both cores busy.
///
/// Its decoding threads number the cores less two, at least one: a single thread on two cores, which
/// the handlers then wait for (reading 300 copies took 12.6-13.7 s with one, 11.4-12.0 s with two).
/// At least two, then.
///
/// Set once per process, before the first reader starts its threads, and never over what the user set.
void tune_reading() {
    static std::once_flag once;
    std::call_once(once, [] {
        ::setenv("OSMIUM_MAX_INPUT_QUEUE_SIZE", "4", 0);
        ::setenv("OSMIUM_MAX_OSMDATA_QUEUE_SIZE", "4", 0);
        const int cores = static_cast<int>(std::thread::hardware_concurrency());
        ::setenv("OSMIUM_POOL_THREADS", std::to_string(std::max(2, cores - 2)).c_str(), 0);
    });
}

void read_file(const char *path, const tag_filter &filter, cp_osm_feature_callback callback,
               cp_osm_object_callback objects, const progress_sink &progress, void *context,
               cp_osm_read_summary &summary) {
    tune_reading();
    const osmium::io::File input{path};

    // Pass 1, as osmium::relations::read_relations does it, with progress.
    osmium::area::Assembler::config_type assembler_config;
    osmium::area::MultipolygonManager<osmium::area::Assembler> multipolygons{assembler_config};
    {
        // The relations are counted here, and handed to `objects` here: the second pass reads none.
        object_batcher relation_batcher{objects, context};
        osmium::io::Reader relations_reader{input, osmium::osm_entity_bits::relation};
        uint64_t &relations = summary.relation_count;
        while (osmium::memory::Buffer buffer = relations_reader.read()) {
            for (auto it = buffer.begin<osmium::OSMEntity>(); it != buffer.end<osmium::OSMEntity>(); ++it) {
                osmium::apply_item(*it, multipolygons);
                if (it->type() == osmium::item_type::relation) {
                    ++relations;
                    const auto &relation = static_cast<const osmium::Relation &>(*it);
                    const auto seconds = static_cast<int64_t>(relation.timestamp().seconds_since_epoch());
                    summary.newest_timestamp = std::max(summary.newest_timestamp, seconds);
                    relation_batcher.add(relation);
                }
            }
            relation_batcher.deliver();
            progress.report(CP_OSM_PASS_RELATIONS, relations_reader, relations);
        }
        osmium::apply_flush(multipolygons);
        progress.report(CP_OSM_PASS_RELATIONS, relations_reader, relations, true);
        relations_reader.close();
        multipolygons.prepare_for_lookup();
    }

    const std::unique_ptr<location_index> index = make_location_index(path);
    osmium::handler::NodeLocationsForWays<location_index> locations{*index};
    locations.ignore_errors();

    feature_forwarder forwarder{filter, callback, context, summary};
    object_batcher batcher{objects, context};
    // No relations: the multipolygons and the object callback took theirs in the first pass, and not
    // decoding them again saves the decoding threads a second look at every relation (a second at the end
    // of 300 copies of Helsinki, while the other threads waited).
    osmium::io::Reader reader{input, osmium::osm_entity_bits::node | osmium::osm_entity_bits::way};
    const std::string replication = reader.header().get("osmosis_replication_timestamp");
    write_message(summary.replication_timestamp, sizeof summary.replication_timestamp, replication);
    auto areas = multipolygons.handler([&forwarder](osmium::memory::Buffer &&buffer) {
        osmium::apply(buffer, forwarder);
    });
    // What osmium::apply(reader, …) does, one buffer at a time so that progress can be
    // reported; handlers are flushed once at the end, as there (areas arrive in the same order).
    while (osmium::memory::Buffer buffer = reader.read()) {
        for (auto it = buffer.begin<osmium::OSMEntity>(); it != buffer.end<osmium::OSMEntity>(); ++it) {
            osmium::apply_item(*it, locations, forwarder, areas);
            if (it->type() == osmium::item_type::node || it->type() == osmium::item_type::way) {
                batcher.add(static_cast<const osmium::OSMObject &>(*it));
            }
        }
        batcher.deliver();
        progress.report(CP_OSM_PASS_OBJECTS, reader, summary.node_count + summary.way_count + summary.relation_count);
    }
    osmium::apply_flush(locations, forwarder, areas);
    // What the manager still holds after the last flush never had every member.
    multipolygons.for_each_incomplete_relation([&summary](auto &&) { ++summary.incomplete_multipolygons; });
    progress.report(CP_OSM_PASS_OBJECTS, reader, summary.node_count + summary.way_count + summary.relation_count, true);
    reader.close();
}

/// Reads a change file (or any OSM file) in one pass, handing every object to `objects`.
void read_changes(const char *path, cp_osm_object_callback objects, void *context, cp_osm_read_summary &out) {
    tune_reading();
    object_batcher batcher{objects, context};
    osmium::io::Reader reader{osmium::io::File{path}};
    while (osmium::memory::Buffer buffer = reader.read()) {
        for (auto it = buffer.begin<osmium::OSMObject>(); it != buffer.end<osmium::OSMObject>(); ++it) {
            const auto seconds = static_cast<int64_t>(it->timestamp().seconds_since_epoch());
            out.newest_timestamp = std::max(out.newest_timestamp, seconds);
            switch (it->type()) {
            case osmium::item_type::node: ++out.node_count; break;
            case osmium::item_type::way: ++out.way_count; break;
            case osmium::item_type::relation: ++out.relation_count; break;
            default: break;
            }
            batcher.add(*it);
        }
        batcher.deliver();
    }
    reader.close();
}

/// The C boundary of both entry points: checks the arguments, runs `body` with a cleared summary, and
/// turns every exception into a result code and a message.
template <typename TBody>
int guarded(const char *path, bool has_callback, cp_osm_read_summary *summary, char *error_message,
            size_t error_capacity, TBody &&body) {
    cp_osm_read_summary local{};
    cp_osm_read_summary &out = summary != nullptr ? *summary : local;
    out = cp_osm_read_summary{};
    if (path == nullptr || !has_callback) {
        write_message(error_message, error_capacity, "no file or no callback given");
        return CP_OSM_FAILED;
    }
    try {
        body(out);
        return CP_OSM_OK;
    } catch (const stop_requested &) {
        return CP_OSM_STOPPED;
    } catch (const std::exception &error) {
        write_message(error_message, error_capacity, error.what());
    } catch (...) {
        write_message(error_message, error_capacity, "unknown error inside libosmium");
    }
    return CP_OSM_FAILED;
}

} // namespace


extern "C" int cp_osm_read(const char *path,
                           const cp_osm_filter *filter,
                           cp_osm_feature_callback callback,
                           cp_osm_object_callback objects,
                           cp_osm_progress_callback progress,
                           void *context,
                           cp_osm_read_summary *summary,
                           char *error_message,
                           size_t error_capacity) {
    return guarded(path, callback != nullptr, summary, error_message, error_capacity, [&](cp_osm_read_summary &out) {
        const tag_filter tags{filter};
        read_file(path, tags, callback, objects, progress_sink{progress, context}, context, out);
    });
}

extern "C" int cp_osm_read_changes(const char *path,
                                   cp_osm_object_callback objects,
                                   void *context,
                                   cp_osm_read_summary *summary,
                                   char *error_message,
                                   size_t error_capacity) {
    return guarded(path, objects != nullptr, summary, error_message, error_capacity, [&](cp_osm_read_summary &out) {
        read_changes(path, objects, context, out);
    });
}
