import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// A new app's defaults: nothing docs-widgets needs besides the package.
export default defineConfig({ plugins: [react()] });
