import type { ModelCatalog } from '@bagel/ports';
import { createCatalogueHubSource } from '../hub-source/catalogue-hub-source';
import { createModelCatalog } from '../model-catalog';

/** The models' families and configs as the bundled offline catalogue has them (the api's, with no hub set). */
export const offlineModelCatalog = (): ModelCatalog => createModelCatalog(createCatalogueHubSource());
