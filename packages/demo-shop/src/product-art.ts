// Renders the demo catalogue's product photos as flat SVG illustrations (1200 x 1500, 4:5).
// The SVG uses no text, fonts or external resources, so sharp/librsvg can rasterize it anywhere.
import { accessoryKinds } from './art-accessories.ts';
import { clothingKinds } from './art-clothing.ts';
import { homeKinds } from './art-home.ts';
import {
  H,
  W,
  archBackdrop,
  bead,
  bow,
  button,
  circle,
  cloud,
  ellipse,
  commonDefs,
  f,
  flatlayBackdrop,
  glowBackdrop,
  makePal,
  patternDef,
  pickBackdrop,
  propHeart,
  propStar,
  ribBand,
  shade,
  snap,
  sprig,
  stitch,
  stroke,
  tint,
} from './art-kit.ts';
import type { DrawCtx, KindDef, Pal } from './art-kit.ts';
import type { ArtKind, DemoProduct } from './demo-catalogue.ts';

const KINDS: Record<ArtKind, KindDef> = { ...clothingKinds, ...accessoryKinds, ...homeKinds };

/** Every kind renderProductSvg can draw. */
export const artKinds = Object.keys(KINDS) as ArtKind[];

export const ART_WIDTH = W;
export const ART_HEIGHT = H;

type ArtProduct = Pick<DemoProduct, 'art' | 'variants' | 'name'>;

function normalizeHex(hex: string | undefined, fallback: string): string {
  if (!hex) return fallback;
  const h = hex.trim();
  if (/^#?[0-9a-fA-F]{6}$/.test(h)) return (h.startsWith('#') ? h : `#${h}`).toUpperCase();
  if (/^#?[0-9a-fA-F]{3}$/.test(h)) {
    const s = h.replace('#', '');
    return `#${[...s].map((ch) => ch + ch).join('')}`.toUpperCase();
  }
  return fallback;
}

/** Small stable string hash (FNV-1a). */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function uniqueColours(product: ArtProduct): string[] {
  const out: string[] = [];
  for (const v of product.variants) {
    const hex = normalizeHex(v.colorHexCode, '');
    if (hex && !out.includes(hex)) out.push(hex);
  }
  return out;
}

/** A rectangle with pinking-shear (zigzag) edges. */
function pinkedRect(x: number, y: number, w: number, h: number, tooth: number): string {
  const pts: string[] = [];
  const edge = (x1: number, y1: number, x2: number, y2: number) => {
    const len = Math.hypot(x2 - x1, y2 - y1);
    const n = Math.round(len / tooth);
    const nx = (y2 - y1) / len;
    const ny = -(x2 - x1) / len;
    for (let i = 0; i < n; i++) {
      const t = i / n;
      const out = i % 2 === 0 ? 0 : tooth * 0.55;
      pts.push(`${f(x1 + (x2 - x1) * t + nx * out)} ${f(y1 + (y2 - y1) * t + ny * out)}`);
    }
  };
  edge(x, y, x + w, y);
  edge(x + w, y, x + w, y + h);
  edge(x + w, y + h, x, y + h);
  edge(x, y + h, x, y);
  return `M${pts.join('L')}Z`;
}

function swatchDetail(detail: NonNullable<KindDef['detail']>, c: DrawCtx): string {
  const { pal } = c;
  switch (detail) {
    case 'buttons':
      return (
        `<path d="M110 -386 H220 V386 H110 Z" fill="url(#fabBig)"/><path d="M110 -386 H220 V386 H110 Z" fill="url(#shade)"/>` +
        stroke('M110 -386 V386', pal.line, 4, ' opacity="0.5"') +
        stitch('M126 -380 V380', pal) +
        stitch('M204 -380 V380', pal) +
        button(165, -190, 34, pal.trim) +
        button(165, 30, 34, pal.trim) +
        button(165, 250, 34, pal.trim)
      );
    case 'snaps':
      return (
        stroke('M-366 170 C -150 150 150 150 366 170', pal.line, 40) +
        stroke('M-366 170 C -150 150 150 150 366 170', pal.accent, 32) +
        snap(-150, 160, 30) +
        snap(0, 156, 30) +
        snap(150, 160, 30)
      );
    case 'bow':
      return bow(-120, -250, 150, pal.accent, pal.line);
    case 'rib':
      return ribBand(c.id('swrib'), 'M-366 -390 H366 V-250 H-366 Z', [-366, -390, 366, -250], pal);
    case 'embroidery': {
      let s = '';
      for (const [x, y, r] of [
        [-170, -120, 44],
        [60, 40, 34],
        [-60, 230, 28],
      ] as const) {
        for (let i = 0; i < 6; i++) {
          const a = (i * 60 * Math.PI) / 180;
          const px = x + Math.cos(a) * r;
          const py = y + Math.sin(a) * r;
          s += `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(r * 0.62)}" ry="${f(r * 0.34)}" transform="rotate(${i * 60} ${f(px)} ${f(py)})" fill="${tint(pal.accent, 0.2)}" stroke="${pal.accentDark}" stroke-width="3"/>`;
        }
        s += circle(
          x,
          y,
          r * 0.42,
          '#F6D36B',
          ` stroke="${shade('#F6D36B', 0.3)}" stroke-width="3"`,
        );
      }
      return s;
    }
  }
}

function colourChips(colours: string[], active: string, pal: Pal): string {
  const r = 56;
  const gap = 160;
  const x0 = 600 - ((colours.length - 1) * gap) / 2;
  return colours
    .map((col, i) => {
      const x = x0 + i * gap;
      const ring =
        col === active
          ? circle(x, 1330, r + 18, 'none', ` stroke="${pal.line}" stroke-width="5"`)
          : '';
      return (
        ellipse(x + 3, 1342, r + 6, r + 2, 'url(#blob)', ' opacity="0.4"') +
        ring +
        circle(x, 1330, r, col, ` stroke="#FFFFFF" stroke-width="8"`) +
        circle(x, 1330, r, 'url(#gloss)')
      );
    })
    .join('');
}

function flatlayProps(salt: number, pal: Pal): string {
  const beads = [pal.accent, tint(pal.base, 0.3), '#E8CFA8', pal.accentLight];
  const layouts = [
    () =>
      cloud(210, 220, 1.3) +
      propStar(1020, 200, 64, '#F6CF5C', 10) +
      propStar(900, 300, 30, '#F6CF5C', -8) +
      sprig(150, 1420, 1.5, 28) +
      sprig(1090, 1400, 1.2, -30, '#A8C49A') +
      bead(980, 1250, 30, beads[0] ?? '#F4B6C2') +
      bead(1040, 1200, 22, beads[1] ?? '#FFFFFF') +
      bead(930, 1300, 20, beads[2] ?? '#E8CFA8'),
    () =>
      sprig(1110, 320, 1.4, 200) +
      cloud(1000, 1320, 1.3) +
      propStar(170, 200, 58, '#F6CF5C', -12) +
      propHeart(320, 170, 80, tint(pal.accent, 0.2), -14) +
      propStar(160, 1290, 44, '#F6CF5C', 18) +
      bead(260, 1370, 28, beads[3] ?? '#F4B6C2') +
      bead(320, 1320, 20, beads[2] ?? '#E8CFA8'),
    () =>
      cloud(1000, 220, 1.15) +
      cloud(210, 1320, 1.0) +
      sprig(110, 420, 1.35, 160) +
      propStar(1060, 1250, 52, '#F6CF5C', 6) +
      propHeart(950, 1350, 66, tint(pal.accent, 0.2), 12) +
      bead(250, 190, 26, beads[0] ?? '#F4B6C2') +
      bead(310, 150, 18, beads[1] ?? '#FFFFFF'),
  ];
  const pick = layouts[salt % layouts.length] ?? layouts[0];
  return pick ? pick() : '';
}

/**
 * Draws a product photo.
 * view 0: front on a studio backdrop; 1: back view (garments) or a close-up;
 * 2: flat-lay with props; 3: fabric detail swatch with the colour range.
 * colorHex picks the variant colour to draw (default: the first variant's).
 */
export function renderProductSvg(product: ArtProduct, view: number, colorHex?: string): string {
  const def = KINDS[product.art.kind] ?? KINDS.tshirt;
  const colours = uniqueColours(product);
  const base = normalizeHex(colorHex, colours[0] ?? '#F4B6C2');
  const accent = normalizeHex(product.art.accentHex, '#F6CF5C');
  const pattern = product.art.pattern;
  const pal = makePal(base, accent, 'url(#fab)');
  const v = Number.isFinite(view) ? ((Math.trunc(view) % 4) + 4) % 4 : 0;
  const salt = hash(product.name);
  const bg = pickBackdrop(base, salt + v);
  let n = 0;
  const ctx: DrawCtx = {
    pal,
    back: false,
    plain: pattern === 'plain',
    id: (name) => `${name}${++n}`,
  };
  const defs =
    commonDefs(shade(bg[1], 0.55)) +
    patternDef('fab', pattern, base, accent) +
    patternDef('fab2', pattern, pal.accentLight, base) +
    patternDef('fabBig', pattern, base, accent, 2) +
    `<pattern id="knit" patternUnits="userSpaceOnUse" width="28" height="34"><path d="M4 6 L14 26 L24 6" fill="none" stroke="${shade(base, 0.5)}" stroke-opacity="0.07" stroke-width="3" stroke-linejoin="round"/></pattern>`;
  const s = def.scale ?? 1;
  const item = (transform: string, c: DrawCtx) =>
    `<g filter="url(#drop)"><g transform="${transform}">${def.draw(c)}</g></g>`;

  let body: string;
  if (v === 0) {
    body = archBackdrop(bg) + item(`translate(600 770) scale(${s})`, ctx);
  } else if (v === 1) {
    if (def.hasBack) {
      body =
        glowBackdrop(bg) + item(`translate(600 760) scale(${s * 0.98})`, { ...ctx, back: true });
    } else {
      // the whole item, plus a round magnifier on its most interesting detail
      const [fx, fy, z] = def.focus;
      const cx = 850;
      const cy = 1170;
      const r = 250;
      body =
        glowBackdrop(bg) +
        item(`translate(540 660) rotate(-4) scale(${0.8 * s})`, ctx) +
        circle(cx + 8, cy + 24, r + 36, 'url(#blob)', ' opacity="0.45"') +
        `<clipPath id="loupe"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath>` +
        `<g clip-path="url(#loupe)">${circle(cx, cy, r, tint(bg[0], 0.4))}` +
        `<g transform="translate(${cx} ${cy}) scale(${z * s * 1.05}) translate(${-fx} ${-fy})">${def.draw(ctx)}</g></g>` +
        circle(cx, cy, r, 'none', ' stroke="#FFFFFF" stroke-width="16"') +
        circle(cx, cy, r + 8, 'none', ` stroke="${shade(bg[1], 0.15)}" stroke-width="2"`);
    }
  } else if (v === 2) {
    body =
      flatlayBackdrop(bg) +
      flatlayProps(salt, pal) +
      item(`translate(600 760) rotate(-6) scale(${0.84 * s})`, ctx);
  } else {
    const swatch = pinkedRect(-366, -390, 732, 780, 16);
    const fold = 'M366 190 L176 390 L176 190 Z';
    const fabric =
      `<path d="${swatch}" fill="url(#fabBig)"/>` +
      (ctx.plain ? `<path d="${swatch}" fill="url(#knit)"/>` : '') +
      `<path d="${swatch}" fill="url(#shade)"/>` +
      stroke('M-366 -300 H366', pal.line, 4, ' opacity="0.35"') +
      stitch('M-366 -284 H366', pal) +
      swatchDetail(def.detail ?? 'buttons', ctx) +
      `<path d="M366 190 L176 390 L366 390 Z" fill="${shade(bg[1], 0.1)}"/>` +
      `<path d="${fold}" fill="#2A2233" opacity="0.22" transform="translate(-8 10)" filter="url(#soft2)"/>` +
      `<path d="${fold}" fill="${pal.light}"/><path d="${fold}" fill="url(#shade)"/>` +
      stroke(fold, shade(pal.base, 0.2), 3);
    body =
      glowBackdrop(bg) +
      `<g filter="url(#drop)"><g transform="translate(600 660) rotate(-3)">${fabric}</g></g>` +
      colourChips(colours.length ? colours : [base], base, pal);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}
