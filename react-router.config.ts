import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'web',
  // Static files (favicon, images) live in public/, beside web/.
  ssr: true,
  // BUILD_DIR lets tests build into a folder of their own; production uses ./build.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config;
