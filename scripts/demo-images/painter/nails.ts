/// <reference lib="dom" />
// Nails: polish racks, stations and flat lays.
import { cylinder, drawLayer, ellipse, glow, layer, place, type Sprite, sprite, streak } from './canvas';
import { rgba, shade } from './colour';
import { flatLayGroup } from './interiors';
import { polishBottle, vaseWithStems } from './objects';
import type { Scene, SceneArgs } from './scene';
import { bokeh, depthScale, junction, marble, wall, windowLight } from './surfaces';

export const POLISH = ['#b5173f', '#e0657f', '#f2b8bd', '#7d1d3f', '#d9502f', '#e8c4b8', '#2d2b4f', '#9b7fd1', '#c93d5f', '#f08a6b', '#6e2c2a', '#d9a5b3'];

/** Polish bottles on marble with window light; dried flowers behind, petals in front. */
export function nailsStillLife({ ctx, r, W, H }: SceneArgs, close: boolean): void {
  const light = r.chance(0.5) ? -1 : 1;
  const horizon = H * (close ? r.range(0.38, 0.46) : r.range(0.48, 0.56));
  const wallColor = r.pick(['#f0dcd4', '#ead9cf', '#e3e0d6', '#f2e4e0', '#dde3dc']);
  // background, painted on its own layer so it can be thrown out of focus
  const bg = layer(W, H, (c) => {
    wall(c, r, W, horizon + 20, wallColor, light < 0 ? W * 0.2 : W * 0.8);
    windowLight(c, r, light < 0 ? W * 0.05 : W * 0.55, -40, W * 0.42, horizon * 0.9, light * -0.35, '#fff4e0', 0.9);
    const vx = light < 0 ? W * r.range(0.72, 0.85) : W * r.range(0.12, 0.25);
    place(c, vaseWithStems(r, r.pick(['#e8e2d8', '#c9b6a4', '#d8cfc4']), r.pick(['#c8a27c', '#b88f6a', '#d8b894']), light), vx, horizon + 6, { scale: 0.9, light, shadowAlpha: 0.12 });
  });
  ctx.fillStyle = wallColor;
  ctx.fillRect(0, 0, W, H);
  drawLayer(ctx, bg, W, H, { blur: close ? 6 : 3.5 });
  // marble counter
  marble(ctx, r, 0, horizon, W, H - horizon, r.pick(['#f4f1ec', '#f3ece8', '#efece6']), r.pick(['#9a8f86', '#a89a94', '#8f8a86']));
  junction(ctx, W, horizon, 0.3);
  // bottles arranged in two loose rows, back to front
  const colors = r.shuffle(POLISH);
  const caps = r.pick([['#151212'], ['#d8b56a', '#151212'], ['#151212', '#f2efe9'], ['#c9a05a']]);
  const count = close ? r.int(3, 4) : r.int(4, 6);
  const spots: { x: number; y: number }[] = [];
  for (let i = 0; i < count; i++) {
    const y = horizon + (H - horizon) * (close ? r.range(0.25, 0.62) : r.range(0.18, 0.6));
    const x = W * (0.5 + (i - (count - 1) / 2) * (close ? 0.19 : 0.14) + r.range(-0.03, 0.03));
    spots.push({ x, y });
  }
  spots.sort((a, b) => a.y - b.y);
  spots.forEach(({ x, y }, i) => {
    const s = depthScale(y, horizon, H, 0.7, close ? 1.9 : 1.4) * (close ? 1.15 : 1);
    const sp = polishBottle(colors[i % colors.length] as string, caps[i % caps.length] as string, r.chance(0.35) ? 1 : 0, light);
    place(ctx, sp, x, y, { scale: s, light, reflect: 0.22, shadowAlpha: 0.2 });
  });
  // scattered petals in the foreground, slightly out of focus
  ctx.save();
  ctx.filter = 'blur(1.5px)';
  const petal = r.pick(['#f3b9c0', '#f7d2cf', '#e9a0a9', '#ffffff']);
  for (let i = 0; i < r.int(4, 8); i++) {
    const px = r.range(W * 0.05, W * 0.95);
    const py = r.range(H * 0.82, H * 0.98);
    const g = ctx.createLinearGradient(px - 12, py - 6, px + 12, py + 6);
    g.addColorStop(0, shade(petal, 0.3));
    g.addColorStop(1, shade(petal, -0.15));
    ellipse(ctx, px + 3, py + 4, 14, 7, 'rgba(40,20,20,0.15)', r.range(0, 3));
    ellipse(ctx, px, py, r.range(9, 16), r.range(5, 8), g, r.range(0, 3));
  }
  ctx.restore();
}

/** A manicure station: a marble desk up front, a wall of polish shelves melting into bokeh behind. */
export function nailsStation({ ctx, r, W, H }: SceneArgs, rackOnly: boolean): void {
  const light = r.chance(0.5) ? -1 : 1;
  const wallColor = r.pick(['#efe1d8', '#e8dcd2', '#f1e2e2', '#e4e2da']);
  const shelfY = rackOnly ? [H * 0.16, H * 0.4, H * 0.64, H * 0.88] : [H * 0.22, H * 0.4, H * 0.58];
  const bg = layer(W, H, (c) => {
    wall(c, r, W, H, wallColor, W * 0.5, H * 0.2);
    // shelves full of little bottles
    for (const sy of shelfY) {
      let x = r.range(-20, 10);
      while (x < W + 20) {
        const sp = polishBottle(r.pick(POLISH), r.pick(['#151212', '#d8b56a', '#f2efe9']), r.chance(0.3) ? 1 : 0, light);
        c.drawImage(sp.canvas, x, sy - 210 * (rackOnly ? 0.55 : 0.32), 90 * (rackOnly ? 0.55 : 0.32), 210 * (rackOnly ? 0.55 : 0.32));
        x += (rackOnly ? 0.55 : 0.32) * 90 * r.range(1.02, 1.2);
      }
      const g = c.createLinearGradient(0, sy, 0, sy + 10);
      g.addColorStop(0, '#f8f4ef');
      g.addColorStop(1, '#b8aca0');
      c.fillStyle = g;
      c.fillRect(0, sy, W, 9);
      c.fillStyle = 'rgba(40,25,15,0.18)';
      c.fillRect(0, sy + 9, W, 14);
    }
    if (!rackOnly) {
      // pendant lamps
      for (const px of [W * 0.25, W * 0.75]) {
        c.strokeStyle = '#2a2420';
        c.lineWidth = 2;
        c.beginPath();
        c.moveTo(px, 0);
        c.lineTo(px, H * 0.1);
        c.stroke();
        ellipse(c, px, H * 0.12, 40, 24, cylinder(c, px - 40, px + 40, '#d8b56a', light, 1.4));
        glow(c, px, H * 0.16, 160, '#ffd9a0', 0.7);
      }
    }
  });
  drawLayer(ctx, bg, W, H, { blur: rackOnly ? 2.5 : 7 });
  if (rackOnly) {
    // a sharp front row on a glass shelf
    const y = H * 0.97;
    let x = r.range(40, 90);
    ctx.fillStyle = 'rgba(255,255,255,0.5)';
    ctx.fillRect(0, y, W, 6);
    while (x < W - 40) {
      place(ctx, polishBottle(r.pick(POLISH), r.pick(['#151212', '#d8b56a']), r.chance(0.3) ? 1 : 0, light), x, y, { scale: 1.25, light, reflect: 0.25, shear: 0.1, squash: 0.15 });
      x += r.range(120, 150);
    }
    bokeh(ctx, r, 0, 0, W, H * 0.6, 10, ['#ffe6c0', '#ffffff'], 20, 50, 0.2);
    return;
  }
  // marble desk, seen from just above, with its front edge
  const top = H * 0.68;
  const deskBase = r.pick(['#f5f2ee', '#f2ebe6']);
  marble(ctx, r, 0, top, W, H * 0.22, deskBase, '#9d9288', 0.3);
  junction(ctx, W, top, 0.15);
  const edge = ctx.createLinearGradient(0, H * 0.9, 0, H);
  edge.addColorStop(0, shade(deskBase, -0.05));
  edge.addColorStop(1, shade(deskBase, -0.3));
  ctx.fillStyle = edge;
  ctx.fillRect(0, H * 0.9, W, H * 0.1);
  // a folded hand towel, a UV nail lamp and a few bottles on the desk
  const mx = W * r.range(0.22, 0.3);
  bokeh(ctx, r, 0, 0, W, H * 0.45, 10, ['#ffe2b0', '#ffffff'], 14, 34, 0.3);
  place(ctx, foldedTowel(r.pick(['#f7f1ea', '#e9d3cc', '#dfe4dd'])), mx, H * 0.84, { scale: 1, light, shadowAlpha: 0.2, squash: 0.2 });
  place(ctx, uvLamp(light), W * 0.46, H * 0.8, { scale: 1, light, shadowAlpha: 0.22, squash: 0.2 });
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  glow(ctx, W * 0.46, H * 0.78, 90, '#b9a8ff', 0.5);
  ctx.restore();
  const n = r.int(3, 4);
  for (let i = 0; i < n; i++) {
    const x = W * (0.62 + i * 0.09) + r.range(-10, 10);
    place(ctx, polishBottle(r.pick(POLISH), r.pick(['#151212', '#d8b56a']), r.chance(0.3) ? 1 : 0, light), x, H * 0.8 + r.range(-10, 10), { scale: 0.95, light, reflect: 0.2 });
  }
}

/** A folded hand towel, seen from the front at a slight angle. */
export function foldedTowel(color: string): Sprite {
  return sprite(240, 70, (c) => {
    for (let k = 0; k < 3; k++) {
      const y = 70 - (k + 1) * 20;
      const g = c.createLinearGradient(0, y, 0, y + 20);
      g.addColorStop(0, shade(color, 0.18));
      g.addColorStop(0.6, color);
      g.addColorStop(1, shade(color, -0.25));
      c.fillStyle = g;
      c.beginPath();
      c.roundRect(10 + k * 3, y, 220 - k * 6, 21, 10);
      c.fill();
    }
    c.fillStyle = rgba(shade(color, -0.3), 0.35);
    c.fillRect(40, 18, 160, 2);
  });
}

/** A UV/LED nail lamp: a white dome with a glowing violet opening. */
export function uvLamp(light: number): Sprite {
  return sprite(220, 110, (c) => {
    const inner = c.createLinearGradient(0, 50, 0, 108);
    inner.addColorStop(0, '#8c7cf0');
    inner.addColorStop(1, '#e4dcff');
    c.fillStyle = inner;
    c.beginPath();
    c.roundRect(40, 50, 140, 58, [30, 30, 0, 0]);
    c.fill();
    c.fillStyle = cylinder(c, 10, 210, '#f4f2f0', light, 0.8);
    c.beginPath();
    c.moveTo(10, 108);
    c.bezierCurveTo(10, 20, 60, 4, 110, 4);
    c.bezierCurveTo(160, 4, 210, 20, 210, 108);
    c.lineTo(178, 108);
    c.bezierCurveTo(178, 62, 150, 50, 110, 50);
    c.bezierCurveTo(70, 50, 42, 62, 42, 108);
    c.closePath();
    c.fill();
    c.fillStyle = '#2a2624';
    c.fillRect(96, 22, 28, 4);
    streak(c, 60, 14, 60, 8, 0.5);
  });
}

/** Flat lay from above: bottles lying on a pastel ground, glossy swatches, a nail file and petals. */
export function nailsFlatLay({ ctx, r, W, H }: SceneArgs): void {
  const ground = r.pick(['#f0d9d4', '#e6dcec', '#dfe6dc', '#f2e6da', '#f5e1e4']);
  const g = ctx.createLinearGradient(0, 0, W, H);
  g.addColorStop(0, shade(ground, 0.12));
  g.addColorStop(1, shade(ground, -0.05));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
  windowLight(ctx, r, W * 0.3, -H * 0.2, W * 0.8, H * 1.3, -0.3, '#ffffff', 0.55, true);
  const colors = r.shuffle(POLISH);
  const flip = r.chance(0.5) ? 1 : -1;
  const fx = (t: number) => W / 2 + (t - 0.5) * W * flip;
  // a fan of painted press-on nail tips (barely raised, so only a whisper of shadow)
  flatLayGroup(ctx, W, H, 2, 3, (c) => {
    const ox = fx(0.2);
    const oy = H * 1.02;
    for (let k = 0; k < 5; k++) {
      const color = (k % 2 ? colors[0] : colors[1]) as string;
      c.save();
      c.translate(ox, oy);
      c.rotate(-Math.PI / 2 + (k - 2) * 0.24);
      c.translate(120, 0);
      const g = c.createLinearGradient(0, -28, 0, 28);
      g.addColorStop(0, shade(color, 0.3));
      g.addColorStop(0.5, color);
      g.addColorStop(1, shade(color, -0.3));
      c.fillStyle = g;
      c.beginPath();
      c.moveTo(0, -26);
      c.bezierCurveTo(70, -30, 118, -18, 126, 0);
      c.bezierCurveTo(118, 18, 70, 30, 0, 26);
      c.quadraticCurveTo(-8, 0, 0, -26);
      c.fill();
      streak(c, 16, -15, 80, 7, 0.65);
      c.restore();
    }
  });
  flatLayGroup(ctx, W, H, 9, 13, (c) => {
    // bottles lying on their sides (a side view, rotated, is what the camera sees from above)
    for (let k = 0; k < 3; k++) {
      const sp = polishBottle(colors[k + 3] as string, r.pick(['#151212', '#d8b56a']), k === 1 ? 1 : 0, -1);
      c.save();
      c.translate(fx(0.44 + k * 0.17 + r.range(-0.02, 0.02)), H * (0.3 + (k % 2) * 0.18) + r.range(-12, 12));
      c.rotate((flip > 0 ? 0 : Math.PI) + r.range(-0.5, 0.5) + Math.PI / 2 * (k === 1 ? -1 : 1));
      c.drawImage(sp.canvas, (-sp.w * 1.25) / 2, (-sp.h * 1.25) / 2, sp.w * 1.25, sp.h * 1.25);
      c.restore();
    }
    // a two-tone nail file
    c.save();
    c.translate(fx(r.range(0.62, 0.7)), H * r.range(0.78, 0.84));
    c.rotate(r.range(-0.25, 0.1) * flip);
    for (const [x0, tone] of [[-170, '#e8c9c4'], [0, '#f5efe9']] as const) {
      c.fillStyle = tone;
      c.beginPath();
      c.roundRect(x0, -17, 170, 34, x0 < 0 ? [17, 0, 0, 17] : [0, 17, 17, 0]);
      c.fill();
      for (let k = 0; k < 240; k++) {
        c.fillStyle = rgba(shade(tone, r.chance(0.5) ? -0.3 : 0.3), 0.3);
        c.fillRect(x0 + r.range(4, 166), r.range(-15, 15), 1.3, 1.3);
      }
    }
    c.restore();
  });
  // petals
  for (let i = 0; i < r.int(3, 6); i++) {
    const px = fx(r.range(0.05, 0.35));
    const py = H * r.range(0.08, 0.4);
    const petal = r.pick(['#f3b9c0', '#f7d2cf', '#ffffff']);
    ctx.save();
    ctx.filter = 'blur(3px)';
    ellipse(ctx, px + 6, py + 8, 22, 13, 'rgba(60,30,30,0.18)', 0.5);
    ctx.restore();
    const pg = ctx.createLinearGradient(px - 20, py - 10, px + 20, py + 10);
    pg.addColorStop(0, shade(petal, 0.3));
    pg.addColorStop(1, shade(petal, -0.15));
    ellipse(ctx, px, py, r.range(16, 24), r.range(10, 14), pg, r.range(0, 3));
  }
}

export const nails: Scene[] = [
  { paint: (a) => nailsStation(a, false), alt: 'Manicure desk with a marble top and walls of polish shelves' },
  { paint: (a) => nailsStillLife(a, false), alt: 'Nail polish bottles on a marble counter in window light' },
  { paint: (a) => nailsStation(a, true), alt: 'Shelves lined with rows of nail polish colours' },
  { paint: (a) => nailsStillLife(a, true), alt: 'Close-up of glossy nail polish bottles on marble' },
  { paint: (a) => nailsFlatLay(a), alt: 'Nail polish bottles, colour swatches and a nail file from above' },
];
