/**
 * What a box's network refused its agent (SPEC §1: an agent that tries to reach anything but the
 * proxy is not failed for it, but each attempt that can be seen is an incident `network_blocked`).
 *
 * A box has a network namespace of its own, with only its loopback; the kernel counts per
 * namespace, and the bridge's script appends the namespace's counters (`/proc/net/snmp`,
 * `/proc/net/snmp6`) to the run's `network-counters` file once the agent has ended. Every count
 * there is the agent's, since the namespace was fresh and the bridge itself never fails a
 * connection. What they show:
 * - TCP connections refused on the loopback (`Tcp AttemptFails`): a port other than the proxy's,
 *   IPv4 or IPv6;
 * - packets to an address off the box (`Ip OutNoRoutes`, `Ip6OutNoRoutes`): TCP connects and UDP
 *   datagrams, DNS queries to a resolver off the box included (a lookup sends several);
 * - UDP datagrams to a loopback port nobody listens on (`Udp NoPorts`, `Udp6NoPorts`): a local
 *   resolver such as 127.0.0.53.
 * What they do not show: a Unix socket that is not there (only the agent sees its `ENOENT`), what
 * the commands of the in-process built-in agent try (they run without the bridge), and anything
 * after the agent killed the bridge's shell, its parent (the counters are then never written).
 * The agent may write the file itself: it can then only accuse itself, or hide its own attempts.
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
 * The counters in `/proc/net/snmp` (pairs of lines, `Tcp: names…` then `Tcp: values…`) and
 * `/proc/net/snmp6` (`Name value` lines), as `Tcp.AttemptFails` and `Ip6OutNoRoutes`; blocks that
 * repeat (one per bridged command of the run) are added up. Lines it cannot read are skipped.
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
  // Most runs start nothing in their box (a prompt case, an agent in Verdict's process that ran no
  // command): a missing file is the common case, found without a failed open and its error.
  if (!existsSync(file)) return [];
  const text = await readFile(file, 'utf8').catch(() => '');
  // The agent could have written it: a bounded read of what the kernel would have written.
  return networkBlockedIncidents(parseNetworkCounters(text.slice(0, 65_536)));
}
