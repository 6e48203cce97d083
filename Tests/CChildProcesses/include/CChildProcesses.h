#ifndef OPENINTENTS_CCHILDPROCESSES_H
#define OPENINTENTS_CCHILDPROCESSES_H

/// The two GNU extensions the tests' child processes need, which Swift's Glibc module does not
/// declare (it is built without _GNU_SOURCE).

/// `posix_spawn_file_actions_addclosefrom_np(actions, from)`: the child closes every descriptor
/// from `from` up. `actions` is a `posix_spawn_file_actions_t *`.
int openintents_spawn_add_close_from(void *actions, int from);

/// `pipe2(descriptors, O_CLOEXEC)`: a pipe whose ends no other program inherits.
int openintents_pipe_close_on_exec(int descriptors[2]);

#endif
