/**
 * What a box's network refused its agent: each kind of attempt seen is a `network_blocked`
 * incident (SPEC §1). The bridge's script appends the fresh namespace's counters (`/proc/net/snmp`,
 * `snmp6`) once the agent has ended, so every count is the agent's: refused loopback TCP
 * (`AttemptFails`), packets off the box (`OutNoRoutes`, DNS included), UDP to no listener (`NoPorts`).
 * Not seen: a missing Unix socket, the in-process agent's commands (not bridged), anything after the
 * agent killed the bridge's shell. An agent writing the file can only accuse itself or hide.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { plural } from '../text/format.js';

const NETWORK_BLOCKED_INCIDENT = 'network_blocked';

/** Where a run's box leaves its network counters (in the run's directory, outside the workspace). */
export function networkCountersFile(runRoot: string): string {
  return path.join(runRoot, 'network-counters');
}

/**
 * The counters of `/proc/net/snmp` (`Tcp: names…` then `Tcp: values…`) and `snmp6` (`Name value`),
 * as `Tcp.AttemptFails` and `Ip6OutNoRoutes`, summed over repeated blocks; other lines skipped.
 */
export function parseNetworkCounters(text: string): Map<string, number> {
  const counters = new Map<string, number>();
  const add = (name: string, value: number): void => {
    if (Number.isFinite(value) && value >= 0) counters.set(name, (counters.get(name) ?? 0) + value);
  };
  const headers = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const snmp = /^(\w+):\s+(.*)$/.exec(line);
    if (snmp !== null) {
      const [, group = '', rest = ''] = snmp;
      const fields = rest.trim().split(/\s+/);
      if (!fields.every((field) => /^-?\d+$/.test(field))) {
        headers.set(group, fields);
        continue;
      }
      const names = headers.get(group);
      headers.delete(group);
      names?.forEach((name, index) => add(`${group}.${name}`, Number(fields[index])));
      continue;
    }
    const snmp6 = /^(\w+)\s+(\d+)\s*$/.exec(line);
    if (snmp6 !== null) add(snmp6[1] ?? '', Number(snmp6[2]));
  }
  return counters;
}

/** The incidents the counters show, one per kind of attempt seen, with its count. */
export function networkBlockedIncidents(
  counters: ReadonlyMap<string, number>,
): Array<{ kind: string; detail: string }> {
  const count = (...names: string[]): number =>
    names.reduce((sum, name) => sum + (counters.get(name) ?? 0), 0);
  const refused = count('Tcp.AttemptFails');
  const offBox = count('Ip.OutNoRoutes', 'Ip6OutNoRoutes');
  const noListener = count('Udp.NoPorts', 'Udp6NoPorts');
  const details = [
    refused > 0
      ? `${plural(refused, 'TCP connection')} refused in the sandbox: a loopback port other than the proxy's`
      : '',
    offBox > 0
      ? `${plural(offBox, 'packet')} to addresses outside the sandbox dropped (no route; DNS lookups included)`
      : '',
    noListener > 0
      ? `${plural(noListener, 'UDP datagram')} to a loopback port nobody listens on in the sandbox (a local DNS resolver?)`
      : '',
  ];
  return details
    .filter((detail) => detail !== '')
    .map((detail) => ({ kind: NETWORK_BLOCKED_INCIDENT, detail }));
}

/** The incidents of a run's counters file; none when there is none (no bridge, no sandbox). */
export async function readNetworkBlocked(
  file: string,
): Promise<Array<{ kind: string; detail: string }>> {
  // A missing file is the common case (no command in the box): no failed open and its error.
  if (!existsSync(file)) return [];
  const text = await readFile(file, 'utf8').catch(() => '');
  // The agent could have written it: a bounded read of what the kernel would have written.
  return networkBlockedIncidents(parseNetworkCounters(text.slice(0, 65_536)));
}
