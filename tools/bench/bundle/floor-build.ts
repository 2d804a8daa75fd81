import path from 'node:path';
import { build } from 'esbuild';

/** The framework floor (`floor-app.tsx`) built the way ours is: minified, production, ES2022; its scripts in memory. */
export const buildFloorApp = async () => {
  const built = await build({
    entryPoints: [path.join(import.meta.dirname, 'floor-app.tsx')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'error',
  });
  return built.outputFiles.map((file) => Buffer.from(file.contents));
};
