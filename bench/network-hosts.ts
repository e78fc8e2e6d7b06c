// Hosts made of network namespaces on this machine, for the multi-host drill (hosts.ts). Each
// host is a namespace with its own loopback, ports and address, linked by a veth pair to one
// bridge in the root namespace. The bridge has an address of its own, so processes in the root
// namespace (nginx, the drill) reach every host and every host reaches them, and hosts reach each
// other across the bridge: no IP forwarding (a machine-wide setting) is needed. Needs root.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';

export type NetworkHost = { name: string; address: string };
export type HostNetwork = { bridge: string; bridgeAddress: string; hosts: NetworkHost[] };

function ip(args: string[]): string {
  return execFileSync('ip', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function ipIfPresent(args: string[]): void {
  try {
    ip(args);
  } catch {
    // already gone
  }
}

// The root namespace's end of a host's veth pair; interface names have at most 15 characters.
const rootEnd = (host: NetworkHost) => `veth-${host.name}`.slice(0, 15);

export function createHostNetwork(network: HostNetwork): void {
  ip(['link', 'add', network.bridge, 'type', 'bridge']);
  ip(['addr', 'add', `${network.bridgeAddress}/24`, 'dev', network.bridge]);
  ip(['link', 'set', network.bridge, 'up']);
  for (const host of network.hosts) {
    ip(['netns', 'add', host.name]);
    ip(['link', 'add', rootEnd(host), 'type', 'veth', 'peer', 'name', 'eth0', 'netns', host.name]);
    ip(['link', 'set', rootEnd(host), 'master', network.bridge, 'up']);
    ip(['-n', host.name, 'addr', 'add', `${host.address}/24`, 'dev', 'eth0']);
    ip(['-n', host.name, 'link', 'set', 'eth0', 'up']);
    ip(['-n', host.name, 'link', 'set', 'lo', 'up']);
  }
}

/**
 * Removes the hosts (after killing whatever still runs in them, e.g. after an earlier run that
 * was killed itself), their veth pairs and the bridge; what is missing already is skipped.
 */
export function removeHostNetwork(network: HostNetwork): void {
  const existing = ip(['netns', 'list']);
  for (const host of network.hosts) {
    if (new RegExp(`^${host.name}( |$)`, 'm').test(existing)) {
      for (const pid of ip(['netns', 'pids', host.name]).split('\n').filter(Boolean)) {
        try {
          process.kill(Number(pid), 'SIGKILL');
        } catch {
          // ended meanwhile
        }
      }
      ipIfPresent(['netns', 'delete', host.name]);
    }
    // Gone with the namespace, unless a process kept that namespace alive.
    ipIfPresent(['link', 'delete', rootEnd(host)]);
  }
  ipIfPresent(['link', 'delete', network.bridge]);
}

/** What is left of the network: its namespaces and interfaces that still exist. */
export function leftoversOf(network: HostNetwork): string[] {
  const namespaces = ip(['netns', 'list']);
  const links = ip(['-o', 'link']);
  return [
    ...network.hosts.filter((h) => new RegExp(`^${h.name}( |$)`, 'm').test(namespaces)),
    ...network.hosts.map(rootEnd).filter((name) => links.includes(` ${name}@`)),
    ...(links.includes(` ${network.bridge}:`) ? [network.bridge] : []),
  ].map((item) => (typeof item === 'string' ? item : `namespace ${item.name}`));
}

/**
 * Runs `node <args>` on a host. `ip netns exec` replaces itself with the command, so the child's
 * pid is node's own: killing it kills the program, as a crash of that host would.
 */
export function runOnHost(
  host: NetworkHost,
  args: string[],
  options: { env: Record<string, string>; cwd: string; logFile: string },
): ChildProcess {
  const log = openSync(options.logFile, 'a');
  return spawn('ip', ['netns', 'exec', host.name, process.execPath, ...args], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env },
    stdio: ['ignore', log, log],
  });
}
