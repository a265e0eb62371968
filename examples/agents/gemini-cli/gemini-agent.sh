#!/bin/sh
# Runs gemini-cli headless as Verdict's agent. Verdict starts it in the run's workspace (with a
# fresh HOME) with the task in VERDICT_PROMPT and on stdin, its proxy in GOOGLE_GEMINI_BASE_URL /
# GEMINI_API_KEY, the model in OPENAI_MODEL and the task's policy in VERDICT_POLICY. Arguments,
# when given, are the command that starts gemini-cli (default: `gemini` from PATH).
set -eu
here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)

model=${GEMINI_MODEL:-${OPENAI_MODEL:?"set OPENAI_MODEL (or GEMINI_MODEL) to the model to run (Verdict does)"}}
if [ -n "${VERDICT_PROMPT+set}" ]; then prompt=$VERDICT_PROMPT; else prompt=$(cat); fi

# Settings that keep runs offline and comparable (see README.md), as system settings: they take
# precedence over the user's and the workspace's (`.gemini/settings.json` in a fixture). gemini-cli
# reads a system settings file only where no ancestor directory is writable by others, so this
# one, never a copy under /tmp; it never writes there. Where the checkout is not such a place,
# gemini-cli warns and skips it: the same settings also go in a fresh HOME as the user's (Verdict
# gives every run its own HOME; a HOME that has gemini-cli settings already is left alone).
GEMINI_CLI_SYSTEM_SETTINGS_PATH=$here/settings.json
if [ ! -e "$HOME/.gemini/settings.json" ]; then
  mkdir -p "$HOME/.gemini"
  cp "$here/settings.json" "$HOME/.gemini/settings.json"
fi
# Otherwise gemini-cli starts a second Node process only to raise its heap limit: a second startup.
GEMINI_CLI_NO_RELAUNCH=true
export GEMINI_CLI_SYSTEM_SETTINGS_PATH GEMINI_CLI_NO_RELAUNCH

# The task's policy decides the approval mode, and with it the tools gemini-cli offers the model:
# headless, it offers only what it may run without asking. `default`: reading and searching;
# `auto_edit` adds replace and write_file (the `write` effect); `yolo` adds the shell (`process`),
# which can write as well. `ask` and readOnly offer the reading tools only.
policy=$(printf '%s' "${VERDICT_POLICY-}" | tr -d ' \t\r\n')
grants() {
  case $policy in *"\"$1\""*) return 0 ;; esac
  return 1
}
approval=default
case $policy in
  *'"readOnly":true'* | *'"mode":"ask"'*) ;;
  *) if grants process; then approval=yolo; elif grants write; then approval=auto_edit; fi ;;
esac

[ "$#" -gt 0 ] || set -- gemini
# The prompt goes in -p only, and stdin is closed: gemini-cli appends what it reads there to -p.
exec "$@" -m "$model" --approval-mode "$approval" -o json -p "$prompt" </dev/null
