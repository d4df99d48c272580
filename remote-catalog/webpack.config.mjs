import { remoteWebpackConfig } from '@telehealth/shared/build/webpack-remote.mjs';

export default remoteWebpackConfig(import.meta.url, { title: 'Catalog (standalone)' });
