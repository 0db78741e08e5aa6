// @ts-check
// A spec of any number of commands, each with what a real reference's command has: a Markdown
// description (bold, code, a link, a list), three flags with defaults (two with accepted values)
// and an example. The reference-at-size bench measures it beside RapiDoc, and the browser tests
// check find-in-page, deep links and the filter at 4,000 commands.

/** The tag groups the commands are spread over, in order: the last command is in the last group. */
const groups = 12;

/**
 * A spec of `count` top-level commands in `groups` tag groups, in our format.
 * @param {number} count
 */
export function sizedSpec(count) {
  const perGroup = Math.ceil(count / groups);
  const commands = [];
  for (let index = 0; index < count; index += 1) {
    const id = `command-${index}`;
    commands.push({
      id,
      title: `tool ${id}`,
      summary: `Runs step ${index} of the tool's work`,
      description:
        `Runs step **${index}** of the tool's work against the project given by \`--project\`.\n\n` +
        `It reads the [settings](https://example.com/docs/settings) first, then:\n\n` +
        `- checks the input of step ${index}\n- writes the result in the chosen \`--format\`\n\n` +
        `Nothing is changed until the last step succeeds.`,
      usage: `tool ${id} [flags]`,
      tags: [`group-${Math.floor(index / perGroup)}`],
      subcommands: [],
      flags: [
        { id: 'project', name: '--project <string>', description: 'Project to work on.', default_value: 'default' },
        {
          id: 'format',
          name: '-f, --format <[ json | yaml | table ]>',
          description: 'How the result is printed.',
          default_value: 'table',
          accepted_values: ['json', 'yaml', 'table'].map((name) => ({ id: name, name, type: 'string' })),
        },
        {
          id: 'level',
          name: '--level <[ low | high ]>',
          description: 'How much is checked.',
          default_value: 'low',
          accepted_values: ['low', 'high'].map((name) => ({ id: name, name, type: 'string' })),
        },
      ],
      examples: [{ id: 'basic', name: 'Basic', code: `tool ${id} --format json`, response: `step ${index} done\n` }],
    });
  }
  return {
    info: {
      id: 'tool',
      version: '1.0.0',
      title: 'Tool',
      language: 'sh',
      tags: Array.from({ length: groups }, (_, group) => ({ id: `group-${group}`, title: `Group ${group}` })),
    },
    commands,
  };
}
