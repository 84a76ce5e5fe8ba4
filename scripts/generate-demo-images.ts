/**
 * Generates the demo catalogue's images: venue photos and a logo for every demo business, and a set of
 * stock-style pictures for each customer category. Run from the repository root:
 *
 *   node --import tsx scripts/generate-demo-images.ts
 *
 * There is no image library in the project and the demo has to work offline, so the pictures are
 * painted, not downloaded: headless Chromium draws each one on a <canvas> (layered gradients, blur
 * filters, cast shadows, bokeh, film grain) and encodes it as WebP with canvas.toDataURL(); Node
 * writes the bytes to apps/api/src/db/seed/images/ together with a manifest.json that gives each
 * file's size and alt text.
 *
 * Output (see `planJobs` below):
 *   <business-slug>-1.webp … -3.webp   960×640 venue photos in the style of the business's category
 *   <business-slug>-logo.webp          256×256 monogram logo
 *   service-<category-slug>-1…4.webp   800×600 pictures for each customer category
 *
 * Every random choice comes from a generator seeded with the file name, so reruns give the same
 * pictures (and, with the same Chromium build, the same bytes).
 *
 * While tuning a scene, pass a substring to repaint only matching files, e.g. `… generate-demo-images.ts
 * nails`; such partial runs leave manifest.json alone. Files are written atomically (temporary file,
 * then rename), and a full run removes pictures that are no longer planned only once it has finished,
 * so the folder is never half-empty.
 */
/// <reference lib="dom" />
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { demoBusinesses, type CustomerCategory, type DemoBusiness } from '../apps/api/src/db/seed/demo-catalogue';

const OUTPUT_DIR = fileURLToPath(new URL('../apps/api/src/db/seed/images/', import.meta.url));

/** The painter's six visual styles, one per customer category. */
type Style = 'brows' | 'hair' | 'nails' | 'massage' | 'skincare' | 'wellness';

/** One picture to paint. Shared by Node (planning) and the page (painting); plain JSON only. */
interface Job {
  file: string;
  kind: 'venue' | 'logo' | 'service';
  width: number;
  height: number;
  style: Style;
  /** Which composition of the style to paint; for logos, which layout. */
  variant: number;
  /** Seeds every random choice in the picture. */
  seed: string;
  /** The business name, for logos. */
  name?: string;
  /** Logos: which of the style's palettes to use, so businesses sharing a style look different. */
  palette?: number;
  /** Largest acceptable file size; the encoder lowers WebP quality until the picture fits. */
  maxBytes: number;
}

/** What the page hands back for each painted job. */
interface Painted {
  dataUrl: string;
  quality: number;
  alt: string;
}

const CATEGORY_STYLE: Record<CustomerCategory, Style> = {
  'Brows & Lashes': 'brows',
  Hair: 'hair',
  Nails: 'nails',
  Massage: 'massage',
  Skincare: 'skincare',
  Wellness: 'wellness',
};

const CATEGORY_SLUG: Record<CustomerCategory, string> = {
  'Brows & Lashes': 'brows-lashes',
  Hair: 'hair',
  Nails: 'nails',
  Massage: 'massage',
  Skincare: 'skincare',
  Wellness: 'wellness',
};

/** A business's main style: its merchant category where that maps to one, else its most common service category. */
function styleOf(business: DemoBusiness): Style {
  switch (business.businessCategory) {
    case 'Brows & Lashes':
      return 'brows';
    case 'Hair Salon':
      return 'hair';
    case 'Nail Salon':
      return 'nails';
    case 'Massage Therapy':
      return 'massage';
    case 'Skincare Clinic':
    case 'Beauty Salon':
      return 'skincare';
    case 'Spa & Wellness':
      return 'wellness';
    default: {
      const counts = new Map<CustomerCategory, number>();
      for (const service of business.services) counts.set(service.category, (counts.get(service.category) ?? 0) + 1);
      const [top] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
      return top ? CATEGORY_STYLE[top[0]] : 'wellness';
    }
  }
}

/** Every file to generate, in a fixed order. */
function planJobs(): Job[] {
  const jobs: Job[] = [];
  // Businesses sharing a style get different composition orders, so no two venues open on the same picture.
  const seenPerStyle = new Map<Style, number>();
  for (const business of demoBusinesses) {
    const style = styleOf(business);
    const nth = seenPerStyle.get(style) ?? 0;
    seenPerStyle.set(style, nth + 1);
    for (let i = 1; i <= 3; i++) {
      const file = `${business.slug}-${i}.webp`;
      jobs.push({ file, kind: 'venue', width: 960, height: 640, style, variant: (i - 1 + nth * 3) % 5, seed: file, maxBytes: 45_000 });
    }
    const logo = `${business.slug}-logo.webp`;
    // Logos cycle through three layouts across the catalogue.
    const layout = demoBusinesses.indexOf(business) % 3;
    jobs.push({ file: logo, kind: 'logo', width: 256, height: 256, style, variant: layout, palette: nth, seed: logo, name: business.businessName, maxBytes: 12_000 });
  }
  for (const [category, style] of Object.entries(CATEGORY_STYLE) as [CustomerCategory, Style][]) {
    for (let i = 1; i <= 4; i++) {
      const file = `service-${CATEGORY_SLUG[category]}-${i}.webp`;
      // Services start one composition along from the first venue, and interleave, for variety.
      jobs.push({ file, kind: 'service', width: 800, height: 600, style, variant: [1, 3, 0, 4][i - 1] ?? 0, seed: file, maxBytes: 35_000 });
    }
  }
  return jobs;
}

/* ================================================================================================
 * The painter. Everything inside installPainter() runs in the browser page, not in Node: it is
 * serialised with Function.prototype.toString() and injected as a script, so it may use only DOM
 * APIs and must not reference anything outside itself.
 * ============================================================================================== */

function installPainter(): void {
  type Ctx = CanvasRenderingContext2D;

  // ---------------------------------------------------------------- randomness (seeded, repeatable)

  /** FNV-1a hash of a string, the seed for a picture. */
  function hashString(text: string): number {
    let h = 2166136261;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 16777619);
    }
    return h >>> 0;
  }

  /** A small seeded PRNG (mulberry32) with a few conveniences. */
  class Rng {
    private state: number;
    constructor(seed: number) {
      this.state = seed;
    }
    next(): number {
      this.state = (this.state + 0x6d2b79f5) | 0;
      let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    }
    range(min: number, max: number): number {
      return min + (max - min) * this.next();
    }
    int(min: number, max: number): number {
      return Math.floor(this.range(min, max + 1));
    }
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(this.next() * items.length)] as T;
    }
    chance(p: number): boolean {
      return this.next() < p;
    }
    /** Fisher–Yates shuffle of a copy. */
    shuffle<T>(items: readonly T[]): T[] {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(this.next() * (i + 1));
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    }
  }

  // ---------------------------------------------------------------- colour

  function rgbOf(color: string): [number, number, number] {
    const n = parseInt(color.slice(1), 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  function hexOf(r: number, g: number, b: number): string {
    const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
    return '#' + ((1 << 24) | (clamp(r) << 16) | (clamp(g) << 8) | clamp(b)).toString(16).slice(1);
  }
  /** Linear blend of two hex colours. */
  function mix(a: string, b: string, t: number): string {
    const [r1, g1, b1] = rgbOf(a);
    const [r2, g2, b2] = rgbOf(b);
    return hexOf(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
  }
  /** Positive amounts lighten towards white, negative darken towards a warm black. */
  function shade(color: string, amount: number): string {
    return amount >= 0 ? mix(color, '#ffffff', amount) : mix(color, '#140c08', -amount);
  }
  /** Relative brightness, 0 (black) to 1 (white). */
  function luminance(color: string): number {
    const [r, g, b] = rgbOf(color);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  }
  function rgba(color: string, alpha: number): string {
    const [r, g, b] = rgbOf(color);
    return `rgba(${r},${g},${b},${alpha})`;
  }

  // ---------------------------------------------------------------- canvases, layers and sprites

  /**
   * Scenes are drawn in a logical space 640 units tall (and 640 × aspect wide), scaled to the output
   * size, so the same composition code serves 960×640 and 800×600.
   */
  const LOGICAL_H = 640;
  let pixelScale = 1;

  function newCanvas(width: number, height: number): [HTMLCanvasElement, Ctx] {
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.ceil(width));
    canvas.height = Math.max(1, Math.ceil(height));
    return [canvas, canvas.getContext('2d', { willReadFrequently: false }) as Ctx];
  }

  /** A full-frame offscreen layer in logical units, for parts that get blurred or blended as a whole. */
  function layer(W: number, H: number, draw: (c: Ctx) => void): HTMLCanvasElement {
    const [canvas, c] = newCanvas(W * pixelScale, H * pixelScale);
    c.scale(pixelScale, pixelScale);
    draw(c);
    return canvas;
  }

  /** Draws a layer over the whole frame, optionally blurred (depth of field) or blended. */
  function drawLayer(ctx: Ctx, canvas: HTMLCanvasElement, W: number, H: number, opts: { blur?: number; alpha?: number; op?: GlobalCompositeOperation } = {}): void {
    ctx.save();
    if (opts.blur) ctx.filter = `blur(${opts.blur}px)`;
    if (opts.alpha !== undefined) ctx.globalAlpha = opts.alpha;
    if (opts.op) ctx.globalCompositeOperation = opts.op;
    ctx.drawImage(canvas, 0, 0, W, H);
    ctx.restore();
  }

  /** An object drawn once on its own canvas, with its base centre at (w/2, h). */
  interface Sprite {
    canvas: HTMLCanvasElement;
    w: number;
    h: number;
    silhouette?: HTMLCanvasElement;
    reflection?: HTMLCanvasElement;
  }
  const SPRITE_RES = 2;

  function sprite(w: number, h: number, draw: (c: Ctx) => void): Sprite {
    const [canvas, c] = newCanvas(w * SPRITE_RES, h * SPRITE_RES);
    c.scale(SPRITE_RES, SPRITE_RES);
    draw(c);
    return { canvas, w, h };
  }

  /** The sprite's shape in flat black, for cast shadows. */
  function silhouetteOf(sp: Sprite): HTMLCanvasElement {
    if (!sp.silhouette) {
      const [canvas, c] = newCanvas(sp.canvas.width, sp.canvas.height);
      c.drawImage(sp.canvas, 0, 0);
      c.globalCompositeOperation = 'source-in';
      c.fillStyle = '#1a120c';
      c.fillRect(0, 0, canvas.width, canvas.height);
      sp.silhouette = canvas;
    }
    return sp.silhouette;
  }

  /** The sprite flipped upside down and fading out, for reflections in glossy surfaces. */
  function reflectionOf(sp: Sprite): HTMLCanvasElement {
    if (!sp.reflection) {
      const [canvas, c] = newCanvas(sp.canvas.width, sp.canvas.height);
      c.save();
      c.translate(0, canvas.height);
      c.scale(1, -1);
      c.drawImage(sp.canvas, 0, 0);
      c.restore();
      c.globalCompositeOperation = 'destination-in';
      const fade = c.createLinearGradient(0, 0, 0, canvas.height * 0.45);
      fade.addColorStop(0, 'rgba(0,0,0,1)');
      fade.addColorStop(1, 'rgba(0,0,0,0)');
      c.fillStyle = fade;
      c.fillRect(0, 0, canvas.width, canvas.height);
      sp.reflection = canvas;
    }
    return sp.reflection;
  }

  interface PlaceOptions {
    scale?: number;
    /** Depth-of-field blur in px. */
    blur?: number;
    /** Light direction: -1 light from the left (shadows fall right), 1 from the right. */
    light?: number;
    /** Cast shadow: how far it leans (per unit of height), how flat it lies, and its strength. */
    shear?: number;
    squash?: number;
    shadowAlpha?: number;
    shadowBlur?: number;
    /** Width of the dark contact shadow under the object, as a share of the sprite width. */
    footprint?: number;
    contactAlpha?: number;
    /** Strength of the mirror image in a glossy surface (0 for none). */
    reflect?: number;
  }

  /** Puts a sprite in the scene standing on the surface at (x, y), with shadows and reflection. */
  function place(ctx: Ctx, sp: Sprite, x: number, y: number, o: PlaceOptions = {}): void {
    const s = o.scale ?? 1;
    const w = sp.w * s;
    const h = sp.h * s;
    const light = o.light ?? -1;
    const blur = o.blur ?? 0;
    // Long soft cast shadow, lying on the surface away from the light.
    if ((o.shadowAlpha ?? 0.22) > 0) {
      ctx.save();
      ctx.translate(x, y);
      ctx.transform(1, 0, (o.shear ?? 0.7) * light, o.squash ?? 0.28, 0, 0);
      ctx.filter = `blur(${(o.shadowBlur ?? 7) * s + blur}px)`;
      ctx.globalAlpha = o.shadowAlpha ?? 0.22;
      ctx.drawImage(silhouetteOf(sp), -w / 2, -h, w, h);
      ctx.restore();
    }
    // Reflection in a glossy surface.
    if (o.reflect) {
      ctx.save();
      ctx.globalAlpha = o.reflect;
      ctx.filter = `blur(${1.5 + blur}px)`;
      ctx.drawImage(reflectionOf(sp), x - w / 2, y - 1, w, h);
      ctx.restore();
    }
    // Tight dark contact shadow where it touches the surface.
    const foot = (o.footprint ?? 0.7) * w;
    ctx.save();
    ctx.filter = `blur(${3 * s + blur}px)`;
    ctx.fillStyle = `rgba(26,16,10,${o.contactAlpha ?? 0.45})`;
    ctx.beginPath();
    ctx.ellipse(x - light * 2 * s, y - 1, foot / 2, Math.max(2, foot * 0.09), 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
    // The object itself.
    ctx.save();
    if (blur) ctx.filter = `blur(${blur}px)`;
    ctx.drawImage(sp.canvas, x - w / 2, y - h, w, h);
    ctx.restore();
  }

  // ---------------------------------------------------------------- shading helpers

  /** Horizontal shading for a cylinder lit from the left (mirrored when light > 0). */
  function cylinder(c: Ctx, x0: number, x1: number, base: string, light = -1, gloss = 1): CanvasGradient {
    const g = light < 0 ? c.createLinearGradient(x0, 0, x1, 0) : c.createLinearGradient(x1, 0, x0, 0);
    g.addColorStop(0, shade(base, -0.42));
    g.addColorStop(0.1, shade(base, -0.1));
    g.addColorStop(0.26, shade(base, 0.2 * gloss));
    g.addColorStop(0.42, shade(base, 0.04));
    g.addColorStop(0.75, shade(base, -0.2));
    g.addColorStop(0.93, shade(base, -0.48));
    g.addColorStop(1, shade(base, -0.3));
    return g;
  }

  /** A soft vertical highlight streak, the tell-tale of glass and gloss. */
  function streak(c: Ctx, x: number, y: number, w: number, h: number, alpha: number): void {
    const g = c.createLinearGradient(0, y, 0, y + h);
    g.addColorStop(0, `rgba(255,255,255,0)`);
    g.addColorStop(0.15, `rgba(255,255,255,${alpha})`);
    g.addColorStop(0.7, `rgba(255,255,255,${alpha * 0.7})`);
    g.addColorStop(1, `rgba(255,255,255,0)`);
    c.save();
    c.filter = 'blur(0.6px)';
    c.fillStyle = g;
    c.beginPath();
    c.roundRect(x, y, w, h, w / 2);
    c.fill();
    c.restore();
  }

  function ellipse(c: Ctx, x: number, y: number, rx: number, ry: number, fill: string | CanvasGradient, rotation = 0): void {
    c.fillStyle = fill;
    c.beginPath();
    c.ellipse(x, y, Math.max(0.1, rx), Math.max(0.1, ry), rotation, 0, Math.PI * 2);
    c.fill();
  }

  function glow(c: Ctx, x: number, y: number, r: number, color: string, alpha: number): void {
    const g = c.createRadialGradient(x, y, 0, x, y, r);
    g.addColorStop(0, rgba(color, alpha));
    g.addColorStop(0.35, rgba(color, alpha * 0.45));
    g.addColorStop(1, rgba(color, 0));
    c.fillStyle = g;
    c.fillRect(x - r, y - r, r * 2, r * 2);
  }

  // ---------------------------------------------------------------- backdrops and surfaces

  /** A plaster wall: gradient, a pool of light and soft mottling. */
  function wall(c: Ctx, r: Rng, W: number, H: number, base: string, lightX: number, lightY = H * 0.25): void {
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
  function windowLight(c: Ctx, r: Rng, x: number, y: number, w: number, h: number, skew: number, color: string, alpha: number, leaves = true): void {
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
  function leaf(c: Ctx, x: number, y: number, len: number, angle: number, fill: string | CanvasGradient, width = 0.38): void {
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
  function marble(c: Ctx, r: Rng, x: number, y: number, w: number, h: number, base: string, vein: string, squash = 0.42): void {
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
  function wood(c: Ctx, r: Rng, x: number, y: number, w: number, h: number, base: string, planks = 4, vertical = false): void {
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
  function linen(c: Ctx, r: Rng, x: number, y: number, w: number, h: number, base: string): void {
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
  function tiles(c: Ctx, r: Rng, x: number, y: number, w: number, h: number, base: string, size: number, squash = 1, offsetX = 0): void {
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
  function bokeh(c: Ctx, r: Rng, x: number, y: number, w: number, h: number, n: number, colors: string[], rMin: number, rMax: number, alpha: number): void {
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
  function steam(c: Ctx, r: Rng, x: number, y: number, h: number, spread: number, alpha: number, wisps = 4): void {
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
  function finish(ctx: Ctx, r: Rng, W: number, H: number, tint: string, vignette = 0.32, grainAmount = 7): void {
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
  function grain(ctx: Ctx, r: Rng, amount: number, contrast = 0): void {
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
  function depthScale(y: number, horizon: number, H: number, far = 0.55, near = 1.25): number {
    const t = Math.max(0, Math.min(1, (y - horizon) / (H - horizon)));
    return far + (near - far) * t;
  }

  /** Ambient occlusion where a wall meets a surface. */
  function junction(c: Ctx, W: number, y: number, strength = 0.35): void {
    const g = c.createLinearGradient(0, y - 40, 0, y + 14);
    g.addColorStop(0, 'rgba(30,20,14,0)');
    g.addColorStop(0.75, `rgba(30,20,14,${strength * 0.6})`);
    g.addColorStop(0.85, `rgba(30,20,14,${strength})`);
    g.addColorStop(1, 'rgba(30,20,14,0)');
    c.fillStyle = g;
    c.fillRect(0, y - 40, W, 54);
  }

  // ================================================================ objects (sprites)

  /** A nail-polish bottle: coloured glass body, glossy highlights, tall cap. */
  function polishBottle(color: string, cap: string, shape: number, light: number): Sprite {
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
  function vaseWithStems(r: Rng, color: string, stemColor: string, light: number): Sprite {
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
  function scissors(c: Ctx, x: number, y: number, size: number, angle: number, metal: string): void {
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
  function dropperBottle(glass: string, bulb: string, label: string | null, light: number, tall = 1): Sprite {
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
  function jar(body: string, lid: string, light: number, w = 110, h = 80): Sprite {
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
  function pumpBottle(body: string, pump: string, light: number, w = 70, h = 190, label?: string): Sprite {
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
  function candle(wax: string, light: number, w = 70, h = 110): Sprite {
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
  function stoneStack(r: Rng, base: string, light: number, count = 4): Sprite {
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
  function towelStack(r: Rng, color: string, rows: number): Sprite {
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
  function pottedPlant(r: Rng, pot: string, leafColor: string, kind: number, light: number, size = 1): Sprite {
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

  // ================================================================ scenes

  interface SceneArgs {
    ctx: Ctx;
    r: Rng;
    W: number;
    H: number;
    variant: number;
  }

  interface Scene {
    paint: (a: SceneArgs) => void;
    alt: string;
  }

  // ---------------------------------------------------------------- nails

  const POLISH = ['#b5173f', '#e0657f', '#f2b8bd', '#7d1d3f', '#d9502f', '#e8c4b8', '#2d2b4f', '#9b7fd1', '#c93d5f', '#f08a6b', '#6e2c2a', '#d9a5b3'];

  /** Polish bottles on marble with window light; dried flowers behind, petals in front. */
  function nailsStillLife({ ctx, r, W, H }: SceneArgs, close: boolean): void {
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
  function nailsStation({ ctx, r, W, H }: SceneArgs, rackOnly: boolean): void {
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
  function foldedTowel(color: string): Sprite {
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
  function uvLamp(light: number): Sprite {
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
  function nailsFlatLay({ ctx, r, W, H }: SceneArgs): void {
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

  const nails: Scene[] = [
    { paint: (a) => nailsStation(a, false), alt: 'Manicure desk with a marble top and walls of polish shelves' },
    { paint: (a) => nailsStillLife(a, false), alt: 'Nail polish bottles on a marble counter in window light' },
    { paint: (a) => nailsStation(a, true), alt: 'Shelves lined with rows of nail polish colours' },
    { paint: (a) => nailsStillLife(a, true), alt: 'Close-up of glossy nail polish bottles on marble' },
    { paint: (a) => nailsFlatLay(a), alt: 'Nail polish bottles, colour swatches and a nail file from above' },
  ];

  // ---------------------------------------------------------------- shared interior pieces

  /** A room corner: wall, floor in perspective, and the skirting shadow between them. */
  function room(c: Ctx, r: Rng, W: number, H: number, wallColor: string, floorY: number, floor: 'wood' | 'stone' | 'tile', floorColor: string, lightX: number): void {
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
  function wallWindow(c: Ctx, x: number, y: number, w: number, h: number, arched: boolean, frame: string, sky: string): void {
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
  function floorLight(c: Ctx, x: number, y: number, w: number, h: number, skew: number, alpha: number): void {
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
  function treatmentBed(r: Rng, pad: string, towel: string, legs: string, light: number): Sprite {
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
  function flatLayGroup(ctx: Ctx, W: number, H: number, dx: number, dy: number, draw: (c: Ctx) => void): void {
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
  function sprig(c: Ctx, r: Rng, x: number, y: number, len: number, angle: number, color: string, round: boolean): void {
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

  // ---------------------------------------------------------------- hair

  const HAIR_WALLS = ['#3f4f48', '#c9b8a6', '#b86f52', '#2f3a40', '#d8cbb8', '#6b7a6b'];

  /** Styling stations: mirror(s) with warm bulbs, a console shelf and a salon chair seen from behind. */
  function hairStations({ ctx, r, W, H }: SceneArgs, count: number): void {
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
  function chairFromBehind(ctx: Ctx, x: number, floorY: number, s: number, leather: string, light: number): void {
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
  function hairFlatLay({ ctx, r, W, H }: SceneArgs): void {
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
  function hairStrands({ ctx, r, W, H }: SceneArgs): void {
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
  function hairProducts({ ctx, r, W, H }: SceneArgs): void {
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

  const hair: Scene[] = [
    { paint: (a) => hairStations(a, 1), alt: 'Salon styling chair facing a softly lit mirror' },
    { paint: (a) => hairFlatLay(a), alt: 'Hairdressing scissors, comb, clips and a round brush laid out from above' },
    { paint: (a) => hairStations(a, 2), alt: 'Two salon styling stations with mirrors and leather chairs' },
    { paint: (a) => hairStrands(a), alt: 'Close-up of glossy, softly waved hair' },
    { paint: (a) => hairProducts(a), alt: 'Salon hair-care products on an oak shelf' },
  ];

  // ---------------------------------------------------------------- brows & lashes

  const SKIN = ['#e8c2a6', '#d9a88a', '#b98265', '#8d5a43', '#f0cdb6'];

  /** Treatment room lit by a ring light on a stand, with a padded bed. */
  function browsStudio({ ctx, r, W, H }: SceneArgs): void {
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

  /** A white salon trolley: three shelves with towels, trays and bottles. */
  function trolley(r: Rng, light: number): Sprite {
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

  /** Tweezers seen from above. */
  function tweezers(c: Ctx, x: number, y: number, len: number, angle: number, metal: string): void {
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
  function spoolie(c: Ctx, r: Rng, x: number, y: number, len: number, angle: number, handle: string): void {
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
  function pencil(c: Ctx, x: number, y: number, len: number, angle: number, paint: string, lead: string): void {
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
  function cottonPad(c: Ctx, x: number, y: number, radius: number): void {
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
  function lashTray(c: Ctx, r: Rng, x: number, y: number, angle: number, scale: number): void {
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
  function browsFlatLay({ ctx, r, W, H }: SceneArgs): void {
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
  function browBrush(c: Ctx, x: number, y: number, len: number, angle: number, handle: string): void {
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
  function browsTint({ ctx, r, W, H }: SceneArgs): void {
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
  function browsEye({ ctx, r, W, H }: SceneArgs): void {
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
  function browsCounter({ ctx, r, W, H }: SceneArgs): void {
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

  const brows: Scene[] = [
    { paint: (a) => browsStudio(a), alt: 'Brow and lash treatment room with a ring light and a padded bed' },
    { paint: (a) => browsFlatLay(a), alt: 'Tweezers, spoolie, brow pencil, compact mirror and lash tray on linen' },
    { paint: (a) => browsCounter(a), alt: 'A cup of spoolie brushes and tint bottles on a marble counter' },
    { paint: (a) => browsEye(a), alt: 'Close-up of a closed eye with lifted lashes and a groomed brow' },
    { paint: (a) => browsTint(a), alt: 'Brow tint being mixed in a dish, with angled brushes, tweezers and cotton pads on marble' },
  ];

  // ---------------------------------------------------------------- massage

  /** Stacked hot stones, rolled towels and a lit candle on wood. */
  function massageStillLife({ ctx, r, W, H }: SceneArgs, close: boolean): void {
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
  function flower(c: Ctx, r: Rng, x: number, y: number, size: number, light: number): void {
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
  function massageRoom({ ctx, r, W, H }: SceneArgs): void {
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
  function massageFlatLay({ ctx, r, W, H }: SceneArgs): void {
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
  function massageCandles({ ctx, r, W, H }: SceneArgs): void {
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

  const massage: Scene[] = [
    { paint: (a) => massageRoom(a), alt: 'Massage room with a padded table, towels and warm lamplight' },
    { paint: (a) => massageStillLife(a, false), alt: 'Stacked hot stones, rolled towels and a candle on wood' },
    { paint: (a) => massageFlatLay(a), alt: 'Rolled towel, massage stones, oil and a flower from above' },
    { paint: (a) => massageStillLife(a, true), alt: 'Close-up of smooth massage stones beside rolled towels and candlelight' },
    { paint: (a) => massageCandles(a), alt: 'Massage oils and smooth stones lit by a cluster of candles' },
  ];

  // ---------------------------------------------------------------- skincare

  const PASTELS = ['#e9d3cc', '#d5e3dc', '#dfd9ec', '#f1e4cf', '#cfdfe6', '#eed9d9'];

  /** Dropper bottles and jars on a pastel tiled shelf, with dappled window light. */
  function skincareShelf({ ctx, r, W, H }: SceneArgs, close: boolean): void {
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
  function skincareSwatch({ ctx, r, W, H }: SceneArgs): void {
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
  function skincareClinic({ ctx, r, W, H }: SceneArgs): void {
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
  function plinth(r: Rng, color: string, w: number, h: number, light: number): Sprite {
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
  function skincarePlinths({ ctx, r, W, H }: SceneArgs): void {
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

  const skincare: Scene[] = [
    { paint: (a) => skincareClinic(a), alt: 'Bright skincare treatment room with a facial bed and arched window' },
    { paint: (a) => skincareShelf(a, false), alt: 'Serum dropper bottles and cream jars on pastel tiles in window light' },
    { paint: (a) => skincareSwatch(a), alt: 'A swipe of face cream beside an open jar and a glass pipette' },
    { paint: (a) => skincareShelf(a, true), alt: 'Close-up of skincare bottles and a jar on a tiled shelf' },
    { paint: (a) => skincarePlinths(a), alt: 'Serum, cream and cleanser displayed on stone plinths with leaf shadows' },
  ];

  // ---------------------------------------------------------------- wellness

  /** A sauna: slatted walls, two tiers of bench, a stove with stones, a bucket and ladle, and drifting steam. */
  function wellnessSauna({ ctx, r, W, H }: SceneArgs): void {
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
  function wellnessLounge({ ctx, r, W, H }: SceneArgs): void {
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
  function wellnessTea({ ctx, r, W, H }: SceneArgs): void {
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
  function wellnessZen({ ctx, r, W, H }: SceneArgs): void {
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
  function cushion(color: string, light: number): Sprite {
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
  function singingBowl(light: number): Sprite {
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
  function wellnessMeditation({ ctx, r, W, H }: SceneArgs): void {
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

  const wellness: Scene[] = [
    { paint: (a) => wellnessLounge(a), alt: 'Calm relaxation lounge with an arched window, plants and a wooden bench' },
    { paint: (a) => wellnessSauna(a), alt: 'Warm wooden sauna with slatted benches, a bucket and rising steam' },
    { paint: (a) => wellnessTea(a), alt: 'A cup of herbal tea with steam beside a candle on a wooden table' },
    { paint: (a) => wellnessZen(a), alt: 'Smooth stones in a raked sand garden seen from above' },
    { paint: (a) => wellnessMeditation(a), alt: 'Meditation cushions, a rolled mat and a singing bowl on a sunlit wooden floor' },
  ];

  const scenes: Record<Style, Scene[]> = { brows, hair, nails, massage, skincare, wellness };

  // ================================================================ logos

  const LOGO_PALETTES: Record<Style, [string, string][]> = {
    brows: [['#e9d7c9', '#5a3b2e'], ['#2f2a2a', '#e8c9a8']],
    hair: [['#1f2a2e', '#e9dcc6'], ['#d9c3a5', '#3a2a22']],
    nails: [['#f2d4d2', '#7a2740'], ['#7a2740', '#f6e4df']],
    massage: [['#3d4a3f', '#efe6d6'], ['#e6dccb', '#4a3b2c']],
    skincare: [['#dfe7e2', '#2f4a43'], ['#f1e6dc', '#8a5a44']],
    wellness: [['#c9d3c0', '#33422f'], ['#2c3b37', '#e6dcc8']],
  };

  /** Words that describe the trade rather than name the business; they become the small tagline. */
  const TRADE_WORDS = /^(brow|lash|nail|hair|skin|massage|wellness|bodywork|studio|salon|lounge|clinic|rooms?|house|bar)$/i;

  /** Sets tracked, upper-case sans text, shrinking it until it fits the width. */
  function trackedText(ctx: Ctx, text: string, x: number, y: number, maxWidth: number, size: number): void {
    let fontSize = size;
    const set = () => {
      ctx.letterSpacing = `${Math.max(1, fontSize / 4.5)}px`;
      ctx.font = `${fontSize}px "Liberation Sans", "DejaVu Sans", sans-serif`;
    };
    set();
    while (ctx.measureText(text).width > maxWidth && fontSize > 8) {
      fontSize -= 0.5;
      set();
    }
    ctx.fillText(text, x, y);
    ctx.letterSpacing = '0px';
  }

  /** Sets serif text at the largest size up to `size` that fits the width. */
  function serifText(ctx: Ctx, text: string, x: number, y: number, maxWidth: number, size: number, italic: boolean): void {
    let fontSize = size;
    const set = () => (ctx.font = `${italic ? 'italic ' : ''}${fontSize}px "Liberation Serif", "DejaVu Serif", serif`);
    set();
    while (ctx.measureText(text).width > maxWidth && fontSize > 12) {
      fontSize -= 1;
      set();
    }
    ctx.fillText(text, x, y);
  }

  /**
   * A boutique-style logo on a calm ground, in one of three layouts: a monogram in a fine double ring,
   * a stacked serif wordmark over a hairline rule, or a monogram framed by an arch.
   */
  function paintLogo(ctx: Ctx, r: Rng, size: number, name: string, style: Style, layout: number, palette: number): void {
    const options = LOGO_PALETTES[style];
    const [bgColor, ink] = options[palette % options.length] as [string, string];
    const g = ctx.createRadialGradient(size * 0.35, size * 0.3, 10, size / 2, size / 2, size * 0.8);
    g.addColorStop(0, shade(bgColor, 0.08));
    g.addColorStop(1, shade(bgColor, -0.06));
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, size, size);

    const words = name.replace(/&/g, ' & ').split(/\s+/).filter(Boolean);
    const significant = words.filter((w) => !/^(the|and|of|&)$/i.test(w));
    const initials = significant.filter((w) => !TRADE_WORDS.test(w)).slice(0, 2).map((w) => w[0]?.toUpperCase() ?? '');
    const monogram = words.includes('&') && initials.length === 2 ? `${initials[0]}&${initials[1]}` : initials.join('');
    const trade = words.filter((w) => TRADE_WORDS.test(w));
    const main = words.filter((w) => !TRADE_WORDS.test(w)).join(' ');
    const tagline = (trade.length ? trade.join(' ') : 'London').toUpperCase();

    ctx.fillStyle = ink;
    ctx.strokeStyle = rgba(ink, 0.75);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const cx = size / 2;
    if (layout === 1) {
      // stacked wordmark: the name in serif (two lines if long), a hairline rule, the trade in small caps
      const lines = main.length > 12 && main.includes(' ') ? splitInTwo(main) : [main];
      const italic = r.chance(0.5);
      const top = lines.length === 2 ? size * 0.36 : size * 0.44;
      lines.forEach((line, i) => serifText(ctx, line, cx, top + i * size * 0.16, size * 0.84, lines.length === 2 ? 40 : 46, italic));
      const ruleY = top + (lines.length - 1) * size * 0.16 + size * 0.13;
      ctx.lineWidth = 1;
      ctx.beginPath();
      ctx.moveTo(cx - 22, ruleY);
      ctx.lineTo(cx + 22, ruleY);
      ctx.stroke();
      ellipse(ctx, cx, ruleY, 2, 2, ink);
      ctx.fillStyle = ink;
      trackedText(ctx, tagline, cx, ruleY + size * 0.09, size * 0.8, 12);
    } else if (layout === 2) {
      // arch: a doorway outline framing the monogram, the full name beneath
      const aw = size * 0.42;
      const ah = size * 0.5;
      const ax = cx - aw / 2;
      const ay = size * 0.12;
      const arch = (inset: number) => {
        ctx.beginPath();
        ctx.moveTo(ax + inset, ay + ah - inset);
        ctx.lineTo(ax + inset, ay + aw / 2);
        ctx.arc(cx, ay + aw / 2, aw / 2 - inset, Math.PI, 0);
        ctx.lineTo(ax + aw - inset, ay + ah - inset);
        ctx.closePath();
      };
      ctx.fillStyle = rgba(shade(bgColor, luminance(bgColor) > 0.5 ? -0.06 : 0.08), 0.8);
      arch(0);
      ctx.fill();
      ctx.lineWidth = 1.4;
      arch(0);
      ctx.stroke();
      ctx.lineWidth = 0.8;
      arch(6);
      ctx.stroke();
      ctx.fillStyle = ink;
      serifText(ctx, monogram, cx, ay + ah * 0.58, aw * 0.8, monogram.length > 2 ? 40 : 52, true);
      trackedText(ctx, name.toUpperCase(), cx, size * 0.76, size * 0.86, 14);
      trackedText(ctx, 'LONDON', cx, size * 0.85, size * 0.5, 9);
    } else {
      // fine double ring around an italic monogram, the name tracked out below
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      ctx.arc(cx, size * 0.43, size * 0.27, 0, Math.PI * 2);
      ctx.stroke();
      ctx.lineWidth = 0.8;
      ctx.beginPath();
      ctx.arc(cx, size * 0.43, size * 0.25, 0, Math.PI * 2);
      ctx.stroke();
      serifText(ctx, monogram, cx, size * 0.44, size * 0.42, monogram.length > 2 ? 50 : 64, true);
      trackedText(ctx, name.toUpperCase(), cx, size * 0.83, size * 0.86, 15);
    }
  }

  /** Splits a phrase into two lines of similar length. */
  function splitInTwo(text: string): [string, string] {
    const words = text.split(' ');
    let best: [string, string] = [text, ''];
    let bestDiff = Infinity;
    for (let i = 1; i < words.length; i++) {
      const a = words.slice(0, i).join(' ');
      const b = words.slice(i).join(' ');
      if (Math.abs(a.length - b.length) < bestDiff) {
        bestDiff = Math.abs(a.length - b.length);
        best = [a, b];
      }
    }
    return best;
  }

  // ================================================================ entry points

  const canvas = document.createElement('canvas');
  document.body.appendChild(canvas);

  /** Paints a job onto the page's canvas and returns its alt text. */
  function paint(job: Job): string {
    canvas.width = job.width;
    canvas.height = job.height;
    const ctx = canvas.getContext('2d') as Ctx;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, job.width, job.height);
    const r = new Rng(hashString(job.seed));
    if (job.kind === 'logo') {
      paintLogo(ctx, r, job.width, job.name ?? '', job.style, job.variant, job.palette ?? 0);
      grain(ctx, r, 2);
      return `${job.name ?? 'Business'} logo`;
    }
    pixelScale = job.height / LOGICAL_H;
    const W = LOGICAL_H * (job.width / job.height);
    const H = LOGICAL_H;
    ctx.scale(pixelScale, pixelScale);
    const list = scenes[job.style];
    const scene = list[job.variant % list.length] as Scene;
    scene.paint({ ctx, r, W, H, variant: job.variant });
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    finish(ctx, r, job.width, job.height, r.pick(['#ffb070', '#ffc890', '#f0a080', '#ffd0a0']));
    return scene.alt;
  }

  /** Encodes the current canvas as WebP at the highest quality that fits the budget. */
  function encode(maxBytes: number): { dataUrl: string; quality: number } {
    let quality = 0.8;
    for (;;) {
      const dataUrl = canvas.toDataURL('image/webp', quality);
      const bytes = Math.floor(((dataUrl.length - dataUrl.indexOf(',') - 1) * 3) / 4);
      if (bytes <= maxBytes || quality <= 0.45) return { dataUrl, quality };
      quality = Math.round((quality - 0.04) * 100) / 100;
    }
  }

  (window as unknown as { lullPaint: (job: Job) => Painted }).lullPaint = (job: Job): Painted => {
    const alt = paint(job);
    return { ...encode(job.maxBytes), alt };
  };
}

/* ================================================================================================
 * Node side: plan, paint each job in Chromium, write the files and the manifest.
 * ============================================================================================== */

async function main(): Promise<void> {
  const only = process.argv[2]; // optional substring filter for quick iterations, e.g. "nails"
  const jobs = planJobs().filter((job) => !only || job.file.includes(only));

  await mkdir(OUTPUT_DIR, { recursive: true });
  /** Writes via a temporary file and a rename, so readers never see a half-written file. */
  const writeAtomically = async (file: string, data: Buffer | string) => {
    const target = path.join(OUTPUT_DIR, file);
    await writeFile(`${target}.tmp`, data);
    await rename(`${target}.tmp`, target);
  };

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body style="margin:0"></body></html>');
    // tsx may wrap functions in a __name() helper when compiling; give the page a no-op version.
    await page.addScriptTag({ content: `var __name = (fn) => fn;\n(${installPainter.toString()})();` });

    const manifest: Record<string, { width: number; height: number; bytes: number; alt: string }> = {};
    for (const job of jobs) {
      const painted = await page.evaluate((j) => (window as unknown as { lullPaint: (job: Job) => Painted }).lullPaint(j), job);
      const bytes = Buffer.from(painted.dataUrl.slice(painted.dataUrl.indexOf(',') + 1), 'base64');
      await writeAtomically(job.file, bytes);
      manifest[job.file] = { width: job.width, height: job.height, bytes: bytes.length, alt: painted.alt };
      const note = bytes.length > job.maxBytes ? `  over budget (${job.maxBytes})` : '';
      console.log(`${job.file.padEnd(36)} ${String(bytes.length).padStart(6)} B  q=${painted.quality}${note}`);
    }
    if (!only) {
      await writeAtomically('manifest.json', JSON.stringify(manifest, null, 2) + '\n');
      // Remove pictures from earlier runs that are no longer planned (a renamed business, say).
      for (const file of await readdir(OUTPUT_DIR)) {
        if (file.endsWith('.webp') && !(file in manifest)) await rm(path.join(OUTPUT_DIR, file));
      }
    }
    const total = Object.values(manifest).reduce((sum, m) => sum + m.bytes, 0);
    console.log(`${jobs.length} images, ${(total / 1024).toFixed(0)} KB`);
  } finally {
    await browser.close();
  }
}

await main();
