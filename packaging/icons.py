"""The application icon in every form the installers want, drawn from resources/icons/fairtable.svg.

PNG sizes for Linux (hicolor theme), a multi-size .ico for Windows and an .icns for macOS. Both container
formats hold PNG images (Windows Vista and later, macOS 10.7 and later read them), so Qt's PNG writer is
the only encoder needed.

    python packaging/icons.py OUT_DIR
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns element types holding PNG data, by pixel size (the @2x types reuse the larger renderings)
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
    (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),
)


def render_pngs(svg: Path, sizes: tuple[int, ...] = PNG_SIZES) -> dict[int, bytes]:
    """Each size rendered from the SVG with Qt, as PNG bytes."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"icons: cannot read {svg}")
    out: dict[int, bytes] = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, "PNG")
        buffer.close()
        out[size] = bytes(data.data())
    return out


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico: ICONDIR, one ICONDIRENTRY per size, then the PNG images."""
    sizes = [s for s in ICO_SIZES if s in pngs]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, images = b"", b""
    for size in sizes:
        data = pngs[size]
        edge = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(data), offset)
        images += data
        offset += len(data)
    return header + entries + images


def icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns: the 'icns' header, then one element (type, length, PNG data) per type."""
    body = b""
    for kind, size in ICNS_TYPES:
        if size in pngs:
            body += kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def build_icons(svg: Path, out_dir: Path) -> Path:
    """Writes out_dir/png/<size>.png, out_dir/fairtable.ico, out_dir/fairtable.icns and a copy of the SVG."""
    pngs = render_pngs(svg)
    (out_dir / "png").mkdir(parents=True, exist_ok=True)
    for size, data in pngs.items():
        (out_dir / "png" / f"{size}.png").write_bytes(data)
    (out_dir / "fairtable.ico").write_bytes(ico(pngs))
    (out_dir / "fairtable.icns").write_bytes(icns(pngs))
    (out_dir / "fairtable.svg").write_bytes(svg.read_bytes())
    return out_dir


if __name__ == "__main__":
    root = Path(__file__).resolve().parent.parent
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else root / "build" / "icons"
    print(build_icons(root / "resources" / "icons" / "fairtable.svg", target))
