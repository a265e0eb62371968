/**
 * Who may talk to `verdict view`'s server. Any page the user visits can send requests to 127.0.0.1,
 * and DNS rebinding can make them look same-origin. So, as Jupyter does: the Host must name this
 * server, an Origin (required to change anything) must be its, and the URL's token must come along,
 * then as an HttpOnly SameSite=Strict cookie named by port (cookies are not kept apart by port).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

export function newViewToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface RequestFacts {
  method: string;
  host: string | undefined;
  origin: string | undefined;
  cookie: string | undefined;
  queryToken: string | null;
}

export interface GuardSettings {
  port: number;
  token: string;
}

export type GuardDecision =
  | {
      allowed: true;
      /** The Set-Cookie header to send, when the token came in the query. */ setCookie?: string;
    }
  | { allowed: false; status: 403; reason: string };

const SAFE_METHODS = new Set(['GET', 'HEAD']);

export function viewCookieName(port: number): string {
  return `verdict-view-${port}`;
}

function sameToken(given: string | undefined | null, token: string): boolean {
  if (given === undefined || given === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export function checkRequest(request: RequestFacts, settings: GuardSettings): GuardDecision {
  const hosts = [`127.0.0.1:${settings.port}`, `localhost:${settings.port}`];
  const refuse = (reason: string): GuardDecision => ({ allowed: false, status: 403, reason });
  if (request.host === undefined || !hosts.includes(request.host)) {
    return refuse(`this server answers to ${hosts.join(' or ')} only, not to this Host`);
  }
  const origins = hosts.map((host) => `http://${host}`);
  if (request.origin !== undefined && !origins.includes(request.origin)) {
    return refuse('a request from another site is refused');
  }
  if (!SAFE_METHODS.has(request.method) && request.origin === undefined) {
    return refuse(`a ${request.method} request must come from this server's own pages`);
  }
  const name = viewCookieName(settings.port);
  if (sameToken(request.queryToken, settings.token)) {
    return {
      allowed: true,
      setCookie: `${name}=${settings.token}; HttpOnly; SameSite=Strict; Path=/`,
    };
  }
  if (sameToken(cookieValue(request.cookie, name), settings.token)) return { allowed: true };
  return refuse(
    'open the URL that `verdict view` printed in its terminal: it carries the token this server asks for',
  );
}
