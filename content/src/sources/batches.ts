/**
 * Every batch of source protocols the build reads, with the file it lives in. Protocol authors add
 * their protocols to the four batches; the 'no protocol' protocols are ours.
 */
import { adultBatchA } from '../protocols/adult/batch-a.ts';
import { adultBatchB } from '../protocols/adult/batch-b.ts';
import { adultBatchC } from '../protocols/adult/batch-c.ts';
import { noProtocolSources } from '../protocols/no-protocol/no-protocols.ts';
import { pedsBatchA } from '../protocols/peds/batch-a.ts';
import { pedsBatchB } from '../protocols/peds/batch-b.ts';
import { pedsBatchC } from '../protocols/peds/batch-c.ts';
import type { SourceProtocol } from '../source/define-protocol.ts';

export interface SourceBatch {
  /** Repository-relative path of the batch module. */
  file: string;
  /** The batch's protocols as loaded; the content check validates their shape before use. */
  protocols: readonly SourceProtocol[];
}

export const SOURCE_BATCHES: readonly SourceBatch[] = [
  { file: 'content/src/protocols/adult/batch-a.ts', protocols: adultBatchA },
  { file: 'content/src/protocols/adult/batch-b.ts', protocols: adultBatchB },
  { file: 'content/src/protocols/adult/batch-c.ts', protocols: adultBatchC },
  { file: 'content/src/protocols/peds/batch-a.ts', protocols: pedsBatchA },
  { file: 'content/src/protocols/peds/batch-b.ts', protocols: pedsBatchB },
  { file: 'content/src/protocols/peds/batch-c.ts', protocols: pedsBatchC },
  { file: 'content/src/protocols/no-protocol/no-protocols.ts', protocols: noProtocolSources },
];
