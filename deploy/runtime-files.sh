#!/bin/sh
# Gathers what one app needs at run time into a folder: the production node_modules, the compiled
# shared libraries, the app's compiled code (not its tests or sources) and, for the gateway, the
# web build and its renderer. Run from the workspace root after the build: runtime-files.sh <app> <folder>.
set -eu
usage="usage: runtime-files.sh <gateway|service name> <folder>"
app="${1:?$usage}"
out="${2:?$usage}"
if [ "$app" = gateway ]; then dir=gateway; else dir="services/$app"; fi
if [ ! -f "$dir/dist/src/main.js" ]; then
  echo "There is no app named '$app' ($dir/dist/src/main.js is missing): use gateway or a folder of services/." >&2
  exit 1
fi
mkdir -p "$out/$dir/dist"
cp package.json "$out/"
cp -R node_modules "$out/"
cp "$dir/package.json" "$out/$dir/"
cp -R "$dir/dist/src" "$out/$dir/dist/"
for lib in libs/contracts libs/service-kit; do
  mkdir -p "$out/$lib"
  cp "$lib/package.json" "$out/$lib/"
  cp -R "$lib/dist" "$out/$lib/"
done
if [ "$dir" = gateway ]; then
  mkdir -p "$out/web"
  cp -R web/dist "$out/web/"
  cp -R web/dist-render "$out/web/"
fi
# Unit tests compile beside the code they test.
find "$out/$dir" "$out/libs" -name '*.spec.*' -exec rm -f {} +
echo "$dir/dist/src/main.js" > "$out/entry"
