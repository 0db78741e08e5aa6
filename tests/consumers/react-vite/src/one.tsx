// A page with one widget, for the bench: what an app ships for a single <ParamRow>.
import { createRoot } from 'react-dom/client';
import { ParamRow } from 'docs-widgets/react/param-row';

createRoot(document.getElementById('root')!).render(
  <ParamRow name="email" type="string">
    The address the confirmation link goes to.
  </ParamRow>,
);
