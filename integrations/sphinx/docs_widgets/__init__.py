"""docs-widgets for Sphinx: ``extensions = ["docs_widgets"]``, with this folder's parent on ``sys.path``.

Thin on purpose: the work is done by the package's ``docs-widgets`` command (prerender,
search-text); this file only tells Sphinx when to call it, and gives the directives.
"""

import html
import json
import os
import posixpath
import re
import shutil
import subprocess

from docutils import nodes
from docutils.parsers.rst import Directive, directives
from sphinx.errors import ExtensionError

PACKAGE = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
COMMAND = ["node", os.path.join(PACKAGE, "dist", "cli", "docs-widgets.js")]
# Where the CDN build and the theme presets are copied, under _static.
STATIC_FOLDER = "docs-widgets"


def _run(*args, capture=True, **options):
    """Runs a docs-widgets command; returns what it printed (output, messages) when captured. Its
    own message, not a traceback, when it fails."""
    try:
        done = subprocess.run(COMMAND + list(args), capture_output=capture, text=True, **options)
    except FileNotFoundError as error:
        raise ExtensionError("docs-widgets: Node.js (node) must be on the PATH of the build.") from error
    if done.returncode != 0:
        raise ExtensionError(f"docs-widgets {args[0]} failed (exit code {done.returncode}): {(done.stderr or '').strip()}")
    return done.stdout, done.stderr


class search_text(nodes.General, nodes.Element):
    """Text Sphinx's search index holds but no page shows: the prerender writes the same text into
    the page, after the index is written."""


def _skip(translator, node):
    raise nodes.SkipNode


class _AnyAttribute(dict):
    """Every option of the generic directive is an attribute of the element, as written."""

    def __bool__(self):
        return True

    def __contains__(self, name):
        return True

    def __getitem__(self, name):
        return directives.unchanged


def _element(tag, attributes, inner=""):
    written = "".join(f' {name}="{html.escape(value or "", quote=True)}"' if value else f" {name}"
                      for name, value in attributes.items())
    return f"<{tag}{written}>{inner}</{tag}>"


class Widget(Directive):
    """``.. docs-widget:: accepted-values`` with the attributes as options and the light DOM (HTML) as content."""

    required_arguments = 1
    has_content = True
    option_spec = _AnyAttribute()

    def run(self):
        tag = self.arguments[0]
        if not re.fullmatch(r"[a-z][a-z0-9]*(-[a-z0-9]+)+", tag):
            raise self.error(f'docs-widget: "{tag}" is not a custom element name (give accepted-values and the like).')
        for name in self.options:
            if not re.fullmatch(r"[a-z][a-z0-9-]*", name):
                raise self.error(f'docs-widget: <{tag}>: "{name}" is not an attribute name.')
        element = _element(tag, self.options, "\n".join(self.content))
        return [nodes.raw("", element, format="html")]


class CliReference(Directive):
    """``.. cli-reference:: _static/cli.json``: the spec's path from the source folder, which is also
    its path in the built site (a file of ``html_static_path``)."""

    required_arguments = 1
    option_spec = _AnyAttribute()

    def run(self):
        env = self.state.document.settings.env
        path = self.arguments[0].lstrip("/")
        src = posixpath.relpath(path, posixpath.dirname(env.docname) or ".")
        element = _element("cli-reference", {"src": src, **self.options})
        env.note_dependency(os.path.join(env.srcdir, path))
        try:
            found, problems = _run("search-text", "--spec", f"{src}={os.path.join(env.srcdir, path)}", "-",
                                   input=element)
        except ExtensionError as error:
            raise self.error(str(error)) from error
        # A spec that cannot be read is a warning of the page (an error under -W), as the widget will show it.
        messages = [self.state.document.reporter.warning(problems.strip(), line=self.lineno)] if problems.strip() else []
        text = search_text()
        for page in json.loads(found):
            for section in page["sections"]:
                text += nodes.Text(f"{section['text']}\n")
        return [nodes.raw("", element, format="html"), text, *messages]


def _add_loader(app):
    app.add_js_file(f"{STATIC_FOLDER}/loader.js", type="module")


def _prerender(app, exception):
    if exception is not None or app.builder.format != "html":
        return
    static = os.path.join(app.outdir, "_static", STATIC_FOLDER)
    shutil.copytree(os.path.join(PACKAGE, "dist"), static, dirs_exist_ok=True,
                    ignore=shutil.ignore_patterns("cli", "lib", "spec", "*.map"))
    shutil.copytree(os.path.join(PACKAGE, "package", "themes"), os.path.join(static, "themes"), dirs_exist_ok=True)
    _run("prerender", app.outdir, capture=False)


def setup(app):
    skip = (_skip, None)
    app.add_node(search_text, html=skip, latex=skip, text=skip, man=skip, texinfo=skip)
    app.add_directive("cli-reference", CliReference)
    app.add_directive("docs-widget", Widget)
    app.connect("builder-inited", _add_loader)
    app.connect("build-finished", _prerender)
    return {"version": "0.2", "parallel_read_safe": True, "parallel_write_safe": True}
