# Sourced by play.sh and test.sh from the top of the repository: `ensure_venv EXTRA` leaves .venv with
# fairtable installed (EXTRA is "" or "test"), installing first what the machine lacks.
#
# - On Debian and Ubuntu, the system packages: Python 3.11+ with its venv module when .venv has to be
#   made, and the libraries Qt loads and the fonts the boards use (packaging/linux/apt-test-deps.txt).
#   Only the missing ones, told in one line: through apt-get as root, else through sudo.
# - Elsewhere, it says what is needed and goes on.
# - .venv is made once, and pip runs only when pyproject.toml or setup.py changed since the last install
#   (or the repository moved): a second run with everything in place installs nothing and asks no network.

FAIRTABLE_DEBS=packaging/linux/apt-test-deps.txt
FAIRTABLE_STAMP=.venv/.fairtable-installed

say() { echo "fairtable: $*" >&2; }

have_apt() { command -v apt-get >/dev/null 2>&1 && command -v dpkg-query >/dev/null 2>&1; }

# The given Debian packages that are neither installed nor provided by an installed package (Ubuntu 24.04's
# libglib2.0-0t64 provides libglib2.0-0, for example).
missing_debs() {
  dpkg-query -W -f='${db:Status-Abbrev}|${Package}|${Provides}\n' 2>/dev/null | awk -F'|' -v want="$*" '
    substr($1, 2, 1) == "i" {
      have[$2] = 1
      provides = $3; gsub(/\([^)]*\)/, "", provides); gsub(/ /, "", provides)
      n = split(provides, p, ","); for (i = 1; i <= n; i++) if (p[i] != "") have[p[i]] = 1
    }
    END { n = split(want, w, " "); for (i = 1; i <= n; i++) if (!(w[i] in have)) print w[i] }'
}

# apt_install WHY PACKAGE...: installs them as root or through sudo, after saying what and why.
apt_install() {
  local why=$1 sudo=
  shift
  if [ "$(id -u)" != 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
      say "$why needs the Debian packages $*; as root: apt-get install $*"
      return 1
    fi
    sudo=sudo
  fi
  say "$why needs the Debian packages $*: installing them${sudo:+ with sudo} (apt-get install)"
  if ! ls /var/lib/apt/lists/*_Packages* >/dev/null 2>&1; then
    $sudo apt-get update -qq || return 1
  fi
  if ! $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null; then
    # an old package list names versions the mirror no longer has: refresh it once and try again
    $sudo apt-get update -qq && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
  fi
}

# The first of python3, python3.13, python3.12, python3.11 that is 3.11 or newer.
find_python() {
  local p
  for p in python3 python3.13 python3.12 python3.11; do
    if command -v "$p" >/dev/null 2>&1 && "$p" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
      echo "$p"
      return 0
    fi
  done
  return 1
}

# A Python 3.11+ that can make a venv, installing it on Debian and Ubuntu; prints its name.
python_for_venv() {
  local py version
  if ! py=$(find_python) && have_apt; then
    if [ -z "$(missing_debs python3)" ]; then
      # python3 is older than 3.11 (Ubuntu 22.04 has 3.10): a newer one beside it, if the archive has one
      for version in 3.13 3.12 3.11; do
        if apt-cache show "python$version-venv" >/dev/null 2>&1; then
          apt_install "fairtable needs Python 3.11 or newer; it" "python$version" "python$version-venv" >&2 || true
          break
        fi
      done
    else
      apt_install "fairtable runs on Python; it" python3 python3-venv >&2 || true
    fi
    py=$(find_python) || true
  fi
  if [ -z "${py:-}" ]; then
    say "needs Python 3.11 or newer with its venv module (this system has $(python3 --version 2>&1 || echo 'no python3'))"
    return 1
  fi
  # Debian's own Python keeps venv's pip in a separate package (python3.X-venv)
  if have_apt && dpkg -S "$(readlink -f "$(command -v "$py")")" >/dev/null 2>&1; then
    version=$("$py" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')
    if [ -n "$(missing_debs "python$version-venv")" ]; then
      apt_install "making .venv ($py -m venv)" "python$version-venv" >&2 || return 1
    fi
  fi
  echo "$py"
}

# The Qt libraries and fonts: checked on every run (one dpkg-query, a few milliseconds).
ensure_qt_libraries() {
  local missing
  if have_apt; then
    missing=$(missing_debs $(grep -v '^#' "$FAIRTABLE_DEBS"))
    if [ -n "$missing" ]; then
      # shellcheck disable=SC2086 # one word a package
      apt_install "Qt (the app's windows, also offscreen in the tests)" $missing ||
        say "going on without them: until they are installed, Qt may not start or draw no text"
    fi
  elif [ "$(uname -s)" = Linux ] && [ ! -x .venv/bin/python ]; then
    say "not a Debian or Ubuntu system: Qt needs OpenGL/EGL, xkbcommon(-x11), fontconfig, freetype, D-Bus, GLib," \
      "the xcb helper libraries, the DejaVu fonts and Noto Sans CJK (Debian's names: $FAIRTABLE_DEBS); going on"
  fi
}

# The window tests' X display and window manager (tests/ui/xserver.py), for ./scripts/test.sh only.
ensure_window_test_tools() {
  local missing list=packaging/linux/apt-window-test-deps.txt
  have_apt && [ -f "$list" ] || return 0
  missing=$(missing_debs $(grep -v '^#' "$list"))
  if [ -n "$missing" ]; then
    # shellcheck disable=SC2086 # one word a package
    apt_install "The window tests (a virtual screen with a window manager, the accessibility bus)" $missing ||
      say "going on without them: the window tests that need a window manager are skipped"
  fi
}

venv_works() {
  [ -x .venv/bin/python ] && .venv/bin/python -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null &&
    [ -x .venv/bin/pip ]
}

# What the installed packages were made from: the two build files and where the repository is.
install_key() {
  .venv/bin/python - <<'PY'
import hashlib, os
digest = hashlib.sha256(os.getcwd().encode())
for name in ("pyproject.toml", "setup.py"):
    with open(name, "rb") as fh:
        digest.update(fh.read())
print(digest.hexdigest())
PY
}

# The languages' compiled catalogs (resources/i18n/*/LC_MESSAGES/fairtable.mo), where missing or stale.
compile_catalogs() {
  [ -f scripts/i18n.py ] || return 0
  .venv/bin/python scripts/i18n.py compile >/dev/null
}

ensure_venv() {
  local extra=$1 py key
  export PIP_DISABLE_PIP_VERSION_CHECK=1
  ensure_qt_libraries
  if ! venv_works; then
    py=$(python_for_venv) || exit 1
    if ! "$py" -m venv --clear .venv; then
      say "could not make .venv with $py -m venv (on Debian and Ubuntu: apt-get install python3-venv)"
      exit 1
    fi
    .venv/bin/python -m pip install -q --upgrade pip
  fi
  key=$(install_key)
  # [test] holds everything the plain install has, so it serves play.sh as well
  if [ -f "$FAIRTABLE_STAMP" ] && grep -qx -e "$key $extra" -e "$key test" "$FAIRTABLE_STAMP"; then
    compile_catalogs
    return 0
  fi
  .venv/bin/python -m pip install -q -e ".${extra:+[$extra]}"
  compile_catalogs
  if [ -f "$FAIRTABLE_STAMP" ] && grep -q "^$key " "$FAIRTABLE_STAMP"; then
    echo "$key $extra" >> "$FAIRTABLE_STAMP"
  else
    echo "$key $extra" > "$FAIRTABLE_STAMP"
  fi
}
