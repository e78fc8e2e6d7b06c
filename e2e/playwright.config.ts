import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets several people run the journeys on one machine, each against its own shop.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = new URL(`./.data-${E2E_PORT}/`, import.meta.url).pathname;

// Debian's Chromium, never a downloaded browser build; flags keep it off the closed network.
const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/*
 * Journeys whose subject looks and works the same at any width run once, at the phone's width
 * (the shop's usual screen): stored text shown as text (xss), tax documents, the admin's searches
 * and exports, the service worker. Running them again on the desktop found nothing more and cost
 * CI minutes. The Hindi journeys are the phone's too: a parent reading Hindi shops at 390 px.
 */
const phoneOnly = ['hindi', 'xss', 'gst-invoices', 'gst-returns', 'admin-daily-work', 'offline'];

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    screenshot: 'only-on-failure',
    // The shop's toasts and pages are in Indian English; dates and prices follow en-IN.
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // A trace records the screen all along (about a fifth of the browser's work). CI keeps no
    // files, so it records none; a local run keeps the trace of a journey that failed.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      testIgnore: new RegExp(`/(${phoneOnly.join('|')})\\.spec\\.ts$`),
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
  ],
  webServer: {
    command: 'node start-test-server.ts',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    // A few seconds: the demo shop's pictures are copied, not drawn. Without a current build of
    // the web client (CI builds it first) the start also runs Vite, about 10 s; the rest is
    // margin for a busy machine.
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      DATABASE_URL: '',
      ADMIN_EMAIL: 'e2e-admin@littlesprouts.example',
      ADMIN_PASSWORD: 'E2e-admin-pass-1',
      LOG_LEVEL: 'error',
      // Every journey signs in from this one address; the per-account limits stay as they are.
      LOGIN_ATTEMPTS_PER_IP: '100000',
    },
  },
});
