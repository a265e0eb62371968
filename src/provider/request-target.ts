/** `request.url`'s path and query as `new URL` reads them, cheaply for a plain target. */
export interface RequestTarget {
  /** The pathname, as `URL#pathname` spells it (dot segments resolved, characters escaped). */
  pathname: string;
  query: URLSearchParams;
}

/** Characters URL never escapes, no segment starting with `.`, no `//` first (an authority). */
const PLAIN_TARGET = /^(?!\/\/)(?!.*\/\.)\/[\w:~./-]*$/;

export function requestTargetOf(target: string): RequestTarget {
  if (PLAIN_TARGET.test(target)) return { pathname: target, query: new URLSearchParams() };
  const url = new URL(target, 'http://127.0.0.1');
  return { pathname: url.pathname, query: url.searchParams };
}
