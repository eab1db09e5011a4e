/// <reference types="vitest" />
import { defineConfig } from 'vite';

// The C++ server (`littletable serve`) serves web/dist and answers /api and /ws. During `npm run dev` Vite
// proxies both to a server on LITTLETABLE_URL (default http://127.0.0.1:8080).
const backend = process.env.LITTLETABLE_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', assetsInlineLimit: 0 },
  server: {
    proxy: {
      '/api': backend,
      '/ws': { target: backend.replace(/^http/, 'ws'), ws: true },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
  },
});
