import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API listens on :3000 and serves the built app itself; in development Vite proxies /api to it so that
// the browser still sees one origin (the session cookie and the API's same-origin checks depend on that).
const apiProxy = {
  '/api': { target: 'http://127.0.0.1:3000' },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
