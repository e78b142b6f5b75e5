#!/bin/bash -eu
# ClusterFuzzLite / OSS-Fuzz entry point: the repository's build.sh builds every fuzz target
# (fuzz-parallelWindow, …, fuzz-traceReader) with $SANITIZER and copies the binaries and their
# seed corpora (fuzz-corpus/<target>/) to $OUT.
cd "$SRC/scrollproof"
./build.sh
