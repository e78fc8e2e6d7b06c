// Accessory and footwear drawings (same local coordinate box as the garments).
import {
  both,
  bow,
  circle,
  ellipse,
  f,
  g,
  heartPath,
  part,
  ribBand,
  shade,
  starPath,
  stitch,
  stroke,
  sym,
  tint,
} from './art-kit.ts';
import type { DrawCtx, KindDef, Pal } from './art-kit.ts';

/** A fluffy pompom: a circle with a bumpy edge. */
function pompom(cx: number, cy: number, r: number, fill: string, line: string): string {
  const n = 14;
  let d = '';
  for (let i = 0; i <= n; i++) {
    const a = (i / n) * Math.PI * 2;
    const x = cx + Math.cos(a) * r;
    const y = cy + Math.sin(a) * r;
    d += i === 0 ? `M${f(x)} ${f(y)}` : `A ${f(r * 0.26)} ${f(r * 0.26)} 0 0 1 ${f(x)} ${f(y)}`;
  }
  let tufts = '';
  for (let i = 0; i < 9; i++) {
    const a = i * 2.1;
    const rr = r * (0.25 + (i % 3) * 0.2);
    tufts += stroke(
      `M${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)} l${f(Math.cos(a + 1) * 14)} ${f(Math.sin(a + 1) * 14)}`,
      shade(fill, 0.2),
      3,
    );
  }
  return part(d + 'Z', fill, line, { sw: 4 }) + tufts + circle(cx, cy, r, 'url(#gloss)');
}

function appliqueHeart(x: number, y: number, s: number, pal: Pal): string {
  const d = heartPath(x, y, s);
  return (
    part(d, pal.accent, pal.line, { sw: 3 }) +
    stroke(heartPath(x, y, s * 0.78), tint(pal.accent, 0.5), 2.5, ' stroke-dasharray="6 5"')
  );
}

// ---------------------------------------------------------------- headwear

function beanie(c: DrawCtx): string {
  const { pal } = c;
  const dome = sym('M0 -236 C 150 -236 248 -136 260 40 L 262 70 L 0 70');
  const cuff = 'M-276 30 C -180 18 180 18 276 30 L 282 196 C 180 214 -180 214 -282 196 Z';
  let lines = '';
  for (const x of [70, 150, 220])
    lines += both(
      stroke(`M${f(x * 0.25)} -226 Q ${f(x * 1.05)} -110 ${x} 30`, pal.line, 3, ' opacity="0.18"'),
    );
  return (
    part(dome, pal.fill, pal.line) +
    lines +
    ribBand(c.id('cuff'), cuff, [-284, 14, 284, 216], pal) +
    (c.plain ? appliqueHeart(150, 116, 70, pal) : '') +
    pompom(0, -262, 82, pal.accentLight, pal.line)
  );
}

function sunhat(c: DrawCtx): string {
  const { pal } = c;
  const brim =
    'M-390 70 C -380 -20 380 -20 390 70 C 400 160 260 214 0 216 C -260 214 -400 160 -390 70 Z';
  const crown = sym('M0 -214 C 150 -214 206 -190 212 -120 L 228 60 C 160 86 80 92 0 92');
  const band = 'M-216 -6 C -150 16 150 16 216 -6 L 224 54 C 150 80 -150 80 -224 54 Z';
  const ties =
    stroke('M-120 150 C -150 230 -110 300 -160 400', pal.line, 20) +
    stroke('M-120 150 C -150 230 -110 300 -160 400', pal.accent, 13) +
    stroke('M120 150 C 160 220 120 320 150 410', pal.line, 20) +
    stroke('M120 150 C 160 220 120 320 150 410', pal.accent, 13);
  return (
    ties +
    part(brim, pal.fill, pal.line) +
    stitch('M-350 90 C -330 170 330 170 350 90', pal) +
    stitch('M-320 100 C -300 160 300 160 320 100', pal) +
    part(crown, pal.fill, pal.line) +
    stitch('M-200 -110 C -100 -98 100 -98 200 -110', pal) +
    part(band, pal.accent, pal.line, { sw: 4 }) +
    bow(150, 24, 58, pal.accent, pal.line)
  );
}

function hairband(c: DrawCtx): string {
  const { pal } = c;
  const band = 'M-220 90 A 220 230 0 1 0 220 90 A 220 230 0 1 0 -220 90';
  return (
    stroke(band, pal.line, 38) +
    stroke(band, pal.base, 30) +
    stroke(band, tint(pal.base, 0.4), 6, ' transform="translate(-3 -6)" opacity="0.6"') +
    bow(0, -150, 230, pal.fill, pal.line) +
    (c.plain ? circle(0, -150, 16, pal.accent) : '')
  );
}

// ---------------------------------------------------------------- footwear

function bootie(c: DrawCtx): string {
  const { pal } = c;
  const sole = 'M-205 116 C -214 162 -186 184 -140 184 L 170 184 C 222 184 240 152 226 116 Z';
  const upper =
    'M-200 124 C -212 40 -200 -40 -172 -116 L 34 -116 C 64 -66 150 -26 200 22 C 232 54 238 100 228 124 Z';
  const cuff =
    'M-186 -104 L 46 -104 L 58 -236 Q 58 -244 50 -244 L -180 -244 Q -188 -244 -188 -236 Z';
  return (
    part(sole, pal.accentLight, pal.line) +
    stitch('M-190 150 L 210 150', { ...pal, stitch: shade(pal.accentLight, 0.35) }, 2.5) +
    part(upper, pal.fill, pal.line) +
    stitch('M70 -40 C 140 0 190 50 196 112', pal) +
    ribBand(c.id('cuff'), cuff, [-190, -246, 60, -100], pal) +
    bow(90, -60, 44, pal.accent, pal.line)
  );
}

function booties(c: DrawCtx): string {
  return g('translate(-110 -60) scale(0.9)', bootie(c)) + g('translate(80 110)', bootie(c));
}

function shoe(c: DrawCtx): string {
  const { pal } = c;
  const upper =
    'M-228 120 C -240 30 -226 -62 -190 -100 C -150 -112 -100 -100 -70 -86 C -30 -66 8 -84 28 -116 C 44 -130 62 -124 64 -108 C 100 -40 200 -4 234 46 C 252 76 248 108 238 120 Z';
  const toe = 'M138 2 C 196 18 246 62 240 120 L 116 120 C 124 80 130 40 138 2 Z';
  const sole =
    'M-238 116 L 246 116 C 270 116 272 178 242 182 L -228 182 C -258 180 -262 120 -238 116 Z';
  const strap = (x: number, y: number) =>
    `<g transform="translate(${x} ${y}) rotate(20)">` +
    part('M-78 -22 H70 Q92 -22 92 0 Q92 22 70 22 H-78 Z', pal.accent, pal.line, { sw: 4 }) +
    stitch('M-70 -12 H 72', { ...pal, stitch: pal.accentDark }, 2) +
    '</g>';
  return (
    part(upper, pal.fill, pal.line) +
    stroke('M-190 -98 C -150 -110 -100 -98 -70 -84 C -30 -64 8 -82 28 -114', pal.accentDark, 14) +
    part(toe, pal.trim, pal.line, { sw: 4 }) +
    part(
      'M-228 120 C -240 30 -226 -62 -190 -100 L -164 -104 C -186 -40 -190 50 -180 120 Z',
      pal.accent,
      pal.line,
      { sw: 4 },
    ) +
    stitch('M-218 96 L 226 96', pal) +
    strap(20, -46) +
    strap(60, 20) +
    part(sole, '#FBF8F2', shade(pal.line, 0.1)) +
    stroke('M-246 150 L 262 150', pal.accent, 7) +
    stroke('M-226 176 L 240 176', '#D9D2C7', 6, ' stroke-dasharray="14 12"')
  );
}

function shoes(c: DrawCtx): string {
  return g('translate(-120 -90) scale(0.88)', shoe(c)) + g('translate(70 90) scale(0.96)', shoe(c));
}

function sandal(c: DrawCtx): string {
  const { pal } = c;
  const bed =
    'M0 -232 C 70 -232 106 -172 106 -92 C 106 -10 86 50 90 120 C 94 190 62 228 0 230 C -58 228 -90 190 -86 120 C -82 60 -102 -10 -100 -92 C -98 -172 -70 -232 0 -232 Z';
  const inner =
    'M0 -210 C 56 -210 84 -160 84 -92 C 84 -16 66 46 70 118 C 72 176 46 206 0 208 C -44 206 -68 176 -66 118 C -62 56 -80 -12 -78 -92 C -76 -160 -54 -210 0 -210 Z';
  const toeStrap = 'M-116 -128 C -60 -160 60 -160 116 -128 L 112 -62 C 60 -92 -60 -92 -112 -62 Z';
  const ankle = 'M-102 70 C -50 52 50 52 102 70 L 102 124 C 50 106 -50 106 -102 124 Z';
  const tStrap = 'M-22 -84 L 22 -84 L 22 64 L -22 64 Z';
  const buckle =
    `<rect x="92" y="76" width="30" height="42" rx="6" fill="none" stroke="#B9A06A" stroke-width="7"/>` +
    `<rect x="92" y="76" width="30" height="42" rx="6" fill="none" stroke="#F3E2A9" stroke-width="3"/>`;
  let flower = '';
  for (let i = 0; i < 5; i++) {
    const a = ((i * 72 - 90) * Math.PI) / 180;
    flower += circle(
      Math.cos(a) * 15,
      -114 + Math.sin(a) * 15,
      12,
      pal.accent,
      ` stroke="${pal.accentDark}" stroke-width="2"`,
    );
  }
  flower += circle(0, -114, 9, '#F6D36B');
  return (
    part(bed, '#E2C49E', '#9D7A55') +
    part(inner, '#EFD9BC', '#C4A47C', { sw: 2, flat: true }) +
    part(tStrap, pal.fill, pal.line, { sw: 4 }) +
    part(toeStrap, pal.fill, pal.line) +
    stitch('M-100 -112 C -50 -140 50 -140 100 -112', pal, 2.5) +
    part(ankle, pal.fill, pal.line) +
    buckle +
    flower
  );
}

function sandals(c: DrawCtx): string {
  return (
    g('translate(-128 0) rotate(-7) scale(-1 1)', sandal(c)) +
    g('translate(128 10) rotate(7)', sandal(c))
  );
}

function sock(c: DrawCtx): string {
  const { pal } = c;
  const d =
    'M-95 -300 L 95 -300 L 95 20 C 100 60 130 80 180 88 L 240 98 C 300 110 305 205 240 212 L -20 212 C -90 212 -120 150 -100 90 C -96 60 -95 30 -95 20 Z';
  const id = c.id('sock');
  const heel = 'M-110 70 C -128 150 -90 222 -20 222 L 40 222 C 30 160 -10 110 -110 70 Z';
  const toe = 'M214 80 C 320 100 320 222 240 222 L 196 222 C 214 176 214 124 200 80 Z';
  return (
    part(d, pal.fill, pal.line) +
    `<clipPath id="${id}"><path d="${d}"/></clipPath><g clip-path="url(#${id})">` +
    `<path d="${heel}" fill="${pal.accent}"/><path d="${toe}" fill="${pal.accent}"/>` +
    stroke('M-110 70 C -10 110 30 160 40 222', pal.line, 3, ' opacity="0.4"') +
    stroke('M200 80 C 214 124 214 176 196 222', pal.line, 3, ' opacity="0.4"') +
    '</g>' +
    stroke(d, pal.line, 5) +
    ribBand(
      c.id('sockrib'),
      'M-98 -312 L 98 -312 L 98 -220 L -98 -220 Z',
      [-100, -314, 100, -218],
      pal,
    ) +
    (c.plain ? appliqueHeart(0, -110, 66, pal) : '') +
    stroke(
      'M-40 190 h10 M-10 196 h10 M20 190 h10 M60 196 h10 M100 190 h10 M140 196 h10',
      pal.accentDark,
      6,
      ' opacity="0.5"',
    )
  );
}

function socks(c: DrawCtx): string {
  return g('translate(-150 -40) scale(0.86)', sock(c)) + g('translate(70 60) scale(0.86)', sock(c));
}

// ---------------------------------------------------------------- baby accessories

function mitten(c: DrawCtx): string {
  const { pal } = c;
  const d = sym('M0 -250 C 84 -250 124 -190 124 -80 L 114 130 L 0 130');
  const cuff = 'M-118 118 L 118 118 L 124 262 Q 124 270 116 270 L -116 270 Q -124 270 -124 262 Z';
  return (
    part(d, pal.fill, pal.line) +
    stitch('M-98 -80 C -98 -180 -66 -226 0 -226 C 66 -226 98 -180 98 -80', pal, 2.5) +
    (c.plain ? appliqueHeart(0, -50, 80, pal) : '') +
    ribBand(c.id('mcuff'), cuff, [-126, 116, 126, 272], pal) +
    stroke('M-118 150 C -40 166 40 166 118 150', pal.accent, 8)
  );
}

function mittens(c: DrawCtx): string {
  return (
    g('translate(-140 -10) rotate(-9)', mitten(c)) + g('translate(140 10) rotate(9)', mitten(c))
  );
}

function bib(c: DrawCtx): string {
  const { pal } = c;
  const outer = sym(
    'M0 -346 C 62 -346 112 -320 132 -270 C 252 -240 320 -120 320 30 C 320 216 180 340 0 340',
  );
  const hole = 'M0 -318 A 102 102 0 1 1 -0.1 -318 Z';
  const shape = `${outer} ${hole}`;
  return (
    part(shape, pal.fill, pal.line, { evenodd: true, sw: 0 }) +
    stroke(outer, pal.line, 26) +
    stroke(outer, pal.accent, 18) +
    stroke(hole, pal.line, 22) +
    stroke(hole, pal.accent, 15) +
    (c.plain
      ? appliqueHeart(0, 90, 170, pal)
      : part('M-150 120 h300 v90 q0 60 -60 60 h-180 q-60 0 -60 -60 z', pal.fill, pal.line, {
          sw: 4,
        }) +
        '<path d="M-150 120 h300 v90 q0 60 -60 60 h-180 q-60 0 -60 -60 z" fill="#2A2233" opacity="0.12"/>' +
        stroke('M-150 120 h300', pal.accent, 14) +
        stroke('M-150 120 h300', pal.line, 3, ' opacity="0.4" transform="translate(0 8)"')) +
    `<g transform="translate(-64 -304)">` +
    circle(0, 0, 20, '#E9ECF1', ' stroke="#A9B0BC" stroke-width="4"') +
    circle(0, 0, 9, '#CDD3DC') +
    '</g>'
  );
}

function backpack(c: DrawCtx): string {
  const { pal } = c;
  const body = sym(
    'M0 -300 C 170 -300 244 -230 244 -80 L 244 300 C 244 346 214 372 170 372 L 0 372',
  );
  const pocket =
    'M-176 110 Q -176 50 -116 50 H116 Q 176 50 176 110 V270 Q 176 330 116 330 H-116 Q -176 330 -176 270 Z';
  const ears = both(
    circle(150, -250, 62, pal.fill, ` stroke="${pal.line}" stroke-width="5"`) +
      circle(150, -250, 34, pal.accentLight),
  );
  return (
    stroke('M-64 -290 C -64 -390 64 -390 64 -290', pal.line, 34) +
    stroke('M-64 -290 C -64 -390 64 -390 64 -290', pal.accent, 26) +
    ears +
    both(
      part('M230 180 h30 q10 0 10 10 v120 q0 10 -10 10 h-30 z', pal.accentDark, pal.line, {
        sw: 4,
      }),
    ) +
    part(body, pal.fill, pal.line) +
    stroke(
      'M-212 -40 C -212 -210 -150 -270 0 -270 C 150 -270 212 -210 212 -40',
      '#7A6F7E',
      12,
      ' stroke-dasharray="5 5" stroke-linecap="butt"',
    ) +
    part('M206 -44 h18 v56 q0 9 -9 9 q-9 0 -9 -9 z', '#D8D2C8', '#8B8290', { sw: 3 }) +
    part(pocket, pal.accentLight, pal.line) +
    stroke('M-140 82 H140', '#7A6F7E', 10, ' stroke-dasharray="5 5" stroke-linecap="butt"') +
    part('M128 74 h16 v52 q0 8 -8 8 q-8 0 -8 -8 z', '#D8D2C8', '#8B8290', { sw: 3 }) +
    stitch(
      'M-160 120 Q -160 66 -110 66 H110 Q 160 66 160 120 V264 Q 160 314 110 314 H-110 Q -160 314 -160 264 Z',
      { ...pal, stitch: shade(pal.accentLight, 0.3) },
      2.5,
    ) +
    circle(-60, 190, 13, '#3E3340') +
    circle(60, 190, 13, '#3E3340') +
    ellipse(0, 222, 18, 12, '#3E3340') +
    stroke('M-16 244 Q 0 256 16 244', '#3E3340', 4) +
    ellipse(-96, 232, 22, 13, '#F2A0A8', ' opacity="0.6"') +
    ellipse(96, 232, 22, 13, '#F2A0A8', ' opacity="0.6"') +
    (c.plain ? sparkle(-150, -130, 30, pal) + sparkle(-96, -196, 16, pal) : '')
  );
}

/** A little star appliqué for plain bags. */
function sparkle(x: number, y: number, r: number, pal: Pal): string {
  return `<path d="${starPath(x, y, r)}" fill="${pal.accent}" stroke="${pal.accent}" stroke-width="4" stroke-linejoin="round"/>`;
}

export const accessoryKinds = {
  beanie: { draw: beanie, focus: [0, -190, 1.6], detail: 'rib' },
  sunhat: { draw: sunhat, focus: [60, -20, 1.5], detail: 'bow' },
  hairband: { draw: hairband, focus: [0, -200, 1.8], detail: 'bow' },
  booties: { draw: booties, focus: [90, 90, 1.7], detail: 'rib' },
  shoes: { draw: shoes, focus: [110, 80, 1.5], detail: 'embroidery', scale: 1.08 },
  sandals: { draw: sandals, focus: [140, -90, 1.8], detail: 'embroidery' },
  socks: { draw: socks, focus: [80, -80, 1.6], detail: 'rib', scale: 1.15 },
  mittens: { draw: mittens, focus: [140, 0, 1.8], detail: 'rib' },
  bib: { draw: bib, focus: [0, -120, 1.6], detail: 'snaps' },
  backpack: { draw: backpack, focus: [0, 180, 1.8], detail: 'embroidery' },
} satisfies Record<string, KindDef>;
