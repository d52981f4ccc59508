import type { SourceProtocol } from '../../source/define-protocol.ts';

export const pedsBatchB: SourceProtocol[] = [];
