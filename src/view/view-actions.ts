/**
 * What `verdict view` can do besides showing: promote a run (✓ This went well) and replay a
 * promoted case (Run it again). The server takes them from the CLI, which owns `verdict add` and
 * how to start itself again, so that the view calls the very code the commands run.
 */
import type { CaseRef } from './promoted-cases.js';

/** `verdict add <target> --task <taskId> --rep <repetition> --suite <suite> --contains <contains>`. */
export interface PromoteRequest {
  /** The run folder, relative to where `verdict view` runs (as the run page's command names it). */
  target: string;
  taskId: string;
  repetition: number;
  suite: string;
  /** As `--contains` takes it: words separated by commas; '' for none. */
  contains: string;
}

export interface PromoteResult {
  /** `verdict add`'s exit code: 0 added, 1 refused, 2 a bad request. */
  code: number;
  /** What it printed, stderr and stdout in the order written. */
  printed: string;
  /** The case it made, when it made one. */
  added?: CaseRef;
}

export interface ViewActions {
  promote(request: PromoteRequest): Promise<PromoteResult>;
  /** How to start this CLI again as a child process, for `verdict run`. */
  selfCommand: readonly string[];
  /** The environment that child gets. */
  env: NodeJS.ProcessEnv;
}
