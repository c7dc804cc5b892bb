import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * In development Vite serves the console and forwards /api to the server started by `npm start`.
 * The build writes a brotli (.br) and a gzip (.gz) file beside each text asset: the server sends
 * the one the browser accepts as it is, so no request pays for compressing the bundle.
 */
export default defineConfig({
  plugins: [
    react(),
    // Also for the few files of some bytes that compression makes a little larger: every file
    // then has both copies, and a missing one never means a stale build.
    compression({ algorithms: ['brotliCompress', 'gzip'], skipIfLargerOrEqual: false, logLevel: 'silent' }),
  ],
  resolve: { tsconfigPaths: true },
  server: { port: 5173, proxy: { '/api': { target: 'http://127.0.0.1:8080', ws: true } } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
});
