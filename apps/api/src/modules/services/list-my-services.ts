import type { MyServicesPage, MyServicesQuery } from '@lull/domain/contracts/services';
import { pageOffset } from '@lull/domain/contracts/paging';
import type { Authenticated } from '../../shared/actor';
import type { AppContext } from '../../shared/app-context';
import { businessOfRequest } from '../merchants/merchants.service';
import { toMerchantServiceDto } from './service-rows';
import { listServicesOfMerchant } from './services.repository';

/** GET /api/services/me: one page of the business's services (never archived ones), searched and filtered. */
export async function listMyServices({ db }: AppContext, actor: Authenticated, query: MyServicesQuery): Promise<MyServicesPage> {
  const merchant = await businessOfRequest(db, actor, query.merchant_id);
  const { rows, total } = await listServicesOfMerchant(db, merchant.id, {
    term: query.q,
    approval: query.approval,
    active: query.active,
    limit: query.page_size,
    offset: pageOffset(query),
  });
  return { items: rows.map(toMerchantServiceDto), total, page: query.page, page_size: query.page_size };
}
