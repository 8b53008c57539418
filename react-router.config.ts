import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'web',
  // Static files (favicon, images) live in public/, beside web/.
  ssr: true,
  // BUILD_DIR lets tests build into a folder of their own; production uses ./build.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // Route middleware (the staff guard, decision 032); loaders then read a typed context (web/lib/load-context.ts).
  future: { v8_middleware: true },
} satisfies Config;
