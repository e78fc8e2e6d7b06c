// Nursery, fabric and toy drawings (same local coordinate box as the garments).
import {
  bow,
  circle,
  ellipse,
  f,
  heartPath,
  part,
  shade,
  stitch,
  stroke,
  tint,
} from './art-kit.ts';
import type { DrawCtx, KindDef, Pt } from './art-kit.ts';

const INK = '#3E3340';

// ---------------------------------------------------------------- textiles

function swaddle(c: DrawCtx): string {
  const { pal } = c;
  // a gift stack of three folded muslins, tied with a ribbon
  const layer = (y: number, h: number, hw: number, fill: string) =>
    part(
      `M${-hw} ${y} H${hw} Q${hw + 22} ${y + h / 2} ${hw} ${y + h} H${-hw} Q${-hw - 22} ${y + h / 2} ${-hw} ${y} Z`,
      fill,
      pal.line,
    ) + stroke(`M${-hw + 14} ${y + 10} H${hw - 14}`, '#FFFFFF', 4, ' opacity="0.45"');
  const topFace = 'M-250 -250 H250 L300 -30 H-300 Z';
  return (
    layer(180, 100, 296, 'url(#fab2)') +
    layer(80, 100, 306, pal.light) +
    layer(-30, 110, 300, pal.fill) +
    part(topFace, pal.fill, pal.line) +
    stroke('M-240 -226 H240', '#FFFFFF', 4, ' opacity="0.4"') +
    part('M-24 -250 H24 L28 -30 H-28 Z', pal.accent, pal.line, { sw: 4 }) +
    part('M-28 -30 H28 V280 H-28 Z', pal.accent, pal.line, { sw: 4 }) +
    stroke('M-28 -30 H28', pal.accentDark, 4) +
    bow(0, -170, 120, pal.accent, pal.line)
  );
}

function blanket(c: DrawCtx): string {
  const { pal } = c;
  const outline =
    'M-330 -380 Q-330 -400 -310 -400 H310 Q330 -400 330 -380 V200 L130 400 H-310 Q-330 400 -330 380 Z';
  const id = c.id('quilt');
  let grid = '';
  for (let k = -800; k <= 800; k += 110) {
    grid += `M${k - 500} -500 L${k + 500} 500 M${k + 500} -500 L${k - 500} 500 `;
  }
  const flap = 'M330 200 L130 400 L140 210 Z';
  return (
    part(outline, pal.fill, pal.line, { sw: 0 }) +
    `<clipPath id="${id}"><path d="${outline}"/></clipPath>` +
    `<g clip-path="url(#${id})">${stitch(grid, pal, 3)}</g>` +
    stroke(outline, pal.line, 28) +
    stroke(outline, pal.accent, 20) +
    `<path d="M330 200 L130 400 L150 230 Z" fill="#2A2233" opacity="0.18" filter="url(#soft2)"/>` +
    part(flap, pal.accentLight, pal.line, { sw: 0 }) +
    stroke(flap, pal.line, 28) +
    stroke(flap, pal.accent, 20) +
    (c.plain ? `<path d="${heartPath(-170, -230, 90)}" fill="${pal.accent}" opacity="0.9"/>` : '')
  );
}

/** Maps unit coordinates on a parallelogram (a, a+u, a+u+v, a+v). */
function onPlane(a: Pt, u: Pt, v: Pt) {
  return (x: number, y: number): string =>
    `${f(a[0] + u[0] * x + v[0] * y)} ${f(a[1] + u[1] * x + v[1] * y)}`;
}

function cotSheet(c: DrawCtx): string {
  const { pal } = c;
  const A: Pt = [-380, -40];
  const u: Pt = [480, -210];
  const v: Pt = [290, 140];
  const T = 120;
  const p = onPlane(A, u, v);
  const low = (x: number, y: number) => {
    const [px, py] = p(x, y).split(' ').map(Number);
    return `${f(px ?? 0)} ${f((py ?? 0) + T)}`;
  };
  const top = `M${p(0, 0)} L${p(1, 0)} L${p(1, 1)} L${p(0, 1)} Z`;
  const left = `M${p(0, 0)} L${p(0, 1)} L${low(0, 1)} L${low(0, 0)} Z`;
  const front = `M${p(0, 1)} L${p(1, 1)} L${low(1, 1)} L${low(0, 1)} Z`;
  const W = 520;
  const Hh = 320;
  const m = `matrix(${f(u[0] / W)} ${f(u[1] / W)} ${f(v[0] / Hh)} ${f(v[1] / Hh)} ${A[0]} ${A[1]})`;
  const pillow = `M${p(0.1, 0.12)} Q${p(0.27, 0.08)} ${p(0.44, 0.12)} Q${p(0.47, 0.31)} ${p(0.44, 0.5)} Q${p(0.27, 0.54)} ${p(0.1, 0.5)} Q${p(0.06, 0.31)} ${p(0.1, 0.12)} Z`;
  const lowUp = (x: number, y: number, up: number) => {
    const [px, py] = low(x, y).split(' ').map(Number);
    return `${f(px ?? 0)} ${f((py ?? 0) - up)}`;
  };
  const blanketTop = `M${p(0.56, 0.02)} L${p(0.98, 0.02)} L${p(0.98, 1)} L${lowUp(0.98, 1, 36)} L${lowUp(0.56, 1, 36)} L${p(0.56, 1)} Z`;
  const blanketFold = `M${p(0.53, 0.02)} L${p(0.64, 0.02)} L${p(0.64, 1)} L${lowUp(0.64, 1, 30)} L${lowUp(0.53, 1, 30)} L${p(0.53, 1)} Z`;
  let gathers = '';
  for (let i = 0.08; i < 1; i += 0.09) gathers += `M${low(i, 1)} l0 -10 `;
  for (let i = 0.1; i < 1; i += 0.12) gathers += `M${low(0, i)} l0 -10 `;
  return (
    part(
      `M${low(0, 0)} L${low(0, 1)} L${low(1, 1)} L${p(1, 1)} L${p(1, 0)} L${p(0, 0)} Z`,
      '#E9DCCB',
      pal.line,
      { sw: 0 },
    ) +
    part(left, pal.fill, pal.line, { flat: true }) +
    `<path d="${left}" fill="#2A2233" opacity="0.16"/>` +
    part(front, pal.fill, pal.line, { flat: true }) +
    `<path d="${front}" fill="#2A2233" opacity="0.08"/>` +
    stroke(gathers, pal.line, 3, ' opacity="0.5"') +
    `<g transform="${m}"><rect width="${W}" height="${Hh}" fill="url(#fab)"/></g>` +
    `<path d="${top}" fill="url(#shade)"/>` +
    stroke(top, pal.line, 5) +
    stroke(`M${low(0, 0)} L${low(0, 1)} L${low(1, 1)}`, pal.line, 5) +
    stroke(`M${p(0, 1)} L${low(0, 1)}`, pal.line, 4) +
    `<path d="${blanketTop}" fill="#2A2233" opacity="0.18" transform="translate(4 12)" filter="url(#soft2)"/>` +
    part(blanketTop, 'url(#fab2)', pal.line) +
    part(blanketFold, 'url(#fab2)', pal.line) +
    `<path d="${blanketFold}" fill="#FFFFFF" opacity="0.25"/>` +
    `<path d="${pillow}" fill="#2A2233" opacity="0.2" transform="translate(6 16)" filter="url(#soft2)"/>` +
    part(pillow, pal.trim, pal.line) +
    stroke(pillow, pal.accent, 6, ' opacity="0.9"') +
    stitch(
      `M${p(0.13, 0.16)} Q${p(0.27, 0.13)} ${p(0.41, 0.16)}`,
      { ...pal, stitch: shade(pal.trim, 0.3) },
      2.5,
    )
  );
}

function scallopFrame(hw: number, hh: number, bump: number, n: number): string {
  // a rounded rectangle with scalloped edge, walking clockwise
  const pts: [number, number][] = [];
  const edges: [number, number, number, number][] = [
    [-hw, -hh, hw, -hh],
    [hw, -hh, hw, hh],
    [hw, hh, -hw, hh],
    [-hw, hh, -hw, -hh],
  ];
  let d = `M${-hw} ${-hh}`;
  for (const [x1, y1, x2, y2] of edges) {
    const len = Math.hypot(x2 - x1, y2 - y1);
    const k = Math.max(2, Math.round((n * len) / (2 * (hw + hh))));
    const nx = (y2 - y1) / len;
    const ny = -(x2 - x1) / len;
    for (let i = 1; i <= k; i++) {
      const ax = x1 + ((x2 - x1) * (i - 0.5)) / k + nx * bump;
      const ay = y1 + ((y2 - y1) * (i - 0.5)) / k + ny * bump;
      const bx = x1 + ((x2 - x1) * i) / k;
      const by = y1 + ((y2 - y1) * i) / k;
      pts.push([bx, by]);
      d += ` Q${f(ax)} ${f(ay)} ${f(bx)} ${f(by)}`;
    }
  }
  return d + ' Z';
}

function pillow(c: DrawCtx): string {
  const { pal } = c;
  const body =
    'M-300 -196 C -100 -176 100 -176 300 -196 C 286 -70 286 70 300 196 C 100 176 -100 176 -300 196 C -286 70 -286 -70 -300 -196 Z';
  return (
    part(scallopFrame(318, 214, 30, 26), pal.trim, pal.line, { sw: 4 }) +
    stitch(
      'M-300 -196 C -100 -176 100 -176 300 -196 C 286 -70 286 70 300 196 C 100 176 -100 176 -300 196 C -286 70 -286 -70 -300 -196 Z',
      { ...pal, stitch: shade(pal.trim, 0.3) },
      2.5,
    ) +
    part(body, pal.fill, pal.line, { sw: 0 }) +
    `<path d="${body}" fill="url(#gloss)"/>` +
    stroke(body, pal.line, 16) +
    stroke(body, pal.accent, 10) +
    stroke(
      'M-282 -180 l30 22 M282 -180 l-30 22 M-282 180 l30 -22 M282 180 l-30 -22',
      pal.line,
      3,
      ' opacity="0.35"',
    ) +
    (c.plain
      ? `<path d="${heartPath(0, 0, 150)}" fill="${pal.accent}"/>` +
        stroke(heartPath(0, 0, 120), tint(pal.accent, 0.5), 3, ' stroke-dasharray="7 6"')
      : '')
  );
}

function hoodedTowel(c: DrawCtx): string {
  const { pal } = c;
  const towel =
    'M0 -390 Q20 -390 34 -376 L376 -34 Q390 -20 390 0 Q390 20 376 34 L34 376 Q20 390 0 390 Q-20 390 -34 376 L-376 34 Q-390 20 -390 0 Q-390 -20 -376 -34 L-34 -376 Q-20 -390 0 -390 Z';
  const hood = 'M0 -390 Q20 -390 34 -376 L214 -196 Q0 -150 -214 -196 L-34 -376 Q-20 -390 0 -390 Z';
  const ear = (x: number) =>
    circle(x, -290, 58, pal.fill, ` stroke="${pal.line}" stroke-width="5"`) +
    circle(x, -290, 32, pal.accentLight);
  return (
    ear(-150) +
    ear(150) +
    part(towel, pal.fill, pal.line, { sw: 0 }) +
    stroke(towel, pal.line, 24) +
    stroke(towel, pal.accent, 16) +
    `<path d="M-214 -196 Q0 -150 214 -196 L200 -172 Q0 -126 -200 -172 Z" fill="#2A2233" opacity="0.15" filter="url(#soft2)"/>` +
    part(hood, pal.fill, pal.line, { sw: 0 }) +
    `<path d="${hood}" fill="url(#gloss)"/>` +
    stroke(hood, pal.line, 24) +
    stroke(hood, pal.accent, 16) +
    circle(-60, -262, 11, INK) +
    circle(60, -262, 11, INK) +
    ellipse(0, -232, 20, 14, INK) +
    ellipse(-96, -226, 20, 12, '#F2A0A8', ' opacity="0.7"') +
    ellipse(96, -226, 20, 12, '#F2A0A8', ' opacity="0.7"')
  );
}

function fabricBolt(c: DrawCtx): string {
  const { pal } = c;
  const id = c.id('folds');
  let hem = '';
  const n = 30;
  for (let i = 0; i <= n; i++) {
    const x = 330 - (660 * i) / n;
    const wave = Math.sin((i / n) * Math.PI * 3) * 26;
    const y = 340 + wave + (i % 2 === 0 ? 0 : 14);
    hem += ` L${f(x)} ${f(y)}`;
  }
  const drape = `M-292 -270 L292 -270 C 300 -60 312 150 330 340${hem} C -318 150 -300 -60 -292 -270 Z`;
  const rollBody = 'M-300 -410 H300 V-232 H-300 Z';
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">` +
    [0, 0.12, 0.26, 0.4, 0.55, 0.7, 0.84, 1]
      .map(
        (o, i) =>
          `<stop offset="${o}" stop-color="${i % 2 ? '#FFFFFF' : '#2A2233'}" stop-opacity="${i % 2 ? 0.14 : 0.1}"/>`,
      )
      .join('') +
    `</linearGradient>` +
    `<linearGradient id="${id}r" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.35"/><stop offset="0.35" stop-color="#FFFFFF" stop-opacity="0"/><stop offset="1" stop-color="#2A2233" stop-opacity="0.28"/></linearGradient>` +
    part(drape, pal.fill, pal.line, { sw: 0 }) +
    `<path d="${drape}" fill="url(#${id})"/>` +
    stroke(drape, pal.line, 5) +
    `<path d="${rollBody}" fill="${pal.fill}"/><path d="${rollBody}" fill="url(#${id}r)"/>` +
    stroke(rollBody, pal.line, 5) +
    ellipse(-300, -321, 42, 89, pal.dark, ` stroke="${pal.line}" stroke-width="5"`) +
    ellipse(300, -321, 42, 89, pal.base, ` stroke="${pal.line}" stroke-width="5"`) +
    ellipse(300, -321, 30, 66, 'none', ` stroke="${pal.dark}" stroke-width="3"`) +
    ellipse(300, -321, 20, 46, 'none', ` stroke="${pal.dark}" stroke-width="3"`) +
    ellipse(300, -321, 12, 28, '#D9B98F', ' stroke="#A98458" stroke-width="3"') +
    ellipse(300, -321, 5, 12, '#6E5238') +
    ellipse(-300, -321, 12, 28, '#D9B98F', ' stroke="#A98458" stroke-width="3"') +
    stroke('M-300 -232 H300', pal.line, 5)
  );
}

// ---------------------------------------------------------------- toys

function plush(c: DrawCtx, ears: 'round' | 'long'): string {
  const { pal } = c;
  const o = ` stroke="${pal.line}" stroke-width="5"`;
  const hy = ears === 'long' ? -110 : -165;
  const muzzle = pal.light;
  const pads = pal.accentLight;
  const foot = (x: number) =>
    ellipse(x, 330, 100, 88, pal.base, o) +
    ellipse(x, 340, 54, 44, pads) +
    circle(x - 34, 286, 13, pads) +
    circle(x, 276, 13, pads) +
    circle(x + 34, 286, 13, pads);
  const arm = (x: number, rot: number) =>
    `<ellipse cx="${x}" cy="120" rx="70" ry="120" fill="${pal.base}"${o} transform="rotate(${rot} ${x} 120)"/>`;
  const earsSvg =
    ears === 'round'
      ? circle(-160, -318, 76, pal.base, o) +
        circle(-160, -315, 42, pads) +
        circle(160, -318, 76, pal.base, o) +
        circle(160, -315, 42, pads)
      : `<g transform="rotate(-12 -80 -250)">${ellipse(-80, -390, 62, 160, pal.base, o)}${ellipse(-80, -380, 30, 118, pads)}</g>` +
        `<g transform="rotate(14 80 -250)">${ellipse(80, -390, 62, 160, pal.base, o)}${ellipse(80, -380, 30, 118, pads)}</g>`;
  const headR = ears === 'long' ? [195, 175] : [215, 195];
  return (
    arm(-218, 28) +
    arm(218, -28) +
    ellipse(0, 170, 210, 220, pal.fill, o) +
    ellipse(0, 170, 210, 220, 'url(#gloss)') +
    ellipse(0, 210, 122, 132, muzzle) +
    foot(-150) +
    foot(150) +
    earsSvg +
    ellipse(0, hy, headR[0] ?? 200, headR[1] ?? 180, pal.base, o) +
    ellipse(0, hy, headR[0] ?? 200, headR[1] ?? 180, 'url(#gloss)') +
    ellipse(0, hy + 62, 92, 70, muzzle) +
    `<path d="M-24 ${hy + 30} Q0 ${hy + 22} 24 ${hy + 30} Q26 ${hy + 44} 0 ${hy + 56} Q-26 ${hy + 44} -24 ${hy + 30} Z" fill="${INK}"/>` +
    stroke(
      `M0 ${hy + 56} V${hy + 74} M-30 ${hy + 80} Q-14 ${hy + 96} 0 ${hy + 74} Q14 ${hy + 96} 30 ${hy + 80}`,
      INK,
      5,
    ) +
    circle(-76, hy - 26, 17, INK) +
    circle(76, hy - 26, 17, INK) +
    circle(-70, hy - 32, 5.5, '#FFFFFF') +
    circle(82, hy - 32, 5.5, '#FFFFFF') +
    ellipse(-134, hy + 40, 30, 17, '#F2A0A8', ' opacity="0.6"') +
    ellipse(134, hy + 40, 30, 17, '#F2A0A8', ' opacity="0.6"') +
    bow(0, hy + 190, 78, c.plain ? pal.accent : 'url(#fab2)', pal.line)
  );
}

function rattle(c: DrawCtx): string {
  const { pal } = c;
  const id = c.id('rattle');
  const head = 'M0 -370 A 165 165 0 1 1 -0.1 -370 Z';
  const wood = '#E3BE8E';
  const bands = [
    [-340, 30, pal.accent],
    [-262, 46, pal.trim],
    [-170, 58, pal.accent],
    [-80, 38, pal.trim],
  ] as const;
  let banded = '';
  for (const [y, h, col] of bands)
    banded += `<rect x="-200" y="${y}" width="400" height="${h}" fill="${col}"/>`;
  return (
    `<g transform="rotate(-10 0 0)">` +
    part('M-36 -30 H36 V300 H-36 Z', wood, shade(wood, 0.45)) +
    part('M-40 60 H40 V92 H-40 Z', pal.accent, pal.line, { sw: 4 }) +
    part('M-40 170 H40 V202 H-40 Z', pal.fill, pal.line, { sw: 4 }) +
    circle(0, 350, 72, pal.fill, ` stroke="${pal.line}" stroke-width="5"`) +
    `<rect x="-72" y="338" width="144" height="24" fill="${pal.accent}"/>` +
    circle(0, 350, 72, 'url(#gloss)') +
    circle(0, 350, 72, 'none', ` stroke="${pal.line}" stroke-width="5"`) +
    ellipse(0, -30, 66, 24, pal.accent, ` stroke="${pal.line}" stroke-width="5"`) +
    `<clipPath id="${id}"><path d="${head}"/></clipPath>` +
    `<path d="${head}" fill="${pal.fill}"/>` +
    `<g clip-path="url(#${id})">${banded}</g>` +
    `<path d="${head}" fill="url(#gloss)"/>` +
    stroke(head, pal.line, 5) +
    ellipse(-60, -270, 40, 22, '#FFFFFF', ' opacity="0.55" transform="rotate(-30 -60 -270)"') +
    '</g>'
  );
}

export const homeKinds = {
  swaddle: { draw: swaddle, focus: [0, -110, 1.6], detail: 'bow' },
  blanket: { draw: blanket, focus: [200, 250, 1.8], detail: 'embroidery' },
  'cot-sheet': { draw: cotSheet, focus: [-60, -60, 1.5], detail: 'rib', scale: 1.15 },
  pillow: { draw: pillow, focus: [150, -100, 1.7], detail: 'bow' },
  'hooded-towel': { draw: hoodedTowel, focus: [0, -250, 1.8], detail: 'embroidery' },
  'fabric-bolt': { draw: fabricBolt, focus: [200, -200, 1.8], detail: 'embroidery' },
  teddy: {
    draw: (c: DrawCtx) => plush(c, 'round'),
    focus: [0, -150, 1.8],
    detail: 'bow',
    scale: 0.95,
  },
  bunny: {
    draw: (c: DrawCtx) => plush(c, 'long'),
    focus: [0, -120, 1.8],
    detail: 'bow',
    scale: 0.9,
  },
  rattle: { draw: rattle, focus: [0, -220, 1.7], detail: 'bow', scale: 1.1 },
} satisfies Record<string, KindDef>;
