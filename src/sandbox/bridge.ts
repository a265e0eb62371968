/**
 * The bridge from inside a box to the proxy: the proxy also listens on a Unix socket, mounted at
 * `BOX_PROXY_SOCKET`, and a forwarder in the box (`socat`, which starts in milliseconds, else Node)
 * listens on 127.0.0.1 at the proxy's own port, so base URLs are the same inside a box as outside.
 * It runs in `/` with an empty environment: nothing of the run's marks it as the agent's leftover.
 */
import { networkCountersFile } from './network-attempts.js';

/** Where the proxy's socket is inside a box. */
export const BOX_PROXY_SOCKET = '/run/verdict/proxy.sock';

/** A forwarder in Node, for boxes without socat: argv[1] the port, argv[2] the socket. */
const NODE_FORWARDER = `const net=require('node:net');const [port,sock]=process.argv.slice(1);net.createServer((c)=>{const u=net.connect(sock);c.pipe(u).pipe(c);const end=()=>{c.destroy();u.destroy()};c.on('error',end);u.on('error',end)}).listen(Number(port),'127.0.0.1');`;

/** The exit status of the bridge script when its forwarder never listened, and what it prints. */
export const BRIDGE_FAILED_EXIT = 125;
export const BRIDGE_FAILED_MESSAGE =
  'verdict: the bridge to the proxy did not start in the sandbox';

/**
 * The script (for `/bin/sh -c`) that starts the forwarder, waits until it listens, then runs the
 * rest of its arguments. `$1` is the port, `$2` the file the network counters are appended to once
 * the command has ended: so it is run, not `exec`ed, unless the shell cannot find it.
 */
const BRIDGE_SCRIPT = [
  'port=$1; counters=$2; shift 2',
  'hex=$(printf %04X "$port")',
  'if command -v socat >/dev/null 2>&1; then',
  `  (cd / && exec env -i socat TCP-LISTEN:"$port",bind=127.0.0.1,fork,reuseaddr UNIX-CONNECT:${BOX_PROXY_SOCKET}) 2>/dev/null &`,
  'else',
  '  (cd / && exec env -i "$VERDICT_BRIDGE_NODE" -e "$VERDICT_BRIDGE_SCRIPT" "$port" "$VERDICT_BRIDGE_SOCKET") 2>/dev/null &',
  'fi',
  // The shell's own reads of the TCP table, no program per look; after 200 looks, one per 10 ms.
  'listening() {',
  '  while read -r _ address _ state _; do',
  '    [ "$address" = "0100007F:$hex" ] && [ "$state" = 0A ] && return 0',
  '  done </proc/net/tcp',
  '  return 1',
  '}',
  'i=0',
  'until listening 2>/dev/null; do',
  '  i=$((i+1))',
  `  [ "$i" -gt 500 ] && { echo "${BRIDGE_FAILED_MESSAGE}" >&2; exit ${BRIDGE_FAILED_EXIT}; }`,
  '  [ "$i" -gt 200 ] && sleep 0.01',
  'done',
  'unset VERDICT_BRIDGE_NODE VERDICT_BRIDGE_SCRIPT VERDICT_BRIDGE_SOCKET',
  'command -v "$1" >/dev/null 2>&1 || exec "$@"',
  '"$@"',
  'status=$?',
  'cat /proc/net/snmp /proc/net/snmp6 >>"$counters" 2>/dev/null',
  'exit $status',
].join('\n');

/** A bridged command's socket to mount, command line and variables (verifiers are not bridged). */
export function bridgeOf(
  bridge: { socket: string; port: number } | undefined,
  withBridge: boolean,
  argv: readonly string[],
  runRoot: string,
): { socket: string; argv: string[]; env: NodeJS.ProcessEnv } | undefined {
  if (!withBridge || bridge === undefined) return undefined;
  return {
    socket: bridge.socket,
    argv: [
      '/bin/sh',
      '-c',
      BRIDGE_SCRIPT,
      'verdict-bridge',
      String(bridge.port),
      networkCountersFile(runRoot),
      ...argv,
    ],
    env: bridgeEnvironment(),
  };
}

/** The variables the bridge's script reads (it removes them before it runs the command). */
export function bridgeEnvironment(): NodeJS.ProcessEnv {
  return {
    VERDICT_BRIDGE_NODE: process.execPath,
    VERDICT_BRIDGE_SCRIPT: NODE_FORWARDER,
    VERDICT_BRIDGE_SOCKET: BOX_PROXY_SOCKET,
  };
}
