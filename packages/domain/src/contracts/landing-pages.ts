import { z } from 'zod';

/** GET /api/landing-pages/{area}/{treatment}: a treatment in an area, the figures its page is drawn from. */
export const landingPageSchema = z.object({
  area: z.object({ slug: z.string(), district: z.string(), name: z.string(), latitude: z.number(), longitude: z.number() }),
  category: z.object({ slug: z.string(), name: z.string() }),
  /** Where the page lives; an area asked for by another name (`e8` for `london-e8`) is moved here. */
  canonical_path: z.string(),
  heading: z.string(),
  intro: z.string(),
  /** Listed businesses offering the treatment within a mile of the district's centre, as the page's results. */
  business_count: z.number().int(),
  /** Their lowest off-peak price, in pence; null without one. */
  lowest_off_peak_price: z.number().int().nullable(),
  /** Other districts with the treatment, nearest first, within 5 miles. */
  nearby: z.array(z.object({ slug: z.string(), name: z.string(), path: z.string(), business_count: z.number().int() })),
  /** When any of those businesses or their treatments last changed; null when there are none. */
  lastmod: z.string().nullable(),
});
export type LandingPage = z.infer<typeof landingPageSchema>;
