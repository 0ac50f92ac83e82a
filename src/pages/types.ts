/** The page folders' types, kept in src/registry/types.ts with the resources' (one registry, no import cycle). */
export type {
  AccessRule,
  PageAccess,
  PageConfig,
  PageMenuEntry,
  QuickLinkClaim,
  Refusal,
} from '../registry/types';
