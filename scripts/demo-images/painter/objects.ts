/// <reference lib="dom" />
// Objects as sprites shared by several styles: bottles, jars, candles, stones, towels, plants, scissors.
import { type Ctx, cylinder, ellipse, type Sprite, sprite, streak } from './canvas';
import { rgba, shade } from './colour';
import type { Rng } from './random';
import { leaf } from './surfaces';

/** A nail-polish bottle: coloured glass body, glossy highlights, tall cap. */
export function polishBottle(color: string, cap: string, shape: number, light: number): Sprite {
  return sprite(90, 210, (c) => {
    const round = shape === 1;
    const bx = 10;
    const bw = 70;
    const by = round ? 100 : 96;
    const bh = 112;
    // glass body filled with polish
    c.fillStyle = cylinder(c, bx, bx + bw, color, light, 1.2);
    c.beginPath();
    c.roundRect(bx, by, bw, bh, round ? [30, 30, 18, 18] : [12, 12, 9, 9]);
    c.fill();
    // empty glass above the fill line
    c.fillStyle = 'rgba(255,255,255,0.22)';
    c.beginPath();
    c.roundRect(bx + 3, by + 3, bw - 6, 10, round ? [26, 26, 2, 2] : [9, 9, 2, 2]);
    c.fill();
    // thick glass at the base
    c.fillStyle = rgba(shade(color, 0.5), 0.35);
    c.fillRect(bx + 6, by + bh - 11, bw - 12, 7);
    // glass edges
    c.strokeStyle = 'rgba(255,255,255,0.35)';
    c.lineWidth = 1.6;
    c.beginPath();
    c.roundRect(bx + 2, by + 2, bw - 4, bh - 4, round ? 26 : 9);
    c.stroke();
    // highlights
    const hx = light < 0 ? bx + 10 : bx + bw - 19;
    streak(c, hx, by + 10, 8, bh - 22, 0.75);
    streak(c, light < 0 ? bx + bw - 10 : bx + 5, by + 16, 4, bh - 34, 0.28);
    // neck
    c.fillStyle = rgba(shade(color, 0.3), 0.8);
    c.fillRect(bx + 22, by - 8, bw - 44, 10);
    // cap
    const cx = bx + 18;
    const cw = bw - 36;
    c.fillStyle = cylinder(c, cx, cx + cw, cap, light, 1.4);
    c.beginPath();
    c.roundRect(cx, 8, cw, by - 14, [5, 5, 2, 2]);
    c.fill();
    streak(c, light < 0 ? cx + 6 : cx + cw - 11, 14, 5, by - 30, 0.55);
    ellipse(c, cx + cw / 2, 10, cw / 2 - 1, 3.5, shade(cap, 0.25));
  });
}

/** A ceramic vase or jar with a few dried flower stems. */
export function vaseWithStems(r: Rng, color: string, stemColor: string, light: number): Sprite {
  return sprite(200, 320, (c) => {
    // stems and seed heads
    c.lineCap = 'round';
    for (let i = 0; i < 9; i++) {
      const ex = 100 + r.range(-85, 85);
      const ey = r.range(10, 120);
      c.strokeStyle = shade(stemColor, r.range(-0.2, 0.1));
      c.lineWidth = r.range(1, 2.2);
      c.beginPath();
      c.moveTo(100 + r.range(-6, 6), 200);
      c.quadraticCurveTo(100 + (ex - 100) * 0.2, (ey + 200) / 2, ex, ey);
      c.stroke();
      for (let k = 0; k < 16; k++) {
        ellipse(c, ex + r.range(-14, 14), ey + r.range(-22, 8), r.range(2, 5), r.range(4, 9), rgba(shade(stemColor, r.range(0.05, 0.45)), 0.9), r.range(-1, 1));
      }
    }
    // vase
    c.fillStyle = cylinder(c, 55, 145, color, light, 0.8);
    c.beginPath();
    c.moveTo(80, 180);
    c.bezierCurveTo(80, 200, 52, 215, 52, 255);
    c.bezierCurveTo(52, 300, 70, 318, 100, 318);
    c.bezierCurveTo(130, 318, 148, 300, 148, 255);
    c.bezierCurveTo(148, 215, 120, 200, 120, 180);
    c.closePath();
    c.fill();
    ellipse(c, 100, 181, 20, 4, shade(color, -0.35));
  });
}

/** Hairdressing scissors seen from above, lying slightly open: tapered blades, pivot screw, finger rings. */
export function scissors(c: Ctx, x: number, y: number, size: number, angle: number, metal: string): void {
  c.save();
  c.translate(x, y);
  c.rotate(angle);
  const steel = (y0: number, y1: number) => {
    const g = c.createLinearGradient(0, y0, 0, y1);
    g.addColorStop(0, shade(metal, -0.35));
    g.addColorStop(0.35, shade(metal, 0.6));
    g.addColorStop(0.5, shade(metal, 0.15));
    g.addColorStop(1, shade(metal, -0.45));
    return g;
  };
  for (const sign of [1, -1]) {
    c.save();
    c.rotate(sign * 0.07);
    // blade: straight cutting edge, curved back, fine point
    c.fillStyle = steel(-sign * 9, sign * 2);
    c.beginPath();
    c.moveTo(-6, 0);
    c.lineTo(size, -sign * 0.5);
    c.quadraticCurveTo(size * 0.55, -sign * 12, 0, -sign * 10);
    c.closePath();
    c.fill();
    // shank to the ring, then the ring itself, and a finger rest on one side
    c.fillStyle = steel(-sign * 6, sign * 6);
    c.beginPath();
    c.moveTo(0, -sign * 6);
    c.lineTo(-size * 0.32, sign * 6);
    c.lineTo(-size * 0.32, sign * 14);
    c.lineTo(0, sign * 4);
    c.closePath();
    c.fill();
    c.lineWidth = size * 0.055;
    c.strokeStyle = steel(sign * 4, sign * 40);
    c.beginPath();
    c.ellipse(-size * 0.44, sign * (18 + size * 0.02), size * 0.13, size * 0.09, sign * 0.35, 0, Math.PI * 2);
    c.stroke();
    if (sign > 0) {
      c.beginPath();
      c.moveTo(-size * 0.5, sign * 34);
      c.quadraticCurveTo(-size * 0.62, sign * 52, -size * 0.72, sign * 46);
      c.stroke();
    }
    c.restore();
  }
  ellipse(c, 0, 0, 6, 6, shade(metal, -0.25));
  ellipse(c, -1.2, -1.2, 2.4, 2.4, shade(metal, 0.7));
  c.restore();
}

/** A dropper bottle: coloured glass, label band, rubber bulb. */
export function dropperBottle(glass: string, bulb: string, label: string | null, light: number, tall = 1): Sprite {
  return sprite(90, 220 * tall, (c) => {
    const h = 220 * tall;
    const by = h - 125 * tall;
    c.fillStyle = cylinder(c, 8, 82, glass, light, 1.1);
    c.beginPath();
    c.roundRect(8, by, 74, 125 * tall - 1, [22, 22, 8, 8]);
    c.fill();
    if (label) {
      c.fillStyle = cylinder(c, 8, 82, label, light, 0.6);
      c.fillRect(8, by + 40 * tall, 74, 48 * tall);
      c.fillStyle = rgba(shade(label, -0.5), 0.6);
      c.fillRect(26, by + 56 * tall, 38, 3);
      c.fillRect(32, by + 64 * tall, 26, 2);
    }
    streak(c, light < 0 ? 17 : 64, by + 12, 7, 125 * tall - 26, 0.6);
    // neck ring and collar
    c.fillStyle = cylinder(c, 30, 60, '#c9a46a', light, 1.5);
    c.fillRect(30, by - 16, 30, 18);
    // bulb
    c.fillStyle = cylinder(c, 33, 57, bulb, light, 1);
    c.beginPath();
    c.roundRect(33, by - 62, 24, 48, [12, 12, 2, 2]);
    c.fill();
    streak(c, light < 0 ? 37 : 49, by - 56, 4, 30, 0.4);
  });
}

/** A cosmetic jar with a lid. */
export function jar(body: string, lid: string, light: number, w = 110, h = 80): Sprite {
  return sprite(w + 10, h + 10, (c) => {
    const x0 = 5;
    const lidH = h * 0.36;
    c.fillStyle = cylinder(c, x0, x0 + w, body, light, 1);
    c.beginPath();
    c.roundRect(x0, lidH + 6, w, h - lidH + 3, [2, 2, 10, 10]);
    c.fill();
    c.fillStyle = cylinder(c, x0 - 1, x0 + w + 1, lid, light, 1.3);
    c.beginPath();
    c.roundRect(x0 - 1, 6, w + 2, lidH + 2, [6, 6, 2, 2]);
    c.fill();
    ellipse(c, x0 + w / 2, 7, w / 2, 4, shade(lid, 0.3));
    c.fillStyle = 'rgba(0,0,0,0.18)';
    c.fillRect(x0, lidH + 7, w, 2);
    streak(c, light < 0 ? x0 + w * 0.14 : x0 + w * 0.8, lidH + 12, 6, h - lidH - 14, 0.35);
  });
}

/** A pump bottle (serum, oil or shampoo). */
export function pumpBottle(body: string, pump: string, light: number, w = 70, h = 190, label?: string): Sprite {
  return sprite(w + 20, h + 70, (c) => {
    const x0 = 10;
    const top = 70;
    c.fillStyle = cylinder(c, x0, x0 + w, body, light, 1.1);
    c.beginPath();
    c.roundRect(x0, top, w, h - 1, [w * 0.28, w * 0.28, 6, 6]);
    c.fill();
    if (label) {
      c.fillStyle = rgba(label, 0.9);
      c.fillRect(x0 + w * 0.2, top + h * 0.4, w * 0.6, h * 0.22);
      c.fillStyle = rgba(shade(label, -0.6), 0.55);
      c.fillRect(x0 + w * 0.3, top + h * 0.47, w * 0.4, 2.5);
    }
    streak(c, light < 0 ? x0 + w * 0.14 : x0 + w * 0.76, top + 16, 6, h - 40, 0.45);
    // pump collar, stem and head
    const cx = x0 + w / 2;
    c.fillStyle = cylinder(c, cx - 14, cx + 14, pump, light, 1.4);
    c.fillRect(cx - 14, top - 14, 28, 16);
    c.fillRect(cx - 4, top - 40, 8, 28);
    c.beginPath();
    c.roundRect(cx - 12, top - 56, 38, 16, 4);
    c.fill();
  });
}

/** A pillar candle with a lit flame (the glow is added separately in the scene). */
export function candle(wax: string, light: number, w = 70, h = 110): Sprite {
  return sprite(w + 10, h + 60, (c) => {
    const x0 = 5;
    const top = 58;
    c.fillStyle = cylinder(c, x0, x0 + w, wax, light, 0.6);
    c.fillRect(x0, top, w, h);
    // the lit top: warm translucent wax and a melt pool
    ellipse(c, x0 + w / 2, top, w / 2, 7, shade(wax, 0.25));
    ellipse(c, x0 + w / 2, top + 1, w / 2 - 6, 5, rgba('#ffcf7a', 0.6));
    const inner = c.createLinearGradient(0, top, 0, top + 40);
    inner.addColorStop(0, 'rgba(255,190,110,0.55)');
    inner.addColorStop(1, 'rgba(255,190,110,0)');
    c.fillStyle = inner;
    c.fillRect(x0, top, w, 40);
    // wick and flame
    c.fillStyle = '#2a1a10';
    c.fillRect(x0 + w / 2 - 1, top - 12, 2, 12);
    const fx = x0 + w / 2;
    c.save();
    c.filter = 'blur(1.2px)';
    const fg = c.createRadialGradient(fx, top - 20, 1, fx, top - 22, 16);
    fg.addColorStop(0, '#fffbe8');
    fg.addColorStop(0.4, '#ffd27a');
    fg.addColorStop(1, 'rgba(255,140,40,0)');
    c.fillStyle = fg;
    c.beginPath();
    c.moveTo(fx, top - 48);
    c.bezierCurveTo(fx + 9, top - 30, fx + 9, top - 12, fx, top - 10);
    c.bezierCurveTo(fx - 9, top - 12, fx - 9, top - 30, fx, top - 48);
    c.fill();
    c.restore();
  });
}

/** A stack of smooth basalt massage stones, largest at the bottom. */
export function stoneStack(r: Rng, base: string, light: number, count = 4): Sprite {
  return sprite(240, 280, (c) => {
    let y = 278;
    let w = r.range(190, 220);
    for (let i = 0; i < count; i++) {
      const h = w * r.range(0.3, 0.38);
      const x = 120 + r.range(-8, 8);
      const g = c.createRadialGradient(x - light * -w * 0.18, y - h * 0.8, 2, x, y - h / 2, w * 0.62);
      const tone = shade(base, r.range(-0.08, 0.08));
      g.addColorStop(0, shade(tone, 0.42));
      g.addColorStop(0.35, shade(tone, 0.08));
      g.addColorStop(0.8, shade(tone, -0.35));
      g.addColorStop(1, shade(tone, -0.6));
      ellipse(c, x, y - h / 2, w / 2, h / 2, g);
      // a faint specular sheen on top
      ellipse(c, x + light * w * 0.14, y - h * 0.78, w * 0.2, h * 0.08, 'rgba(255,255,255,0.12)');
      y -= h * 0.86;
      w *= r.range(0.72, 0.82);
    }
  });
}

/** Rolled towels stacked in a pyramid, seen end-on (spirals facing the camera). */
export function towelStack(r: Rng, color: string, rows: number): Sprite {
  const radius = 46;
  return sprite(radius * 2 * rows + 20, radius * 2 * rows * 0.9 + 20, (c) => {
    const H = radius * 2 * rows * 0.9 + 20;
    for (let row = 0; row < rows; row++) {
      const n = rows - row;
      for (let i = 0; i < n; i++) {
        const cx = 10 + radius + row * radius + i * radius * 2;
        const cy = H - radius - row * radius * 1.75;
        const g = c.createRadialGradient(cx - radius * 0.3, cy - radius * 0.35, 2, cx, cy, radius * 1.05);
        g.addColorStop(0, shade(color, 0.35));
        g.addColorStop(0.7, color);
        g.addColorStop(1, shade(color, -0.35));
        ellipse(c, cx, cy, radius, radius, g);
        // the spiral of the roll
        c.strokeStyle = rgba(shade(color, -0.35), 0.3);
        c.lineWidth = 2.5;
        c.beginPath();
        const turns = 3.2;
        for (let a = 0; a < Math.PI * 2 * turns; a += 0.1) {
          const rr = (a / (Math.PI * 2 * turns)) * radius * 0.88;
          const px = cx + Math.cos(a + r.range(0, 0.05)) * rr;
          const py = cy + Math.sin(a) * rr;
          if (a === 0) c.moveTo(px, py);
          else c.lineTo(px, py);
        }
        c.stroke();
        // terry texture
        for (let k = 0; k < 140; k++) {
          const a = r.range(0, Math.PI * 2);
          const rr = Math.sqrt(r.next()) * radius * 0.96;
          c.fillStyle = rgba(r.chance(0.5) ? '#ffffff' : shade(color, -0.5), 0.12);
          c.fillRect(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr, 1.6, 1.6);
        }
      }
    }
  });
}

/** A potted plant: pot plus a fan of leaves (monstera-ish, palm-ish or trailing). */
export function pottedPlant(r: Rng, pot: string, leafColor: string, kind: number, light: number, size = 1): Sprite {
  const w = 300 * size;
  const h = 420 * size;
  return sprite(w, h, (c) => {
    c.scale(size, size);
    const potTop = 300;
    const leaves = kind === 0 ? 11 : kind === 1 ? 16 : 22;
    for (let i = 0; i < leaves; i++) {
      const angle = -Math.PI / 2 + r.range(-1.25, 1.25);
      const len = kind === 1 ? r.range(140, 250) : r.range(90, 170);
      const ox = 150 + r.range(-15, 15);
      const oy = potTop + 4;
      const ex = ox + Math.cos(angle) * len * 0.8;
      const ey = oy + Math.sin(angle) * len * (kind === 2 ? 0.6 : 0.95);
      c.strokeStyle = shade(leafColor, -0.3);
      c.lineWidth = 2;
      c.beginPath();
      c.moveTo(ox, oy);
      c.quadraticCurveTo(ox, ey + 20, ex, ey);
      c.stroke();
      const tone = shade(leafColor, r.range(-0.2, 0.15));
      const g = c.createLinearGradient(ex - 40, ey - 40, ex + 40, ey + 40);
      g.addColorStop(0, shade(tone, light < 0 ? 0.25 : -0.2));
      g.addColorStop(1, shade(tone, light < 0 ? -0.25 : 0.2));
      const size2 = kind === 0 ? r.range(60, 95) : kind === 1 ? r.range(70, 120) : r.range(26, 40);
      const leafAngle = angle + r.range(-0.4, 0.4);
      leaf(c, ex, ey, size2, leafAngle, g, kind === 0 ? 0.55 : kind === 1 ? 0.14 : 0.45);
      // midrib
      c.strokeStyle = rgba(shade(tone, 0.4), 0.4);
      c.lineWidth = 1;
      c.beginPath();
      c.moveTo(ex, ey);
      c.lineTo(ex + Math.cos(leafAngle) * size2 * 0.9, ey + Math.sin(leafAngle) * size2 * 0.9);
      c.stroke();
    }
    // pot
    c.fillStyle = cylinder(c, 90, 210, pot, light, 0.7);
    c.beginPath();
    c.moveTo(88, potTop);
    c.lineTo(212, potTop);
    c.lineTo(200, 418);
    c.lineTo(100, 418);
    c.closePath();
    c.fill();
    c.fillStyle = cylinder(c, 84, 216, shade(pot, 0.05), light, 0.7);
    c.fillRect(84, potTop - 4, 132, 22);
  });
}

/** A white salon trolley: three shelves with towels, trays and bottles. */
export function trolley(r: Rng, light: number): Sprite {
  return sprite(170, 300, (c) => {
    c.fillStyle = '#9a948e';
    c.fillRect(14, 20, 6, 262);
    c.fillRect(150, 20, 6, 262);
    for (const y of [20, 120, 220]) {
      c.fillStyle = cylinder(c, 6, 164, '#f3f0ec', light, 0.6);
      c.fillRect(6, y, 158, 12);
      c.fillStyle = 'rgba(20,14,10,0.12)';
      c.fillRect(10, y + 12, 150, 6);
    }
    // folded towels
    for (let k = 0; k < 3; k++) {
      c.fillStyle = cylinder(c, 30, 140, shade('#efe6dc', -k * 0.03), light, 0.5);
      c.beginPath();
      c.roundRect(30, 220 - (k + 1) * 22, 110, 21, 8);
      c.fill();
    }
    // bottles on the top shelf
    for (let k = 0; k < 3; k++) {
      const tone = r.pick(['#6b3a1c', '#2a2624', '#e8e4de']);
      c.fillStyle = cylinder(c, 24 + k * 44, 56 + k * 44, tone, light, 1);
      c.beginPath();
      c.roundRect(24 + k * 44, -40 + 60 - 46, 32, 46, [10, 10, 3, 3]);
      c.fill();
    }
    // lash trays on the middle shelf
    c.fillStyle = '#1c1a19';
    c.fillRect(30, 108, 50, 12);
    c.fillRect(90, 110, 46, 10);
    // castors
    for (const x of [17, 153]) ellipse(c, x, 292, 9, 7, '#3a3430');
  });
}
