#!/bin/sh
# Runs Codex CLI headless (`codex exec --json`) as Verdict's agent. Verdict starts it in the run's
# workspace with the task on stdin and in VERDICT_PROMPT, its proxy in OPENAI_BASE_URL, a per-run
# token in OPENAI_API_KEY and the model name in OPENAI_MODEL. Arguments, when given, are the
# command that starts Codex (default: `codex` from PATH).
set -eu

: "${OPENAI_BASE_URL:?set by Verdict: the proxy, http://127.0.0.1:<port>/v1}"
: "${OPENAI_MODEL:?set by Verdict: the model name}"
: "${HOME:?set by Verdict: the run's fresh home directory}"

# Codex reads its configuration (and keeps sessions, logs and its SQLite state) in CODEX_HOME.
# Verdict gives every run a fresh HOME, so this is a fresh directory too; the marker below keeps
# the wrapper from overwriting a config.toml it did not write (a real ~/.codex, when an agent entry
# keeps the user's HOME).
CODEX_HOME="$HOME/.codex"
export CODEX_HOME
config="$CODEX_HOME/config.toml"
marker='# Written by examples/agents/codex/codex-agent.sh for one Verdict run.'
mkdir -p "$CODEX_HOME"
if [ -e "$config" ] && [ "$(head -n 1 "$config")" != "$marker" ]; then
  echo "codex-agent.sh: $config exists and was not written by this wrapper; refusing to replace it" >&2
  exit 2
fi

# A TOML basic string: backslashes and double quotes escaped (both values come from Verdict).
toml_string() {
  printf '"%s"' "$(printf '%s' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g')"
}

# What every line is for: README.md, "What the wrapper and config.toml do".
cat >"$config" <<EOF
$marker
model = $(toml_string "$OPENAI_MODEL")
model_provider = "verdict"
approval_policy = "never"
sandbox_mode = "danger-full-access"
check_for_update_on_startup = false
web_search = "disabled"

[model_providers.verdict]
name = "Verdict proxy"
base_url = $(toml_string "$OPENAI_BASE_URL")
env_key = "OPENAI_API_KEY"
wire_api = "responses"
supports_websockets = false
request_max_retries = 0
stream_max_retries = 0

[analytics]
enabled = false

[feedback]
enabled = false

[otel]
exporter = "none"
trace_exporter = "none"
metrics_exporter = "none"
log_user_prompt = false

[history]
persistence = "none"

[features]
plugins = false
EOF

[ "$#" -gt 0 ] || set -- codex
# The prompt goes in as the argument only: `codex exec` appends whatever it reads on stdin to it
# as a <stdin> block, and Verdict also writes the prompt there.
if [ -n "${VERDICT_PROMPT:-}" ]; then
  exec "$@" exec --json --skip-git-repo-check --strict-config --ephemeral "$VERDICT_PROMPT" </dev/null
fi
# Without VERDICT_PROMPT (run by hand), the prompt is stdin: `-` reads it.
exec "$@" exec --json --skip-git-repo-check --strict-config --ephemeral -
