#!/usr/bin/env bash
# Builds the PNG and JPEG decoders' fuzz targets (libFuzzer + AddressSanitizer +
# UndefinedBehaviorSanitizer, against the system's libpng and libjpeg-turbo and our
# Sources/CImageCodecs) and runs each for a bounded time over its committed seed corpus.
#
#   Fuzz/build-image-fuzzers.sh [-max_total_time SECONDS] [--build-only] [TARGET...]
#
# TARGET is png, jpeg or both (the default). Each target runs for SECONDS (default 60) over a
# scratch copy of Fuzz/corpus/TARGET (new inputs it finds stay in .build/fuzz/corpus/TARGET, not
# in the committed seeds). A crash, leak, sanitizer report, timeout or allocation over 256 MB
# stops the run and exits non-zero, leaving the input that caused it in
# .build/fuzz/artifacts/TARGET/. Reproduce one
# with: .build/fuzz/TARGET_fuzzer .build/fuzz/artifacts/TARGET/crash-…
#
# The whole run takes about 2 × SECONDS plus ~10 s of building, so a CI step can bound it:
#   Fuzz/build-image-fuzzers.sh -max_total_time 60    # ~2 min 10 s
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=60
build_only=0
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    -max_total_time|--max-total-time) seconds="$2"; shift 2 ;;
    -max_total_time=*|--max-total-time=*) seconds="${1#*=}"; shift ;;
    --build-only) build_only=1; shift ;;
    png|jpeg) targets+=("$1"); shift ;;
    *) echo "usage: $0 [-max_total_time SECONDS] [--build-only] [png] [jpeg]" >&2; exit 64 ;;
  esac
done
[ ${#targets[@]} -gt 0 ] || targets=(png jpeg)

# Swift's toolchain ships clang with libFuzzer; prefer it, then any clang on PATH.
clang=""
for candidate in "$(dirname "$(command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)")/clang" \
  /opt/swift/usr/bin/clang "$(command -v clang || true)"; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then clang="$candidate"; break; fi
done
if [ -z "$clang" ]; then
  echo "error: no clang found; install Swift's toolchain or clang with compiler-rt" >&2
  exit 1
fi

out=.build/fuzz
mkdir -p "$out"
flags=(-g -O1 -fno-omit-frame-pointer -fsanitize=fuzzer,address,undefined
  -fno-sanitize-recover=undefined -ISources/CImageCodecs/include -ISources/CImageCodecs
  -IFuzz/ImageCodecs)
# The toolchain's lld links the sanitizers' runtimes quietly (gold warns about each of their
# local symbols).
if [ -x "$(dirname "$clang")/ld.lld" ]; then flags+=(-fuse-ld=lld); fi
codecs=(Sources/CImageCodecs/PNGCodec.c Sources/CImageCodecs/JPEGCodec.c
  Sources/CImageCodecs/Messages.c)

for target in "${targets[@]}"; do
  echo "==> building ${target}_fuzzer with $clang"
  "$clang" "${flags[@]}" "Fuzz/ImageCodecs/${target}_fuzzer.c" "${codecs[@]}" -lpng -ljpeg \
    -o "$out/${target}_fuzzer"
done
[ "$build_only" -eq 0 ] || exit 0

status=0
for target in "${targets[@]}"; do
  corpus="$out/corpus/$target"
  artifacts="$out/artifacts/$target"
  mkdir -p "$corpus" "$artifacts"
  cp -n Fuzz/corpus/"$target"/* "$corpus"/ 2>/dev/null || true
  echo "==> running ${target}_fuzzer for ${seconds} s"
  # No single allocation may pass 256 MB: the targets' largest are 16 MB of pixels and a JPEG
  # decoder's 64 MiB, so a larger one is a file making a decoder ask for what it does not hold.
  if ! "$out/${target}_fuzzer" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -malloc_limit_mb=256 -max_len=65536 -print_final_stats=1 -artifact_prefix="$artifacts/" \
    -dict="Fuzz/ImageCodecs/${target}.dict" "$corpus"; then
    echo "error: ${target}_fuzzer found a failure; its input is in $artifacts/" >&2
    status=1
  fi
done
exit $status
