import { useState } from 'react';
import { AcceptedValues } from 'docs-widgets/react/accepted-values';

/** An event prop of a React component in MDX, and what it heard. */
export default function ToggleLog() {
  const [heard, setHeard] = useState('none');
  return (
    <>
      <AcceptedValues
        id="island"
        name="output formats"
        values={[{ id: 'yaml', name: 'yaml', description: 'Given as an array by a React component.' }]}
        onDwToggle={(event) => setHeard(event.detail.open ? 'opened' : 'closed')}
      />
      <p id="island-log">{heard}</p>
    </>
  );
}
