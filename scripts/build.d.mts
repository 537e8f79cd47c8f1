export declare const root: string;
export declare const clientDist: string;
export declare const serverDist: string;
export declare const serverEntry: string;
export declare function clientBuildIsStale(): boolean;
export declare function serverBuildIsStale(): boolean;
export declare function buildClient(): Promise<void>;
export declare function buildServer(): Promise<void>;
export declare function ensureBuilds(log?: (msg: string) => void): void;
