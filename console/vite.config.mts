import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** In development Vite serves the console and forwards /api to the server started by `npm start`. */
export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:8080' } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
});
