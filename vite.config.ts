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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Tiny modules every public page uses, one chunk instead of six: each separate
              // file costs a request and its own compression overhead on a slow phone.
              name: 'public-ui',
              test: /app[\\/]components[\\/]ui[\\/](button|card|badge|section|spinner)\.tsx|app[\\/]lib[\\/]cn\.ts|shared[\\/]constants[\\/](brand|languages)\.ts|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|context|shared[\\/]src[\\/]utils|utils)/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': apiTarget },
  },
});
