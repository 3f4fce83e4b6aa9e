// libFuzzer harness for the OSM reading shim (Sources/COsmium): the input is
// written to a file and read with cp_osm_read exactly as the importer reads
// it (objects too, as an updatable import does), and with cp_osm_read_changes
// as `update` reads change files. The first byte picks the format (PBF, XML,
// OPL, osmChange), the rest is the file.
// Build and run: fuzz/run-fuzzers.sh.

#include "COsmium.h"

#include <cstdint>
#include <cstdio>
#include <string>
#include <unistd.h>

namespace {

int count_features(const cp_osm_feature *feature, void *context) {
    auto *count = static_cast<size_t *>(context);
    // Touch what the Swift side reads, so the sanitizer sees any bad pointer.
    for (size_t i = 0; i < feature->tag_count; ++i) {
        *count += feature->tags[i].key[0] != '\0';
        *count += feature->tags[i].value[0] != '\0';
    }
    for (size_t i = 0; i < feature->point_count * 2; ++i) {
        *count += feature->coordinates[i] > 1000.0;
    }
    ++*count;
    return 0;
}

int count_objects(const cp_osm_object *objects, size_t count, void *context) {
    auto *total = static_cast<size_t *>(context);
    for (size_t i = 0; i < count; ++i) {
        const cp_osm_object &object = objects[i];
        for (size_t t = 0; t < object.tag_count; ++t) {
            *total += object.tags[t].key[0] != '\0';
            *total += object.tags[t].value[0] != '\0';
        }
        for (size_t r = 0; r < object.ref_count; ++r) {
            *total += object.refs[r] > 0;
        }
        for (size_t m = 0; m < object.member_count; ++m) {
            *total += object.members[m].role[0] != '\0';
            *total += object.members[m].ref > 0;
        }
        *total += object.x > 0;
    }
    return 0;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1) {
        return 0;
    }
    static const char *suffixes[] = {".osm.pbf", ".osm", ".opl", ".osc"};
    const std::string path = "/tmp/cp-osm-fuzz-" + std::to_string(getpid()) + suffixes[data[0] % 4];
    FILE *file = std::fopen(path.c_str(), "wb");
    if (file == nullptr) {
        return 0;
    }
    std::fwrite(data + 1, 1, size - 1, file);
    std::fclose(file);
    size_t count = 0;
    char message[512];
    cp_osm_read_summary summary;
    cp_osm_read(path.c_str(), nullptr, count_features, count_objects, nullptr, &count, &summary, message, sizeof message);
    cp_osm_read_changes(path.c_str(), count_objects, &count, &summary, message, sizeof message);
    std::remove(path.c_str());
    return 0;
}
