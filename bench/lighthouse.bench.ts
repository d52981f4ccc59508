/**
 * Lighthouse benchmark (part of `npm run bench`): the production build served by the real server
 * (embedded database, demo data), Debian's Chromium (CHROME_PATH, default /usr/bin/chromium),
 * Lighthouse's desktop preset and its mobile preset (4× CPU slowdown and slow 4G, simulated: the
 * closest standard measure of a thin client on a busy hospital network), on /login and on the
 * signed-in protocols screen (signed in through the login form first; storage is kept for the
 * audit). Targets: performance >= 95 with either preset, accessibility 100. Prints each score
 * and the failing accessibility audits.
 *
 *   tsx bench/lighthouse.bench.ts        (needs `npm run build`)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';

const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3358);
const TARGET_PERFORMANCE = 95;
const TARGET_ACCESSIBILITY = 100;
const root = fileURLToPath(new URL('..', import.meta.url));
const base = `http://127.0.0.1:${PORT}`;

function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn('node', ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_CALL_EVENTS: 'false',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

interface Audit {
  score: number | null;
  title: string;
  scoreDisplayMode?: string;
  details?: { items?: { node?: { snippet?: string }; url?: string; startTime?: number; duration?: number }[] };
}

type Preset = 'desktop' | 'mobile';

async function audit(port: number, url: string, preset: Preset, page?: Page) {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: ['performance', 'accessibility'],
    },
    // Lighthouse's default configuration is its mobile preset.
    preset === 'desktop' ? desktopConfig : undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const performance = Math.round((categories.performance?.score ?? 0) * 100);
  const accessibility = Math.round((categories.accessibility?.score ?? 0) * 100);
  const failing = (categories.accessibility?.auditRefs ?? [])
    .map((ref) => audits[ref.id] as Audit | undefined)
    .filter((a): a is Audit => a !== undefined && a.scoreDisplayMode === 'binary' && a.score === 0)
    .map((a) => {
      const nodes = (a.details?.items ?? []).slice(0, 3).map((item) => item.node?.snippet ?? '');
      return `${a.title} ${nodes.join(' ')}`;
    });
  const metric = (id: string) => audits[id]?.displayValue ?? '?';
  // Where the blocking time comes from: the main thread's long tasks (Lighthouse's own list, simulated times).
  const longTasks = ((audits['long-tasks'] as Audit | undefined)?.details?.items ?? [])
    .slice(0, 8)
    .map(
      (task) => `${Math.round(task.duration ?? 0)} ms at ${Math.round(task.startTime ?? 0)} ms (${task.url ?? '?'})`,
    );
  return {
    longTasks,
    performance,
    accessibility,
    failing,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'triage-lighthouse-'));
  const server = await startServer(dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  let isMet = true;
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    const results: [string, Awaited<ReturnType<typeof audit>>][] = [];
    for (const preset of ['desktop', 'mobile'] as const) {
      results.push([`/login (${preset})`, await audit(chrome.port, `${base}/login`, preset, page)]);
    }

    await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
    await page.locator('::-p-aria(First Name)').fill('Bench');
    await page.locator('::-p-aria(Account ID)').fill('demo');
    await page.locator('::-p-aria(Account Password)').fill('demo');
    await page.locator('::-p-aria(SIGN IN)').click();
    await page.waitForFunction(() => location.pathname === '/protocols', { timeout: 15_000 });
    for (const preset of ['desktop', 'mobile'] as const) {
      results.push([`/protocols, signed in (${preset})`, await audit(chrome.port, `${base}/protocols`, preset, page)]);
      if (!page.url().endsWith('/protocols')) throw new Error(`the signed-in audit ended on ${page.url()}`);
    }
    await browser.disconnect();

    console.log('Lighthouse 12, desktop and mobile presets, Chromium from CHROME_PATH, production build\n');
    console.log('| Page (preset) | performance (target >= 95) | accessibility (target 100) | FCP | LCP | TBT |');
    console.log('|---|---|---|---|---|---|');
    for (const [name, r] of results) {
      const met = r.performance >= TARGET_PERFORMANCE && r.accessibility >= TARGET_ACCESSIBILITY;
      isMet &&= met;
      console.log(`| ${name} | ${r.performance} | ${r.accessibility} | ${r.fcp} | ${r.lcp} | ${r.tbt} |`);
    }
    for (const [name, r] of results) {
      for (const title of r.failing) console.log(`  accessibility finding on ${name}: ${title}`);
      if (r.performance < TARGET_PERFORMANCE) {
        for (const task of r.longTasks) console.log(`  long task on ${name}: ${task}`);
      }
    }
    console.log(`\nLighthouse targets: ${isMet ? 'met' : 'NOT MET'}`);
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
