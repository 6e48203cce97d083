// libjpeg-turbo, through its libjpeg API, as a SwiftPM system library.
// Debian and Ubuntu: apt-get install libjpeg-dev (libjpeg62-turbo-dev). macOS: brew install jpeg-turbo.
// jpeglib.h needs size_t and FILE declared before it is included.
#include <stddef.h>
#include <stdio.h>
#include <jpeglib.h>
