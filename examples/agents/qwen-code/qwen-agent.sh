#!/bin/sh
# Runs qwen-code headless as Verdict's agent. Verdict starts it in the run's workspace with the task
# in VERDICT_PROMPT and its proxy in OPENAI_BASE_URL / OPENAI_API_KEY / OPENAI_MODEL. Arguments,
# when given, are the command that starts qwen-code (default: `qwen` from PATH).
set -eu
here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)

# Settings that keep runs offline and comparable (see README.md): system settings take precedence
# over the user's and the workspace's. qwen-code rewrites a settings file it finds in an older
# format, so it gets a copy in the run's temp dir, never the file in this directory.
QWEN_CODE_SYSTEM_SETTINGS_PATH=$(mktemp "${TMPDIR:-/tmp}/qwen-code-settings.XXXXXX")
cp "$here/settings.json" "$QWEN_CODE_SYSTEM_SETTINGS_PATH"
# Otherwise qwen-code starts a second Node process only to raise its heap limit: a second startup.
QWEN_CODE_NO_RELAUNCH=1
export QWEN_CODE_SYSTEM_SETTINGS_PATH QWEN_CODE_NO_RELAUNCH

[ "$#" -gt 0 ] || set -- qwen
# The prompt goes in -p only: qwen-code appends whatever it reads on stdin to it, and Verdict also
# writes the prompt there.
exec "$@" --auth-type openai -m "$OPENAI_MODEL" --approval-mode yolo -o json -p "$VERDICT_PROMPT" </dev/null
