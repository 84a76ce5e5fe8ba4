/// <reference lib="dom" />
// Interior pieces shared by the room scenes: a room, a window, floor light, a treatment bed, flat-lay shadows.
import { type Ctx, cylinder, ellipse, glow, layer, pixelScale, type Sprite, sprite } from './canvas';
import { rgba, shade } from './colour';
import type { Rng } from './random';
import { junction, leaf, tiles, wall, wood } from './surfaces';

/** A room corner: wall, floor in perspective, and the skirting shadow between them. */
export function room(c: Ctx, r: Rng, W: number, H: number, wallColor: string, floorY: number, floor: 'wood' | 'stone' | 'tile', floorColor: string, lightX: number): void {
  wall(c, r, W, floorY, wallColor, lightX, floorY * 0.3);
  if (floor === 'wood') wood(c, r, 0, floorY, W, H - floorY, floorColor, 7);
  else if (floor === 'tile') tiles(c, r, 0, floorY, W, H - floorY, floorColor, 90, 0.32, r.range(-40, 0));
  else {
    const g = c.createLinearGradient(0, floorY, 0, H);
    g.addColorStop(0, shade(floorColor, -0.1));
    g.addColorStop(1, shade(floorColor, 0.08));
    c.fillStyle = g;
    c.fillRect(0, floorY, W, H - floorY);
    c.save();
    c.filter = 'blur(16px)';
    for (let i = 0; i < 20; i++) ellipse(c, r.range(0, W), r.range(floorY, H), r.range(30, 120), r.range(8, 30), rgba(r.chance(0.5) ? '#ffffff' : '#2a2018', 0.05));
    c.restore();
  }
  // the floor picks up a soft glow under the light, and darkens towards the camera
  const pool = c.createRadialGradient(lightX, floorY + 40, 10, lightX, floorY + 40, W * 0.6);
  pool.addColorStop(0, 'rgba(255,240,220,0.25)');
  pool.addColorStop(1, 'rgba(255,240,220,0)');
  c.fillStyle = pool;
  c.fillRect(0, floorY, W, H - floorY);
  // skirting board
  c.fillStyle = shade(wallColor, 0.12);
  c.fillRect(0, floorY - 14, W, 14);
  c.fillStyle = rgba('#1e140e', 0.25);
  c.fillRect(0, floorY - 1, W, 3);
  junction(c, W, floorY, 0.25);
}

/** A window in the wall, over-exposed as in a real interior shot, glowing onto the wall around it. */
export function wallWindow(c: Ctx, x: number, y: number, w: number, h: number, arched: boolean, frame: string, sky: string): void {
  glow(c, x + w / 2, y + h / 2, Math.max(w, h) * 1.1, '#fff6e6', 0.55);
  const path = () => {
    c.beginPath();
    if (arched) {
      c.moveTo(x, y + h);
      c.lineTo(x, y + w / 2);
      c.arc(x + w / 2, y + w / 2, w / 2, Math.PI, 0);
      c.lineTo(x + w, y + h);
      c.closePath();
    } else c.rect(x, y, w, h);
  };
  c.save();
  path();
  c.lineWidth = 14;
  c.strokeStyle = frame;
  c.stroke();
  const g = c.createLinearGradient(0, y, 0, y + h);
  g.addColorStop(0, '#ffffff');
  g.addColorStop(0.6, sky);
  g.addColorStop(1, shade(sky, -0.08));
  c.fillStyle = g;
  c.fill();
  // hazy greenery outside
  c.clip();
  c.filter = 'blur(10px)';
  for (let i = 0; i < 7; i++) ellipse(c, x + (i / 6) * w, y + h * 0.85, w * 0.22, h * 0.22, 'rgba(150,170,130,0.35)');
  c.filter = 'none';
  // glazing bars
  c.fillStyle = frame;
  c.fillRect(x + w / 2 - 3, y, 6, h);
  c.fillRect(x, y + h * 0.55, w, 6);
  c.restore();
  // sill
  c.fillStyle = shade(frame, -0.05);
  c.fillRect(x - 16, y + h + 4, w + 32, 10);
  c.fillStyle = 'rgba(30,20,14,0.25)';
  c.fillRect(x - 16, y + h + 14, w + 32, 5);
}

/** Window light lying on the floor as a skewed, blurred parallelogram. */
export function floorLight(c: Ctx, x: number, y: number, w: number, h: number, skew: number, alpha: number): void {
  c.save();
  c.filter = 'blur(12px)';
  c.globalCompositeOperation = 'screen';
  c.fillStyle = `rgba(255,236,205,${alpha})`;
  c.beginPath();
  c.moveTo(x, y);
  c.lineTo(x + w, y);
  c.lineTo(x + w + skew, y + h);
  c.lineTo(x + skew, y + h);
  c.closePath();
  c.fill();
  c.restore();
}

/** A padded treatment bed in three-quarter view, with a towel and an optional bolster. */
export function treatmentBed(r: Rng, pad: string, towel: string, legs: string, light: number): Sprite {
  return sprite(620, 300, (c) => {
    const topY = 150;
    // legs (back pair first, lighter)
    c.fillStyle = shade(legs, 0.15);
    c.fillRect(90, topY + 40, 12, 100);
    c.fillRect(520, topY + 40, 12, 100);
    c.fillStyle = cylinder(c, 60, 78, legs, light, 1);
    c.fillRect(60, topY + 50, 16, 248);
    c.fillStyle = cylinder(c, 546, 562, legs, light, 1);
    c.fillRect(546, topY + 50, 16, 248);
    c.fillStyle = shade(legs, -0.1);
    c.fillRect(70, topY + 200, 480, 8);
    // the padded top: upper face then front face
    c.fillStyle = shade(pad, 0.12);
    c.beginPath();
    c.moveTo(60, topY);
    c.lineTo(110, topY - 46);
    c.lineTo(600, topY - 46);
    c.lineTo(566, topY);
    c.closePath();
    c.fill();
    const front = c.createLinearGradient(0, topY, 0, topY + 46);
    front.addColorStop(0, shade(pad, -0.05));
    front.addColorStop(1, shade(pad, -0.35));
    c.fillStyle = front;
    c.beginPath();
    c.roundRect(54, topY - 4, 520, 50, 10);
    c.fill();
    // towel draped over the middle, its edge hanging down the front
    const tg = c.createLinearGradient(0, topY - 46, 0, topY + 60);
    tg.addColorStop(0, shade(towel, 0.2));
    tg.addColorStop(0.5, towel);
    tg.addColorStop(1, shade(towel, -0.2));
    c.fillStyle = tg;
    c.beginPath();
    c.moveTo(260, topY - 46);
    c.lineTo(470, topY - 46);
    c.lineTo(450, topY);
    c.quadraticCurveTo(452, topY + 40, 446, topY + 66);
    c.lineTo(236, topY + 66);
    c.quadraticCurveTo(232, topY + 40, 232, topY);
    c.closePath();
    c.fill();
    c.strokeStyle = rgba(shade(towel, -0.3), 0.35);
    c.lineWidth = 1;
    for (let i = 0; i < 5; i++) {
      c.beginPath();
      c.moveTo(240 + i * 45, topY + 4);
      c.quadraticCurveTo(242 + i * 45 + r.range(-6, 6), topY + 30, 240 + i * 45, topY + 64);
      c.stroke();
    }
    // bolster cushion at the head end
    const bx = 150;
    const bg = c.createLinearGradient(0, topY - 70, 0, topY - 30);
    bg.addColorStop(0, shade(towel, 0.25));
    bg.addColorStop(1, shade(towel, -0.25));
    c.fillStyle = bg;
    c.beginPath();
    c.roundRect(bx - 60, topY - 72, 120, 40, 20);
    c.fill();
  });
}

/** Renders a group of flat-lay items on a layer, then stamps it with a shared drop shadow. */
export function flatLayGroup(ctx: Ctx, W: number, H: number, dx: number, dy: number, draw: (c: Ctx) => void): void {
  const items = layer(W, H, draw);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  // a tight contact shadow and a wider, softer ambient one
  ctx.shadowColor = 'rgba(40,26,18,0.35)';
  ctx.shadowBlur = 6 * pixelScale;
  ctx.shadowOffsetX = dx * 0.3 * pixelScale;
  ctx.shadowOffsetY = dy * 0.3 * pixelScale;
  ctx.drawImage(items, 0, 0);
  ctx.shadowColor = 'rgba(40,26,18,0.22)';
  ctx.shadowBlur = 22 * pixelScale;
  ctx.shadowOffsetX = dx * pixelScale;
  ctx.shadowOffsetY = dy * pixelScale;
  ctx.drawImage(items, 0, 0);
  ctx.restore();
}

/** A sprig of eucalyptus or olive, seen from above. */
export function sprig(c: Ctx, r: Rng, x: number, y: number, len: number, angle: number, color: string, round: boolean): void {
  c.save();
  c.translate(x, y);
  c.rotate(angle);
  c.strokeStyle = shade(color, -0.25);
  c.lineWidth = 2;
  c.beginPath();
  c.moveTo(0, 0);
  c.quadraticCurveTo(len * 0.5, len * 0.08, len, 0);
  c.stroke();
  for (let i = 1; i < 9; i++) {
    const t = i / 9;
    const px = len * t;
    const py = len * 0.08 * 4 * t * (1 - t) * 0.5;
    for (const side of [-1, 1]) {
      const size = (round ? 26 : 34) * (1 - t * 0.5);
      const g = c.createLinearGradient(px, py, px, py + side * size);
      const tone = shade(color, r.range(-0.12, 0.15));
      g.addColorStop(0, shade(tone, 0.15));
      g.addColorStop(1, shade(tone, -0.15));
      if (round) ellipse(c, px + size * 0.3, py + side * size * 0.55, size * 0.5, size * 0.42, g, r.range(-0.4, 0.4));
      else leaf(c, px, py, size, side * r.range(0.5, 0.9) - 0.2, g, 0.3);
    }
  }
  c.restore();
}
