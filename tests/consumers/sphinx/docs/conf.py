import os
import sys

sys.path.insert(0, os.path.abspath("../node_modules/docs-widgets/integrations/sphinx"))

project = "Widgets in Sphinx"
extensions = ["docs_widgets"]
html_theme = "furo"
html_static_path = ["_static"]
html_css_files = ["docs-widgets/themes/furo.css"]


# Debian's Furo (2022.12.07+dfsg) is not the one on PyPI: its furo.js is the unbundled ES module
# source, which throws as the classic script Furo loads it as (and as a module, on an import its
# unbundled neighbour does not export), and its stylesheet imports normalize.css from /javascript/,
# where Debian's web server serves libjs-normalize. This site leaves furo.js out (the theme's
# toggle and scroll spy; its dark mode is kept in localStorage and set by the page itself) and
# serves normalize.css where it is looked for. With Furo from PyPI these lines are not needed.
def _without_debian_furo_script(app, pagename, templatename, context, doctree):
    context["script_files"] = [
        script for script in context.get("script_files", []) if not script.startswith("_static/scripts/furo.js")
    ]


def _debian_furo_normalize(app, exception):
    import shutil

    if exception is None and os.path.isdir("/usr/share/javascript/normalize.css"):
        target = os.path.join(app.outdir, "javascript", "normalize.css")
        shutil.copytree("/usr/share/javascript/normalize.css", target, dirs_exist_ok=True)


def setup(app):
    app.connect("html-page-context", _without_debian_furo_script, priority=900)
    app.connect("build-finished", _debian_furo_normalize)
