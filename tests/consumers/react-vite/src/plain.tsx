// The same app's page without widgets, for the bench: the floor a widget's cost is measured from.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<p>The address the confirmation link goes to.</p>);
