// The same app's page without widgets, for the bench: the floor a widget's cost is measured from.
import { createApp, h } from 'vue';

createApp({ render: () => h('p', 'The address the confirmation link goes to.') }).mount('#app');
