// A page with the full command reference, for the bench.
import { createApp } from 'vue';
import 'docs-widgets/elements/cli-reference';
import Reference from './Reference.vue';

createApp(Reference).mount('#app');
