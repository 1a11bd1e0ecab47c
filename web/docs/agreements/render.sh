#!/usr/bin/env bash
# Renders the portal's agreements (HTML beside this script) to the PDFs under web/public/pdf that the
# support modal links to (01 §2.10, §7.4). Run after editing a text; needs Chromium (apt-get install -y chromium).
set -euo pipefail
cd "$(dirname "$0")"
for name in PersonalDataAgreement ConfidentialInformationAgreement Manual_LK_PBIOT; do
  chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --print-to-pdf="../../public/pdf/${name}.pdf" "file://${PWD}/${name}.html" 2>/dev/null
done
ls -l ../../public/pdf/
