// The bench's load generator, on its own thread: the HTTP clients' work does not run on the event loop of the
// server being measured. Plain JavaScript so it needs no loader. Answers { p50, p99, rps, count }.
import { parentPort, workerData } from 'node:worker_threads';

const { url, init, requests, concurrency, seconds } = workerData;
// One request before the clock starts: a fresh thread loads its HTTP client on the first fetch.
await (await fetch(url, init)).arrayBuffer();
const latencies = [];
let started = 0;
let failure = null;
const deadline = performance.now() + seconds * 1000;
const begin = performance.now();
const client = async () => {
  while (started < requests && performance.now() < deadline && !failure) {
    started += 1;
    const t0 = performance.now();
    const response = await fetch(url, init);
    await response.arrayBuffer();
    if (!response.ok) failure = `${url} answered ${response.status}`;
    latencies.push(performance.now() - t0);
  }
};
await Promise.all(Array.from({ length: concurrency }, client));
const elapsed = (performance.now() - begin) / 1000;
latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
parentPort.postMessage({
  failure,
  p50: at(0.5),
  p99: at(0.99),
  rps: latencies.length / elapsed,
  count: latencies.length,
});
