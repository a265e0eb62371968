/**
 * The `verdict add` and `verdict show` commands report.html gives for one run, naming it by its
 * folder. Over `file://` the page's script (`RUNS_SCRIPT`) puts the folder the page was opened from
 * in their place, so a command still works once the folder was copied or unzipped elsewhere.
 */
import { shellWord } from '../process/shell-word.js';
import { escapeHtml } from './escape-html.js';

export interface RunAddress {
  taskId: string;
  repetition: number;
}

/**
 * The command as HTML: a `<code data-copy>` (the script adds a copy button beside it) whose folder
 * is the `data-run-dir` span the script rewrites.
 */
export function renderRunCommand(verb: 'add' | 'show', runDir: string, run: RunAddress): string {
  return [
    `<code class="command" data-copy>verdict ${verb} `,
    `<span data-run-dir>${escapeHtml(shellWord(runDir))}</span>`,
    ` --task ${escapeHtml(shellWord(run.taskId))} --rep ${run.repetition}</code>`,
  ].join('');
}
