// Writes the fuzzers' seed corpora: small valid PNGs and JPEGs of each kind the decoders take
// (colour types, bit depths, interlacing; baseline, progressive, greyscale, CMYK, restart
// intervals) and damaged forms of them (truncated, CRC or scan bytes damaged, an early EOI,
// stray RST markers, a header claiming 7000×7000 over a tiny body).
//
//   make_seeds PNG_DIRECTORY JPEG_DIRECTORY
//
// The seeds are committed; build and run this only to change them:
//
//   clang Fuzz/ImageCodecs/make_seeds.c -lpng -ljpeg -lz -o make_seeds
//   ./make_seeds Fuzz/corpus/png Fuzz/corpus/jpeg

#include <png.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <zlib.h>

typedef struct {
  uint8_t *bytes;
  size_t size;
} buffer;

static void save(const char *directory, const char *name, const uint8_t *bytes, size_t size) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", directory, name);
  FILE *file = fopen(path, "wb");
  if (file == NULL || fwrite(bytes, 1, size, file) != size || fclose(file) != 0) {
    fprintf(stderr, "make_seeds: cannot write %s\n", path);
    exit(1);
  }
}

/// A pixel of a small test pattern, 0–255 per channel.
static uint8_t pattern(uint32_t x, uint32_t y, int channel) {
  return (uint8_t)((x * 37 + y * 91 + (uint32_t)channel * 53) & 0xFF);
}

// MARK: - PNG

static void png_append(png_structp png, png_bytep data, png_size_t length) {
  buffer *out = png_get_io_ptr(png);
  out->bytes = realloc(out->bytes, out->size + length);
  memcpy(out->bytes + out->size, data, length);
  out->size += length;
}

static void png_no_flush(png_structp png) { (void)png; }

/// A PNG of the pattern in the given colour type and bit depth.
static buffer make_png(uint32_t width, uint32_t height, int color_type, int bit_depth,
                       int interlace) {
  buffer out = {0};
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  png_infop info = png_create_info_struct(png);
  if (setjmp(png_jmpbuf(png))) {
    fprintf(stderr, "make_seeds: libpng failed\n");
    exit(1);
  }
  png_set_write_fn(png, &out, png_append, png_no_flush);
  png_set_IHDR(png, info, width, height, bit_depth, color_type,
               interlace ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
               PNG_FILTER_TYPE_DEFAULT);
  if (color_type == PNG_COLOR_TYPE_PALETTE) {
    png_color palette[16];
    for (int index = 0; index < 16; index++) {
      palette[index].red = (png_byte)(index * 16);
      palette[index].green = (png_byte)(255 - index * 16);
      palette[index].blue = (png_byte)(index * 7);
    }
    png_set_PLTE(png, info, palette, 16);
    png_byte alpha[4] = {0, 64, 128, 192};
    png_set_tRNS(png, info, alpha, 4, NULL);
  }
  png_set_gAMA(png, info, 0.45455);
  png_write_info(png, info);
  int channels = color_type == PNG_COLOR_TYPE_RGB_ALPHA ? 4
                 : color_type == PNG_COLOR_TYPE_RGB     ? 3
                 : color_type == PNG_COLOR_TYPE_GRAY_ALPHA ? 2
                                                         : 1;
  size_t row_bytes = ((size_t)width * (size_t)channels * (size_t)bit_depth + 7) / 8;
  png_bytep row = calloc(1, row_bytes);
  int passes = png_set_interlace_handling(png);
  for (int pass = 0; pass < passes; pass++) {
    for (uint32_t y = 0; y < height; y++) {
      memset(row, 0, row_bytes);
      for (uint32_t x = 0; x < width; x++) {
        for (int channel = 0; channel < channels; channel++) {
          unsigned value = pattern(x, y, channel);
          size_t bit = ((size_t)x * (size_t)channels + (size_t)channel) * (size_t)bit_depth;
          if (bit_depth == 16) {
            row[bit / 8] = (png_byte)value;
            row[bit / 8 + 1] = (png_byte)(value ^ 0x5A);
          } else if (bit_depth == 8) {
            row[bit / 8] = (png_byte)value;
          } else {
            unsigned small = value >> (8 - bit_depth);
            if (color_type == PNG_COLOR_TYPE_PALETTE) small &= 15;
            row[bit / 8] |= (png_byte)(small << (8 - bit_depth - (int)(bit % 8)));
          }
        }
      }
      png_write_row(png, row);
    }
  }
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  free(row);
  return out;
}

/// The offset of the first chunk of this type, or 0.
static size_t png_chunk(const buffer *png, const char *type) {
  for (size_t offset = 8; offset + 8 <= png->size;) {
    uint32_t length = (uint32_t)png->bytes[offset] << 24 | (uint32_t)png->bytes[offset + 1] << 16 |
                      (uint32_t)png->bytes[offset + 2] << 8 | png->bytes[offset + 3];
    if (memcmp(png->bytes + offset + 4, type, 4) == 0) return offset;
    offset += 12 + (size_t)length;
  }
  return 0;
}

static void write_pngs(const char *directory) {
  struct {
    const char *name;
    uint32_t width, height;
    int color_type, bit_depth, interlace;
  } kinds[] = {
      {"rgba8.png", 8, 6, PNG_COLOR_TYPE_RGB_ALPHA, 8, 0},
      {"rgb16-interlaced.png", 9, 7, PNG_COLOR_TYPE_RGB, 16, 1},
      {"gray1.png", 17, 3, PNG_COLOR_TYPE_GRAY, 1, 0},
      {"gray-alpha8.png", 5, 5, PNG_COLOR_TYPE_GRAY_ALPHA, 8, 0},
      {"palette4-trns.png", 7, 4, PNG_COLOR_TYPE_PALETTE, 4, 1},
      {"one-pixel.png", 1, 1, PNG_COLOR_TYPE_RGB, 8, 0},
  };
  for (size_t index = 0; index < sizeof kinds / sizeof kinds[0]; index++) {
    buffer png = make_png(kinds[index].width, kinds[index].height, kinds[index].color_type,
                          kinds[index].bit_depth, kinds[index].interlace);
    save(directory, kinds[index].name, png.bytes, png.size);
    free(png.bytes);
  }
  buffer png = make_png(16, 16, PNG_COLOR_TYPE_RGB_ALPHA, 8, 0);
  size_t idat = png_chunk(&png, "IDAT");
  save(directory, "damaged-truncated.png", png.bytes, idat + 20);
  png.bytes[idat + 8 + 4] ^= 0xFF;  // a byte of the compressed data; the CRC no longer matches
  save(directory, "damaged-crc.png", png.bytes, png.size);
  free(png.bytes);
  // A 7000×7000 header over the 16×16 picture's data.
  png = make_png(16, 16, PNG_COLOR_TYPE_GRAY, 1, 0);
  png.bytes[16] = 0, png.bytes[17] = 0, png.bytes[18] = 0x1B, png.bytes[19] = 0x58;
  png.bytes[20] = 0, png.bytes[21] = 0, png.bytes[22] = 0x1B, png.bytes[23] = 0x58;
  uLong crc = crc32(crc32(0, Z_NULL, 0), png.bytes + 12, 17);  // IHDR's type and data
  png.bytes[29] = (uint8_t)(crc >> 24), png.bytes[30] = (uint8_t)(crc >> 16);
  png.bytes[31] = (uint8_t)(crc >> 8), png.bytes[32] = (uint8_t)crc;
  save(directory, "damaged-claims-7000.png", png.bytes, png.size);
  free(png.bytes);
}

// MARK: - JPEG

/// A JPEG of the pattern: `components` 1 (greyscale), 3 (colour) or 4 (CMYK).
static buffer make_jpeg(uint32_t width, uint32_t height, int components, int progressive,
                        int restart_rows) {
  struct jpeg_compress_struct info;
  struct jpeg_error_mgr errors;
  info.err = jpeg_std_error(&errors);
  jpeg_create_compress(&info);
  unsigned char *bytes = NULL;
  unsigned long size = 0;
  jpeg_mem_dest(&info, &bytes, &size);
  info.image_width = width;
  info.image_height = height;
  info.input_components = components;
  info.in_color_space = components == 1 ? JCS_GRAYSCALE : components == 3 ? JCS_RGB : JCS_CMYK;
  jpeg_set_defaults(&info);
  jpeg_set_quality(&info, 80, TRUE);
  if (progressive) jpeg_simple_progression(&info);
  info.restart_in_rows = restart_rows;
  jpeg_start_compress(&info, TRUE);
  JSAMPLE *row = malloc((size_t)width * (size_t)components);
  while (info.next_scanline < height) {
    for (uint32_t x = 0; x < width; x++) {
      for (int channel = 0; channel < components; channel++) {
        row[(size_t)x * (size_t)components + (size_t)channel] =
            pattern(x, info.next_scanline, channel);
      }
    }
    jpeg_write_scanlines(&info, &row, 1);
  }
  jpeg_finish_compress(&info);
  jpeg_destroy_compress(&info);
  free(row);
  return (buffer){bytes, size};
}

/// The offset of the first marker 0xFF `code`, or 0.
static size_t jpeg_marker(const buffer *jpeg, uint8_t code) {
  for (size_t offset = 2; offset + 1 < jpeg->size; offset++) {
    if (jpeg->bytes[offset] == 0xFF && jpeg->bytes[offset + 1] == code) return offset;
  }
  return 0;
}

/// `jpeg` with `insert` put at `offset`.
static buffer inserted(const buffer *jpeg, size_t offset, const uint8_t *insert, size_t count) {
  buffer out = {malloc(jpeg->size + count), jpeg->size + count};
  memcpy(out.bytes, jpeg->bytes, offset);
  memcpy(out.bytes + offset, insert, count);
  memcpy(out.bytes + offset + count, jpeg->bytes + offset, jpeg->size - offset);
  return out;
}

static void write_jpegs(const char *directory) {
  buffer jpeg = make_jpeg(24, 16, 3, 0, 0);
  save(directory, "baseline.jpg", jpeg.bytes, jpeg.size);
  buffer other = make_jpeg(17, 9, 3, 1, 0);
  save(directory, "progressive.jpg", other.bytes, other.size);
  free(other.bytes);
  other = make_jpeg(8, 8, 1, 0, 0);
  save(directory, "grey.jpg", other.bytes, other.size);
  free(other.bytes);
  other = make_jpeg(9, 9, 4, 0, 0);
  save(directory, "cmyk.jpg", other.bytes, other.size);
  free(other.bytes);
  other = make_jpeg(16, 32, 3, 0, 1);
  save(directory, "restarts.jpg", other.bytes, other.size);
  free(other.bytes);

  // Damaged forms of the baseline picture.
  size_t scan = jpeg_marker(&jpeg, 0xDA);
  size_t scan_data = scan + 2 + ((size_t)jpeg.bytes[scan + 2] << 8 | jpeg.bytes[scan + 3]);
  size_t middle = scan_data + (jpeg.size - 2 - scan_data) / 2;
  save(directory, "damaged-truncated.jpg", jpeg.bytes, middle);
  save(directory, "damaged-no-eoi.jpg", jpeg.bytes, jpeg.size - 2);
  static const uint8_t eoi[] = {0xFF, 0xD9};
  other = inserted(&jpeg, middle, eoi, sizeof eoi);
  save(directory, "damaged-early-eoi.jpg", other.bytes, other.size);
  free(other.bytes);
  static const uint8_t rst[] = {0xFF, 0xD3};
  other = inserted(&jpeg, middle, rst, sizeof rst);
  save(directory, "damaged-stray-rst.jpg", other.bytes, other.size);
  free(other.bytes);
  other = (buffer){malloc(jpeg.size), jpeg.size};
  memcpy(other.bytes, jpeg.bytes, jpeg.size);
  for (size_t offset = scan_data; offset < other.size - 2; offset++) {
    if (other.bytes[offset] != 0xFF && other.bytes[offset] != 0x00 && other.bytes[offset] != 0x7F) {
      other.bytes[offset] ^= 0x80;
    }
  }
  save(directory, "damaged-flipped.jpg", other.bytes, other.size);
  free(other.bytes);
  // A header of 7000×7000 over the tiny body.
  size_t frame = jpeg_marker(&jpeg, 0xC0);
  jpeg.bytes[frame + 5] = 0x1B, jpeg.bytes[frame + 6] = 0x58;
  jpeg.bytes[frame + 7] = 0x1B, jpeg.bytes[frame + 8] = 0x58;
  save(directory, "damaged-claims-7000.jpg", jpeg.bytes, jpeg.size);
  free(jpeg.bytes);
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: make_seeds PNG_DIRECTORY JPEG_DIRECTORY\n");
    return 64;
  }
  write_pngs(argv[1]);
  write_jpegs(argv[2]);
  return 0;
}
