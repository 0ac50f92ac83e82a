import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { JWT_ERRORS, MESSAGES } from '../../common/messages';
import { type Action, type Area, canAccessArea, type PermissionLevels } from '../../common/permissions';
import type { Db } from '../db';
import { AppError, forbidden, unauthorized } from '../errors';
import { loadSession, type Session } from '../services/shared/sessions';

/**
 * Who may call a route. Every route declares one:
 * - `public`: anyone (login, register, codes);
 * - `user`: any signed-in user of an account;
 * - `owner`: the account's main user only (sub-users, branches);
 * - `operator`: the platform operator;
 * - `{area, action}`: a signed-in user whose levels allow the action in the area;
 * - `{anyOf: [...]}`: a signed-in user allowed at least one of them (lookups that several screens need);
 * - `{allOf: [...]}`: a signed-in user allowed every one of them (a personal link opens everything its page shows);
 * - `resident`: a resident page request, with a live personal link's token in the path (plugins/residentPage.ts).
 */
export interface AreaAccess {
  area: Area;
  action: Action;
}
export type Access =
  | 'public'
  | 'user'
  | 'owner'
  | 'operator'
  | 'resident'
  | AreaAccess
  | { anyOf: readonly AreaAccess[] }
  | { allOf: readonly AreaAccess[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Only where the method and the declared action would say otherwise (see `routeWrites`): `false` on a POST
     * that only reads, `true` on a GET that sends a code or changes something. The onRoute hook below settles it
     * for every route.
     */
    writes?: boolean;
    /** Also open to a licence token (the owner of an ended licence ordering a renewal: services/session/licence.ts). */
    licenceOpen?: boolean;
  }
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifySchema {
    /** The route's declared access, copied into the OpenAPI document by the onRoute hook below. */
    'x-access'?: Access;
    /** Whether the route changes anything (`routeWrites`): a support session is refused every such route. */
    'x-writes'?: boolean;
  }
}

export interface TokenClaims {
  sub: number;
  acc: number;
  ver: number;
  /** `licence`: the owner of an account, for the licence and order routes only (services/session/licence.ts). */
  typ: 'user' | 'operator' | 'licence';
  /** A support session: the operator who signed in as the account's owner (read-only, see `READ_ONLY`). */
  imp?: number;
  /** Always true with `imp`: the token itself says it may not write. */
  ro?: boolean;
}

/** An account's token on an operator route. */
export const OPERATOR_ONLY = 'Bu bölüm yalnızca platform yöneticisine açıktır.';

export const READ_ONLY = 'Destek oturumu salt okunurdur: platform yöneticisi bu hesapta değişiklik yapamaz.';

const WRITE_ACTIONS: readonly Action[] = ['create', 'edit', 'delete', 'send'];

/**
 * Whether a route creates, changes, deletes or sends anything. Its declared action says so first (a GET that
 * asks for a deletion code declares `delete`), then its method: only GET and HEAD read. A route says otherwise
 * with `writes` only where that default is wrong: a POST list (`writes: false`) or a GET of a signed-in user that
 * sends a code or ends sessions (`writes: true`). A declaration that repeats the default or contradicts a writing
 * action stops the server at boot, so every `writes` in the routes is an exception worth reading.
 */
export function routeWrites(
  methods: string | string[],
  access: Access,
  declared: boolean | undefined,
): boolean {
  const rules = typeof access === 'object' ? rulesOf(access) : [];
  const actionWrites = rules.some((rule) => WRITE_ACTIONS.includes(rule.action));
  const byMethod = [methods].flat().some((method) => method !== 'GET' && method !== 'HEAD');
  const fallback = actionWrites || byMethod;
  if (declared === undefined) return fallback;
  if (declared === fallback) throw new Error(`says writes: ${declared}, as its method and access already do`);
  if (actionWrites) throw new Error('says writes: false, but its declared action writes');
  return declared;
}

/** The area rules of an area access, whichever of its three forms. */
function rulesOf(access: Exclude<Access, string>): readonly AreaAccess[] {
  if ('anyOf' in access) return access.anyOf;
  if ('allOf' in access) return access.allOf;
  return [access];
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(header.trim());
  return match?.[1] ?? null;
}

export function permissionsOf(session: Session): {
  role: 'main' | 'sub' | 'operator';
  permissions: PermissionLevels | null;
} {
  return { role: session.role, permissions: session.permissions };
}

export default fp(
  async function auth(app: FastifyInstance, { db }: { db: Db }) {
    app.decorateRequest('session', null);

    app.addHook('onRoute', (route) => {
      const isApi = route.url.startsWith('/api') && !route.url.startsWith('/api/docs');
      if (!isApi) return;
      const access = route.config?.access;
      if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access`);
      let writes: boolean;
      try {
        writes = routeWrites(route.method, access, route.config?.writes);
      } catch (error) {
        throw new Error(`Route ${route.method} ${route.url} ${(error as Error).message}`);
      }
      route.config = { ...route.config, writes };
      // The OpenAPI document says who may call each operation (`x-access`; public ones need no bearer token) and
      // whether it writes, so clients and the generated access sweeps (tests/api/accessSweep*.test.ts) read both
      // from there.
      route.schema = {
        ...route.schema,
        'x-access': access,
        'x-writes': writes,
        ...(access === 'public' && { security: [] }),
      };
    });

    // onRequest runs before the body is read: an anonymous or unauthorised caller gets 401/403 without the
    // server parsing (or validating) what it sent, however large.
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access === 'public' || access === 'resident') return;
      await authorize(app, db, request, access);
    });
  },
  { name: 'auth', dependencies: ['@fastify/jwt'] },
);

/**
 * Checks the request's bearer token against `access` and keeps its session on the request: the onRequest hook for
 * every route that is not public, and a public route whose second form acts for a signed-in user (POST /licence with
 * an order, routes/session/licence.ts).
 */
export async function authorize(
  app: FastifyInstance,
  db: Db,
  request: FastifyRequest,
  access: Exclude<Access, 'public' | 'resident'>,
): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthorized(JWT_ERRORS.missing);
  let claims: TokenClaims;
  try {
    claims = app.jwt.verify<TokenClaims>(token);
  } catch {
    throw unauthorized(JWT_ERRORS.invalid);
  }
  const session = await loadSession(db, claims);
  if (!session) throw unauthorized(JWT_ERRORS.invalid);
  request.session = session;
  // A licence token opens only the routes that renew the licence; everything else answers as login does.
  if (session.licenceOnly && !request.routeOptions.config.licenceOpen) {
    throw new AppError(403, MESSAGES.licenceExpired);
  }
  if (access === 'operator') {
    if (session.role !== 'operator') throw forbidden(OPERATOR_ONLY);
    return;
  }
  if (session.role === 'operator') throw forbidden('Bu işlem hesap kullanıcılarına açıktır.');
  if (session.impersonatorId !== null && request.routeOptions.config.writes !== false) {
    throw forbidden(READ_ONLY);
  }
  if (access === 'user') return;
  if (access === 'owner') {
    if (session.role !== 'main') throw forbidden('Bu işlemi yalnızca hesap sahibi yapabilir.');
    return;
  }
  const may = (rule: AreaAccess) => canAccessArea(permissionsOf(session), rule.area, rule.action);
  if ('allOf' in access) {
    const missing = access.allOf.find((rule) => !may(rule));
    if (missing) throw forbidden(deniedMessage(missing.action));
    return;
  }
  const rules = rulesOf(access);
  if (!rules.some(may)) throw forbidden(deniedMessage(rules[0]?.action ?? 'show'));
}

export function deniedMessage(action: Action): string {
  switch (action) {
    case 'delete':
      return 'Silme yetkiniz yok. Hesap sahibinden yetki isteyiniz.';
    case 'create':
    case 'edit':
      return 'Bu bölümde kayıt ekleme veya düzenleme yetkiniz yok. Hesap sahibinden yetki isteyiniz.';
    case 'send':
      return 'SMS gönderme yetkiniz yok. Hesap sahibinden yetki isteyiniz.';
    default:
      return 'Bu bölümü görüntüleme yetkiniz yok. Hesap sahibinden yetki isteyiniz.';
  }
}

/** The signed-in user of an account (the onRequest hook has checked it). */
export function sessionOf(request: FastifyRequest): Session {
  const session = request.session;
  if (!session || session.role === 'operator') throw new AppError(401, JWT_ERRORS.missing);
  return session;
}

/** The platform operator's id on an operator route (the onRequest hook has checked it). */
export function operatorIdOf(request: FastifyRequest): number {
  if (request.session?.role !== 'operator') throw new AppError(401, JWT_ERRORS.missing);
  return request.session.userId;
}
