export declare const START_NODE_FLAGS: string[];
