/**
 * The version of the contract between the shell and the remotes: the public API of
 * `@telehealth/shared` (every subpath's exports) and the shape of a remote's `./routes` module.
 * It is shared/package.json's `version` (a test keeps them equal) and follows semver: a new export
 * is a minor bump, a removed or changed one a major bump. Each remote declares the range it was
 * built against in its `remote.json`; the host refuses to mount a remote whose range this version
 * does not satisfy.
 */
export const CONTRACT_VERSION = '4.3.0';
