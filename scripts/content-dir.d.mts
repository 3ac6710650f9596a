export declare const contentDir: string;
export declare const contentTsconfig: string;
