/**
 * Where the bundled CLI keeps its V8 code caches (`cli/bundle-loader.ts`); the look outside a
 * run's workspace (`runner/outside-watch.ts`) leaves it out: any other verdict may write there.
 */
import { join } from 'node:path';

export function codeCacheDir(env: NodeJS.ProcessEnv, home: string): string {
  return (
    env.VERDICT_CODE_CACHE ||
    join(env.XDG_CACHE_HOME || join(home, '.cache'), 'verdict', 'code-cache')
  );
}
