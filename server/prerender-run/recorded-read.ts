import { join } from 'node:path';
import { readSource, type ReadSource, type SourceAddress, type SourceRules } from '../sources';
import { hashOf, type Dependency } from './memo';

/**
 * `readSource`, telling `onDependency` what the page's output now depends on: the file with the
 * hash of its bytes (null when it could not be read, so its appearing later counts as a change),
 * or a URL, which cannot be checked again without fetching it.
 */
export async function recordedRead(
  address: SourceAddress,
  rules: SourceRules,
  onDependency: ((dependency: Dependency) => void) | undefined,
): Promise<ReadSource> {
  if (!onDependency) return readSource(address, rules);
  if (address.kind === 'url') {
    onDependency({ unchecked: address.url.href });
    return readSource(address, rules);
  }
  // A site file with no site folder is refused by the options alone: nothing on disk to depend on.
  const path = address.kind === 'file' ? address.path : rules.root && join(rules.root, ...address.segments);
  try {
    const read = await readSource(address, rules);
    if (path) onDependency({ path, hash: hashOf(read.bytes) });
    return read;
  } catch (error) {
    if (path) onDependency({ path, hash: null });
    throw error;
  }
}
