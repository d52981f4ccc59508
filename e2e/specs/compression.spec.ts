import { expect, test } from '../fixtures.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';

test('the scripts, the app shell and the protocol list arrive brotli-compressed, and the app works', async ({
  page,
}) => {
  const answers = new Map<string, Promise<Record<string, string>>>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    const isScript = path.startsWith('/assets/') && path.endsWith('.js');
    if (isScript || path === '/api/protocols' || path === '/login') answers.set(path, response.allHeaders());
  });
  const protocols = await signInToProtocols(page);
  await expect(protocols.option(/Abdominal Pain/)).toBeVisible();

  const scripts = [...answers.keys()].filter((path) => path.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(3);
  let compressedScripts = 0;
  for (const path of ['/login', '/api/protocols', ...scripts]) {
    const headers = await answers.get(path);
    expect(headers?.vary, path).toMatch(/accept-encoding/i);
    if (path.endsWith('.js') && headers?.['content-encoding'] === undefined) {
      // The build compresses scripts of 1 kB or more; smaller ones come as they are.
      expect(Number(headers?.['content-length']), path).toBeLessThan(1024);
      continue;
    }
    expect(headers?.['content-encoding'], path).toBe('br');
    if (path.endsWith('.js')) compressedScripts += 1;
  }
  expect(compressedScripts).toBeGreaterThan(3);
});
