/**
 * Which pictures the demo catalogue gets, in a fixed order: three venue photos and a logo for every demo business,
 * four pictures for each customer category. Runs in Node; the page paints each job (./painter).
 */
import { demoBusinesses, type CustomerCategory, type DemoBusiness } from '../../apps/api/src/db/seed/demo-catalogue';
import type { Job, Style } from './painter/job';

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
export function planJobs(): Job[] {
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

