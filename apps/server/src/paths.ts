import path from 'node:path';
import { fileURLToPath } from 'node:url';

// This file sits one level below the package root both as source (src/paths.ts) and once
// bundled (dist/server.js), so the package root is one directory up in both cases.
const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const serverPaths = {
  packageRoot,
  migrationsDir: path.join(packageRoot, 'drizzle'),
  contentDir: path.join(packageRoot, 'content'),
  /** The texts of the content pages a fresh install has, one file per locale. */
  contentPagesDir: path.join(packageRoot, 'locales/content-pages'),
  webDistDir: path.resolve(packageRoot, '../web/dist'),
} as const;
