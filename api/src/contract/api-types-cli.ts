// `pnpm gen:api-types`: builds the app on an in-memory database, reads its OpenAPI document and
// writes the front end's API types (shared/src/contracts/api.generated.ts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildTestApp } from '../test/helper.js';
import { API_TYPES_FILE, openapiDocument, renderApiTypes } from './api-types.js';

const t = await buildTestApp();
try {
  const types = await renderApiTypes(await openapiDocument(t.app));
  const before = existsSync(API_TYPES_FILE) ? readFileSync(API_TYPES_FILE, 'utf8') : '';
  const where = path.relative(process.cwd(), API_TYPES_FILE);
  if (before === types) {
    console.log(`${where} is up to date`);
  } else {
    writeFileSync(API_TYPES_FILE, types);
    console.log(`wrote ${where}`);
  }
} finally {
  await t.close();
}
