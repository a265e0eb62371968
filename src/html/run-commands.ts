/**
 * The `verdict add` / `verdict show` command of one run. Over `file://`, `RUNS_SCRIPT` rewrites the
 * `data-run-dir` span to the page's folder, so it works once copied or unzipped elsewhere.
 */
import { shellWord } from '../process/shell-word.js';
import { escapeHtml } from './escape-html.js';

export interface RunAddress {
  taskId: string;
  repetition: number;
}

export function renderRunCommand(verb: 'add' | 'show', runDir: string, run: RunAddress): string {
  return [
    `<code class="command" data-copy>verdict ${verb} `,
    `<span data-run-dir>${escapeHtml(shellWord(runDir))}</span>`,
    ` --task ${escapeHtml(shellWord(run.taskId))} --rep ${run.repetition}</code>`,
  ].join('');
}
