import { checkGrants, type Grants } from '../../runner/policy-gate.js';
import type { LoadedSuite } from '../../suite/load-suite.js';
import type { Effect } from '../../suite/schema.js';
import type { ParsedArgs } from '../command.js';
import { throwProblems } from '../../errors.js';

/** What `--allow-*`, `--read-only` and `--allow-suite-full` grant. */
export function grantsOf(args: ParsedArgs): Grants {
  const allow = new Set<Effect>();
  for (const effect of ['write', 'process', 'external', 'analysis'] as const) {
    if (args.values[`allow-${effect}`] === true) allow.add(effect);
  }
  return {
    allow,
    readOnly: args.values['read-only'] === true,
    allowSuiteFull: args.values['allow-suite-full'] === true,
  };
}

/** The policy gate, before the first run: every ungranted effect is a problem (exit 2). */
export function checkSuiteGrants(suite: LoadedSuite, grants: Grants): void {
  throwProblems(
    'the suite asks for more than was granted; nothing ran',
    checkGrants(suite, grants),
  );
}
