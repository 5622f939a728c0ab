#!/usr/bin/env bash
# build.sh builds bridge-solver (github.com/macroxue/bridge-solver) for side-by-side measurement,
# outside this repository: its sources are not ours and are not copied here (see README.md).
# usage: tools/bsref/build.sh DIR   (DIR/src holds solver.cc, solver.h and solver-cli.cc)
set -euo pipefail
dir=${1:?usage: build.sh DIR}
cd "$dir"
for f in src/solver.cc src/solver.h src/solver-cli.cc; do
	[[ -f $f ]] || { echo "build.sh: $dir/$f is missing (README.md says where it comes from)" >&2; exit 1; }
done
opts="-std=c++17 -Wall -O3 -march=native"
mkdir -p bin
# the statistics build: _DEBUG switches on its per-depth counters (-S 1) and its assertions
g++ $opts -D_DEBUG -o bin/solver.stats src/solver.cc src/solver-cli.cc
# the measured build: profile-guided, trained on one of its hard deals as its own makefile does;
# the objects keep one name in both steps so that the profile finds them
rm -rf pgo && mkdir -p pgo
for f in solver solver-cli; do g++ $opts -fprofile-generate -c -o pgo/$f.o src/$f.cc; done
g++ $opts -fprofile-generate -o bin/solver.pgen pgo/solver.o pgo/solver-cli.o
bin/solver.pgen -i -f "${TRAIN:-deals/deal.8}" > /dev/null
for f in solver solver-cli; do g++ $opts -fprofile-use -Werror=missing-profile -c -o pgo/$f.o src/$f.cc; done
g++ $opts -o bin/solver.pgo pgo/solver.o pgo/solver-cli.o
ls -l bin
