// @ts-check
// The code-samples demo page: a small command reference whose examples use the same placeholders
// as the guide's samples. The login and the QA switches come from api-settings.js.

const spec = {
  info: { id: 'supabase', version: '2.0.0', title: 'Supabase CLI', language: 'sh' },
  commands: [
    {
      id: 'supabase-link',
      title: 'supabase link',
      summary: 'Link this folder to your project',
      usage: 'supabase link --project-ref <ref>',
      examples: [{ id: 'basic', name: 'Link', code: 'supabase link --project-ref {{project-ref}}' }],
    },
    {
      id: 'supabase-functions-deploy',
      title: 'supabase functions deploy',
      summary: 'Deploy a function, then call it',
      usage: 'supabase functions deploy <name>',
      examples: [
        {
          id: 'invoke',
          name: 'Deploy and call',
          code: 'supabase functions deploy hello\ncurl "{{project-url}}/functions/v1/hello" -H "Authorization: Bearer {{anon-key}}"',
        },
      ],
    },
  ],
};

// Set before the element is defined: the runtime hands it over on upgrade.
const reference = /** @type {(HTMLElement & { spec?: unknown }) | null} */ (document.getElementById('sample-cli'));
if (reference) reference.spec = spec;
