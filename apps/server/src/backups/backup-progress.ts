import cliProgress from 'cli-progress';

/** One step of a backup or restore: `done` of `total` things (files, or 1 for the database). */
export type BackupProgress = { label: string; done: number; total: number };

/**
 * Shows progress on stderr, so stdout keeps only the result line: a bar on a terminal, one plain
 * line per finished step anywhere else (logs, cron mail).
 */
export function createProgressReporter(): {
  update(step: BackupProgress): void;
  stop(): void;
} {
  if (!process.stderr.isTTY) {
    return {
      update: (step) => {
        if (step.done === step.total) console.error(`${step.label}: ${step.done}/${step.total}`);
      },
      stop: () => {},
    };
  }
  const bar = new cliProgress.SingleBar(
    { format: '{label} [{bar}] {value}/{total}', stream: process.stderr, hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    update: (step) => {
      if (!started) {
        bar.start(step.total, step.done, { label: step.label.padEnd(9) });
        started = true;
        return;
      }
      bar.setTotal(step.total);
      bar.update(step.done, { label: step.label.padEnd(9) });
    },
    stop: () => {
      if (started) bar.stop();
    },
  };
}
