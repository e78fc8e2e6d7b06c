import type { ImageStore } from './image-store.ts';

export type CopyReport = {
  copied: number;
  /** Already in the bucket under the same key: names never change, so the same picture. */
  alreadyThere: number;
  failed: { key: string; reason: string }[];
};

/** How many pictures are sent at once: enough to hide the round trips, few enough for any store. */
const PARALLEL_COPIES = 8;

/**
 * Copies every picture of one store (the folder DATA_DIR/media) into another (the bucket), for
 * a shop moving its images to S3. Safe to run again: what is there already is left alone, and a
 * picture that failed is simply copied on the next run.
 */
export async function copyImages(
  from: ImageStore,
  to: ImageStore,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<CopyReport> {
  const present = new Set<string>();
  for await (const key of to.keys()) present.add(key);
  const pending: string[] = [];
  let alreadyThere = 0;
  for await (const key of from.keys()) {
    if (present.has(key)) alreadyThere += 1;
    else pending.push(key);
  }
  const report: CopyReport = { copied: 0, alreadyThere, failed: [] };
  let next = 0;
  const copyNext = async (): Promise<void> => {
    for (let key = pending[next++]; key !== undefined; key = pending[next++]) {
      try {
        const data = await from.get(key);
        if (!data) throw new Error('deleted while copying');
        await to.put(key, data);
        report.copied += 1;
      } catch (error) {
        report.failed.push({ key, reason: reasonOf(error) });
      }
      onProgress(report.copied + report.failed.length, pending.length);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_COPIES }, copyNext));
  return report;
}

function reasonOf(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return cause instanceof Error ? `${message} (${cause.message})` : message;
}
