// CPU accounting from /proc (Linux): how many core-seconds a process, or a process with its
// children, has used, and how busy the whole machine was. Used to say what caps throughput.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

type Stat = { ppid: number; own: number; reapedChildren: number };

function readStat(pid: number): Stat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may contain spaces.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const at = (field: number) => Number(fields[field - 3]);
    return {
      ppid: at(4),
      own: (at(14) + at(15)) / TICKS_PER_SECOND,
      reapedChildren: (at(16) + at(17)) / TICKS_PER_SECOND,
    };
  } catch {
    return undefined;
  }
}

/** Core-seconds used by one process so far (0 once it is gone). */
export function processCpuSeconds(pid: number): number {
  return readStat(pid)?.own ?? 0;
}

/**
 * Core-seconds used by a process and all its descendants, living or already exited (a parent
 * that reaps its children, like the postmaster, the nginx master or npm, inherits their time).
 */
export function processTreeCpuSeconds(rootPid: number): number {
  const stats = new Map<number, Stat>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat) stats.set(Number(entry), stat);
  }
  const treeOf = (pid: number): number => {
    const stat = stats.get(pid);
    if (!stat) return 0;
    let total = stat.own + stat.reapedChildren;
    for (const [child, childStat] of stats) if (childStat.ppid === pid) total += treeOf(child);
    return total;
  };
  return treeOf(rootPid);
}

/** Busy and total core-seconds of the whole machine since boot, from /proc/stat. */
export function machineCpuSeconds(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const [, ...values] = line.trim().split(/\s+/);
  const ticks = values.map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const total = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}
