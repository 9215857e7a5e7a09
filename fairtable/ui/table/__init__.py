"""The board framework shared by every title: scene, items, drag controller, animation, art."""
