// `pnpm gen:api-types`: builds the app on an in-memory database, reads its OpenAPI document and
// writes the front end's API types (shared/src/contracts/api.generated.ts) and the permission
// names (permissions.generated.ts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildTestApp } from '../test/helper.js';
import {
  API_TYPES_FILE,
  openapiDocument,
  PERMISSION_NAMES_FILE,
  renderApiTypes,
  renderPermissionNames,
} from './api-types.js';

function writeIfChanged(file: string, text: string): void {
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const where = path.relative(process.cwd(), file);
  if (before === text) {
    console.log(`${where} is up to date`);
  } else {
    writeFileSync(file, text);
    console.log(`wrote ${where}`);
  }
}

const t = await buildTestApp();
try {
  writeIfChanged(API_TYPES_FILE, await renderApiTypes(await openapiDocument(t.app)));
  writeIfChanged(PERMISSION_NAMES_FILE, renderPermissionNames());
} finally {
  await t.close();
}
