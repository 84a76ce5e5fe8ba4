import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { ImageCarousel } from './image-carousel';

const photo = (n: number) => ({ url: `/api/files/photo-${n}`, alt: `Photo ${n}` });

function visibleSlideLabel() {
  return screen.getAllByRole('group', { hidden: true }).find((slide) => slide.getAttribute('aria-hidden') === 'false')
    ?.getAttribute('aria-label');
}

describe('image carousel', () => {
  it('draws only the first photo on the server; the others come once the page is live', async () => {
    const images = [photo(1), photo(2), photo(3)];
    const drawn = renderToString(<ImageCarousel images={images} label="Photos" placeholder={<p>No photo</p>} eager />);
    expect(drawn.match(/<img /g)).toHaveLength(1);

    render(<ImageCarousel images={images} label="Photos" placeholder={<p>No photo</p>} eager />);
    expect(await screen.findAllByRole('img', { hidden: true })).toHaveLength(3);
  });

  it('shows one photo at a time and moves with previous/next, wrapping round', async () => {
    const user = userEvent.setup();
    render(
      <ImageCarousel images={[photo(1), photo(2), photo(3)]} label="Photos of Lacquer Lane" placeholder={<p>No photo</p>} />,
    );

    expect(screen.getByRole('region', { name: 'Photos of Lacquer Lane' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(visibleSlideLabel()).toBe('1 of 3');

    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(visibleSlideLabel()).toBe('2 of 3');
    expect(screen.getByText('Photo 2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(visibleSlideLabel()).toBe('3 of 3');
  });

  it('answers the arrow keys while focus is inside', async () => {
    const user = userEvent.setup();
    render(<ImageCarousel images={[photo(1), photo(2)]} label="Photos" placeholder={null} />);
    screen.getByRole('button', { name: 'Next photo' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(visibleSlideLabel()).toBe('2 of 2');
    await user.keyboard('{ArrowLeft}');
    expect(visibleSlideLabel()).toBe('1 of 2');
  });

  it('shows at most four photos, loading all but the first lazily', () => {
    render(<ImageCarousel images={[1, 2, 3, 4, 5].map(photo)} label="Photos" placeholder={null} eager />);
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images).toHaveLength(4);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy', 'lazy']);
    expect(images[0]).toHaveAttribute('width');
    expect(images[0]).toHaveAttribute('height');
  });

  it('shows the placeholder, and no buttons, when there is no photo', () => {
    render(<ImageCarousel images={[]} label="Photos" placeholder={<p>No photo of Lacquer Lane yet</p>} />);
    expect(screen.getByText('No photo of Lacquer Lane yet')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('has no buttons for a single photo, and falls back to the placeholder if it fails to load', () => {
    render(<ImageCarousel images={[photo(1)]} label="Photos" placeholder={<p>Placeholder</p>} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    fireEvent.error(screen.getByRole('img', { name: 'Photo 1' }));
    expect(screen.getByText('Placeholder')).toBeInTheDocument();
  });
});
