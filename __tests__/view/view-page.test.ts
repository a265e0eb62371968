/**
 * The options report.html's components give `verdict view`: the page shell's policy and script
 * nonce, and the Runs section's first paragraph; without them, report.html's page is as it was.
 */
import { describe, expect, it } from 'vitest';
import { renderHtmlPage } from '../../src/html/page-shell.js';
import { renderRunsSection } from '../../src/html/runs-section.js';
import { renderMessagePage, toServedHtml } from '../../src/view/view-page.js';

describe('renderHtmlPage options', () => {
  const parts = { title: 'T', body: '<p>b</p>', script: 'void 0;' };

  it('keeps its own policy, by hash, and a plain script element by default', () => {
    const html = renderHtmlPage(parts);
    expect(html).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-[^']+'; img-src 'none'; base-uri 'none'; form-action 'none'">/,
    );
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script>']);
  });

  it('writes a given policy in place of its own (escaped), or none, and the nonce', () => {
    const given = renderHtmlPage({ ...parts, csp: `default-src 'self' "x"`, scriptNonce: 'n"1' });
    expect(given).toContain(
      '<meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39; &quot;x&quot;">',
    );
    expect(given.match(/<script[^>]*>/g)).toEqual(['<script nonce="n&quot;1">']);
    const none = renderHtmlPage({ ...parts, csp: false });
    expect(none).not.toContain('Content-Security-Policy');
  });

  it("serves a view page with no policy of its own and the server's nonce", () => {
    const html = toServedHtml(renderMessagePage('Gone', 'Not here.'), 'abc');
    expect(html).not.toContain('http-equiv="Content-Security-Policy"');
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script nonce="abc">']);
  });
});

describe('renderRunsSection intro', () => {
  const section = {
    runDir: 'r',
    runs: [{ taskId: 't', repetition: 1, status: 'pass' as const, transcript: '<p>x</p>' }],
    maxBytes: 1024,
  };

  it("starts with report.html's paragraph by default, and with the one given otherwise", () => {
    expect(renderRunsSection([{ taskId: 't' }], section)).toContain('of transcripts at most');
    const own = renderRunsSection([{ taskId: 't' }], section, { intro: '<p>Mine.</p>' });
    expect(own).toContain('<h2 id="runs-title">Runs</h2>\n<p>Mine.</p>\n');
    expect(own).not.toContain('of transcripts at most');
  });
});
