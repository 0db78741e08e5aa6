'use client';
import { useState } from 'react';
import { AcceptedValues } from 'docs-widgets/react/accepted-values';
import { formats } from './spec';

/** A client island of a server component page: an event prop, and what it heard. */
export function ToggleLog() {
  const [heard, setHeard] = useState('none');
  return (
    <>
      <AcceptedValues
        id="island"
        name="output formats"
        values={formats}
        onDwToggle={(event) => setHeard(event.detail.open ? 'opened' : 'closed')}
      />
      <p id="island-log">{heard}</p>
    </>
  );
}
