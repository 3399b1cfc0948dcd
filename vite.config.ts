import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  root: 'web',
  envDir: '..',
  envPrefix: ['VITE_', 'SANITY_'],
  plugins: [react()],
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
