import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API server (apps/server) serves /api and uploaded images under /media on this address;
// API_PROXY_TARGET points the dev server at another one (e.g. a second shop on another port).
const apiServer = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
const proxy = { '/api': apiServer, '/media': apiServer };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
