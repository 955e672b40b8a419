import type { BuildOptions } from 'esbuild';

export declare const bundleOptions: BuildOptions & { absWorkingDir: string };
export declare const prepareDbEntry: string;
