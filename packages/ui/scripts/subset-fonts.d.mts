export declare const ROMANIAN_EXTRA: string;
export declare const families: string[];
export declare function sourceOf(family: string): string;
export declare function targetOf(family: string): URL;
export declare function subsetRomanian(family: string): Promise<Buffer>;
