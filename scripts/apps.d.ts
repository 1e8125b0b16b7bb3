export declare const root: string;
export declare const portOffset: number;
export interface App {
    name: string;
    dir: string;
    port: number;
    kind: 'host' | 'remote';
}
export interface RemoteApp extends App {
    kind: 'remote';
    /** Russian nav title, as the registry gives it. */
    title: string;
    badge?: string;
}
export declare const host: App;
export declare const remotes: RemoteApp[];
export declare const apps: App[];
/** The shared packages (`shared/*`): the runtime singleton, the kit, the testing helpers. */
export declare const packages: {
    dir: string;
    name: string;
}[];
export declare const apiPort: number;
/** Origins the API and the remotes accept: the host and the remotes' standalone pages. */
export declare const frontendOrigins: string[];
/** Rewrites `localhost:<default port>` to the offset port in a served JSON file. */
export declare function withPortOffset(text: string): string;
