// JPEG through libjpeg-turbo's libjpeg API. libjpeg reports a fatal error by calling
// `error_exit`, which must not return; here it longjmps back into the function that called
// libjpeg (never across Swift frames), after formatting the message for the caller. A warning
// is as fatal as an error: libjpeg warns where the data is damaged (a premature end of data, a
// bad Huffman code, a marker inside the scan, extraneous bytes) and then carries on with a
// picture padded with grey or made of wrong pixels, which is not the picture the file holds.
// Nothing is printed.

#include "ImageCodecs.h"
#include "Messages.h"

#include <limits.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>

/// libjpeg's error manager, extended with where to jump and what happened.
typedef struct {
  struct jpeg_error_mgr base;
  jmp_buf jump;
  char message[JMSG_LENGTH_MAX];
  /// Set when the failure is a limit, not damage.
  int too_large;
} oi_jpeg_error;

/// libjpeg's progress monitor, extended with the scan limit.
typedef struct {
  struct jpeg_progress_mgr base;
  oi_jpeg_error *error;
  uint32_t maximum_scans;
} oi_jpeg_progress;

struct oi_jpeg_reader {
  struct jpeg_decompress_struct info;
  oi_jpeg_error error;
  oi_jpeg_progress progress;
  /// Whether the file is CMYK (or YCCK), decoded as CMYK and converted here.
  int is_cmyk;
};

static void oi_jpeg_error_exit(j_common_ptr info) {
  oi_jpeg_error *error = (oi_jpeg_error *)info->err;
  (*info->err->format_message)(info, error->message);
  if (info->err->msg_code == JERR_NO_BACKING_STORE || info->err->msg_code == JERR_OUT_OF_MEMORY) {
    error->too_large = 1;
  }
  longjmp(error->jump, 1);
}

/// A warning (level -1) refuses the file, with libjpeg's sentence; trace messages (level 0 and
/// up) are ignored.
static void oi_jpeg_emit_message(j_common_ptr info, int level) {
  if (level >= 0) return;
  oi_jpeg_error *error = (oi_jpeg_error *)info->err;
  info->err->num_warnings++;
  if (info->err->msg_code == JWRN_JPEG_EOF) {
    snprintf(error->message, sizeof error->message,
             "the data ends before the image does (the file is truncated)");
  } else {
    char warning[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, warning);
    snprintf(error->message, sizeof error->message,
             "%s (the file is damaged; its picture would be incomplete or wrong)", warning);
  }
  longjmp(error->jump, 1);
}

static void oi_jpeg_output_message(j_common_ptr info) { (void)info; }

static void oi_jpeg_progress_monitor(j_common_ptr info) {
  if (!info->is_decompressor) return;
  oi_jpeg_progress *progress = (oi_jpeg_progress *)info->progress;
  j_decompress_ptr decompress = (j_decompress_ptr)info;
  if ((uint32_t)decompress->input_scan_number > progress->maximum_scans) {
    snprintf(progress->error->message, sizeof progress->error->message,
             "the JPEG has more than %u scans, the most it may have", progress->maximum_scans);
    progress->error->too_large = 1;
    longjmp(progress->error->jump, 1);
  }
}

static void oi_jpeg_install_errors(oi_jpeg_error *error) {
  jpeg_std_error(&error->base);
  error->base.error_exit = oi_jpeg_error_exit;
  error->base.emit_message = oi_jpeg_emit_message;
  error->base.output_message = oi_jpeg_output_message;
  error->message[0] = 0;
  error->too_large = 0;
}

static oi_image_status oi_jpeg_failure(oi_jpeg_error *error, const char *doing, char *message,
                                       size_t capacity) {
  if (error->too_large) {
    oi_write_message(message, capacity, "the JPEG is too large to %s: %s", doing, error->message);
    return OI_IMAGE_TOO_LARGE;
  }
  oi_write_message(message, capacity, "the JPEG cannot be %s: %s", doing, error->message);
  return OI_IMAGE_INVALID;
}

oi_image_status oi_jpeg_open(const uint8_t *data, size_t size, uint32_t maximum_scans,
                             size_t maximum_memory, oi_jpeg_reader **reader, uint32_t *width,
                             uint32_t *height, char *message, size_t capacity) {
  *reader = NULL;
  if (size > ULONG_MAX) {
    oi_write_message(message, capacity, "the JPEG data is too long");
    return OI_IMAGE_TOO_LARGE;
  }
  oi_jpeg_reader *opened = calloc(1, sizeof *opened);
  if (opened == NULL) {
    oi_write_message(message, capacity, "there is not enough memory to read the JPEG");
    return OI_IMAGE_NO_MEMORY;
  }
  opened->info.err = &opened->error.base;
  oi_jpeg_install_errors(&opened->error);
  if (setjmp(opened->error.jump)) {
    oi_image_status status = oi_jpeg_failure(&opened->error, "read", message, capacity);
    jpeg_destroy_decompress(&opened->info);
    free(opened);
    return status;
  }
  jpeg_create_decompress(&opened->info);
  opened->info.mem->max_memory_to_use = (long)(maximum_memory > LONG_MAX ? LONG_MAX
                                                                         : maximum_memory);
  opened->progress.base.progress_monitor = oi_jpeg_progress_monitor;
  opened->progress.error = &opened->error;
  opened->progress.maximum_scans = maximum_scans;
  opened->info.progress = &opened->progress.base;
  jpeg_mem_src(&opened->info, data, (unsigned long)size);
  if (jpeg_read_header(&opened->info, TRUE) != JPEG_HEADER_OK) {
    snprintf(opened->error.message, sizeof opened->error.message,
             "it holds tables but no image");
    longjmp(opened->error.jump, 1);
  }
  opened->is_cmyk =
      opened->info.jpeg_color_space == JCS_CMYK || opened->info.jpeg_color_space == JCS_YCCK;
  *width = opened->info.image_width;
  *height = opened->info.image_height;
  *reader = opened;
  return OI_IMAGE_OK;
}

size_t oi_jpeg_working_bytes(const oi_jpeg_reader *reader) {
  const struct jpeg_decompress_struct *info = &reader->info;
  size_t bytes = 0;
  // A progressive or non-interleaved file keeps every block's coefficients until the last scan:
  // 64 16-bit coefficients a block, each component's blocks rounded up to its sampling factors.
  if (info->progressive_mode || info->comps_in_scan < info->num_components) {
    for (int index = 0; index < info->num_components; index++) {
      const jpeg_component_info *component = &info->comp_info[index];
      size_t h = (size_t)component->h_samp_factor, v = (size_t)component->v_samp_factor;
      size_t columns = ((size_t)component->width_in_blocks + h - 1) / h * h;
      size_t rows = ((size_t)component->height_in_blocks + v - 1) / v * v;
      bytes += columns * rows * sizeof(JBLOCK);
    }
  }
  // Row buffers for upsampling and colour conversion: a few rows of MCUs, four bytes a pixel.
  bytes += (size_t)info->image_width * 4 * 4 * (size_t)info->max_v_samp_factor * DCTSIZE;
  return bytes;
}

/// Turns one row of CMYK, as Adobe writes it (inverted) or plain, into opaque BGRA in place.
static void oi_cmyk_to_bgra(uint8_t *row, uint32_t width, int inverted) {
  for (uint32_t x = 0; x < width; x++) {
    uint8_t *pixel = row + 4 * (size_t)x;
    unsigned c = pixel[0], m = pixel[1], y = pixel[2], k = pixel[3];
    if (!inverted) {
      c = 255 - c;
      m = 255 - m;
      y = 255 - y;
      k = 255 - k;
    }
    pixel[0] = (uint8_t)((y * k + 127) / 255);
    pixel[1] = (uint8_t)((m * k + 127) / 255);
    pixel[2] = (uint8_t)((c * k + 127) / 255);
    pixel[3] = 255;
  }
}

oi_image_status oi_jpeg_read(oi_jpeg_reader *reader, uint8_t *pixels, size_t bytes_per_row,
                             char *message, size_t capacity) {
  if (setjmp(reader->error.jump)) {
    oi_image_status status = oi_jpeg_failure(&reader->error, "decoded", message, capacity);
    jpeg_destroy_decompress(&reader->info);
    free(reader);
    return status;
  }
  reader->info.out_color_space = reader->is_cmyk ? JCS_CMYK : JCS_EXT_BGRA;
  jpeg_start_decompress(&reader->info);
  if (reader->info.output_components != 4) {
    snprintf(reader->error.message, sizeof reader->error.message,
             "its colour space cannot be converted to BGRA");
    longjmp(reader->error.jump, 1);
  }
  JSAMPROW rows[16];
  while (reader->info.output_scanline < reader->info.output_height) {
    JDIMENSION first = reader->info.output_scanline;
    JDIMENSION count = reader->info.output_height - first;
    if (count > 16) count = 16;
    for (JDIMENSION index = 0; index < count; index++) {
      rows[index] = pixels + (size_t)(first + index) * bytes_per_row;
    }
    JDIMENSION read = jpeg_read_scanlines(&reader->info, rows, count);
    if (reader->is_cmyk) {
      for (JDIMENSION index = 0; index < read; index++) {
        oi_cmyk_to_bgra(rows[index], reader->info.output_width, reader->info.saw_Adobe_marker);
      }
    }
    if (read == 0) {
      snprintf(reader->error.message, sizeof reader->error.message,
               "the data ends before the image does (the file is truncated)");
      longjmp(reader->error.jump, 1);
    }
  }
  // Reads up to the end of the image, so that damage after the last row (a missing EOI, a
  // truncated final scan of a progressive file) is found too.
  jpeg_finish_decompress(&reader->info);
  jpeg_destroy_decompress(&reader->info);
  free(reader);
  return OI_IMAGE_OK;
}

void oi_jpeg_close(oi_jpeg_reader *reader) {
  if (reader == NULL) return;
  jpeg_destroy_decompress(&reader->info);
  free(reader);
}

/// What an encoding owns, on the heap so that it survives a longjmp intact.
typedef struct {
  struct jpeg_compress_struct info;
  oi_jpeg_error error;
  unsigned char *output;
  unsigned long output_size;
} oi_jpeg_encoding;

oi_image_status oi_jpeg_encode_bgra(const uint8_t *pixels, uint32_t width, uint32_t height,
                                    size_t bytes_per_row, int quality, int progressive,
                                    uint8_t **output, size_t *output_size, char *message,
                                    size_t capacity) {
  *output = NULL;
  *output_size = 0;
  oi_jpeg_encoding *encoding = calloc(1, sizeof *encoding);
  if (encoding == NULL) {
    oi_write_message(message, capacity, "there is not enough memory to encode the JPEG");
    return OI_IMAGE_NO_MEMORY;
  }
  encoding->info.err = &encoding->error.base;
  oi_jpeg_install_errors(&encoding->error);
  if (setjmp(encoding->error.jump)) {
    oi_write_message(message, capacity, "the image cannot be encoded as JPEG: %s",
                     encoding->error.message);
    jpeg_destroy_compress(&encoding->info);
    free(encoding->output);
    free(encoding);
    return OI_IMAGE_INVALID;
  }
  jpeg_create_compress(&encoding->info);
  jpeg_mem_dest(&encoding->info, &encoding->output, &encoding->output_size);
  encoding->info.image_width = width;
  encoding->info.image_height = height;
  encoding->info.input_components = 4;
  encoding->info.in_color_space = JCS_EXT_BGRA;
  jpeg_set_defaults(&encoding->info);
  jpeg_set_quality(&encoding->info, quality < 1 ? 1 : (quality > 100 ? 100 : quality), TRUE);
  if (progressive) jpeg_simple_progression(&encoding->info);
  jpeg_start_compress(&encoding->info, TRUE);
  while (encoding->info.next_scanline < encoding->info.image_height) {
    JSAMPROW row = (JSAMPROW)(pixels + (size_t)encoding->info.next_scanline * bytes_per_row);
    jpeg_write_scanlines(&encoding->info, &row, 1);
  }
  jpeg_finish_compress(&encoding->info);
  jpeg_destroy_compress(&encoding->info);
  *output = encoding->output;
  *output_size = encoding->output_size;
  free(encoding);
  return OI_IMAGE_OK;
}
