import { mkdirSync, writeFileSync } from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// Where a journey run's wall time goes: when the first journey started (everything before it is the
// servers' start, the build and the global setup), what each worker did and how long it stood idle
// before the run ended, and which journeys started last. Printed at the end of every run and kept
// in test-results/timeline.json, so a slow run can be read without running it again.

interface Span {
  title: string;
  worker: number;
  start: number;
  end: number;
}

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class TimelineReporter implements Reporter {
  private readonly started = Date.now();
  private readonly spans: Span[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const start = result.startTime.getTime();
    const where = `${test.location.file.split('/').pop()}:${test.location.line}`;
    this.spans.push({
      title: `${where}${result.retry ? ` (retry ${result.retry})` : ''}`,
      worker: result.parallelIndex,
      start: start - this.started,
      end: start + result.duration - this.started,
    });
  }

  onEnd(_result: FullResult): void {
    if (this.spans.length === 0) return;
    const end = Date.now() - this.started;
    const first = Math.min(...this.spans.map((s) => s.start));
    const lines = [`[timeline] first journey started at ${secs(first)}; the run ended at ${secs(end)}`];
    const workers = [...new Set(this.spans.map((s) => s.worker))].sort((a, b) => a - b);
    for (const w of workers) {
      const mine = this.spans.filter((s) => s.worker === w);
      const busy = mine.reduce((sum, s) => sum + (s.end - s.start), 0);
      const last = Math.max(...mine.map((s) => s.end));
      lines.push(
        `[timeline] worker ${w}: ${mine.length} ${mine.length === 1 ? 'journey' : 'journeys'}, busy ${secs(busy)}, last one ended at ${secs(last)} (idle ${secs(end - last)} before the end)`,
      );
    }
    const longest = [...this.spans].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, 10);
    lines.push('[timeline] longest journeys (start → end, worker):');
    for (const s of longest)
      lines.push(
        `[timeline]   ${secs(s.end - s.start)}  ${s.title}  (${secs(s.start)} → ${secs(s.end)}, ${s.worker})`,
      );
    const lastStarted = [...this.spans].sort((a, b) => b.start - a.start).slice(0, 4);
    lines.push(
      `[timeline] started last: ${lastStarted.map((s) => `${s.title} at ${secs(s.start)} (${secs(s.end - s.start)})`).join('; ')}`,
    );
    console.log(lines.join('\n'));
    mkdirSync('test-results', { recursive: true });
    writeFileSync(
      'test-results/timeline.json',
      JSON.stringify({ endedAt: end, spans: this.spans.sort((a, b) => a.start - b.start) }, null, 1),
    );
  }
}
