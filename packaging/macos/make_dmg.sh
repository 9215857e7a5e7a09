#!/usr/bin/env bash
# Makes a drag-to-install disk image: the .app beside a link to /Applications, compressed (UDZO).
#   bash packaging/macos/make_dmg.sh dist/fairtable.app dist/fairtable-VERSION-macos-ARCH.dmg "fairtable VERSION"
# macOS only (hdiutil). The .app is signed ad hoc by PyInstaller; signing with a Developer ID and
# notarizing (codesign --options runtime, xcrun notarytool) need an Apple account and come before this.
set -euo pipefail
app=$1
out=$2
volume=${3:-fairtable}

if ! command -v hdiutil >/dev/null 2>&1; then
  echo "make_dmg.sh: hdiutil not found (a .dmg can only be made on macOS)" >&2
  exit 1
fi
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
cp -R "$app" "$staging/"
ln -s /Applications "$staging/Applications"
rm -f "$out"
hdiutil create -volname "$volume" -srcfolder "$staging" -fs HFS+ -format UDZO -imagekey zlib-level=9 -ov "$out"
hdiutil verify "$out"
