/**
 * The guard of `verdict view`'s server, as a pure function: Host, Origin, method and token, each
 * refusal on its own (the server's tests send the same over real HTTP).
 */
import { describe, expect, it } from 'vitest';
import { openerCommand } from '../../src/view/open-browser.js';
import {
  checkRequest,
  newViewToken,
  viewCookieName,
  type RequestFacts,
} from '../../src/view/request-guard.js';

const settings = { port: 4123, token: newViewToken() };
const cookie = `other=1; ${viewCookieName(4123)}=${settings.token}`;
const asked = (facts: Partial<RequestFacts>): RequestFacts => ({
  method: 'GET',
  host: '127.0.0.1:4123',
  origin: undefined,
  cookie,
  queryToken: null,
  ...facts,
});

describe('checkRequest', () => {
  it('makes a token of 32 random bytes, base64url', () => {
    expect(settings.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newViewToken()).not.toBe(settings.token);
  });

  it('lets in the token from the query, with an HttpOnly SameSite=Strict cookie named by port', () => {
    const decision = checkRequest(
      asked({ cookie: undefined, queryToken: settings.token }),
      settings,
    );
    expect(decision).toEqual({
      allowed: true,
      setCookie: `verdict-view-4123=${settings.token}; HttpOnly; SameSite=Strict; Path=/`,
    });
    expect(checkRequest(asked({}), settings)).toEqual({ allowed: true });
    expect(checkRequest(asked({ host: 'localhost:4123' }), settings).allowed).toBe(true);
  });

  it('refuses without the token, with a wrong one, and with the cookie of another port', () => {
    for (const facts of [
      { cookie: undefined },
      { cookie: undefined, queryToken: `${settings.token.slice(0, -1)}x` },
      { cookie: `verdict-view-4124=${settings.token}` },
      { cookie: `verdict-view-4123=${settings.token}x` },
    ]) {
      const decision = checkRequest(asked(facts), settings);
      expect(decision).toMatchObject({ allowed: false, status: 403 });
      expect(decision.allowed === false && decision.reason).toMatch(/open the URL/);
    }
  });

  it('refuses a Host that is not its own, whatever the token', () => {
    for (const host of [
      undefined,
      'evil.example:4123',
      '127.0.0.1:4124',
      '127.0.0.1',
      '[::1]:4123',
    ]) {
      expect(checkRequest(asked({ host }), settings)).toMatchObject({ allowed: false });
    }
  });

  it("refuses a foreign Origin, and a POST without this server's", () => {
    for (const origin of [
      'http://evil.example',
      'http://127.0.0.1:4124',
      'null',
      'https://127.0.0.1:4123',
    ]) {
      expect(checkRequest(asked({ origin }), settings)).toMatchObject({ allowed: false });
    }
    expect(checkRequest(asked({ method: 'POST' }), settings)).toMatchObject({ allowed: false });
    const own = asked({ method: 'POST', origin: 'http://localhost:4123' });
    expect(checkRequest(own, settings)).toEqual({ allowed: true });
  });
});

describe('openerCommand', () => {
  it("is the platform's opener, never a shell line", () => {
    const url = 'http://127.0.0.1:1/?token=abc';
    expect(openerCommand('linux', url)).toEqual(['xdg-open', [url]]);
    expect(openerCommand('darwin', url)).toEqual(['open', [url]]);
    expect(openerCommand('win32', url)).toEqual(['cmd', ['/c', 'start', '""', url]]);
  });
});
