import { Droplets, Eye, HandHeart, Leaf, Paintbrush, Scissors, type LucideIcon } from 'lucide-react';

export interface HomeCategory {
  /** Exactly the name /services filters on. */
  name: string;
  icon: LucideIcon;
}

export const HOME_CATEGORIES: readonly HomeCategory[] = [
  { name: 'Brows & Lashes', icon: Eye },
  { name: 'Hair', icon: Scissors },
  { name: 'Nails', icon: Paintbrush },
  { name: 'Massage', icon: HandHeart },
  { name: 'Skincare', icon: Droplets },
  { name: 'Wellness', icon: Leaf },
];

export function categoryHref(name: string): string {
  return `/services?category=${encodeURIComponent(name)}`;
}
