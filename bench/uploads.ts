/**
 * Uploads beside everyone else (decision 030): POST /api/uploads through the real server while GET /api/health is
 * asked again and again, one request at a time, by another client (a worker thread of its own, so sending the
 * uploads' bodies never delays it here). An upload must never hold up other requests:
 * the health answers' p99 is the figure, with the server's resident set (sampled every 50 ms from /proc) before,
 * at its highest and a few seconds after.
 *
 * After one PDF and one photo as a warm-up (not reported):
 * - one 5 MB PDF certificate alone (kept as sent: no sharp, only the bytes);
 * - BENCH_UPLOADS (default 30) 5 MB PDFs at once from 6 accounts (the rate limit is 60 an hour per account);
 * - as many camera-sized JPEG photos (just under 5 MB, 4000×3000) at once, which sharp re-encodes.
 */
import { Worker } from 'node:worker_threads';
import { MAX_UPLOAD_BYTES } from '@lull/domain/uploads';
import sharp from 'sharp';
import type { Database } from '../apps/api/src/db/database';
import { createCustomers } from '../apps/api/test/support/booking-customers';
import { residentBytes } from './process-memory';

const ACCOUNTS = 6;

export interface UploadFixtures {
  /** Cookie headers of the accounts that upload, in turn. */
  uploaders: string[];
  pdf: Uint8Array;
  photo: Uint8Array;
}

/** A 5 MB PDF of incompressible bytes, and the largest 4000×3000 JPEG of a noisy scene under the 5 MB cap. */
async function testFiles(): Promise<{ pdf: Uint8Array; photo: Uint8Array }> {
  const noise = Buffer.alloc(MAX_UPLOAD_BYTES - 9);
  for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 2654435761) >>> 24;
  const pdf = new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.7\n'), noise]));
  const scene = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .blur(1.2)
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (const quality of [95, 92, 90, 88, 85, 82, 80, 75, 70, 60]) {
    const jpeg = await sharp(scene.data, { raw: scene.info }).jpeg({ quality }).toBuffer();
    if (jpeg.length <= MAX_UPLOAD_BYTES) return { pdf, photo: new Uint8Array(jpeg) };
  }
  throw new Error('could not make a photo under 5 MB');
}

export async function prepareUploadFixtures(db: Database, cookieName: string): Promise<UploadFixtures> {
  const uploaders = (await createCustomers(db, ACCOUNTS, new Date(), cookieName)).map((customer) => customer.cookie);
  return { uploaders, ...(await testFiles()) };
}

const mib = (bytes: number | null) => (bytes === null ? null : Number((bytes / 2 ** 20).toFixed(1)));
const ms = (value: number | undefined) => (value === undefined ? Number.NaN : Number(value.toFixed(1)));

function percentile(sorted: number[], fraction: number): number | undefined {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

export interface UploadFigures {
  name: string;
  uploads: number;
  /** From the first upload sent to the last answered. */
  seconds: number;
  uploadP50Seconds: number;
  uploadMaxSeconds: number;
  non201: number;
  healthAnswers: number;
  healthP50: number;
  healthP99: number;
  healthMax: number;
  rssBeforeMiB: number | null;
  rssPeakMiB: number | null;
  /** Three seconds after the last answer. */
  rssAfterMiB: number | null;
}

/**
 * Asks GET /api/health back to back until told to stop, then answers every latency in milliseconds. Says 'ready'
 * after one answer not counted (a worker's first fetch loads its HTTP client).
 */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
let stopping = false;
parentPort.once('message', () => { stopping = true; });
(async () => {
  await (await fetch(workerData.url)).arrayBuffer();
  parentPort.postMessage('ready');
  const latencies = [];
  while (!stopping) {
    const asked = performance.now();
    const response = await fetch(workerData.url);
    await response.arrayBuffer();
    latencies.push(performance.now() - asked);
  }
  parentPort.postMessage(latencies);
})();
`;

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** `count` uploads of one file sent at once (accounts in turn), GET /api/health asked back to back meanwhile. */
export async function measureUploads(
  baseUrl: string,
  serverPid: number,
  fixtures: UploadFixtures,
  { name, count, file, fileName, purpose }: { name: string; count: number; file: Uint8Array; fileName: string; purpose: string },
): Promise<UploadFigures> {
  const before = residentBytes(serverPid);
  let peak = before ?? 0;
  const sampler = setInterval(() => {
    const now = residentBytes(serverPid);
    if (now !== null && now > peak) peak = now;
  }, 50);

  const prober = new Worker(PROBER, { eval: true, workerData: { url: `${baseUrl}/api/health` } });
  const ready = new Promise<void>((resolve, reject) => {
    prober.once('message', () => resolve());
    prober.once('error', reject);
  });
  await ready;
  const probed = new Promise<number[]>((resolve, reject) => {
    prober.once('message', resolve);
    prober.once('error', reject);
  });
  await sleep(200);

  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: count }, async (_unused, index) => {
      const form = new FormData();
      form.append('file', new Blob([file as Uint8Array<ArrayBuffer>]), fileName);
      const sent = performance.now();
      const response = await fetch(`${baseUrl}/api/uploads?purpose=${purpose}`, {
        method: 'POST',
        headers: { cookie: fixtures.uploaders[index % fixtures.uploaders.length]! },
        body: form,
      });
      await response.arrayBuffer();
      return { status: response.status, seconds: (performance.now() - sent) / 1000 };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await sleep(200);
  prober.postMessage('stop');
  const health = await probed;
  await prober.terminate();
  await sleep(3000);
  clearInterval(sampler);

  health.sort((a, b) => a - b);
  const durations = answers.map((answer) => answer.seconds).sort((a, b) => a - b);
  return {
    name,
    uploads: count,
    seconds: Number(seconds.toFixed(2)),
    uploadP50Seconds: Number((percentile(durations, 0.5) ?? Number.NaN).toFixed(2)),
    uploadMaxSeconds: Number((durations.at(-1) ?? Number.NaN).toFixed(2)),
    non201: answers.filter((answer) => answer.status !== 201).length,
    healthAnswers: health.length,
    healthP50: ms(percentile(health, 0.5)),
    healthP99: ms(percentile(health, 0.99)),
    healthMax: ms(health.at(-1)),
    rssBeforeMiB: mib(before),
    rssPeakMiB: mib(peak || null),
    rssAfterMiB: mib(residentBytes(serverPid)),
  };
}

/** The three scenarios in order, after one PDF and one photo as a warm-up: one PDF alone, then `parallel` PDFs, then `parallel` photos. */
export async function measureUploadScenarios(baseUrl: string, serverPid: number, fixtures: UploadFixtures, parallel: number): Promise<UploadFigures[]> {
  const pdf = { file: fixtures.pdf, fileName: 'Insurance.pdf', purpose: 'certificate' };
  const photo = { file: fixtures.photo, fileName: 'IMG_0042.JPG', purpose: 'photo' };
  const megabytes = (file: Uint8Array) => (file.length / 2 ** 20).toFixed(1);
  await measureUploads(baseUrl, serverPid, fixtures, { ...pdf, count: 1, name: 'warm-up' });
  await measureUploads(baseUrl, serverPid, fixtures, { ...photo, count: 1, name: 'warm-up' });
  return [
    await measureUploads(baseUrl, serverPid, fixtures, { ...pdf, count: 1, name: `1 × ${megabytes(fixtures.pdf)} MB PDF` }),
    await measureUploads(baseUrl, serverPid, fixtures, { ...pdf, count: parallel, name: `${parallel} × ${megabytes(fixtures.pdf)} MB PDF at once, ${ACCOUNTS} accounts` }),
    await measureUploads(baseUrl, serverPid, fixtures, { ...photo, count: parallel, name: `${parallel} × ${megabytes(fixtures.photo)} MB JPEG 4000×3000 at once, ${ACCOUNTS} accounts` }),
  ];
}

export function printUploadFigures(title: string, rows: UploadFigures[]) {
  console.log(`\n${title}\n`);
  console.log('| uploads | s | upload p50 s | upload max s | non-201 | health answers | health p50 ms | p99 ms | max ms | server RSS before MiB | peak MiB | after MiB |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.seconds} | ${row.uploadP50Seconds} | ${row.uploadMaxSeconds} | ${row.non201} | ${row.healthAnswers} | ${row.healthP50} | ${row.healthP99} | ${row.healthMax} | ` +
        `${row.rssBeforeMiB ?? '–'} | ${row.rssPeakMiB ?? '–'} | ${row.rssAfterMiB ?? '–'} |`,
    );
  }
}
