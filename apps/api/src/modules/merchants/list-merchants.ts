import type { AdminMerchantsPage, adminMerchantsQuerySchema } from '@lull/domain/contracts/admin-merchants';
import { pageOffset } from '@lull/domain/contracts/paging';
import type { z } from 'zod';
import type { AppContext } from '../../shared/app-context';
import { toAdminMerchantDto } from './merchant-dto';
import { listMerchantsPage } from './merchants.repository';

type ListQuery = z.output<typeof adminMerchantsQuerySchema>;

/** The admin's Merchants tab: businesses searched, filtered and paged. */
export async function listMerchants({ db }: AppContext, query: ListQuery): Promise<AdminMerchantsPage> {
  const { rows, total } = await listMerchantsPage(db, { q: query.q, status: query.status, limit: query.page_size, offset: pageOffset(query) });
  return { items: rows.map(toAdminMerchantDto), total, page: query.page, page_size: query.page_size };
}
