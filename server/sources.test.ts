// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ipv6Groups, publicAddressesOnly, type AddressRule } from './addresses';
import { locateSource, readSource, SourceRefused, sourceRules, type SourceAddress } from './sources';
import { randomStrings } from '../tests/tools/random-text';

// What a page may make the build read: the address rule, the path rule, and the limits.

describe('the address rule', () => {
  it('refuses every range a build machine reaches and the internet does not', () => {
    const refused = [
      '127.0.0.1',
      '127.255.255.254',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.100.100.200',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '198.18.0.1',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '0:0:0:0:0:ffff:10.0.0.1',
      '::ffff:0:7f00:1',
      '::127.0.0.1',
      '64:ff9b::7f00:1',
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::',
      '2002:a9fe:a9fe::1',
      'fe80::1',
      'fe80::1%eth0',
      'fd00:ec2::254',
      'fc00::1',
      'ff02::1',
      '2001:db8::1',
      '2001::1',
      '100::1',
    ];
    for (const address of refused) expect(publicAddressesOnly(address), address).toBeDefined();
  });

  it('allows public unicast addresses, IPv4 ones written inside IPv6 included', () => {
    for (const address of [
      '8.8.8.8',
      '93.184.215.14',
      '172.32.0.1',
      '100.128.0.1',
      '192.169.0.1',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
      '2002:808:808::1',
    ]) {
      expect(publicAddressesOnly(address), address).toBeUndefined();
    }
  });

  it('names what the address is', () => {
    expect(publicAddressesOnly('169.254.169.254')).toMatch(/link-local .*metadata/);
    expect(publicAddressesOnly('::ffff:127.0.0.1')).toMatch(/carries 127.0.0.1, a loopback address/);
    expect(publicAddressesOnly('not an address')).toMatch(/not an IP address/);
  });

  it('reads IPv6 in all its forms', () => {
    expect(ipv6Groups('::ffff:127.0.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(ipv6Groups('[fe80::1%25eth0]')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ipv6Groups('1::2::3')).toBeUndefined();
    expect(ipv6Groups('1:2:3:4:5:6:7:8:9')).toBeUndefined();
  });
});

describe('the address rule on long runs', () => {
  // A zone was cut with `/%.*$/` and a dotted IPv4 tail found with `/(\d+\.\d+\.\d+\.\d+)$/`: each
  // started again at every `%` or digit of a run and scanned the run, so 200,000 of them took
  // tens of seconds. Only a hang reaches this ceiling; the work takes milliseconds.
  const hangGuardMs = 10_000;

  /** The reader as it was, with the two patterns, to compare with. */
  function ipv6GroupsWithPatterns(address: string): number[] | undefined {
    let text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
    const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
    if (tail) {
      const v4 = tail[1]!.split('.').map(Number);
      if (!v4.every((part) => part <= 255)) return undefined;
      text = `${text.slice(0, -tail[1]!.length)}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
    }
    const halves = text.split('::');
    if (halves.length > 2) return undefined;
    const read = (half: string) => (half === '' ? [] : half.split(':').map((group) => Number.parseInt(group, 16)));
    const head = read(halves[0]!);
    const rest = halves.length === 2 ? read(halves[1]!) : [];
    const missing = 8 - head.length - rest.length;
    if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
    const groups = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...rest];
    return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : undefined;
  }

  it('reads addresses as the patterns did, on random text', () => {
    const samples = [
      ...randomStrings('0123456789.:%f\n[]', 3000),
      ...randomStrings('1.:', 2000).map((text) => `::ffff:${text}`),
    ];
    for (const address of samples)
      expect(ipv6Groups(address), JSON.stringify(address)).toEqual(ipv6GroupsWithPatterns(address));
  });

  it('answers at once for 200,000 digits or percent signs', () => {
    const started = performance.now();
    expect(ipv6Groups(`${'1'.repeat(200_000)}x`)).toBeUndefined();
    expect(publicAddressesOnly(`${'%'.repeat(200_000)}\n`)).toMatch(/is not an IP address$/);
    expect(publicAddressesOnly(`::1%${'%'.repeat(200_000)}`)).toMatch(/is the loopback address/);
    expect(performance.now() - started, 'a case that should take milliseconds ran for seconds').toBeLessThan(
      hangGuardMs,
    );
  });
});

describe('locateSource: a page address resolved as the browser resolves it', () => {
  const place = { page: '/docs/guides/' };

  it('keeps relative and root-relative addresses on the site: `..` stops at its root', () => {
    expect(locateSource('../../../outside/spec.yaml', place)).toMatchObject({
      kind: 'site',
      path: '/outside/spec.yaml',
    });
    expect(locateSource('/%2e%2e/%2E%2E/etc/passwd', place)).toMatchObject({ kind: 'site', path: '/etc/passwd' });
    expect(locateSource('spec.yaml?v=2#x', place)).toMatchObject({
      kind: 'site',
      segments: ['docs', 'guides', 'spec.yaml'],
    });
  });

  it('refuses what decoding could turn into a way out of a folder, hidden files, folders and other schemes', () => {
    for (const src of [
      '/a/..%2fsecret',
      '/a/..%5c..%5csecret',
      '/a%00b',
      '/.env',
      '/docs/.git/config',
      '/spec/',
      '/%zz',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:application/json,{}',
      'ftp://example.com/spec.yaml',
    ]) {
      expect(() => locateSource(src, place), src).toThrow(SourceRefused);
    }
  });

  it('reads http(s) addresses as network addresses, and the site’s own origin as the site', () => {
    expect(locateSource('https://cdn.example.com/cli.yaml', place)).toMatchObject({ kind: 'url' });
    expect(locateSource('//cdn.example.com/cli.yaml', place)).toMatchObject({ kind: 'url' });
    expect(
      locateSource('https://docs.example.com/spec/cli.yaml', { ...place, origin: 'https://docs.example.com' }),
    ).toMatchObject({
      kind: 'site',
      path: '/spec/cli.yaml',
    });
    expect(locateSource('/cli.json', { ...place, mapped: { '/cli.json': '/tmp/cli.json' } })).toEqual({
      kind: 'file',
      path: '/tmp/cli.json',
    });
  });
});

function site() {
  const folder = mkdtempSync(join(tmpdir(), 'docs-widgets-sources-'));
  const root = join(folder, 'site');
  mkdirSync(join(root, 'spec'), { recursive: true });
  writeFileSync(join(root, 'spec', 'cli.yaml'), 'clispec: "001"\n');
  writeFileSync(join(folder, 'secret.yaml'), 'token: SECRET-OUTSIDE-THE-SITE\n');
  mkdirSync(join(folder, 'outside'));
  writeFileSync(join(folder, 'outside', 'spec.yaml'), 'token: SECRET-OUTSIDE-THE-SITE\n');
  return { folder, root };
}

const onSite = (path: string): SourceAddress => locateSource(path, { page: '/' });

describe('readSource: site files', () => {
  it('reads a file inside the root, through a link that stays inside', async () => {
    const { root } = site();
    symlinkSync(join(root, 'spec', 'cli.yaml'), join(root, 'linked.yaml'));
    const rules = sourceRules({ root });
    expect((await readSource(onSite('/spec/cli.yaml'), rules)).text).toBe('clispec: "001"\n');
    expect((await readSource(onSite('/linked.yaml'), rules)).text).toBe('clispec: "001"\n');
  });

  it('refuses a link, or a linked folder, that leads outside the root, naming the rule and nothing it holds', async () => {
    const { folder, root } = site();
    symlinkSync(join(folder, 'secret.yaml'), join(root, 'spec', 'escape.yaml'));
    symlinkSync(join(folder, 'outside'), join(root, 'outside'));
    symlinkSync('/etc/passwd', join(root, 'passwd.yaml'));
    const rules = sourceRules({ root });
    for (const path of ['/spec/escape.yaml', '/outside/spec.yaml', '/passwd.yaml']) {
      const attempt = readSource(onSite(path), rules);
      await expect(attempt, path).rejects.toThrow(/leads \(through a symbolic link\) outside the site's root folder/);
      await expect(attempt).rejects.not.toThrow(/SECRET|root:/);
    }
  });

  it('reads through a root that is itself a link', async () => {
    const { folder, root } = site();
    symlinkSync(root, join(folder, 'linked-root'));
    const rules = sourceRules({ root: join(folder, 'linked-root') });
    expect((await readSource(onSite('/spec/cli.yaml'), rules)).text).toContain('clispec');
  });

  it('refuses files larger than the limit, what is not a regular file, and everything without a root', async () => {
    const { root } = site();
    writeFileSync(join(root, 'big.yaml'), 'x'.repeat(2048));
    execFileSync('mkfifo', [join(root, 'pipe.yaml')]);
    await expect(readSource(onSite('/big.yaml'), sourceRules({ root, maxSourceBytes: 1024 }))).rejects.toThrow(
      /larger than 1 KB \(--max-source-size\)/,
    );
    await expect(readSource(onSite('/pipe.yaml'), sourceRules({ root }))).rejects.toThrow(/not a regular file/);
    await expect(readSource(onSite('/spec/cli.yaml'), sourceRules({}))).rejects.toThrow(/no site folder was given/);
    await expect(readSource(onSite('/spec/missing.yaml'), sourceRules({ root }))).rejects.toThrow(
      /not a file of the site/,
    );
  });
});

/** A server on loopback; the tests let the build connect to it with `loopbackOnly`. */
async function serve(handler: RequestListener): Promise<{ origin: string; close: () => void }> {
  const server = createServer(handler);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** Loopback's 127.0.0.1 allowed (for the test server), everything else judged as a build judges it. */
const loopbackOnly: AddressRule = (address) => (address === '127.0.0.1' ? undefined : publicAddressesOnly(address));

describe('readSource: the network', () => {
  it('fetches nothing from an origin the site did not allow, and nothing from a private address of an allowed one', async () => {
    const url = (href: string): SourceAddress => ({ kind: 'url', url: new URL(href) });
    await expect(readSource(url('https://cdn.example.com/cli.yaml'), sourceRules({}))).rejects.toThrow(
      /not on an origin the build may fetch from \(--allow-fetch\)/,
    );
    for (const href of [
      'http://2130706433/',
      'http://0x7f.1/',
      'http://0177.0.0.1/',
      'http://127.1/',
      'http://0/',
      'http://[::ffff:127.0.0.1]/',
      'http://[0:0:0:0:0:ffff:7f00:1]/',
      'http://[::]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://0xA9.0xFE.0xA9.0xFE/',
      'http://[fd00:ec2::254]/',
      'http://100.100.100.200/',
      'http://[fe80::a9fe:a9fe]/',
    ]) {
      const address = url(href);
      const rules = sourceRules({ allowFetch: [(address as { url: URL }).url.origin] });
      await expect(readSource(address, rules), href).rejects.toThrow(/is not fetched: .* (is|carries) /);
    }
  });

  it('checks the addresses a name resolves to, when connecting', async () => {
    const rules = sourceRules({ allowFetch: ['http://localhost:9'] });
    await expect(readSource({ kind: 'url', url: new URL('http://localhost:9/spec.yaml') }, rules)).rejects.toThrow(
      /localhost resolves to .*loopback/,
    );
  });

  it('fetches from an allowed origin, and checks every redirect’s origin and address', async () => {
    let other = '';
    const server = await serve((request, response) => {
      if (request.url === '/spec.yaml')
        response.writeHead(200, { 'content-type': 'application/yaml' }).end('clispec: "001"\n');
      else if (request.url === '/to-metadata')
        response.writeHead(302, { location: 'http://169.254.169.254/latest/' }).end();
      else if (request.url === '/to-other') response.writeHead(301, { location: `${other}/spec.yaml` }).end();
      else if (request.url === '/to-self') response.writeHead(307, { location: '/spec.yaml' }).end();
      else if (request.url === '/loop') response.writeHead(302, { location: '/loop' }).end();
      else response.writeHead(404).end('missing');
    });
    const second = await serve((_request, response) => response.end('token: SECRET'));
    other = second.origin;
    try {
      // The metadata address's origin is allowed too, so that its address is what refuses it.
      const rules = sourceRules({ allowFetch: [server.origin, 'http://169.254.169.254'], addressRule: loopbackOnly });
      const at = (path: string): SourceAddress => ({ kind: 'url', url: new URL(path, server.origin) });
      expect((await readSource(at('/spec.yaml'), rules)).text).toBe('clispec: "001"\n');
      expect((await readSource(at('/to-self'), rules)).text).toBe('clispec: "001"\n');
      await expect(readSource(at('/to-metadata'), rules)).rejects.toThrow(
        /a redirect to .* is not fetched: .*link-local/,
      );
      await expect(readSource(at('/to-other'), rules)).rejects.toThrow(
        /a redirect to .* is not on an origin the build may fetch from/,
      );
      await expect(readSource(at('/loop'), rules)).rejects.toThrow(/redirects more than 5 times/);
      await expect(readSource(at('/missing'), rules)).rejects.toThrow(/answered HTTP 404/);
    } finally {
      server.close();
      second.close();
    }
  });

  it('fetches a URL the build’s own options name without --allow-fetch, but not where it redirects, nor from a private address', async () => {
    const server = await serve((request, response) => {
      if (request.url === '/spec.yaml') response.end('clispec: "001"\n');
      else response.writeHead(302, { location: 'https://cdn.example.com/spec.yaml' }).end();
    });
    try {
      const mapped = (path: string) =>
        locateSource('/cli.yaml', { page: '/', mapped: { '/cli.yaml': `${server.origin}${path}` } });
      expect(mapped('/spec.yaml')).toMatchObject({ kind: 'url', mapped: true });
      expect((await readSource(mapped('/spec.yaml'), sourceRules({ addressRule: loopbackOnly }))).text).toBe(
        'clispec: "001"\n',
      );
      await expect(readSource(mapped('/elsewhere'), sourceRules({ addressRule: loopbackOnly }))).rejects.toThrow(
        /a redirect to "https:\/\/cdn\.example\.com\/spec\.yaml" is not on an origin the build may fetch from/,
      );
      await expect(readSource(mapped('/spec.yaml'), sourceRules({}))).rejects.toThrow(/is a loopback address/);
    } finally {
      server.close();
    }
  });

  it('gives up on an answer that stalls after its headers, at the time limit', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/yaml' });
      response.write('clispec: "001"\ncommands:\n');
    });
    try {
      const rules = sourceRules({ allowFetch: [server.origin], addressRule: loopbackOnly, fetchTimeout: 300 });
      await expect(readSource({ kind: 'url', url: new URL('/stall', server.origin) }, rules)).rejects.toThrow(
        /did not answer within 0.3 s \(--fetch-timeout\)/,
      );
    } finally {
      server.close();
    }
  });

  it('stops reading an answer at the size limit: declared, streamed, or compressed', async () => {
    const bomb = gzipSync(Buffer.alloc(4 * 1024 * 1024, 32));
    const server = await serve((request, response) => {
      if (request.url === '/declared')
        response.writeHead(200, { 'content-length': String(64 * 1024) }).end('x'.repeat(64 * 1024));
      else if (request.url === '/streamed') {
        response.writeHead(200);
        const write = () => {
          if (response.write('y'.repeat(16 * 1024))) setImmediate(write);
          else response.once('drain', write);
        };
        response.on('close', () => response.removeAllListeners('drain'));
        write();
      } else response.writeHead(200, { 'content-encoding': 'gzip' }).end(bomb);
    });
    try {
      const rules = sourceRules({ allowFetch: [server.origin], addressRule: loopbackOnly, maxSourceBytes: 32 * 1024 });
      for (const path of ['/declared', '/streamed', '/compressed']) {
        await expect(readSource({ kind: 'url', url: new URL(path, server.origin) }, rules), path).rejects.toThrow(
          /larger than 32 KB \(--max-source-size\)/,
        );
      }
      expect(bomb.length).toBeLessThan(32 * 1024);
    } finally {
      server.close();
    }
  });
});
