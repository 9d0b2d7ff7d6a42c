import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // The shared package ships TypeScript source; let Vite transform it for the server build too.
  ssr: { noExternal: ['@vernissage/shared'] },
});
