// Face of the host-page bridge (spec §7 host-page messages), loaded only inside a frame.
export { createEmbedBridge, type CommandHandlers, type EmbedBridge } from './bridge';
export { isAllowedOrigin, parentOriginOf, type Embedding } from './origin';
export { measureDocument, watchPageSize, type PageSize } from './size-report';
export { topEventOf } from './top-event';
