// build/api/telemetry.js: loaded before build/api/main.js (scripts/start.mjs; other launchers:
// `node --import ./build/api/telemetry.js build/api/main.js`). Does nothing unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
import { startTelemetry } from './telemetry';

await startTelemetry();
