import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import tar from 'tar-stream';

/** The entries of a backup file, read whole. */
export async function entriesOf(file: string): Promise<{ name: string; data: Buffer }[]> {
  const extract = tar.extract();
  const entries: { name: string; data: Buffer }[] = [];
  extract.end(gunzipSync(readFileSync(file)));
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.push({ name: entry.header.name, data: Buffer.concat(chunks) });
  }
  return entries;
}

export const entryNamesOf = async (file: string) =>
  (await entriesOf(file)).map((entry) => entry.name);
