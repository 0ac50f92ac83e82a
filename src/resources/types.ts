/** The resource folders' types, kept in src/registry/types.ts with the pages' (one registry, no import cycle). */
export type {
  Endpoint,
  ListEndpoint,
  MenuGroup,
  Method,
  ResourceConfig,
  ResourceEndpoints,
} from '../registry/types';
