import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] });
for (const url of process.argv.slice(2)) {
  const r = await lighthouse('http://127.0.0.1:3202' + url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r.lhr.audits;
  console.log(url, 'perf', r.lhr.categories.performance.score, 'LCP', a['largest-contentful-paint'].numericValue, 'FCP', a['first-contentful-paint'].numericValue, 'TBT', a['total-blocking-time'].numericValue, 'bi', r.lhr.environment.benchmarkIndex);
  const el = a['largest-contentful-paint-element']?.details;
  console.log(JSON.stringify(el).slice(0, 1500));
  const ins = r.lhr.audits['lcp-breakdown-insight'] ?? r.lhr.audits['lcp-phases-insight'];
  console.log(JSON.stringify(ins?.details).slice(0, 1500));
  writeFileSync('/tmp/lhr-' + url.replace(/\W/g, '_') + '.json', JSON.stringify(r.lhr));
}
await chrome.kill();
