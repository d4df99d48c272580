// The API's entry (`node dist/server.js`). Traces are set up first, and only when an OTLP endpoint
// is named (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT): their hooks must be
// in place before the server's modules load pg and http. Without it nothing of OpenTelemetry is
// loaded (main.js is a chunk of its own, so its imports wait for this decision).
const otlp = ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'].some((name) =>
  process.env[name]?.trim(),
);
if (otlp && process.env.OTEL_SDK_DISABLED?.trim().toLowerCase() !== 'true') {
  const { startTracing } = await import('./telemetry.js');
  await startTracing();
}
await import('./main.js');
