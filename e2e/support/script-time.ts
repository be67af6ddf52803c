import type { Page } from 'playwright-core';

/**
 * The main thread's JavaScript time (Chrome's `ScriptDuration`, ms) spent while `step` runs: what froze the
 * tab when it was long (the reschedule step). Chrome counts only script work, not waiting.
 */
export async function scriptMsDuring(page: Page, step: () => Promise<void>): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const read = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0) * 1000;
  };
  const before = await read();
  await step();
  const spent = (await read()) - before;
  await cdp.detach();
  return spent;
}
