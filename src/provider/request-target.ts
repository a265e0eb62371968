/**
 * The path and query of an HTTP request target (`request.url`), as `new URL(target, base)` reads
 * them. Agents send plain targets (`/v1/chat/completions`), whose pathname is the target itself;
 * those are read without building a URL, which costs more than the rest of routing. Anything else
 * (a query, `%`, a dot segment, `//host`) goes through `URL`, so both give the same answer.
 */

export interface RequestTarget {
  /** The pathname, as `URL#pathname` spells it (dot segments resolved, characters escaped). */
  pathname: string;
  query: URLSearchParams;
}

/**
 * Targets whose `URL#pathname` is the target: `/` then characters that URL never escapes, with no
 * segment starting with `.` (so no `.` or `..` to resolve) and no `//` first (an authority).
 */
const PLAIN_TARGET = /^(?!\/\/)(?!.*\/\.)\/[\w:~./-]*$/;

export function requestTargetOf(target: string): RequestTarget {
  if (PLAIN_TARGET.test(target)) return { pathname: target, query: new URLSearchParams() };
  const url = new URL(target, 'http://127.0.0.1');
  return { pathname: url.pathname, query: url.searchParams };
}
