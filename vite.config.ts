import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  root: 'web',
  envDir: '..',
  envPrefix: ['VITE_', 'SANITY_'],
  plugins: [
    react(),
    // Pre-compressed copies (.br, .gz) that the server sends as they are, with no per-request cost.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.(png|jpe?g|webp|woff2?|mp4)$/] }),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '^/v\\d{4}-\\d{2}-\\d{2}/': apiTarget,
      '/images': apiTarget,
      '/media': apiTarget,
    },
  },
});
