#define _GNU_SOURCE
#include <fcntl.h>
#include <spawn.h>
#include <unistd.h>

#include "CChildProcesses.h"

int openintents_spawn_add_close_from(void *actions, int from) {
  return posix_spawn_file_actions_addclosefrom_np((posix_spawn_file_actions_t *)actions, from);
}

int openintents_pipe_close_on_exec(int descriptors[2]) {
  return pipe2(descriptors, O_CLOEXEC);
}
