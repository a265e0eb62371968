/**
 * Writes `run.json` in the run's ledger directory when a test run ends: the run the global setup
 * started, how it ended, the test files it was made of, every test file the config collects, and
 * which of those record ledger entries. `npm run reliability:doc` compares the ledger's entries
 * with it, so that a document is only ever written from one whole, passing run (see
 * helpers/reliability-run.ts). It prints nothing; the default reporter beside it does.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Reporter, TestModule, TestRunEndReason, Vitest } from 'vitest/node';
import {
  RUN_FILE_NAME,
  type DockerTestCount,
  repositoryPath,
  runDirectory,
  type ReliabilityRun,
  type ReliabilityRunFile,
} from './helpers/reliability-run.js';

const RECORDS = /\brecordReliability\(/;
/** A file of docker tests: it asks helpers/docker-image.ts for the image (or why there is none). */
const DOCKER_TESTS = /helpers\/docker-image\.js'/;

/** The tests of docker test files whose describe says docker: how each ended, and why skipped. */
function dockerTestsOf(
  testModules: ReadonlyArray<TestModule>,
  sources: ReadonlyMap<string, string>,
): DockerTestCount {
  const count: DockerTestCount = { passed: 0, failed: 0, skipped: 0, reasons: [] };
  for (const module of testModules) {
    if (!DOCKER_TESTS.test(sources.get(module.moduleId) ?? '')) continue;
    for (const test of module.children.allTests()) {
      // Its describe says docker (not only its own name: a usage check of --sandbox docker is no
      // docker test).
      if (!/\bdocker\b/i.test(test.fullName.slice(0, -test.name.length))) continue;
      const result = test.result();
      if (result.state === 'passed') count.passed += 1;
      else if (result.state === 'failed') count.failed += 1;
      else {
        count.skipped += 1;
        const reason = (result.state === 'skipped' ? result.note : undefined) ?? 'no reason given';
        if (!count.reasons.includes(reason)) count.reasons.push(reason);
      }
    }
  }
  return count;
}

export default class ReliabilityReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  async onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    _errors: unknown,
    reason: TestRunEndReason,
  ): Promise<void> {
    const vitest = this.vitest;
    if (vitest === undefined) return;
    const run = vitest.getRootProject().getProvidedContext().reliabilityRun as
      ReliabilityRun | undefined;
    // The global setup never ran (it failed, or nothing was collected): no run to describe.
    if (run === undefined) return;
    // Every file the config collects, with its source (one deleted since is no longer collected).
    const sources = new Map<string, string>();
    for (const spec of await vitest.globTestSpecifications()) {
      try {
        sources.set(spec.moduleId, readFileSync(spec.moduleId, 'utf8'));
      } catch {
        // Deleted while the tests ran.
      }
    }
    const configured = [...sources.keys()].sort();
    const written: ReliabilityRunFile = {
      ...run,
      endedAt: new Date().toISOString(),
      node: process.versions.node,
      platform: `${os.platform()} ${os.arch()}`,
      cores: os.cpus().length,
      result: reason,
      testNamePattern: vitest.config.testNamePattern?.toString() ?? null,
      files: [...new Set(testModules.map((module) => repositoryPath(module.moduleId)))].sort(),
      configured: configured.map(repositoryPath),
      recording: configured
        .filter((file) => RECORDS.test(sources.get(file) ?? ''))
        .map(repositoryPath),
      docker: dockerTestsOf(testModules, sources),
    };
    mkdirSync(runDirectory(run.id), { recursive: true });
    writeFileSync(
      path.join(runDirectory(run.id), RUN_FILE_NAME),
      `${JSON.stringify(written, null, 2)}\n`,
    );
  }
}
