import type { FileRecord } from '@lull/domain/contracts/merchants';
import type { Authenticated } from '../../shared/actor';
import { AppError } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { listMerchantFiles } from '../files';
import { toFileRecord } from './merchant-dto';
import { findMerchantById } from './merchants.repository';

/**
 * GET /api/merchants/{id}/files: all of a business's files for its owner and admins; for anyone else only
 * what its public page shows (logo and venue photos), never the certificates, and nothing of a business
 * that is not listed.
 */
export async function listBusinessFiles({ db }: AppContext, viewer: Authenticated | null, merchantId: string): Promise<FileRecord[]> {
  const merchant = await findMerchantById(db, merchantId);
  const mayViewAll = merchant !== undefined && (viewer?.user.role === 'admin' || viewer?.user.id === merchant.userId);
  const isListed = merchant?.status === 'approved' && !merchant.isPaused;
  if (!merchant || (!mayViewAll && !isListed)) throw new AppError('NOT_FOUND', 'Business not found.');
  const files = await listMerchantFiles(db, merchant.id);
  return files.filter((file) => mayViewAll || file.fileType === 'logo' || file.fileType === 'photo').map(toFileRecord);
}
