// What Node and the page exchange: plain JSON only, since each job crosses into the page by page.evaluate.

/** The painter's six visual styles, one per customer category. */
export type Style = 'brows' | 'hair' | 'nails' | 'massage' | 'skincare' | 'wellness';

/** One picture to paint. */
export interface Job {
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
export interface Painted {
  dataUrl: string;
  quality: number;
  alt: string;
}

/** The page's entry point, set by ./index.ts. */
export type LullPaint = (job: Job) => Painted;
