// libpng, the PNG reference library, as a SwiftPM system library.
// Debian and Ubuntu: apt-get install libpng-dev. macOS: brew install libpng.
#include <png.h>
