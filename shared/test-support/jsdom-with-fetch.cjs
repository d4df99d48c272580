// jsdom lacks the fetch family that ky and parts of Chakra need: copy Node's into the test window.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'AbortController',
      'AbortSignal',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'structuredClone',
      'Blob',
    ]) {
      if (globalThis[name]) g[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
