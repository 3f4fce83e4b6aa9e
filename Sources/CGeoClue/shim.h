// GeoClue 2's client library: the system's location service on Linux desktops and phones.
#include <geoclue.h>
