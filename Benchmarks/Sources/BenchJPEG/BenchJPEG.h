// libjpeg-turbo's libjpeg API, for the benchmarks' baseline: decoding with the C library alone.
#include <stddef.h>
#include <stdio.h>
#include <jpeglib.h>
