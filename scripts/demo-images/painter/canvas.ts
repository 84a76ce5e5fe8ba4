/// <reference lib="dom" />
// Canvases, layers and sprites in logical units, and the small shading helpers every object uses.
import { rgba, shade } from './colour';

export type Ctx = CanvasRenderingContext2D;

/**
 * Scenes are drawn in a logical space 640 units tall (and 640 × aspect wide), scaled to the output
 * size, so the same composition code serves 960×640 and 800×600.
 */
export const LOGICAL_H = 640;
export let pixelScale = 1;

/** Set by each picture before it paints: output pixels per logical unit. */
export function setPixelScale(scale: number): void {
  pixelScale = scale;
}

export function newCanvas(width: number, height: number): [HTMLCanvasElement, Ctx] {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(width));
  canvas.height = Math.max(1, Math.ceil(height));
  return [canvas, canvas.getContext('2d', { willReadFrequently: false }) as Ctx];
}

/** A full-frame offscreen layer in logical units, for parts that get blurred or blended as a whole. */
export function layer(W: number, H: number, draw: (c: Ctx) => void): HTMLCanvasElement {
  const [canvas, c] = newCanvas(W * pixelScale, H * pixelScale);
  c.scale(pixelScale, pixelScale);
  draw(c);
  return canvas;
}

/** Draws a layer over the whole frame, optionally blurred (depth of field) or blended. */
export function drawLayer(ctx: Ctx, canvas: HTMLCanvasElement, W: number, H: number, opts: { blur?: number; alpha?: number; op?: GlobalCompositeOperation } = {}): void {
  ctx.save();
  if (opts.blur) ctx.filter = `blur(${opts.blur}px)`;
  if (opts.alpha !== undefined) ctx.globalAlpha = opts.alpha;
  if (opts.op) ctx.globalCompositeOperation = opts.op;
  ctx.drawImage(canvas, 0, 0, W, H);
  ctx.restore();
}

/** An object drawn once on its own canvas, with its base centre at (w/2, h). */
export interface Sprite {
  canvas: HTMLCanvasElement;
  w: number;
  h: number;
  silhouette?: HTMLCanvasElement;
  reflection?: HTMLCanvasElement;
}
export const SPRITE_RES = 2;

export function sprite(w: number, h: number, draw: (c: Ctx) => void): Sprite {
  const [canvas, c] = newCanvas(w * SPRITE_RES, h * SPRITE_RES);
  c.scale(SPRITE_RES, SPRITE_RES);
  draw(c);
  return { canvas, w, h };
}

/** The sprite's shape in flat black, for cast shadows. */
export function silhouetteOf(sp: Sprite): HTMLCanvasElement {
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
export function reflectionOf(sp: Sprite): HTMLCanvasElement {
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

export interface PlaceOptions {
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
export function place(ctx: Ctx, sp: Sprite, x: number, y: number, o: PlaceOptions = {}): void {
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
export function cylinder(c: Ctx, x0: number, x1: number, base: string, light = -1, gloss = 1): CanvasGradient {
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
export function streak(c: Ctx, x: number, y: number, w: number, h: number, alpha: number): void {
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

export function ellipse(c: Ctx, x: number, y: number, rx: number, ry: number, fill: string | CanvasGradient, rotation = 0): void {
  c.fillStyle = fill;
  c.beginPath();
  c.ellipse(x, y, Math.max(0.1, rx), Math.max(0.1, ry), rotation, 0, Math.PI * 2);
  c.fill();
}

export function glow(c: Ctx, x: number, y: number, r: number, color: string, alpha: number): void {
  const g = c.createRadialGradient(x, y, 0, x, y, r);
  g.addColorStop(0, rgba(color, alpha));
  g.addColorStop(0.35, rgba(color, alpha * 0.45));
  g.addColorStop(1, rgba(color, 0));
  c.fillStyle = g;
  c.fillRect(x - r, y - r, r * 2, r * 2);
}
