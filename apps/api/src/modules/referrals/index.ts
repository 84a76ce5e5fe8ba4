import type { LullModule } from '../../shared/module';
import { referralsRoutes } from './referrals.routes';
import { createReferralsService } from './referrals.service';

/** The referrals module: a person's referral code and what it earned. */
export const referralsModule: LullModule = async (app, { context }) => {
  await app.register(referralsRoutes, { referrals: createReferralsService(context) });
};
