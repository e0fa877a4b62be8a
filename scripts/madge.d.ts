// madge ships no type declarations; only what scripts/import-graph.ts calls is declared.
declare module 'madge' {
  interface MadgeResult {
    /** Each file (relative to baseDir) and the files it imports. */
    obj(): Record<string, string[]>;
  }
  function madge(
    path: string,
    config?: { fileExtensions?: string[]; baseDir?: string },
  ): Promise<MadgeResult>;
  export = madge;
}
