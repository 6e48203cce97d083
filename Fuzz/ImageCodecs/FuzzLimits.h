// What the fuzz targets agree to decode: ImageDecoder refuses a picture over its pixel limit
// before allocating it, and so do the targets, with a smaller limit so that each input stays
// fast and under libFuzzer's memory limit.
#ifndef OPENINTENTS_FUZZ_LIMITS_H
#define OPENINTENTS_FUZZ_LIMITS_H

#include <stdint.h>

/// The most pixels a target decodes (4 megapixels, 16 MB of BGRA).
#define OI_FUZZ_MAXIMUM_PIXELS (4u << 20)
/// The longest side a target decodes, as ImageLimits.standard.
#define OI_FUZZ_MAXIMUM_DIMENSION 20000u
/// The most pixels a target also encodes and decodes again.
#define OI_FUZZ_ROUND_TRIP_PIXELS 4096u
/// The scans and decoder memory a JPEG may use, as a server would allow them.
#define OI_FUZZ_MAXIMUM_SCANS 256u
#define OI_FUZZ_MAXIMUM_DECODER_MEMORY ((size_t)64 << 20)

static inline int oi_fuzz_fits(uint32_t width, uint32_t height) {
  return width > 0 && height > 0 && width <= OI_FUZZ_MAXIMUM_DIMENSION &&
         height <= OI_FUZZ_MAXIMUM_DIMENSION &&
         (uint64_t)width * height <= OI_FUZZ_MAXIMUM_PIXELS;
}

static inline int oi_fuzz_round_trips(uint32_t width, uint32_t height) {
  return (uint64_t)width * height <= OI_FUZZ_ROUND_TRIP_PIXELS;
}

#endif
