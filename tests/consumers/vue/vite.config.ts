import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

export default defineConfig({
  plugins: [
    vue({
      // Tags with a dash are custom elements, not Vue components.
      template: { compilerOptions: { isCustomElement: (tag) => tag.includes('-') } },
    }),
  ],
});
