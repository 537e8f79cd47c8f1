// The part of autocannon's API the bench uses (the package ships no types).
declare module "autocannon" {
  interface Options {
    url: string;
    headers?: Record<string, string>;
    duration?: number;
    connections?: number;
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; average: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
