/** Where React's modules resolve in the web build (see react-on-preact.aliases.js). */
export declare const REACT_ON_PREACT: { find: RegExp; replacement: string }[];
