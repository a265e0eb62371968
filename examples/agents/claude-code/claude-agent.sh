#!/bin/sh
# Runs Claude Code headless as Verdict's agent. Verdict starts it in the run's workspace (with a
# fresh HOME) with the task in VERDICT_PROMPT and on stdin, its proxy in ANTHROPIC_BASE_URL /
# ANTHROPIC_API_KEY, the model in ANTHROPIC_MODEL and the task's policy in VERDICT_POLICY.
# Arguments, when given, are the command that starts Claude Code (default: `claude` from PATH).
set -eu
here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)

model=${ANTHROPIC_MODEL:?"set ANTHROPIC_MODEL to the model to run (Verdict does)"}
if [ -n "${VERDICT_PROMPT+set}" ]; then prompt=$VERDICT_PROMPT; else prompt=$(cat); fi

# Nothing but the model calls leaves the process (see README.md). Set in settings.json too: the
# `env` of a workspace's .claude/settings.json overrides the environment; --settings overrides it.
CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1
DISABLE_TELEMETRY=1
DISABLE_ERROR_REPORTING=1
DISABLE_AUTOUPDATER=1
# The TodoWrite checklist (one call rewrites the whole list) instead of the TaskCreate/TaskUpdate
# family (a call per task), which Claude Code 2.1 offers by default.
CLAUDE_CODE_ENABLE_TASKS=0
export CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC DISABLE_TELEMETRY DISABLE_ERROR_REPORTING \
  DISABLE_AUTOUPDATER CLAUDE_CODE_ENABLE_TASKS

# The task's policy decides the tools: reading, searching and the checklist always; Edit and Write
# with the `write` effect (unless readOnly); Bash with `process`. In `ask` mode the effect tools
# are offered but not approved, and Claude Code's `dontAsk` mode denies them without asking, as
# Verdict's headless lab denies every approval. Without VERDICT_POLICY nothing with an effect is
# granted.
policy=$(printf '%s' "${VERDICT_POLICY-}" | tr -d ' \t\r\n')
grants() {
  case $policy in *"\"$1\""*) return 0 ;; esac
  return 1
}
offered=Read,Glob,Grep,TodoWrite
approved=$offered
effects=
case $policy in *'"readOnly":true'*) ;; *) if grants write; then effects=Edit,Write; fi ;; esac
if grants process; then effects=${effects:+$effects,}Bash; fi
if [ -n "$effects" ]; then
  offered=$offered,$effects
  case $policy in *'"mode":"ask"'*) ;; *) approved=$approved,$effects ;; esac
fi

[ "$#" -gt 0 ] || set -- claude
# The prompt goes after `--` (the tool lists would take it for one more tool name otherwise), and
# stdin is closed: Claude Code would add what it reads there to the prompt.
exec "$@" -p --output-format json --model "$model" --settings "$here/settings.json" \
  --permission-mode dontAsk --tools "$offered" --allowedTools "$approved" -- "$prompt" </dev/null
