// libFuzzer target: JPEG decoding through CImageCodecs, as ImageDecoder drives it — open the
// header with the scan and memory limits, refuse a picture over the pixel limit before
// allocating, decode into a buffer of the declared size. A picture that decodes is encoded
// again (baseline and progressive), and the strict decoder must accept what the encoder wrote,
// at the same size. Build and run with Fuzz/build-image-fuzzers.sh.

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
  oi_jpeg_reader *reader = NULL;
  if (oi_jpeg_open(data, size, OI_FUZZ_MAXIMUM_SCANS, OI_FUZZ_MAXIMUM_DECODER_MEMORY, &reader,
                   width, height, message, sizeof message) != OI_IMAGE_OK) {
    if (reader != NULL) abort();  // a refused open owns no reader
    if (message[0] == 0) abort();  // every refusal says why
    return NULL;
  }
  if (oi_jpeg_working_bytes(reader) == 0 || !oi_fuzz_fits(*width, *height)) {
    oi_jpeg_close(reader);
    return NULL;
  }
  *bytes_per_row = (size_t)*width * 4;
  uint8_t *pixels = calloc((size_t)*height, *bytes_per_row);
  if (pixels == NULL) abort();
  if (oi_jpeg_read(reader, pixels, *bytes_per_row, message, sizeof message) != OI_IMAGE_OK) {
    if (message[0] == 0) abort();
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
    for (int progressive = 0; progressive <= 1; progressive++) {
      uint8_t *encoded = NULL;
      size_t encoded_size = 0;
      char message[320];
      if (oi_jpeg_encode_bgra(pixels, width, height, bytes_per_row, 90, progressive, &encoded,
                              &encoded_size, message, sizeof message) != OI_IMAGE_OK) {
        abort();  // decoded pixels always encode
      }
      uint32_t again_width = 0, again_height = 0;
      size_t again_row = 0;
      uint8_t *again = decode(encoded, encoded_size, &again_width, &again_height, &again_row);
      if (again == NULL || again_width != width || again_height != height) abort();
      free(again);
      oi_image_free(encoded);
    }
  }
  free(pixels);
  return 0;
}
