// `npm run draw -w packages/demo-shop`: renders every demo product's SVG art into the committed
// WebP files (full size and thumbnail per view), so a shop start only copies them. Run it after
// changing the catalogue or the art, then commit packages/demo-shop/images.
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import sharp from 'sharp';
import { demoProducts } from './demo-catalogue.ts';
import { DEMO_IMAGE_SIZES, demoImageFiles, demoImagesDir } from './demo-images.ts';
import { renderProductSvg } from './product-art.ts';

// Flat art holds up well at quality 75; effort 6 costs drawing time once and saves about a
// tenth of the bytes in the repository and on every page view.
const WEBP = { quality: 75, effort: 6 } as const;

async function drawView(svg: string, files: { full: string; thumb: string }): Promise<void> {
  // Rasterizing the SVG is the slow part: do it once, then encode both sizes from the pixels.
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const pixels = sharp(data, { raw: info });
  await writeFile(
    files.full,
    await pixels.clone().resize(DEMO_IMAGE_SIZES.full).webp(WEBP).toBuffer(),
  );
  await writeFile(
    files.thumb,
    await pixels.clone().resize(DEMO_IMAGE_SIZES.thumb).webp(WEBP).toBuffer(),
  );
}

const jobs = demoProducts.flatMap((product) =>
  demoImageFiles(product).map((files) => ({
    svg: () => renderProductSvg(product, files.view),
    files,
  })),
);
const wanted = new Set(jobs.flatMap(({ files }) => [files.full, files.thumb]));

await mkdir(demoImagesDir, { recursive: true });
for (const name of await readdir(demoImagesDir)) {
  if (!wanted.has(`${demoImagesDir}${name}`)) await rm(`${demoImagesDir}${name}`);
}

const started = Date.now();
let next = 0;
let done = 0;
await Promise.all(
  Array.from({ length: os.availableParallelism() }, async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      await drawView(job.svg(), job.files);
      done += 1;
      process.stdout.write(`\rdrawing demo images ${done}/${jobs.length}`);
    }
  }),
);
let bytes = 0;
for (const file of wanted) bytes += (await stat(file)).size;
console.log(
  `\n${wanted.size} files, ${(bytes / 1024 / 1024).toFixed(1)} MB, in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
