/**
 * What `verdict view` can do besides showing, given by the CLI, which owns `verdict add` and how to
 * start itself again, so that the view calls the very code the commands run.
 */
import type { CaseRef } from './promoted-cases.js';

/** `verdict add <target> --task <taskId> --rep <repetition> --suite <suite> --contains <contains>`. */
export interface PromoteRequest {
  /** Relative to where `verdict view` runs. */
  target: string;
  taskId: string;
  repetition: number;
  suite: string;
  /** Comma-separated; '' for none. */
  contains: string;
}

export interface PromoteResult {
  /** 0 added, 1 refused, 2 a bad request. */
  code: number;
  /** stderr and stdout in the order written. */
  printed: string;
  added?: CaseRef;
}

export interface ViewActions {
  promote(request: PromoteRequest): Promise<PromoteResult>;
  /** How to start this CLI again as a child process. */
  selfCommand: readonly string[];
  env: NodeJS.ProcessEnv;
}
