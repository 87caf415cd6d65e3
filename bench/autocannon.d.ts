// Minimal types for the parts of autocannon the benchmarks use (it ships no declarations).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '5xx': number;
    '4xx': number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Sent with every request. */
    headers?: Record<string, string>;
    /** Cycled through on every connection. */
    requests?: {
      method?: string;
      path?: string;
      /** Called before each request; its answer is what is sent (a new path each time). */
      setupRequest?: (request: { path: string }) => { path: string };
    }[];
  }
  export default function autocannon(options: Options): Promise<Result>;
}
