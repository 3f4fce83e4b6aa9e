// GTK 4, libadwaita and libshumate for the native app (current-place-gtk).
#include <adwaita.h>
#include <gtk/gtk.h>
#include <shumate/shumate.h>
