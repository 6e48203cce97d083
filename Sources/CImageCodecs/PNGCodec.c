// PNG through libpng's simplified API (png_image), which catches libpng's errors itself and
// reports them in `image.message`: nothing here longjmps.

#include "ImageCodecs.h"
#include "Messages.h"

#include <png.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct oi_png_reader {
  png_image image;
};

oi_image_status oi_png_open(const uint8_t *data, size_t size, oi_png_reader **reader,
                            uint32_t *width, uint32_t *height, char *message, size_t capacity) {
  *reader = NULL;
  oi_png_reader *opened = calloc(1, sizeof *opened);
  if (opened == NULL) {
    oi_write_message(message, capacity, "there is not enough memory to read the PNG");
    return OI_IMAGE_NO_MEMORY;
  }
  opened->image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&opened->image, data, size)) {
    oi_write_message(message, capacity, "the PNG header cannot be read (%s)",
                     opened->image.message);
    png_image_free(&opened->image);
    free(opened);
    return OI_IMAGE_INVALID;
  }
  *width = opened->image.width;
  *height = opened->image.height;
  *reader = opened;
  return OI_IMAGE_OK;
}

oi_image_status oi_png_read(oi_png_reader *reader, uint8_t *pixels, size_t bytes_per_row,
                            char *message, size_t capacity) {
  oi_image_status status = OI_IMAGE_OK;
  // The simplified API counts a row's stride in components, which are bytes for 8-bit formats.
  if (bytes_per_row > INT32_MAX) {
    oi_write_message(message, capacity, "the PNG's rows are too long to decode");
    status = OI_IMAGE_TOO_LARGE;
  } else {
    reader->image.format = PNG_FORMAT_BGRA;
    if (!png_image_finish_read(&reader->image, NULL, pixels, (png_int_32)bytes_per_row, NULL)) {
      oi_write_message(message, capacity, "the PNG image data is damaged or incomplete (%s)",
                       reader->image.message);
      status = OI_IMAGE_INVALID;
    }
  }
  png_image_free(&reader->image);
  free(reader);
  return status;
}

void oi_png_close(oi_png_reader *reader) {
  if (reader == NULL) return;
  png_image_free(&reader->image);
  free(reader);
}

oi_image_status oi_png_encode_bgra(const uint8_t *pixels, uint32_t width, uint32_t height,
                                   size_t bytes_per_row, uint8_t **output, size_t *output_size,
                                   char *message, size_t capacity) {
  *output = NULL;
  *output_size = 0;
  if (bytes_per_row > INT32_MAX) {
    oi_write_message(message, capacity, "the image's rows are too long to encode as PNG");
    return OI_IMAGE_TOO_LARGE;
  }
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  image.width = width;
  image.height = height;
  image.format = PNG_FORMAT_BGRA;
  png_alloc_size_t size = 0;
  // The first call measures, the second writes.
  if (!png_image_write_to_memory(&image, NULL, &size, 0, pixels, (png_int_32)bytes_per_row,
                                 NULL)) {
    oi_write_message(message, capacity, "the image cannot be encoded as PNG (%s)", image.message);
    png_image_free(&image);
    return OI_IMAGE_INVALID;
  }
  uint8_t *buffer = malloc(size);
  if (buffer == NULL) {
    oi_write_message(message, capacity, "there is not enough memory to encode the PNG");
    png_image_free(&image);
    return OI_IMAGE_NO_MEMORY;
  }
  if (!png_image_write_to_memory(&image, buffer, &size, 0, pixels, (png_int_32)bytes_per_row,
                                 NULL)) {
    oi_write_message(message, capacity, "the image cannot be encoded as PNG (%s)", image.message);
    png_image_free(&image);
    free(buffer);
    return OI_IMAGE_INVALID;
  }
  png_image_free(&image);
  *output = buffer;
  *output_size = size;
  return OI_IMAGE_OK;
}

void oi_image_free(void *memory) { free(memory); }
