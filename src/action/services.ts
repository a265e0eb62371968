/** The Action's edges behind small interfaces; `main.ts` wires the real ones, tests others. */
export interface StepIo {
  info(message: string): void;
  notice(message: string): void;
  warning(message: string): void;
  setOutput(name: string, value: string | number): void;
  writeSummary(markdown: string): Promise<void>;
  setFailed(message: string): void;
}

export type CommentResult =
  | { status: 'created' | 'updated'; id: number; url: string }
  | { status: 'forbidden'; message: string }
  | { status: 'skipped'; message: string };

export interface PullRequestComments {
  /** Edits the comment that carries `marker`, or creates it (`create: false` only edits). */
  upsert(options: {
    issueNumber: number;
    marker: string;
    body: string;
    create: boolean;
  }): Promise<CommentResult>;
  /** The open PR whose head is the head commit of workflow run `runId`, from the API. */
  pullRequestOfRun(runId: number): Promise<number | undefined>;
}
