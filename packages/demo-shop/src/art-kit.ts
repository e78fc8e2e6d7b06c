// Shared helpers for the demo product illustrations: colour maths, palettes, path building,
// fabric patterns, backdrops, shadows and flat-lay props. Everything returns SVG markup strings.
import type { ArtPattern } from './demo-catalogue.ts';

export type Rgb = [number, number, number];
export type Pt = readonly [number, number];

// ---------------------------------------------------------------- colour maths

export function hexToRgb(hex: string): Rgb {
  let h = hex.trim().replace(/^#/, '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const n = /^[0-9a-fA-F]{6}$/.test(h) ? Number.parseInt(h, 16) : 0xc8c8c8;
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`.toUpperCase();
}

/** Mixes a towards b by t (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const tint = (c: string, t: number): string => mix(c, '#FFFFFF', t);
export const shade = (c: string, t: number): string => mix(c, '#2A2233', t);

/** Perceived lightness 0..1. */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

export function distance(a: string, b: string): number {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

export function hsl(hex: string): { h: number; s: number; l: number } {
  const [r, g, b] = hexToRgb(hex).map((v) => v / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return { h: h * 60, s, l };
}

/** Returns accent, nudged so that it stays visible on base. */
export function contrasting(accent: string, base: string): string {
  if (distance(accent, base) >= 70) return accent;
  return luminance(base) > 0.55 ? shade(accent, 0.4) : tint(accent, 0.65);
}

// ---------------------------------------------------------------- palette

export type Pal = {
  base: string;
  /** main fabric fill: the product pattern */
  fill: string;
  light: string;
  dark: string;
  line: string;
  rib: string;
  accent: string;
  accentDark: string;
  accentLight: string;
  stitch: string;
  /** contrast trim for collars and piping */
  trim: string;
  leaf: string;
};

export function makePal(base: string, accentHex: string, fill: string): Pal {
  const lum = luminance(base);
  const accent = contrasting(accentHex, base);
  const line = lum > 0.72 ? mix(base, '#6B5A66', 0.55) : mix(base, '#231B2A', 0.5);
  return {
    base,
    fill,
    light: tint(base, 0.45),
    dark: shade(base, 0.2),
    line,
    rib: shade(base, 0.07),
    accent,
    accentDark: shade(accent, 0.3),
    accentLight: tint(accent, 0.5),
    stitch: lum > 0.42 ? mix(base, line, 0.55) : tint(base, 0.5),
    trim: lum > 0.8 ? tint(accent, 0.25) : '#FFFCF5',
    leaf: '#86A97E',
  };
}

// ---------------------------------------------------------------- numbers & paths

/** Rounds to one decimal for compact markup. */
export const f = (n: number): string => String(Math.round(n * 10) / 10);

type Seg = { cmd: 'L' | 'C' | 'Q'; pts: Pt[] };

function parseHalf(d: string): { start: Pt; segs: Seg[] } {
  const re = /([MLCQ])([^MLCQ]*)/g;
  let start: Pt = [0, 0];
  const segs: Seg[] = [];
  for (const m of d.matchAll(re)) {
    const cmd = m[1] as 'M' | 'L' | 'C' | 'Q';
    const nums = (m[2] ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const pts: Pt[] = [];
    for (let i = 0; i + 1 < nums.length; i += 2) pts.push([nums[i] ?? 0, nums[i + 1] ?? 0]);
    if (cmd === 'M') start = pts[0] ?? [0, 0];
    else {
      const per = cmd === 'L' ? 1 : cmd === 'C' ? 3 : 2;
      for (let i = 0; i + per <= pts.length; i += per)
        segs.push({ cmd, pts: pts.slice(i, i + per) });
    }
  }
  return { start, segs };
}

const mx = (p: Pt): string => `${f(-p[0])} ${f(p[1])}`;
const px = (p: Pt): string => `${f(p[0])} ${f(p[1])}`;

/**
 * Builds a left/right symmetric closed outline from its right half, written with absolute
 * M/L/C/Q commands from a point on the axis (x = 0) down to another point on the axis.
 */
export function sym(rightHalf: string): string {
  const { start, segs } = parseHalf(rightHalf);
  const out: string[] = [`M${px(start)}`];
  for (const s of segs) out.push(s.cmd + s.pts.map(px).join(' '));
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i];
    if (!s) continue;
    const from = i === 0 ? start : (segs[i - 1]?.pts.at(-1) ?? start);
    if (s.cmd === 'L') out.push(`L${mx(from)}`);
    else if (s.cmd === 'C')
      out.push(`C${mx(s.pts[1] ?? from)} ${mx(s.pts[0] ?? from)} ${mx(from)}`);
    else out.push(`Q${mx(s.pts[0] ?? from)} ${mx(from)}`);
  }
  return out.join(' ') + ' Z';
}

/** The same markup, mirrored about x = 0. */
export const mirror = (svg: string): string => `<g transform="scale(-1 1)">${svg}</g>`;
/** svg plus its mirror image. */
export const both = (svg: string): string => svg + mirror(svg);

export const g = (transform: string, body: string): string =>
  `<g transform="${transform}">${body}</g>`;

// ---------------------------------------------------------------- drawing primitives

type PartOpts = { sw?: number; flat?: boolean; evenodd?: boolean; line?: string };

/** A filled shape with soft light/shadow overlay and an outline. */
export function part(d: string, fill: string, line: string, o: PartOpts = {}): string {
  const rule = o.evenodd ? ' fill-rule="evenodd"' : '';
  const sw = o.sw ?? 5;
  return (
    `<path d="${d}" fill="${fill}"${rule}/>` +
    (o.flat ? '' : `<path d="${d}" fill="url(#shade)"${rule}/>`) +
    (sw > 0
      ? `<path d="${d}" fill="none" stroke="${o.line ?? line}" stroke-width="${sw}" stroke-linejoin="round" stroke-linecap="round"/>`
      : '')
  );
}

export function stroke(d: string, color: string, width: number, extra = ''): string {
  const cap = extra.includes('stroke-linecap') ? '' : ' stroke-linecap="round"';
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}"${cap} stroke-linejoin="round"${extra}/>`;
}

/** Dashed top-stitching. */
export function stitch(d: string, pal: Pal, width = 3): string {
  return stroke(d, pal.stitch, width, ` stroke-dasharray="11 9" opacity="0.85"`);
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra}/>`;
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra = '',
): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`;
}

/** A sewn-on button with four holes. */
export function button(x: number, y: number, r: number, color: string): string {
  const edge = shade(color, 0.35);
  const h = r * 0.3;
  return (
    circle(x, y + r * 0.12, r, shade(color, 0.45), ' opacity="0.25"') +
    circle(x, y, r, color, ` stroke="${edge}" stroke-width="${f(r * 0.14)}"`) +
    circle(
      x,
      y,
      r * 0.62,
      'none',
      ` stroke="${edge}" stroke-width="${f(r * 0.08)}" opacity="0.5"`,
    ) +
    [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ]
      .map(([a, b]) => circle(x + (a ?? 0) * h, y + (b ?? 0) * h, r * 0.13, edge))
      .join('')
  );
}

/** A metal press snap. */
export function snap(x: number, y: number, r: number): string {
  return (
    circle(x, y, r, '#E9ECF1', ' stroke="#A9B0BC" stroke-width="3"') +
    circle(x, y, r * 0.45, '#CDD3DC', ' stroke="#A9B0BC" stroke-width="2"') +
    circle(x - r * 0.3, y - r * 0.3, r * 0.18, '#FFFFFF', ' opacity="0.9"')
  );
}

/** Rib knit lines: vertical strokes inside the clip of a band path. */
export function ribLines(
  x1: number,
  x2: number,
  y1: number,
  y2: number,
  color: string,
  gap = 16,
): string {
  let d = '';
  for (let x = x1 + gap / 2; x < x2; x += gap) d += `M${f(x)} ${f(y1)}V${f(y2)}`;
  return stroke(d, color, 3, ' opacity="0.45"');
}

/** A band with rib lines clipped to its outline. */
export function ribBand(
  id: string,
  d: string,
  box: [number, number, number, number],
  pal: Pal,
  color = pal.rib,
): string {
  const [x1, y1, x2, y2] = box;
  return (
    `<clipPath id="${id}"><path d="${d}"/></clipPath>` +
    `<path d="${d}" fill="${color}"/>` +
    `<g clip-path="url(#${id})">${ribLines(x1, x2, y1, y2, shade(color, 0.25))}</g>` +
    `<path d="${d}" fill="url(#shade)"/>` +
    stroke(d, pal.line, 5)
  );
}

export function starPath(
  cx: number,
  cy: number,
  r: number,
  inner = 0.48,
  points = 5,
  rot = -90,
): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const rr = i % 2 === 0 ? r : r * inner;
    const a = ((rot + (i * 180) / points) * Math.PI) / 180;
    pts.push(`${f(cx + rr * Math.cos(a))} ${f(cy + rr * Math.sin(a))}`);
  }
  return `M${pts.join('L')}Z`;
}

export function heartPath(cx: number, cy: number, s: number): string {
  const p = (x: number, y: number) => `${f(cx + x * s)} ${f(cy + y * s)}`;
  return (
    `M${p(0, 0.42)}C${p(-0.08, 0.36)} ${p(-0.55, 0.08)} ${p(-0.55, -0.18)}` +
    `C${p(-0.55, -0.46)} ${p(-0.16, -0.56)} ${p(0, -0.3)}` +
    `C${p(0.16, -0.56)} ${p(0.55, -0.46)} ${p(0.55, -0.18)}` +
    `C${p(0.55, 0.08)} ${p(0.08, 0.36)} ${p(0, 0.42)}Z`
  );
}

/** A wavy (scalloped) line from (x1,y) to (x2,y) as path commands, starting with L to x1. */
export function scallops(x1: number, x2: number, y: number, n: number, depth: number): string {
  const step = (x2 - x1) / n;
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = x1 + step * i;
    d += `Q${f(a + step / 2)} ${f(y + depth)} ${f(a + step)} ${f(y)}`;
  }
  return d;
}

/** A bow (two loops, tails and a knot) centred at (x,y) of half-width w. */
export function bow(x: number, y: number, w: number, fill: string, line: string): string {
  const s = w / 100;
  const p = (a: number, b: number) => `${f(x + a * s)} ${f(y + b * s)}`;
  const loop = `M${p(0, 0)}C${p(30, -70)} ${p(105, -62)} ${p(100, -8)}C${p(98, 40)} ${p(40, 40)} ${p(0, 0)}Z`;
  const tail = `M${p(4, 8)}L${p(52, 88)}L${p(30, 86)}L${p(22, 104)}L${p(-6, 16)}Z`;
  const knot = `M${p(-16, -18)}Q${p(0, -26)} ${p(16, -18)}Q${p(22, 0)} ${p(16, 18)}Q${p(0, 26)} ${p(-16, 18)}Q${p(-22, 0)} ${p(-16, -18)}Z`;
  const dim = (d: string, o: number) => `<path d="${d}" fill="#2A2233" opacity="${o}"/>`;
  const one =
    part(tail, fill, line, { sw: 4 }) + dim(tail, 0.08) + part(loop, fill, line, { sw: 4 });
  const crease = stroke(`M${p(20, -6)}Q${p(55, -22)} ${p(78, -10)}`, line, 3, ' opacity="0.3"');
  const half = one + crease;
  return (
    half +
    `<g transform="translate(${f(2 * x)} 0) scale(-1 1)">${half}</g>` +
    part(knot, fill, line, { sw: 4 }) +
    dim(knot, 0.06)
  );
}

// ---------------------------------------------------------------- fabric patterns

/** An SVG <pattern> with the given print, in user space, so it scales with its group. */
export function patternDef(
  id: string,
  pattern: ArtPattern,
  base: string,
  accent: string,
  scale = 1,
): string {
  const a = contrasting(accent, base);
  const open = (w: number, h: number, extra = '') =>
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${w}" height="${h}" patternTransform="scale(${scale})${extra}"><rect width="${w}" height="${h}" fill="${base}"/>`;
  const weave = `stroke="${shade(base, 0.6)}" stroke-opacity="0.025" stroke-width="2"`;
  switch (pattern) {
    case 'plain':
      return open(12, 12) + `<path d="M0 6H12" ${weave}/></pattern>`;
    case 'dots':
      return open(76, 76) + circle(19, 19, 10, a) + circle(57, 57, 10, a) + '</pattern>';
    case 'stripes':
      return open(40, 60) + `<rect y="0" width="40" height="22" fill="${a}"/></pattern>`;
    case 'stars':
      return (
        open(124, 124) +
        `<path d="${starPath(31, 34, 17, 0.5, 5, -90)}" fill="${a}" stroke="${a}" stroke-width="3" stroke-linejoin="round"/>` +
        `<path d="${starPath(93, 94, 12, 0.5, 5, -70)}" fill="${a}" stroke="${a}" stroke-width="3" stroke-linejoin="round"/>` +
        circle(95, 30, 3.5, a) +
        circle(30, 96, 3.5, a) +
        '</pattern>'
      );
    case 'hearts':
      return (
        open(110, 110) +
        `<path d="${heartPath(28, 30, 34)}" fill="${a}"/>` +
        `<path d="${heartPath(83, 85, 28)}" fill="${a}" transform="rotate(-14 83 85)"/>` +
        '</pattern>'
      );
    case 'checks':
      return (
        open(64, 64) +
        `<rect width="32" height="64" fill="${a}" opacity="0.5"/><rect width="64" height="32" fill="${a}" opacity="0.5"/></pattern>`
      );
    case 'florals': {
      const flower = (cx: number, cy: number, r: number, petal: string, eye: string) => {
        let s = '';
        for (let i = 0; i < 5; i++) {
          const ang = (i * 72 - 90) * (Math.PI / 180);
          s += circle(cx + Math.cos(ang) * r, cy + Math.sin(ang) * r, r * 0.82, petal);
        }
        return s + circle(cx, cy, r * 0.55, eye);
      };
      const leaf = (cx: number, cy: number, rot: number) =>
        `<ellipse cx="${cx}" cy="${cy}" rx="12" ry="5.5" fill="#7FA877" transform="rotate(${rot} ${cx} ${cy})"/>`;
      const eye = luminance(a) > 0.75 ? '#E8B84A' : '#FFF4CF';
      return (
        open(140, 140) +
        leaf(58, 52, 30) +
        leaf(16, 58, -40) +
        leaf(126, 116, 20) +
        leaf(88, 124, -30) +
        flower(36, 38, 11, a, eye) +
        flower(106, 108, 8, tint(a, 0.35), eye) +
        circle(110, 32, 4, tint(a, 0.2)) +
        circle(30, 112, 4, tint(a, 0.2)) +
        '</pattern>'
      );
    }
  }
}

// ---------------------------------------------------------------- defs, backdrops, shadows

export const W = 1200;
export const H = 1500;

/** Pastel studio backdrops: [top, bottom, arch]. */
export const BACKDROPS: readonly (readonly [string, string, string])[] = [
  ['#FBF1E8', '#F5E2D3', '#F8E7DA'], // peach cream
  ['#EBF4F1', '#D8EAE4', '#E1EFEA'], // mint mist
  ['#FCEDF0', '#F5DADF', '#F9E3E8'], // blush
  ['#EFEEF8', '#DFDCF0', '#E7E5F5'], // lavender
  ['#F3F5EA', '#E2E8D2', '#EAEFDF'], // sage
  ['#FFF7E3', '#F8E9C4', '#FCF0D3'], // butter
  ['#EAF2F8', '#D6E4F0', '#E0EBF5'], // sky
];

/** Chooses a backdrop that flatters but contrasts with the product colour. */
export function pickBackdrop(base: string, salt: number): readonly [string, string, string] {
  const ranked = BACKDROPS.map((b, i) => ({ b, i, d: distance(b[1], base) }))
    .filter((x) => x.d > 40)
    .sort((x, y) => y.d - x.d || x.i - y.i);
  const pool = ranked.length >= 3 ? ranked.slice(0, 4) : BACKDROPS.map((b, i) => ({ b, i, d: 0 }));
  const pick = pool[salt % pool.length] ?? pool[0];
  return pick ? pick.b : ['#FBF1E8', '#F5E2D3', '#F8E7DA'];
}

export function commonDefs(shadowColor: string): string {
  return (
    `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="#FFFFFF" stop-opacity="0.2"/><stop offset="0.5" stop-color="#FFFFFF" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#1E1428" stop-opacity="0.13"/></linearGradient>` +
    `<radialGradient id="gloss" cx="0.35" cy="0.3" r="0.75">` +
    `<stop offset="0" stop-color="#FFFFFF" stop-opacity="0.4"/><stop offset="0.45" stop-color="#FFFFFF" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#1E1428" stop-opacity="0.16"/></radialGradient>` +
    // sRGB and a tight region keep librsvg's blur cheap (about half the cost of the defaults)
    `<filter id="drop" x="-8%" y="-6%" width="118%" height="120%" color-interpolation-filters="sRGB">` +
    `<feGaussianBlur in="SourceAlpha" stdDeviation="16"/><feOffset dx="6" dy="20" result="o"/>` +
    `<feFlood flood-color="${shadowColor}" flood-opacity="0.42"/><feComposite in2="o" operator="in"/>` +
    `<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>` +
    `<filter id="soft" x="-30%" y="-30%" width="160%" height="160%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="22"/></filter>` +
    `<filter id="soft2" x="-30%" y="-30%" width="160%" height="160%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="6"/></filter>` +
    `<radialGradient id="blob"><stop offset="0" stop-color="#2A2233" stop-opacity="0.5"/><stop offset="0.6" stop-color="#2A2233" stop-opacity="0.22"/><stop offset="1" stop-color="#2A2233" stop-opacity="0"/></radialGradient>`
  );
}

/** View 0: a studio arch on a soft gradient with a floor. */
export function archBackdrop(bg: readonly [string, string, string]): string {
  const [top, bottom, arch] = bg;
  return (
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<path d="M170 1290V560C170 320 362 150 600 150C838 150 1030 320 1030 560V1290Z" fill="${arch}"/>` +
    `<path d="M170 1290V560C170 320 362 150 600 150C838 150 1030 320 1030 560V1290" fill="none" stroke="${tint(arch, 0.5)}" stroke-width="6" opacity="0.8"/>` +
    `<rect y="1290" width="${W}" height="${H - 1290}" fill="${shade(bottom, 0.05)}"/>` +
    `<rect y="1286" width="${W}" height="8" fill="${tint(bottom, 0.4)}" opacity="0.8"/>` +
    ellipse(600, 1292, 440, 30, 'url(#blob)', ' opacity="0.45"')
  );
}

/** View 1: a plain soft gradient with a gentle glow behind the subject. */
export function glowBackdrop(bg: readonly [string, string, string]): string {
  const [top, bottom] = bg;
  return (
    `<radialGradient id="bg" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="${tint(top, 0.5)}"/><stop offset="0.6" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></radialGradient>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`
  );
}

/** View 2: a textured cotton surface for flat-lays. */
export function flatlayBackdrop(bg: readonly [string, string, string]): string {
  const [top, bottom] = bg;
  return (
    `<pattern id="linen" patternUnits="userSpaceOnUse" width="10" height="10"><rect width="10" height="10" fill="${top}"/>` +
    `<path d="M0 5H10" stroke="${shade(top, 0.5)}" stroke-opacity="0.05" stroke-width="2"/><path d="M5 0V10" stroke="#FFFFFF" stroke-opacity="0.25" stroke-width="2"/></pattern>` +
    `<rect width="${W}" height="${H}" fill="url(#linen)"/>` +
    `<radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="${bottom}" stop-opacity="0"/><stop offset="1" stop-color="${bottom}" stop-opacity="0.8"/></radialGradient>` +
    `<rect width="${W}" height="${H}" fill="url(#vig)"/>`
  );
}

// ---------------------------------------------------------------- props for flat-lays

export function cloud(x: number, y: number, s: number, color = '#FFFFFF'): string {
  const d = `M${f(x - 90 * s)} ${f(y + 30 * s)}C${f(x - 130 * s)} ${f(y + 30 * s)} ${f(x - 130 * s)} ${f(y - 30 * s)} ${f(x - 85 * s)} ${f(y - 28 * s)}C${f(x - 80 * s)} ${f(y - 75 * s)} ${f(x - 15 * s)} ${f(y - 90 * s)} ${f(x + 10 * s)} ${f(y - 50 * s)}C${f(x + 40 * s)} ${f(y - 80 * s)} ${f(x + 95 * s)} ${f(y - 60 * s)} ${f(x + 88 * s)} ${f(y - 15 * s)}C${f(x + 130 * s)} ${f(y - 15 * s)} ${f(x + 135 * s)} ${f(y + 30 * s)} ${f(x + 95 * s)} ${f(y + 30 * s)}Z`;
  return (
    `<path d="${d}" fill="#2A2233" opacity="0.07" transform="translate(5 10)"/>` +
    `<path d="${d}" fill="${color}"/>` +
    stroke(d, shade(color, 0.12), 3)
  );
}

export function propStar(x: number, y: number, r: number, color = '#F6CF5C', rot = 0): string {
  const d = starPath(x, y, r, 0.5, 5, -90 + rot);
  return (
    `<path d="${d}" fill="#2A2233" opacity="0.08" transform="translate(4 8)"/>` +
    `<path d="${d}" fill="${color}" stroke="${color}" stroke-width="${f(r * 0.25)}" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="url(#gloss)"/>`
  );
}

export function sprig(x: number, y: number, s: number, rot: number, color = '#8DB48A'): string {
  let leaves = '';
  for (let i = 0; i < 5; i++) {
    const t = 30 + i * 32;
    const side = i % 2 === 0 ? 1 : -1;
    leaves += `<ellipse cx="${f(side * 26)}" cy="${f(-t)}" rx="30" ry="13" fill="${i % 2 ? color : shade(color, 0.1)}" transform="rotate(${side * -35} ${f(side * 26)} ${f(-t)})"/>`;
  }
  leaves += `<ellipse cx="0" cy="-192" rx="14" ry="28" fill="${color}"/>`;
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${rot}) scale(${s})">` +
    stroke('M0 0Q6 -100 0 -200', shade(color, 0.3), 5) +
    leaves +
    '</g>'
  );
}

export function bead(x: number, y: number, r: number, color: string): string {
  return (
    circle(x + 3, y + 6, r, '#2A2233', ' opacity="0.09"') +
    circle(x, y, r, color) +
    circle(x, y, r, 'url(#gloss)')
  );
}

export function propHeart(x: number, y: number, s: number, color: string, rot = 0): string {
  const d = heartPath(0, 0, s);
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${rot})"><path d="${d}" fill="${color}"/><path d="${d}" fill="url(#gloss)"/></g>`;
}

// ---------------------------------------------------------------- kind contract

export type DrawCtx = {
  pal: Pal;
  /** draw the back of the garment instead of the front */
  back: boolean;
  /** the fabric is plain, so a small print or embroidery is welcome */
  plain: boolean;
  /** unique id for clip paths and gradients */
  id: (name: string) => string;
};

export type KindDef = {
  draw: (c: DrawCtx) => string;
  /** draw() honours ctx.back, so view 1 shows the back; otherwise view 1 is a close-up */
  hasBack?: boolean;
  /** close-up centre (local coordinates) and zoom */
  focus: readonly [number, number, number];
  /** size on the front view (default 1: the item spans about 800 x 900) */
  scale?: number;
  /** what the detail swatch (view 3) shows on the fabric */
  detail?: 'buttons' | 'snaps' | 'bow' | 'rib' | 'embroidery';
};
