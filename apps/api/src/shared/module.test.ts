import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { provision, Provisions } from './module';

describe('provisions', () => {
  const listings = provision<{ count: number }>('the listings');

  it('hands a module what an earlier one provided, the same object', () => {
    const provisions = new Provisions();
    const provided = { count: 3 };
    provisions.provide(listings, provided);
    expect(provisions.get(listings)).toBe(provided);
  });

  it('stops the app at start-up, naming the key, when a module reads one nobody provided before it', async () => {
    const provisions = new Provisions();
    const app = Fastify();
    const registering = app.register(async () => {
      provisions.get(listings);
    });
    await expect(registering).rejects.toThrow('the listings is not provided yet: register the module that provides it first');
    expect(() => provisions.provide(listings, { count: 1 })).not.toThrow();
    expect(() => provisions.provide(listings, { count: 2 })).toThrow('the listings is provided twice');
  });
});
