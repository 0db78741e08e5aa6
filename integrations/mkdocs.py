"""docs-widgets for MkDocs >= 1.4, as a hook: ``hooks: [node_modules/docs-widgets/integrations/mkdocs.py]``.

Thin on purpose: the work is done by the package's ``docs-widgets`` command (prerender, search-text).
This file only tells MkDocs when to call it, and what it cannot do from outside MkDocs.
"""

import json
import os
import shutil
import subprocess

import markdown
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.utils import get_relative_url

PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COMMAND = ["node", os.path.join(PACKAGE, "dist", "cli", "docs-widgets.js")]
# Where the CDN build and the theme presets are copied in the site.
SITE_FOLDER = "docs-widgets"


def _run(*args):
    """Runs a docs-widgets command; its own message, not a traceback, when it fails."""
    try:
        subprocess.run(COMMAND + list(args), check=True)
    except FileNotFoundError as error:
        raise PluginError("docs-widgets: Node.js (node) must be on the PATH of the build.") from error
    except subprocess.CalledProcessError as error:
        raise PluginError(f"docs-widgets {args[0]} failed (exit code {error.returncode}); see its message above.") from error


def _tags():
    with open(os.path.join(PACKAGE, "dist", "custom-elements.json"), encoding="utf-8") as manifest:
        modules = json.load(manifest)["modules"]
    return [d["tagName"] for m in modules for d in m.get("declarations", []) if d.get("tagName")]


class _WidgetsAsBlocks(markdown.Extension):
    """Python-Markdown wraps tags it does not know as blocks in <p>: an <accordion-item> then closes
    at the paragraph's end and its body falls outside. Known as blocks, each widget is kept whole,
    blank lines inside included, as raw HTML."""

    def extendMarkdown(self, md):
        md.block_level_elements.extend(_tags())


def on_config(config):
    config["markdown_extensions"].append(_WidgetsAsBlocks())
    return config


def on_post_page(output, page, config):
    # extra_javascript cannot be a module in MkDocs 1.4, and the loader is one.
    loader = get_relative_url(f"{SITE_FOLDER}/loader.js", page.url)
    return output.replace("</head>", f'<script type="module" src="{loader}"></script></head>', 1)


@event_priority(-100)  # after the search plugin has written its index
def on_post_build(config):
    site = config["site_dir"]
    shutil.copytree(os.path.join(PACKAGE, "dist"), os.path.join(site, SITE_FOLDER), dirs_exist_ok=True,
                    ignore=shutil.ignore_patterns("cli", "lib", "spec", "*.map"))
    shutil.copytree(os.path.join(PACKAGE, "package", "themes"), os.path.join(site, SITE_FOLDER, "themes"),
                    dirs_exist_ok=True)
    _run("prerender", site)
    index = os.path.join(site, "search", "search_index.json")
    if os.path.exists(index):
        _run("search-text", site, "--mkdocs-index", index)
