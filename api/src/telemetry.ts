import { register } from 'node:module';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  type ReadableSpan,
  type Span,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-node';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import { buildInfo } from './lib/build-info.js';
import { beforeExit } from './lib/exit-hooks.js';

/** The probes: asked every few seconds, never traced. */
const PROBE = /^\/api\/health(\/(live|ready))?(\?|$)/;

/** Attributes that may hold a URL with its query string. */
const URL_ATTRIBUTES = ['url.path', 'url.full', 'http.target', 'http.url'];

/**
 * Query strings never leave the process (a search holds a patient's name; the log drops them
 * too): `url.query` is replaced and URLs lose theirs before a span is exported.
 */
class WithoutQueryStrings implements SpanProcessor {
  constructor(private readonly next: SpanProcessor) {}
  onStart(span: Span, context: Parameters<SpanProcessor['onStart']>[1]): void {
    this.next.onStart(span, context);
  }
  onEnd(span: ReadableSpan): void {
    // The attributes of an ended span are no longer changed by anyone else.
    const attributes = span.attributes as Record<string, unknown>;
    if (attributes['url.query'] !== undefined) attributes['url.query'] = '[redacted]';
    for (const key of URL_ATTRIBUTES) {
      const value = attributes[key];
      if (typeof value === 'string' && value.includes('?'))
        attributes[key] = value.slice(0, value.indexOf('?'));
    }
    this.next.onEnd(span);
  }
  forceFlush(): Promise<void> {
    return this.next.forceFlush();
  }
  shutdown(): Promise<void> {
    return this.next.shutdown();
  }
}

/**
 * OpenTelemetry traces over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT (`/v1/traces` is added)
 * or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT (as given), with the SDK's other OTEL_* variables
 * (OTEL_SERVICE_NAME, OTEL_EXPORTER_OTLP_HEADERS, OTEL_BSP_*). Spans: each HTTP request (the
 * server span, and Fastify's route and hooks beneath it) and each PostgreSQL query made inside
 * one. Queries outside a request (the background loops' polls) and the probes make none. Loaded
 * by server.ts only when an endpoint is named, before the app's modules.
 */
export async function startTracing(): Promise<void> {
  // ESM imports of the instrumented packages (pg) are hooked through the loader; only the ones
  // an instrumentation asks for are wrapped.
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const build = buildInfo();
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': process.env.OTEL_SERVICE_NAME?.trim() || 'telehealth-api',
      'service.version': build.version,
      'service.instance.role': process.env.ROLE?.trim() || 'all',
      'vcs.ref.head.revision': build.commit,
    }),
    spanProcessors: [new WithoutQueryStrings(new BatchSpanProcessor(new OTLPTraceExporter()))],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => PROBE.test(request.url ?? ''),
        // The SMTP and payment calls are made by their own clients; no outgoing HTTP is traced.
        ignoreOutgoingRequestHook: () => true,
      }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        ignorePaths: (route) => PROBE.test(route.url),
      }),
      new PgInstrumentation({
        requireParentSpan: true,
        // Statements only, never their values (a search's patient name).
        enhancedDatabaseReporting: false,
      }),
    ],
  });
  await waitForAllMessagesAcknowledged();
  beforeExit(() => provider.shutdown());
}
