// libFuzzer target: PNG decoding through CImageCodecs, as ImageDecoder drives it — open the
// header, refuse a picture over the pixel limit or with too little data before allocating,
// decode into a buffer of the declared size. A picture that decodes is encoded again and decoded once more: the round trip
// must give back the same pixels. Build and run with Fuzz/build-image-fuzzers.sh.

#include "ImageCodecs.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "FuzzLimits.h"

/// Decodes `data` as BGRA; returns the pixels (to free) or NULL when refused.
static uint8_t *decode(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                       size_t *bytes_per_row) {
  char message[320];
  oi_png_reader *reader = NULL;
  if (oi_png_open(data, size, &reader, width, height, message, sizeof message) != OI_IMAGE_OK) {
    if (reader != NULL) abort();  // a refused open owns no reader
    return NULL;
  }
  if (!oi_fuzz_fits(*width, *height) ||
      oi_png_check_data(data, size, message, sizeof message) != OI_IMAGE_OK) {
    oi_png_close(reader);
    return NULL;
  }
  *bytes_per_row = (size_t)*width * 4;
  uint8_t *pixels = calloc((size_t)*height, *bytes_per_row);
  if (pixels == NULL) abort();
  if (oi_png_read(reader, pixels, *bytes_per_row, message, sizeof message) != OI_IMAGE_OK) {
    if (message[0] == 0) abort();  // every refusal says why
    free(pixels);
    return NULL;
  }
  return pixels;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  uint32_t width = 0, height = 0;
  size_t bytes_per_row = 0;
  uint8_t *pixels = decode(data, size, &width, &height, &bytes_per_row);
  if (pixels == NULL) return 0;
  if (oi_fuzz_round_trips(width, height)) {
    uint8_t *encoded = NULL;
    size_t encoded_size = 0;
    char message[320];
    if (oi_png_encode_bgra(pixels, width, height, bytes_per_row, &encoded, &encoded_size,
                           message, sizeof message) != OI_IMAGE_OK) {
      abort();  // decoded pixels always encode
    }
    uint32_t again_width = 0, again_height = 0;
    size_t again_row = 0;
    uint8_t *again = decode(encoded, encoded_size, &again_width, &again_height, &again_row);
    if (again == NULL || again_width != width || again_height != height) abort();
    // Fully transparent pixels may come back with other colour channels: compare alpha there.
    for (size_t index = 0; index < (size_t)height * bytes_per_row; index += 4) {
      if (pixels[index + 3] != again[index + 3]) abort();
      if (pixels[index + 3] != 0 && memcmp(pixels + index, again + index, 3) != 0) abort();
    }
    free(again);
    oi_image_free(encoded);
  }
  free(pixels);
  return 0;
}
