// The C side of OpenIntents' image decoding and encoding: thin wrappers over libpng's simplified
// API and libjpeg-turbo's libjpeg API that never longjmp into Swift and never print or exit.
//
// Every function reports failure by returning a non-zero status and writing a sentence into
// `message` (at most `capacity` bytes, always NUL-terminated). Decoding is two steps, so that the
// caller can refuse an image by its size before allocating its pixels: `open` reads the header,
// `read` decodes into the caller's buffer and releases the reader; `close` releases a reader
// that will not be read.
#ifndef OPENINTENTS_IMAGE_CODECS_H
#define OPENINTENTS_IMAGE_CODECS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The status of a call: success, or why it failed.
typedef enum {
  OI_IMAGE_OK = 0,
  /// The data is not a well-formed image of the format (corrupt, truncated, unsupported).
  OI_IMAGE_INVALID = 1,
  /// The image is larger than the caller's limits (dimensions, scans, memory).
  OI_IMAGE_TOO_LARGE = 2,
  /// Memory could not be allocated.
  OI_IMAGE_NO_MEMORY = 3,
} oi_image_status;

// MARK: - PNG

typedef struct oi_png_reader oi_png_reader;

/// Reads a PNG's header from memory. On success `*reader` must be passed to `oi_png_read` or
/// `oi_png_close`. `data` must stay valid until then.
oi_image_status oi_png_open(const uint8_t *data, size_t size, oi_png_reader **reader,
                            uint32_t *width, uint32_t *height, char *message, size_t capacity);

/// Checks a PNG's chunks without decoding, before the caller allocates its pixels: they must run,
/// whole, up to an IEND chunk (libpng stops reading once it has the pixels, so a file cut short
/// after its image data would pass), and the IDAT chunks must hold enough compressed bytes for
/// the pixels the header declares (deflate expands a byte to at most 1032).
oi_image_status oi_png_check_data(const uint8_t *data, size_t size, char *message,
                                  size_t capacity);

/// Decodes the PNG as 8-bit BGRA (straight alpha) into `pixels`, rows `bytes_per_row` apart, and
/// releases the reader whatever the outcome.
oi_image_status oi_png_read(oi_png_reader *reader, uint8_t *pixels, size_t bytes_per_row,
                            char *message, size_t capacity);

/// Releases a reader without decoding.
void oi_png_close(oi_png_reader *reader);

/// Encodes 8-bit BGRA pixels as a PNG. On success `*output` holds `*output_size` bytes to
/// release with `oi_image_free`.
oi_image_status oi_png_encode_bgra(const uint8_t *pixels, uint32_t width, uint32_t height,
                                   size_t bytes_per_row, uint8_t **output, size_t *output_size,
                                   char *message, size_t capacity);

// MARK: - JPEG

typedef struct oi_jpeg_reader oi_jpeg_reader;

/// Reads a JPEG's header from memory. `maximum_scans` bounds the scans of a progressive JPEG (a
/// file of thousands of tiny scans takes minutes to decode); `maximum_memory` bounds what the
/// decoder may allocate for itself, in bytes. On success `*reader` must be passed to
/// `oi_jpeg_read` or `oi_jpeg_close`; `data` must stay valid until then.
oi_image_status oi_jpeg_open(const uint8_t *data, size_t size, uint32_t maximum_scans,
                             size_t maximum_memory, oi_jpeg_reader **reader, uint32_t *width,
                             uint32_t *height, char *message, size_t capacity);

/// An estimate, in bytes, of the memory the decoder takes for itself while it decodes an opened
/// JPEG, beyond the caller's pixels: the whole-image coefficient buffer of a progressive (or
/// otherwise multi-scan) file, and its row buffers. libjpeg refuses to take more than the
/// `maximum_memory` given to `oi_jpeg_open` for the coefficient buffer.
size_t oi_jpeg_working_bytes(const oi_jpeg_reader *reader);

/// Decodes the JPEG as 8-bit BGRA (opaque) into `pixels`, rows `bytes_per_row` apart, and
/// releases the reader whatever the outcome. A file that ends early, or that makes libjpeg warn
/// of any damage, is an error, not a picture padded with grey.
oi_image_status oi_jpeg_read(oi_jpeg_reader *reader, uint8_t *pixels, size_t bytes_per_row,
                             char *message, size_t capacity);

/// Releases a reader without decoding.
void oi_jpeg_close(oi_jpeg_reader *reader);

/// Encodes 8-bit BGRA pixels as a baseline (or, with `progressive`, a progressive) JPEG of the
/// given quality (1–100), ignoring alpha. On success `*output` holds `*output_size` bytes to
/// release with `oi_image_free`.
oi_image_status oi_jpeg_encode_bgra(const uint8_t *pixels, uint32_t width, uint32_t height,
                                    size_t bytes_per_row, int quality, int progressive,
                                    uint8_t **output, size_t *output_size, char *message,
                                    size_t capacity);

/// Releases memory returned by an encoder.
void oi_image_free(void *memory);

#ifdef __cplusplus
}
#endif

#endif
