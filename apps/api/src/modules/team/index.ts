// The team module's public face (decision 050): who works at a business and when they are taken.
import type { LullModule } from '../../shared/module';
import { teamRoutes } from './team.routes';

export { businessTeams, teamFor, type BusinessTeam } from './team-availability';

/** The team module: the salon's team and diary (decision 050). */
export const teamModule: LullModule = async (app, { context }) => {
  await app.register(teamRoutes, { context });
};
