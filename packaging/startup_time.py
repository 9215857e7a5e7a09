"""Time from launching fairtable to its first window appearing on an X11 screen.

    python3 packaging/startup_time.py [--runs 7] [--probe] [--json] [-- COMMAND ...]   (default: dist/fairtable/fairtable)

The clock starts just before the process is spawned and stops when the X server reports that the process
mapped a top-level window (MapNotify on the root window), so it counts everything a player waits for:
the bootloader, Python, the imports, Qt and the main window. The program is then terminated. The
CPU time the process used until then is reported too: on a busy machine it is the steadier figure. The first
run warms the file cache and is left out of the figures; the median of the rest is the "warm" time.

Uses the DISPLAY it is given, or starts its own Xvfb (apt-get install xvfb). Linux only (libX11 through
ctypes). Each run gets an empty data folder, so no autosave offers to resume.

With --probe it uses the app's own signal instead, on any platform and without X: FAIRTABLE_STARTUP_PROBE=1
makes fairtable print "fairtable-window-shown" once its event loop runs with the window shown, and quit;
the clock stops at that line. QT_QPA_PLATFORM is passed through (offscreen, xcb, windows, cocoa).
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import select
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAP_NOTIFY = 19
SUBSTRUCTURE_NOTIFY_MASK = 1 << 19


class XEvent(ctypes.Union):
    _fields_ = [("type", ctypes.c_int), ("pad", ctypes.c_long * 24)]


def start_xvfb() -> tuple[subprocess.Popen, str]:  # type: ignore[type-arg]
    for number in range(90, 140):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            break
    else:
        raise SystemExit("startup_time: no free X display number")
    server = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 10
    while not Path(f"/tmp/.X11-unix/X{number}").exists():
        if time.monotonic() > deadline or server.poll() is not None:
            raise SystemExit("startup_time: Xvfb did not start")
        time.sleep(0.05)
    return server, f":{number}"


def cpu_seconds(pid: int) -> float:
    """User + system CPU time the process has used so far (all its threads), from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def time_first_window(command: list[str], display: str, timeout: float = 30.0) -> tuple[float, float]:
    """(wall seconds, CPU seconds of the process) from launch to its first mapped window."""
    xlib = ctypes.CDLL("libX11.so.6")
    xlib.XOpenDisplay.restype = ctypes.c_void_p
    xlib.XOpenDisplay.argtypes = [ctypes.c_char_p]
    xlib.XDefaultRootWindow.restype = ctypes.c_ulong
    xlib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    xlib.XSelectInput.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long]
    xlib.XConnectionNumber.argtypes = [ctypes.c_void_p]
    xlib.XPending.argtypes = [ctypes.c_void_p]
    xlib.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.POINTER(XEvent)]
    xlib.XFlush.argtypes = [ctypes.c_void_p]
    xlib.XCloseDisplay.argtypes = [ctypes.c_void_p]

    dpy = xlib.XOpenDisplay(display.encode())
    if not dpy:
        raise SystemExit(f"startup_time: cannot open display {display}")
    xlib.XSelectInput(dpy, xlib.XDefaultRootWindow(dpy), SUBSTRUCTURE_NOTIFY_MASK)
    xlib.XFlush(dpy)
    fd = xlib.XConnectionNumber(dpy)
    with tempfile.TemporaryDirectory() as data:
        env = dict(os.environ, DISPLAY=display, FAIRTABLE_DATA_DIR=data)
        env.pop("QT_QPA_PLATFORM", None)
        event = XEvent()
        t0 = time.perf_counter()
        proc = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            while True:
                while xlib.XPending(dpy):
                    xlib.XNextEvent(dpy, ctypes.byref(event))
                    if event.type == MAP_NOTIFY:
                        return time.perf_counter() - t0, cpu_seconds(proc.pid)
                if proc.poll() is not None:
                    raise SystemExit(f"startup_time: {command[0]} exited ({proc.returncode}) before a window showed")
                if time.perf_counter() - t0 > timeout:
                    raise SystemExit(f"startup_time: no window within {timeout:.0f} s")
                select.select([fd], [], [], 0.05)
        finally:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
            xlib.XCloseDisplay(dpy)


PROBE_MARK = "fairtable-window-shown"


def time_probe(command: list[str], timeout: float = 30.0) -> tuple[float, float]:
    """(wall seconds, CPU seconds) from launch to the app's own 'window shown' line."""
    with tempfile.TemporaryDirectory() as data:
        env = dict(os.environ, FAIRTABLE_DATA_DIR=data, FAIRTABLE_STARTUP_PROBE="1")
        t0 = time.perf_counter()
        proc = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        assert proc.stdout is not None
        try:
            for line in proc.stdout:
                if line.strip() == PROBE_MARK:
                    wall = time.perf_counter() - t0
                    cpu = cpu_seconds(proc.pid) if Path(f"/proc/{proc.pid}/stat").exists() else float("nan")
                    return wall, cpu
            raise SystemExit(f"startup_time: {command[0]} never printed {PROBE_MARK!r} (exit {proc.wait()})")
        finally:
            try:
                proc.wait(timeout)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="packaging/startup_time.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="launches, the first one not counted (default 7)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--probe", action="store_true", help="use the app's FAIRTABLE_STARTUP_PROBE line, not X11")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="what to launch (default: the onedir build)")
    args = parser.parse_args(argv)
    command = args.command[1:] if args.command[:1] == ["--"] else args.command  # `-- CMD`: argparse keeps the --
    command = command or [str(ROOT / "dist" / "fairtable" / "fairtable")]
    if shutil.which(command[0]) is None:
        raise SystemExit(f"startup_time: no such program: {command[0]}")

    count = max(args.runs, 2)
    server = None
    if args.probe:
        runs = [time_probe(command) for _ in range(count)]
    else:
        display = os.environ.get("DISPLAY")
        if not display:
            server, display = start_xvfb()
        try:
            runs = [time_first_window(command, display) for _ in range(count)]
        finally:
            if server is not None:
                server.terminate()
                server.wait()
    warm = [wall for wall, _ in runs[1:]]
    figures = {
        "command": " ".join(command),
        "method": "probe" if args.probe else "x11-map",
        "first_s": round(runs[0][0], 3),
        "warm_median_s": round(statistics.median(warm), 3),
        "warm_min_s": round(min(warm), 3),
        "warm_max_s": round(max(warm), 3),
        "warm_cpu_median_s": round(statistics.median(cpu for _, cpu in runs[1:]), 3),
        "runs": len(runs),
        "load_average": round(os.getloadavg()[0], 2),
    }
    if args.json:
        print(json.dumps(figures))
    else:
        print(
            f"first window: {figures['first_s']:.3f} s on the first launch; warm median "
            f"{figures['warm_median_s']:.3f} s (min {figures['warm_min_s']:.3f}, max {figures['warm_max_s']:.3f}, "
            f"{len(warm)} launches; CPU {figures['warm_cpu_median_s']:.3f} s; load average "
            f"{figures['load_average']})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
