import os
import sys

sys.path.insert(0, os.path.abspath("../node_modules/docs-widgets/integrations/sphinx"))

project = "Widgets in Sphinx"
extensions = ["docs_widgets"]
html_theme = "furo"
html_static_path = ["_static"]
html_css_files = ["docs-widgets/themes/furo.css"]
