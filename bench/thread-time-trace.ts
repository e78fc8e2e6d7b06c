// A Lighthouse trace replayed as if the page's renderer had had a CPU whenever it had work.
//
// On a host whose two vCPUs are shared with the browser's own processes, the tracing and
// Lighthouse itself, a renderer task's wall time can be three times its thread time: the main
// thread waits for a CPU in the middle of its tasks. Lighthouse's simulated CPU scales the wall
// time (4x), so that wait is counted as the page's blocking time. Shrinking each of the main
// thread's tasks, and everything recorded inside it, to the task's thread time gives the same
// load without the wait. It is a lower bound, not the page's true figure: thread time also leaves
// out a task's own waits (a lock, a synchronous call to another process, a page fault the host
// serves), so it is printed beside the standard figures, never instead of them.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string; isOutermostMainFrame?: boolean } };
};

/** The trace file Lighthouse saves with a run's artifacts (`gatherMode`). */
const traceFile = (artifactsDir: string) => path.join(artifactsDir, 'defaultPass.trace.json');

/**
 * Rewrites the saved trace of a run in `artifactsDir` (Lighthouse's `gatherMode` folder) with the
 * audited page's main-thread tasks at their thread time. Returns the main thread's time in tasks
 * before and after, in ms.
 */
export function shrinkMainThreadToThreadTime(artifactsDir: string): {
  beforeMs: number;
  afterMs: number;
} {
  const trace = JSON.parse(readFileSync(traceFile(artifactsDir), 'utf8')) as {
    traceEvents: TraceEvent[];
  };
  const onMainThread = mainThreadOf(trace.traceEvents);
  const events = trace.traceEvents
    .filter((event) => event.ph !== 'M' && onMainThread(event))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let task: { start: number; end: number; factor: number } | undefined;
  let beforeMs = 0;
  let afterMs = 0;
  for (const event of events) {
    if (task && event.ts < task.end) {
      // Inside the current task: keep its place in the task, on the task's shorter clock.
      event.ts = task.start + (event.ts - task.start) * task.factor;
      if (event.dur !== undefined) event.dur *= task.factor;
      continue;
    }
    if (event.ph !== 'X' || event.name !== 'RunTask' || !event.dur) continue;
    const factor = event.tdur === undefined ? 1 : Math.min(1, event.tdur / event.dur);
    task = { start: event.ts, end: event.ts + event.dur, factor };
    beforeMs += event.dur / 1000;
    event.dur *= factor;
    afterMs += event.dur / 1000;
  }
  writeFileSync(traceFile(artifactsDir), JSON.stringify(trace));
  return { beforeMs, afterMs };
}

/** The renderer thread that loaded the audited page: where its main frame's navigation started. */
function mainThreadOf(events: TraceEvent[]): (event: TraceEvent) => boolean {
  const start = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isOutermostMainFrame &&
      event.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!start) throw new Error('The trace has no navigation of the audited page.');
  return (event) => event.pid === start.pid && event.tid === start.tid;
}
