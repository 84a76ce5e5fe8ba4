import { randomBytes } from 'node:crypto';
import type { DrawnPage } from '@lull/domain/contracts/drawn-page';
import type { AppConfig } from '../config';
import type { ListenForChanges } from '../modules/catalogue/listing-cache';
import { createTtlCache } from '../shared/ttl-cache';

export interface DrawnPageCache {
  /**
   * The page at `url` as a signed-out visitor sees it, carrying `nonce`: drawn by `draw` (given the nonce to write),
   * or reused while the catalogue has not changed.
   */
  pageFor(url: string, nonce: string, draw: (nonce: string) => Promise<DrawnPage>): Promise<DrawnPage>;
  /** Stops listening for changes (the app's onClose). */
  close(): Promise<void>;
}

/**
 * A public page drawn for someone signed out is the same for everyone, and drawing it costs the server far more than
 * the API answers it is drawn from. So each is reused for the catalogue's cache lifetime (CATALOGUE_CACHE_SECONDS),
 * and every one is dropped at any committed change to what the catalogue shows, as listings are (listing-cache.ts);
 * while that feed is down every page is drawn afresh. A reused page is drawn with a stand-in nonce, which each
 * response replaces with its own, so no two responses share a nonce. Free times on a drawn page may lag a booking by
 * the cache's lifetime, as listings' do; the booking flow always checks afresh.
 */
export async function createDrawnPageCache(config: Pick<AppConfig, 'catalogueCacheSeconds'>, listen?: ListenForChanges): Promise<DrawnPageCache> {
  const pages = createTtlCache<DrawnPage>({ ttlMs: config.catalogueCacheSeconds * 1000, maxEntries: 1000 });
  const changes = config.catalogueCacheSeconds > 0 && listen ? await listen('catalogue_changed', () => pages.clear()) : undefined;
  // Random per process: no page's own text can name it.
  const standIn = `nonce-stand-in-${randomBytes(18).toString('hex')}`;
  const carrying = (text: string, nonce: string) => text.replaceAll(standIn, nonce);

  return {
    async pageFor(url, nonce, draw) {
      if (!changes?.live) return draw(nonce);
      const page = await pages.get(url, () => draw(standIn));
      return { ...page, head: carrying(page.head, nonce), body: carrying(page.body, nonce), scripts: carrying(page.scripts, nonce) };
    },
    close: async () => changes?.close(),
  };
}
