/// <reference lib="dom" />
// Brows & lashes: the studio, tools, tint, an eye and a counter.
import { type Ctx, cylinder, drawLayer, ellipse, glow, layer, place, sprite, streak } from './canvas';
import { rgba, shade } from './colour';
import { flatLayGroup, room, sprig, treatmentBed } from './interiors';
import { dropperBottle, pottedPlant, trolley } from './objects';
import type { Rng } from './random';
import type { Scene, SceneArgs } from './scene';
import { junction, linen, marble, wall, windowLight } from './surfaces';

export const SKIN = ['#e8c2a6', '#d9a88a', '#b98265', '#8d5a43', '#f0cdb6'];

/** Treatment room lit by a ring light on a stand, with a padded bed. */
export function browsStudio({ ctx, r, W, H }: SceneArgs): void {
  const light = r.chance(0.5) ? -1 : 1;
  const wallColor = r.pick(['#eadfd6', '#e8d8d2', '#dfd8cf', '#f0e6dd']);
  const floorY = H * 0.76;
  const ringX = light < 0 ? W * 0.24 : W * 0.76;
  const bg = layer(W, H, (c) => {
    room(c, r, W, H, wallColor, floorY, 'wood', r.pick(['#c9a882', '#b99a78', '#d6bea0']), ringX);
    // a framed print and a shelf on the wall
    const px = light < 0 ? W * 0.62 : W * 0.22;
    c.fillStyle = '#f6f1ea';
    c.fillRect(px, H * 0.12, W * 0.16, H * 0.24);
    c.strokeStyle = '#b99a6a';
    c.lineWidth = 4;
    c.strokeRect(px, H * 0.12, W * 0.16, H * 0.24);
    c.strokeStyle = rgba('#8a6a50', 0.6);
    c.lineWidth = 2;
    c.beginPath();
    c.moveTo(px + W * 0.03, H * 0.3);
    c.bezierCurveTo(px + W * 0.06, H * 0.18, px + W * 0.1, H * 0.18, px + W * 0.13, H * 0.26);
    c.stroke();
    place(c, pottedPlant(r, '#e9e2d8', '#5f7f5f', 2, light, 0.6), light < 0 ? W * 0.92 : W * 0.08, floorY - 2, { light, shadowAlpha: 0.12 });
  });
  drawLayer(ctx, bg, W, H, { blur: 2.5 });
  // ring light on a tripod
  const ringY = H * 0.3;
  const rr = 78;
  ctx.strokeStyle = '#2a2624';
  ctx.lineWidth = 5;
  ctx.beginPath();
  ctx.moveTo(ringX, ringY + rr);
  ctx.lineTo(ringX, floorY + 40);
  ctx.moveTo(ringX, floorY - 20);
  ctx.lineTo(ringX - 50, floorY + 60);
  ctx.moveTo(ringX, floorY - 20);
  ctx.lineTo(ringX + 50, floorY + 60);
  ctx.moveTo(ringX, floorY - 20);
  ctx.lineTo(ringX + 8, floorY + 48);
  ctx.stroke();
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  glow(ctx, ringX, ringY, 300, '#fff4e2', 0.6);
  ctx.restore();
  const ring = (width: number, color: string, blur = 0) => {
    ctx.save();
    if (blur) ctx.filter = `blur(${blur}px)`;
    ctx.lineWidth = width;
    ctx.strokeStyle = color;
    ctx.beginPath();
    ctx.ellipse(ringX, ringY, rr, rr * 0.96, 0, 0, Math.PI * 2);
    ctx.stroke();
    ctx.restore();
  };
  ring(24, '#3a3430');
  ring(18, '#e9e4de');
  ring(11, '#ffffff');
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  ring(40, 'rgba(255,246,225,0.55)', 16);
  ctx.restore();
  // bed
  const bedX = light < 0 ? W * 0.6 : W * 0.4;
  place(ctx, treatmentBed(r, r.pick(['#efe8df', '#d9c6b8', '#c9b09a']), r.pick(['#f7f3ee', '#efe3dc']), r.pick(['#c9a27a', '#2a2624']), light), bedX, H * 0.97, {
    scale: 1.05,
    light,
    shadowAlpha: 0.2,
    squash: 0.12,
    footprint: 0.8,
  });
  // a white trolley of supplies beside the bed
  place(ctx, trolley(r, light), light < 0 ? W * 0.93 : W * 0.07, H * 0.93, { scale: 0.95, light, shadowAlpha: 0.2, squash: 0.15 });
}

/** Tweezers seen from above. */
export function tweezers(c: Ctx, x: number, y: number, len: number, angle: number, metal: string): void {
  c.save();
  c.translate(x, y);
  c.rotate(angle);
  for (const side of [-1, 1]) {
    const g = c.createLinearGradient(0, side * 2, 0, side * 12);
    g.addColorStop(0, shade(metal, 0.55));
    g.addColorStop(0.5, metal);
    g.addColorStop(1, shade(metal, -0.35));
    c.fillStyle = g;
    c.beginPath();
    c.moveTo(0, side * 3);
    c.lineTo(len * 0.75, side * 11);
    c.lineTo(len, side * 2);
    c.lineTo(len, side * 0.5);
    c.lineTo(len * 0.75, side * 6);
    c.lineTo(0, side * 0.5);
    c.closePath();
    c.fill();
  }
  c.fillStyle = shade(metal, -0.2);
  c.fillRect(-6, -4, 10, 8);
  c.restore();
}

/** A spoolie brush: a thin handle and a spiral of bristles. */
export function spoolie(c: Ctx, r: Rng, x: number, y: number, len: number, angle: number, handle: string): void {
  c.save();
  c.translate(x, y);
  c.rotate(angle);
  const hg = c.createLinearGradient(0, -6, 0, 6);
  hg.addColorStop(0, shade(handle, 0.35));
  hg.addColorStop(1, shade(handle, -0.3));
  c.fillStyle = hg;
  c.beginPath();
  c.roundRect(0, -6, len * 0.62, 12, 6);
  c.fill();
  c.fillStyle = '#b9b4ae';
  c.fillRect(len * 0.62, -1.5, len * 0.1, 3);
  c.strokeStyle = '#1c1816';
  c.lineWidth = 1.1;
  for (let t = len * 0.72; t < len; t += 2.4) {
    const spread = 11 * Math.sin(((t - len * 0.72) / (len * 0.28)) * Math.PI * 0.9 + 0.2);
    c.beginPath();
    c.moveTo(t + r.range(-1, 1), -spread);
    c.lineTo(t + r.range(-1, 1), spread);
    c.stroke();
  }
  c.restore();
}

/** A wooden brow pencil, sharpened. */
export function pencil(c: Ctx, x: number, y: number, len: number, angle: number, paint: string, lead: string): void {
  c.save();
  c.translate(x, y);
  c.rotate(angle);
  const g = c.createLinearGradient(0, -7, 0, 7);
  g.addColorStop(0, shade(paint, 0.35));
  g.addColorStop(0.5, paint);
  g.addColorStop(1, shade(paint, -0.4));
  c.fillStyle = g;
  c.fillRect(0, -7, len * 0.82, 14);
  c.fillStyle = '#d9b48a';
  c.beginPath();
  c.moveTo(len * 0.82, -7);
  c.lineTo(len * 0.97, -1.5);
  c.lineTo(len * 0.97, 1.5);
  c.lineTo(len * 0.82, 7);
  c.closePath();
  c.fill();
  c.fillStyle = lead;
  c.beginPath();
  c.moveTo(len * 0.93, -2.5);
  c.lineTo(len, 0);
  c.lineTo(len * 0.93, 2.5);
  c.closePath();
  c.fill();
  c.fillStyle = shade(paint, -0.2);
  c.fillRect(0, -7, 14, 14);
  c.restore();
}

/** A cotton pad seen from above, with its quilted dot pattern. */
export function cottonPad(c: Ctx, x: number, y: number, radius: number): void {
  const g = c.createRadialGradient(x - radius * 0.3, y - radius * 0.3, 2, x, y, radius);
  g.addColorStop(0, '#ffffff');
  g.addColorStop(0.8, '#f4f1ec');
  g.addColorStop(1, '#dcd6ce');
  ellipse(c, x, y, radius, radius, g);
  c.fillStyle = 'rgba(150,140,130,0.25)';
  for (let i = -radius; i < radius; i += 9) {
    for (let j = -radius; j < radius; j += 9) {
      if (i * i + j * j < (radius - 6) ** 2) c.fillRect(x + i, y + j, 1.8, 1.8);
    }
  }
}

/** A lash tray: rows of fine lashes on a dark card. */
export function lashTray(c: Ctx, r: Rng, x: number, y: number, angle: number, scale: number): void {
  c.save();
  c.translate(x, y);
  c.rotate(angle);
  c.scale(scale, scale);
  c.fillStyle = '#1d1b1c';
  c.beginPath();
  c.roundRect(-90, -58, 180, 116, 6);
  c.fill();
  c.fillStyle = 'rgba(255,255,255,0.08)';
  c.fillRect(-86, -54, 172, 4);
  for (let row = 0; row < 7; row++) {
    const ry = -44 + row * 15;
    c.fillStyle = '#efe6da';
    c.fillRect(-80, ry - 4, 30, 8);
    c.strokeStyle = 'rgba(6,5,5,0.95)';
    c.lineWidth = 0.7;
    for (let k = 0; k < 26; k++) {
      c.beginPath();
      c.moveTo(-50, ry + r.range(-3, 3));
      c.quadraticCurveTo(0, ry - 1, 70 + r.range(-5, 5), ry - 5 + r.range(-2, 2));
      c.stroke();
    }
  }
  c.restore();
}

/** Flat lay of brow and lash tools on linen, with a compact mirror, cotton pads and a tray of lashes. */
export function browsFlatLay({ ctx, r, W, H }: SceneArgs): void {
  linen(ctx, r, 0, 0, W, H, r.pick(['#eadfd3', '#e6d6cc', '#ddd5ca', '#efe4da']));
  windowLight(ctx, r, W * 0.3, -H * 0.2, W * 0.8, H * 1.3, -0.25, '#fff2dc', 0.6, true);
  const metal = r.pick(['#d9a98a', '#c9cdd2', '#d8b57a']);
  const flip = r.chance(0.5) ? 1 : -1;
  const fx = (t: number) => W / 2 + (t - 0.5) * W * flip;
  flatLayGroup(ctx, W, H, 10, 14, (c) => {
    // compact mirror, partly off the frame edge
    const mx = fx(r.range(0.12, 0.18));
    const my = H * r.range(0.22, 0.3);
    ellipse(c, mx, my, 128, 128, cylinder(c, mx - 128, mx + 128, metal, -1, 1.2));
    const mg = c.createLinearGradient(mx - 110, my - 110, mx + 110, my + 110);
    mg.addColorStop(0, '#f7f4f0');
    mg.addColorStop(0.42, '#b9b3ad');
    mg.addColorStop(0.5, '#ece7e1');
    mg.addColorStop(0.58, '#c9c3bd');
    mg.addColorStop(1, '#8f8983');
    ellipse(c, mx, my, 112, 112, mg);
    cottonPad(c, fx(r.range(0.16, 0.22)), H * r.range(0.72, 0.8), 58);
    cottonPad(c, fx(r.range(0.27, 0.32)), H * r.range(0.84, 0.9), 52);
    tweezers(c, fx(r.range(0.42, 0.48)), H * r.range(0.2, 0.26), 270, flip > 0 ? r.range(0.25, 0.45) : Math.PI - r.range(0.25, 0.45), metal);
    spoolie(c, r, fx(r.range(0.36, 0.42)), H * r.range(0.6, 0.66), 300, flip > 0 ? r.range(-0.3, -0.15) : Math.PI + r.range(0.15, 0.3), r.pick(['#1c1816', '#e9c9c0', '#f3eee8']));
    pencil(c, fx(r.range(0.44, 0.5)), H * r.range(0.43, 0.48), 330, flip > 0 ? r.range(0.08, 0.22) : Math.PI - r.range(0.08, 0.22), r.pick(['#3b2a22', '#6b4a3a', '#1c1816']), '#3a2418');
    lashTray(c, r, fx(r.range(0.76, 0.82)), H * r.range(0.68, 0.76), r.range(-0.2, 0.2), 1.25);
    // a small glass pot of tint
    const px = fx(r.range(0.84, 0.9));
    const py = H * r.range(0.2, 0.28);
    ellipse(c, px, py, 48, 48, cylinder(c, px - 48, px + 48, '#e9e4de', -1, 1));
    ellipse(c, px, py, 36, 36, '#3a2418');
    ellipse(c, px - 12, py - 12, 10, 7, 'rgba(255,255,255,0.35)');
    if (r.chance(0.7)) sprig(c, r, fx(0.98), H * 0.98, 240, flip > 0 ? -2.4 : -0.7, r.pick(['#c9a98a', '#b89a8a']), true);
  });
}

/** An angled brow brush seen from above. */
export function browBrush(c: Ctx, x: number, y: number, len: number, angle: number, handle: string): void {
  c.save();
  c.translate(x, y);
  c.rotate(angle);
  const g = c.createLinearGradient(0, -7, 0, 7);
  g.addColorStop(0, shade(handle, 0.4));
  g.addColorStop(0.5, handle);
  g.addColorStop(1, shade(handle, -0.4));
  c.fillStyle = g;
  c.beginPath();
  c.moveTo(0, -4);
  c.lineTo(len * 0.7, -7);
  c.lineTo(len * 0.7, 7);
  c.lineTo(0, 4);
  c.closePath();
  c.fill();
  const ferrule = c.createLinearGradient(0, -8, 0, 8);
  ferrule.addColorStop(0, '#f0f0f0');
  ferrule.addColorStop(0.5, '#a8acb0');
  ferrule.addColorStop(1, '#6a6e72');
  c.fillStyle = ferrule;
  c.fillRect(len * 0.7, -8, len * 0.14, 16);
  c.fillStyle = '#2a1e18';
  c.beginPath();
  c.moveTo(len * 0.84, -8);
  c.lineTo(len * 0.93, -8);
  c.lineTo(len, 8);
  c.lineTo(len * 0.84, 8);
  c.closePath();
  c.fill();
  c.restore();
}

/** Flat lay on marble: a dish of brow tint being mixed, angled brushes, tweezers, cotton pads. */
export function browsTint({ ctx, r, W, H }: SceneArgs): void {
  marble(ctx, r, 0, 0, W, H, r.pick(['#f3efea', '#efe9e4', '#f2ece6']), r.pick(['#a1968e', '#9a8f86']), 1);
  windowLight(ctx, r, -W * 0.1, -H * 0.15, W * 0.75, H * 1.2, 0.28, '#fff2dc', 0.5, true);
  const flip = r.chance(0.5) ? 1 : -1;
  const fx = (t: number) => W / 2 + (t - 0.5) * W * flip;
  const tint = r.pick(['#4a2e1e', '#3a2418', '#5a3a26', '#2a1e18']);
  flatLayGroup(ctx, W, H, 9, 13, (c) => {
    // ceramic mixing dish with tint
    const dx = fx(r.range(0.36, 0.42));
    const dy = H * r.range(0.42, 0.5);
    const dish = r.pick(['#f7f4f0', '#e9dcd2', '#1f1d1c']);
    ellipse(c, dx, dy, 112, 112, cylinder(c, dx - 112, dx + 112, dish, -1, 1));
    const inner = c.createRadialGradient(dx + 20, dy + 20, 10, dx, dy, 92);
    inner.addColorStop(0, shade(dish, -0.02));
    inner.addColorStop(1, shade(dish, -0.14));
    ellipse(c, dx, dy, 92, 92, inner);
    const tg = c.createRadialGradient(dx - 14, dy - 16, 4, dx, dy, 56);
    tg.addColorStop(0, shade(tint, 0.3));
    tg.addColorStop(0.6, tint);
    tg.addColorStop(1, shade(tint, -0.2));
    c.fillStyle = tg;
    c.beginPath();
    for (let a = 0; a <= Math.PI * 2 + 0.01; a += 0.1) {
      const rr = 58 + Math.sin(a * 2 + 1) * 3 + Math.sin(a * 5) * 1.5;
      const px = dx + 6 + Math.cos(a) * rr;
      const py = dy + 6 + Math.sin(a) * rr * 0.92;
      if (a === 0) c.moveTo(px, py);
      else c.lineTo(px, py);
    }
    c.fill();
    // gloss: the window reflected in the wet tint, and a faint trail where the brush stirred
    c.save();
    c.filter = 'blur(2px)';
    ellipse(c, dx - 18, dy - 20, 20, 9, 'rgba(255,255,255,0.4)', -0.5);
    c.strokeStyle = rgba(shade(tint, 0.35), 0.45);
    c.lineWidth = 5;
    c.beginPath();
    c.arc(dx + 6, dy + 8, 30, 0.6, 3.4);
    c.stroke();
    c.restore();
    // a brush resting in the dish
    browBrush(c, dx + flip * 40, dy + 10, 300, flip > 0 ? -0.55 : Math.PI + 0.55, r.pick(['#1c1816', '#d9c6b0', '#8a5a44']));
    browBrush(c, fx(r.range(0.62, 0.68)), H * r.range(0.76, 0.82), 280, flip > 0 ? r.range(-0.2, 0) : Math.PI + r.range(0, 0.2), r.pick(['#1c1816', '#d9c6b0']));
    tweezers(c, fx(r.range(0.66, 0.72)), H * r.range(0.24, 0.3), 250, flip > 0 ? r.range(0.1, 0.3) : Math.PI - r.range(0.1, 0.3), r.pick(['#d9a98a', '#c9cdd2', '#d8b57a']));
    cottonPad(c, fx(r.range(0.12, 0.16)), H * r.range(0.78, 0.84), 56);
    cottonPad(c, fx(r.range(0.2, 0.24)), H * r.range(0.88, 0.94), 50);
    spoolie(c, r, fx(r.range(0.08, 0.12)), H * r.range(0.14, 0.2), 260, flip > 0 ? r.range(0.3, 0.5) : Math.PI - r.range(0.3, 0.5), r.pick(['#1c1816', '#e9c9c0']));
  });
}

/** Soft-focus macro of a closed eye with lifted lashes and a groomed brow. */
export function browsEye({ ctx, r, W, H }: SceneArgs): void {
  const skin = r.pick(SKIN);
  const hairColor = r.pick(['#2a1a12', '#3b2618', '#1a120e', '#4a2e1c']);
  const flip = r.chance(0.5) ? 1 : -1; // which eye: the outer corner is on the right when flip = 1
  ctx.save();
  if (flip < 0) {
    ctx.translate(W, 0);
    ctx.scale(-1, 1);
  }
  // skin with soft modelling: brow bone, socket, lid, cheek
  const g = ctx.createRadialGradient(W * 0.45, H * 0.4, 40, W * 0.5, H * 0.5, W * 0.85);
  g.addColorStop(0, shade(skin, 0.16));
  g.addColorStop(0.6, skin);
  g.addColorStop(1, shade(skin, -0.3));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
  const cx = W * 0.5;
  const eyeY = H * 0.56;
  const half = W * 0.27;
  /** The closed lid's lash line, a gentle downward curve whose outer corner lifts slightly. */
  const lid = (t: number) => ({ x: cx - half + t * half * 2, y: eyeY + Math.pow(Math.sin(t * Math.PI), 0.8) * 52 - t * 14 });
  ctx.save();
  ctx.filter = 'blur(28px)';
  ellipse(ctx, cx, eyeY + 20, half * 1.15, 70, rgba(shade(skin, -0.3), 0.45)); // socket shadow
  ellipse(ctx, cx + 10, eyeY + 2, half * 0.85, 42, rgba(shade(skin, 0.3), 0.55)); // the rounded lid catches light
  ellipse(ctx, cx, H * 0.3, half * 1.3, 40, rgba(shade(skin, 0.3), 0.4)); // brow bone
  ellipse(ctx, cx - 40, H * 0.95, half * 1.2, 60, rgba(shade(skin, 0.25), 0.35)); // cheek
  ctx.restore();
  // crease above the lid
  ctx.save();
  ctx.filter = 'blur(5px)';
  ctx.strokeStyle = rgba(shade(skin, -0.45), 0.5);
  ctx.lineWidth = 7;
  ctx.beginPath();
  for (let t = 0.05; t <= 0.97; t += 0.02) {
    const p = lid(t);
    const y = eyeY - 14 - Math.sin(t * Math.PI) * 46 - t * 10;
    if (t === 0.05) ctx.moveTo(p.x, y);
    else ctx.lineTo(p.x, y);
  }
  ctx.stroke();
  ctx.restore();
  // skin texture
  for (let i = 0; i < 3000; i++) {
    ctx.fillStyle = rgba(r.chance(0.5) ? shade(skin, -0.35) : shade(skin, 0.4), r.range(0.03, 0.08));
    ctx.fillRect(r.range(0, W), r.range(0, H), 1.3, 1.3);
  }
  // the lash line itself: a soft dark seam
  ctx.save();
  ctx.filter = 'blur(1.2px)';
  ctx.strokeStyle = rgba(shade(hairColor, 0.1), 0.85);
  ctx.lineWidth = 3.5;
  ctx.beginPath();
  for (let t = 0; t <= 1; t += 0.02) {
    const p = lid(t);
    if (t === 0) ctx.moveTo(p.x, p.y);
    else ctx.lineTo(p.x, p.y);
  }
  ctx.stroke();
  ctx.restore();
  // lashes: fanning from inner (short, pointing down-left) to outer (long, sweeping out), curling up at the tips
  ctx.lineCap = 'round';
  for (let i = 0; i < 140; i++) {
    const t = Math.pow(r.next(), 0.85) * 0.96 + 0.03;
    const p = lid(t);
    const len = (26 + Math.sin(t * Math.PI * 0.85) * 70) * r.range(0.85, 1.1);
    const a = Math.PI / 2 + 0.55 - t * 1.35 + r.range(-0.08, 0.08);
    const mx = p.x + Math.cos(a) * len * 0.65;
    const my = p.y + Math.sin(a) * len * 0.65;
    const ex = mx + Math.cos(a - 0.9) * len * 0.45;
    const ey = my + Math.sin(a - 0.9) * len * 0.45 - len * 0.12;
    ctx.strokeStyle = rgba(hairColor, r.range(0.75, 1));
    ctx.lineWidth = r.range(1.6, 2.4);
    ctx.beginPath();
    ctx.moveTo(p.x, p.y);
    ctx.quadraticCurveTo(mx, my, (mx + ex) / 2, (my + ey) / 2);
    ctx.stroke();
    ctx.lineWidth = 0.9;
    ctx.beginPath();
    ctx.moveTo((mx + ex) / 2, (my + ey) / 2);
    ctx.lineTo(ex, ey);
    ctx.stroke();
  }
  // brow: a soft base tone, then many fine hairs – feathered upright at the head, sweeping along the arch to a fine tail
  const browAt = (t: number) => {
    const x = cx - half * 1.05 + t * half * 2.3;
    const arch = t < 0.66 ? Math.sin((t / 0.66) * Math.PI * 0.5) : Math.cos(((t - 0.66) / 0.34) * Math.PI * 0.5);
    return { x, y: H * 0.31 - arch * 52 + t * 26 };
  };
  const browThickness = (t: number) => (t < 0.1 ? 30 + t * 60 : 36 * (1 - Math.pow((t - 0.1) / 0.9, 1.8)) + 4);
  const brow = layer(W, H, (c) => {
    c.save();
    c.filter = 'blur(8px)';
    c.fillStyle = rgba(hairColor, 0.18);
    c.beginPath();
    for (let t = 0; t <= 1; t += 0.05) {
      const p = browAt(t);
      c.lineTo(p.x, p.y - browThickness(t) / 2);
    }
    for (let t = 1; t >= 0; t -= 0.05) {
      const p = browAt(t);
      c.lineTo(p.x, p.y + browThickness(t) / 2);
    }
    c.fill();
    c.restore();
    c.lineCap = 'round';
    for (let i = 0; i < 1500; i++) {
      const t = r.next();
      const p = browAt(t);
      const q = browAt(Math.min(1, t + 0.01));
      const along = Math.atan2(q.y - p.y, q.x - p.x);
      const off = r.range(-0.5, 0.5);
      const hx = p.x + r.range(-3, 3);
      const hy = p.y + off * browThickness(t);
      // head hairs stand up; body hairs follow the arch, converging slightly from top and bottom
      const angle = t < 0.12 ? -1.25 + t * 3 + r.range(-0.2, 0.2) : along - off * 0.7 + r.range(-0.15, 0.15);
      const len = r.range(13, 24) * (t < 0.12 ? 0.8 : 1);
      c.strokeStyle = rgba(shade(hairColor, r.range(-0.1, 0.25)), (t < 0.12 ? 0.45 : 0.8) * r.range(0.6, 1));
      c.lineWidth = r.range(0.9, 1.6);
      c.beginPath();
      c.moveTo(hx, hy);
      c.quadraticCurveTo(hx + Math.cos(angle) * len * 0.5, hy + Math.sin(angle) * len * 0.5 - 1.5, hx + Math.cos(angle) * len, hy + Math.sin(angle) * len);
      c.stroke();
    }
  });
  drawLayer(ctx, brow, W, H, { blur: 1.3 });
  ctx.restore();
  // studio light
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  glow(ctx, W * 0.25, H * 0.05, W * 0.6, '#fff0dc', 0.3);
  ctx.restore();
}

/** A cup of spoolies and tint bottles on marble, with ring-light bokeh behind. */
export function browsCounter({ ctx, r, W, H }: SceneArgs): void {
  const light = r.chance(0.5) ? -1 : 1;
  const horizon = H * r.range(0.5, 0.58);
  const wallColor = r.pick(['#eadfd6', '#e3d5cf', '#efe7de']);
  const bg = layer(W, H, (c) => {
    wall(c, r, W, horizon + 20, wallColor, W * 0.5);
    // ring light seen out of focus
    c.lineWidth = 26;
    c.strokeStyle = '#fffaf0';
    c.beginPath();
    c.arc(light < 0 ? W * 0.25 : W * 0.75, horizon * 0.5, 110, 0, Math.PI * 2);
    c.stroke();
    glow(c, light < 0 ? W * 0.25 : W * 0.75, horizon * 0.5, 240, '#fff4e2', 0.5);
  });
  drawLayer(ctx, bg, W, H, { blur: 10 });
  marble(ctx, r, 0, horizon, W, H - horizon, r.pick(['#f3efea', '#efe9e4']), r.pick(['#a1968e', '#b0a49c']));
  junction(ctx, W, horizon, 0.25);
  const cupX = W * (light < 0 ? 0.58 : 0.42);
  const cupY = horizon + (H - horizon) * 0.55;
  // a glass cup holding spoolie wands
  const cup = sprite(140, 300, (c) => {
    for (let k = 0; k < 7; k++) {
      c.save();
      c.translate(70 + (k - 3) * 9, 200);
      c.rotate(-Math.PI / 2 + (k - 3) * 0.09);
      spoolie(c, r, 0, 0, 200, 0, r.pick(['#1c1816', '#e9c9c0', '#f3eee8', '#c9a98a']));
      c.restore();
    }
    const g = c.createLinearGradient(20, 0, 120, 0);
    g.addColorStop(0, 'rgba(255,255,255,0.55)');
    g.addColorStop(0.2, 'rgba(255,255,255,0.15)');
    g.addColorStop(0.8, 'rgba(255,255,255,0.1)');
    g.addColorStop(1, 'rgba(255,255,255,0.5)');
    c.fillStyle = g;
    c.beginPath();
    c.roundRect(22, 160, 96, 138, [4, 4, 10, 10]);
    c.fill();
    c.strokeStyle = 'rgba(255,255,255,0.6)';
    c.lineWidth = 2;
    c.stroke();
    streak(c, 30, 170, 7, 110, 0.7);
  });
  place(ctx, cup, cupX, cupY, { scale: 1.1, light, reflect: 0.15 });
  for (let i = 0; i < 2; i++) {
    const x = cupX + (light < 0 ? -1 : 1) * (170 + i * 95);
    place(ctx, dropperBottle(r.pick(['#6b3a1c', '#2a2624', '#e8e4de']), '#1c1816', '#f1ebe3', light, 0.75), x, cupY + 20 - i * 30, { scale: 0.9, light, reflect: 0.2 });
  }
  // loose tweezers in front
  flatLayGroup(ctx, W, H, 6, 8, (c) => {
    c.save();
    c.transform(1, 0, 0, 0.45, 0, H * 0.5); // lying flat on the counter, foreshortened
    tweezers(c, W * 0.55, H * 0.86, 220, r.range(-0.3, 0.1), r.pick(['#d9a98a', '#c9cdd2']));
    c.restore();
  });
}

export const brows: Scene[] = [
  { paint: (a) => browsStudio(a), alt: 'Brow and lash treatment room with a ring light and a padded bed' },
  { paint: (a) => browsFlatLay(a), alt: 'Tweezers, spoolie, brow pencil, compact mirror and lash tray on linen' },
  { paint: (a) => browsCounter(a), alt: 'A cup of spoolie brushes and tint bottles on a marble counter' },
  { paint: (a) => browsEye(a), alt: 'Close-up of a closed eye with lifted lashes and a groomed brow' },
  { paint: (a) => browsTint(a), alt: 'Brow tint being mixed in a dish, with angled brushes, tweezers and cotton pads on marble' },
];
