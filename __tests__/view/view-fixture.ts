/**
 * Real run directories for `verdict view`'s tests, made once per file by the real CLI (a replay of
 * smoke-coding's fix-add and a scripted run of create-pad-module in `.verdict/runs`), copied for
 * each test that changes them; and a raw HTTP request for what fetch would not send as it is (a
 * path with `..`, another Host).
 */
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { REPO_ROOT, runCliProcess } from '../helpers/run-cli.js';

export interface SavedRuns {
  /** The folder holding `.verdict/runs`. */
  dir: string;
  replayId: string;
  scriptedId: string;
}

/** Makes the runs before the file's tests, removes them after; the getter gives a fresh copy. */
export function useSavedRuns(): () => Promise<SavedRuns> {
  let base = '';
  let replayId = '';
  let scriptedId = '';
  const copies: string[] = [];
  beforeAll(async () => {
    base = await mkdtemp(path.join(os.tmpdir(), 'verdict-view-'));
    await cp(path.join(REPO_ROOT, 'fixtures/eval/smoke-coding'), path.join(base, 'suite'), {
      recursive: true,
    });
    const run = (mode: string, task: string) =>
      runCliProcess(
        [
          'run',
          'suite',
          '--mode',
          mode,
          '--tasks',
          task,
          '--yes',
          '--allow-write',
          '--allow-process',
        ],
        { cwd: base },
      );
    const replay = await run('replay', 'fix-add');
    expect(replay.code, replay.stderr).toBe(0);
    [replayId = ''] = await readdir(path.join(base, '.verdict', 'runs'));
    const scripted = await run('scripted', 'create-pad-module');
    expect(scripted.code, scripted.stderr).toBe(0);
    const ids = await readdir(path.join(base, '.verdict', 'runs'));
    scriptedId = ids.find((id) => id !== replayId) ?? '';
  }, 120_000);
  afterAll(async () => {
    await Promise.all([base, ...copies].map((dir) => rm(dir, { recursive: true, force: true })));
  });
  return async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'verdict-view-'));
    copies.push(dir);
    await cp(path.join(base, '.verdict'), path.join(dir, '.verdict'), {
      recursive: true,
      preserveTimestamps: true,
    });
    return { dir, replayId, scriptedId };
  };
}

export function runDirOf(runs: SavedRuns, id: string): string {
  return path.join(runs.dir, '.verdict', 'runs', id);
}

export const readText = (file: string): Promise<string> => readFile(file, 'utf8');

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request sent exactly as given: its path is not normalized, its headers are these. */
export function rawRequest(
  port: number,
  target: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: '127.0.0.1', port, path: target, method, headers, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

/** A POST sent exactly as given (its headers, its body), for the guard's refusals of an action. */
export function rawPost(
  port: number,
  target: string,
  headers: Record<string, string>,
  body: string,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        path: target,
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(Buffer.byteLength(body)),
          ...headers,
        },
        agent: false,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}
