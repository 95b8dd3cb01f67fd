// Types of what the TypeScript benchmarks take from lib.mjs.
export function cpuTicks(serverPid: number): { server: number; postgres: number };
export function serverArgs(entry: string, tree?: string): Promise<string[]>;
