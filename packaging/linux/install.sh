#!/bin/sh
# Installs fairtable from the self-extracting .run archive (makeself runs this inside the unpacked archive).
#   sh fairtable-VERSION-linux-ARCH.run                      per user: ~/.local (no root needed)
#   sudo sh fairtable-VERSION-linux-ARCH.run                 for everyone: /opt/fairtable, /usr/local
#   sh fairtable-VERSION-linux-ARCH.run -- --prefix DIR      under DIR (DIR/opt/fairtable, DIR/bin, DIR/share)
# The installed "fairtable-uninstall" removes exactly what this put in place.
set -eu
umask 022  # makeself runs this with umask 077: without this, nobody else could read a system-wide install

here=$(pwd)
if [ "$(id -u)" = 0 ]; then
  prefix=/usr/local
  app_dir=/opt/fairtable
else
  prefix=$HOME/.local
  app_dir=$prefix/opt/fairtable
fi
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix=$2; app_dir=$2/opt/fairtable; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; app_dir=$prefix/opt/fairtable; shift ;;
    *) echo "fairtable installer: unknown option '$1' (use --prefix DIR)" >&2; exit 2 ;;
  esac
done

bin_dir=$prefix/bin
apps_dir=$prefix/share/applications
icons_dir=$prefix/share/icons/hicolor

if [ -x "$app_dir/fairtable-uninstall" ]; then
  "$app_dir/fairtable-uninstall" --quiet
fi
mkdir -p "$app_dir" "$bin_dir" "$apps_dir"
cp -a "$here/fairtable/." "$app_dir/"

manifest=$app_dir/installed-files.txt
: > "$manifest"
ln -sf "$app_dir/fairtable" "$bin_dir/fairtable"
echo "$bin_dir/fairtable" >> "$manifest"
sed "s|^Exec=.*|Exec=$app_dir/fairtable|" "$here/fairtable.desktop" > "$apps_dir/fairtable.desktop"
echo "$apps_dir/fairtable.desktop" >> "$manifest"
for icon in "$here"/icons/*; do
  size=$(basename "$icon")  # icons/<size>/fairtable.png or icons/scalable/fairtable.svg
  mkdir -p "$icons_dir/$size/apps"
  cp "$icon"/* "$icons_dir/$size/apps/"
  for f in "$icon"/*; do echo "$icons_dir/$size/apps/$(basename "$f")" >> "$manifest"; done
done

cat > "$app_dir/fairtable-uninstall" <<UNINSTALL
#!/bin/sh
# Removes fairtable as installed by the .run archive.
set -eu
while read -r f; do rm -f "\$f"; rmdir "\$(dirname "\$f")" 2>/dev/null || true; done < "$manifest"
rm -rf "$app_dir"
[ "\${1:-}" = --quiet ] || echo "fairtable removed from $app_dir"
UNINSTALL
chmod 755 "$app_dir/fairtable-uninstall"

# refresh the menus' caches where the desktop keeps them (a cache is never created where there was none)
if [ -f "$apps_dir/mimeinfo.cache" ] && command -v update-desktop-database >/dev/null 2>&1; then
  update-desktop-database -q "$apps_dir" 2>/dev/null || true
fi
if [ -f "$icons_dir/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
  gtk-update-icon-cache -q -t "$icons_dir" 2>/dev/null || true
fi

echo "fairtable installed in $app_dir"
echo "start it from the applications menu, or run: $bin_dir/fairtable"
case ":$PATH:" in
  *":$bin_dir:"*) ;;
  *) echo "($bin_dir is not on your PATH)" ;;
esac
echo "to remove it: $app_dir/fairtable-uninstall"
