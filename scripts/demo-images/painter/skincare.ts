/// <reference lib="dom" />
// Skincare: shelves, swatches, the clinic and plinths.
import { type Ctx, cylinder, drawLayer, ellipse, layer, place, type Sprite, sprite } from './canvas';
import { rgba, shade } from './colour';
import { flatLayGroup, floorLight, room, sprig, treatmentBed, wallWindow } from './interiors';
import { dropperBottle, jar, pottedPlant, pumpBottle, trolley } from './objects';
import type { Rng } from './random';
import type { Scene, SceneArgs } from './scene';
import { depthScale, junction, leaf, tiles, windowLight } from './surfaces';

export const PASTELS = ['#e9d3cc', '#d5e3dc', '#dfd9ec', '#f1e4cf', '#cfdfe6', '#eed9d9'];

/** Dropper bottles and jars on a pastel tiled shelf, with dappled window light. */
export function skincareShelf({ ctx, r, W, H }: SceneArgs, close: boolean): void {
  const light = r.chance(0.5) ? -1 : 1;
  const tile = r.pick(PASTELS);
  const horizon = H * (close ? 0.46 : 0.56);
  tiles(ctx, r, 0, 0, W, horizon, tile, close ? 96 : 80, 1, r.range(-30, 0));
  windowLight(ctx, r, light < 0 ? -W * 0.05 : W * 0.45, -H * 0.05, W * 0.6, horizon, light * -0.3, '#fff6e6', 0.9, true);
  // shelf surface: the same tiles, foreshortened, with a glossy sheen
  tiles(ctx, r, 0, horizon, W, H - horizon, shade(tile, 0.05), close ? 110 : 96, 0.34, r.range(-30, 0));
  const sheen = ctx.createLinearGradient(0, horizon, 0, H);
  sheen.addColorStop(0, 'rgba(255,255,255,0.25)');
  sheen.addColorStop(0.4, 'rgba(255,255,255,0.05)');
  sheen.addColorStop(1, 'rgba(40,30,30,0.12)');
  ctx.fillStyle = sheen;
  ctx.fillRect(0, horizon, W, H - horizon);
  junction(ctx, W, horizon, 0.25);
  const glass = r.shuffle(['#7a4a22', '#e8e6e2', '#c9b6d6', '#d9c2b4', '#f3efe9', '#9fb5ad']);
  const items = close ? 3 : r.int(4, 5);
  const spots: { x: number; y: number; i: number }[] = [];
  for (let i = 0; i < items; i++) {
    spots.push({ x: W * (0.5 + (i - (items - 1) / 2) * (close ? 0.24 : 0.17)) + r.range(-14, 14), y: horizon + (H - horizon) * r.range(0.3, 0.62), i });
  }
  spots.sort((a, b) => a.y - b.y);
  for (const { x, y, i } of spots) {
    const s = depthScale(y, horizon, H, 0.75, close ? 1.7 : 1.35);
    const tone = glass[i % glass.length] as string;
    const kind = i % 3;
    const sp =
      kind === 0
        ? dropperBottle(tone, r.pick(['#1c1816', '#f3efe9', '#c9a98a']), r.chance(0.6) ? '#f7f3ee' : null, light, r.range(0.85, 1.1))
        : kind === 1
          ? jar(r.pick(['#f3efe9', '#e8e2ea', '#f0e2d8']), r.pick(['#c9a25f', '#1c1816', '#e3d8cc']), light, 110, 70)
          : pumpBottle(tone, r.pick(['#f3efe9', '#1c1816']), light, 58, 150, '#f7f3ee');
    place(ctx, sp, x, y, { scale: s * (close ? 1 : 1.1), light, reflect: 0.2, shadowAlpha: 0.22 });
  }
  if (r.chance(0.7)) {
    ctx.save();
    ctx.filter = 'blur(3px)';
    sprig(ctx, r, light < 0 ? W * 0.95 : W * 0.05, H * 0.97, 260, light < 0 ? -2.6 : -0.5, '#8aa496', true);
    ctx.restore();
  }
}

/** Flat lay: a swipe of cream, an open jar and a pipette on a pastel ground. */
export function skincareSwatch({ ctx, r, W, H }: SceneArgs): void {
  const ground = r.pick(PASTELS);
  const g = ctx.createLinearGradient(0, 0, W, H);
  g.addColorStop(0, shade(ground, 0.02));
  g.addColorStop(1, shade(ground, -0.12));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
  windowLight(ctx, r, W * 0.35, -H * 0.2, W * 0.8, H * 1.4, -0.3, '#ffffff', 0.6, true);
  const cream = r.pick(['#fbf7f1', '#f6ede4', '#f4e6e8']);
  const flip = r.chance(0.5) ? 1 : -1;
  const fx = (t: number) => W / 2 + (t - 0.5) * W * flip;
  // the cream swipe: a thick stroke whose surface is lit from the top left and combed into soft ridges
  const sx = fx(r.range(0.16, 0.24));
  const sy = H * r.range(0.6, 0.68);
  const ex = fx(r.range(0.58, 0.66));
  const ey = H * r.range(0.62, 0.72);
  const along = (c: Ctx, offset: number) => {
    c.beginPath();
    c.moveTo(sx, sy + offset);
    c.bezierCurveTo(sx + 90 * flip, sy - 80 + offset, ex - 100 * flip, ey + 50 + offset, ex, ey + offset);
  };
  const swipe = layer(W, H, (c) => {
    c.lineCap = 'round';
    c.strokeStyle = cream;
    c.lineWidth = 86;
    along(c, 0);
    c.stroke();
    c.globalCompositeOperation = 'source-atop';
    const light = c.createLinearGradient(0, sy - 80, 0, ey + 60);
    light.addColorStop(0, 'rgba(255,255,255,0.6)');
    light.addColorStop(1, rgba(shade(cream, -0.3), 0.6));
    c.fillStyle = light;
    c.fillRect(0, 0, W, H);
    c.filter = 'blur(1.2px)';
    for (let k = -36; k <= 36; k += r.range(5, 9)) {
      c.strokeStyle = 'rgba(255,255,255,0.55)';
      c.lineWidth = r.range(1.5, 3);
      along(c, k);
      c.stroke();
      c.strokeStyle = rgba(shade(cream, -0.35), 0.35);
      c.lineWidth = r.range(1, 2);
      along(c, k + 2.5);
      c.stroke();
    }
    // the thicker ridge where the finger lifted off
    c.filter = 'blur(2px)';
    ellipse(c, ex - 10 * flip, ey - 6, 34, 40, rgba(shade(cream, -0.25), 0.35));
    ellipse(c, ex - 16 * flip, ey - 14, 22, 26, 'rgba(255,255,255,0.7)');
  });
  flatLayGroup(ctx, W, H, 4, 7, (c) => {
    c.drawImage(swipe, 0, 0, W, H);
    // open jar (from above), its lid set beside it
    const jx = fx(r.range(0.76, 0.82));
    const jy = H * r.range(0.28, 0.36);
    const rim = r.pick(['#1c1816', '#c9b6d6', '#d9b8a4', '#9fb5ad']);
    ellipse(c, jx, jy, 96, 96, cylinder(c, jx - 96, jx + 96, rim, -1, 1));
    const fill = c.createRadialGradient(jx - 20, jy - 20, 5, jx, jy, 80);
    fill.addColorStop(0, '#ffffff');
    fill.addColorStop(1, shade(cream, -0.12));
    ellipse(c, jx, jy, 80, 80, fill);
    c.strokeStyle = rgba(shade(cream, -0.2), 0.5);
    c.lineWidth = 2;
    c.beginPath();
    c.arc(jx + 6, jy + 4, 40, 0.3, 4.2);
    c.stroke();
    const lx = jx - 210 * flip;
    const ly = jy - 50;
    const lid = r.pick(['#c9a25f', '#1c1816', '#e3d8cc']);
    ellipse(c, lx, ly, 90, 90, cylinder(c, lx - 90, lx + 90, lid, -1, 1.3));
    ellipse(c, lx, ly, 76, 76, rgba(shade(lid, 0.12), 0.7));
    // glass pipette
    c.save();
    c.translate(fx(r.range(0.14, 0.2)), H * r.range(0.18, 0.26));
    c.rotate(flip > 0 ? r.range(0.2, 0.5) : Math.PI - r.range(0.2, 0.5));
    c.fillStyle = 'rgba(255,255,255,0.6)';
    c.beginPath();
    c.roundRect(0, -8, 190, 16, 8);
    c.fill();
    c.fillStyle = rgba('#e8b060', 0.6);
    c.fillRect(70, -6, 116, 12);
    c.fillStyle = 'rgba(255,255,255,0.8)';
    c.fillRect(6, -5, 176, 2);
    c.fillStyle = cylinder(c, 0, 10, '#c9a25f', -1, 1);
    c.fillRect(-14, -11, 16, 22);
    const bulb = c.createLinearGradient(0, -18, 0, 18);
    bulb.addColorStop(0, '#4a4440');
    bulb.addColorStop(0.35, '#1c1816');
    bulb.addColorStop(1, '#0c0a09');
    c.fillStyle = bulb;
    c.beginPath();
    c.roundRect(-80, -18, 68, 36, 16);
    c.fill();
    c.restore();
  });
  // droplets of serum
  for (let k = 0; k < 6; k++) {
    const dx = r.range(W * 0.1, W * 0.9);
    const dy = r.range(H * 0.78, H * 0.95);
    const dr = r.range(5, 14);
    ctx.save();
    ctx.filter = 'blur(2px)';
    ellipse(ctx, dx + 3, dy + 4, dr, dr * 0.8, 'rgba(60,40,30,0.2)');
    ctx.restore();
    const dg = ctx.createRadialGradient(dx - dr * 0.3, dy - dr * 0.3, 0, dx, dy, dr);
    dg.addColorStop(0, 'rgba(255,255,255,0.9)');
    dg.addColorStop(0.3, rgba(shade(ground, 0.3), 0.6));
    dg.addColorStop(1, rgba(shade(ground, -0.2), 0.7));
    ellipse(ctx, dx, dy, dr, dr * 0.85, dg);
  }
}

/** A clinic treatment room: bed, arched mirror, a shelf of products and a plant. */
export function skincareClinic({ ctx, r, W, H }: SceneArgs): void {
  const light = r.chance(0.5) ? -1 : 1;
  const wallColor = r.pick(['#ece4dc', '#e4e6e0', '#efe2dc', '#e2e6e8']);
  const floorY = H * 0.74;
  const bg = layer(W, H, (c) => {
    room(c, r, W, H, wallColor, floorY, r.pick(['wood', 'stone'] as const), r.pick(['#d6c2aa', '#cfc8be', '#bfa68a']), light < 0 ? W * 0.25 : W * 0.75);
    wallWindow(c, light < 0 ? W * 0.06 : W * 0.7, H * 0.1, W * 0.22, H * 0.42, true, '#f7f3ee', '#e6eef0');
    // floating shelf with products
    const sx = light < 0 ? W * 0.45 : W * 0.15;
    c.fillStyle = '#f7f3ee';
    c.fillRect(sx, H * 0.33, W * 0.36, 8);
    c.fillStyle = 'rgba(30,20,14,0.2)';
    c.fillRect(sx, H * 0.33 + 8, W * 0.36, 12);
    for (let k = 0; k < 5; k++) {
      const tone = r.pick(['#7a4a22', '#f3efe9', '#d9c2b4', '#9fb5ad']);
      const sp = k % 2 ? jar(tone, '#c9a25f', light, 60, 40) : dropperBottle(tone, '#1c1816', '#f7f3ee', light, 0.8);
      place(c, sp, sx + 30 + k * (W * 0.065), H * 0.33, { scale: 0.5, light, shadowAlpha: 0.1, shear: 0.2 });
    }
    place(c, pottedPlant(r, '#efe8de', '#5f7f5f', 0, light, 0.8), light < 0 ? W * 0.92 : W * 0.08, floorY + 8, { light, shadowAlpha: 0.2 });
    floorLight(c, light < 0 ? W * 0.05 : W * 0.6, floorY + 10, W * 0.25, H * 0.2, light * -120, 0.35);
  });
  drawLayer(ctx, bg, W, H, { blur: 2.2 });
  place(ctx, treatmentBed(r, r.pick(['#f3efe9', '#e3d3c6', '#d5dcd6']), '#fbf8f4', r.pick(['#c9cdd2', '#c9a27a']), light), W * 0.52, H * 0.97, { scale: 1.1, light, shadowAlpha: 0.18, squash: 0.12, footprint: 0.85 });
  place(ctx, trolley(r, light), light < 0 ? W * 0.12 : W * 0.88, H * 0.95, { scale: 1, light, shadowAlpha: 0.2, squash: 0.15 });
}

/** A short travertine-like plinth (display cylinder) for product shots. */
export function plinth(r: Rng, color: string, w: number, h: number, light: number): Sprite {
  return sprite(w + 10, h + 30, (c) => {
    const top = 22;
    c.fillStyle = cylinder(c, 5, 5 + w, color, light, 0.5);
    c.fillRect(5, top, w, h);
    ellipse(c, 5 + w / 2, top + h, w / 2, 18, cylinder(c, 5, 5 + w, color, light, 0.5));
    // travertine pores
    for (let k = 0; k < (w * h) / 90; k++) {
      c.fillStyle = rgba(shade(color, -0.3), r.range(0.15, 0.35));
      ellipse(c, 5 + r.range(4, w - 4), top + r.range(4, h + 10), r.range(0.8, 3), r.range(0.5, 1.2), c.fillStyle as string);
    }
    ellipse(c, 5 + w / 2, top, w / 2, 18, shade(color, 0.12));
  });
}

/** Products on pastel stone plinths, with a palm-leaf shadow thrown across the wall. */
export function skincarePlinths({ ctx, r, W, H }: SceneArgs): void {
  const light = r.chance(0.5) ? -1 : 1;
  const base = r.pick(['#ecd3c4', '#d8e2d6', '#e2d8e8', '#f0e0c8', '#d6e0e6']);
  const floorY = H * 0.74;
  const wallGrad = ctx.createLinearGradient(0, 0, 0, floorY);
  wallGrad.addColorStop(0, shade(base, -0.06));
  wallGrad.addColorStop(1, shade(base, 0.1));
  ctx.fillStyle = wallGrad;
  ctx.fillRect(0, 0, W, floorY);
  const floorGrad = ctx.createLinearGradient(0, floorY, 0, H);
  floorGrad.addColorStop(0, shade(base, -0.08));
  floorGrad.addColorStop(1, shade(base, 0.05));
  ctx.fillStyle = floorGrad;
  ctx.fillRect(0, floorY, W, H - floorY);
  // the soft horizon where wall meets floor, and a palm-leaf shadow play
  ctx.save();
  ctx.filter = 'blur(14px)';
  ctx.fillStyle = rgba(shade(base, -0.2), 0.35);
  ctx.fillRect(0, floorY - 6, W, 12);
  ctx.restore();
  const shadowLayer = layer(W, H, (c) => {
    const ox = light < 0 ? W * 0.85 : W * 0.15;
    for (let i = 0; i < 14; i++) {
      const a = (light < 0 ? Math.PI * 0.75 : Math.PI * 0.25) + r.range(-0.7, 0.7);
      leaf(c, ox, -40, r.range(200, 320), a, '#000000', 0.16);
    }
  });
  drawLayer(ctx, shadowLayer, W, H, { blur: 7, alpha: 0.12 });
  windowLight(ctx, r, light < 0 ? W * 0.05 : W * 0.45, -20, W * 0.5, floorY, light * -0.3, '#ffffff', 0.5, false);
  // plinths of different heights, a product on each
  const layout = r.shuffle([
    { h: 170, w: 150 },
    { h: 100, w: 190 },
    { h: 240, w: 130 },
  ]);
  layout.forEach(({ h, w }, i) => {
    const x = W * (0.28 + i * 0.22) + r.range(-10, 10);
    const y = floorY + 70 + (i % 2) * 20;
    const tone = shade(base, r.range(-0.05, 0.12));
    place(ctx, plinth(r, tone, w, h, light), x, y, { scale: 0.9, light, shadowAlpha: 0.2, squash: 0.2 });
    const topY = y - (h + 8) * 0.9;
    const product =
      i === 0
        ? dropperBottle(r.pick(['#7a4a22', '#e8e6e2', '#c9b6d6']), r.pick(['#1c1816', '#f3efe9']), '#f7f3ee', light, 0.95)
        : i === 1
          ? jar(r.pick(['#f3efe9', '#e8e2ea']), r.pick(['#c9a25f', '#1c1816']), light, 110, 72)
          : pumpBottle(r.pick(['#f3efe9', '#d9c2b4', '#9fb5ad']), r.pick(['#c9a25f', '#1c1816']), light, 60, 150, '#f7f3ee');
    place(ctx, product, x, topY, { scale: 0.8, light, shadowAlpha: 0.18, squash: 0.12 });
  });
}

export const skincare: Scene[] = [
  { paint: (a) => skincareClinic(a), alt: 'Bright skincare treatment room with a facial bed and arched window' },
  { paint: (a) => skincareShelf(a, false), alt: 'Serum dropper bottles and cream jars on pastel tiles in window light' },
  { paint: (a) => skincareSwatch(a), alt: 'A swipe of face cream beside an open jar and a glass pipette' },
  { paint: (a) => skincareShelf(a, true), alt: 'Close-up of skincare bottles and a jar on a tiled shelf' },
  { paint: (a) => skincarePlinths(a), alt: 'Serum, cream and cleanser displayed on stone plinths with leaf shadows' },
];
