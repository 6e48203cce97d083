// Writing a failure's sentence into the caller's buffer.
#ifndef OPENINTENTS_IMAGE_MESSAGES_H
#define OPENINTENTS_IMAGE_MESSAGES_H

#include <stddef.h>

/// Formats a message into `message` (at most `capacity` bytes, NUL-terminated); does nothing
/// when the buffer is missing.
void oi_write_message(char *message, size_t capacity, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

#endif
