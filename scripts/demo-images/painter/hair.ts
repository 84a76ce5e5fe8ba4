/// <reference lib="dom" />
// Hair: salon stations, flat lays, strands and products.
import { type Ctx, cylinder, drawLayer, ellipse, glow, layer, place, streak } from './canvas';
import { mix, rgba, shade } from './colour';
import { flatLayGroup, room, sprig } from './interiors';
import { jar, pottedPlant, pumpBottle, scissors } from './objects';
import type { Scene, SceneArgs } from './scene';
import { bokeh, junction, linen, marble, wall, windowLight, wood } from './surfaces';

export const HAIR_WALLS = ['#3f4f48', '#c9b8a6', '#b86f52', '#2f3a40', '#d8cbb8', '#6b7a6b'];

/** Styling stations: mirror(s) with warm bulbs, a console shelf and a salon chair seen from behind. */
export function hairStations({ ctx, r, W, H }: SceneArgs, count: number): void {
  const light = r.chance(0.5) ? -1 : 1;
  const wallColor = r.pick(HAIR_WALLS);
  const floorY = H * 0.74;
  const mirrorShape = r.int(0, 2); // 0 arched, 1 round, 2 bulb-framed rectangle
  const leather = r.pick(['#8a4b2a', '#1d1a19', '#b98a5e', '#5a2f27']);
  const bg = layer(W, H, (c) => {
    room(c, r, W, H, wallColor, floorY, r.pick(['wood', 'stone'] as const), r.pick(['#b08a64', '#8c8378', '#c4a27c']), W * 0.5);
    // vertical panelling on the lower wall
    for (let x = 0; x < W; x += 26) {
      c.fillStyle = 'rgba(255,255,255,0.06)';
      c.fillRect(x, floorY - 150, 2, 136);
      c.fillStyle = 'rgba(0,0,0,0.1)';
      c.fillRect(x + 2, floorY - 150, 2, 136);
    }
    c.fillStyle = 'rgba(0,0,0,0.12)';
    c.fillRect(0, floorY - 154, W, 4);
  });
  drawLayer(ctx, bg, W, H, { blur: 1.2 });
  const spacing = W / count;
  for (let i = 0; i < count; i++) {
    const cx = spacing * (i + 0.5) + r.range(-10, 10);
    const shelfY = floorY - 175;
    const mw = count === 1 ? 220 : 175;
    const mh = Math.min(mirrorShape === 1 ? mw : mw * 1.45, shelfY - 60);
    const my = shelfY - 18 - mh;
    // the mirror: a darker, blurred reflection of the room, then frame and sheen
    ctx.save();
    ctx.beginPath();
    if (mirrorShape === 1) ctx.arc(cx, my + mh / 2, mw / 2, 0, Math.PI * 2);
    else if (mirrorShape === 0) {
      ctx.moveTo(cx - mw / 2, my + mh);
      ctx.lineTo(cx - mw / 2, my + mw / 2);
      ctx.arc(cx, my + mw / 2, mw / 2, Math.PI, 0);
      ctx.lineTo(cx + mw / 2, my + mh);
      ctx.closePath();
    } else ctx.rect(cx - mw / 2, my, mw, mh);
    ctx.save();
    ctx.shadowColor = 'rgba(20,12,8,0.35)';
    ctx.shadowBlur = 18;
    ctx.shadowOffsetY = 8;
    ctx.fillStyle = shade(wallColor, -0.3);
    ctx.fill();
    ctx.restore();
    ctx.clip();
    const rg = ctx.createLinearGradient(0, my, 0, my + mh);
    rg.addColorStop(0, shade(wallColor, -0.15));
    rg.addColorStop(1, shade(wallColor, -0.45));
    ctx.fillStyle = rg;
    ctx.fillRect(cx - mw / 2, my, mw, mh);
    ctx.filter = 'blur(8px)';
    // reflected window and lamps from the room behind the camera
    ellipse(ctx, cx + light * mw * 0.2, my + mh * 0.35, mw * 0.18, mh * 0.28, 'rgba(255,246,230,0.55)');
    glow(ctx, cx - light * mw * 0.25, my + mh * 0.2, 50, '#ffd9a0', 0.6);
    ellipse(ctx, cx, my + mh * 0.95, mw * 0.35, mh * 0.2, rgba(leather, 0.5));
    ctx.filter = 'none';
    const sheen = ctx.createLinearGradient(cx - mw / 2, my, cx + mw / 2, my + mh);
    sheen.addColorStop(0.3, 'rgba(255,255,255,0)');
    sheen.addColorStop(0.45, 'rgba(255,255,255,0.16)');
    sheen.addColorStop(0.55, 'rgba(255,255,255,0.04)');
    sheen.addColorStop(0.62, 'rgba(255,255,255,0.12)');
    sheen.addColorStop(0.75, 'rgba(255,255,255,0)');
    ctx.fillStyle = sheen;
    ctx.fillRect(cx - mw / 2, my, mw, mh);
    ctx.restore();
    ctx.lineWidth = 7;
    ctx.strokeStyle = '#c8a25f';
    ctx.beginPath();
    if (mirrorShape === 1) ctx.arc(cx, my + mh / 2, mw / 2, 0, Math.PI * 2);
    else if (mirrorShape === 0) {
      ctx.moveTo(cx - mw / 2, my + mh);
      ctx.lineTo(cx - mw / 2, my + mw / 2);
      ctx.arc(cx, my + mw / 2, mw / 2, Math.PI, 0);
      ctx.lineTo(cx + mw / 2, my + mh);
      ctx.closePath();
    } else ctx.rect(cx - mw / 2, my, mw, mh);
    ctx.stroke();
    // bulbs: around a rectangular mirror, or a pair of globe sconces
    const bulbs: [number, number][] = [];
    if (mirrorShape === 2) {
      for (let k = 0; k < 5; k++) {
        bulbs.push([cx - mw / 2 - 16, my + 20 + (k * (mh - 40)) / 4], [cx + mw / 2 + 16, my + 20 + (k * (mh - 40)) / 4]);
      }
    } else bulbs.push([cx - mw / 2 - 34, my + mh * 0.35], [cx + mw / 2 + 34, my + mh * 0.35]);
    ctx.save();
    ctx.globalCompositeOperation = 'screen';
    for (const [bx, by] of bulbs) glow(ctx, bx, by, mirrorShape === 2 ? 46 : 90, '#ffcf8a', 0.7);
    ctx.restore();
    for (const [bx, by] of bulbs) {
      const bgr = ctx.createRadialGradient(bx - 2, by - 2, 1, bx, by, mirrorShape === 2 ? 9 : 16);
      bgr.addColorStop(0, '#fffdf4');
      bgr.addColorStop(0.7, '#ffe7b8');
      bgr.addColorStop(1, '#f3c27a');
      ellipse(ctx, bx, by, mirrorShape === 2 ? 9 : 16, mirrorShape === 2 ? 9 : 16, bgr);
    }
    // console shelf with a few products
    ctx.fillStyle = shade('#c8a25f', -0.1);
    ctx.fillRect(cx - mw * 0.7, shelfY, mw * 1.4, 7);
    ctx.fillStyle = 'rgba(20,12,8,0.25)';
    ctx.fillRect(cx - mw * 0.7, shelfY + 7, mw * 1.4, 10);
    const tones = r.shuffle(['#f2ede6', '#2a2624', '#c9a98a', '#8f6b4f', '#e7d8c8']);
    for (let k = 0; k < 3; k++) {
      const px = cx + (light < 0 ? 0.25 : -0.55) * mw + k * 26;
      place(ctx, pumpBottle(tones[k] as string, '#2a2624', light, 30, 70 + k * 8), px, shelfY, { scale: 0.9, light, shadowAlpha: 0.12, shear: 0.3 });
    }
    // the chair, from behind
    chairFromBehind(ctx, cx + r.range(-8, 8), floorY + (count === 1 ? 100 : 80), count === 1 ? 0.82 : 0.66, leather, light);
  }
  // foreground depth: a tall plant at the frame edge, well out of focus
  const plant = pottedPlant(r, r.pick(['#e9e2d8', '#2a2624', '#c9a98a']), r.pick(['#3f6040', '#4f7045']), 1, light, 1.3);
  place(ctx, plant, light < 0 ? W * 0.97 : W * 0.03, H + 60, { blur: 7, light, shadowAlpha: 0 });
}

/** A salon styling chair seen from behind: padded back, arms, and a chrome pump base. */
export function chairFromBehind(ctx: Ctx, x: number, floorY: number, s: number, leather: string, light: number): void {
  ctx.save();
  ctx.translate(x, floorY);
  ctx.scale(s, s);
  // shadow on the floor
  ctx.save();
  ctx.filter = 'blur(10px)';
  ellipse(ctx, -light * 30, -4, 150, 26, 'rgba(20,12,8,0.45)');
  ctx.restore();
  // chrome base and pole
  ellipse(ctx, 0, -8, 92, 16, cylinder(ctx, -92, 92, '#b9bcc0', light, 1.6));
  ctx.fillStyle = cylinder(ctx, -12, 12, '#c8cbcf', light, 1.6);
  ctx.fillRect(-12, -110, 24, 100);
  // arms
  for (const side of [-1, 1]) {
    ctx.fillStyle = cylinder(ctx, side * 110 - 22, side * 110 + 22, shade(leather, -0.1), light, 1);
    ctx.beginPath();
    ctx.roundRect(side * 104 - 22, -205, 44, 100, 16);
    ctx.fill();
  }
  // seat cushion
  ctx.fillStyle = cylinder(ctx, -112, 112, shade(leather, -0.05), light, 0.8);
  ctx.beginPath();
  ctx.roundRect(-112, -150, 224, 46, 18);
  ctx.fill();
  // back, with stitched channels
  ctx.fillStyle = cylinder(ctx, -92, 92, leather, light, 1.1);
  ctx.beginPath();
  ctx.roundRect(-92, -330, 184, 196, [60, 60, 20, 20]);
  ctx.fill();
  ctx.strokeStyle = rgba(shade(leather, -0.5), 0.45);
  ctx.lineWidth = 2;
  for (const cx of [-46, 0, 46]) {
    ctx.beginPath();
    ctx.moveTo(cx, -318);
    ctx.lineTo(cx, -145);
    ctx.stroke();
  }
  streak(ctx, light < 0 ? -70 : 56, -300, 10, 140, 0.22);
  ctx.restore();
}

/** Flat lay from above: scissors, comb, clips and a round brush on marble, wood or linen. */
export function hairFlatLay({ ctx, r, W, H }: SceneArgs): void {
  const surface = r.int(0, 2);
  const base = r.pick(['#efe9e2', '#e9e4dc', '#f2ebe4']);
  if (surface === 0) marble(ctx, r, 0, 0, W, H, base, '#8f857c', 1);
  else if (surface === 1) wood(ctx, r, 0, 0, W, H, r.pick(['#b58a60', '#9c7452', '#c9a27a']), 5);
  else linen(ctx, r, 0, 0, W, H, r.pick(['#e7ddd0', '#d9d2c6', '#e9d9d0']));
  windowLight(ctx, r, -W * 0.1, -H * 0.1, W * 0.7, H * 1.1, 0.3, '#fff2dc', 0.55, true);
  const metal = r.pick(['#c9cdd2', '#d4b08a', '#bfc3c8']);
  const flip = r.chance(0.5) ? 1 : -1; // mirror the layout left-right
  const fx = (t: number) => W / 2 + (t - 0.5) * W * flip;
  flatLayGroup(ctx, W, H, 8, 12, (c) => {
    if (r.chance(0.8)) sprig(c, r, fx(r.range(0.0, 0.08)), H * r.range(0.04, 0.14), 300, flip > 0 ? r.range(0.3, 0.6) : Math.PI - r.range(0.3, 0.6), '#7d9a86', true);
    scissors(c, fx(r.range(0.34, 0.42)), H * r.range(0.36, 0.44), 250, (flip > 0 ? 0 : Math.PI) + r.range(-0.45, -0.2) * flip, metal);
    // comb: a spine with fine and wide teeth
    c.save();
    c.translate(fx(r.range(0.52, 0.6)), H * r.range(0.66, 0.74));
    c.rotate(r.range(-0.35, -0.15) * flip);
    const combColor = r.pick(['#1d1b1a', '#c59a6b', '#e8e2da', '#2b2b2e']);
    const cg = c.createLinearGradient(0, -24, 0, 30);
    cg.addColorStop(0, shade(combColor, 0.35));
    cg.addColorStop(0.4, combColor);
    cg.addColorStop(1, shade(combColor, -0.25));
    c.fillStyle = cg;
    c.beginPath();
    c.roundRect(-200, -22, 400, 22, 8);
    c.fill();
    for (let t = -194; t < 196; t += t < 0 ? 6 : 10) {
      c.beginPath();
      c.roundRect(t, -4, t < 0 ? 3 : 5, 38, 1.5);
      c.fill();
    }
    c.fillStyle = 'rgba(255,255,255,0.25)';
    c.fillRect(-196, -19, 392, 3);
    c.restore();
    // duckbill sectioning clips
    for (let k = 0; k < 3; k++) {
      c.save();
      c.translate(fx(0.12 + k * 0.1 + r.range(-0.02, 0.02)), H * (0.78 + k * 0.04) + r.range(-10, 10));
      c.rotate(-1.1 * flip + k * 0.25 * flip + r.range(-0.1, 0.1));
      const clip = r.pick(['#1d1b1a', '#d9c6b0', '#c9a98a', '#b9bcc0']);
      c.fillStyle = cylinder(c, -10, 10, clip, -1, 1.3);
      const g = c.createLinearGradient(0, -9, 0, 9);
      g.addColorStop(0, shade(clip, 0.45));
      g.addColorStop(0.5, clip);
      g.addColorStop(1, shade(clip, -0.35));
      c.fillStyle = g;
      c.beginPath();
      c.moveTo(-80, -9);
      c.lineTo(70, -4);
      c.quadraticCurveTo(84, 0, 70, 4);
      c.lineTo(-80, 9);
      c.closePath();
      c.fill();
      ellipse(c, -40, 0, 12, 12, shade(clip, -0.15));
      ellipse(c, -42, -2, 5, 5, shade(clip, 0.35));
      c.restore();
    }
    // round brush
    c.save();
    c.translate(fx(r.range(0.74, 0.8)), H * r.range(0.24, 0.32));
    c.rotate(r.range(0.35, 0.7) * flip + (flip < 0 ? Math.PI : 0));
    const barrel = c.createLinearGradient(0, -40, 0, 40);
    barrel.addColorStop(0, '#2b2725');
    barrel.addColorStop(0.3, '#8f857c');
    barrel.addColorStop(0.45, '#f0ebe6');
    barrel.addColorStop(0.6, '#a39990');
    barrel.addColorStop(1, '#1f1c1a');
    c.fillStyle = barrel;
    c.beginPath();
    c.roundRect(-160, -40, 200, 80, 26);
    c.fill();
    c.strokeStyle = 'rgba(30,25,22,0.4)';
    c.lineWidth = 1.4;
    for (let t = -156; t < 38; t += 6) {
      c.beginPath();
      c.moveTo(t, -38);
      c.lineTo(t, 38);
      c.stroke();
    }
    const handle = c.createLinearGradient(0, -14, 0, 14);
    handle.addColorStop(0, '#5a4030');
    handle.addColorStop(0.35, '#c09070');
    handle.addColorStop(1, '#3a2a20');
    c.fillStyle = handle;
    c.beginPath();
    c.roundRect(38, -13, 190, 26, 13);
    c.fill();
    c.restore();
  });
}

/** Macro of glossy flowing hair: hundreds of strands following the same waves, with a shine band. */
export function hairStrands({ ctx, r, W, H }: SceneArgs): void {
  const [root, mid, tip] = r.pick([
    ['#2a1810', '#6b4128', '#b98a55'],
    ['#3a2616', '#8c6239', '#e2c08c'],
    ['#2c130b', '#7a3317', '#cf7a3e'],
    ['#120d0b', '#2e2420', '#6e5a4e'],
  ]);
  ctx.fillStyle = shade(root, -0.2);
  ctx.fillRect(0, 0, W, H);
  const wavelength = r.range(220, 300);
  const amplitude = r.range(26, 44);
  const tilt = r.range(-0.35, 0.35);
  const strands = (count: number, width: number, alpha: number, blur: number) => {
    const l = layer(W, H, (c) => {
      c.lineCap = 'round';
      for (let i = 0; i < count; i++) {
        const x0 = r.range(-W * 0.3, W * 1.3);
        const phase = x0 * 0.006 + r.range(-0.15, 0.15);
        const amp = amplitude * r.range(0.85, 1.15);
        const g = c.createLinearGradient(0, 0, 0, H);
        const bright = r.range(-0.15, 0.2);
        // a shine band sits on every crest of the wave
        for (let k = 0; k <= 20; k++) {
          const y = (k / 20) * H;
          const crest = Math.cos((2 * Math.PI * y) / wavelength + phase);
          const base = mix(mix(root, mid, Math.min(1, y / H + 0.2)), tip, Math.max(0, y / H - 0.45) * 1.6);
          const shine = Math.max(0, crest) ** 6;
          g.addColorStop(k / 20, rgba(shade(shade(base, bright), shine * 0.55), alpha));
        }
        c.strokeStyle = g;
        c.lineWidth = width * r.range(0.6, 1.4);
        c.beginPath();
        for (let y = -20; y <= H + 20; y += 10) {
          const x = x0 + Math.sin((2 * Math.PI * y) / wavelength + phase) * amp + y * tilt;
          if (y === -20) c.moveTo(x, y);
          else c.lineTo(x, y);
        }
        c.stroke();
      }
    });
    drawLayer(ctx, l, W, H, { blur });
  };
  strands(500, 5, 0.9, 4);
  strands(900, 2.2, 0.7, 1.2);
  strands(700, 1, 0.55, 0);
  // soft light from the top corner
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  glow(ctx, W * r.range(0.2, 0.8), -H * 0.1, W * 0.7, '#ffe0b0', 0.35);
  ctx.restore();
}

/** Salon products on a shelf in front of a softly lit mirror wall. */
export function hairProducts({ ctx, r, W, H }: SceneArgs): void {
  const light = r.chance(0.5) ? -1 : 1;
  const wallColor = r.pick(HAIR_WALLS);
  const shelfY = H * r.range(0.72, 0.78);
  const bg = layer(W, H, (c) => {
    wall(c, r, W, H, wallColor, light < 0 ? W * 0.25 : W * 0.75);
    // an out-of-focus salon behind: mirror rectangles, bulbs, a chair
    for (let i = 0; i < 3; i++) {
      const x = W * (0.1 + i * 0.32);
      c.fillStyle = rgba(shade(wallColor, -0.35), 0.8);
      c.fillRect(x, H * 0.08, W * 0.2, H * 0.45);
      c.fillStyle = 'rgba(255,245,230,0.2)';
      c.fillRect(x + W * 0.05, H * 0.12, W * 0.05, H * 0.35);
    }
    ellipse(c, W * 0.6, H * 0.6, 70, 90, rgba(shade(wallColor, -0.5), 0.6));
  });
  drawLayer(ctx, bg, W, H, { blur: 12 });
  bokeh(ctx, r, 0, 0, W, H * 0.55, 9, ['#ffc878', '#ffe2b0'], 14, 34, 0.28);
  // the shelf: light oak with a front edge
  wood(ctx, r, 0, shelfY, W, H - shelfY, r.pick(['#c9a27a', '#b58a60', '#d8b892']), 2);
  const edge = ctx.createLinearGradient(0, shelfY + 50, 0, H);
  edge.addColorStop(0, 'rgba(30,18,10,0)');
  edge.addColorStop(1, 'rgba(30,18,10,0.35)');
  ctx.fillStyle = edge;
  ctx.fillRect(0, shelfY, W, H - shelfY);
  junction(ctx, W, shelfY, 0.3);
  const palette = r.pick([
    ['#f1ebe3', '#2a2624', '#c9a98a', '#7f5a43'],
    ['#e9e1d6', '#4a5a52', '#d8c2a6', '#202020'],
    ['#2a2624', '#d7b98f', '#f3eee8', '#8a3e2c'],
  ]);
  const n = r.int(4, 5);
  for (let i = 0; i < n; i++) {
    const x = W * (0.5 + (i - (n - 1) / 2) * 0.16) + r.range(-12, 12);
    const y = shelfY + r.range(28, 56);
    const tone = palette[i % palette.length] as string;
    const sp =
      i % 3 === 1
        ? jar(tone, shade(tone, -0.4), light, 100, 70)
        : pumpBottle(tone, i % 2 ? '#1f1c1b' : '#c9a25f', light, r.range(64, 80), r.range(170, 230), shade(tone, tone === '#2a2624' ? 0.7 : -0.1));
    place(ctx, sp, x, y, { scale: 0.95, light, shadowAlpha: 0.25 });
  }
  place(ctx, pottedPlant(r, r.pick(['#efe8de', '#2a2624']), '#4f7045', 2, light, 0.55), light < 0 ? W * 0.9 : W * 0.1, shelfY + 40, { light, shadowAlpha: 0.2, blur: 1 });
}

export const hair: Scene[] = [
  { paint: (a) => hairStations(a, 1), alt: 'Salon styling chair facing a softly lit mirror' },
  { paint: (a) => hairFlatLay(a), alt: 'Hairdressing scissors, comb, clips and a round brush laid out from above' },
  { paint: (a) => hairStations(a, 2), alt: 'Two salon styling stations with mirrors and leather chairs' },
  { paint: (a) => hairStrands(a), alt: 'Close-up of glossy, softly waved hair' },
  { paint: (a) => hairProducts(a), alt: 'Salon hair-care products on an oak shelf' },
];
