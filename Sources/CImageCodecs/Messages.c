#include "Messages.h"

#include <stdarg.h>
#include <stdio.h>

void oi_write_message(char *message, size_t capacity, const char *format, ...) {
  if (message == NULL || capacity == 0) return;
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(message, capacity, format, arguments);
  va_end(arguments);
}
