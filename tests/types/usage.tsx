// Compiled (never run) by widgets/shared/typings.test.ts against the generated dist/docs-widgets.d.ts:
// what a TypeScript or React user of the tags gets from our typings.

const row = document.querySelector('param-row');
if (row) {
  const optional: boolean | undefined = row.optional;
  row.name = 'email';
  void optional;
}

const tabs = document.createElement('persisted-tabs');
tabs.restoreDelay = 0;

// @ts-expect-error: not an attribute of <param-row>
export const wrong = <param-row nmae="x" />;

export const usage = (
  <>
    <param-row name="email" type="string" optional>
      The address the link goes to.
    </param-row>
    <persisted-tabs query-group="pm">
      <tab-panel value="npm" label="npm" />
    </persisted-tabs>
    <sms-warning theme="dark" />
  </>
);

// Properties, number attributes and typed events, as React 19 sets and listens to them.
export const rich = (
  <>
    <accepted-values
      values={[{ id: 'json', name: 'JSON' }]}
      ondw-toggle={(event) => {
        const open: boolean = event.detail.open;
        void open;
      }}
    />
    <persisted-tabs restore-delay={0} />
    <code-block oncopy={(event) => void event.detail.value} />
  </>
);

// @ts-expect-error: `values` takes an array of values (or its JSON text), not a number
export const wrongValues = <accepted-values values={42} />;
