/**
 * The batch modules and their exports, as data: the content check imports each one separately so
 * that a module that fails to load is reported by name while the others are still checked.
 * sources/batches.ts imports the same modules statically for the build (a test keeps them equal).
 */
export const BATCH_MODULES: readonly { file: string; exportName: string }[] = [
  { file: 'content/src/protocols/adult/batch-a.ts', exportName: 'adultBatchA' },
  { file: 'content/src/protocols/adult/batch-b.ts', exportName: 'adultBatchB' },
  { file: 'content/src/protocols/adult/batch-c.ts', exportName: 'adultBatchC' },
  { file: 'content/src/protocols/peds/batch-a.ts', exportName: 'pedsBatchA' },
  { file: 'content/src/protocols/peds/batch-b.ts', exportName: 'pedsBatchB' },
  { file: 'content/src/protocols/peds/batch-c.ts', exportName: 'pedsBatchC' },
  { file: 'content/src/protocols/no-protocol/no-protocols.ts', exportName: 'noProtocolSources' },
];

/** Directories holding one module per protocol, named by the protocol's slug. */
export const PROTOCOL_DIRECTORIES: readonly { dir: string; audience: 'adult' | 'peds' }[] = [
  { dir: 'content/src/protocols/adult', audience: 'adult' },
  { dir: 'content/src/protocols/peds', audience: 'peds' },
];
