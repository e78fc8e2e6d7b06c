// `npm run icons -w apps/web`: draws the installed shop's icons (public/icons/*.png) from the
// brand's sprout mark (public/favicon.svg, the same drawing as components/ui/sprout-mark.tsx).
// The files are committed, like the fonts, so that a build needs no image library: run this again
// after changing the mark, and commit what it writes.
//
// "any" icons are the round mark on a transparent square, as the favicon. "maskable" ones fill the
// square with the page's cream and keep the mark inside the middle 80 % circle that every launcher
// shape leaves visible (the safe zone of the W3C manifest spec); the Apple touch icon is the same,
// as iOS rounds its corners itself and shows transparency as black.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

const PUBLIC_DIR = new URL('../public/', import.meta.url);
const CREAM = '#fff7ee';

const mark = await readFile(new URL('favicon.svg', PUBLIC_DIR));

/** The mark as a PNG of `size` pixels, drawn from the vector (never a scaled bitmap). */
function markOf(size: number): Promise<Buffer> {
  return sharp(mark, { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toBuffer();
}

async function drawPlain(size: number, file: string) {
  await sharp(await markOf(size))
    .png({ compressionLevel: 9 })
    .toFile(new URL(`icons/${file}`, PUBLIC_DIR).pathname);
}

async function drawOnCream(size: number, file: string) {
  const inner = Math.round(size * 0.72);
  await sharp({ create: { width: size, height: size, channels: 4, background: CREAM } })
    .composite([{ input: await markOf(inner), gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(new URL(`icons/${file}`, PUBLIC_DIR).pathname);
}

await drawPlain(192, 'icon-192.png');
await drawPlain(512, 'icon-512.png');
await drawOnCream(192, 'maskable-192.png');
await drawOnCream(512, 'maskable-512.png');
await drawOnCream(180, 'apple-touch-icon.png');
console.log('public/icons/: icon-192, icon-512, maskable-192, maskable-512, apple-touch-icon');
