import type { SourceProtocol } from '../../source/define-protocol.ts';

export const adultBatchA: SourceProtocol[] = [];
