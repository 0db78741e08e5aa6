// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readArguments } from './arguments';

const known = { switches: ['--strict'], values: ['--out', '--spec'] };

describe('readArguments', () => {
  it('sorts switches, options (repeatable, the last one winning) and positional arguments', () => {
    const line = readArguments(['page.html', '-', '--strict', '--out', 'dist', '--spec', 'a=1', '--spec=b=2'], known);
    expect(line.help).toBe(false);
    expect([...line.switches]).toEqual(['--strict']);
    expect(line.values.get('--out')).toBe('dist');
    expect(line.values.get('--spec')).toBe('b=2');
    expect(line.repeated.get('--spec')).toEqual(['a=1', 'b=2']);
    expect(line.positional).toEqual(['page.html', '-']);
  });

  it('reads --help and -h', () => {
    expect(readArguments(['--help'], known).help).toBe(true);
    expect(readArguments(['file', '-h'], known).help).toBe(true);
  });

  it('names an option given without its value', () => {
    expect(() => readArguments(['--out'], known)).toThrow('--out needs a value.');
    expect(() => readArguments(['--out', '--strict'], known)).toThrow('--out needs a value.');
  });

  it('names an option the command does not know, long or short', () => {
    expect(() => readArguments(['--bogus'], known)).toThrow('Unknown option --bogus.');
    expect(() => readArguments(['-x'], known)).toThrow('Unknown option -x.');
    expect(() => readArguments(['--strict=yes'], known)).toThrow('Unknown option --strict.');
  });

  it('takes everything after -- as positional', () => {
    expect(readArguments(['--', '--strict'], known).positional).toEqual(['--strict']);
  });
});
