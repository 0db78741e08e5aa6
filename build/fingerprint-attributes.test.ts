// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { unreadHostAttribute } from '../base/protocol.ts';
import { observedAttributeSpecs } from '../widgets/shared/host/attributes.ts';
import { readAllMetadata } from './widget-files.ts';

describe('the attributes the prerender fingerprint leaves unread', () => {
  it('are none a widget renders with, so changing any of a widget’s attributes makes its markup stale', async () => {
    const unread = (await readAllMetadata()).flatMap((metadata) =>
      Object.keys(observedAttributeSpecs(metadata))
        .filter((name) => unreadHostAttribute.test(name))
        .map((name) => `<${metadata.tag} ${name}>`),
    );
    expect(unread).toEqual([]);
  });
});
