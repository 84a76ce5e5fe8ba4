/// <reference lib="dom" />
// Backdrops and surfaces (walls, window light, marble, wood, linen, tiles, bokeh, steam) and the finishing pass.
import { type Ctx, ellipse, newCanvas, pixelScale } from './canvas';
import { rgba, shade } from './colour';
import type { Rng } from './random';

/** A plaster wall: gradient, a pool of light and soft mottling. */
export function wall(c: Ctx, r: Rng, W: number, H: number, base: string, lightX: number, lightY = H * 0.25): void {
  const g = c.createLinearGradient(0, 0, 0, H);
  g.addColorStop(0, shade(base, -0.12));
  g.addColorStop(1, shade(base, 0.04));
  c.fillStyle = g;
  c.fillRect(0, 0, W, H);
  const pool = c.createRadialGradient(lightX, lightY, 0, lightX, lightY, W * 0.75);
  pool.addColorStop(0, rgba(shade(base, 0.45), 0.85));
  pool.addColorStop(0.5, rgba(shade(base, 0.15), 0.35));
  pool.addColorStop(1, rgba(base, 0));
  c.fillStyle = pool;
  c.fillRect(0, 0, W, H);
  c.save();
  c.filter = 'blur(30px)';
  for (let i = 0; i < 14; i++) {
    ellipse(c, r.range(0, W), r.range(0, H), r.range(40, 160), r.range(30, 110), rgba(r.chance(0.5) ? '#ffffff' : '#3a2a20', r.range(0.03, 0.07)));
  }
  c.restore();
}

/** Window light thrown on a wall: a skewed grid of bright panes, optionally broken by leaf shadows. */
export function windowLight(c: Ctx, r: Rng, x: number, y: number, w: number, h: number, skew: number, color: string, alpha: number, leaves = true): void {
  const [canvas, lc] = newCanvas(c.canvas.width, c.canvas.height);
  lc.setTransform(c.getTransform());
  lc.translate(x, y);
  lc.transform(1, 0, skew, 1, 0, 0);
  lc.fillStyle = color;
  const cols = 2;
  const rows = 2;
  const gap = w * 0.05;
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      lc.fillRect(i * (w / cols) + gap / 2, j * (h / rows) + gap / 2, w / cols - gap, h / rows - gap);
    }
  }
  if (leaves) {
    lc.globalCompositeOperation = 'destination-out';
    lc.filter = 'blur(5px)';
    for (let i = 0; i < 9; i++) {
      leaf(lc, r.range(-w * 0.2, w * 0.9), r.range(-h * 0.1, h * 1.1), r.range(w * 0.08, w * 0.2), r.range(0, Math.PI * 2), 'rgba(0,0,0,0.8)');
    }
  }
  c.save();
  c.setTransform(1, 0, 0, 1, 0, 0);
  c.filter = 'blur(7px)';
  c.globalAlpha = alpha;
  c.globalCompositeOperation = 'soft-light';
  c.drawImage(canvas, 0, 0);
  c.globalCompositeOperation = 'screen';
  c.globalAlpha = alpha * 0.55;
  c.drawImage(canvas, 0, 0);
  c.restore();
}

/** A simple pointed leaf shape (used for plants and for dappled shadows). */
export function leaf(c: Ctx, x: number, y: number, len: number, angle: number, fill: string | CanvasGradient, width = 0.38): void {
  c.save();
  c.translate(x, y);
  c.rotate(angle);
  c.fillStyle = fill;
  c.beginPath();
  c.moveTo(0, 0);
  c.bezierCurveTo(len * 0.3, -len * width, len * 0.75, -len * width * 0.8, len, 0);
  c.bezierCurveTo(len * 0.75, len * width * 0.8, len * 0.3, len * width, 0, 0);
  c.fill();
  c.restore();
}

/** Marble: cloudy base and branching veins, drawn flat then squashed into perspective. */
export function marble(c: Ctx, r: Rng, x: number, y: number, w: number, h: number, base: string, vein: string, squash = 0.42): void {
  const th = h / squash;
  const [canvas, t] = newCanvas(w, th);
  t.fillStyle = base;
  t.fillRect(0, 0, w, th);
  t.save();
  t.filter = 'blur(26px)';
  for (let i = 0; i < 26; i++) {
    ellipse(t, r.range(0, w), r.range(0, th), r.range(40, 180), r.range(20, 90), rgba(r.chance(0.6) ? vein : '#ffffff', r.range(0.04, 0.1)), r.range(0, 3));
  }
  t.restore();
  // Veins follow one dominant direction per slab, meandering smoothly: a wide faint halo, a softer
  // body and, for some, a fine sharp core.
  const direction = r.range(-0.7, 0.7);
  const veins = 5 + r.int(0, 3);
  for (let v = 0; v < veins; v++) {
    let px = r.range(-w * 0.3, w * 0.8);
    let py = r.range(-th * 0.1, th * 1.1);
    let angle = direction + r.range(-0.3, 0.3);
    let bend = 0;
    const pts: [number, number][] = [[px, py]];
    const steps = r.int(40, 90);
    for (let s = 0; s < steps; s++) {
      bend = bend * 0.85 + r.range(-0.12, 0.12);
      angle += bend;
      angle += (direction - angle) * 0.08;
      px += Math.cos(angle) * 9;
      py += Math.sin(angle) * 9;
      pts.push([px, py]);
    }
    const stroke = (width: number, alpha: number, blur: number, from = 0, to = pts.length) => {
      t.save();
      t.filter = blur ? `blur(${blur}px)` : 'none';
      t.strokeStyle = rgba(vein, alpha);
      t.lineWidth = width;
      t.lineJoin = 'round';
      t.lineCap = 'round';
      t.beginPath();
      pts.slice(from, to).forEach(([a, b], i) => (i ? t.lineTo(a, b) : t.moveTo(a, b)));
      t.stroke();
      t.restore();
    };
    stroke(r.range(18, 34), 0.05, 12);
    stroke(r.range(3, 6), r.range(0.1, 0.18), 2.5);
    if (r.chance(0.6)) {
      const from = r.int(0, Math.floor(pts.length / 2));
      stroke(r.range(0.7, 1.4), r.range(0.25, 0.45), 0.4, from, from + r.int(10, 40));
    }
  }
  c.drawImage(canvas, x, y, w, h);
  // Light falls off towards the back of the surface, and a glossy sheen sits where the window reflects.
  const g = c.createLinearGradient(0, y, 0, y + h);
  g.addColorStop(0, 'rgba(40,28,20,0.12)');
  g.addColorStop(0.5, 'rgba(40,28,20,0)');
  g.addColorStop(1, 'rgba(40,28,20,0.1)');
  c.fillStyle = g;
  c.fillRect(x, y, w, h);
}

/** A wooden surface in perspective: planks of grain lines, squashed towards the horizon. */
export function wood(c: Ctx, r: Rng, x: number, y: number, w: number, h: number, base: string, planks = 4, vertical = false): void {
  const [canvas, t] = newCanvas(vertical ? w : w, vertical ? h : h / 0.45);
  const tw = canvas.width;
  const th = canvas.height;
  t.fillStyle = base;
  t.fillRect(0, 0, tw, th);
  const plankSize = (vertical ? tw : th) / planks;
  for (let p = 0; p < planks; p++) {
    const tone = shade(base, r.range(-0.12, 0.1));
    t.fillStyle = tone;
    if (vertical) t.fillRect(p * plankSize, 0, plankSize, th);
    else t.fillRect(0, p * plankSize, tw, plankSize);
    // grain
    for (let g = 0; g < 60; g++) {
      t.strokeStyle = rgba(shade(base, r.chance(0.7) ? -0.35 : 0.25), r.range(0.05, 0.22));
      t.lineWidth = r.range(0.5, 2);
      t.beginPath();
      const off = p * plankSize + r.range(2, plankSize - 2);
      const amp = r.range(0.5, 4);
      const freq = r.range(0.004, 0.02);
      const phase = r.range(0, 6);
      const len = vertical ? th : tw;
      for (let s = 0; s <= len; s += 12) {
        const d = off + Math.sin(s * freq + phase) * amp;
        if (vertical) {
          if (s === 0) t.moveTo(d, s);
          else t.lineTo(d, s);
        } else if (s === 0) t.moveTo(s, d);
        else t.lineTo(s, d);
      }
      t.stroke();
    }
    // seam
    t.fillStyle = rgba('#1a0f08', 0.35);
    if (vertical) t.fillRect(p * plankSize, 0, 1.5, th);
    else t.fillRect(0, p * plankSize, tw, 1.5);
  }
  c.drawImage(canvas, x, y, w, h);
}

/** Woven linen with soft folds. */
export function linen(c: Ctx, r: Rng, x: number, y: number, w: number, h: number, base: string): void {
  c.save();
  c.fillStyle = base;
  c.fillRect(x, y, w, h);
  // folds: long soft diagonal bands of light and shade
  c.filter = 'blur(22px)';
  for (let i = 0; i < 9; i++) {
    const fx = r.range(x - 100, x + w);
    c.fillStyle = rgba(r.chance(0.5) ? '#ffffff' : '#2a1c12', r.range(0.06, 0.14));
    c.beginPath();
    c.moveTo(fx, y - 40);
    c.bezierCurveTo(fx + r.range(-80, 80), y + h * 0.3, fx + r.range(-80, 120), y + h * 0.6, fx + r.range(-60, 180), y + h + 40);
    c.lineTo(fx + r.range(30, 70), y + h + 40);
    c.bezierCurveTo(fx + r.range(20, 180), y + h * 0.6, fx + r.range(20, 120), y + h * 0.3, fx + r.range(20, 60), y - 40);
    c.fill();
  }
  c.restore();
  // weave: fine threads at irregular spacing, plus slubs (short thicker bits) typical of linen
  c.save();
  for (let i = 0; i < w; i += r.range(1.5, 4)) {
    c.fillStyle = rgba(r.chance(0.5) ? '#ffffff' : '#3a2a1c', r.range(0.01, 0.04));
    c.fillRect(x + i, y, r.range(0.6, 1.4), h);
  }
  for (let j = 0; j < h; j += r.range(1.5, 4)) {
    c.fillStyle = rgba(r.chance(0.5) ? '#ffffff' : '#3a2a1c', r.range(0.01, 0.04));
    c.fillRect(x, y + j, w, r.range(0.6, 1.4));
  }
  for (let k = 0; k < (w * h) / 900; k++) {
    c.fillStyle = rgba(r.chance(0.5) ? '#ffffff' : '#3a2a1c', r.range(0.05, 0.1));
    if (r.chance(0.5)) c.fillRect(x + r.range(0, w), y + r.range(0, h), r.range(6, 18), 1.2);
    else c.fillRect(x + r.range(0, w), y + r.range(0, h), 1.2, r.range(6, 18));
  }
  c.restore();
}

/** Glazed square tiles with grout lines and a touch of per-tile variation and gloss. */
export function tiles(c: Ctx, r: Rng, x: number, y: number, w: number, h: number, base: string, size: number, squash = 1, offsetX = 0): void {
  c.save();
  c.beginPath();
  c.rect(x, y, w, h);
  c.clip();
  c.fillStyle = shade(base, -0.12);
  c.fillRect(x, y, w, h);
  const th = size * squash;
  for (let j = 0; j * th < h + th; j++) {
    for (let i = -1; i * size < w + size; i++) {
      const tx = x + i * size + offsetX;
      const ty = y + j * th;
      const g = c.createLinearGradient(tx, ty, tx + size, ty + th);
      const tone = shade(base, r.range(-0.04, 0.05));
      g.addColorStop(0, shade(tone, 0.12));
      g.addColorStop(0.5, tone);
      g.addColorStop(1, shade(tone, -0.05));
      c.fillStyle = g;
      c.beginPath();
      c.roundRect(tx + 1.2, ty + 1.2 * squash, size - 2.4, th - 2.4 * squash, 2);
      c.fill();
    }
  }
  c.restore();
}

/** Bokeh: out-of-focus points of light. */
export function bokeh(c: Ctx, r: Rng, x: number, y: number, w: number, h: number, n: number, colors: string[], rMin: number, rMax: number, alpha: number): void {
  c.save();
  c.globalCompositeOperation = 'screen';
  for (let i = 0; i < n; i++) {
    const bx = r.range(x, x + w);
    const by = r.range(y, y + h);
    const br = r.range(rMin, rMax);
    const col = r.pick(colors);
    const g = c.createRadialGradient(bx, by, 0, bx, by, br);
    const a = alpha * r.range(0.4, 1);
    g.addColorStop(0, rgba(col, a * 0.7));
    g.addColorStop(0.82, rgba(col, a * 0.85));
    g.addColorStop(0.95, rgba(col, a));
    g.addColorStop(1, rgba(col, 0));
    c.filter = `blur(${r.range(1, 3)}px)`;
    c.fillStyle = g;
    c.beginPath();
    c.arc(bx, by, br, 0, Math.PI * 2);
    c.fill();
  }
  c.restore();
}

/** Rising steam or smoke: thin wavy wisps that widen and fade as they rise, over a faint veil. */
export function steam(c: Ctx, r: Rng, x: number, y: number, h: number, spread: number, alpha: number, wisps = 4): void {
  const [canvas, l] = newCanvas(c.canvas.width, c.canvas.height);
  l.setTransform(c.getTransform());
  l.lineCap = 'round';
  for (let i = 0; i < wisps; i++) {
    const phase = r.range(0, Math.PI * 2);
    const freq = r.range(5, 9);
    const x0 = x + r.range(-spread, spread) * 0.25;
    l.strokeStyle = `rgba(255,255,255,${alpha * r.range(0.6, 1)})`;
    l.lineWidth = 2 + spread * r.range(0.06, 0.14);
    l.beginPath();
    for (let s = 0; s <= 1.0001; s += 0.025) {
      const px = x0 + Math.sin(s * freq + phase) * spread * (0.15 + s * 0.85) * 0.6;
      if (s === 0) l.moveTo(px, y);
      else l.lineTo(px, y - h * s);
    }
    l.stroke();
  }
  // a soft veil around the wisps
  l.filter = `blur(${spread * 0.5}px)`;
  ellipse(l, x, y - h * 0.45, spread * 0.9, h * 0.45, `rgba(255,255,255,${alpha * 0.35})`);
  l.filter = 'none';
  // fade out towards the top
  l.setTransform(1, 0, 0, 1, 0, 0);
  l.globalCompositeOperation = 'destination-in';
  const m = c.getTransform();
  const fade = l.createLinearGradient(0, m.d * y + m.f, 0, m.d * (y - h) + m.f);
  fade.addColorStop(0, 'rgba(0,0,0,0.2)');
  fade.addColorStop(0.2, 'rgba(0,0,0,1)');
  fade.addColorStop(1, 'rgba(0,0,0,0)');
  l.fillStyle = fade;
  l.fillRect(0, 0, canvas.width, canvas.height);
  c.save();
  c.setTransform(1, 0, 0, 1, 0, 0);
  c.filter = `blur(${Math.max(2.5, spread * 0.06) * pixelScale}px)`;
  c.drawImage(canvas, 0, 0);
  c.restore();
}

/** Finishing: warm/cool colour grade, a gentle vignette, and then film grain. */
export function finish(ctx: Ctx, r: Rng, W: number, H: number, tint: string, vignette = 0.32, grainAmount = 7): void {
  ctx.save();
  ctx.globalCompositeOperation = 'soft-light';
  ctx.fillStyle = rgba(tint, 0.22);
  ctx.fillRect(0, 0, W, H);
  ctx.globalCompositeOperation = 'multiply';
  const v = ctx.createRadialGradient(W / 2, H * 0.45, H * 0.35, W / 2, H * 0.5, Math.hypot(W, H) * 0.62);
  v.addColorStop(0, 'rgba(255,255,255,0)');
  v.addColorStop(1, `rgba(60,40,30,${vignette})`);
  ctx.fillStyle = v;
  ctx.fillRect(0, 0, W, H);
  ctx.restore();
  grain(ctx, r, grainAmount, 0.1);
}

/** Monochrome film grain added pixel by pixel, with an optional gentle S-curve for photographic contrast. */
export function grain(ctx: Ctx, r: Rng, amount: number, contrast = 0): void {
  const { width, height } = ctx.canvas;
  const img = ctx.getImageData(0, 0, width, height);
  const d = img.data;
  const curve = new Float32Array(256);
  for (let v = 0; v < 256; v++) {
    const x = v / 255;
    const s = x * x * (3 - 2 * x); // smoothstep
    curve[v] = (x + (s - x) * contrast * 2.5) * 255;
  }
  for (let i = 0; i < d.length; i += 4) {
    const n = (r.next() + r.next() - 1) * amount;
    d[i] = (curve[d[i] as number] as number) + n;
    d[i + 1] = (curve[d[i + 1] as number] as number) + n;
    d[i + 2] = (curve[d[i + 2] as number] as number) + n;
  }
  ctx.putImageData(img, 0, 0);
}

/** Scale of an object standing at y, between the horizon (far) and the bottom edge (near). */
export function depthScale(y: number, horizon: number, H: number, far = 0.55, near = 1.25): number {
  const t = Math.max(0, Math.min(1, (y - horizon) / (H - horizon)));
  return far + (near - far) * t;
}

/** Ambient occlusion where a wall meets a surface. */
export function junction(c: Ctx, W: number, y: number, strength = 0.35): void {
  const g = c.createLinearGradient(0, y - 40, 0, y + 14);
  g.addColorStop(0, 'rgba(30,20,14,0)');
  g.addColorStop(0.75, `rgba(30,20,14,${strength * 0.6})`);
  g.addColorStop(0.85, `rgba(30,20,14,${strength})`);
  g.addColorStop(1, 'rgba(30,20,14,0)');
  c.fillStyle = g;
  c.fillRect(0, y - 40, W, 54);
}
