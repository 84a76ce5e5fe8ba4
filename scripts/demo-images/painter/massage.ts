/// <reference lib="dom" />
// Massage: still lifes, the room, a flat lay and candles.
import { type Ctx, cylinder, drawLayer, ellipse, glow, layer, place } from './canvas';
import { rgba, shade } from './colour';
import { flatLayGroup, room, sprig, treatmentBed } from './interiors';
import { candle, dropperBottle, pottedPlant, pumpBottle, stoneStack, towelStack } from './objects';
import type { Rng } from './random';
import type { Scene, SceneArgs } from './scene';
import { bokeh, junction, leaf, linen, wall, windowLight, wood } from './surfaces';

/** Stacked hot stones, rolled towels and a lit candle on wood. */
export function massageStillLife({ ctx, r, W, H }: SceneArgs, close: boolean): void {
  const light = r.chance(0.5) ? -1 : 1;
  const horizon = H * (close ? 0.44 : 0.52);
  const wallColor = r.pick(['#d9c7b4', '#cbb9a6', '#e3d3c2', '#bfae9c']);
  const candleX = light < 0 ? W * 0.2 : W * 0.8;
  const bg = layer(W, H, (c) => {
    wall(c, r, W, horizon + 20, wallColor, candleX);
    // bamboo stems or a tall plant behind
    for (let i = 0; i < 5; i++) {
      const bx = (light < 0 ? W * 0.78 : W * 0.1) + i * 26;
      c.fillStyle = cylinder(c, bx - 8, bx + 8, '#7e8f5a', light, 1);
      c.fillRect(bx - 8, -10, 16, horizon + 10);
      for (let k = 1; k < 5; k++) {
        c.fillStyle = shade('#7e8f5a', -0.3);
        c.fillRect(bx - 9, (horizon / 5) * k + i * 13, 18, 4);
      }
    }
  });
  ctx.fillStyle = wallColor;
  ctx.fillRect(0, 0, W, H);
  drawLayer(ctx, bg, W, H, { blur: close ? 10 : 6 });
  wood(ctx, r, 0, horizon, W, H - horizon, r.pick(['#8a6446', '#6e4e36', '#a07a56', '#5a4030']), 4);
  junction(ctx, W, horizon, 0.35);
  // candle glow washes over the scene
  const candleY = horizon + (H - horizon) * 0.32;
  place(ctx, candle(r.pick(['#f4ede2', '#efe2cf']), light, 60, 90), candleX, candleY, { scale: 0.9, light: -light, shadowAlpha: 0.1, blur: close ? 2 : 0 });
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  glow(ctx, candleX, candleY - 120, 260, '#ffb060', 0.45);
  ctx.restore();
  // towels behind, stones in front
  const towel = r.pick(['#f3eee6', '#e8dccb', '#d9c8b4', '#c9b7a0']);
  const tx = W * (light < 0 ? 0.62 : 0.38);
  place(ctx, towelStack(r, towel, 3), tx, horizon + (H - horizon) * 0.42, { scale: close ? 1.2 : 1, light, shadowAlpha: 0.25, blur: close ? 1.5 : 0 });
  const sx = W * (light < 0 ? 0.36 : 0.64);
  place(ctx, stoneStack(r, r.pick(['#3a3836', '#2e2b29', '#4a4643']), light, close ? 5 : 4), sx, horizon + (H - horizon) * 0.8, { scale: close ? 1.3 : 1.1, light, shadowAlpha: 0.3 });
  // a frangipani flower or leaves in front
  flower(ctx, r, W * (light < 0 ? 0.18 : 0.82), H * 0.9, 46, light);
}

/** A frangipani-like five-petal flower. */
export function flower(c: Ctx, r: Rng, x: number, y: number, size: number, light: number): void {
  const petal = r.pick(['#fbf6ee', '#f7e1e6']);
  c.save();
  c.translate(x, y);
  c.scale(1, 0.62);
  c.save();
  c.filter = 'blur(6px)';
  ellipse(c, light * -10, 18, size * 1.1, size * 0.8, 'rgba(30,20,10,0.3)');
  c.restore();
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 + r.range(-0.1, 0.1);
    const g = c.createLinearGradient(0, 0, Math.cos(a) * size, Math.sin(a) * size);
    g.addColorStop(0, '#f6c75a');
    g.addColorStop(0.35, petal);
    g.addColorStop(1, shade(petal, -0.08));
    leaf(c, 0, 0, size, a, g, 0.42);
  }
  c.restore();
}

/** The treatment room: massage bed under warm sconce light, blinds striping the wall. */
export function massageRoom({ ctx, r, W, H }: SceneArgs): void {
  const light = r.chance(0.5) ? -1 : 1;
  const wallColor = r.pick(['#cdb9a4', '#d8c6b2', '#b9a692', '#c9b8a8']);
  const floorY = H * 0.72;
  const bg = layer(W, H, (c) => {
    room(c, r, W, H, wallColor, floorY, 'wood', r.pick(['#7a5a40', '#8e6c4e', '#6a4e3a']), W * 0.5);
    // blinds light stripes
    c.save();
    c.globalCompositeOperation = 'screen';
    c.filter = 'blur(4px)';
    const bx = light < 0 ? W * 0.08 : W * 0.55;
    for (let i = 0; i < 9; i++) {
      c.fillStyle = 'rgba(255,225,180,0.22)';
      c.beginPath();
      const y = H * 0.08 + i * 22;
      c.moveTo(bx, y);
      c.lineTo(bx + W * 0.32, y + light * -30);
      c.lineTo(bx + W * 0.32, y + light * -30 + 11);
      c.lineTo(bx, y + 11);
      c.fill();
    }
    c.restore();
    // wall sconces
    for (const sx of [W * 0.22, W * 0.78]) {
      glow(c, sx, H * 0.28, 170, '#ffb868', 0.55);
      c.fillStyle = cylinder(c, sx - 18, sx + 18, '#e9dcc6', light, 1);
      c.beginPath();
      c.moveTo(sx - 22, H * 0.24);
      c.lineTo(sx + 22, H * 0.24);
      c.lineTo(sx + 14, H * 0.32);
      c.lineTo(sx - 14, H * 0.32);
      c.fill();
    }
    place(c, pottedPlant(r, r.pick(['#d9cbb8', '#5a4a3c', '#efe8de']), '#55704a', 1, light, 0.9), light < 0 ? W * 0.9 : W * 0.1, floorY + 10, { light, shadowAlpha: 0.2 });
  });
  drawLayer(ctx, bg, W, H, { blur: 2 });
  place(ctx, treatmentBed(r, r.pick(['#5a4030', '#3a2e28', '#d9c6b0']), r.pick(['#f3ece2', '#e8dccb']), r.pick(['#a07a56', '#7a5a40']), light), W * 0.5, H * 0.97, { scale: 1.2, light, shadowAlpha: 0.25, squash: 0.12, footprint: 0.85 });
  // a tray of stones and a candle on a side stool, in front and out of focus
  ctx.save();
  ctx.filter = 'blur(5px)';
  const fx = light < 0 ? W * 0.12 : W * 0.88;
  ellipse(ctx, fx, H * 0.9, 90, 20, '#5a4030');
  ctx.restore();
  place(ctx, candle('#f4ede2', light, 44, 60), fx, H * 0.9, { blur: 4, light, shadowAlpha: 0 });
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  glow(ctx, fx, H * 0.8, 140, '#ffb060', 0.5);
  ctx.restore();
}

/** Flat lay from above: a rolled towel, stones, oil and leaves on linen or slate. */
export function massageFlatLay({ ctx, r, W, H }: SceneArgs): void {
  const slate = r.chance(0.4);
  if (slate) {
    const g = ctx.createLinearGradient(0, 0, W, H);
    g.addColorStop(0, '#4a4a4c');
    g.addColorStop(1, '#2e2e30');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, W, H);
    ctx.save();
    ctx.filter = 'blur(14px)';
    for (let i = 0; i < 30; i++) ellipse(ctx, r.range(0, W), r.range(0, H), r.range(20, 90), r.range(10, 40), rgba(r.chance(0.5) ? '#8a8a8e' : '#151517', 0.12));
    ctx.restore();
  } else linen(ctx, r, 0, 0, W, H, r.pick(['#e6dccd', '#d9cbb8', '#efe6da']));
  windowLight(ctx, r, -W * 0.1, -H * 0.1, W * 0.6, H, 0.3, '#fff0d8', slate ? 0.3 : 0.5, true);
  const towel = r.pick(['#f3eee6', '#e3d3c0', '#cfd8cf']);
  flatLayGroup(ctx, W, H, 10, 14, (c) => {
    // everything a little closer to the camera
    c.translate(W / 2, H / 2);
    c.scale(1.25, 1.25);
    c.translate(-W / 2, -H / 2);
    // rolled towel lying on its side: a cylinder with a spiral end
    c.save();
    c.translate(W * r.range(0.25, 0.35), H * r.range(0.3, 0.4));
    c.rotate(r.range(-0.3, 0.3));
    const tg = c.createLinearGradient(0, -60, 0, 60);
    tg.addColorStop(0, shade(towel, -0.25));
    tg.addColorStop(0.35, shade(towel, 0.2));
    tg.addColorStop(1, shade(towel, -0.35));
    c.fillStyle = tg;
    c.beginPath();
    c.roundRect(-150, -60, 300, 120, 20);
    c.fill();
    for (let k = 0; k < 500; k++) {
      c.fillStyle = rgba(r.chance(0.5) ? '#ffffff' : shade(towel, -0.5), 0.1);
      c.fillRect(r.range(-148, 148), r.range(-58, 58), 1.6, 1.6);
    }
    // soft lengthwise ridges of the terry, the loose end of the roll, and the spiral at its near end
    c.save();
    c.filter = 'blur(3px)';
    for (let k = -2; k <= 2; k++) {
      c.fillStyle = rgba(k % 2 ? shade(towel, -0.3) : '#ffffff', 0.12);
      c.fillRect(-140, k * 22 - 4, 280, 8);
    }
    c.restore();
    for (let k = 0; k < 900; k++) {
      c.fillStyle = rgba(r.chance(0.5) ? '#ffffff' : shade(towel, -0.45), 0.16);
      c.fillRect(r.range(-148, 148), r.range(-58, 58), 1.8, 1.8);
    }
    c.strokeStyle = rgba(shade(towel, -0.4), 0.45);
    c.lineWidth = 2;
    c.beginPath();
    c.moveTo(30, -60);
    c.bezierCurveTo(22, -20, 38, 20, 28, 60);
    c.stroke();
    ellipse(c, -150, 0, 22, 60, shade(towel, -0.12));
    c.strokeStyle = rgba(shade(towel, -0.45), 0.5);
    c.lineWidth = 1.6;
    c.beginPath();
    for (let a = 0; a < Math.PI * 6; a += 0.15) {
      const rr = a / (Math.PI * 6);
      c.lineTo(-150 + Math.cos(a) * 20 * rr, Math.sin(a) * 56 * rr);
    }
    c.stroke();
    c.restore();
    // a row of smooth stones
    const stoneBase = r.pick(['#2e2b29', '#3d3a37', '#e9e2d8']);
    for (let k = 0; k < 4; k++) {
      const x = W * (0.55 + k * 0.1) + r.range(-10, 10);
      const y = H * (0.62 + (k % 2) * 0.12) + r.range(-10, 10);
      const rx = r.range(44, 62);
      const ry = rx * r.range(0.65, 0.85);
      const g = c.createRadialGradient(x - rx * 0.3, y - ry * 0.35, 2, x, y, rx * 1.05);
      g.addColorStop(0, shade(stoneBase, 0.35));
      g.addColorStop(0.6, stoneBase);
      g.addColorStop(1, shade(stoneBase, -0.4));
      ellipse(c, x, y, rx, ry, g, r.range(-0.5, 0.5));
    }
    // massage oil bottle lying down
    c.save();
    c.translate(W * r.range(0.62, 0.72), H * r.range(0.2, 0.3));
    c.rotate(r.range(-0.4, 0.2));
    const og = c.createLinearGradient(0, -32, 0, 32);
    og.addColorStop(0, '#3a1c08');
    og.addColorStop(0.3, '#c06a20');
    og.addColorStop(0.5, '#e8a050');
    og.addColorStop(1, '#2a1406');
    c.fillStyle = og;
    c.beginPath();
    c.roundRect(-90, -32, 150, 64, 12);
    c.fill();
    c.fillStyle = '#f1ebe3';
    c.fillRect(-50, -32, 60, 64);
    c.fillStyle = '#1c1816';
    c.beginPath();
    c.roundRect(60, -14, 50, 28, 4);
    c.fill();
    c.fillStyle = 'rgba(255,255,255,0.5)';
    c.fillRect(-86, -24, 130, 4);
    c.restore();
    sprig(c, r, W * r.range(0.05, 0.15), H * r.range(0.75, 0.9), 240, r.range(-0.8, -0.3), r.pick(['#6f8c6a', '#7d9a86']), r.chance(0.5));
  });
  flower(ctx, r, W * r.range(0.45, 0.5), H * r.range(0.42, 0.5), 40, -1);
}

/** Evening mood: massage oils and stones lit by a cluster of candles in a dark, warm room. */
export function massageCandles({ ctx, r, W, H }: SceneArgs): void {
  const light = r.chance(0.5) ? -1 : 1;
  const horizon = H * 0.56;
  const dark = r.pick(['#2e2219', '#33261d', '#2a231f']);
  ctx.fillStyle = dark;
  ctx.fillRect(0, 0, W, H);
  wall(ctx, r, W, horizon, shade(dark, 0.08), W * 0.5, horizon * 0.8);
  wood(ctx, r, 0, horizon, W, H - horizon, r.pick(['#5a3e2a', '#4a3222', '#6a4a32']), 3);
  junction(ctx, W, horizon, 0.45);
  // candles of different heights, a warm pool of light around them
  const cx = light < 0 ? W * 0.3 : W * 0.7;
  const candles: [number, number, number, number][] = [
    [cx - 90, horizon + 40, 0.8, 130],
    [cx + 10, horizon + 60, 1, 90],
    [cx + 100, horizon + 30, 0.7, 160],
  ];
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  glow(ctx, cx, horizon, W * 0.55, '#ff9a40', 0.5);
  ctx.restore();
  for (const [x, y, s, h] of candles) {
    place(ctx, candle(r.pick(['#f4ede2', '#efe2cf', '#e9d8c0']), light, 66, h), x, y, { scale: s, light: x < W / 2 ? 1 : -1, shadowAlpha: 0.25 });
  }
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  for (const [x, y, s, h] of candles) glow(ctx, x, y - (h + 40) * s, 120, '#ffb060', 0.55);
  ctx.restore();
  bokeh(ctx, r, 0, 0, W, horizon * 0.9, 12, ['#ffb060', '#ff9040', '#ffd090'], 10, 32, 0.35);
  // amber oil bottles and a few stones catching the light
  const ox = light < 0 ? W * 0.62 : W * 0.38;
  place(ctx, pumpBottle('#8a4a16', '#1c1816', light, 70, 190, '#efe6d8'), ox, horizon + 110, { scale: 0.95, light, shadowAlpha: 0.3, reflect: 0.08 });
  place(ctx, dropperBottle('#7a3e12', '#1c1816', '#efe6d8', light, 0.85), ox + 110 * (light < 0 ? 1 : -1), horizon + 130, { scale: 0.95, light, shadowAlpha: 0.3 });
  place(ctx, stoneStack(r, '#3a3633', light, 3), W * 0.5, H * 0.98, { scale: 0.85, light, shadowAlpha: 0.35 });
}

export const massage: Scene[] = [
  { paint: (a) => massageRoom(a), alt: 'Massage room with a padded table, towels and warm lamplight' },
  { paint: (a) => massageStillLife(a, false), alt: 'Stacked hot stones, rolled towels and a candle on wood' },
  { paint: (a) => massageFlatLay(a), alt: 'Rolled towel, massage stones, oil and a flower from above' },
  { paint: (a) => massageStillLife(a, true), alt: 'Close-up of smooth massage stones beside rolled towels and candlelight' },
  { paint: (a) => massageCandles(a), alt: 'Massage oils and smooth stones lit by a cluster of candles' },
];
