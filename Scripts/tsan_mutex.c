// Tells ThreadSanitizer when a `Synchronization.Mutex` is taken and given back on its contended
// path. Scripts/tsan builds this into a shared library and preloads it into the tests.
//
// Why: `Mutex.withLock` is inlined into our code, so its fast path (an atomic compare-exchange
// on the mutex's word) is instrumented and TSan sees it acquire and release. When the mutex is
// contended, the inlined code calls `_MutexHandle._lockSlow` and `_unlockSlow` in the
// toolchain's libswiftSynchronization.so, which is not instrumented and takes the lock in the
// kernel (a priority-inheriting futex). TSan then does not see the thread that waited acquire
// the mutex, and reports a race between two accesses that the mutex does order: a correct
// program of four threads adding to a `Mutex<Int>` is reported. These wrappers call the real
// functions and tell TSan, at the mutex's address, that the lock was released (before
// `_unlockSlow`) and acquired (after `_lockSlow`, and after a `_tryLockSlow` that took it) —
// what the instrumented fast path tells it. A race the mutex does not order is still reported.
//
// The three functions take the mutex handle as Swift's `self` (its address, in the register
// Clang's `swift_context` parameter names) and use the Swift calling convention. Outside a
// TSan process `__tsan_acquire` and `__tsan_release` are absent (weak), and the wrappers only
// call the real functions.

#include <dlfcn.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

void __tsan_acquire(void *address) __attribute__((weak));
void __tsan_release(void *address) __attribute__((weak));

#define SWIFTCALL __attribute__((swiftcall))
#define SELF __attribute__((swift_context))

#define LOCK_SLOW "$s15Synchronization12_MutexHandleV9_lockSlowyys6UInt32VF"
#define UNLOCK_SLOW "$s15Synchronization12_MutexHandleV11_unlockSlowyyF"
#define TRY_LOCK_SLOW "$s15Synchronization12_MutexHandleV12_tryLockSlowSbyF"

typedef SWIFTCALL void (*LockSlow)(uint32_t selfId, void *SELF handle);
typedef SWIFTCALL void (*UnlockSlow)(void *SELF handle);
typedef SWIFTCALL bool (*TryLockSlow)(void *SELF handle);

/// The next definition of `name` after this library's: libswiftSynchronization.so's.
static void *real(_Atomic(void *) *cache, const char *name) {
  void *function = atomic_load_explicit(cache, memory_order_acquire);
  if (!function) {
    function = dlsym(RTLD_NEXT, name);
    atomic_store_explicit(cache, function, memory_order_release);
  }
  return function;
}

SWIFTCALL void lockSlow(uint32_t selfId, void *SELF handle) __asm__(LOCK_SLOW);
SWIFTCALL void lockSlow(uint32_t selfId, void *SELF handle) {
  static _Atomic(void *) cache;
  ((LockSlow)real(&cache, LOCK_SLOW))(selfId, handle);
  if (__tsan_acquire) __tsan_acquire(handle);
}

SWIFTCALL void unlockSlow(void *SELF handle) __asm__(UNLOCK_SLOW);
SWIFTCALL void unlockSlow(void *SELF handle) {
  static _Atomic(void *) cache;
  if (__tsan_release) __tsan_release(handle);
  ((UnlockSlow)real(&cache, UNLOCK_SLOW))(handle);
}

SWIFTCALL bool tryLockSlow(void *SELF handle) __asm__(TRY_LOCK_SLOW);
SWIFTCALL bool tryLockSlow(void *SELF handle) {
  static _Atomic(void *) cache;
  bool locked = ((TryLockSlow)real(&cache, TRY_LOCK_SLOW))(handle);
  if (locked && __tsan_acquire) __tsan_acquire(handle);
  return locked;
}
