import { createApp } from 'vue';
import 'docs-widgets/elements/param-row';
import 'docs-widgets/elements/accepted-values';
import 'docs-widgets/elements/docs-callout';
// Every other tag (here <cli-reference>) is defined lazily, after Vue has set its properties.
import 'docs-widgets/loader';
import App from './App.vue';

const app = createApp(App);
app.mount('#app');
document.body.dataset.referenceDefinedAtMount = String(customElements.get('cli-reference') !== undefined);
