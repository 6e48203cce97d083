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

/// The most bytes deflate can expand one compressed byte to (a run of 258-byte matches, each
/// coded in two bits), and a margin for the stream's own header and blocks.
#define OI_DEFLATE_MAXIMUM_RATIO 1032u
#define OI_DEFLATE_MARGIN 4096u

/// Walks the chunks' lengths and types only: libpng checks their CRCs as it decodes.
oi_image_status oi_png_check_data(const uint8_t *data, size_t size, char *message,
                                  size_t capacity) {
  if (size < 8) {
    oi_write_message(message, capacity, "the PNG ends within its signature");
    return OI_IMAGE_INVALID;
  }
  size_t offset = 8;
  uint64_t compressed = 0;
  // The bytes of one row of pixels (without its filter byte) and the number of rows.
  uint64_t row_bytes = 0, rows = 0;
  while (size - offset >= 12) {
    size_t length = (size_t)data[offset] << 24 | (size_t)data[offset + 1] << 16 |
                    (size_t)data[offset + 2] << 8 | (size_t)data[offset + 3];
    if (length > size - offset - 12) break;
    const uint8_t *type = data + offset + 4, *body = data + offset + 8;
    if (memcmp(type, "IHDR", 4) == 0 && length >= 13) {
      uint64_t width = (uint64_t)body[0] << 24 | body[1] << 16 | body[2] << 8 | body[3];
      uint64_t height = (uint64_t)body[4] << 24 | body[5] << 16 | body[6] << 8 | body[7];
      unsigned depth = body[8], color = body[9];
      unsigned channels = color == 2 ? 3 : color == 4 ? 2 : color == 6 ? 4 : 1;
      // Below 2^32 × 255 × 4 < 2^42 whatever the header holds: no overflow.
      row_bytes = (width * depth * channels + 7) / 8;
      rows = height;
    } else if (memcmp(type, "IDAT", 4) == 0) {
      compressed += length;
    } else if (memcmp(type, "IEND", 4) == 0) {
      uint64_t most = compressed > (UINT64_MAX - OI_DEFLATE_MARGIN) / OI_DEFLATE_MAXIMUM_RATIO
                          ? UINT64_MAX
                          : compressed * OI_DEFLATE_MAXIMUM_RATIO + OI_DEFLATE_MARGIN;
      if (row_bytes > 0 && rows > most / row_bytes) {
        oi_write_message(message, capacity,
                         "the PNG's %llu bytes of image data are too few for the picture its "
                         "header declares (the file is damaged or truncated)",
                         (unsigned long long)compressed);
        return OI_IMAGE_INVALID;
      }
      return OI_IMAGE_OK;
    }
    offset += 12 + length;
  }
  oi_write_message(message, capacity, "the PNG ends before its IEND chunk (the file is truncated)");
  return OI_IMAGE_INVALID;
}

/// Refuses a chunk before the image data whose declared length runs past the end of the data:
/// libpng allocates a chunk's declared length before it reads the chunk, so a 48-byte file whose
/// sPLT chunk claims 1.9 GB made it ask for 1.9 GB (found by Fuzz/ImageCodecs/png_fuzzer.c). The
/// chunks from the image data on are checked by `oi_png_check_data` before they are decoded.
static oi_image_status oi_png_check_header_chunks(const uint8_t *data, size_t size,
                                                  char *message, size_t capacity) {
  if (size < 8) return OI_IMAGE_OK;  // libpng says what is wrong with the signature
  size_t offset = 8;
  while (size - offset >= 8) {
    size_t length = (size_t)data[offset] << 24 | (size_t)data[offset + 1] << 16 |
                    (size_t)data[offset + 2] << 8 | (size_t)data[offset + 3];
    const uint8_t *type = data + offset + 4;
    if (memcmp(type, "IDAT", 4) == 0 || memcmp(type, "IEND", 4) == 0) return OI_IMAGE_OK;
    // The bytes after the length and type: the chunk's data and its 4-byte CRC must fit.
    size_t left = size - offset - 8;
    if (length > left || left - length < 4) {
      oi_write_message(message, capacity,
                       "a chunk of the PNG declares %zu bytes where the file holds %zu more "
                       "(the file is damaged or truncated)",
                       length, left);
      return OI_IMAGE_INVALID;
    }
    offset += 12 + length;
  }
  return OI_IMAGE_OK;  // libpng reports data that ends within a chunk's length or type
}

oi_image_status oi_png_open(const uint8_t *data, size_t size, oi_png_reader **reader,
                            uint32_t *width, uint32_t *height, char *message, size_t capacity) {
  *reader = NULL;
  oi_image_status checked = oi_png_check_header_chunks(data, size, message, capacity);
  if (checked != OI_IMAGE_OK) return checked;
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
