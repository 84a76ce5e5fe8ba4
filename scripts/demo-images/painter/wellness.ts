/// <reference lib="dom" />
// Wellness: sauna, lounge, tea, a zen garden and meditation.
import { type Ctx, cylinder, drawLayer, ellipse, glow, layer, place, type Sprite, sprite } from './canvas';
import { rgba, shade } from './colour';
import { flatLayGroup, floorLight, room, sprig, wallWindow } from './interiors';
import { candle, pottedPlant, towelStack } from './objects';
import type { Scene, SceneArgs } from './scene';
import { junction, steam, wall, windowLight, wood } from './surfaces';

/** A sauna: slatted walls, two tiers of bench, a stove with stones, a bucket and ladle, and drifting steam. */
export function wellnessSauna({ ctx, r, W, H }: SceneArgs): void {
  const light = r.chance(0.5) ? -1 : 1;
  const woodColor = r.pick(['#c08a58', '#b07a4a', '#d09a66', '#a8764c']);
  wood(ctx, r, 0, 0, W, H, woodColor, 16, true);
  // warm light from a small window high on the back wall
  const wx = light < 0 ? W * 0.12 : W * 0.72;
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  glow(ctx, wx + 60, H * 0.14, 380, '#ffb870', 0.55);
  ctx.restore();
  const pane = ctx.createLinearGradient(0, H * 0.05, 0, H * 0.05 + 80);
  pane.addColorStop(0, '#fffaf0');
  pane.addColorStop(1, '#ffe2b8');
  ctx.fillStyle = pane;
  ctx.fillRect(wx, H * 0.05, 120, 80);
  ctx.strokeStyle = shade(woodColor, -0.35);
  ctx.lineWidth = 8;
  ctx.strokeRect(wx, H * 0.05, 120, 80);
  // benches: a slatted top surface, then a darker slatted front face, each with a shadow below
  const bench = (y: number, depth: number, front: number) => {
    for (let k = 0; k < 3; k++) {
      const sy = y + k * (depth / 3);
      const g = ctx.createLinearGradient(0, sy, 0, sy + depth / 3);
      g.addColorStop(0, shade(woodColor, 0.28));
      g.addColorStop(1, shade(woodColor, 0.1));
      ctx.fillStyle = g;
      ctx.fillRect(0, sy, W, depth / 3 - 3);
      ctx.fillStyle = 'rgba(40,20,8,0.45)';
      ctx.fillRect(0, sy + depth / 3 - 3, W, 3);
    }
    ctx.fillStyle = shade(woodColor, 0.35);
    ctx.fillRect(0, y + depth - 1, W, 3);
    wood(ctx, r, 0, y + depth + 2, W, front, shade(woodColor, -0.1), 20, true);
    const f = ctx.createLinearGradient(0, y + depth, 0, y + depth + front);
    f.addColorStop(0, 'rgba(40,18,6,0.15)');
    f.addColorStop(1, 'rgba(40,18,6,0.55)');
    ctx.fillStyle = f;
    ctx.fillRect(0, y + depth + 2, W, front);
  };
  const upper = H * 0.36;
  const lower = H * 0.64;
  bench(upper, 54, lower - upper - 54);
  bench(lower, 72, H - lower - 72);
  // junction shadows where each bench meets the wall behind it
  junction(ctx, W, upper, 0.4);
  junction(ctx, W, lower, 0.4);
  // the stove with a heap of stones, on the lower tier at the far side
  const sx = light < 0 ? W * 0.8 : W * 0.2;
  const stove = sprite(220, 250, (c) => {
    c.fillStyle = cylinder(c, 20, 200, '#3a3836', light, 1.2);
    c.fillRect(20, 90, 180, 158);
    c.fillStyle = 'rgba(255,255,255,0.08)';
    for (let k = 0; k < 6; k++) c.fillRect(30 + k * 28, 150, 14, 80);
    for (let k = 0; k < 34; k++) {
      const px = 110 + r.range(-85, 85);
      const py = 95 - Math.sqrt(Math.max(0, 1 - ((px - 110) / 95) ** 2)) * 70 + r.range(0, 50);
      const rr = r.range(12, 22);
      const g = c.createRadialGradient(px - rr * 0.3, py - rr * 0.4, 1, px, py, rr);
      const tone = r.pick(['#6b665f', '#55504a', '#7a746c', '#45413c']);
      g.addColorStop(0, shade(tone, 0.35));
      g.addColorStop(1, shade(tone, -0.4));
      ellipse(c, px, py, rr, rr * 0.75, g);
    }
  });
  place(ctx, stove, sx, lower + 60, { scale: 0.9, light, shadowAlpha: 0.3 });
  // bucket with a ladle and a rolled towel
  const bx = light < 0 ? W * 0.56 : W * 0.44;
  const bucket = sprite(160, 200, (c) => {
    c.strokeStyle = shade(woodColor, -0.25);
    c.lineWidth = 8;
    c.lineCap = 'round';
    c.beginPath();
    c.moveTo(70, 70);
    c.lineTo(150, 6);
    c.stroke();
    c.fillStyle = cylinder(c, 20, 140, shade(woodColor, -0.05), light, 1);
    c.beginPath();
    c.moveTo(14, 60);
    c.lineTo(146, 60);
    c.lineTo(134, 198);
    c.lineTo(26, 198);
    c.closePath();
    c.fill();
    c.strokeStyle = 'rgba(40,20,8,0.35)';
    c.lineWidth = 1.5;
    for (let x = 30; x < 140; x += 14) {
      c.beginPath();
      c.moveTo(x, 62);
      c.lineTo(x + (x - 80) * -0.08, 196);
      c.stroke();
    }
    for (const y of [90, 170]) {
      c.fillStyle = cylinder(c, 16, 144, '#9a9a9a', light, 1.5);
      c.fillRect(16 + (y - 60) * 0.08, y, 128 - (y - 60) * 0.16, 8);
    }
    ellipse(c, 80, 60, 66, 12, shade(woodColor, -0.5));
    ellipse(c, 80, 62, 56, 8, rgba('#ffe8c8', 0.35));
  });
  place(ctx, bucket, bx, lower + 58, { scale: 0.75, light, shadowAlpha: 0.3 });
  place(ctx, towelStack(r, r.pick(['#f3eee6', '#e9e2d6']), 1), light < 0 ? W * 0.3 : W * 0.7, upper + 44, { scale: 0.8, light, shadowAlpha: 0.25 });
  // steam rising from the stones, and a warm haze in the air
  steam(ctx, r, sx, lower - 40, H * 0.55, 70, 0.35, 5);
  ctx.save();
  ctx.filter = 'blur(50px)';
  ctx.globalCompositeOperation = 'screen';
  ellipse(ctx, sx, H * 0.3, W * 0.35, H * 0.25, 'rgba(255,235,210,0.22)');
  ctx.restore();
}

/** A calm lounge: arched window, plants, a wooden bench with cushions, light pooling on the floor. */
export function wellnessLounge({ ctx, r, W, H }: SceneArgs): void {
  const light = r.chance(0.5) ? -1 : 1;
  const wallColor = r.pick(['#e8dfd2', '#dcd6c8', '#e6d8c8', '#d8dccf']);
  const floorY = H * 0.72;
  const bg = layer(W, H, (c) => {
    room(c, r, W, H, wallColor, floorY, r.pick(['wood', 'stone'] as const), r.pick(['#c9a882', '#bfb5a6', '#a88a6a']), light < 0 ? W * 0.35 : W * 0.65);
    const wx = light < 0 ? W * 0.22 : W * 0.58;
    wallWindow(c, wx, H * 0.08, W * 0.2, H * 0.52, true, shade(wallColor, 0.1), '#eef2ee');
    floorLight(c, wx, floorY + 6, W * 0.2, H * 0.24, light * -140, 0.45);
  });
  drawLayer(ctx, bg, W, H, { blur: 1.5 });
  // bench under the window
  const bx = light < 0 ? W * 0.32 : W * 0.68;
  const benchWood = r.pick(['#a07a56', '#8a6446', '#c09a70']);
  const bench = sprite(420, 170, (c) => {
    c.fillStyle = shade(benchWood, -0.35);
    c.fillRect(30, 60, 20, 108);
    c.fillRect(370, 60, 20, 108);
    const top = c.createLinearGradient(0, 30, 0, 70);
    top.addColorStop(0, shade(benchWood, 0.2));
    top.addColorStop(1, shade(benchWood, -0.1));
    c.fillStyle = top;
    c.fillRect(6, 40, 408, 26);
    c.fillStyle = shade(benchWood, -0.25);
    c.fillRect(6, 64, 408, 10);
    // cushions
    for (const [cx, tone] of [[120, '#e9dfd0'], [250, '#c9a98a']] as const) {
      const g = c.createLinearGradient(0, 0, 0, 44);
      g.addColorStop(0, shade(tone, 0.2));
      g.addColorStop(1, shade(tone, -0.2));
      c.fillStyle = g;
      c.beginPath();
      c.roundRect(cx - 60, 0, 120, 44, 18);
      c.fill();
    }
  });
  place(ctx, bench, bx, floorY + 80, { scale: 1, light, shadowAlpha: 0.25, squash: 0.2 });
  // plants: a big one on the floor at the side, a trailing one on the bench
  place(ctx, pottedPlant(r, r.pick(['#e9e2d8', '#c9a98a', '#5a4a3c']), r.pick(['#4f7045', '#5f7f5f', '#3f6040']), 1, light, 1.2), light < 0 ? W * 0.82 : W * 0.18, floorY + 110, { light, shadowAlpha: 0.25 });
  place(ctx, pottedPlant(r, '#f3efe9', '#6a8a5a', 2, light, 0.42), bx + (light < 0 ? 120 : -120), floorY + 2, { light, shadowAlpha: 0.15 });
  // a soft haze of window light in the air
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  ctx.filter = 'blur(30px)';
  ctx.fillStyle = 'rgba(255,244,225,0.18)';
  ctx.beginPath();
  const wx = light < 0 ? W * 0.22 : W * 0.58;
  ctx.moveTo(wx, H * 0.1);
  ctx.lineTo(wx + W * 0.2, H * 0.1);
  ctx.lineTo(wx + W * 0.2 - light * 160, floorY + 120);
  ctx.lineTo(wx - light * 160, floorY + 120);
  ctx.fill();
  ctx.restore();
}

/** Herbal tea with rising steam, a candle and a sprig on a wooden table. */
export function wellnessTea({ ctx, r, W, H }: SceneArgs): void {
  const light = r.chance(0.5) ? -1 : 1;
  const horizon = H * 0.5;
  const wallColor = r.pick(['#d8d0c2', '#cfc6b6', '#e2d8ca']);
  const bg = layer(W, H, (c) => {
    wall(c, r, W, horizon + 20, wallColor, light < 0 ? W * 0.2 : W * 0.8);
    place(c, pottedPlant(r, '#e9e2d8', '#5f7f5f', 0, light, 0.9), light < 0 ? W * 0.82 : W * 0.18, horizon + 10, { light, shadowAlpha: 0.1 });
  });
  drawLayer(ctx, bg, W, H, { blur: 9 });
  windowLight(ctx, r, light < 0 ? 0 : W * 0.5, 0, W * 0.5, horizon, light * -0.3, '#fff2dc', 0.7, true);
  wood(ctx, r, 0, horizon, W, H - horizon, r.pick(['#9c7452', '#b58a60', '#7a5a40']), 3);
  junction(ctx, W, horizon, 0.3);
  // cup and saucer
  const cupColor = r.pick(['#f3efe9', '#d9cbb8', '#9fb5ad', '#c9a98a']);
  const tea = r.pick(['#c98a3a', '#a8b060', '#b86a3a']);
  const cup = sprite(260, 170, (c) => {
    ellipse(c, 130, 150, 125, 18, cylinder(c, 5, 255, cupColor, light, 1));
    c.fillStyle = cylinder(c, 50, 210, cupColor, light, 1);
    c.beginPath();
    c.moveTo(50, 50);
    c.lineTo(210, 50);
    c.bezierCurveTo(210, 120, 180, 148, 130, 148);
    c.bezierCurveTo(80, 148, 50, 120, 50, 50);
    c.fill();
    c.strokeStyle = cylinder(c, 200, 250, cupColor, light, 1);
    c.lineWidth = 12;
    c.beginPath();
    c.arc(215, 85, 24, -1.2, 1.4);
    c.stroke();
    ellipse(c, 130, 50, 80, 14, shade(cupColor, -0.2));
    ellipse(c, 130, 53, 72, 11, shade(tea, -0.1));
    ellipse(c, 112, 51, 22, 3, 'rgba(255,255,255,0.35)');
  });
  const cx = W * (light < 0 ? 0.55 : 0.45);
  const cy = horizon + (H - horizon) * 0.62;
  place(ctx, cup, cx, cy, { scale: 1.1, light, shadowAlpha: 0.28, footprint: 0.95 });
  steam(ctx, r, cx - 10, cy - 120, 240, 46, 0.45, 4);
  // candle and teapot-ish jar behind, a sprig in front
  const kx = light < 0 ? W * 0.25 : W * 0.75;
  place(ctx, candle('#efe6d8', light, 56, 80), kx, horizon + (H - horizon) * 0.3, { scale: 0.85, light, shadowAlpha: 0.12, blur: 1.5 });
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  glow(ctx, kx, horizon - 40, 200, '#ffb060', 0.4);
  ctx.restore();
  ctx.save();
  ctx.filter = 'blur(2px)';
  sprig(ctx, r, light < 0 ? W * 0.82 : W * 0.18, H * 0.94, 200, light < 0 ? -2.8 : -0.3, '#6f8c6a', r.chance(0.5));
  ctx.restore();
}

/** A raked-sand stone garden seen from above. */
export function wellnessZen({ ctx, r, W, H }: SceneArgs): void {
  const sand = r.pick(['#e8dcc6', '#ded3c0', '#efe5d3']);
  ctx.fillStyle = sand;
  ctx.fillRect(0, 0, W, H);
  const stones: { x: number; y: number; rx: number; ry: number; a: number }[] = [];
  // two or three stones strung along a loose diagonal, so their raked rings don't collide
  const count = r.int(2, 3);
  const flip = r.chance(0.5);
  for (let i = 0; i < count; i++) {
    const t = count === 2 ? 0.3 + i * 0.4 : 0.2 + i * 0.3;
    const rx = r.range(72, 112) * (i === 1 ? 1.1 : 0.9);
    stones.push({ x: W * (flip ? 1 - t : t) + r.range(-20, 20), y: H * (0.3 + t * 0.45) + r.range(-30, 30), rx, ry: rx * r.range(0.72, 0.88), a: r.range(0, 3) });
  }
  // raked grooves: each a dark line with a light line beside it
  const groove = (draw: (c: Ctx) => void) => {
    ctx.save();
    ctx.lineWidth = 3;
    ctx.strokeStyle = rgba(shade(sand, -0.25), 0.55);
    draw(ctx);
    ctx.translate(0, 3);
    ctx.strokeStyle = 'rgba(255,255,255,0.55)';
    draw(ctx);
    ctx.restore();
  };
  const masked = layer(W, H, (c) => {
    c.fillStyle = sand;
    c.fillRect(0, 0, W, H);
    for (let y = 8; y < H; y += 14) {
      const path = (cc: Ctx) => {
        cc.beginPath();
        for (let x = -10; x <= W + 10; x += 10) {
          const yy = y + Math.sin(x * 0.01 + y * 0.02) * 4;
          if (x === -10) cc.moveTo(x, yy);
          else cc.lineTo(x, yy);
        }
        cc.stroke();
      };
      c.lineWidth = 3;
      c.strokeStyle = rgba(shade(sand, -0.25), 0.55);
      path(c);
      c.save();
      c.translate(0, 3);
      c.strokeStyle = 'rgba(255,255,255,0.55)';
      path(c);
      c.restore();
    }
    // clear rings around the stones, then rake concentric circles
    for (const s of stones) ellipse(c, s.x, s.y, s.rx + 70, s.ry + 70, sand, s.a);
  });
  drawLayer(ctx, masked, W, H, { blur: 0.8 });
  for (const s of stones) {
    for (let k = 1; k <= 5; k++) {
      groove((c) => {
        c.beginPath();
        c.ellipse(s.x, s.y, s.rx + k * 13, s.ry + k * 13, s.a, 0, Math.PI * 2);
        c.stroke();
      });
    }
  }
  flatLayGroup(ctx, W, H, 14, 18, (c) => {
    for (const s of stones) {
      const base = r.pick(['#4a4643', '#5a544e', '#3a3836', '#2e2b29', '#6b655e']);
      const g = c.createRadialGradient(s.x - s.rx * 0.35, s.y - s.ry * 0.4, 4, s.x, s.y, s.rx * 1.1);
      g.addColorStop(0, shade(base, 0.4));
      g.addColorStop(0.55, base);
      g.addColorStop(1, shade(base, -0.45));
      ellipse(c, s.x, s.y, s.rx, s.ry, g, s.a);
    }
    if (r.chance(0.8)) sprig(c, r, W * r.range(0.75, 0.9), H * r.range(0.8, 0.92), 180, r.range(-2.6, -2), '#6f8c6a', false);
  });
  windowLight(ctx, r, -W * 0.1, -H * 0.1, W * 0.7, H * 1.1, 0.3, '#fff2dc', 0.45, true);
}

/** A round meditation cushion with pleated sides. */
export function cushion(color: string, light: number): Sprite {
  return sprite(230, 110, (c) => {
    c.fillStyle = cylinder(c, 8, 222, color, light, 0.6);
    c.beginPath();
    c.roundRect(8, 30, 214, 74, 34);
    c.fill();
    c.strokeStyle = rgba(shade(color, -0.35), 0.4);
    c.lineWidth = 1.5;
    for (let x = 22; x < 210; x += 9) {
      c.beginPath();
      c.moveTo(x, 46);
      c.quadraticCurveTo(x + 2, 68, x, 96);
      c.stroke();
    }
    ellipse(c, 115, 34, 104, 26, cylinder(c, 11, 219, shade(color, 0.12), light, 0.5));
    ellipse(c, 115, 34, 8, 3, shade(color, -0.3));
  });
}

/** A brass singing bowl. */
export function singingBowl(light: number): Sprite {
  return sprite(150, 80, (c) => {
    c.fillStyle = cylinder(c, 5, 145, '#b8893e', light, 1.6);
    c.beginPath();
    c.moveTo(5, 12);
    c.bezierCurveTo(5, 60, 40, 78, 75, 78);
    c.bezierCurveTo(110, 78, 145, 60, 145, 12);
    c.closePath();
    c.fill();
    ellipse(c, 75, 12, 70, 10, '#6e4c1c');
    c.strokeStyle = '#e8c27a';
    c.lineWidth = 2;
    c.beginPath();
    c.ellipse(75, 12, 70, 10, 0, 0, Math.PI * 2);
    c.stroke();
  });
}

/** A breathwork / meditation corner: cushions and a rolled mat on a wooden floor in window light. */
export function wellnessMeditation({ ctx, r, W, H }: SceneArgs): void {
  const light = r.chance(0.5) ? -1 : 1;
  const wallColor = r.pick(['#e8dfd2', '#dcd6c8', '#e6d8c8', '#d8dccf']);
  const floorY = H * 0.5;
  const bg = layer(W, H, (c) => {
    wall(c, r, W, floorY, wallColor, light < 0 ? W * 0.3 : W * 0.7);
    windowLight(c, r, light < 0 ? W * 0.05 : W * 0.5, H * 0.02, W * 0.45, floorY * 0.85, light * -0.35, '#fff2dc', 1, true);
    wood(c, r, 0, floorY, W, H - floorY, r.pick(['#c9a882', '#b89670', '#d8bc98']), 9);
    junction(c, W, floorY, 0.3);
    c.fillStyle = shade(wallColor, 0.1);
    c.fillRect(0, floorY - 12, W, 12);
    floorLight(c, light < 0 ? W * 0.1 : W * 0.45, floorY + 20, W * 0.45, H * 0.4, light * -160, 0.4);
    place(c, pottedPlant(r, r.pick(['#e9e2d8', '#c9a98a']), '#4f7045', 1, light, 1), light < 0 ? W * 0.9 : W * 0.1, floorY + 30, { light, shadowAlpha: 0.2 });
  });
  drawLayer(ctx, bg, W, H, { blur: 2 });
  const colors = r.shuffle(['#a9b59a', '#c98a6a', '#e3d6c2', '#7d8c8a', '#d9b89a']);
  const cx = W * (light < 0 ? 0.42 : 0.58);
  // rolled mat lying behind, then two cushions, then a singing bowl in front
  const mat = sprite(300, 80, (c) => {
    const tone = colors[2] as string;
    const g = c.createLinearGradient(0, 6, 0, 78);
    g.addColorStop(0, shade(tone, 0.25));
    g.addColorStop(0.5, tone);
    g.addColorStop(1, shade(tone, -0.3));
    c.fillStyle = g;
    c.beginPath();
    c.roundRect(20, 6, 270, 72, 10);
    c.fill();
    ellipse(c, 28, 42, 22, 36, shade(tone, -0.1));
    c.strokeStyle = rgba(shade(tone, -0.45), 0.6);
    c.lineWidth = 1.5;
    c.beginPath();
    for (let a = 0; a < Math.PI * 8; a += 0.2) {
      const rr = (a / (Math.PI * 8)) * 20;
      c.lineTo(28 + Math.cos(a) * rr * 0.6, 42 + Math.sin(a) * rr);
    }
    c.stroke();
  });
  place(ctx, mat, cx + 40 * -light, floorY + 90, { scale: 1, light, shadowAlpha: 0.2 });
  place(ctx, cushion(colors[0] as string, light), cx - 110, floorY + 190, { scale: 1.1, light, shadowAlpha: 0.25 });
  place(ctx, cushion(colors[1] as string, light), cx + 120, floorY + 215, { scale: 1.15, light, shadowAlpha: 0.25 });
  place(ctx, singingBowl(light), cx + light * 250, floorY + 270, { scale: 1, light, shadowAlpha: 0.3, reflect: 0.05 });
  // an incense stick in a little holder, with a thin trail of smoke
  const ix = light < 0 ? W * 0.86 : W * 0.14;
  const iy = floorY + 150;
  ellipse(ctx, ix, iy, 34, 9, cylinder(ctx, ix - 34, ix + 34, '#efe6da', light, 1));
  ctx.strokeStyle = '#6a4a30';
  ctx.lineWidth = 2.5;
  ctx.beginPath();
  ctx.moveTo(ix, iy - 2);
  ctx.lineTo(ix + 40 * -light, iy - 80);
  ctx.stroke();
  ellipse(ctx, ix + 40 * -light, iy - 80, 2.5, 2.5, '#ff8a40');
  steam(ctx, r, ix + 40 * -light, iy - 82, 200, 22, 0.5, 2);
}

export const wellness: Scene[] = [
  { paint: (a) => wellnessLounge(a), alt: 'Calm relaxation lounge with an arched window, plants and a wooden bench' },
  { paint: (a) => wellnessSauna(a), alt: 'Warm wooden sauna with slatted benches, a bucket and rising steam' },
  { paint: (a) => wellnessTea(a), alt: 'A cup of herbal tea with steam beside a candle on a wooden table' },
  { paint: (a) => wellnessZen(a), alt: 'Smooth stones in a raked sand garden seen from above' },
  { paint: (a) => wellnessMeditation(a), alt: 'Meditation cushions, a rolled mat and a singing bowl on a sunlit wooden floor' },
];
