// What `pnpm new:resource <name>` writes, worked out before anything is written: the names the
// templates take, the new files (templates/ filled in) and the edits of existing files (each found
// by an anchor in today's code). Any refusal (a bad name, a resource that exists, an anchor that is
// gone) is thrown as a ResourceError before a single file is touched.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TEMPLATES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'templates');

export class ResourceError extends Error {}

/** Lower-case words joined by '-', each starting with a letter: `coupon`, `review-flag`. */
const NAME = /^[a-z][a-z0-9]*(?:-[a-z][a-z0-9]*)*$/;

function plural(word) {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

const pascal = (words) => words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const camel = (words) => words[0] + pascal(words.slice(1));

/** Every spelling the templates use, from the singular kebab-case name (and its plural). */
export function resourceNames(name, pluralName) {
  if (typeof name !== 'string' || !NAME.test(name) || name.length > 40) {
    throw new ResourceError(
      `"${name ?? ''}" is not a resource name: give one or more lower-case words joined by '-', ` +
        'each starting with a letter (e.g. coupon, review-flag), at most 40 characters',
    );
  }
  const words = name.split('-');
  if (!pluralName && /s$/.test(name)) {
    throw new ResourceError(
      `"${name}" looks plural: give the singular (coupon, not coupons), or its plural with --plural`,
    );
  }
  const many = pluralName ?? [...words.slice(0, -1), plural(words.at(-1))].join('-');
  if (!NAME.test(many) || many === name) throw new ResourceError(`"${many}" is not a plural of "${name}"`);
  const manyWords = many.split('-');
  const label = words.join(' ');
  const labels = manyWords.join(' ');
  return {
    'name-kebab': name,
    'names-kebab': many,
    name_snake: words.join('_'),
    names_snake: manyWords.join('_'),
    name: camel(words),
    names: camel(manyWords),
    Name: pascal(words),
    Names: pascal(manyWords),
    NAME: words.join('_').toUpperCase(),
    NAMES: manyWords.join('_').toUpperCase(),
    label,
    labels,
    Label: label[0].toUpperCase() + label.slice(1),
    Labels: labels[0].toUpperCase() + labels.slice(1),
  };
}

/** A template with its `{{token}}`s filled in; a token the names lack is a mistake of the template. */
export function fill(text, names, where) {
  return text.replace(/\{\{([A-Za-z_-]+)\}\}/g, (whole, token) => {
    if (!(token in names)) throw new ResourceError(`${where}: unknown template token ${whole}`);
    return names[token];
  });
}

const read = (root, file) => readFileSync(path.join(root, file), 'utf8');

/** Inserts `text` at `at` (an index) of `source`. */
const insertAt = (source, at, text) => source.slice(0, at) + text + source.slice(at);

/** The index just after the last match of `pattern` (global) in `source`, or -1. */
function afterLast(source, pattern) {
  let end = -1;
  for (const match of source.matchAll(pattern)) end = match.index + match[0].length;
  return end;
}

/** An edit of an existing file: `change(source)` answers the new text, or null when its anchor is gone. */
function edit(root, file, why, change) {
  const before = read(root, file);
  const after = change(before);
  if (after === null) {
    throw new ResourceError(
      `${file}: the place to ${why} was not found (the templates no longer match the code: ` +
        'update scripts/new-resource/plan.mjs)',
    );
  }
  return { file, before, after };
}

/** The remotes: folders `remote-<name>` with a remote.json. */
export function remoteNames(root) {
  return readdirSync(root)
    .filter((dir) => dir.startsWith('remote-') && existsSync(path.join(root, dir, 'remote.json')))
    .map((dir) => dir.slice('remote-'.length));
}

/** The reasons `names` would clash with what the repository has, none when it is free. */
function clashes(root, names) {
  const found = [];
  const many = names['names-kebab'];
  if (existsSync(path.join(root, 'api/src/modules', many))) found.push(`api/src/modules/${many} exists`);
  for (const remote of remoteNames(root)) {
    const dir = `remote-${remote}`;
    if (existsSync(path.join(root, dir, 'src', many))) found.push(`${dir}/src/${many} exists`);
    const sections = JSON.parse(read(root, `${dir}/remote.json`)).sections ?? [];
    if (sections.some((section) => section.path === many)) found.push(`${dir} has the menu section ${many}`);
    if (read(root, `${dir}/src/exposes/routes.ts`).includes(`path: '${many}'`)) {
      found.push(`${dir} has the route ${many}`);
    }
  }
  const table = names.names_snake;
  const sql = readdirSync(path.join(root, 'api/drizzle')).filter((file) => file.endsWith('.sql'));
  if (sql.some((file) => read(root, `api/drizzle/${file}`).includes(`CREATE TABLE "${table}"`))) {
    found.push(`the table ${table} exists`);
  }
  const permissions = read(root, 'api/src/lib/permissions.ts');
  if (permissions.includes(`'${many}.`)) found.push(`the permissions ${many}.* exist`);
  const apiPath = new RegExp(`['\`]/${names['name-kebab']}(?:['\`/?]|$)`, 'm');
  const modules = path.join(root, 'api/src/modules');
  for (const file of readdirSync(modules, { recursive: true })) {
    if (String(file).endsWith('.ts') && apiPath.test(read(modules, String(file)))) {
      found.push(`the API path /${names['name-kebab']} is taken (api/src/modules/${file})`);
      break;
    }
  }
  return found;
}

/** The next migration's number: past the highest, on the next ten (0970 → 0980). */
function nextMigration(root) {
  const numbers = readdirSync(path.join(root, 'api/drizzle'))
    .map((file) => /^(\d{4})_.*\.sql$/.exec(file)?.[1])
    .filter(Boolean)
    .map(Number);
  return String((Math.floor(Math.max(0, ...numbers) / 10) + 1) * 10).padStart(4, '0');
}

/**
 * A menu order no remote's section has yet, just after this remote's own and before any other
 * remote's next section (5 after its last when there is room, else halfway), so a second resource
 * in the same remote does not land among another remote's sections.
 */
function menuOrder(root, remote) {
  const taken = remoteNames(root).flatMap((name) =>
    (JSON.parse(read(root, `remote-${name}/remote.json`)).sections ?? []).map((s) => s.order),
  );
  const own = JSON.parse(read(root, `remote-${remote}/remote.json`)).sections ?? [];
  const last = Math.max(0, ...own.map((s) => s.order));
  const next = Math.min(...taken.filter((order) => order > last));
  return next - last > 5 ? last + 5 : (last + next) / 2;
}

/**
 * The whole change for resource `name` in `remote`: `files` (new, path → text), `edits` (existing
 * files, with their text before and after), `migration` (its path) and `names`.
 */
export function planResource(root, { name, plural: pluralName, remote = 'commerce' }) {
  const names = resourceNames(name, pluralName);
  if (!remoteNames(root).includes(remote)) {
    throw new ResourceError(`There is no remote "${remote}" (remotes: ${remoteNames(root).join(', ')})`);
  }
  const found = clashes(root, names);
  if (found.length) {
    throw new ResourceError(`"${name}" is an existing resource: ${found.join('; ')}. Pick another name.`);
  }
  const many = names['names-kebab'];
  const remoteDir = `remote-${remote}`;
  const template = (file) => fill(readFileSync(path.join(TEMPLATES, `${file}.tmpl`), 'utf8'), names, file);
  const migration = `api/drizzle/${nextMigration(root)}_${names.names_snake}.sql`;
  const files = {
    [migration]: template('api/migration.sql'),
    [`api/src/db/schema/${many}.ts`]: template('api/table.ts'),
    [`api/src/modules/${many}/schemas.ts`]: template('api/schemas.ts'),
    [`api/src/modules/${many}/service.ts`]: template('api/service.ts'),
    [`api/src/modules/${many}/routes.ts`]: template('api/routes.ts'),
    [`api/src/modules/${many}/${many}.test.ts`]: template('api/test.ts'),
    [`${remoteDir}/src/${many}/types.ts`]: template('remote/types.ts'),
    [`${remoteDir}/src/${many}/api.ts`]: template('remote/api.ts'),
    [`${remoteDir}/src/${many}/resource.ts`]: template('remote/resource.ts'),
    [`${remoteDir}/src/${many}/${names.Name}Dialog.tsx`]: template('remote/Dialog.tsx'),
    [`${remoteDir}/src/${many}/${names.Name}ListPage.tsx`]: template('remote/ListPage.tsx'),
    [`${remoteDir}/src/${many}/${names.Name}DetailPage.tsx`]: template('remote/DetailPage.tsx'),
    [`${remoteDir}/src/${many}/${names.Name}ListPage.test.tsx`]: template('remote/ListPage.test.tsx'),
  };

  const routes = `${names.names}Routes`;
  const view = `'${many}.view'`;
  const edits = [
    edit(root, 'api/src/db/schema/index.ts', 'export the table', (s) =>
      s.endsWith('\n') ? `${s}export * from './${many}.js';\n` : null,
    ),
    edit(root, 'api/src/app.ts', 'import and register the routes', (s) => {
      const imported = afterLast(s, /^import .* from '\.\/modules\/[^']+';\n/gm);
      if (imported < 0) return null;
      const withImport = insertAt(s, imported, `import { ${routes} } from './modules/${many}/routes.js';\n`);
      // Before the notes and work queues, which make routes of what the modules declared.
      const before = /\n(\s*)for \(const module of options\.modules \?\? \[\]\)/.exec(withImport);
      if (!before) return null;
      return insertAt(withImport, before.index + 1, `${before[1]}await api.register(${routes});\n`);
    }),
    edit(root, 'api/src/lib/permissions.ts', 'add the permissions', (s) => {
      const list = /export const PERMISSIONS = \[[\s\S]*?\n(\] as const;)/.exec(s);
      if (!list) return null;
      const added = insertAt(
        s,
        list.index + list[0].length - list[1].length,
        `  ${view},\n  '${many}.export',\n  /** Add, change, archive and restore ${names.labels}. */\n  '${many}.write',\n`,
      );
      const everyone = /const READ_EVERYTHING: Permission\[\] = \[[\s\S]*?\n(\];)/.exec(added);
      if (!everyone) return null;
      return insertAt(added, everyone.index + everyone[0].length - everyone[1].length, `  ${view},\n`);
    }),
    edit(root, 'api/README.md', 'give the module its line in the layout', (s) => {
      const lib = s.indexOf('\n  lib/ ');
      if (lib < 0) return null;
      return insertAt(
        s,
        lib + 1,
        `    ${many}  ${names.labels}: list (search, filters, sort, CSV), one, add, edit, archive, restore\n`,
      );
    }),
    edit(root, `${remoteDir}/src/exposes/routes.ts`, 'add the routes', (s) => {
      const end = /\n\];\s*$/.exec(s);
      if (!end) return null;
      const page = (file) => `() => import('../${many}/${names.Name}${file}')`;
      return insertAt(
        s,
        end.index + 1,
        `  { path: '${many}', title: '${names.Labels}', load: ${page('ListPage')} },\n` +
          `  { path: '${many}/:uid', title: '${names.Label} Detail', load: ${page('DetailPage')} },\n`,
      );
    }),
    edit(root, `${remoteDir}/remote.json`, 'add the menu section', (s) => {
      const end = /\}(\s*\n\s*\]\s*\n\}\s*)$/.exec(s);
      if (!end) return null;
      const section = {
        path: many,
        label: names.Labels,
        permission: `${many}.view`,
        icon: 'clipboard-list',
        order: menuOrder(root, remote),
      };
      const text = JSON.stringify(section).replace(/^\{/, '{ ').replace(/\}$/, ' }').replace(/,"/g, ', "');
      return insertAt(s, end.index + 1, `,\n    ${text.replace(/":/g, '": ')}`);
    }),
  ];
  return { names, files, edits, migration, remoteDir };
}
