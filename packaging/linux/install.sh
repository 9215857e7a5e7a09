#!/bin/sh
# Installs fairtable from the self-extracting .run archive (makeself runs this inside the unpacked archive).
#   sh fairtable-VERSION-linux-ARCH.run                      per user: ~/.local (no root needed)
#   sudo sh fairtable-VERSION-linux-ARCH.run                 for everyone: /opt/fairtable, /usr/local
#   sh fairtable-VERSION-linux-ARCH.run -- --prefix DIR      under DIR (DIR/opt/fairtable, DIR/bin, DIR/share)
# It installs nothing over files a Debian package owns (the .deb puts fairtable in /opt/fairtable too), nor
# into a folder it did not make. The installed "fairtable-uninstall" removes exactly what this put in place.
set -eu
umask 022  # makeself runs this with umask 077: without this, nobody else could read a system-wide install

here=$(pwd)
# makeself runs this in its temporary folder; a relative --prefix is meant from where the archive was run
start_dir=${USER_PWD:-$here}

fail() {
  echo "fairtable installer: $*" >&2
  exit 2
}

set_prefix() {
  [ -n "$1" ] || fail "--prefix needs a folder (--prefix DIR)"
  case "$1" in
    /*) prefix=$1 ;;
    *) prefix=$start_dir/$1 ;;
  esac
  app_dir=$prefix/opt/fairtable
}

if [ "$(id -u)" = 0 ]; then
  prefix=/usr/local
  app_dir=/opt/fairtable
else
  prefix=$HOME/.local
  app_dir=$prefix/opt/fairtable
fi
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix)
      [ $# -ge 2 ] || fail "--prefix needs a folder (--prefix DIR)"
      set_prefix "$2"
      shift 2
      ;;
    --prefix=*) set_prefix "${1#--prefix=}"; shift ;;
    -h | --help) sed -n '2,7s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) fail "unknown option '$1' (use --prefix DIR)" ;;
  esac
done

bin_dir=$prefix/bin
apps_dir=$prefix/share/applications
icons_dir=$prefix/share/icons/hicolor
mime_dir=$prefix/share/mime
metainfo_dir=$prefix/share/metainfo  # the AppStream entry, for software centres
metainfo=org.fairtable.fairtable.metainfo.xml

# Everything this would write, to check before anything is written.
targets="$app_dir
$bin_dir/fairtable
$apps_dir/fairtable.desktop
$mime_dir/packages/fairtable-record.xml
$metainfo_dir/$metainfo"
for icon in "$here"/icons/*/*; do
  size=$(basename "$(dirname "$icon")")  # icons/<size>/fairtable.png or icons/scalable/fairtable.svg
  targets="$targets
$icons_dir/$size/apps/$(basename "$icon")"
done

# A path a Debian package owns is dpkg's to replace or remove: "dpkg -S" names its package.
if command -v dpkg-query >/dev/null 2>&1; then
  owned=$(printf '%s\n' "$targets" | tr '\n' '\0' | xargs -0 dpkg-query -S 2>/dev/null || true)
  if [ -n "$owned" ]; then
    package=$(printf '%s\n' "$owned" | head -n 1 | cut -d: -f1)
    echo "fairtable installer: these belong to the Debian package $package, so nothing was installed:" >&2
    printf '%s\n' "$owned" | sed 's/^/  /' >&2
    echo "  remove that package first (apt-get remove $package), or install elsewhere with -- --prefix DIR" >&2
    exit 1
  fi
fi

if [ -x "$app_dir/fairtable-uninstall" ]; then
  "$app_dir/fairtable-uninstall" --quiet
elif [ -e "$app_dir" ] && [ -n "$(ls -A "$app_dir" 2>/dev/null || echo unreadable)" ]; then
  fail "$app_dir is there already and was not made by this installer: nothing was installed (remove it, or use --prefix DIR)"
fi

# Folders this makes are noted, so that the uninstaller removes them again (when they are empty), and
# only them: an ~/.local/bin that was there before stays.
created_dirs=
make_dir() {
  missing=
  d=$1
  while [ ! -d "$d" ]; do
    missing="$d
$missing"
    d=$(dirname "$d")
  done
  [ -z "$missing" ] || { mkdir -p "$1" && created_dirs="$created_dirs$missing"; }
}
created_mime_dir=no
[ -d "$mime_dir" ] || created_mime_dir=yes
created_desktop_cache=no
[ -f "$apps_dir/mimeinfo.cache" ] || created_desktop_cache=yes
for d in "$app_dir" "$bin_dir" "$apps_dir" "$mime_dir/packages" "$metainfo_dir"; do make_dir "$d"; done
cp -a "$here/fairtable/." "$app_dir/"

manifest=$app_dir/installed-files.txt
: > "$manifest"
ln -sf "$app_dir/fairtable" "$bin_dir/fairtable"
echo "$bin_dir/fairtable" >> "$manifest"
# the menu entry starts this copy, with the saved game the file manager hands it (%f)
exec_path=$(printf '%s' "$app_dir/fairtable" | sed 's/[\\"`$]/\\&/g')
while IFS= read -r line; do
  case "$line" in
    Exec=*) echo "Exec=\"$exec_path\" %f" ;;
    *) printf '%s\n' "$line" ;;
  esac
done < "$here/fairtable.desktop" > "$apps_dir/fairtable.desktop"
echo "$apps_dir/fairtable.desktop" >> "$manifest"
cp "$here/fairtable-record.xml" "$mime_dir/packages/fairtable-record.xml"
echo "$mime_dir/packages/fairtable-record.xml" >> "$manifest"
cp "$here/$metainfo" "$metainfo_dir/$metainfo"
echo "$metainfo_dir/$metainfo" >> "$manifest"
for icon in "$here"/icons/*/*; do
  size=$(basename "$(dirname "$icon")")
  make_dir "$icons_dir/$size/apps"
  cp "$icon" "$icons_dir/$size/apps/"
  echo "$icons_dir/$size/apps/$(basename "$icon")" >> "$manifest"
done

printf "%s" "$created_dirs" > "$app_dir/created-folders.txt"

# The uninstaller gets this install's paths as single-quoted values, and its own text is written literally:
# a folder named with $(...), backquotes or quotes stays a name and is never run as a command.
quote() {
  printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")"
}
{
  echo '#!/bin/sh'
  echo '# Removes fairtable as installed by the .run archive, and nothing a Debian package owns.'
  echo 'set -eu'
  for name in app_dir manifest mime_dir apps_dir created_mime_dir created_desktop_cache; do
    eval "value=\$$name"
    printf '%s=%s\n' "$name" "$(quote "$value")"
  done
  cat <<'UNINSTALL'
if command -v dpkg-query >/dev/null 2>&1; then
  owned=$( (echo "$app_dir"; cat "$manifest") | tr '\n' '\0' | xargs -0 dpkg-query -S 2>/dev/null || true)
  if [ -n "$owned" ]; then
    package=$(echo "$owned" | head -n 1 | cut -d: -f1)
    echo "fairtable-uninstall: these belong to the Debian package $package, so nothing was removed:" >&2
    echo "$owned" | sed 's/^/  /' >&2
    echo "  (apt-get remove $package removes that package)" >&2
    exit 1
  fi
fi
while IFS= read -r f; do rm -f "$f"; done < "$manifest"
folders=$(LC_ALL=C sort -r "$app_dir/created-folders.txt")  # a folder before the one it is in
rm -rf "$app_dir"
if [ "$created_mime_dir" = yes ] && { [ ! -d "$mime_dir/packages" ] || rmdir "$mime_dir/packages" 2>/dev/null; }; then
  rm -rf "$mime_dir"  # the installer made it and no other file type is left in it: only its generated database
elif command -v update-mime-database >/dev/null 2>&1; then
  mkdir -p "$mime_dir/packages"  # update-mime-database wants the folder, even empty
  update-mime-database "$mime_dir" 2>/dev/null || true
fi
if [ -f "$apps_dir/mimeinfo.cache" ]; then
  if [ "$created_desktop_cache" = yes ] && ! ls "$apps_dir"/*.desktop >/dev/null 2>&1; then
    rm -f "$apps_dir/mimeinfo.cache"  # the installer made it, and it is about no program now
  elif command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$apps_dir" 2>/dev/null || true
  fi
fi
printf '%s\n' "$folders" | while IFS= read -r d; do [ -z "$d" ] || rmdir "$d" 2>/dev/null || true; done
[ "${1:-}" = --quiet ] || echo "fairtable removed from $app_dir"
UNINSTALL
} > "$app_dir/fairtable-uninstall"
chmod 755 "$app_dir/fairtable-uninstall"

# the saved games' file type: the desktop reads it from the database that update-mime-database builds
if command -v update-mime-database >/dev/null 2>&1; then
  update-mime-database "$mime_dir" 2>/dev/null || true
else
  echo "(update-mime-database is missing: saved games are recognised once shared-mime-info rebuilds $mime_dir)"
fi
# which programs open which file types: GLib's desktops read it from mimeinfo.cache, also in ~/.local
if command -v update-desktop-database >/dev/null 2>&1; then
  update-desktop-database -q "$apps_dir" 2>/dev/null || true
fi
# the icon cache is refreshed where the desktop keeps one (it is never created where there was none)
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
