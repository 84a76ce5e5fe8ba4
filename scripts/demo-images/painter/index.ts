/// <reference lib="dom" />
/**
 * The painter's entry point. Everything under painter/ runs in the browser page, not in Node: ../generate.ts
 * bundles this file and its imports into one script (esbuild) and adds it to a blank page, so these files may
 * use only DOM APIs and each other. The page then answers window.lullPaint(job) with the picture's WebP.
 */
import { brows } from './brows';
import { type Ctx, LOGICAL_H, pixelScale, setPixelScale } from './canvas';
import { hair } from './hair';
import type { Job, LullPaint, Painted, Style } from './job';
import { paintLogo } from './logos';
import { massage } from './massage';
import { nails } from './nails';
import { Rng, hashString } from './random';
import type { Scene } from './scene';
import { skincare } from './skincare';
import { finish, grain } from './surfaces';
import { wellness } from './wellness';

/** Each style's compositions; a job's variant picks one. */
const scenes: Record<Style, Scene[]> = { brows, hair, nails, massage, skincare, wellness };

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
  setPixelScale(job.height / LOGICAL_H);
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

(window as unknown as { lullPaint: LullPaint }).lullPaint = (job: Job): Painted => {
  const alt = paint(job);
  return { ...encode(job.maxBytes), alt };
};
