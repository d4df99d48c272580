// The {{label}} answers of the API, named from its generated types (`pnpm gen:api-types`).
import type { ApiAnswer } from '@telehealth/shared/contracts';

export type {{Name}}List = ApiAnswer<'/api/{{name-kebab}}', 'get'>;
export type {{Name}} = {{Name}}List['{{names_snake}}'][number];
export type {{Name}}Answer = ApiAnswer<'/api/{{name-kebab}}/{uid}', 'get'>;
/** What the dialog sends to add or change one. */
export type {{Name}}Body = Pick<{{Name}}, 'name' | 'description'>;
