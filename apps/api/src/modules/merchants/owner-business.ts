import { adminDecisionLink } from '@lull/domain/admin-notices';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { listMerchantFiles } from '../files';
import { applicationReceivedMail } from '../mail/templates/application-received';
import { tellAdministrators } from '../users';
import { toOwnMerchantDto, type OwnMerchantDto } from './merchant-dto';
import type { MerchantRow } from './merchants.repository';

/*
 * What the owner's business use cases share (decision 049): their business as they see it, and telling the
 * team of an application.
 */

export async function withFiles(db: Database, merchant: MerchantRow): Promise<OwnMerchantDto> {
  return toOwnMerchantDto(merchant, await listMerchantFiles(db, merchant.id));
}

/** Every administrator hears of an application: a notification in the bell and a mail through the outbox. */
export async function tellAdminsOfApplication(tx: Database, config: AppConfig, merchant: { id: string; businessName: string; city: string }, resubmitted: boolean) {
  const decision = { kind: 'merchant', merchantId: merchant.id } as const;
  const mail = applicationReceivedMail({ ...merchant, resubmitted, reviewUrl: `${config.publicUrl}${adminDecisionLink(decision)}` });
  await tellAdministrators(tx, { type: 'merchant_application', title: mail.subject, message: `${merchant.businessName} is waiting for review.`, decision }, mail);
}
