/**
 * The sandbox a run is contained in (SPEC §1): one interface, one module per backend, chosen once
 * per invocation (`open-sandbox.ts`). Every command of a run starts through its box; the runner never
 * branches on the backend. What each guarantees is in its module's header and docs/sandbox.md.
 */
import { z } from 'zod';
import type { Containment } from '../process/containment.js';

export const SANDBOX_BACKENDS = ['bwrap', 'docker', 'none'] as const;
export type SandboxBackend = (typeof SANDBOX_BACKENDS)[number];
/** What the user asks for: a backend, or `auto` (bwrap, else docker, else none with a warning). */
export const SANDBOX_CHOICES = ['auto', ...SANDBOX_BACKENDS] as const;
export type SandboxChoice = (typeof SANDBOX_CHOICES)[number];

const limit = (min: number, max: number, description: string) =>
  z.number().int().min(min).max(max).optional().describe(description);

/** A run's limits, each per process (an rlimit); `processes` also to the agent's whole tree. */
export const ResourceLimitsSchema = z
  .strictObject({
    memoryMb: limit(64, 1_048_576, 'Private writable memory per process, in MiB (default 4096).'),
    processes: limit(8, 65_536, 'Processes of a run at once (default 512).'),
    cpuSeconds: limit(1, 86_400, 'CPU time per process, in seconds (default 1800).'),
  })
  .describe("A sandboxed run's resource limits; a task's replace its suite's, key by key.");
export type ResourceLimitsInput = z.infer<typeof ResourceLimitsSchema>;
export type ResourceLimits = Required<ResourceLimitsInput>;

export const DEFAULT_LIMITS: ResourceLimits = { memoryMb: 4096, processes: 512, cpuSeconds: 1800 };

/** The limits a task runs with: its own over its suite's over the defaults. */
export function effectiveLimits(
  ...layers: ReadonlyArray<ResourceLimitsInput | undefined>
): ResourceLimits {
  const limits: ResourceLimits = { ...DEFAULT_LIMITS };
  for (const layer of layers) {
    for (const key of Object.keys(limits) as Array<keyof ResourceLimits>) {
      limits[key] = layer?.[key] ?? limits[key];
    }
  }
  return limits;
}

/** The sandbox in the measurement conditions: two sides that differ in it are not comparable. */
export const SandboxConditionsSchema = z.strictObject({
  backend: z.enum(SANDBOX_BACKENDS),
  /** The suite's limits (a task may set its own in the suite file, which its version covers). */
  limits: z.strictObject({
    memoryMb: z.number().int(),
    processes: z.number().int(),
    cpuSeconds: z.number().int(),
  }),
  /** docker: the image. */
  image: z.string().optional(),
  /** The directories a box shows, with tokens for paths (`<REPO>`) so machines compare. */
  shows: z.array(z.string()).optional(),
});
export type SandboxConditions = z.infer<typeof SandboxConditionsSchema>;

/** One line for reports, the comment and `verdict ci`. */
export function describeSandbox(conditions: SandboxConditions | undefined): string {
  if (conditions === undefined) return 'sandbox not recorded';
  if (conditions.backend === 'none') {
    return 'not sandboxed: agents and verifiers ran as this user, with its files and network';
  }
  const { memoryMb, processes, cpuSeconds } = conditions.limits;
  const image = conditions.image === undefined ? '' : ` ${conditions.image}`;
  return `sandboxed (${conditions.backend}${image}): only the proxy reachable, ${memoryMb} MiB memory and ${cpuSeconds} s CPU per process, ${processes} processes`;
}

/** What a run's box is made of: the run's own directories, what it may read, and its limits. */
export interface RunBoxSpec {
  /** The run's directory: holds the workspace, HOME and the events file; writable. */
  root: string;
  /** The run's own `/tmp` (a host directory inside `root`). */
  tmp: string;
  /** Host directories the run may read (the suite, the agent's install); never written. */
  readOnly: readonly string[];
  limits: ResourceLimits;
}

/** A run's box: how its commands are contained, and what it learnt while they ran. */
export interface RunBox extends Containment {
  readonly backend: SandboxBackend;
  /** The first time the sandbox failed to start one of the run's commands, with its message. */
  readonly failure: string | undefined;
  /** Calls `onExceeded` once when the processes below `pid` pass the limit (none: never). */
  watchProcesses(pid: number, onExceeded: () => void): { stop: () => void };
  /** What the box's network refused the agent (`network-attempts.ts`), once it has ended. */
  networkBlocked(): Promise<Array<{ kind: string; detail: string }>>;
  /** The limit a finished command hit, named (`memoryMb 4096`), when its end shows one. */
  limitHit(end: {
    signal: NodeJS.Signals | null;
    exitCode: number | null;
    stderr: string;
  }): string | undefined;
}

/** An invocation's sandbox: a backend, ready, that makes a box per run. */
export interface Sandbox {
  readonly backend: SandboxBackend;
  readonly conditions: (limits: ResourceLimits) => SandboxConditions;
  /** Where the proxy must also listen (a Unix socket) for the box's bridge; none without one. */
  readonly bridgeSocket: string | undefined;
  /** Whether a run can write only in its own directory and `/tmp` (nothing outside to watch). */
  readonly confinesWrites: boolean;
  /** The host directories every box shows read-only (real paths); none without a sandbox. */
  readonly shownDirs: readonly string[];
  /** Where run directories go when the temp directory is shown; undefined to use it. */
  readonly runsParent: string | undefined;
  /** The loopback port inside the box that is bridged to the proxy (the proxy's own port). */
  forRun(spec: RunBoxSpec, proxyPort: number): RunBox;
  /** Removes what the sandbox made for the invocation (the bridge socket's directory). */
  dispose(): Promise<void>;
}
