import type { Favourite, FavouriteIds, FavouriteList } from '@lull/domain/contracts/favourites';
import { pgErrorCode, pgErrorCodes } from '../../db/database';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import type { createCatalogueService } from '../catalogue/catalogue.service';
import { deleteFavourite, insertFavourite, listFavouritesOf } from './favourites.repository';

type Catalogue = Awaited<ReturnType<typeof createCatalogueService>>;

/** Is it a business customers can see now? Paused, unapproved or deleted ones are not. */
async function listedMerchant(catalogue: Catalogue, merchantId: string) {
  try {
    return await catalogue.getPublicMerchant(merchantId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * A customer's saved businesses (decision 028). Every call is scoped to the signed-in user's id, so nobody
 * reads or changes another's. Per user, so never part of the cached catalogue listings: the web asks for the
 * ids separately and draws the hearts itself.
 */
export function createFavouritesService({ db }: AppContext, catalogue: Catalogue) {
  return {
    /** Idempotent: saving a saved business changes nothing. Only a listed business can be saved. */
    async add(userId: string, merchantId: string): Promise<void> {
      if (!(await listedMerchant(catalogue, merchantId))) throw new AppError('NOT_FOUND', 'Business not found');
      try {
        await insertFavourite(db, userId, merchantId);
      } catch (error) {
        // The business was deleted between the check and the insert.
        if (pgErrorCode(error) === pgErrorCodes.foreignKeyViolation) throw new AppError('NOT_FOUND', 'Business not found');
        throw error;
      }
    },

    /** Idempotent too: removing one that is not saved changes nothing (a repeated tap must not fail). */
    async remove(userId: string, merchantId: string): Promise<void> {
      await deleteFavourite(db, userId, merchantId);
    },

    /** The ids of every saved business, listed or not, so a heart never shows empty for a saved one. */
    async ids(userId: string): Promise<FavouriteIds> {
      return { merchant_ids: (await listFavouritesOf(db, userId)).map((row) => row.merchantId) };
    },

    /**
     * The saved businesses customers can see now, each with its next free off-peak time. A paused business
     * keeps its place but is left out until it is listed again.
     */
    async list(userId: string): Promise<FavouriteList> {
      const saved = await listFavouritesOf(db, userId);
      const found = await Promise.all(saved.map(async (row) => ({ row, merchant: await listedMerchant(catalogue, row.merchantId) })));
      const listed = found.filter((entry) => entry.merchant !== null);
      const nextTimes = await catalogue.nextOffPeakTimesOf(listed.map((entry) => entry.row.merchantId));
      return {
        favourites: listed.map(({ row, merchant }): Favourite => ({
          merchant_id: merchant!.id,
          business_name: merchant!.business_name,
          business_category: merchant!.business_category,
          city: merchant!.city,
          logo_url: merchant!.logo_url,
          image_url: merchant!.images[0]?.url ?? null,
          rating: merchant!.rating,
          review_count: merchant!.review_count,
          next_off_peak: nextTimes.get(row.merchantId) ?? null,
          saved_at: row.createdAt.toISOString(),
        })),
      };
    },
  };
}
