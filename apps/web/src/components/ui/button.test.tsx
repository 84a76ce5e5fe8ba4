import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Button, FOCUS_RING_COLOURS } from './button';

/** WCAG 2 relative luminance and contrast ratio of two '#rrggbb' colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const styles = readFileSync(resolve(__dirname, '../../styles.css'), 'utf8');
const brand700 = /--color-brand-700:\s*(#[0-9a-f]{6})/i.exec(styles)?.[1] ?? '';

describe('the button’s focus ring', () => {
  it('reaches 3:1 against a white page and against the purple button', () => {
    expect(brand700).toMatch(/^#/);
    // The ring beside the page is the outer band; the band beside the purple button is the inner one.
    expect(contrast(FOCUS_RING_COLOURS.outer, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrast(FOCUS_RING_COLOURS.inner, brand700)).toBeGreaterThanOrEqual(3);
    // The site-wide ring (brand-600) is what Book Now, Search and Pay had: too faint beside brand-700.
    const brand600 = /--color-brand-600:\s*(#[0-9a-f]{6})/i.exec(styles)?.[1] ?? '';
    expect(contrast(brand600, brand700)).toBeLessThan(3);
  });

  it('is drawn by every purple button with those two bands', () => {
    render(<Button>Book Now</Button>);
    const classes = screen.getByRole('button', { name: 'Book Now' }).className;
    expect(classes).toContain(`focus-visible:outline-[${FOCUS_RING_COLOURS.outer}]`);
    expect(classes).toContain(`focus-visible:shadow-[0_0_0_2px_${FOCUS_RING_COLOURS.inner}]`);
    expect(classes).toContain('bg-brand-700');
  });
});
