import { describe, expect, it } from 'vitest';
import {
  networkBlockedIncidents,
  parseNetworkCounters,
} from '../../src/sandbox/network-attempts.js';

/** What a box printed (bwrap 0.8, Linux 6.18) after two refused loopback connects, one to ::1, one
 * connect to 192.0.2.1, one to 2001:db8::1, a DNS lookup to a resolver off the box (two queries)
 * and a datagram to 127.0.0.1:5353. */
const SNMP = `Ip: Forwarding DefaultTTL InReceives InHdrErrors InAddrErrors ForwDatagrams InUnknownProtos InDiscards InDelivers OutRequests OutDiscards OutNoRoutes ReasmTimeout ReasmReqds ReasmOKs ReasmFails FragOKs FragFails FragCreates OutTransmits
Ip: 2 64 6 0 0 0 0 0 6 6 0 3 0 0 0 0 0 0 0 6
Icmp: InMsgs InErrors InCsumErrors InDestUnreachs
Icmp: 1 0 0 1
Tcp: RtoAlgorithm RtoMin RtoMax MaxConn ActiveOpens PassiveOpens AttemptFails EstabResets CurrEstab InSegs OutSegs RetransSegs InErrs OutRsts InCsumErrors
Tcp: 1 200 120000 -1 3 0 3 0 0 6 6 0 0 3 0
Udp: InDatagrams NoPorts InErrors OutDatagrams RcvbufErrors SndbufErrors InCsumErrors IgnoredMulti MemErrors
Udp: 0 1 0 1 0 0 0 0 0
`;
const SNMP6 = `Ip6InReceives                   \t0
Ip6OutNoRoutes                  \t1
Udp6NoPorts                     \t0
`;

describe('parseNetworkCounters', () => {
  it('reads /proc/net/snmp’s pairs of lines and /proc/net/snmp6’s name-value lines', () => {
    const counters = parseNetworkCounters(SNMP + SNMP6);
    expect(counters.get('Tcp.AttemptFails')).toBe(3);
    expect(counters.get('Ip.OutNoRoutes')).toBe(3);
    expect(counters.get('Udp.NoPorts')).toBe(1);
    expect(counters.get('Ip6OutNoRoutes')).toBe(1);
    // MaxConn is -1: not a count, left out.
    expect(counters.has('Tcp.MaxConn')).toBe(false);
  });

  it('adds up the blocks of several commands, and skips what it cannot read', () => {
    const counters = parseNetworkCounters(`${SNMP}${SNMP6}garbage line\nTcp: 1 2\n${SNMP}`);
    expect(counters.get('Tcp.AttemptFails')).toBe(6);
    expect(counters.get('Ip6OutNoRoutes')).toBe(1);
    expect(parseNetworkCounters('').size).toBe(0);
  });
});

describe('networkBlockedIncidents', () => {
  it('names each kind of attempt seen, with its count', () => {
    expect(networkBlockedIncidents(parseNetworkCounters(SNMP + SNMP6))).toEqual([
      {
        kind: 'network_blocked',
        detail: "3 TCP connections refused in the sandbox: a loopback port other than the proxy's",
      },
      {
        kind: 'network_blocked',
        detail:
          '4 packets to addresses outside the sandbox dropped (no route; DNS lookups included)',
      },
      {
        kind: 'network_blocked',
        detail:
          '1 UDP datagram to a loopback port nobody listens on in the sandbox (a local DNS resolver?)',
      },
    ]);
  });

  it('says nothing when nothing was refused', () => {
    expect(networkBlockedIncidents(new Map([['Tcp.ActiveOpens', 4]]))).toEqual([]);
  });
});
