/**
 * The commands report.html gives for one run: `verdict add` to promote a run that passed, and
 * `verdict show` to print one whose transcript the page left out. Both name the run by its folder
 * (either command accepts a run folder as well as an id). The page's script replaces the folder
 * written here with the one the page was opened from, over `file://` (`RUNS_SCRIPT`), so a command
 * still works once the folder was copied or unzipped elsewhere.
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
