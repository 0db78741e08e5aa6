// A page with one widget, for the bench.
import { createApp } from 'vue';
import 'docs-widgets/elements/param-row';
import One from './One.vue';

createApp(One).mount('#app');
