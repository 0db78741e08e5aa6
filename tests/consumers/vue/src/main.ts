import { createApp } from 'vue';
import 'docs-widgets/elements/param-row';
import 'docs-widgets/elements/accepted-values';
import 'docs-widgets/elements/docs-callout';
import App from './App.vue';

createApp(App).mount('#app');
