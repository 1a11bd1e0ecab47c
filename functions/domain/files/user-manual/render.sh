#!/usr/bin/env bash
# Renders the user manuals (HTML beside this script) to the PDFs the seed uploads.
# Run after editing a manual; needs Chromium (Debian: apt-get install -y chromium).
set -euo pipefail
cd "$(dirname "$0")"
for lang in ru en; do
  chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --print-to-pdf="usermanual-${lang}.pdf" "file://${PWD}/usermanual-${lang}.html" 2>/dev/null
done
ls -l usermanual-*.pdf
