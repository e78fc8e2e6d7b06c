// Garment drawings. Local coordinates: origin at the centre, y down, the item fits in
// x -400..400 and y -450..450. Each function returns SVG markup for one kind.
import {
  both,
  bow,
  button,
  circle,
  f,
  g,
  heartPath,
  mirror,
  part,
  ribBand,
  scallops,
  shade,
  snap,
  starPath,
  stitch,
  stroke,
  sym,
  tint,
} from './art-kit.ts';
import type { DrawCtx, KindDef, Pal } from './art-kit.ts';

/** A small embroidered motif for plain fabrics. */
function embroidery(x: number, y: number, s: number, pal: Pal, motif: 'heart' | 'star'): string {
  const d = motif === 'heart' ? heartPath(x, y, s) : starPath(x, y, s * 0.5, 0.5);
  return (
    `<path d="${d}" fill="${pal.accent}" stroke="${pal.accent}" stroke-width="4" stroke-linejoin="round"/>` +
    stroke(d, pal.accentDark, 2.5, ' stroke-dasharray="6 5" opacity="0.7"')
  );
}

/** Inside-of-neck shape between the back neckline and the front neckline. */
function neckInside(frontY: number, backY: number, nx: number, ny: number, pal: Pal): string {
  const d = `M${-nx} ${ny}C${-nx * 0.6} ${backY} ${nx * 0.6} ${backY} ${nx} ${ny}C${nx * 0.88} ${frontY + (ny - frontY) * 0.35} ${nx * 0.48} ${frontY} 0 ${frontY}C${-nx * 0.48} ${frontY} ${-nx * 0.88} ${frontY + (ny - frontY) * 0.35} ${-nx} ${ny}Z`;
  return part(d, pal.dark, pal.line, { flat: true });
}

function neckCurve(frontY: number, nx: number, ny: number): string {
  return `M${-nx} ${ny}C${-nx * 0.88} ${frontY + (ny - frontY) * 0.35} ${-nx * 0.48} ${frontY} 0 ${frontY}C${nx * 0.48} ${frontY} ${nx * 0.88} ${frontY + (ny - frontY) * 0.35} ${nx} ${ny}`;
}

/** A binding (contrast tape) along an open curve. */
function binding(d: string, color: string, pal: Pal, w = 16): string {
  return stroke(d, pal.line, w + 5) + stroke(d, color, w);
}

function brandTag(y: number, pal: Pal): string {
  return part(`M-22 ${y}h44v30q0 5-5 5h-34q-5 0-5-5z`, pal.accentLight, pal.line, {
    sw: 3,
    flat: true,
  });
}

function peterPan(y: number, pal: Pal, spread = 1): string {
  const s = spread;
  const lobe = `M2 ${y}C${f(36 * s)} ${y + 8} ${f(98 * s)} ${y + 20} ${f(126 * s)} ${y - 14}C${f(140 * s)} ${y - 36} ${f(120 * s)} ${y - 64} ${f(86 * s)} ${y - 64}C${f(74 * s)} ${y - 24} ${f(42 * s)} ${y - 2} 2 ${y}Z`;
  const edge = `M${f(14 * s)} ${y + 8}C${f(50 * s)} ${y + 14} ${f(100 * s)} ${y + 20} ${f(116 * s)} ${y - 12}`;
  return both(
    part(lobe, pal.trim, pal.line, { sw: 4 }) +
      stitch(edge, { ...pal, stitch: shade(pal.trim, 0.3) }, 2.5),
  );
}

// ---------------------------------------------------------------- bodysuit

function bodysuit(c: DrawCtx): string {
  const { pal } = c;
  const ny = c.back ? -348 : -298;
  const body = sym(
    `M0 ${ny} C 50 ${ny} 84 -340 94 -372 L 205 -352 C 252 -338 300 -300 336 -250 L 278 -176 C 262 -188 242 -200 222 -206 C 226 -120 222 -40 230 40 C 238 110 252 160 240 205 C 205 214 122 252 92 322 L 92 350 Q 92 362 80 362 L 0 362`,
  );
  const cuff = both(
    part('M336 -250 L278 -176 L261 -189 L319 -263 Z', pal.accent, pal.line, { sw: 4 }),
  );
  const legs = both(binding('M240 205 C 205 214 122 252 92 322', pal.accent, pal, 12));
  let out =
    neckInside(ny, -350, 94, -372, pal) +
    part(body, pal.fill, pal.line) +
    cuff +
    legs +
    binding(neckCurve(ny, 94, -372), pal.accent, pal, 14) +
    stitch('M-88 350 L88 350', pal);
  if (c.back) {
    out +=
      brandTag(ny + 8, pal) + stroke('M-150 250 Q0 300 150 250', pal.line, 3, ' opacity="0.35"');
  } else {
    out +=
      both(
        stroke('M72 -316 Q130 -318 196 -350', pal.line, 4) +
          stitch('M76 -300 Q132 -302 192 -332', pal),
      ) +
      snap(-44, 340, 11) +
      snap(0, 340, 11) +
      snap(44, 340, 11) +
      (c.plain ? embroidery(-112, -200, 64, pal, 'heart') : '');
  }
  return out;
}

// ---------------------------------------------------------------- romper

function romper(c: DrawCtx): string {
  const { pal } = c;
  const ny = c.back ? -322 : -282;
  const body = sym(
    `M0 ${ny} C 42 ${ny} 74 -306 86 -348 L 150 -354 C 160 -300 182 -246 232 -214 C 240 -120 238 -20 250 70 C 262 150 290 220 305 268 C 250 292 170 304 110 300 C 84 262 44 214 0 205`,
  );
  const flutter = `M148 -356 C 220 -356 284 -316 304 -236 Q 288 -218 274 -232 Q 262 -206 246 -224 Q 238 -208 230 -212 C 192 -236 166 -290 148 -356 Z`;
  let out =
    neckInside(ny, -340, 86, -348, pal) +
    part(body, pal.fill, pal.line) +
    both(part(flutter, pal.fill, pal.line, { sw: 4 })) +
    stroke('M-246 -40 C -120 -28 120 -28 246 -40', pal.line, 4, ' opacity="0.55"');
  for (let x = -220; x <= 220; x += 22)
    out += stroke(`M${x} -52 L${x} -28`, pal.line, 2, ' opacity="0.25"');
  out += both(stitch('M298 248 C 246 270 170 280 114 276', pal));
  if (c.back) {
    out +=
      brandTag(ny + 6, pal) + stroke('M-160 150 Q0 190 160 150', pal.line, 3, ' opacity="0.3"');
    out += button(-60, ny + 40, 13, pal.trim) + button(60, ny + 40, 13, pal.trim);
  } else {
    out += `<path d="M-24 ${ny + 4} H24 V-44 H-24 Z" fill="none" stroke="${pal.line}" stroke-width="3" opacity="0.5"/>`;
    out +=
      button(0, -220, 15, pal.trim) + button(0, -150, 15, pal.trim) + button(0, -82, 15, pal.trim);
    out += peterPan(ny - 2, pal);
    out += snap(-40, 198, 10) + snap(40, 198, 10);
  }
  return out;
}

// ---------------------------------------------------------------- dungaree

function dungaree(c: DrawCtx): string {
  const { pal } = c;
  const legs = sym('M0 -70 L 232 -70 C 250 90 262 240 272 392 L 74 404 C 66 300 44 170 0 118');
  const bib = sym('M0 -268 L 126 -268 Q 142 -268 142 -252 L 150 -60 L 0 -60');
  const strap = both(
    part(
      'M96 -266 L 140 -266 L 186 -432 Q 188 -446 174 -448 L 150 -452 Q 138 -452 136 -440 Z',
      pal.fill,
      pal.line,
      { sw: 4 },
    ) + stitch('M106 -270 L 148 -436', pal, 2.5),
  );
  const cuffs = both(
    part('M70 352 L 268 340 L 274 398 L 74 410 Z', pal.light, pal.line, { sw: 4 }),
  );
  let out = strap + part(legs, pal.fill, pal.line) + cuffs + part(bib, pal.fill, pal.line);
  out += stroke('M-232 -62 L 232 -62', pal.line, 4, ' opacity="0.5"');
  out += both(stitch('M226 -40 C 242 100 254 240 262 330', pal));
  if (c.back) {
    out += both(
      part('M70 30 h110 v100 q0 30 -30 30 h-50 q-30 0 -30 -30 z', pal.fill, pal.line, { sw: 4 }) +
        stitch('M82 42 h86', pal, 2.5),
    );
    out += brandTag(-262, pal);
  } else {
    out += part('M-76 -220 h152 v92 q0 26 -26 26 h-100 q-26 0 -26 -26 z', pal.fill, pal.line, {
      sw: 4,
    });
    out +=
      stitch('M-64 -206 h128', pal, 2.5) + (c.plain ? embroidery(0, -152, 50, pal, 'star') : '');
    out += both(button(114, -236, 17, pal.accent)) + both(button(216, -40, 13, pal.accent));
    out += stitch('M-28 -50 V60 Q-28 90 0 96', pal, 2.5);
    out += both(stitch('M-230 -40 L -236 20', pal, 2.5));
  }
  return out;
}

// ---------------------------------------------------------------- frock

function frockHem(): string {
  // hem from the right side (370, 318) to the centre with scallops
  const n = 5;
  let d = '';
  let prevX = 370;
  let prevY = 318;
  for (let i = 1; i <= n; i++) {
    const x = 370 * (1 - i / n);
    const y = 318 + 48 * (1 - (x / 370) ** 2);
    const mx = (prevX + x) / 2;
    const my = (prevY + y) / 2 + 36;
    d += ` Q ${f(mx)} ${f(my)} ${f(x)} ${f(y)}`;
    prevX = x;
    prevY = y;
  }
  return d;
}

function frock(c: DrawCtx): string {
  const { pal } = c;
  const ny = c.back ? -340 : -302;
  const body = sym(
    `M0 ${ny} C 36 ${ny} 64 -322 74 -360 L 146 -366 C 150 -318 156 -270 168 -226 C 160 -180 150 -140 150 -98 C 210 -20 300 140 370 318${frockHem()}`,
  );
  const petticoat = sym(`M0 250 L 330 250 L 392 336 ${scallops(392, 0, 362, 8, 30)}`);
  const sleeve = part(
    'M146 -366 C 212 -386 266 -344 264 -290 C 262 -256 236 -240 206 -246 C 192 -238 178 -232 168 -226 C 160 -270 152 -318 146 -366 Z',
    pal.fill,
    pal.line,
  );
  const sleeveCuff = binding('M262 -276 C 256 -252 232 -244 206 -248', pal.accent, pal, 12);
  let gathers = '';
  for (const x of [-250, -150, -50, 50, 150, 250]) {
    gathers += stroke(
      `M${f(x * 0.5)} -70 Q ${f(x * 0.85)} 120 ${f(x * 1.3)} 320`,
      pal.line,
      3,
      ' opacity="0.22"',
    );
  }
  const sash = 'M-156 -118 C -60 -106 60 -106 156 -118 L 154 -80 C 60 -68 -60 -68 -154 -80 Z';
  let out =
    part(petticoat, pal.trim, pal.line, { sw: 4 }) +
    both(sleeve + sleeveCuff) +
    neckInside(ny, -350, 74, -360, pal) +
    part(body, pal.fill, pal.line) +
    gathers +
    part(sash, pal.accent, pal.line, { sw: 4 });
  if (c.back) {
    out +=
      button(0, -290, 11, pal.trim) + button(0, -230, 11, pal.trim) + button(0, -170, 11, pal.trim);
    out += bow(0, -100, 150, pal.accent, pal.line);
  } else {
    out += peterPan(ny - 2, pal, 0.85);
    out += bow(118, -100, 55, pal.accent, pal.line);
  }
  return out;
}

// ---------------------------------------------------------------- t-shirt & tops

const TEE = `L 222 -342 L 374 -218 L 306 -130 L 250 -186 C 252 -60 252 150 258 332 C 170 342 90 346 0 346`;
const LONG_TOP = `L 222 -342 C 280 -312 310 -252 326 -180 L 374 150 L 296 168 L 250 -150 C 252 -60 252 150 258 332 C 170 342 90 346 0 346`;

function rainbow(x: number, y: number, pal: Pal): string {
  const colours = [pal.accent, '#F6C667', '#9ED3C2', '#8FB8E0'];
  let out = '';
  colours.forEach((col, i) => {
    const r = 100 - i * 24;
    out += stroke(
      `M${x - r} ${y} A ${r} ${r} 0 0 1 ${x + r} ${y}`,
      col,
      22,
      ' stroke-linecap="butt"',
    );
  });
  const puff = (cx: number) =>
    part(
      `M${cx - 44} ${y + 14} a22 22 0 0 1 16 -34 a28 28 0 0 1 52 0 a22 22 0 0 1 18 34 z`,
      '#FFFFFF',
      shade(pal.base, 0.35),
      { sw: 3, flat: true },
    );
  return out + puff(x - 88) + puff(x + 88);
}

function top(c: DrawCtx, long: boolean): string {
  const { pal } = c;
  const ny = c.back ? -354 : -318;
  const body = sym(`M0 ${ny} C 48 ${ny} 88 -338 100 -372 ${long ? LONG_TOP : TEE}`);
  let out = neckInside(ny, -352, 100, -372, pal) + part(body, pal.fill, pal.line);
  const rib = c.plain ? pal.rib : pal.accent;
  out += binding(neckCurve(ny, 100, -372), rib, pal, 20);
  if (long) {
    out += both(part('M372 132 L 294 150 L 300 200 L 380 184 Z', rib, pal.line, { sw: 4 }));
  } else {
    out += both(stitch('M354 -234 L 286 -146', pal));
  }
  out += stitch('M-254 312 C -170 322 170 322 254 312', pal);
  if (c.back) out += brandTag(ny + 10, pal);
  else if (c.plain && !long) out += rainbow(0, -120, pal);
  else if (c.plain) out += embroidery(-120, -220, 60, pal, 'star');
  return out;
}

const tshirt = (c: DrawCtx): string => top(c, false);

function pyjamaTop(c: DrawCtx): string {
  const { pal } = c;
  let out = top({ ...c, plain: false }, true);
  if (!c.back) {
    out += stroke('M0 -300 V 320', pal.line, 3, ' opacity="0.5"');
    out +=
      button(0, -240, 15, pal.trim) + button(0, -130, 15, pal.trim) + button(0, -20, 15, pal.trim);
    out += part('M120 -40 h90 v84 q0 18 -18 18 h-54 q-18 0 -18 -18 z', pal.fill, pal.line, {
      sw: 4,
    });
    out += binding('M120 -40 h90', pal.accent, pal, 8);
  }
  return out;
}

// ---------------------------------------------------------------- bottoms

function waistband(c: DrawCtx, y: number, hw: number, h: number): string {
  const { pal } = c;
  const d = `M${-hw} ${y}L${hw} ${y}L${hw + 6} ${y + h}L${-hw - 6} ${y + h}Z`;
  let out = ribBand(c.id('wb'), d, [-hw - 6, y, hw + 6, y + h], pal);
  if (!c.back) {
    const cy = y + h * 0.55;
    out += circle(-16, cy, 6, pal.dark) + circle(16, cy, 6, pal.dark);
    out += stroke(`M-16 ${cy} C -36 ${cy + 50} -46 ${cy + 80} -34 ${cy + 130}`, pal.trim, 7);
    out += stroke(`M16 ${cy} C 36 ${cy + 40} 52 ${cy + 70} 46 ${cy + 118}`, pal.trim, 7);
    out += part(`M-42 ${cy + 124}h16v26h-16z`, pal.accent, pal.line, { sw: 3 });
    out += part(`M38 ${cy + 112}h16v26h-16z`, pal.accent, pal.line, { sw: 3 });
  }
  return out;
}

function shorts(c: DrawCtx): string {
  const { pal } = c;
  const body = sym(
    'M0 -230 L 252 -230 C 268 -120 290 40 322 214 C 250 236 150 246 76 244 C 66 150 42 70 0 40',
  );
  let out = part(body, pal.fill, pal.line);
  out += both(binding('M318 196 C 250 218 150 228 78 226', pal.accent, pal, 12));
  if (c.back) {
    out += both(
      part('M70 -110 h120 v100 q0 28 -28 28 h-64 q-28 0 -28 -28 z', pal.fill, pal.line, { sw: 4 }),
    );
    out += stroke('M0 -166 L 0 40', pal.line, 3, ' opacity="0.4"');
  } else {
    out += both(
      stitch('M150 -166 C 170 -110 210 -92 268 -94', pal) +
        stroke('M140 -168 C 162 -102 206 -80 270 -82', pal.line, 3, ' opacity="0.5"'),
    );
    out += stitch('M-8 -166 V -20 Q -8 10 22 14', pal, 2.5);
  }
  return out + waistband(c, -240, 254, 70);
}

function joggers(c: DrawCtx): string {
  const { pal } = c;
  const body = sym(
    'M0 -390 L 236 -390 C 258 -200 262 0 252 180 C 246 260 236 320 228 350 L 98 352 C 88 200 60 40 0 -60',
  );
  const cuff = 'M96 346 L 230 344 L 226 420 Q 226 426 220 426 L 106 426 Q 100 426 100 420 Z';
  let out = part(body, pal.fill, pal.line);
  out += ribBand(c.id('cuffr'), cuff, [96, 344, 232, 428], pal);
  out += mirror(ribBand(c.id('cuffl'), cuff, [96, 344, 232, 428], pal));
  out += both(stitch('M166 -300 C 196 -40 196 160 166 340', pal, 2.5));
  if (!c.back) {
    out += both(stroke('M150 -322 C 176 -250 214 -236 256 -240', pal.line, 3, ' opacity="0.55"'));
    out += stitch('M-8 -322 V -140 Q -8 -110 20 -106', pal, 2.5);
  } else {
    out += both(
      part('M70 -290 h110 v90 q0 26 -26 26 h-58 q-26 0 -26 -26 z', pal.fill, pal.line, { sw: 4 }),
    );
  }
  return out + waistband(c, -400, 238, 80);
}

function coordSet(c: DrawCtx): string {
  return (
    g('translate(110 215) scale(0.7)', shorts(c)) +
    g('translate(-60 -185) scale(0.62)', top(c, false))
  );
}

function pyjamaSet(c: DrawCtx): string {
  return (
    g('translate(120 190) scale(0.56)', joggers({ ...c, plain: false })) +
    g('translate(-70 -200) scale(0.58)', pyjamaTop(c))
  );
}

// ---------------------------------------------------------------- hoodie

function hoodie(c: DrawCtx): string {
  const { pal } = c;
  const body = sym(
    'M0 -300 C 44 -300 84 -322 98 -362 L 215 -334 C 275 -306 306 -246 320 -176 L 366 140 L 288 158 L 250 -140 C 250 0 252 150 256 296 L 0 296',
  );
  const hem = 'M-256 290 L 256 290 L 260 352 Q 260 358 254 358 L -254 358 Q -260 358 -260 352 Z';
  const cuff = 'M364 130 L 286 148 L 296 214 Q 297 220 303 219 L 370 204 Q 376 202 375 196 Z';
  const ears = both(
    circle(156, -414, 50, pal.fill, ` stroke="${pal.line}" stroke-width="5"`) +
      circle(156, -414, 26, pal.accentLight),
  );
  let out = '';
  if (c.back) {
    out += part(body, pal.fill, pal.line);
    const hood =
      'M-176 -346 C -196 -250 -124 -110 0 -92 C 124 -110 196 -250 176 -346 C 110 -312 -110 -312 -176 -346 Z';
    out +=
      part(hood, pal.fill, pal.line) + stroke('M0 -320 L 0 -100', pal.line, 3, ' opacity="0.35"');
  } else {
    const hood = 'M-190 -330 C -214 -420 -120 -452 0 -452 C 120 -452 214 -420 190 -330 Z';
    const lining =
      'M-98 -362 C -60 -392 60 -392 98 -362 C 84 -322 44 -300 0 -300 C -44 -300 -84 -322 -98 -362 Z';
    out +=
      ears +
      part(hood, pal.fill, pal.line) +
      part(lining, c.plain ? pal.accentLight : pal.dark, pal.line, { flat: true });
    out += part(body, pal.fill, pal.line);
    out += binding(
      'M-98 -362 C -84 -322 -44 -300 0 -300 C 44 -300 84 -322 98 -362',
      pal.rib,
      pal,
      10,
    );
    out += circle(-38, -290, 7, pal.dark) + circle(38, -290, 7, pal.dark);
    out +=
      stroke('M-38 -290 C -50 -240 -30 -210 -44 -160', pal.trim, 8) +
      stroke('M38 -290 C 50 -250 32 -220 46 -176', pal.trim, 8);
    out +=
      part('M-52 -166 h16 v30 h-16 z', pal.accent, pal.line, { sw: 3 }) +
      part('M38 -182 h16 v30 h-16 z', pal.accent, pal.line, { sw: 3 });
    const pocket = 'M-150 40 L 150 40 L 206 150 L 206 270 L -206 270 L -206 150 Z';
    out +=
      part(pocket, pal.fill, pal.line, { sw: 4 }) +
      stitch('M-140 54 L 140 54 L 192 154 L 192 256 L -192 256 L -192 154 Z', pal, 2.5);
    if (c.plain) out += embroidery(-130, -190, 56, pal, 'heart');
  }
  out += ribBand(c.id('hem'), hem, [-262, 288, 262, 360], pal);
  out += ribBand(c.id('cuffr'), cuff, [280, 120, 380, 224], pal);
  out += mirror(ribBand(c.id('cuffl'), cuff, [280, 120, 380, 224], pal));
  return out;
}

// ---------------------------------------------------------------- ethnic wear

function goldBand(id: string, clip: string, d: string, w: number, pal: Pal): string {
  return (
    `<clipPath id="${id}"><path d="${clip}"/></clipPath><g clip-path="url(#${id})">` +
    stroke(d, shade(pal.accent, 0.25), w + 8) +
    stroke(d, pal.accent, w) +
    stroke(
      d,
      tint(pal.accent, 0.6),
      5,
      ` stroke-dasharray="2 18" transform="translate(0 ${-w / 4})"`,
    ) +
    stroke(
      d,
      tint(pal.accent, 0.6),
      8,
      ` stroke-dasharray="2 22" transform="translate(0 ${w / 5})"`,
    ) +
    '</g>'
  );
}

function kurta(c: DrawCtx): string {
  const { pal } = c;
  const body = sym(
    'M0 -330 C 40 -330 68 -344 78 -372 L 200 -346 C 250 -330 282 -290 300 -230 L 372 62 L 300 80 L 244 -158 C 248 0 252 150 262 300 L 272 440 C 180 446 90 448 0 448',
  );
  const id = c.id('kurta');
  let out = part(body, pal.fill, pal.line);
  out += goldBand(id, body, 'M-300 420 C -150 432 150 432 300 420', 34, pal);
  out += both(part('M372 62 L 300 80 L 291 42 L 363 24 Z', pal.accent, pal.line, { sw: 4 }));
  out += both(stroke('M262 300 L 272 440', pal.line, 5) + circle(262, 296, 7, pal.accent));
  if (c.back) {
    out += part(
      sym('M0 -334 C 40 -334 68 -346 78 -372 L 80 -404 C 60 -390 36 -384 0 -384'),
      pal.accent,
      pal.line,
      { sw: 4 },
    );
  } else {
    out += part('M-26 -330 H26 V-100 H-26 Z', pal.accent, pal.line, { sw: 4 });
    for (const y of [-296, -238, -180, -122]) out += button(0, y, 11, tint(pal.accent, 0.55));
    const collar = 'M6 -330 C 40 -330 68 -344 78 -372 L 82 -404 C 64 -384 38 -372 6 -370 Z';
    out += both(part(collar, pal.accent, pal.line, { sw: 4 }));
    if (c.plain) {
      for (const [x, y] of [
        [-130, -230],
        [130, -230],
        [-150, -60],
        [150, -60],
        [-120, 120],
        [120, 120],
      ] as const)
        out += embroideredButi(x, y, pal);
    }
  }
  return out;
}

/** A tiny chikankari-style flower. */
function embroideredButi(x: number, y: number, pal: Pal): string {
  let s = '';
  for (let i = 0; i < 6; i++) {
    const a = (i * 60 * Math.PI) / 180;
    s += `<ellipse cx="${f(x + Math.cos(a) * 13)}" cy="${f(y + Math.sin(a) * 13)}" rx="9" ry="5" transform="rotate(${i * 60} ${f(x + Math.cos(a) * 13)} ${f(y + Math.sin(a) * 13)})" fill="none" stroke="${shade(pal.base, 0.3)}" stroke-width="2.5"/>`;
  }
  return s + circle(x, y, 5, pal.accent);
}

function lehenga(c: DrawCtx): string {
  const { pal } = c;
  const skirt = sym('M0 -120 L 150 -120 C 220 20 320 230 386 420 C 260 452 130 460 0 460');
  const choli = sym(
    `M0 ${c.back ? -330 : -296} C 36 ${c.back ? -330 : -296} 64 -316 74 -356 L 150 -350 C 185 -332 214 -300 232 -262 L 188 -222 L 166 -246 C 168 -210 168 -180 166 -150 C 110 -150 50 -156 0 -174`,
  );
  let pleats = '';
  for (const x of [80, 160, 240, 320])
    pleats += both(stroke(`M${f(x * 0.4)} -96 L ${x} 440`, pal.line, 3, ' opacity="0.2"'));
  let out = part(skirt, pal.fill, pal.line) + pleats;
  out += goldBand(c.id('hem'), skirt, 'M-400 410 C -200 452 200 452 400 410', 56, pal);
  out += goldBand(c.id('hem2'), skirt, 'M-400 320 C -200 362 200 362 400 320', 12, pal);
  out += part('M-154 -136 L 154 -136 L 158 -94 L -158 -94 Z', pal.accent, pal.line, { sw: 4 });
  out += part(choli, pal.fill, pal.line);
  out += both(binding('M232 -262 L 188 -222', pal.accent, pal, 14));
  out += binding(
    'M-166 -150 C -110 -150 -50 -156 0 -174 C 50 -156 110 -150 166 -150',
    pal.accent,
    pal,
    10,
  );
  if (c.back) {
    out +=
      stroke('M-14 -300 C -30 -220 -40 -160 -50 -60', pal.accent, 6) +
      stroke('M14 -300 C 30 -220 44 -170 54 -70', pal.accent, 6);
    out += circle(-50, -50, 14, pal.accentDark) + circle(54, -60, 14, pal.accentDark);
  } else {
    out += binding(neckCurve(-296, 74, -356), pal.accent, pal, 12);
    out +=
      embroideredButi(0, 200, pal) +
      embroideredButi(-150, 120, pal) +
      embroideredButi(150, 120, pal);
  }
  return out;
}

export const clothingKinds = {
  bodysuit: { draw: bodysuit, hasBack: true, focus: [0, -250, 2.1], detail: 'snaps' },
  romper: { draw: romper, hasBack: true, focus: [0, -230, 2], detail: 'buttons' },
  dungaree: { draw: dungaree, hasBack: true, focus: [60, -200, 2], detail: 'buttons' },
  frock: { draw: frock, hasBack: true, focus: [0, -200, 2], detail: 'bow' },
  tshirt: { draw: tshirt, hasBack: true, focus: [0, -180, 2], detail: 'rib' },
  shorts: { draw: shorts, hasBack: true, focus: [0, -160, 2], detail: 'rib', scale: 1.05 },
  joggers: { draw: joggers, hasBack: true, focus: [0, -300, 2], detail: 'rib' },
  'coord-set': { draw: coordSet, focus: [-60, -255, 2.4], detail: 'buttons' },
  'pyjama-set': { draw: pyjamaSet, focus: [-70, -240, 2.2], detail: 'buttons' },
  hoodie: { draw: hoodie, hasBack: true, focus: [0, -300, 2], detail: 'rib', scale: 0.95 },
  kurta: { draw: kurta, hasBack: true, focus: [0, -240, 2], detail: 'embroidery', scale: 0.95 },
  lehenga: {
    draw: lehenga,
    hasBack: true,
    focus: [0, 300, 1.8],
    detail: 'embroidery',
    scale: 0.95,
  },
} satisfies Record<string, KindDef>;
