// Types of precompress.mjs for the TypeScript that imports it (the Vite configs).
import type { Plugin } from 'vite';

export declare const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string>;
export declare const MIN_BYTES: number;
export declare function precompressDirectory(directory: string): Promise<{ files: number; variants: number }>;
export declare function precompressPlugin(): Plugin;
