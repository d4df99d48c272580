// The one list of remotes: every `remote-<name>/` folder beside shared/ holding a `remote.json`.
// A new remote is a new folder; nothing else in the repository names the remotes one by one.
// CommonJS, so the Jest config and the ESM build scripts can both read it.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

/**
 * @typedef {object} RemoteSection
 * @property {string} path   first segment under /admin/ (e.g. `doctors`)
 * @property {string} label  the menu's text
 * @property {string} permission the permission an admin needs to open it (`doctors.view`)
 * @property {string} icon   an icon name the host knows (host/src/shell/menu-icons.ts)
 * @property {number} order  position in the menu (the host's Dashboard is 0)
 * @property {string} [dot]  key of the dashboard answer that lights the unread dot
 *
 * @typedef {object} RemoteDeclaration
 * @property {string} name            short name (`people`): URL folder /remotes/<name>/
 * @property {string} dir             folder in the repository (`remote-people`)
 * @property {string} packageName     its workspace package (`@telehealth/remote-people`)
 * @property {string} version         its package.json version (the release's version)
 * @property {string} federationName  Module Federation container name (a JS identifier)
 * @property {string} label           what the host's panels and status page call it
 * @property {string} team            its CODEOWNERS owner
 * @property {number} devPort         its dev server's port
 * @property {string} contract        the shared contract range it is built against (`^2.0.0`)
 * @property {RemoteSection[]} sections the menu entries it owns
 */

/** Reads one remote's declaration (`remote.json`) and version (`package.json`) from its folder. */
function readRemote(folder) {
  const declaration = JSON.parse(fs.readFileSync(path.join(folder, 'remote.json'), 'utf8'));
  const pkg = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));
  return { ...declaration, dir: path.basename(folder), packageName: pkg.name, version: pkg.version };
}

/** Every remote of the repository, in menu order (by its first section). */
function listRemotes(root = ROOT) {
  const firstOrder = (remote) => Math.min(...remote.sections.map((section) => section.order));
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^remote-[a-z][a-z0-9-]*$/.test(entry.name))
    .filter((entry) => fs.existsSync(path.join(root, entry.name, 'remote.json')))
    .map((entry) => readRemote(path.join(root, entry.name)))
    .sort((a, b) => firstOrder(a) - firstOrder(b));
}

module.exports = { ROOT, listRemotes, readRemote };
