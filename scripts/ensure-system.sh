#!/usr/bin/env bash
# Installs the Debian packages OpenHow uses when they are missing (ffmpeg for video, espeak-ng and
# pocketsphinx for local speech, chromium for the browser tests, fonts for certificates). Needs root or sudo.
set -euo pipefail
want=()
command -v ffmpeg >/dev/null || want+=(ffmpeg)
command -v espeak-ng >/dev/null || want+=(espeak-ng)
# English speech recognition for the embedded transcription provider.
command -v pocketsphinx_continuous >/dev/null && [ -d /usr/share/pocketsphinx/model/en-us ] || want+=(pocketsphinx pocketsphinx-en-us)
# Fonts the skill certificate PDF embeds (lib/skills/pdf-fonts.ts): Latin and Cyrillic, CJK, Thai.
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || want+=(fonts-dejavu-core)
[ -f /usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf ] || want+=(fonts-droid-fallback)
[ -f /usr/share/fonts/truetype/tlwg/Garuda.ttf ] || want+=(fonts-thai-tlwg-ttf)
# zip and unzip: the SCORM export's tests and benchmark check packages with Info-ZIP.
command -v unzip >/dev/null || want+=(unzip)
command -v zip >/dev/null || want+=(zip)
if [ "${OPENHOW_WITH_BROWSER:-0}" = 1 ]; then command -v chromium >/dev/null || want+=(chromium); fi
[ ${#want[@]} -eq 0 ] && exit 0
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "Installing system packages: ${want[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${want[@]}" >/dev/null
