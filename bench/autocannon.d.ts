// Minimal types for the parts of autocannon the benchmarks use (it ships no declarations).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
