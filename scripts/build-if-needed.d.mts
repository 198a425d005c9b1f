export declare const root: string;
export declare const buildables: { name: string; output: string; sources: string[] }[];
export declare function isStale(pkg: { output: string; sources: string[] }): boolean;
export declare function buildIfNeeded(log?: (line: string) => void): void;
