// The team module's public face (decision 050): who works at a business and when they are taken.
import { provision, type LullModule } from '../../shared/module';
import type { ReleaseLapsedHolds } from './diary.service';
import { teamRoutes } from './team.routes';

export { businessTeams, teamFor, type BusinessTeam } from './team-availability';
export { memberAsHeld } from './team-availability.repository';

/**
 * The bookings module sits above the team (a hold asks who is free), so what the diary needs of it, freeing lapsed
 * holds before a block is refused over one, comes in through this port, filled by app.ts (decision 043).
 */
export const lapsedHoldsRelease = provision<ReleaseLapsedHolds>('releasing lapsed holds');

/** The team module: the salon's team and diary (decision 050). */
export const teamModule: LullModule = async (app, { context, provisions }) => {
  await app.register(teamRoutes, { context, releaseLapsedHolds: provisions.get(lapsedHoldsRelease) });
};
