import { ParamRow } from 'docs-widgets/react/param-row';

export default function One() {
  return (
    <ParamRow name="email" type="string">
      The address the confirmation link goes to.
    </ParamRow>
  );
}
