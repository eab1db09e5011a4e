/// <reference types="vitest" />
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { NOT_THE_APP_SHELL } from './src/shellRoutes';

// The C++ server (`littletable serve`) serves web/dist and answers /api and /ws. During `npm run dev` Vite
// proxies both to a server on LITTLETABLE_URL (default http://127.0.0.1:8080).
const backend = process.env.LITTLETABLE_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    // The service worker (Workbox, generated into dist/sw.js): it precaches index.html and every built file, the
    // engine's .js and .wasm included, so that a returning visitor can play against the computer offline. Every
    // navigation gets the cached index.html (the client routes: /, /play/GAME, /r/ID, /rules/..., /tutorials/...)
    // except /api and /ws, which always go to the server, and paths of files (src/shellRoutes.ts). A new build gives sw.js a new precache list: the new worker takes over at
    // once (skipWaiting, clientsClaim), deletes the old build's files, and src/serviceWorker.ts reloads open pages.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false, // src/serviceWorker.ts registers it, in production builds only
      manifest: false, // public/manifest.webmanifest, linked from index.html
      filename: 'sw.js',
      workbox: {
        globPatterns: ['**/*.{html,js,css,wasm,json,svg,png,webmanifest,woff2}'],
        // The engine module is about 1 MB; Workbox would leave out (with a mere warning) files over its default 2 MiB.
        maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
        navigateFallback: 'index.html',
        navigateFallbackDenylist: NOT_THE_APP_SHELL,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        // "Your turn" notifications (public/push-sw.js).
        importScripts: ['push-sw.js'],
      },
    }),
  ],
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
