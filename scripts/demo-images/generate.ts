/**
 * Generates the demo catalogue's images: venue photos and a logo for every demo business, and a set of
 * stock-style pictures for each customer category. Run from the repository root:
 *
 *   node --import tsx scripts/demo-images/generate.ts
 *
 * There is no image library in the project and the demo has to work offline, so the pictures are
 * painted, not downloaded: headless Chromium draws each one on a <canvas> (layered gradients, blur
 * filters, cast shadows, bokeh, film grain) and encodes it as WebP with canvas.toDataURL(); Node
 * writes the bytes to apps/api/src/db/seed/images/ together with a manifest.json that gives each
 * file's size and alt text.
 *
 * Output (see ./plan.ts):
 *   <business-slug>-1.webp … -3.webp   960×640 venue photos in the style of the business's category
 *   <business-slug>-logo.webp          256×256 monogram logo
 *   service-<category-slug>-1…4.webp   800×600 pictures for each customer category
 *
 * Every random choice comes from a generator seeded with the file name, so reruns give the same
 * pictures (and, with the same Chromium build, the same bytes).
 *
 * While tuning a scene, pass a substring to repaint only matching files, e.g. `… generate.ts nails`; such
 * partial runs leave manifest.json alone. `--out <folder>` writes somewhere else than the seed's folder (to
 * compare a change's output with the committed pictures byte for byte). Files are written atomically
 * (temporary file, then rename), and a full run removes pictures that are no longer planned only once it has
 * finished, so the folder is never half-empty.
 */
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import type { Job, LullPaint } from './painter/job';
import { planJobs } from './plan';

const SEED_IMAGES = fileURLToPath(new URL('../../apps/api/src/db/seed/images/', import.meta.url));
const PAINTER = fileURLToPath(new URL('./painter/index.ts', import.meta.url));

/** The painter's modules as one script for the page: it runs there, not in Node (./painter/index.ts). */
async function painterScript(): Promise<string> {
  const bundle = await build({ entryPoints: [PAINTER], bundle: true, format: 'iife', platform: 'browser', target: 'esnext', write: false, logLevel: 'warning' });
  const [script] = bundle.outputFiles;
  if (!script) throw new Error('esbuild produced no painter script');
  return script.text;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: true });
  const outputDir = values.out ? path.resolve(values.out) : SEED_IMAGES;
  const only = positionals[0]; // optional substring filter for quick iterations, e.g. "nails"
  const jobs = planJobs().filter((job) => !only || job.file.includes(only));

  await mkdir(outputDir, { recursive: true });
  /** Writes via a temporary file and a rename, so readers never see a half-written file. */
  const writeAtomically = async (file: string, data: Buffer | string) => {
    const target = path.join(outputDir, file);
    await writeFile(`${target}.tmp`, data);
    await rename(`${target}.tmp`, target);
  };

  const script = await painterScript();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body style="margin:0"></body></html>');
    await page.addScriptTag({ content: script });

    const manifest: Record<string, { width: number; height: number; bytes: number; alt: string }> = {};
    for (const job of jobs) {
      const painted = await page.evaluate((j: Job) => (window as unknown as { lullPaint: LullPaint }).lullPaint(j), job);
      const bytes = Buffer.from(painted.dataUrl.slice(painted.dataUrl.indexOf(',') + 1), 'base64');
      await writeAtomically(job.file, bytes);
      manifest[job.file] = { width: job.width, height: job.height, bytes: bytes.length, alt: painted.alt };
      const note = bytes.length > job.maxBytes ? `  over budget (${job.maxBytes})` : '';
      console.log(`${job.file.padEnd(36)} ${String(bytes.length).padStart(6)} B  q=${painted.quality}${note}`);
    }
    if (!only) {
      await writeAtomically('manifest.json', JSON.stringify(manifest, null, 2) + '\n');
      // Remove pictures from earlier runs that are no longer planned (a renamed business, say).
      for (const file of await readdir(outputDir)) {
        if (file.endsWith('.webp') && !(file in manifest)) await rm(path.join(outputDir, file));
      }
    }
    const total = Object.values(manifest).reduce((sum, m) => sum + m.bytes, 0);
    console.log(`${jobs.length} images, ${(total / 1024).toFixed(0)} KB`);
  } finally {
    await browser.close();
  }
}

await main();
