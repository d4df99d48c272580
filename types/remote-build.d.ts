// Written into a remote's bundle by the build (shared/build/webpack-app.mjs, DefinePlugin) from its
// package.json and remote.json: which remote, which version, when, and the contract range.
declare const __REMOTE_BUILD__: import('@telehealth/shared/contracts').RemoteBuildInfo;
