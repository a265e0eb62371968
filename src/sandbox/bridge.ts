/**
 * The bridge from inside a box to the proxy: the proxy also listens on a Unix socket (in a
 * private directory of the invocation), the box has that socket at `BOX_PROXY_SOCKET`, and a small
 * forwarder started first inside the box listens on 127.0.0.1 at the proxy's own port and passes
 * each connection to the socket. So the base URLs an agent gets are the same inside a box as
 * outside, and nothing else is reachable: the box's network namespace has only its loopback.
 *
 * The forwarder is Debian's `socat` when the box has it (it starts in a few milliseconds), else
 * the Node running Verdict. The box's command waits until the forwarder listens, then runs the
 * agent, and once it has ended leaves the box's network counters for the runner (what the box
 * refused it: `network-attempts.ts`) and ends with the agent's status. The forwarder runs in `/`
 * with an empty environment: it is the box's, not the agent's, and nothing of the run's marks it
 * as one of the agent's leftovers.
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
 * The script (for `/bin/sh -c`) that starts the forwarder, waits until it listens (its socket in
 * /proc/net/tcp, on 127.0.0.1), then runs the rest of its arguments. `$1` is the port, `$2` the file the box's
 * network counters are appended to once the command has ended (`network-attempts.ts`): so the
 * command is run, not `exec`ed — unless the shell cannot find it, which `exec` then says as before.
 */
const BRIDGE_SCRIPT = [
  'port=$1; counters=$2; shift 2',
  'hex=$(printf %04X "$port")',
  'if command -v socat >/dev/null 2>&1; then',
  `  (cd / && exec env -i socat TCP-LISTEN:"$port",bind=127.0.0.1,fork,reuseaddr UNIX-CONNECT:${BOX_PROXY_SOCKET}) 2>/dev/null &`,
  'else',
  '  (cd / && exec env -i "$VERDICT_BRIDGE_NODE" -e "$VERDICT_BRIDGE_SCRIPT" "$port" "$VERDICT_BRIDGE_SOCKET") 2>/dev/null &',
  'fi',
  // The shell's own reads of the box's TCP table, no program started for a look: the forwarder
  // listens within milliseconds. After the first 200 looks (a loaded host), one every 10 ms, for ~3 s.
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

/**
 * A box's command behind the bridge, when it is bridged and the box has one: the proxy's socket to
 * mount, the command line and the variables the script reads. Only a command that is bridged sees
 * the socket (a verifier does not need it, and the socket exists only once the proxy listens).
 */
export function bridgeOf(
  bridge: { socket: string; port: number } | undefined,
  withBridge: boolean,
  argv: readonly string[],
  runRoot: string,
): { socket: string; argv: string[]; env: NodeJS.ProcessEnv } | undefined {
  if (!withBridge || bridge === undefined) return undefined;
  // The box's network counters go to a file of the run's directory when the command ends.
  const counters = networkCountersFile(runRoot);
  return {
    socket: bridge.socket,
    argv: [
      '/bin/sh',
      '-c',
      BRIDGE_SCRIPT,
      'verdict-bridge',
      String(bridge.port),
      counters,
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
