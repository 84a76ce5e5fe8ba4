import type { LullModule } from '../../shared/module';
import { filesRoutes } from './files.routes';
import { createFilesService } from './files.service';

/*
 * The files module's face for plain queries other modules need, under the repository's own name rather than
 * wrapped in a renaming function (decision 043); its use cases come from its *.service.ts files.
 */
export { listMerchantFiles } from './files.repository';

/** The files module: a business's uploads (logo, photos, documents) and serving them. */
export const filesModule: LullModule = async (app, { context }) => {
  await app.register(filesRoutes, { files: createFilesService(context) });
};
