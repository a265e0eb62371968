#!/bin/sh
# Runs opencode headless as Verdict's agent (`opencode run`). Verdict starts it in the run's
# workspace with the task on stdin, its proxy in OPENAI_BASE_URL / OPENAI_API_KEY / OPENAI_MODEL,
# and a fresh HOME and XDG dirs. Arguments, when given, are the command that starts opencode
# (default: `opencode` from PATH). README.md says why each setting is here.
set -eu
here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
run_dir=$(mktemp -d "${TMPDIR:-/tmp}/opencode-agent.XXXXXX")

# opencode.json declares Verdict's proxy as an OpenAI-compatible provider. opencode writes into the
# config file it is given (it adds a "$schema" key), so it gets a copy, never the file in this
# directory.
cp "$here/opencode.json" "$run_dir/opencode.json"
OPENCODE_CONFIG="$run_dir/opencode.json"
# Nothing leaves the machine: no download of the public model list, no update check, no sharing,
# no language-server downloads. Nothing but that file configures the run: no ~/.claude prompts or
# skills, no opencode.json or AGENTS.md picked up from the directories above the workspace.
OPENCODE_DISABLE_MODELS_FETCH=1
OPENCODE_DISABLE_AUTOUPDATE=1
OPENCODE_DISABLE_SHARE=1
OPENCODE_DISABLE_LSP_DOWNLOAD=1
OPENCODE_DISABLE_CLAUDE_CODE=1
OPENCODE_DISABLE_EXTERNAL_SKILLS=1
OPENCODE_DISABLE_PROJECT_CONFIG=1
export OPENCODE_CONFIG OPENCODE_DISABLE_MODELS_FETCH OPENCODE_DISABLE_AUTOUPDATE OPENCODE_DISABLE_SHARE \
  OPENCODE_DISABLE_LSP_DOWNLOAD OPENCODE_DISABLE_CLAUDE_CODE OPENCODE_DISABLE_EXTERNAL_SKILLS \
  OPENCODE_DISABLE_PROJECT_CONFIG

# On every start opencode installs `@opencode-ai/plugin` from the npm registry into its config
# directory (for plugins written there), in the background, unless that directory's lock file
# already lists it. This setup has no plugins: the lock lists it, and opencode finds it in sync.
config_dir="${XDG_CONFIG_HOME:-$HOME/.config}/opencode"
mkdir -p "$config_dir/node_modules"
[ -e "$config_dir/package-lock.json" ] || cp "$here/config-dir-lock.json" "$config_dir/package-lock.json"

# glob and grep run ripgrep, whose parallel walk lists files in a different order on every run:
# the shim in bin/ makes it sort by path. Without an `rg` on PATH opencode would download one.
PATH="$here/bin:$PATH"
export PATH

[ "$#" -gt 0 ] || set -- opencode
# The task comes on stdin: `opencode run` reads it there when it is given no message.
exec "$@" run
