import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 5000}`;

export default defineConfig({
  root: 'app',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // Our users' phones: modern Chrome for Android, no legacy polyfills.
    target: 'es2020',
  },
  server: {
    proxy: { '/api': apiTarget },
  },
});
