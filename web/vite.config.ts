import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';
/** The server build of src/render-page.tsx: one self-contained module with React's production build, for the gateway to run. */
const renderer = process.env.STORYSTUMP_RENDERER === '1';

export default defineConfig({
  plugins: [react()],
  envPrefix: 'VITE_',
  define: {
    'import.meta.env.VITE_BRAND_NAME': JSON.stringify(process.env.BRAND_NAME ?? 'Storystump'),
    ...(renderer ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  ...(renderer ? { ssr: { noExternal: true } } : {}),
  server: { proxy: { '/api': gateway } },
  // No source maps in the build: the shipped app does not hand out its sources.
  build: renderer
    ? {
        sourcemap: false,
        copyPublicDir: false,
        chunkSizeWarningLimit: 4000,
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 400 },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
  },
});
